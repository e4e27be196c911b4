import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { community } from '@portal/contract';
import { SearchBox } from '../../../shared/ui/search-box';
import { usePosts } from '../api/get-posts';
import type { PostFilters } from '../api/community-keys';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PostCard, PostCardSkeleton } from './post-card';

/** Posts of a channel or the user posts: search, newest or most active first, "Load more". */
export function PostList({
  filters,
  emptyText,
  showChannel,
}: {
  filters: Omit<PostFilters, 'search' | 'sort'>;
  emptyText: string;
  showChannel?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<community.PostSort>('newest');
  const posts = usePosts({ ...filters, search, sort });
  const rows = posts.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SearchBox term={search} onSearch={setSearch} label="Search posts" />
        <SegmentedControl
          aria-label="Order"
          value={sort}
          onChange={(v) => setSort(v as community.PostSort)}
          data={[
            { value: 'newest', label: 'Newest' },
            { value: 'active', label: 'Most active' },
          ]}
        />
      </Group>
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
            <Button
              variant="default"
              onClick={() => void posts.fetchNextPage()}
              loading={posts.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
