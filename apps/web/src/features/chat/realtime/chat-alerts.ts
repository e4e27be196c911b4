import type { QueryClient } from '@tanstack/react-query';
import type { DirectChatItem, UpdateChatEvent } from '@portal/contract';
import type { ChatSelection } from '../../../shared/navigation/use-open-chat';
import { useMessageToastStore } from '../../../shared/ui/message-toast';
import { chatKeys } from '../lib/chat-keys';
import { selectionOfDirect } from '../lib/chat-list';
import { useChatStore } from '../lib/chat-store';
import {
  chatNotification,
  directMessageToast,
  showDesktopNotification,
} from '../lib/notifications';
import { useOpenChatStore } from '../lib/open-chat-store';

export function pageHasFocus(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * How a new message is announced beyond the lists: a desktop notification, and an in-page toast
 * of a direct message on whatever page the user is. Both respect the mutes and the open chat.
 */
export function chatAlerts(queryClient: QueryClient) {
  /** The mutes as fetched, or as last kept in the chat store until they are. */
  function mutes(): { rooms: readonly string[]; users: readonly string[] } {
    const prefs = queryClient.getQueryData<{ rooms: string[]; users: string[] }>(chatKeys.prefs);
    const { notificationOffRooms, notificationOffUsers } = useChatStore.getState();
    return prefs ?? { rooms: notificationOffRooms, users: notificationOffUsers };
  }

  function notify(event: UpdateChatEvent, meId: string) {
    const muted = mutes();
    const note = chatNotification(event, {
      meId,
      mutedRooms: muted.rooms,
      mutedUsers: muted.users,
      openChat: useOpenChatStore.getState().openChat,
      focused: pageHasFocus(),
    });
    if (note) void showDesktopNotification(note);
  }

  function toast(event: UpdateChatEvent, meId: string) {
    const shown = directMessageToast(event, {
      meId,
      mutedUsers: mutes().users,
      openChat: useOpenChatStore.getState().openChat,
    });
    if (!shown) return;
    // The recent list (updated just before) knows the sender's avatar and presence.
    const known = queryClient
      .getQueryData<DirectChatItem[]>(chatKeys.direct(''))
      ?.find((d) => d._id === event.virtualRoomId);
    const selection: ChatSelection = known
      ? selectionOfDirect(known, meId)
      : {
          id: event.senderId,
          ...(event.virtualRoomId ? { virtualRoomId: event.virtualRoomId } : {}),
          title: shown.title,
          available: true,
          isRoom: false,
        };
    useMessageToastStore
      .getState()
      .showMessageToast({ title: shown.title, text: shown.body, selection });
  }

  return {
    announce(event: UpdateChatEvent, meId: string) {
      notify(event, meId);
      toast(event, meId);
    },
  };
}
