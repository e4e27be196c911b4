import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import {
  GroupOperationEventSchema,
  MessageDeletedEventSchema,
  RoomRequestEventSchema,
  SOCKET_EVENTS,
  UnreadCounterEventSchema,
  UpdateChatEventSchema,
  UserStatusEventSchema,
  type ChatUser,
  type DirectChatItem,
  type StarredItem,
  type UpdateChatEvent,
} from '@portal/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import { markRead } from '../api/send-message';
import { chatKeys } from '../lib/chat-keys';
import {
  applyUnreadToDirect,
  applyUnreadToRooms,
  applyUnreadToStarred,
  applyUpdateChatToDirect,
  applyUpdateChatToRooms,
  applyUserStatusToDirect,
  applyUserStatusToStarred,
  clearRoomPages,
  removeRoom,
  renameRoom,
  type RoomPages,
} from '../lib/chat-list';
import {
  markDeleted,
  messageOfEvent,
  targetOfEvent,
  upsertMessage,
  type MessagePages,
} from '../lib/messages';
import { chatNotification, showDesktopNotification } from '../lib/notifications';
import { useOpenChatStore } from '../lib/open-chat-store';

function currentChatUser(): ChatUser | null {
  const user = useSessionStore.getState().user;
  if (!user) return null;
  const { _id, firstName, lastName, media } = user;
  return { _id, firstName, lastName, online: true, media };
}

