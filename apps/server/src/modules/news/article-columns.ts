import { sql, type SQLWrapper } from 'drizzle-orm';
import type { news } from '@portal/contract';
import { newsArticles, newsBookmarks, newsCategories } from '../../db/schema';
import { safeImageUrl } from '../../infra/rich-text';

// An article as a reader's lists and page select it, and its contract shape.

/** A feed card's columns for reader `userId`, from articles joined with their category. */
export const articleColumns = (userId: string | SQLWrapper) => ({
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  imageUrl: newsArticles.imageUrl,
  categoryId: newsArticles.categoryId,
  categoryName: newsCategories.name,
  authorName: newsArticles.authorName,
  publishedAt: newsArticles.publishedAt,
  viewCount: newsArticles.viewCount,
  commentCount: newsArticles.commentCount,
  isBookmarked: sql<boolean>`exists (select 1 from ${newsBookmarks} where ${newsBookmarks.userId} = ${userId} and ${newsBookmarks.articleId} = ${newsArticles.id})`,
});

export type ArticleRow = {
  id: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  categoryId: string;
  categoryName: string;
  authorName: string;
  /** Never null here: every reader's query keeps `published_at <= now` (drafts are null). */
  publishedAt: Date | null;
  viewCount: number;
  commentCount: number;
  isBookmarked: boolean;
};

export const toArticle = (r: ArticleRow): news.Article => ({
  _id: r.id,
  title: r.title,
  summary: r.summary,
  // Checked again on the way out, like the body: a row written around the service stays safe.
  imageUrl: safeImageUrl(r.imageUrl),
  category: { _id: r.categoryId, name: r.categoryName },
  authorName: r.authorName,
  publishedAt: r.publishedAt!.toISOString(),
  viewCount: r.viewCount,
  commentCount: r.commentCount,
  isBookmarked: r.isBookmarked,
});
