import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

/**
 * A bordered section of a page named by its heading (a group of search results, a panel): the
 * heading, what stands at its end (a count), then the section's content.
 */
export function TitledSection({
  headingId,
  title,
  aside,
  testId,
  children,
}: {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
