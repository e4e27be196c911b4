import { useCallback, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { CHAT_PATH, openChatOf } from '../../../shared/navigation/use-open-chat';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useChatStore, type ChatSelection } from './chat-store';

/**
 * The conversation /community/chat shows. A chat handed over in the location's state (another
 * feature's `useOpenChat`) is taken into the store once per history entry, before the page is
 * painted; until then nothing is shown, as the server (which knows no location state) rendered.
 */
export function useSelectedChat(): ChatSelection | null {
  const { state, key } = useLocation();
  const stored = useChatStore((s) => s.selectedChat);
  const takenFrom = useChatStore((s) => s.takenFrom);
  const handed = openChatOf(state);
  const pending = handed !== null && takenFrom !== key;
  useLayoutEffect(() => {
    const store = useChatStore.getState();
    if (handed && store.takenFrom !== key) store.takeHandedChat(handed, key);
  }, [handed, key]);
  return pending ? null : stored;
}

/** Opening a chat from the chat feature's own lists: selected here, then /community/chat. */
export function useSelectChat(onSelect?: () => void) {
  const navigate = useAppNavigate();
  return useCallback(
    (selection: ChatSelection) => {
      useChatStore.getState().selectChat(selection);
      navigate(CHAT_PATH);
      onSelect?.();
    },
    [navigate, onSelect],
  );
}
