// bench/chat's clients: 1,000 Socket.IO connections, each counting the messages it receives and
// how long after their sending; which member of a room sends its messages.
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@portal/contract';
import { CLIENTS, PER_ROOM } from './chat-settings';

export interface Delivery {
  latencies: number[];
  received: number;
  crossLatencies: number[];
}

/** Connects every client; client i is in room floor(i / 20) and talks to server i % servers. */
export async function connectClients(urls: string[], tokens: string[] | null, rooms: string[]) {
  const stats: Delivery = { latencies: [], received: 0, crossLatencies: [] };
  const sockets: Socket[] = [];
  const started = performance.now();
  const batch = 50;
  for (let i = 0; i < CLIENTS; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, CLIENTS - i) }, async (_, j) => {
        const n = i + j;
        const server = n % urls.length;
        const s = connect(urls[server]!, {
          path: SOCKET_PATH,
          transports: ['websocket'],
          query: tokens ? { token: tokens[n]! } : { room: rooms[Math.floor(n / PER_ROOM)]! },
          reconnection: false,
        });
        s.on('updateChat', (e: { message: string }) => {
          const [t0, from] = e.message.split('|');
          const ms = performance.now() - Number(t0);
          stats.received++;
          stats.latencies.push(ms);
          if (Number(from) !== server) stats.crossLatencies.push(ms);
        });
        await new Promise<void>((res, rej) => {
          s.once(tokens ? 'ready' : 'connect', () => res());
          s.once('connect_error', rej);
        });
        sockets[n] = s;
      }),
    );
  }
  console.log(
    `  ${CLIENTS} clients connected to ${urls.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { stats, sockets };
}

/**
 * The member of `room` who sends its messages: member `room % servers`, so that with two servers
 * half the rooms send through each (client n talks to server n % servers, and 20 members a room
 * keep that offset); the first member always sat on the first server.
 */
export const senderOf = (room: number, servers: number) => room * PER_ROOM + (room % servers);
