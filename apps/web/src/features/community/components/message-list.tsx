import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { fullName } from '../lib/chat-list';
import type { ChatMessageView } from '../lib/messages';
import classes from './chat.module.css';

/**
 * The history, oldest first. Scrolling to the top loads older messages (`before`); a new message
 * at the bottom keeps the view pinned to the bottom. A failed message offers a retry.
 */
export function MessageList({
  messages,
  meId,
  showSenders,
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
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: ChatMessageView) => void;
  /** Whether the user may delete a stored message: their own, or any for a room's admins. */
  canDelete: (message: ChatMessageView) => boolean;
  onDelete: (message: ChatMessageView) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?._id;
  const firstId = messages[0]?._id;
  const heightBefore = useRef<number | null>(null);

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
    if (el) el.scrollTop = el.scrollHeight;
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
      onScroll={(e) => {
        if (e.currentTarget.scrollTop < 40) loadOlder();
      }}
    >
      <Stack gap="xs">
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
        {messages.map((m) => {
          const own = m.sender._id === meId;
          return (
            <div
              key={m.clientId || m._id}
              className={`${classes.bubble} ${own ? classes.own : ''}`}
              data-testid="chat-message"
              data-status={m.status ?? 'sent'}
            >
              {showSenders && !own && (
                <Text size="xs" fw={600}>
                  {fullName(m.sender)}
                </Text>
              )}
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
                  <Text size="xs" c="dimmed">
                    {dayjs(m.createdAt).format('HH:mm')}
                  </Text>
                )}
              </Group>
            </div>
          );
        })}
      </Stack>
    </div>
  );
}
