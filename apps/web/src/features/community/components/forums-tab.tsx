import { useState } from 'react';
import { Box, Button, Chip, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { community } from '@portal/contract';
import { SearchBox } from '../../../shared/ui/search-box';
import { useChannels } from '../api/get-channels';
import { ChannelCard, ChannelCardSkeleton } from './channel-card';
import { EmptyState } from '../../../shared/ui/empty-state';

type KindFilter = 'all' | community.ChannelKind;

/** The Forums tab: every channel as a card, searchable, by kind, or only the starred ones. */
export function ForumsTab() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [starred, setStarred] = useState(false);
  const channels = useChannels({ search, kind: kind === 'all' ? null : kind, starred });
  const rows = channels.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = channels.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        {/* A basis of its own: at flex 1 the box shrank beside the filters on a phone, its
            placeholder cut; now it takes the first line there and the filters wrap below. */}
        <Box style={{ flex: '1 1 16rem', display: 'flex' }}>
          <SearchBox term={search} onSearch={setSearch} label="Search channels" />
        </Box>
        <SegmentedControl
          aria-label="Channel kind"
          value={kind}
          onChange={(v) => setKind(v as KindFilter)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'forum', label: 'Forums' },
            { value: 'education', label: 'Education' },
          ]}
        />
        <Chip checked={starred} onChange={setStarred} variant="light">
          Starred
        </Chip>
      </Group>
      {channels.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {Array.from({ length: 4 }, (_, i) => (
            <ChannelCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <EmptyState
          title={search || starred || kind !== 'all' ? 'No channels match' : 'No channels yet'}
          text={
            starred
              ? 'Star a channel you belong to and it shows here.'
              : 'Try another search or filter.'
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 channel' : `${total} channels`}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {rows.map((c) => (
              <ChannelCard key={c._id} channel={c} />
            ))}
          </SimpleGrid>
          {channels.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void channels.fetchNextPage()}
              loading={channels.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
