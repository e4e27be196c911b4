import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Avatar,
  Group,
  Indicator,
  Menu,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IconBell,
  IconBellOff,
  IconDotsVertical,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { AVATAR_SIZES, initialOf, type ChatUser } from '@portal/contract';
import { useSessionStore, type ChatSelection } from '../../../shared/session/session-store';
import {
  useDeleteDirectChat,
  useMuteChat,
  useRoomAction,
  useStarChat,
} from '../api/chat-mutations';
import { messagesQuery } from '../api/get-messages';
import { notificationPrefsQuery } from '../api/get-notification-prefs';
import { roomQuery } from '../api/get-rooms';
import { starredChatsQuery } from '../api/get-starred';
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
import { RenameRoomDialog } from './rename-room-dialog';
import { RoomMembersDialog } from './room-members-dialog';
import classes from './chat.module.css';

type Dialog = 'members' | 'rename' | 'delete' | 'leave' | 'clear' | null;

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
  const [dialog, setDialog] = useState<Dialog>(null);

  const history = useInfiniteQuery(messagesQuery(target));
  const room = useQuery({ ...roomQuery(target.id), enabled: target.isRoom });
  const starred = useQuery(starredChatsQuery());
  const prefs = useQuery(notificationPrefsQuery());
  const star = useStarChat();
  const mute = useMuteChat();
  const roomAction = useRoomAction();
  const deleteDirect = useDeleteDirectChat();
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

  const isStarred = (starred.data ?? []).some(
    (s) => s.targetId === target.id && s.type === (target.isRoom ? 'room' : 'chat'),
  );
  const isMuted =
    (target.isRoom ? prefs.data?.rooms : prefs.data?.users)?.includes(target.id) ?? false;
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
  const avatar = (
    <Avatar
      src={selection.media?.[0]?.url}
      size={AVATAR_SIZES.desktopHeader}
      radius="xl"
      color="blue"
    >
      {initialOf(title)}
    </Avatar>
  );

  return (
    <Paper withBorder radius="md" className={classes.conversation} data-testid="conversation">
      <Group
        justify="space-between"
        wrap="nowrap"
        p="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {target.isRoom ? (
            avatar
          ) : (
            <Indicator
              position="bottom-end"
              size={10}
              offset={5}
              withBorder
              color={selection.available ? 'green' : 'gray'}
            >
              {avatar}
            </Indicator>
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw="bold" lineClamp={1} data-testid="conversation-title">
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {target.isRoom
                ? `${room.data?.memberCount ?? ''} members`
                : selection.available
                  ? 'Online'
                  : 'Offline'}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={isStarred ? 'Unstar chat' : 'Star chat'}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              aria-label={isStarred ? 'Unstar chat' : 'Star chat'}
              aria-pressed={isStarred}
              loading={star.isPending}
              onClick={() =>
                star.mutate({
                  type: target.isRoom ? 'room' : 'chat',
                  id: target.id,
                  starred: !isStarred,
                })
              }
            >
              {isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={isMuted ? 'Unmute notifications' : 'Mute notifications'}>
            <ActionIcon
              variant="subtle"
              aria-label={isMuted ? 'Unmute notifications' : 'Mute notifications'}
              aria-pressed={isMuted}
              loading={mute.isPending}
              onClick={() =>
                mute.mutate({ type: target.isRoom ? 'room' : 'user', id: target.id, off: !isMuted })
              }
            >
              {isMuted ? <IconBellOff size={18} /> : <IconBell size={18} />}
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label="Chat options">
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {target.isRoom ? (
                <>
                  <Menu.Item onClick={() => setDialog('members')}>Members</Menu.Item>
                  {isAdmin && (
                    <Menu.Item onClick={() => setDialog('rename')}>Rename room</Menu.Item>
                  )}
                  {isAdmin && (
                    <Menu.Item color="red" onClick={() => setDialog('delete')}>
                      Delete room
                    </Menu.Item>
                  )}
                  <Menu.Item color="red" onClick={() => setDialog('leave')}>
                    Leave room
                  </Menu.Item>
                </>
              ) : (
                <Menu.Item
                  color="red"
                  disabled={!selection.virtualRoomId}
                  onClick={() => setDialog('clear')}
                >
                  Delete conversation
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
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
      {dialog === 'members' && (
        <RoomMembersDialog
          roomId={target.id}
          isAdmin={isAdmin}
          meId={meId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && (
        <RenameRoomDialog roomId={target.id} currentName={title} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete room"
          text={`Delete ${title} for every member?`}
          confirmLabel="Delete"
          onConfirm={() => roomAction.mutate({ kind: 'delete', roomId: target.id })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'leave' && (
        <ConfirmDialog
          title="Leave room"
          text={`Leave ${title}?`}
          confirmLabel="Leave"
          onConfirm={() => roomAction.mutate({ kind: 'leave', roomId: target.id })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'clear' && selection.virtualRoomId && (
        <ConfirmDialog
          title="Delete conversation"
          text="Delete this conversation for you? The other person keeps it."
          confirmLabel="Delete"
          onConfirm={() =>
            deleteDirect.mutate({
              conversationId: selection.virtualRoomId ?? '',
              otherId: target.id,
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
