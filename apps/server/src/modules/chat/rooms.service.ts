import { SOCKET_EVENTS, type ListQuery, type Room, type RoomMember } from '@portal/contract';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { RealtimePort } from '../../realtime/socket-server';
import { canUseRoom } from './chat.policy';
import { toChatUser, toRoom } from './chat.view';
import type { ContactsRepository } from './contacts.repository';
import type { RoomAccess } from './room-access';
import type { RoomCache } from './room-cache';
import type { RoomsRepository } from './rooms.repository';

/** Group rooms: creating, listing, membership, blocking, renaming and deleting. */
export function createRoomsService(deps: {
  rooms: RoomsRepository;
  contacts: ContactsRepository;
  roomCache: RoomCache;
  access: RoomAccess;
  realtime: RealtimePort;
}) {
  const { rooms: repo, contacts, realtime, access } = deps;
  const roomCache = deps.roomCache;

  async function room(userId: string, roomId: string): Promise<Room> {
    const { rows } = await repo.rooms(userId, { limit: 1, skip: 0, roomId });
    const r = rows[0];
    if (!r) throw notFound('Room');
    return toRoom(r);
  }

  async function knownPeople(userIds: string[]): Promise<string[]> {
    const wanted = [...new Set(userIds)];
    const valid = await contacts.existingUserIds(wanted);
    if (valid.length !== wanted.length)
      throw badRequest('Some of the people chosen do not exist.', { userIds: 'Unknown user' });
    return valid;
  }

  async function groupOperation(
    roomId: string,
    memberIds: string[],
    payload: { action: 'delete' | 'rename' | 'removed' | 'blocked' | 'unblocked'; name?: string },
  ) {
    realtime.toUsers(memberIds, SOCKET_EVENTS.groupOperation, { roomId, ...payload });
  }

  async function membersOf(roomId: string): Promise<RoomMember[]> {
    const rows = await repo.roomMembers(roomId);
    const online = await realtime.online(rows.map((r) => r.id));
    return rows.map((r) => ({ ...toChatUser(r, online), role: r.role, status: r.status }));
  }

  return {
    async createRoom(user: SessionUser, name: string, userIds: string[]) {
      const valid = await knownPeople(userIds);
      const roomId = await repo.createRoom(name, user._id, valid);
      const others = valid.filter((id) => id !== user._id);
      realtime.toUsers(others, SOCKET_EVENTS.joinRoomReq, { roomId });
      return room(user._id, roomId);
    },

    room: (user: SessionUser, roomId: string) => room(user._id, roomId),

    async rooms(user: SessionUser, q: ListQuery) {
      const { rows, total } = await repo.rooms(user._id, q);
      return { rows: rows.map(toRoom), total };
    },

    async members(user: SessionUser, roomId: string) {
      await access.requireUse(roomId, user._id);
      return membersOf(roomId);
    },

    async addMembers(user: SessionUser, roomId: string, userIds: string[]) {
      await access.requireAdmin(roomId, user._id);
      const valid = await knownPeople(userIds);
      await repo.addMembers(roomId, valid);
      roomCache.invalidate(roomId);
      realtime.toUsers(valid, SOCKET_EVENTS.joinRoomReq, { roomId });
      return membersOf(roomId);
    },

    async removeMember(user: SessionUser, roomId: string, userId: string) {
      await access.requireAdmin(roomId, user._id);
      if (userId === user._id) throw badRequest('Use leave to leave a room.');
      await access.requireNotAdmin(roomId, userId);
      if (!(await repo.removeMember(roomId, userId))) throw notFound('Member');
      roomCache.invalidate(roomId);
      realtime.leaveChannel([userId], roomId);
      realtime.toUser(userId, SOCKET_EVENTS.leaveRoomReq, { roomId });
      await groupOperation(roomId, [userId], { action: 'removed' });
    },

    async setBlocked(user: SessionUser, roomId: string, userId: string, blocked: boolean) {
      await access.requireAdmin(roomId, user._id);
      if (userId === user._id) throw badRequest('You cannot block yourself.');
      await access.requireNotAdmin(roomId, userId);
      if (blocked) realtime.leaveChannel([userId], roomId);
      if (!(await repo.setMemberStatus(roomId, userId, blocked ? 'blocked' : 'active')))
        throw notFound('Member');
      roomCache.invalidate(roomId);
      realtime.toUser(userId, blocked ? SOCKET_EVENTS.leaveRoomReq : SOCKET_EVENTS.joinRoomReq, {
        roomId,
      });
      await groupOperation(roomId, [userId], { action: blocked ? 'blocked' : 'unblocked' });
    },

    async leave(user: SessionUser, roomId: string) {
      if (!(await repo.membership(roomId, user._id))) throw notFound('Room');
      await repo.leave(roomId, user._id);
      roomCache.invalidate(roomId);
      realtime.leaveChannel([user._id], roomId);
      realtime.toUser(user._id, SOCKET_EVENTS.leaveRoomReq, { roomId });
    },

    async rename(user: SessionUser, roomId: string, name: string) {
      await access.requireAdmin(roomId, user._id);
      await repo.renameRoom(roomId, name);
      roomCache.invalidate(roomId);
      await groupOperation(roomId, await repo.activeMemberIds(roomId), { action: 'rename', name });
      return room(user._id, roomId);
    },

    async deleteRoom(user: SessionUser, roomId: string) {
      await access.requireAdmin(roomId, user._id);
      const members = await repo.allMemberIds(roomId);
      await repo.deleteRoom(roomId);
      roomCache.invalidate(roomId);
      realtime.leaveChannel(members, roomId);
      await groupOperation(roomId, members, { action: 'delete' });
    },

    /** A deleted account leaves every room, handing admin on where it was the last one. */
    async leaveEverywhere(userId: string) {
      for (const roomId of await repo.roomIdsOf(userId)) {
        await repo.leave(roomId, userId);
        roomCache.invalidate(roomId);
      }
    },

    /** Whether a socket of this user may subscribe to a room's channel. */
    async mayJoin(userId: string, roomId: string) {
      return canUseRoom(await repo.membership(roomId, userId));
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
