import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** Puts the server's new state of one comment into a cached, paged thread. */
export function replaceCachedComment<C extends { _id: string }>(
  client: QueryClient,
  threadKey: QueryKey,
  comment: C,
): void {
  client.setQueryData<InfiniteData<{ rows: C[]; total: number }>>(
    threadKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          rows: p.rows.map((c) => (c._id === comment._id ? comment : c)),
        })),
      },
  );
}
