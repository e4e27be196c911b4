import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { LoadMoreLink } from '../../../../shared/ui/load-more';
import { useKeyPublications } from '../../api/get-key-publications';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { PublicationCard } from './publication-card';

/** The Key Publications tab: newest first, searched in title, citation, summary and topics. */
export function PublicationsPanel({ search }: { search: string }) {
  const publications = useKeyPublications(search);
  const rows = publications.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = publications.data?.pages[0]?.total ?? 0;

  if (publications.isPending)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="publications-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={160} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (publications.isError)
    return (
      <EmptyState title="Key publications could not be loaded" text="Try again in a moment." />
    );
  if (rows.length === 0)
    return (
      <EmptyState
        title={search ? 'No publications match' : 'No key publications yet'}
        text={search ? 'Try another search.' : undefined}
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 publication' : `${total} publications`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {rows.map((p) => (
          <PublicationCard key={p._id} publication={p} />
        ))}
      </SimpleGrid>
      {publications.hasNextPage && (
        <LoadMoreLink list={publications} style={{ alignSelf: 'center' }}>
          Load more
        </LoadMoreLink>
      )}
    </Stack>
  );
}
