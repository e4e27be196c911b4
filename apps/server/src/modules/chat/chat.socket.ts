import { chat, RoomRequestEventSchema, SOCKET_EVENTS } from '@portal/contract';
import { ok } from '../../http/route';
import { chatRoom, type Realtime } from '../../realtime/socket-server';
import type { ChatService } from './chat.service';

/**
 * The client answers joinRoomReq / leaveRoomReq with sendJoinRoomReq / sendLeaveRoomReq (SPEC
 * §7); a socket joins a room's channel only while its user is an active member.
 */
export function registerChatSocket(realtime: Realtime, service: ChatService): void {
  // Sending over the open socket spares each message an HTTP request (decision 22).
  realtime.serve(chat.chatAction, async ({ user, body }) => ok(await service.action(user, body)));
  realtime.onSocket((socket, user) => {
    socket.on(
      SOCKET_EVENTS.sendJoinRoomReq,
      async (payload: unknown, ack?: (r: { ok: boolean }) => void) => {
        const parsed = RoomRequestEventSchema.safeParse(payload);
        const allowed =
          parsed.success &&
          (await service.mayJoin(user._id, parsed.data.roomId).catch(() => false));
        if (allowed) await socket.join(chatRoom(parsed.data.roomId));
        if (typeof ack === 'function') ack({ ok: Boolean(allowed) });
      },
    );
    socket.on(
      SOCKET_EVENTS.sendLeaveRoomReq,
      async (payload: unknown, ack?: (r: { ok: boolean }) => void) => {
        const parsed = RoomRequestEventSchema.safeParse(payload);
        if (parsed.success) await socket.leave(chatRoom(parsed.data.roomId));
        if (typeof ack === 'function') ack({ ok: parsed.success });
      },
    );
  });
}
