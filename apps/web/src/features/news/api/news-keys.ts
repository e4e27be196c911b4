/** Filters of the feed list; an empty search means no search (SPEC §5). */
export interface ArticleFilters {
  search: string;
  categoryId: string | null;
}

/**
 * Query keys of the news cache. Prefixes let one bookmark toggle patch every cached feed page,
 * bookmark list and article at once.
 */
export const newsKeys = {
  all: ['news'] as const,
  categories: ['news', 'categories'] as const,
  feedAll: ['news', 'feed'] as const,
  feed: (filters: ArticleFilters) =>
    ['news', 'feed', filters.search, filters.categoryId ?? 'all'] as const,
  bookmarksAll: ['news', 'bookmarks'] as const,
  bookmarksPreview: ['news', 'bookmarks', 'preview'] as const,
  bookmarksExpanded: ['news', 'bookmarks', 'all'] as const,
  article: (id: string) => ['news', 'article', id] as const,
  commentsAll: (articleId: string) => ['news', 'comments', articleId] as const,
};
