// News' authoring (issue 31): admins' shapes and endpoint records.
import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
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
import { ArticleSchema, CategoryWithCountSchema } from './news-articles';

const id = (what: string) => z.uuid({ error: `Invalid ${what}` });

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
