// The zod schemas of endpoints/news.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
import {
  CommentActionBodySchema,
  CommentAuthorSchema,
  CommentTextSchema,
  DiscussionCommentSchema,
  EditCommentBodySchema,
} from './discussion';
import type { EndpointSchemas } from '../endpoint';
import { optionalField, requiredString } from '../validation';
import { ContentImageSchema, contentImageUrl } from './publishing';
import {
  ARTICLE_AUTHOR_MAX_LENGTH,
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
} from '../endpoints/news';

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

export const getCategories = {
  response: z.array(CategorySchema),
} satisfies EndpointSchemas;

export const listCategories = {
  body: CategoryListBodySchema,
  response: z.array(CategorySchema),
} satisfies EndpointSchemas;

export const getCategoriesWithCounts = {
  response: z.array(CategoryWithCountSchema),
} satisfies EndpointSchemas;

export const getArticles = {
  query: ArticleListQuerySchema,
  response: z.array(ArticleSchema),
} satisfies EndpointSchemas;

export const getArticle = {
  params: IdParamsSchema,
  query: ArticleDetailQuerySchema,
  response: ArticleDetailSchema,
} satisfies EndpointSchemas;

export const bookmarkArticle = {
  body: BookmarkBodySchema,
  response: BookmarkResultSchema,
} satisfies EndpointSchemas;

export const getComments = {
  query: CommentListQuerySchema,
  response: z.array(CommentSchema),
} satisfies EndpointSchemas;

export const getComment = {
  params: IdParamsSchema,
  response: CommentSchema,
} satisfies EndpointSchemas;

export const createComment = {
  body: CreateCommentBodySchema,
  response: CommentSchema,
} satisfies EndpointSchemas;

export const editComment = {
  params: IdParamsSchema,
  body: EditCommentBodySchema,
  response: CommentSchema,
} satisfies EndpointSchemas;

export const commentAction = {
  body: CommentActionBodySchema,
  response: CommentSchema,
} satisfies EndpointSchemas;

export const deleteComment = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;

// ——— Authoring (issue 31)

/** An article as admins see it: its state, its body, its publish time if it has one. */
export const AdminArticleSchema = ArticleSchema.omit({
  isBookmarked: true,
  publishedAt: true,
}).extend({
  body: z.string(),
  /** ISO time; null for a draft. */
  publishedAt: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

export const AdminArticleListQuerySchema = ListQuerySchema.extend({
  status: z.enum(ARTICLE_STATUSES, { error: 'Invalid status' }).optional(),
  categoryId: id('category id').optional(),
});
export type AdminArticleListQuery = z.infer<typeof AdminArticleListQuerySchema>;

/** A cover image: a url `admin/news-articles/image` gave; the server refuses any other. */
const articleImageUrl = contentImageUrl('news');

/** An ISO date-time (with its offset), or null: a draft. */
const publishTime = z.iso.datetime({ offset: true, error: 'Invalid date' }).nullable();

/** The article form (create): the body is the editor's HTML, sanitised by the server. */
export const ArticleFormSchema = z.strictObject({
  categoryId: id('category id'),
  title: requiredString({ max: ARTICLE_TITLE_MAX_LENGTH }),
  summary: requiredString({ max: ARTICLE_SUMMARY_MAX_LENGTH }),
  body: requiredString({ max: ARTICLE_BODY_MAX_LENGTH }),
  imageUrl: articleImageUrl,
  /** Left out or blank: the admin's own name. */
  authorName: optionalField(requiredString({ max: ARTICLE_AUTHOR_MAX_LENGTH })),
  publishedAt: publishTime.default(null),
});
export type ArticleForm = z.input<typeof ArticleFormSchema>;
export type CreateArticleBody = z.infer<typeof ArticleFormSchema>;

/** A change: every field optional; `publishedAt` null unpublishes, `imageUrl` null removes. */
export const UpdateArticleBodySchema = z.strictObject({
  categoryId: id('category id').optional(),
  title: requiredString({ max: ARTICLE_TITLE_MAX_LENGTH }).optional(),
  summary: requiredString({ max: ARTICLE_SUMMARY_MAX_LENGTH }).optional(),
  body: requiredString({ max: ARTICLE_BODY_MAX_LENGTH }).optional(),
  imageUrl: articleImageUrl,
  authorName: requiredString({ max: ARTICLE_AUTHOR_MAX_LENGTH }).optional(),
  publishedAt: publishTime.optional(),
});
export type UpdateArticleBody = z.infer<typeof UpdateArticleBodySchema>;

export const ArticleImageSchema = ContentImageSchema;
export type ArticleImage = z.infer<typeof ArticleImageSchema>;

/** A category with every article in it counted, drafts included (admins' list). */
export const AdminCategorySchema = CategoryWithCountSchema;
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const CategoryFormSchema = z.strictObject({
  name: requiredString({ max: CATEGORY_NAME_MAX_LENGTH }),
  /** Left out or blank: made from the name. */
  slug: optionalField(
    requiredString({ max: CATEGORY_NAME_MAX_LENGTH }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'Use lower-case letters, digits and single hyphens',
    }),
  ),
  description: optionalField(requiredString({ max: CATEGORY_DESCRIPTION_MAX_LENGTH })),
});
export type CategoryForm = z.input<typeof CategoryFormSchema>;
export type CreateCategoryBody = z.infer<typeof CategoryFormSchema>;

export const UpdateCategoryBodySchema = CategoryFormSchema.partial();
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>;

/** `moveTo`: the category that takes the deleted one's articles. */
export const DeleteCategoryQuerySchema = z.object({ moveTo: id('category id').optional() });
export type DeleteCategoryQuery = z.infer<typeof DeleteCategoryQuerySchema>;

export const adminListArticles = {
  query: AdminArticleListQuerySchema,
  response: z.array(AdminArticleSchema),
} satisfies EndpointSchemas;

export const adminGetArticle = {
  params: IdParamsSchema,
  response: AdminArticleSchema,
} satisfies EndpointSchemas;

export const adminCreateArticle = {
  body: ArticleFormSchema,
  response: AdminArticleSchema,
} satisfies EndpointSchemas;

export const adminUpdateArticle = {
  params: IdParamsSchema,
  body: UpdateArticleBodySchema,
  response: AdminArticleSchema,
} satisfies EndpointSchemas;

export const adminDeleteArticle = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const adminUploadArticleImage = {
  response: ArticleImageSchema,
} satisfies EndpointSchemas;

export const adminListCategories = {
  query: ListQuerySchema,
  response: z.array(AdminCategorySchema),
} satisfies EndpointSchemas;

export const adminGetCategory = {
  params: IdParamsSchema,
  response: AdminCategorySchema,
} satisfies EndpointSchemas;

export const adminCreateCategory = {
  body: CategoryFormSchema,
  response: AdminCategorySchema,
} satisfies EndpointSchemas;

export const adminUpdateCategory = {
  params: IdParamsSchema,
  body: UpdateCategoryBodySchema,
  response: AdminCategorySchema,
} satisfies EndpointSchemas;

export const adminDeleteCategory = {
  params: IdParamsSchema,
  query: DeleteCategoryQuerySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export type AdminCategoryListQuery = z.infer<typeof ListQuerySchema>;
