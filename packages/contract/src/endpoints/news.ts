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
