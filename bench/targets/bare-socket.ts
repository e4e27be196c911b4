// Baseline for bench/chat.ts: a bare Socket.IO server that broadcasts each sent message to a
// room, with no authentication and no storage. Clients join the room named in their handshake.
// With REDIS_URL, Socket.IO's Redis adapter as its documentation sets it up (ioredis, a publisher
// and its duplicate as the subscriber): two of them are the two-process part's baseline.
// The broadcast has the shape of the real updateChat event (same fields, ids of the same size),
// so both sides pay the same to encode and parse it.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@portal/contract';

const http = createServer();
const io = new Server(http, { path: SOCKET_PATH, serveClient: false });
const redisUrl = process.env.REDIS_URL;
const pub = redisUrl ? new Redis(redisUrl) : undefined;
const sub = pub?.duplicate();
if (pub && sub) io.adapter(createAdapter(pub, sub));
io.on('connection', (socket) => {
  const room = String(socket.handshake.query.room ?? '');
  void socket.join(room);
  socket.on(
    'send',
    (payload: { roomId: string; clientId: string; message: string }, ack?: () => void) => {
      io.to(payload.roomId).emit('updateChat', {
        messageId: randomUUID(),
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
        createdAt: new Date().toISOString(),
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
    process.exit(0);
  }),
);
