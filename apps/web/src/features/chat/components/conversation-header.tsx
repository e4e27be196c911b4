import { ActionIcon, Avatar, Group, Indicator, Menu, Stack, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { useQuery } from '@tanstack/react-query';
import {
  IconBell,
  IconBellOff,
  IconDotsVertical,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { AVATAR_SIZES, initialOf } from '@portal/contract';
import type { ChatSelection } from '../../../shared/navigation/use-open-chat';
import { useMuteChat, useStarChat } from '../api/chat-mutations';
import { notificationPrefsQuery } from '../api/get-notification-prefs';
import { starredChatsQuery } from '../api/get-starred';
import type { ChatTarget } from '../lib/chat-keys';
import type { ConversationDialog } from './conversation-dialogs';

/**
 * A conversation's header: who or which room, with presence or member count, the star and mute
 * toggles, and the options menu that opens the conversation's dialogs.
 */
export function ConversationHeader({
  selection,
  target,
  title,
  memberCount,
  isAdmin,
  onDialog: setDialog,
}: {
  selection: ChatSelection;
  target: ChatTarget;
  title: string;
  memberCount: number | undefined;
  isAdmin: boolean;
  onDialog: (dialog: ConversationDialog) => void;
}) {
  const starred = useQuery(starredChatsQuery());
  const prefs = useQuery(notificationPrefsQuery());
  const star = useStarChat();
  const mute = useMuteChat();
  const isStarred = (starred.data ?? []).some(
    (s) => s.targetId === target.id && s.type === (target.isRoom ? 'room' : 'chat'),
  );
  const isMuted =
    (target.isRoom ? prefs.data?.rooms : prefs.data?.users)?.includes(target.id) ?? false;
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
              ? `${memberCount ?? ''} members`
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
                {isAdmin && <Menu.Item onClick={() => setDialog('rename')}>Rename room</Menu.Item>}
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
  );
}
