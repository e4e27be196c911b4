import { Chip, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { community } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { ApplyButton } from '../../../shared/ui/get-form';
import { isPagesParam, LoadMoreLink } from '../../../shared/ui/load-more';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import { useChannels } from '../api/get-channels';
import { channelListOf } from '../lib/list-params';
import { ChannelCard, ChannelCardSkeleton } from './channel-card';
import { EmptyState } from '../../../shared/ui/empty-state';

type KindFilter = 'all' | community.ChannelKind;

/** The Forums tab: every channel as a card, searchable, by kind, or only the starred ones. */
export function ForumsTab() {
  // The search and filters are the address's (`?search=…&kind=education&starred=true`), which
  // the page's loader reads too: one GET form before the scripts.
  const [params, setParams] = useSearchParams();
  const filters = channelListOf(params);
  const { search, starred } = filters;
  const kind: KindFilter = filters.kind ?? 'all';
  const [, setSearch] = useSearchParam();
  const setFilter = (name: 'kind' | 'starred', value: string | null) =>
    setParams(
      (prev) => {
        const address = new URLSearchParams(prev);
        for (const key of [...address.keys()]) if (isPagesParam(key)) address.delete(key);
        if (value) address.set(name, value);
        else address.delete(name);
        return address;
      },
      { replace: true, preventScrollReset: true },
    );
  const channels = useChannels(filters);
  const rows = channels.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = channels.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      {/* The box has a basis of its own: at flex 1 it shrank beside the filters on a phone, its
          placeholder cut; now it takes the first line there and the filters wrap below. */}
      <AddressSearchBox
        term={search}
        onSearch={setSearch}
        label="Search channels"
        flex="1 1 16rem"
        fields={['kind', 'starred']}
      >
        <SegmentedControl
          name="kind"
          aria-label="Channel kind"
          value={kind}
          onChange={(v) => setFilter('kind', v === 'all' ? null : v)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'forum', label: 'Forums' },
            { value: 'education', label: 'Education' },
          ]}
        />
        <Chip
          name="starred"
          value="true"
          checked={starred}
          onChange={(on) => setFilter('starred', on ? 'true' : null)}
          variant="light"
        >
          Starred
        </Chip>
        <ApplyButton />
      </AddressSearchBox>
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
            <LoadMoreLink list={channels} style={{ alignSelf: 'center' }}>
              Load more
            </LoadMoreLink>
          )}
        </>
      )}
    </Stack>
  );
}
