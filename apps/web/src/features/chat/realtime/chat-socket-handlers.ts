import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import {
  GroupOperationEventSchema,
  MessageDeletedEventSchema,
  MutesChangedEventSchema,
  RoomRequestEventSchema,
  SOCKET_EVENTS,
  StarChangedEventSchema,
  UnreadCounterEventSchema,
  UpdateChatEventSchema,
  UserStatusEventSchema,
  type ChatUser,
  type DirectChatItem,
  type StarredItem,
} from '@portal/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import { fetchNewestMessages } from '../api/get-messages';
import { markRead } from '../api/send-message';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
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
import { useChatStore } from '../lib/chat-store';
import {
  markDeleted,
  messageOfEvent,
  targetOfEvent,
  upsertMessage,
  type MessagePage,
  type MessagePages,
} from '../lib/messages';
import { useOpenChatStore } from '../lib/open-chat-store';
import { chatCatchUp } from './catch-up';
import { chatAlerts, pageHasFocus } from './chat-alerts';

function currentChatUser(): ChatUser | null {
  const user = useSessionStore.getState().user;
  if (!user) return null;
  const { _id, firstName, lastName, media } = user;
  return { _id, firstName, lastName, online: true, media };
}

export interface ChatHandlerOptions {
  /** Fetches a conversation's newest page (tests pass their own). */
  fetchNewest?: (target: ChatTarget) => Promise<MessagePage>;
  /**
   * A `resync` reaches every client at once; each waits up to this long at random before
   * fetching, so the servers are not asked by all of them in the same instant.
   */
  resyncSpreadMs?: number;
  /**
   * Events that arrive before this calls `release` are kept and handled, in order, once it does:
   * the chat list beside a server-rendered page must hydrate from the data the server painted,
   * so the cache stays as it was until that part has rendered (`whenLazyPartsRendered`).
   * Returns a function that cancels the wait.
   */
  whenReady?: (release: () => void) => () => void;
}

/**
 * The chat's socket listeners (SPEC §4, §7). Each event is parsed with the contract's schema and
 * written into the query cache, where lists and conversations read it. Returns a detach function.
 */
export function attachChatHandlers(
  socket: Socket,
  queryClient: QueryClient,
  options: ChatHandlerOptions = {},
): () => void {
  const fetchNewest = options.fetchNewest ?? fetchNewestMessages;
  const resyncSpreadMs = options.resyncSpreadMs ?? 2000;
  let held: (() => void)[] | null = [];
  const cancelWait = (options.whenReady ?? ((release) => (release(), () => undefined)))(() => {
    const waiting = held ?? [];
    held = null;
    waiting.forEach((handle) => handle());
  });
  const whenReady =
    <A extends unknown[]>(handle: (...args: A) => void) =>
    (...args: A) => {
      if (held) held.push(() => handle(...args));
      else handle(...args);
    };
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
  const alerts = chatAlerts(queryClient);
  const { catchUp, stop: stopCatchUp } = chatCatchUp(queryClient, fetchNewest);

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
      alerts.announce(event, me._id);
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
      const { selectedChat: selected, selectChat } = useChatStore.getState();
      if (selected && !selected.isRoom && selected.id === parsed.data.user._id)
        selectChat({ ...selected, available: parsed.data.user.online });
    },
    [SOCKET_EVENTS.getOwnChat]: () => void reloadDirect(),
    [SOCKET_EVENTS.deleteChat]: () => void reloadDirect(),
    [SOCKET_EVENTS.groupOperation]: (payload) => {
      const parsed = GroupOperationEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const { action, roomId, name } = parsed.data;
      const { selectedChat, selectChat } = useChatStore.getState();
      const selected = selectedChat?.isRoom ? selectedChat : null;
      if (action === 'delete') {
        // SPEC §4: the group list is cleared and its paging starts again from the first page.
        setRooms(() => clearRoomPages());
        void queryClient.resetQueries({ queryKey: chatKeys.roomsAll });
      } else if (action === 'rename' && name) {
        setRooms((data) => renameRoom(data, roomId, name));
        if (selected?.id === roomId) selectChat({ ...selected, title: name });
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
        selectChat(null);
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
    // Changed on another device (or echoed to this one): notifications follow at once.
    [SOCKET_EVENTS.mutesChanged]: (payload) => {
      const parsed = MutesChangedEventSchema.safeParse(payload);
      if (parsed.success) queryClient.setQueryData(chatKeys.prefs, parsed.data);
    },
    [SOCKET_EVENTS.starChanged]: (payload) => {
      if (!StarChangedEventSchema.safeParse(payload).success) return;
      // The starred lists carry titles and unread counts only the server has: fetch them again.
      void queryClient.invalidateQueries({ queryKey: chatKeys.favouritesAll });
      void queryClient.invalidateQueries({ queryKey: chatKeys.starredAll });
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

  let resyncTimer: ReturnType<typeof setTimeout> | undefined;
  const handleResync = whenReady(() => {
    if (resyncTimer) return;
    resyncTimer = setTimeout(() => {
      resyncTimer = undefined;
      void catchUp();
    }, Math.random() * resyncSpreadMs);
  });
  const handleReconnect = whenReady(() => void catchUp());
  const listening = Object.entries(handlers).map(
    ([event, handler]) => [event, whenReady(handler)] as const,
  );

  for (const [event, handler] of listening) socket.on(event, handler);
  socket.on(SOCKET_EVENTS.resync, handleResync);
  socket.io.on('reconnect', handleReconnect);
  return () => {
    stopCatchUp();
    cancelWait();
    held = null;
    clearTimeout(resyncTimer);
    for (const [event, handler] of listening) socket.off(event, handler);
    socket.off(SOCKET_EVENTS.resync, handleResync);
    socket.io.off('reconnect', handleReconnect);
  };
}