function pageHasFocus(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * The chat's socket listeners (SPEC §4, §7). Each event is parsed with the contract's schema and
 * written into the query cache, where lists and conversations read it. Returns a detach function.
 */
export function attachChatHandlers(socket: Socket, queryClient: QueryClient): () => void {
  const setDirect = (fn: (list: DirectChatItem[] | undefined) => DirectChatItem[] | undefined) =>
    queryClient.setQueriesData<DirectChatItem[]>({ queryKey: chatKeys.directAll }, fn);
  const setRooms = (fn: (data: RoomPages | undefined) => RoomPages | undefined) =>
    queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.roomsAll }, fn);
  const setStarred = (fn: (list: StarredItem[] | undefined) => StarredItem[] | undefined) => {
    queryClient.setQueriesData<StarredItem[]>({ queryKey: chatKeys.favouritesAll }, fn);
    queryClient.setQueriesData<StarredItem[]>({ queryKey: chatKeys.starredAll }, fn);
  };
  const reloadDirect = () => queryClient.invalidateQueries({ queryKey: chatKeys.directAll });
  const reloadRooms = () => queryClient.invalidateQueries({ queryKey: chatKeys.roomsAll });

  function notify(event: UpdateChatEvent, meId: string) {
    const prefs = queryClient.getQueryData<{ rooms: string[]; users: string[] }>(chatKeys.prefs);
    const note = chatNotification(event, {
      meId,
      mutedRooms: prefs?.rooms ?? [],
      mutedUsers: prefs?.users ?? [],
      openChat: useOpenChatStore.getState().openChat,
      focused: pageHasFocus(),
    });
    if (note) void showDesktopNotification(note);
  }

  const handlers: Record<string, (payload: unknown) => void> = {
    [SOCKET_EVENTS.updateChat]: (payload) => {
      const parsed = UpdateChatEventSchema.safeParse(payload);
      const me = currentChatUser();
      if (!parsed.success || !me) return;
      const event = parsed.data;
      setRooms((data) => applyUpdateChatToRooms(data, event));
      setDirect((list) => applyUpdateChatToDirect(list, event, me));
      const target = targetOfEvent(event, me._id);
      if (target) {
        const key = chatKeys.messages(target);
        // Only a conversation already loaded is extended; an unloaded one fetches its history.
        if (queryClient.getQueryData(key))
          queryClient.setQueryData<MessagePages>(key, (data) =>
            upsertMessage(data, messageOfEvent(event)),
          );
        const open = useOpenChatStore.getState().openChat;
        const isOpen = open?.isRoom === target.isRoom && open.id === target.id;
        if (isOpen && event.senderId !== me._id && pageHasFocus()) void markRead(target);
      }
      notify(event, me._id);
    },
    [SOCKET_EVENTS.unreadCounter]: (payload) => {
      const parsed = UnreadCounterEventSchema.safeParse(payload);
      const me = currentChatUser();
      if (!parsed.success || !me) return;
      setDirect((list) => applyUnreadToDirect(list, parsed.data, me._id));
      setRooms((data) => applyUnreadToRooms(data, parsed.data));
      setStarred((list) => applyUnreadToStarred(list, parsed.data));
    },
    [SOCKET_EVENTS.broadcastUserStatus]: (payload) => {
      const parsed = UserStatusEventSchema.safeParse(payload);
      if (!parsed.success) return;
      setDirect((list) => applyUserStatusToDirect(list, parsed.data));
      setStarred((list) => applyUserStatusToStarred(list, parsed.data));
      const { community, setCommunity } = useSessionStore.getState();
      const selected = community.selectedChat;
      if (selected && !selected.isRoom && selected.id === parsed.data.user._id)
        setCommunity({ selectedChat: { ...selected, available: parsed.data.user.online } });
    },
    [SOCKET_EVENTS.getOwnChat]: () => void reloadDirect(),
    [SOCKET_EVENTS.deleteChat]: () => void reloadDirect(),
    [SOCKET_EVENTS.groupOperation]: (payload) => {
      const parsed = GroupOperationEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const { action, roomId, name } = parsed.data;
      const { community, setCommunity } = useSessionStore.getState();
      const selected = community.selectedChat?.isRoom ? community.selectedChat : null;
      if (action === 'delete') {
        // SPEC §4: the group list is cleared and its paging starts again from the first page.
        setRooms(() => clearRoomPages());
        void queryClient.resetQueries({ queryKey: chatKeys.roomsAll });
      } else if (action === 'rename' && name) {
        setRooms((data) => renameRoom(data, roomId, name));
        if (selected?.id === roomId) setCommunity({ selectedChat: { ...selected, title: name } });
        void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
      } else if (action === 'removed' || action === 'blocked') {
        setRooms((data) => removeRoom(data, roomId));
      } else {
        void reloadRooms();
      }
      if (
        (action === 'delete' || action === 'removed' || action === 'blocked') &&
        selected?.id === roomId
      ) {
        setCommunity({ selectedChat: null });
        queryClient.removeQueries({ queryKey: chatKeys.room(roomId) });
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.favouritesAll });
    },
    [SOCKET_EVENTS.messageDeleted]: (payload) => {
      const parsed = MessageDeletedEventSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueriesData<MessagePages>(
        { queryKey: [...chatKeys.all, 'messages'] },
        (data) => markDeleted(data, parsed.data.messageId),
      );
    },
    // SPEC §7: re-emitted with the same data, so this socket joins or leaves the room's channel.
    [SOCKET_EVENTS.joinRoomReq]: (payload) => {
      socket.emit(SOCKET_EVENTS.sendJoinRoomReq, payload);
      if (RoomRequestEventSchema.safeParse(payload).success) void reloadRooms();
    },
    [SOCKET_EVENTS.leaveRoomReq]: (payload) => {
      socket.emit(SOCKET_EVENTS.sendLeaveRoomReq, payload);
      if (RoomRequestEventSchema.safeParse(payload).success) void reloadRooms();
    },
  };

  // After a reconnection, events missed while offline are recovered by fetching the lists again.
  const handleReconnect = () => {
    void reloadDirect();
    void reloadRooms();
  };

  for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);
  socket.io.on('reconnect', handleReconnect);
  return () => {
    for (const [event, handler] of Object.entries(handlers)) socket.off(event, handler);
    socket.io.off('reconnect', handleReconnect);
  };
}
