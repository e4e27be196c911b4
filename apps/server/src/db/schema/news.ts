import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import {
  commentReactionsTable,
  discussionCommentChecks,
  discussionCommentColumns,
} from './discussion';
import { users } from './users';

/** Media categories (SPEC §1 Media). */
export const newsCategories = pgTable('news_categories', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
  ...timestamps,
});

/**
 * Articles. `body` is HTML that was sanitised before it was written. `viewCount` and
 * `commentCount` are kept in step with their tables inside the writing transaction, so the feed,
 * the hottest query, reads one row per article without counting.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid().primaryKey().defaultRandom(),
    categoryId: uuid()
      .notNull()
      .references(() => newsCategories.id),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    imageUrl: text(),
    authorName: text().notNull(),
    /** Null: a draft; in the future: scheduled; past: published (issue 31). */
    publishedAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // The feed: newest first, with the id as tie-breaker so pages never overlap. NULLS FIRST is
    // what a plain `order by ... desc` asks for, so the planner can walk the index.
    index('news_articles_published_idx').on(
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('news_articles_category_published_idx').on(
      t.categoryId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** One row per bookmarked article; the key makes a double click unable to add a second row. */
export const newsBookmarks = pgTable(
  'news_bookmarks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid()
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('news_bookmarks_article_idx').on(t.articleId),
  ],
);

/** Counted views: the key allows one view per user, article and (UK) calendar day. */
export const newsArticleViews = pgTable(
  'news_article_views',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid()
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    day: date().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId, t.day] }),
    index('news_article_views_article_idx').on(t.articleId),
  ],
);

/** Plain-text comments. A hidden comment is seen only by its author and by admins. */
export const newsComments = pgTable(
  'news_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    articleId: uuid()
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    ...discussionCommentColumns(),
  },
  (t) => [
    index('news_comments_article_created_idx').on(
      t.articleId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    ...discussionCommentChecks('news_comments', t),
  ],
);

/** Likes and reports; the key keeps each user to one of each per comment. */
export const newsCommentReactions = commentReactionsTable(
  'news_comment_reactions',
  () => newsComments.id,
);
