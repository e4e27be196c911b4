import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@portal/contract';
import type { TestApp } from './test-app';

/** Starts the app on a loopback port and returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A real Socket.IO client as the web app makes it; resolves once the server says ready. */
export async function openSocket(
  url: string,
  token: string,
  opts: { waitReady?: boolean } = {},
): Promise<Socket> {
  const s = connect(url, {
    path: SOCKET_PATH,
    query: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  if (opts.waitReady !== false) await once(s, 'ready');
  return s;
}

/** The next `event` on the socket, or an error after `ms`. */
export function once<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Records every payload of the given events, to assert what did (not) arrive. */
export function record(socket: Socket, events: string[]) {
  const seen: { event: string; payload: unknown }[] = [];
  for (const e of events) socket.on(e, (payload: unknown) => seen.push({ event: e, payload }));
  return {
    seen,
    of: <T = unknown>(event: string) =>
      seen.filter((s) => s.event === event).map((s) => s.payload as T),
    clear: () => seen.splice(0),
  };
}

/** Waits until `check` passes or `ms` runs out. */
export async function eventually(check: () => void | Promise<void>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
