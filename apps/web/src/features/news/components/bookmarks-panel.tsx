import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Link } from 'react-router';
import { PAGE_SIZES, type news } from '@portal/contract';
import { useBookmarksExpanded, useBookmarksPreview } from '../api/get-bookmarks';
import { articlePath } from './article-card';
import { formatArticleDate } from './article-meta';
import { BookmarkButton } from './bookmark-button';
import classes from './news.module.css';

function BookmarkItem({ article }: { article: news.Article }) {
  return (
    <div className={classes.bookmarkItem} data-testid="bookmark-item">
      <Image src={article.imageUrl} alt="" className={classes.bookmarkThumb} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to={articlePath(article._id)}
          size="sm"
          fw={600}
          c="dark"
          lineClamp={2}
        >
          {article.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {article.category.name} · {formatArticleDate(article.publishedAt)}
        </Text>
      </Stack>
      <BookmarkButton article={article} size="md" />
    </div>
  );
}

/**
 * The bookmarks view: the first PAGE_SIZES.bookmarks (2) bookmarks fetched with `bookmark=true`,
 * and "View all" to list every one of them, paged.
 */
export function BookmarksPanel() {
  const [expanded, setExpanded] = useState(false);
  const preview = useBookmarksPreview();
  const all = useBookmarksExpanded(expanded);
  const bookmarkCount = preview.data?.total;
  const rows = expanded
    ? (all.data?.pages.flatMap((p) => p.rows) ?? [])
    : (preview.data?.rows ?? []);
  const loading = expanded ? all.isPending : preview.isPending;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Bookmarks">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Text fw={700}>Bookmarks</Text>
          {bookmarkCount === undefined ? (
            preview.isPending && <Skeleton height={18} width={24} radius="xl" />
          ) : (
            <Badge variant="light" data-testid="bookmark-count">
              {bookmarkCount}
            </Badge>
          )}
        </Group>
        {bookmarkCount !== undefined && bookmarkCount > PAGE_SIZES.bookmarks && (
          <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((e) => !e)}>
            {expanded ? 'Show less' : 'View all'}
          </Button>
        )}
      </Group>
      {loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {Array.from({ length: PAGE_SIZES.bookmarks }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
        </SimpleGrid>
      ) : preview.isError ? (
        <Text size="sm" c="red">
          Bookmarks could not be loaded.
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No bookmarks yet. Use the bookmark icon on an article to keep it here.
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {rows.map((a) => (
              <BookmarkItem key={a._id} article={a} />
            ))}
          </SimpleGrid>
          {expanded && all.hasNextPage && (
            <Button
              variant="light"
              size="xs"
              loading={all.isFetchingNextPage}
              onClick={() => void all.fetchNextPage()}
            >
              Load more bookmarks
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
