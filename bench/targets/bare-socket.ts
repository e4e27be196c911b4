// Baseline for bench/chat.ts: a bare Socket.IO server that broadcasts each sent message to a
// room, with no authentication and no storage. Clients join the room named in their handshake.
// With REDIS_URL, Socket.IO's Redis adapter as its documentation sets it up (ioredis, a publisher
// and its duplicate as the subscriber): two of them are the two-process part's baseline.
// The broadcast has the shape of the real updateChat event (same fields, ids of the same size),
// so both sides pay the same to encode and parse it. With STORE_URL (a PostgreSQL database), each
// message is first inserted into its table `bare_messages` (made by lib/chat-database.ts) by one
// prepared statement and broadcast with its stored id and
// time once the insert is committed: the least a server that keeps messages must do before it
// delivers them, the baseline that tells the real path's own cost from the write's.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@portal/contract';

const http = createServer();
const io = new Server(http, { path: SOCKET_PATH, serveClient: false });
const redisUrl = process.env.REDIS_URL;
const pub = redisUrl ? new Redis(redisUrl) : undefined;
const sub = pub?.duplicate();
if (pub && sub) io.adapter(createAdapter(pub, sub));
const store = process.env.STORE_URL
  ? new pg.Pool({ connectionString: process.env.STORE_URL })
  : undefined;
/** The message as stored (with STORE_URL), else a fresh id and the time now. */
async function stored(p: { roomId: string; clientId: string; message: string }) {
  if (!store) return { id: randomUUID(), createdAt: new Date() };
  const { rows } = await store.query<{ id: string; createdAt: Date }>({
    name: 'insert_message',
    text: 'insert into bare_messages (room_id, client_id, content) values ($1, $2, $3) returning id, created_at as "createdAt"',
    values: [p.roomId, p.clientId, p.message],
  });
  return rows[0]!;
}
io.on('connection', (socket) => {
  const room = String(socket.handshake.query.room ?? '');
  void socket.join(room);
  socket.on(
    'send',
    async (payload: { roomId: string; clientId: string; message: string }, ack?: () => void) => {
      const message = await stored(payload);
      io.to(payload.roomId).emit('updateChat', {
        messageId: message.id,
        clientId: payload.clientId,
        roomId: payload.roomId,
        roomName: 'Room 10',
        virtualRoomId: null,
        senderId: randomUUID(),
        receiverId: null,
        firstName: 'Bench10',
        lastName: 'User',
        message: payload.message,
        content: payload.message,
        createdAt: message.createdAt.toISOString(),
      });
      ack?.();
    },
  );
});
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: port })}\n`);
});
process.on('SIGTERM', () =>
  io.close(() => {
    pub?.disconnect();
    sub?.disconnect();
    void store?.end();
    process.exit(0);
  }),
);
