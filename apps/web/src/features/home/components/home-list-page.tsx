import { Fragment, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../shared/api/paging';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { LoadMoreLink } from '../../../shared/ui/load-more';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import { SkeletonCards } from './home-block';
import classes from './home.module.css';

/** Placeholder cards while a page of the list loads. */
const SKELETON_CARDS = 6;

interface HomeListPageProps<T> {
  title: string;
  /** One and many of what the list holds: ['document', 'documents']. */
  noun: readonly [string, string];
  /** The list, page by page, for a search term. */
  useList: (search: string) => UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  itemKey: (item: T) => string;
  /** A card; `items` are the rows loaded so far (the guide cards mark the first to do). */
  renderItem: (item: T, items: readonly T[]) => ReactNode;
  /** Card heights (SPEC §9) for the placeholders. */
  skeleton?: { desktop?: number; mobile?: number };
  /** The text of an empty list with no search. */
  empty: string;
  /** Dialogs the cards open. */
  children?: ReactNode;
}

/**
 * A Home list page (/documents, /usefulLinks, ...): title, the total, a debounced search kept in
 * the URL (so Back returns to the same list), the cards in a grid (one column on a phone), and
 * more on demand.
 */
export function HomeListPage<T>({
  title,
  noun,
  useList,
  itemKey,
  renderItem,
  skeleton,
  empty,
  children,
}: HomeListPageProps<T>) {
  const mobile = useIsMobile();
  const [search, setSearch] = useSearchParam();
  const list = useList(search);

  const items = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const [one, many] = noun;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={mobile ? 'h3' : 'h2'}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-summary">
          {list.isSuccess &&
            `${total} ${total === 1 ? one : many}${search ? ` for “${search}”` : ''}`}
        </Text>
      </div>
      <AddressSearchBox term={search} onSearch={setSearch} label={`Search ${many}`} />

      {list.isError ? (
        <Alert color="red" title={`The ${many} could not be loaded`}>
          <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.isSuccess && items.length === 0 ? (
        <Alert color="gray" title={`No ${many} found`} data-testid="list-empty">
          {search ? (
            <>
              <Text size="sm">
                No {many} match “{search}”.
              </Text>
              <Button variant="light" size="xs" mt="xs" onClick={() => setSearch('')}>
                Clear search
              </Button>
            </>
          ) : (
            <Text size="sm">{empty}</Text>
          )}
        </Alert>
      ) : (
        <div
          className={classes.grid}
          data-testid="list-grid"
          aria-busy={list.isFetching || undefined}
        >
          {items.map((item) => (
            <Fragment key={itemKey(item)}>{renderItem(item, items)}</Fragment>
          ))}
          {(list.isPending || list.isFetchingNextPage) && (
            <SkeletonCards count={SKELETON_CARDS} {...skeleton} />
          )}
        </div>
      )}

      {list.hasNextPage && !list.isFetchingNextPage && (
        <Group justify="center">
          <LoadMoreLink list={list}>Load more {many}</LoadMoreLink>
        </Group>
      )}
      {children}
    </Stack>
  );
}
