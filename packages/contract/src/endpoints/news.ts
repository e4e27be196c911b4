// Media (SPEC §1, §7 News): categories, the article feed, bookmarks and comments.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/news';

export type * from '../schemas/news';

// A comment is a discussion's (endpoints/discussion.ts): its limits and actions are theirs.
export {
  COMMENT_ACTIONS,
  COMMENT_MAX_LENGTH,
  COMMENT_REPORT_HIDE_THRESHOLD,
  COMMENT_STATUSES,
  type CommentAction,
  type CommentStatus,
} from './discussion';

export const getCategories = defineEndpoint<typeof s.getCategories>()({
  method: 'GET',
  path: '/api/newsCategory/get',
  summary: 'Every news category, by name.',
  access: 'user',
  module: 'media',
});

export const listCategories = defineEndpoint<typeof s.listCategories>()({
  method: 'POST',
  path: '/api/newsCategory/list',
  summary: 'News categories, paged and searched by name; total in option[0].count.',
  access: 'user',
  module: 'media',
});

export const getCategoriesWithCounts = defineEndpoint<typeof s.getCategoriesWithCounts>()({
  method: 'GET',
  path: '/api/newsCategory/newsfeed-category/list',
  summary: 'News categories with the number of published articles in each.',
  access: 'user',
  module: 'media',
});

export const getArticles = defineEndpoint<typeof s.getArticles>()({
  method: 'GET',
  path: '/api/newsFeed/get',
  summary:
    'The news feed, newest first: search in title and summary, category filter, bookmark=true for own bookmarks, recommended=true for the caller’s recommendations (unread, favoured categories first, then most viewed).',
  access: 'user',
  module: 'media',
});

export const getArticle = defineEndpoint<typeof s.getArticle>()({
  method: 'GET',
  path: '/api/newsFeed/get/:id',
  summary:
    'One article with its body; viewIncrease=true counts a view (once per user, article and UK day).',
  access: 'user',
  module: 'media',
});

export const bookmarkArticle = defineEndpoint<typeof s.bookmarkArticle>()({
  method: 'POST',
  path: '/api/newsFeed/bookmark',
  summary: 'Toggle a bookmark, or set it when `bookmark` is given; returns the new state.',
  access: 'user',
  module: 'media',
});

export const getComments = defineEndpoint<typeof s.getComments>()({
  method: 'GET',
  path: '/api/newsFeed/comment/get',
  summary: 'Comments of an article, newest first; total in option[0].count.',
  access: 'user',
  module: 'media',
});

export const getComment = defineEndpoint<typeof s.getComment>()({
  method: 'GET',
  path: '/api/newsFeed/comment/get/:id',
  summary: 'One comment.',
  access: 'user',
  module: 'media',
});

export const createComment = defineEndpoint<typeof s.createComment>()({
  method: 'POST',
  path: '/api/newsFeed/comment/create',
  summary: 'Comment on an article (plain text).',
  access: 'user',
  module: 'media',
});

export const editComment = defineEndpoint<typeof s.editComment>()({
  method: 'PUT',
  path: '/api/newsFeed/comment/edit/:id',
  summary: 'Change the text of an own comment.',
  access: 'user',
  module: 'media',
});

export const commentAction = defineEndpoint<typeof s.commentAction>()({
  method: 'POST',
  path: '/api/newsFeed/comment/action',
  summary: 'Like, unlike or report a comment; admins also hide and restore.',
  access: 'user',
  module: 'media',
});

export const deleteComment = defineEndpoint<typeof s.deleteComment>()({
  method: 'DELETE',
  path: '/api/newsFeed/comment/delete/:id',
  summary: 'Delete a comment (its author or an admin).',
  access: 'user',
  module: 'media',
});

// ——— Authoring (issue 31): admins write, schedule, publish and delete articles and categories.

