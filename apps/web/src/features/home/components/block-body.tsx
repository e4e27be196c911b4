import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HomeBlockMeta } from '../lib/home-blocks';
import { BlockSkeleton } from './home-block';

interface BlockBodyProps<T> {
  block: HomeBlockMeta;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  /** The rows to show once loaded. */
  rows: readonly T[] | undefined;
  /** The text shown when the list is empty. */
  empty: string;
  children: (rows: readonly T[]) => ReactNode;
  /** While loading, show the empty text rather than the skeleton: the list was empty last time. */
  emptyWhileLoading?: boolean;
}

/**
 * A block's content by the state of its query: skeleton, error with retry, empty text or rows.
 * The rows are drawn in a deferred render: a query's answer comes in an update React cannot
 * split into slices, and drawing a rail of cards there held a slow phone's main thread for a
 * long task; the deferred one yields between cards. Until it is done the skeleton stays.
 */
export function BlockBody<T>({
  block,
  query,
  rows,
  empty,
  children,
  emptyWhileLoading = false,
}: BlockBodyProps<T>) {
  const shown = useDeferredValue(rows);
  // Rows coming where there were none: still loading, not the empty text, until they are drawn.
  const loading = query.isPending || (shown !== rows && !shown?.length);
  if (loading && !emptyWhileLoading) return <BlockSkeleton block={block} />;
  if (query.isError) {
    return (
      <Alert color="red" title={`${block.title} could not be loaded`}>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (loading || !shown?.length) {
    return (
      <Text c="dimmed" data-testid="block-empty">
        {empty}
      </Text>
    );
  }
  return <>{children(shown)}</>;
}
