import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chat } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { chatKeys } from '../lib/chat-keys';
import { unselectChat, useChatStore } from '../lib/chat-store';

/** Star or unstar a chat or room; the starred lists are fetched again (SPEC §4). */
export function useStarChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: 'chat' | 'room'; id: string; starred: boolean }) =>
      request(chat.starAction, { body }, { suppressMessage: true }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.favouritesAll }),
        queryClient.invalidateQueries({ queryKey: chatKeys.starredAll }),
      ]);
    },
  });
}

/** Switch a room's or a user's notifications off or on; the reply is the new preference lists. */
export function useMuteChat() {
  const queryClient = useQueryClient();
  const setMutes = useChatStore((s) => s.setMutes);
  return useMutation({
    mutationFn: async (body: { type: 'room' | 'user'; id: string; off: boolean }) =>
      (await request(chat.notificationAction, { body }, { suppressMessage: true })).data,
    onSuccess: (prefs) => {
      queryClient.setQueryData(chatKeys.prefs, prefs);
      setMutes(prefs);
    },
  });
}

/** Create a room with a name and members; it becomes the selected chat. */
export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; userIds: string[] }) =>
      (await request(chat.createRoom, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.roomsAll }),
  });
}

type RoomAdminAction =
  | { kind: 'add'; roomId: string; userIds: string[] }
  | { kind: 'remove' | 'block' | 'unblock'; roomId: string; userId: string }
  | { kind: 'rename'; roomId: string; name: string }
  | { kind: 'delete' | 'leave'; roomId: string };

async function runRoomAction(action: RoomAdminAction): Promise<void> {
  switch (action.kind) {
    case 'add':
      await request(chat.addUserToRoom, {
        body: { roomId: action.roomId, userIds: action.userIds },
      });
      return;
    case 'remove':
      await request(chat.removeUserFromRoom, {
        body: { roomId: action.roomId, userId: action.userId },
      });
      return;
    case 'block':
      await request(chat.blockUser, { body: { roomId: action.roomId, userId: action.userId } });
      return;
    case 'unblock':
      await request(chat.unblockUser, { body: { roomId: action.roomId, userId: action.userId } });
      return;
    case 'rename':
      await request(chat.editRoom, { params: { id: action.roomId }, body: { name: action.name } });
      return;
    case 'delete':
      await request(chat.deleteRoom, { params: { id: action.roomId } });
      return;
    case 'leave':
      await request(chat.leaveRoom, { body: { roomId: action.roomId } });
      return;
  }
}

/**
 * Room administration and leaving. A deleted or left room stops being the selected chat; the
 * room list, the room and its members are fetched again.
 */
export function useRoomAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRoomAction,
    onSuccess: (_data, action) => {
      if (action.kind === 'delete' || action.kind === 'leave') {
        unselectChat(action.roomId);
      }
    },
    onSettled: async (_data, _error, action) => {
      const gone = action.kind === 'delete' || action.kind === 'leave';
      // A room one may no longer read is dropped, not fetched again (that would only answer 403/404).
      const roomKeys = [chatKeys.room(action.roomId), chatKeys.members(action.roomId)];
      if (gone) roomKeys.forEach((queryKey) => queryClient.removeQueries({ queryKey }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.roomsAll }),
        queryClient.invalidateQueries({ queryKey: chatKeys.favouritesAll }),
        ...(gone ? [] : roomKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      ]);
    },
  });
}

/** Clear a direct conversation for oneself (the server answers with deleteChat). */
export function useDeleteDirectChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { conversationId: string; otherId: string }) =>
      request(chat.deleteDirectChat, { body: { id: args.conversationId } }),
    onSuccess: (_data, { otherId }) => {
      unselectChat();
      queryClient.removeQueries({ queryKey: chatKeys.messages({ isRoom: false, id: otherId }) });
      return queryClient.invalidateQueries({ queryKey: chatKeys.directAll });
    },
  });
}
