// News' shapes as readers meet them: categories, articles, bookmarks and comments.
import { z } from 'zod';
import { ListQuerySchema } from '../envelope';
import {
  CommentActionBodySchema,
  CommentAuthorSchema,
  CommentTextSchema,
  DiscussionCommentSchema,
  EditCommentBodySchema,
} from './discussion';

const id = (what: string) => z.uuid({ error: `Invalid ${what}` });

/**
 * A yes/no query flag. The web client serialises booleans as 'true' / 'false'; anything else is
 * a 400 rather than silently false.
 */
export const QueryFlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A category with the number of its published articles. */
export const CategoryWithCountSchema = CategorySchema.extend({
  articleCount: z.number().int().nonnegative(),
});
export type CategoryWithCount = z.infer<typeof CategoryWithCountSchema>;

/** Body of POST newsCategory/list: paging and search by name. */
export const CategoryListBodySchema = z.strictObject(ListQuerySchema.shape);
export type CategoryListBody = z.infer<typeof CategoryListBodySchema>;

/** An article as a feed card shows it. Dates are ISO strings. */
export const ArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  category: z.object({ _id: z.string(), name: z.string() }),
  authorName: z.string(),
  publishedAt: z.string(),
  viewCount: z.number().int().nonnegative(),
  /** Visible comments only. */
  commentCount: z.number().int().nonnegative(),
  /** Whether the current user bookmarked it. */
  isBookmarked: z.boolean(),
});
export type Article = z.infer<typeof ArticleSchema>;

/**
 * An article page. `body` is HTML cleaned through an allow-list on write and again on read: no
 * script, event-handler attribute, style, frame or non-http(s)/mailto link survives.
 */
export const ArticleDetailSchema = ArticleSchema.extend({ body: z.string() });
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/**
 * The feed query. `search` looks in title and summary (an empty search means none); `categoryId`
 * filters; `bookmark=true` keeps the current user's bookmarks only, the most recently bookmarked
 * first (the web app fetches `PAGE_SIZES.bookmarks` of them). Newest first; the total is in `option[0].count`.
 */
export const ArticleListQuerySchema = ListQuerySchema.extend({
  categoryId: id('category id').optional(),
  bookmark: QueryFlagSchema.optional(),
  /**
   * `recommended=true` (Home's recommended articles): articles the caller has neither opened nor
   * bookmarked, those of the categories they read and bookmarked most first, then the most
   * viewed, then the newest. With no reading yet, that is simply the most viewed. Search and
   * category still apply; `bookmark` does not (a bookmarked article is never recommended).
   */
  recommended: QueryFlagSchema.optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

/**
 * `viewIncrease=true` counts a view for the current user: at most one per user, article and UK
 * calendar day (Europe/London), so reloading the page does not inflate the count.
 */
export const ArticleDetailQuerySchema = z.object({ viewIncrease: QueryFlagSchema.optional() });
export type ArticleDetailQuery = z.infer<typeof ArticleDetailQuerySchema>;

/**
 * Bookmark an article. With `bookmark` the call sets that state (repeating it changes nothing,
 * so a double click is harmless); without it the call toggles. Toggles of one user on one
 * article are applied one at a time.
 */
export const BookmarkBodySchema = z.strictObject({
  newsFeedId: id('article id'),
  bookmark: z.boolean().optional(),
});
export type BookmarkBody = z.infer<typeof BookmarkBodySchema>;

/** The state after a bookmark call; `bookmarkCount` is the user's total (SPEC §3 Bookmarks). */
export const BookmarkResultSchema = z.object({
  newsFeedId: z.string(),
  isBookmarked: z.boolean(),
  bookmarkCount: z.number().int().nonnegative(),
});
export type BookmarkResult = z.infer<typeof BookmarkResultSchema>;

export { CommentAuthorSchema };

/** A comment on an article: plain text, never HTML. */
export const CommentSchema = DiscussionCommentSchema.extend({ newsFeedId: z.string() });
export type Comment = z.infer<typeof CommentSchema>;

/** Comments of one article, newest first; total in `option[0].count`. */
export const CommentListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  newsFeedId: id('article id'),
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

export const CreateCommentBodySchema = z.strictObject({
  newsFeedId: id('article id'),
  comment: CommentTextSchema,
});
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;

export { CommentActionBodySchema, EditCommentBodySchema };
export type { CommentActionBody, EditCommentBody } from './discussion';
