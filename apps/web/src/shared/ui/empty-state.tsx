import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.layer.css';
import { IconMoodEmpty } from '@tabler/icons-react';

/** A list with nothing to show: what is missing and what to do about it. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" color="gray" size={44} radius="xl">
          <IconMoodEmpty size={26} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {text && (
          <Text size="sm" c="dimmed" ta="center">
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
