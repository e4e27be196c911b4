import { useDeferredValue } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconBookmarks } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useNewsStore } from '../lib/news-store';
import { useArticles } from '../api/get-articles';
import { useBookmarksPreview } from '../api/get-bookmarks';
import { useNewsCategories } from '../api/get-categories';
import { ArticleCard, ArticleCardSkeleton } from '../components/article-card';
import { BookmarksPanel } from '../components/bookmarks-panel';
import { CategoryFilter } from '../components/category-filter';
import { LoadMoreLink, PAGES_PARAM } from '../../../shared/ui/load-more';
import { NewsSearch } from '../components/news-search';
import classes from '../components/news.module.css';
import { RetryAlert } from '../../../shared/ui/retry-alert';

const SKELETON_CARDS = 6;

function Skeletons() {
  return (
    <>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <ArticleCardSkeleton key={i} />
      ))}
    </>
  );
}

/** `params` with `name` set to `value`, or without it (null). */
/** The address with a new search or category: another list, from its first page. */
function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGES_PARAM);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * /newsfeed (and /newsfeeds): the article feed with category filter, debounced search, the
 * bookmarks view and paging. Search and category live in the URL, so Back from an article
 * returns to the same list.
 */
export function NewsFeedPage() {
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const categoryId = params.get('category');
  const visibleBookmarks = useNewsStore((s) => s.visibleBookmarks);
  const setVisibleBookmarks = useNewsStore((s) => s.setVisibleBookmarks);

  const categories = useNewsCategories();
  const feed = useArticles({ search, categoryId });
  const bookmarks = useBookmarksPreview();

  const setParam = (name: string, value: string | null) =>
    setParams((prev) => withParam(prev, name, value), { replace: true });

  const clearSearch = () => setParam('search', null);

  // The cards are drawn in a deferred render, which yields to the browser (as Home's blocks,
  // decision 48): skeletons show until it is done. Meanwhile the cards drawn so far stay if they
  // are of the same list (a next page, a refetch), not of another search or category.
  const shown = useDeferredValue(feed.data);
  const list = `${search}\n${categoryId ?? ''}`;
  const shownList = useDeferredValue(list);
  const drawing = shown !== feed.data;
  const articles = shownList === list ? (shown?.pages.flatMap((p) => p.rows) ?? []) : [];
  const total = feed.data?.pages[0]?.total ?? 0;
  const categoryName = categories.data?.find((c) => c._id === categoryId)?.name;

  const filter = (
    <CategoryFilter
      categories={categories.data}
      loading={categories.isPending}
      value={categoryId}
      searchOf={(id) => withParam(params, 'category', id).toString()}
      variant={mobile ? 'chips' : 'list'}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={mobile ? 'h3' : 'h2'}>
            Media
          </Title>
          {/* One line is kept for the count while the feed loads, so nothing moves when it comes. */}
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="feed-summary">
            {feed.isSuccess
              ? `${total} ${total === 1 ? 'article' : 'articles'}${search ? ` for “${search}”` : ''}${
                  categoryName ? ` in ${categoryName}` : ''
                }`
              : '\u00a0'}
          </Text>
        </div>
        <Button
          variant={visibleBookmarks ? 'filled' : 'light'}
          leftSection={<IconBookmarks size={18} />}
          onClick={() => setVisibleBookmarks(!visibleBookmarks)}
          aria-pressed={visibleBookmarks}
          data-testid="bookmarks-toggle"
        >
          {/* The count only once it is known: never a '(0)' that is not true. */}
          {bookmarks.isSuccess ? `Bookmarks (${bookmarks.data.total})` : 'Bookmarks'}
        </Button>
      </Group>

      <div className={classes.layout}>
        {!mobile && <aside className={classes.aside}>{filter}</aside>}
        <Stack gap="md" style={{ minWidth: 0 }}>
          <NewsSearch term={search} onSearch={(t) => setParam('search', t)} />
          {mobile && filter}
          {visibleBookmarks && <BookmarksPanel />}

          {feed.isError ? (
            <RetryAlert title="Articles could not be loaded" onRetry={() => void feed.refetch()} />
          ) : feed.isSuccess && !drawing && articles.length === 0 ? (
            <Alert color="gray" title="No articles found" data-testid="feed-empty">
              {search ? (
                <>
                  <Text size="sm">No articles match “{search}”.</Text>
                  <Button variant="light" size="xs" mt="xs" onClick={clearSearch}>
                    Clear search
                  </Button>
                </>
              ) : (
                <Text size="sm">There are no articles in this category yet.</Text>
              )}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="article-list">
              {articles.map((a) => (
                <ArticleCard key={a._id} article={a} />
              ))}
              {(feed.isPending || feed.isFetchingNextPage || drawing) && <Skeletons />}
            </SimpleGrid>
          )}

          {feed.hasNextPage && !feed.isFetchingNextPage && !drawing && (
            <Group justify="center">
              <LoadMoreLink list={feed}>Load more articles</LoadMoreLink>
            </Group>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
