import { useCallback } from 'react';
import { useAppNavigate } from './use-app-navigate';
import { useSessionStore, type ChatSelection } from '../session/session-store';

/** Opening a community or direct chat selects it and goes to /community/chat (SPEC §2). */
export function useOpenChat(onSelect?: () => void) {
  const navigate = useAppNavigate();
  const setCommunity = useSessionStore((s) => s.setCommunity);
  return useCallback(
    (selection: ChatSelection) => {
      setCommunity({
        selectedChat: selection,
        isRoom: selection.isRoom,
        chat: {
          id: selection.id,
          isShow: true,
          title: selection.title,
          available: selection.available,
          chatObj: null,
        },
      });
      navigate('/community/chat');
      onSelect?.();
    },
    [navigate, onSelect, setCommunity],
  );
}
