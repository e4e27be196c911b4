import { infiniteQueryOptions } from '@tanstack/react-query';
import { chat, PAGE_SIZES } from '@portal/contract';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { chatKeys } from '../lib/chat-keys';
import type { RoomPage } from '../lib/chat-list';

/** GET community/roomList, 50 a page by `skip` (SPEC §9); the total is `option[0].count`. */
export const roomsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.rooms(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<RoomPage> => {
      const res = await request(
        chat.listRooms,
        { query: { limit: PAGE_SIZES.communityChats, skip: pageParam, search } },
        placeLoading(signal),
        apiOf(client),
      );
      return { rows: res.data, total: res.option?.[0]?.count ?? res.data.length };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? loaded : undefined;
    },
  });

/** GET community/getRoom: one room, with whether the user administers it. */
export const roomQuery = (roomId: string) => ({
  queryKey: chatKeys.room(roomId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await request(chat.getRoom, { query: { roomId } }, { signal })).data,
});

/** GET community/roomWiseUserList/:id: members, blocked ones included. */
export const roomMembersQuery = (roomId: string) => ({
  queryKey: chatKeys.members(roomId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await request(chat.listRoomMembers, { params: { id: roomId } }, { signal })).data,
});
