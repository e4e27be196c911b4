import { Avatar, Badge, Group, Indicator, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { AVATAR_SIZES, initialOf } from '@portal/contract';
import classes from './chat.module.css';

export interface ChatListItemProps {
  title: string;
  message: string;
  unreadCount: number;
  mediaUrl?: string | undefined;
  /** Online flag for people; rooms have none. */
  online?: boolean | undefined;
  selected: boolean;
  onOpen: () => void;
}

/** One chat of the panel: avatar 32 or initial, online dot, one-line message, unread badge (SPEC §2). */
export function ChatListItem({
  title,
  message,
  unreadCount,
  mediaUrl,
  online,
  selected,
  onOpen,
}: ChatListItemProps) {
  const unread = unreadCount > 0;
  const avatar = (
    <Avatar src={mediaUrl || undefined} size={AVATAR_SIZES.chatList} radius="xl" color="blue">
      {initialOf(title)}
    </Avatar>
  );
  return (
    <UnstyledButton
      className={classes.item}
      data-testid="chat-item"
      data-selected={selected || undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={onOpen}
    >
      <Group gap="sm" wrap="nowrap">
        {online === undefined ? (
          avatar
        ) : (
          <Indicator
            position="bottom-end"
            size={10}
            offset={4}
            withBorder
            color={online ? 'green' : 'gray'}
            aria-label={online ? 'online' : 'offline'}
            data-testid="online-indicator"
            data-online={online}
          >
            {avatar}
          </Indicator>
        )}
        <div className={classes.itemText}>
          <Text size="sm" fw={unread ? 'bold' : 500} lineClamp={1} data-testid="chat-item-title">
            {title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {message}
          </Text>
        </div>
        {unread && (
          <Badge size="sm" circle color="red" data-testid="chat-item-unread">
            {unreadCount}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}
