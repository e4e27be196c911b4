import { forbidden, notFound } from '../../http/errors';
import { canAdministerRoom, canUseRoom, type Membership } from './chat.policy';
import type { RoomsRepository } from './rooms.repository';

export const NOT_A_MEMBER = 'You are not a member of this room.';
export const BLOCKED =
  'You have been blocked in this room and can no longer read or send messages.';
export const NOT_ROOM_ADMIN = 'Only the room’s admins can do this.';

/** The standing checks every chat service makes before it touches a room. */
export function createRoomAccess(rooms: RoomsRepository) {
  return {
    /** The membership a reader or sender needs, or the matching error. */
    async requireUse(roomId: string, userId: string): Promise<Membership> {
      const m = await rooms.membership(roomId, userId);
      if (!m) throw forbidden(NOT_A_MEMBER);
      if (!canUseRoom(m)) throw forbidden(BLOCKED);
      return m;
    },

    async requireAdmin(roomId: string, userId: string): Promise<void> {
      const m = await rooms.membership(roomId, userId);
      if (!m) throw notFound('Room');
      if (!canAdministerRoom(m)) throw forbidden(NOT_ROOM_ADMIN);
    },

    /** Admins are not removed or blocked by fellow admins; they leave by themselves. */
    async requireNotAdmin(roomId: string, userId: string): Promise<void> {
      const m = await rooms.membership(roomId, userId);
      if (m?.role === 'admin') throw forbidden('Admins cannot remove or block other admins.');
    },
  };
}

export type RoomAccess = ReturnType<typeof createRoomAccess>;
