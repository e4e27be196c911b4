import { Group, Skeleton, Stack } from '@mantine/core';

/** The loader of a chat section: 5 placeholders (SPEC §2). */
export function ChatListSkeleton() {
  return (
    <Stack gap="xs" data-testid="chat-list-skeleton">
      {Array.from({ length: 5 }, (_, i) => (
        <Group key={i} gap="sm" wrap="nowrap" data-testid="chat-skeleton-item">
          <Skeleton height={32} circle />
          <Stack gap={4} style={{ flex: 1 }}>
            <Skeleton height={10} width="60%" radius="xl" />
            <Skeleton height={8} width="90%" radius="xl" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
