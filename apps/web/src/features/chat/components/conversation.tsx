import { useEffect, useMemo, useState } from 'react';
import { Paper } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatUser } from '@portal/contract';
import type { ChatSelection } from '../../../shared/navigation/use-open-chat';
import { useSessionStore } from '../../../shared/session/session-store';
import { messagesQuery } from '../api/get-messages';
import { roomQuery } from '../api/get-rooms';
import {
  cachedUnread,
  clearUnreadLocally,
  deleteMessage,
  markRead,
  sendMessage,
} from '../api/send-message';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
import { firstUnreadId } from '../lib/message-rows';
import {
  flattenMessages,
  markDeleted,
  newClientId,
  type ChatMessageView,
  type MessagePages,
} from '../lib/messages';
import { useOpenChatStore } from '../lib/open-chat-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ConversationDialogs, type ConversationDialog } from './conversation-dialogs';
import { ConversationHeader } from './conversation-header';
import classes from './chat.module.css';

/**
 * One open conversation: its header with star, mute and room actions, the history and the
 * composer. While it is on screen it is marked read, on opening and whenever the page gets focus.
 */
export function Conversation({ selection }: { selection: ChatSelection }) {
  const queryClient = useQueryClient();
  const user = useSessionStore((s) => s.user);
  const meId = user?._id ?? '';
  const target = useMemo<ChatTarget>(
    () => ({ isRoom: selection.isRoom, id: selection.id }),
    [selection.isRoom, selection.id],
  );
  const [dialog, setDialog] = useState<ConversationDialog>(null);

  const history = useInfiniteQuery(messagesQuery(target));
  const room = useQuery({ ...roomQuery(target.id), enabled: target.isRoom });
  const messages = flattenMessages(history.data);
  // Read before the conversation is marked read below: where the reader left off.
  const [unreadAtOpen] = useState(() => cachedUnread(queryClient, target, meId));
  const [unreadFromId, setUnreadFromId] = useState<string | null | undefined>(undefined);
  if (unreadFromId === undefined && history.data)
    setUnreadFromId(firstUnreadId(messages, unreadAtOpen, meId));

  useEffect(() => {
    const setOpenChat = useOpenChatStore.getState().setOpenChat;
    setOpenChat(target);
    const read = () => {
      clearUnreadLocally(queryClient, target, meId);
      void markRead(target);
    };
    read();
    window.addEventListener('focus', read);
    return () => {
      window.removeEventListener('focus', read);
      setOpenChat(null);
    };
  }, [target, queryClient, meId]);

  const me: ChatUser | null = user
    ? {
        _id: user._id,
        firstName: user.firstName,
        lastName: user.lastName,
        online: true,
        media: user.media,
      }
    : null;
  const send = (text: string, clientId = newClientId()) => {
    if (me) void sendMessage(queryClient, target, me, text, clientId);
  };

  const isAdmin = room.data?.isAdmin ?? false;
  const [toDelete, setToDelete] = useState<ChatMessageView | null>(null);
  // Shown as deleted at once; the messageDeleted event tells everyone else.
  const removeMessage = async (messageId: string) => {
    if (await deleteMessage(messageId)) {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(target), (data) =>
        markDeleted(data, messageId),
      );
    }
  };
  const title = target.isRoom ? (room.data?.name ?? selection.title) : selection.title;

  return (
    <Paper withBorder radius="md" className={classes.conversation} data-testid="conversation">
      <ConversationHeader
        selection={selection}
        target={target}
        title={title}
        memberCount={room.data?.memberCount}
        isAdmin={isAdmin}
        onDialog={setDialog}
      />
      <MessageList
        messages={messages}
        meId={meId}
        showSenders={target.isRoom}
        unreadFromId={unreadFromId ?? null}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
        onRetry={(m) => send(m.content, m.clientId)}
        canDelete={(m) => m.sender._id === meId || (target.isRoom && isAdmin)}
        onDelete={setToDelete}
      />
      <MessageComposer onSend={(text) => send(text)} disabled={history.isError} />
      {toDelete && (
        <ConfirmDialog
          title="Delete message"
          text="Delete this message for everyone in the conversation?"
          confirmLabel="Delete"
          onConfirm={() => void removeMessage(toDelete._id)}
          onClose={() => setToDelete(null)}
        />
      )}
      <ConversationDialogs
        dialog={dialog}
        selection={selection}
        target={target}
        title={title}
        isAdmin={isAdmin}
        meId={meId}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
