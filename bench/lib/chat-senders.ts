// How bench/chat sends a room's message: to the bare Socket.IO broadcast, and on the real path as
// the web app does (the `chatAction` socket request) or over HTTP.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { Agent, fetch } from 'undici';
import { APP_VERSION } from '@portal/contract';
import { senderOf } from './chat-clients';
import type { Sender } from './chat-rates';

/** The bare broadcast's event, of the same shape, from the member who sends on the real path. */
export function bareSender(sockets: Socket[], servers: number, rooms: string[]): Sender {
  return (room, message) =>
    new Promise((res) =>
      sockets[senderOf(room, servers)]!.emit(
        'send',
        { roomId: rooms[room], clientId: randomUUID(), message },
        () => res(),
      ),
    );
}

/** Sends as the web app does while its socket is up: the `chatAction` request, acknowledged. */
export function socketSender(sockets: Socket[], servers: number, rooms: string[]): Sender {
  return (room, message) =>
    new Promise((res, rej) => {
      sockets[senderOf(room, servers)]!.timeout(10_000).emit(
        'chatAction',
        { action: 'send', clientId: randomUUID(), roomId: rooms[room], message },
        (err: Error | null, reply?: { status: number }) => {
          if (err) rej(err);
          else if (reply?.status !== 200) rej(new Error(`send ${reply?.status}`));
          else res();
        },
      );
    });
}

const agent = new Agent({ connections: 256, pipelining: 1 });
export const closeHttpSender = () => agent.close();

export function httpSender(
  urls: string[],
  tokens: string[],
  servers: number,
  rooms: string[],
): Sender {
  return async (room, message) => {
    const n = senderOf(room, servers);
    const res = await fetch(`${urls[n % servers]}/api/community/chat/action`, {
      method: 'POST',
      dispatcher: agent,
      headers: {
        'content-type': 'application/json',
        panel: 'doctor',
        appversion: APP_VERSION,
        authorization: `Bearer ${tokens[n]}`,
      },
      body: JSON.stringify({
        action: 'send',
        clientId: randomUUID(),
        roomId: rooms[room],
        message,
      }),
    });
    if (res.status !== 200) throw new Error(`send ${res.status}`);
    await res.arrayBuffer();
  };
}
