import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** A chat picked in a chat list (SPEC §3, chat selection). */
export interface ChatSelection {
  id: string;
  virtualRoomId?: string;
  title: string;
  available: boolean;
  media?: { url: string }[];
  isRoom: boolean;
}

/** The chat page's address; its location state names the chat to open. */
export const CHAT_PATH = '/community/chat';

/** The location state that hands a chat to /community/chat (decision 140). */
export interface OpenChatState {
  openChat: ChatSelection;
}

/** The chat a location's state hands over, if it does. */
export function openChatOf(state: unknown): ChatSelection | null {
  const openChat = (state as Partial<OpenChatState> | null)?.openChat;
  return openChat && typeof openChat.id === 'string' ? openChat : null;
}

/**
 * Opening a community or direct chat from outside the chat feature: it goes to /community/chat
 * with the chat in the location's state, which the chat page takes into its own store. The
 * selection is the chat feature's (decision 140); a navigation is how others reach it. Even on
 * the chat page itself a new entry is made, so that the chat changes.
 */
export function useOpenChat(onSelect?: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (selection: ChatSelection) => {
      const state: OpenChatState = { openChat: selection };
      void navigate(CHAT_PATH, { state });
      onSelect?.();
    },
    [navigate, onSelect],
  );
}
