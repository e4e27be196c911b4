import type { ReactNode } from 'react';
import { Alert, Button, Text } from '@mantine/core';
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
}

/** A block's content by the state of its query: skeleton, error with retry, empty text or rows. */
export function BlockBody<T>({ block, query, rows, empty, children }: BlockBodyProps<T>) {
  if (query.isPending) return <BlockSkeleton block={block} />;
  if (query.isError) {
    return (
      <Alert color="red" title={`${block.title} could not be loaded`}>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="block-empty">
        {empty}
      </Text>
    );
  }
  return <>{children(rows)}</>;
}
