// Media (SPEC §1, §7 News): categories, the article feed, bookmarks and comments.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
import { proseText } from '../validation';
import { MediaSchema } from './auth';

/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 1000;
/** A comment reported by this many different users is hidden until an admin reviews it. */
export const COMMENT_REPORT_HIDE_THRESHOLD = 3;

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

/**
 * What `POST newsFeed/comment/action` can do (`status`) to a comment (`responseId`):
 * - `like` / `unlike`: add or remove the caller's like (repeating is harmless);
 * - `report`: report it once per user; at {@link COMMENT_REPORT_HIDE_THRESHOLD} reports from
 *   different users it is hidden pending review; an author cannot report their own comment;
 * - `hide` / `restore`: admins only; `restore` shows it again and clears its reports.
 */
export const COMMENT_ACTIONS = ['like', 'unlike', 'report', 'hide', 'restore'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

/** `visible` to everyone, or `hidden`: seen only by its author and admins. */
export const COMMENT_STATUSES = ['visible', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const CommentAuthorSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The avatar first, as on the current user. */
  media: z.array(MediaSchema),
});

/** A comment: plain text, never HTML. */
export const CommentSchema = z.object({
  _id: z.string(),
  newsFeedId: z.string(),
  comment: z.string(),
  author: CommentAuthorSchema,
  status: z.enum(COMMENT_STATUSES),
  likeCount: z.number().int().nonnegative(),
  /** The current user liked it. */
  isLiked: z.boolean(),
  /** The current user reported it. */
  isReported: z.boolean(),
  /** The current user may edit it (the author). */
  canEdit: z.boolean(),
  /** The current user may delete it (the author or an admin). */
  canDelete: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** Comments of one article, newest first; total in `option[0].count`. */
export const CommentListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  newsFeedId: id('article id'),
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

export const CreateCommentBodySchema = z.strictObject({
  newsFeedId: id('article id'),
  comment: proseText({ max: COMMENT_MAX_LENGTH }),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;

export const EditCommentBodySchema = z.strictObject({
  comment: proseText({ max: COMMENT_MAX_LENGTH }),
});
export type EditCommentBody = z.infer<typeof EditCommentBodySchema>;

export const CommentActionBodySchema = z.strictObject({
  responseId: id('comment id'),
  status: z.enum(COMMENT_ACTIONS, { error: 'This field is required' }),
});
export type CommentActionBody = z.infer<typeof CommentActionBodySchema>;

export const getCategories = defineEndpoint({
  method: 'GET',
  path: '/api/newsCategory/get',
  summary: 'Every news category, by name.',
  access: 'user',
  module: 'media',
  response: z.array(CategorySchema),
});

export const listCategories = defineEndpoint({
  method: 'POST',
  path: '/api/newsCategory/list',
  summary: 'News categories, paged and searched by name; total in option[0].count.',
  access: 'user',
  module: 'media',
  body: CategoryListBodySchema,
  response: z.array(CategorySchema),
});

export const getCategoriesWithCounts = defineEndpoint({
  method: 'GET',
  path: '/api/newsCategory/newsfeed-category/list',
  summary: 'News categories with the number of published articles in each.',
  access: 'user',
  module: 'media',
  response: z.array(CategoryWithCountSchema),
});

export const getArticles = defineEndpoint({
  method: 'GET',
  path: '/api/newsFeed/get',
  summary:
    'The news feed, newest first: search in title and summary, category filter, bookmark=true for own bookmarks, recommended=true for the caller’s recommendations (unread, favoured categories first, then most viewed).',
  access: 'user',
  module: 'media',
  query: ArticleListQuerySchema,
  response: z.array(ArticleSchema),
});

export const getArticle = defineEndpoint({
  method: 'GET',
  path: '/api/newsFeed/get/:id',
  summary:
    'One article with its body; viewIncrease=true counts a view (once per user, article and UK day).',
  access: 'user',
  module: 'media',
  params: IdParamsSchema,
  query: ArticleDetailQuerySchema,
  response: ArticleDetailSchema,
});

export const bookmarkArticle = defineEndpoint({
  method: 'POST',
  path: '/api/newsFeed/bookmark',
  summary: 'Toggle a bookmark, or set it when `bookmark` is given; returns the new state.',
  access: 'user',
  module: 'media',
  body: BookmarkBodySchema,
  response: BookmarkResultSchema,
});

export const getComments = defineEndpoint({
  method: 'GET',
  path: '/api/newsFeed/comment/get',
  summary: 'Comments of an article, newest first; total in option[0].count.',
  access: 'user',
  module: 'media',
  query: CommentListQuerySchema,
  response: z.array(CommentSchema),
});

export const getComment = defineEndpoint({
  method: 'GET',
  path: '/api/newsFeed/comment/get/:id',
  summary: 'One comment.',
  access: 'user',
  module: 'media',
  params: IdParamsSchema,
  response: CommentSchema,
});

export const createComment = defineEndpoint({
  method: 'POST',
  path: '/api/newsFeed/comment/create',
  summary: 'Comment on an article (plain text).',
  access: 'user',
  module: 'media',
  body: CreateCommentBodySchema,
  response: CommentSchema,
});

export const editComment = defineEndpoint({
  method: 'PUT',
  path: '/api/newsFeed/comment/edit/:id',
  summary: 'Change the text of an own comment.',
  access: 'user',
  module: 'media',
  params: IdParamsSchema,
  body: EditCommentBodySchema,
  response: CommentSchema,
});

export const commentAction = defineEndpoint({
  method: 'POST',
  path: '/api/newsFeed/comment/action',
  summary: 'Like, unlike or report a comment; admins also hide and restore.',
  access: 'user',
  module: 'media',
  body: CommentActionBodySchema,
  response: CommentSchema,
});

export const deleteComment = defineEndpoint({
  method: 'DELETE',
  path: '/api/newsFeed/comment/delete/:id',
  summary: 'Delete a comment (its author or an admin).',
  access: 'user',
  module: 'media',
  params: IdParamsSchema,
  response: z.null(),
});
