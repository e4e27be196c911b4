import { useEffect } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/session/ui-store';
import { createSocket, disconnectSocket } from '../../../shared/socket/socket-client';
import { whenLazyPartsRendered } from '../../../shared/ui/lazy-boundary';
import { directChatsQuery } from '../api/get-direct-chats';
import { notificationPrefsQuery } from '../api/get-notification-prefs';
import { roomsQuery } from '../api/get-rooms';
import { autoOpenSelection, totalUnread } from '../lib/chat-list';
import { useChatStore } from '../lib/chat-store';
import { attachChatHandlers } from './chat-socket-handlers';

/**
 * Mounted by the authenticated shell: connects the socket while logged in (it disconnects on
 * logout), keeps the chat cache in step with socket events, the header's unread badge with the
 * recent lists, and opens a just-started direct chat once it appears in the recent list.
 */
export function ChatRealtime() {
  const token = useSessionStore((s) => s.token);
  const meId = useSessionStore((s) => s.user?._id ?? '');
  const hasChat = useSessionStore((s) => s.user?.modules.includes('forum') ?? false);
  const selected = useChatStore((s) => s.selectedChat);
  const setMutes = useChatStore((s) => s.setMutes);
  const selectChat = useChatStore((s) => s.selectChat);
  const setUnreadChatCount = useUiStore((s) => s.setUnreadChatCount);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const socket = createSocket(token);
    // Without the community module the chat endpoints answer 403, so only the socket connects.
    // Events are handled once the page's lazy parts have rendered: the chat list beside a
    // community page hydrates from the counts the server painted (else React's #418).
    const detach = hasChat
      ? attachChatHandlers(socket, queryClient, { whenReady: whenLazyPartsRendered })
      : () => undefined;
    // In a task of its own: opening the connection (its first request) is several milliseconds
    // of a phone's main thread, which would lengthen the task that runs the page's first effects.
    const connecting = setTimeout(() => socket.connect(), 0);
    return () => {
      clearTimeout(connecting);
      detach();
      disconnectSocket();
    };
  }, [token, hasChat, queryClient]);

  const direct = useQuery({ ...directChatsQuery(''), enabled: hasChat });
  const rooms = useInfiniteQuery({ ...roomsQuery(''), enabled: hasChat });
  const prefs = useQuery({ ...notificationPrefsQuery(), enabled: hasChat });

  useEffect(() => {
    setUnreadChatCount(hasChat ? totalUnread(direct.data, rooms.data) : 0);
  }, [hasChat, direct.data, rooms.data, setUnreadChatCount]);

  useEffect(() => {
    if (prefs.data) setMutes(prefs.data);
  }, [prefs.data, setMutes]);

  useEffect(() => {
    const next = autoOpenSelection(selected, direct.data, meId);
    if (next) selectChat(next);
  }, [selected, direct.data, meId, selectChat]);

  return null;
}
