import { Fragment, type ReactNode } from 'react';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { LoadMoreLink } from '../../../../shared/ui/load-more';
import type { Page } from '../../../../shared/api/paging';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { useDetailParam } from '../../lib/use-detail-param';

/** What the list reads of a paged query (TanStack's infinite query result). */
export interface PagedQuery<T> {
  data?: { pages: Page<T>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A tab's paged list of cards whose object opens in place (decision 68): the skeleton grid, the
 * error, the empty state (for a filtered list or none at all), the total, the cards, "Load more",
 * and the drawer of the object the URL's `param` names. The Clinics and LP Profiles tabs.
 */
export function DetailList<T extends { _id: string }>({
  query,
  param,
  renderCard,
  renderDrawer,
  filtered,
  texts,
  skeletonHeight,
  summaryTestId,
}: {
  query: PagedQuery<T>;
  /** The URL's parameter naming the open object (`clinic`, `producer`). */
  param: string;
  renderCard: (item: T, href: string) => ReactNode;
  renderDrawer: (id: string | null, onClose: () => void) => ReactNode;
  /** Whether a search or filter narrows the list (which empty state it shows). */
  filtered: boolean;
  texts: {
    /** The total: '1 clinic', '12 clinics'. */
    total: (n: number) => string;
    error: string;
    none: string;
    noneMatch: string;
    tryAnother: string;
  };
  /** A card's height, so the grid keeps its place while it loads. */
  skeletonHeight: number;
  summaryTestId?: string;
}) {
  const [openId, setOpenId, hrefOf] = useDetailParam(param);
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={skeletonHeight} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <EmptyState title={texts.error} text="Try again in a moment." />
      ) : rows.length === 0 ? (
        <EmptyState
          title={filtered ? texts.noneMatch : texts.none}
          text={filtered ? texts.tryAnother : undefined}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid={summaryTestId}>
            {texts.total(total)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {rows.map((item) => (
              <Fragment key={item._id}>{renderCard(item, hrefOf(item._id))}</Fragment>
            ))}
          </SimpleGrid>
          {query.hasNextPage && (
            <LoadMoreLink list={query} style={{ alignSelf: 'center' }}>
              Load more
            </LoadMoreLink>
          )}
        </Stack>
      )}
      {renderDrawer(openId, () => setOpenId(null))}
    </>
  );
}
