import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { review } from '@portal/contract';
import { pageOf, type Page } from '../../../shared/api/paging';
import { placeLoading, request } from '../../../shared/api/query';

/** Entries per page of the review queue. */
export const REVIEW_PAGE_SIZE = 20;

export interface ReviewFilter {
  state: review.ReviewState;
  kind: review.ReviewKind | null;
  page: number;
}

export const reviewKeys = {
  all: ['admin', 'review'] as const,
  list: (f: ReviewFilter) => ['admin', 'review', f.state, f.kind ?? 'all', f.page] as const,
};

/** GET admin/review-items: one page of the queue, open or handled, of one kind or all. */
export const reviewItemsQuery = (f: ReviewFilter) =>
  queryOptions({
    queryKey: reviewKeys.list(f),
    queryFn: async ({ signal }): Promise<Page<review.ReviewItem>> =>
      pageOf(
        await request(
          review.getReviewItems,
          {
            query: {
              state: f.state,
              ...(f.kind ? { kind: f.kind } : {}),
              limit: REVIEW_PAGE_SIZE,
              skip: (f.page - 1) * REVIEW_PAGE_SIZE,
            },
          },
          placeLoading(signal),
        ),
      ),
  });

export function useReviewItems(f: ReviewFilter) {
  return useQuery({ ...reviewItemsQuery(f), placeholderData: keepPreviousData });
}

/**
 * PATCH admin/review-items/:kind/:id: approve, remove or mark handled. The entry leaves the open
 * list when the server has done it; every page of the queue is fetched again after.
 */
export function useReviewAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action }: { item: review.ReviewItem; action: review.ReviewAction }) =>
      request(review.reviewAction, {
        params: { kind: item.kind, id: item._id },
        body: { action },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
