// The zod schemas of endpoints/news.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema } from '../envelope';
import { CommentActionBodySchema, EditCommentBodySchema } from './discussion';
import type { EndpointSchemas } from '../endpoint';
import {
  ArticleDetailQuerySchema,
  ArticleDetailSchema,
  ArticleListQuerySchema,
  ArticleSchema,
  BookmarkBodySchema,
  BookmarkResultSchema,
  CategoryListBodySchema,
  CategorySchema,
  CategoryWithCountSchema,
  CommentListQuerySchema,
  CommentSchema,
  CreateCommentBodySchema,
} from './news-articles';

// The shapes are news-articles.ts's and, for authoring, news-admin.ts's; the records are here.
export * from './news-articles';
export * from './news-admin';

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