/** An article's state: no publish time, a publish time to come, or one that has passed. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_SUMMARY_MAX_LENGTH = 500;
export const ARTICLE_BODY_MAX_LENGTH = 100_000;
export const ARTICLE_AUTHOR_MAX_LENGTH = 100;
export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 300;
/** A cover image: JPEG, PNG or WebP, checked by content, kept as WebP this wide at most. */
export const ARTICLE_IMAGE_MAX_SIDE = 1600;
/** The answer to deleting a category that still has articles, without `moveTo`. */
export const categoryInUse = (count: number) =>
  `This category has ${count} article${count === 1 ? '' : 's'}: choose a category to move ${count === 1 ? 'it' : 'them'} to before deleting it.`;

export const adminListArticles = defineEndpoint<typeof s.adminListArticles>()({
  method: 'GET',
  path: '/api/admin/news-articles',
  summary:
    'Every article, drafts and scheduled ones included, newest change first; search in title and summary, `status` and `categoryId` filters; total in option[0].count. Admins only.',
  access: 'user',
  admin: true,
});

export const adminGetArticle = defineEndpoint<typeof s.adminGetArticle>()({
  method: 'GET',
  path: '/api/admin/news-articles/:id',
  summary: 'One article with its body, whatever its state. Admins only.',
  access: 'user',
  admin: true,
});

export const adminCreateArticle = defineEndpoint<typeof s.adminCreateArticle>()({
  method: 'POST',
  path: '/api/admin/news-articles',
  summary:
    'Write an article: `publishedAt` null keeps it a draft, a time to come schedules it, now or past publishes it. The body is sanitised. Admins only.',
  access: 'user',
  admin: true,
});

export const adminUpdateArticle = defineEndpoint<typeof s.adminUpdateArticle>()({
  method: 'PATCH',
  path: '/api/admin/news-articles/:id',
  summary:
    'Change an article; a field left out stays. `publishedAt` publishes (a time now or past), schedules (a time to come) or unpublishes (null). Admins only.',
  access: 'user',
  admin: true,
});

export const adminDeleteArticle = defineEndpoint<typeof s.adminDeleteArticle>()({
  method: 'DELETE',
  path: '/api/admin/news-articles/:id',
  summary: 'Delete an article with its comments, views and bookmarks. Admins only.',
  access: 'user',
  admin: true,
});

export const adminUploadArticleImage = defineEndpoint<typeof s.adminUploadArticleImage>()({
  method: 'POST',
  path: '/api/admin/news-articles/image',
  summary:
    'Upload a cover image (multipart field `file`): JPEG, PNG or WebP checked by content, at most 5 MiB; stored as WebP. Send the answer’s `imageUrl` as the article’s. Admins only.',
  access: 'user',
  admin: true,
});

export const adminListCategories = defineEndpoint<typeof s.adminListCategories>()({
  method: 'GET',
  path: '/api/admin/news-categories',
  summary:
    'Categories with their article counts (drafts included), by name; search by name; total in option[0].count. Admins only.',
  access: 'user',
  admin: true,
});

export const adminGetCategory = defineEndpoint<typeof s.adminGetCategory>()({
  method: 'GET',
  path: '/api/admin/news-categories/:id',
  summary: 'One category with its article count. Admins only.',
  access: 'user',
  admin: true,
});

export const adminCreateCategory = defineEndpoint<typeof s.adminCreateCategory>()({
  method: 'POST',
  path: '/api/admin/news-categories',
  summary: 'Add a category; its slug is made from its name when left out. Admins only.',
  access: 'user',
  admin: true,
});

export const adminUpdateCategory = defineEndpoint<typeof s.adminUpdateCategory>()({
  method: 'PATCH',
  path: '/api/admin/news-categories/:id',
  summary: 'Rename or describe a category. Admins only.',
  access: 'user',
  admin: true,
});

export const adminDeleteCategory = defineEndpoint<typeof s.adminDeleteCategory>()({
  method: 'DELETE',
  path: '/api/admin/news-categories/:id',
  summary:
    'Delete a category. One with articles is refused (409) unless `moveTo` names the category that takes them, moved in the same transaction (decision 88). Admins only.',
  access: 'user',
  admin: true,
});

/** A cover image's types and size: an avatar's (checked by content on the server). */
export {
  PROFILE_IMAGE_MAX_BYTES as ARTICLE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES as ARTICLE_IMAGE_TYPES,
} from './users';
