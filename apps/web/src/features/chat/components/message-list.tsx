import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  Avatar,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { AVATAR_SIZES, clockTime, initialOf, londonClock } from '@portal/contract';
import { useLondonToday } from '../../../shared/lib/london-today';
import { fullName } from '../lib/chat-list';
import { fullTime, messageRows } from '../lib/message-rows';
import type { ChatMessageView } from '../lib/messages';
import classes from './chat.module.css';

/**
 * The history, oldest first, as chat apps show it: one's own messages on the right in blue,
 * others' on the left in grey; in rooms each run of one sender's messages starts with their
 * avatar and name; a separator before each day and 'New messages' where the reader left off.
 * Scrolling to the top loads older messages (`before`); a new message at the bottom keeps the
 * view pinned to the bottom. A failed message offers a retry.
 */
export function MessageList({
  messages,
  meId,
  showSenders,
  unreadFromId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  canDelete,
  onDelete,
}: {
  messages: ChatMessageView[];
  meId: string;
  showSenders: boolean;
  /** The first message not read when the conversation opened: the divider goes before it. */
  unreadFromId: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: ChatMessageView) => void;
  /** Whether the user may delete a stored message: their own, or any for a room's admins. */
  canDelete: (message: ChatMessageView) => boolean;
  onDelete: (message: ChatMessageView) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const divider = useRef<HTMLDivElement>(null);
  const shownDivider = useRef(false);
  const lastId = messages.at(-1)?._id;
  const firstId = messages[0]?._id;
  const heightBefore = useRef<number | null>(null);
  const today = useLondonToday();
  const rows = useMemo(
    () => messageRows(messages, meId, unreadFromId, today),
    [messages, meId, unreadFromId, today],
  );

  // Older messages were put on top: keep what the user was reading in place.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [firstId]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // On opening with unread messages, the reader starts where they left off; then at the bottom.
    if (divider.current && !shownDivider.current) {
      shownDivider.current = true;
      el.scrollTop = divider.current.offsetTop - el.offsetTop - 8;
      return;
    }
    el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const loadOlder = () => {
    if (!hasOlder || loadingOlder) return;
    heightBefore.current = box.current?.scrollHeight ?? null;
    onLoadOlder();
  };

  return (
    <div
      ref={box}
      className={classes.messages}
      data-testid="message-list"
      role="log"
      aria-label="Messages"
      onScroll={(e) => {
        if (e.currentTarget.scrollTop < 40) loadOlder();
      }}
    >
      <Stack gap={4}>
        {hasOlder && (
          <Center>
            {loadingOlder ? (
              <Loader size="sm" />
            ) : (
              <Button variant="subtle" size="xs" onClick={loadOlder}>
                Load older messages
              </Button>
            )}
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center" size="sm">
            No messages yet. Say hello!
          </Text>
        )}
        {rows.map((row) => {
          if (row.kind === 'day')
            return (
              <div
                key={row.key}
                className={classes.daySeparator}
                role="separator"
                data-testid="day-separator"
              >
                <span>{row.label}</span>
              </div>
            );
          if (row.kind === 'unread')
            return (
              <div
                key={row.key}
                ref={divider}
                className={classes.unreadDivider}
                role="separator"
                data-testid="unread-divider"
              >
                <span>New messages</span>
              </div>
            );
          const { message: m, own, startsRun } = row;
          const name = own ? 'You' : fullName(m.sender);
          const withSender = showSenders && !own;
          return (
            <div
              key={row.key}
              className={classes.messageRow}
              data-own={own || undefined}
              data-run-start={startsRun || undefined}
            >
              {withSender &&
                (startsRun ? (
                  <Avatar
                    src={m.sender.media[0]?.url}
                    size={AVATAR_SIZES.chatList}
                    radius="xl"
                    color="blue"
                    aria-hidden
                  >
                    {initialOf(m.sender.firstName)}
                  </Avatar>
                ) : (
                  <div className={classes.avatarGap} />
                ))}
              <div className={classes.messageColumn}>
                {withSender && startsRun && (
                  <Text size="xs" fw={600} c="dimmed" aria-hidden>
                    {name}
                  </Text>
                )}
                <Tooltip
                  label={fullTime(m.createdAt)}
                  openDelay={500}
                  events={{ hover: true, focus: false, touch: true }}
                  position={own ? 'left' : 'right'}
                >
                  <div
                    className={classes.bubble}
                    data-testid="chat-message"
                    data-status={m.status ?? 'sent'}
                    data-sender={own ? 'own' : 'other'}
                  >
                    <VisuallyHidden>{`${name}:`}</VisuallyHidden>
                    <Text
                      size="sm"
                      fs={m.deleted ? 'italic' : undefined}
                      c={m.deleted ? 'dimmed' : undefined}
                    >
                      {m.content}
                    </Text>
                    <Group gap="xs" justify="flex-end">
                      {m.status === 'sending' && (
                        <Text size="xs" c="dimmed">
                          Sending…
                        </Text>
                      )}
                      {m.status === 'failed' && (
                        <>
                          <Text size="xs" c="red">
                            Not sent
                          </Text>
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="red"
                            onClick={() => onRetry(m)}
                          >
                            Retry
                          </Button>
                        </>
                      )}
                      {!m.status && !m.deleted && canDelete(m) && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="gray"
                          aria-label="Delete message"
                          onClick={() => onDelete(m)}
                        >
                          Delete
                        </Button>
                      )}
                      {!m.status && (
                        <Text
                          component="time"
                          size="xs"
                          c="dimmed"
                          dateTime={m.createdAt}
                          title={fullTime(m.createdAt)}
                        >
                          {clockTime(londonClock(m.createdAt))}
                        </Text>
                      )}
                    </Group>
                  </div>
                </Tooltip>
              </div>
            </div>
          );
        })}
      </Stack>
    </div>
  );
}
