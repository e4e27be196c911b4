import { SegmentedControl, Stack } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { community } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { ApplyButton } from '../../../shared/ui/get-form';
import { LoadMoreLink, PAGES_PARAM } from '../../../shared/ui/load-more';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import { usePosts } from '../api/get-posts';
import type { PostFilters } from '../api/community-keys';
import { postListOf } from '../lib/list-params';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PostCard, PostCardSkeleton } from './post-card';

/**
 * Posts of a channel or the user posts: search, newest or most active first, "Load more". The
 * search, the order and the pages are the address's (`?search=`, `?sort=active`, `?pages=`), which
 * the page's loader reads too: one GET form, and a link for the next page, before the scripts.
 */
export function PostList({
  filters,
  emptyText,
  showChannel,
}: {
  filters: Omit<PostFilters, 'search' | 'sort'>;
  emptyText: string;
  showChannel?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const { search, sort } = postListOf(params);
  const [, setSearch] = useSearchParam();
  const setSort = (next: community.PostSort) =>
    setParams(
      (prev) => {
        const address = new URLSearchParams(prev);
        address.delete(PAGES_PARAM);
        if (next === 'newest') address.delete('sort');
        else address.set('sort', next);
        return address;
      },
      { replace: true, preventScrollReset: true },
    );
  const posts = usePosts({ ...filters, search, sort });
  const rows = posts.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Stack gap="md">
      <AddressSearchBox term={search} onSearch={setSearch} label="Search posts" fields={['sort']}>
        <SegmentedControl
          name="sort"
          aria-label="Order"
          value={sort}
          onChange={(v) => setSort(v as community.PostSort)}
          data={[
            { value: 'newest', label: 'Newest' },
            { value: 'active', label: 'Most active' },
          ]}
        />
        <ApplyButton />
      </AddressSearchBox>
      {posts.isPending ? (
        <Stack gap="md">
          {Array.from({ length: 3 }, (_, i) => (
            <PostCardSkeleton key={i} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState
          title={search ? 'No posts match your search' : 'No posts yet'}
          text={search ? 'Try other words.' : emptyText}
        />
      ) : (
        <Stack gap="md" data-testid="post-list">
          {rows.map((p) => (
            <PostCard key={p._id} post={p} showChannel={showChannel} />
          ))}
          {posts.hasNextPage && (
            <LoadMoreLink list={posts} style={{ alignSelf: 'center' }}>
              Load more
            </LoadMoreLink>
          )}
        </Stack>
      )}
    </Stack>
  );
}
