import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconCircleCheck } from '@tabler/icons-react';
import type { education } from '@portal/contract';

/** The year's asks of GPhC revalidation with how far the user is: 4 (2 planned) + 1 + 1. */
export function cpdCounterItems(s: education.CpdSummary) {
  return [
    { label: 'CPD records', done: s.counts.records, target: s.targets.records },
    { label: 'of them planned', done: s.counts.planned, target: s.targets.planned },
    { label: 'Peer discussion', done: s.counts.peerDiscussion, target: s.targets.peerDiscussion },
    {
      label: 'Reflective account',
      done: s.counts.reflectiveAccount,
      target: s.targets.reflectiveAccount,
    },
  ];
}

export function CpdCounter({ summary }: { summary: education.CpdSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="cpd-counter">
      {cpdCounterItems(summary).map((item) => {
        const met = item.done >= item.target;
        return (
          <Paper key={item.label} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group gap={4} wrap="nowrap">
                <Text fw={700} fz="xl" data-testid="cpd-count">
                  {Math.min(item.done, 99)} / {item.target}
                </Text>
                {met && (
                  <IconCircleCheck
                    size={20}
                    color="var(--mantine-color-teal-7)"
                    aria-label="Done"
                  />
                )}
              </Group>
              <Text size="sm">{item.label}</Text>
              <Progress
                value={Math.min(100, (item.done / item.target) * 100)}
                color={met ? 'teal' : 'blue'}
                size="sm"
                aria-label={`${item.label}: ${item.done} of ${item.target}`}
              />
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
