import { lazy, Suspense, useState } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconPlus } from '@tabler/icons-react';
import { LoadMoreLink } from '../../../../shared/ui/load-more';
import { useAppNavigate } from '../../../../shared/navigation/use-app-navigate';
import { useJournalClubs } from '../../api/get-journal-clubs';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { JournalClubCard } from './journal-club-card';

// The form (react-hook-form and the contract's schema) loads when it is opened.
const JournalClubForm = lazy(() =>
  import('./journal-club-form').then((m) => ({ default: m.JournalClubForm })),
);

/** The Journal Club tab: upcoming sessions first, then past ones; "New journal club". */
export function JournalClubPanel({ search }: { search: string }) {
  const clubs = useJournalClubs(search);
  const navigate = useAppNavigate();
  const [creating, setCreating] = useState(false);
  const rows = clubs.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = clubs.data?.pages[0]?.total ?? 0;

  const list = clubs.isPending ? (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="clubs-loading">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={140} radius="md" />
      ))}
    </SimpleGrid>
  ) : clubs.isError ? (
    <EmptyState title="The journal club could not be loaded" text="Try again in a moment." />
  ) : rows.length === 0 ? (
    <EmptyState
      title={search ? 'No sessions match' : 'No journal club sessions yet'}
      text={search ? 'Try another search.' : 'Start one about a paper you have read.'}
    />
  ) : (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {rows.map((c) => (
          <JournalClubCard key={c._id} club={c} />
        ))}
      </SimpleGrid>
      {clubs.hasNextPage && (
        <LoadMoreLink list={clubs} style={{ alignSelf: 'center' }}>
          Load more
        </LoadMoreLink>
      )}
    </>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {clubs.isSuccess && (total === 1 ? '1 session' : `${total} sessions`)}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New journal club
        </Button>
      </Group>
      {list}
      {creating && (
        <Suspense fallback={null}>
          <JournalClubForm
            onClose={() => setCreating(false)}
            onSaved={(club) => {
              setCreating(false);
              navigate(`/education/journalclub/${club._id}`);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
