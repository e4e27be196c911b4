import type { news } from '@portal/contract';
import { londonDay } from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import {
  canDeleteComment,
  canEditComment,
  canModerateComments,
  canReportComment,
  type Actor,
} from './news.policy';
import type { Page } from '../../db/paging';
import { createArticlesRepository } from './articles.repository';
import { createCommentRules, withPermissions } from './comment-rules';
import { createCategoriesRepository } from './categories.repository';
import { createCommentsRepository, type Viewer } from './comments.repository';
import { createReactionsRepository } from './reactions.repository';
import { createFeedCache } from './feed-cache';
import { safeImageUrl, sanitizeRichText } from '../../infra/rich-text';
import {
  reviewItem,
  type AlsoInTransaction,
  type ReviewDecision,
} from '../../infra/discussion/moderation';
import { commentFacts } from '../../infra/discussion/comments';
import type { InvalidationBus } from '../../infra/invalidation-bus';
import type { Uploads } from '../../infra/uploads';
import { createNewsAdminService } from './admin.service';

export interface NewsServiceDeps {
  db: Db;
  /** How long a feed page is shared between readers (0: not at all). */
  feedCacheMs?: number;
  /** Carries the feed's drops to the other processes (an admin's change shows everywhere at once). */
  bus?: InvalidationBus;
  /** Articles' cover images (served at /uploads). */
  uploads?: Uploads;
  now?: () => Date;
}

/** How long a reader's bookmarked ids are kept (as the session cache keeps a session). */
const BOOKMARKS_CACHE_MS = 60_000;
/** How long whether an article is published is shared (never past the next scheduled publish). */
const PUBLISHED_CACHE_MS = 60_000;

/** An article as an editor (or the demo data) writes it; the body is HTML of any origin. */
export interface ArticleInput {
  id?: string;
  categoryId: string;
  title: string;
  summary: string;
  body: string;
  imageUrl?: string | null;
  authorName: string;
  /** Null: a draft. */
  publishedAt: Date | null;
  viewCount?: number;
}

const viewerOf = (user: Actor): Viewer => ({ userId: user._id, isAdmin: user.isAdmin });
/** Reads the shared feed as nobody in particular: no bookmarks. */
const SHARED_READER = '00000000-0000-0000-0000-000000000000';

const factsOf = commentFacts;

/** Media: categories, the feed, bookmarks, view counting and comments with their rules. */
export function createNewsService({
  db,
  feedCacheMs = 0,
  bus,
  uploads,
  now = () => new Date(),
}: NewsServiceDeps) {
  const articles = createArticlesRepository(db);
  const categories = createCategoriesRepository(db);
  const comments = createCommentsRepository(db);
  const reactions = createReactionsRepository(db);
  // HOT-PATH EXCEPTION (decision 21), not part of the template: the feed is shared between
  // readers for a moment. A new domain reads through its repository without a cache.
  const cache = createFeedCache<Page<news.Article>>({
    ttlMs: feedCacheMs,
    // A reader's bookmarks change only through `bookmark` below, which drops them everywhere.
    bookmarksTtlMs: feedCacheMs > 0 ? BOOKMARKS_CACHE_MS : 0,
    // Every change to an article drops these, here and in every other process.
    publishedTtlMs: feedCacheMs > 0 ? PUBLISHED_CACHE_MS : 0,
    maxEntries: 5_000,
    // The service's clock, which also tells when the next scheduled article is due.
    now: () => now().getTime(),
    bus,
  });
  // Authoring (issue 31): every committed change drops the shared pages here and, through the
  // bus, in every other process, so a publish (or an unpublish) shows to everyone at once.
  const admin = createNewsAdminService({
    db,
    uploads,
    now,
    changed: cache.pagesChanged,
  });

  /** The article is published (shared between readers, decision 21), or "not found". */
  async function requireArticle(id: string): Promise<void> {
    const published = await cache.isPublished(id, async () => {
      const [value, next] = await Promise.all([
        articles.articleExists(id, now()),
        feedCacheMs > 0 ? admin.nextScheduledAt() : null,
      ]);
      return { value, until: next?.getTime() ?? null };
    });
    if (!published) throw notFound('Article');
  }

  const { visibleComment, report, setHidden, reload } = createCommentRules({
    db,
    comments,
    reactions,
    now,
  });

  return {
    admin,

    categories: () => categories.allCategories(),

    listCategories: (q: news.CategoryListBody): Promise<Page<news.Category>> =>
      categories.pageCategories(q),

    categoriesWithCounts: () => categories.categoriesWithCounts(now()),

    async listArticles(q: news.ArticleListQuery, user: Actor): Promise<Page<news.Article>> {
      // Recommendations and a reader's own bookmarks are theirs alone; the plain feed is shared,
      // with each reader's bookmark flags laid over it.
      if (q.recommended) return articles.recommendedArticles(q, user._id, now());
      if (q.bookmark) return articles.bookmarkedArticles(q, user._id, now());
      const key = JSON.stringify([q.categoryId ?? null, q.search ?? null, q.limit, q.skip]);
      const [page, marked] = await Promise.all([
        // A shared page never outlives the next scheduled publish: it shows at its time.
        cache.pageUntil(key, async () => {
          const [value, next] = await Promise.all([
            articles.pageArticles(q, SHARED_READER, now()),
            feedCacheMs > 0 ? admin.nextScheduledAt() : null,
          ]);
          return { value, until: next?.getTime() ?? null };
        }),
        cache.bookmarkedIds(user._id, () => articles.bookmarkedIds(user._id)),
      ]);
      return {
        rows: page.rows.map((a) => ({ ...a, isBookmarked: marked.has(a._id) })),
        total: page.total,
      };
    },

    /** One article; with `countView` the user's first view of the day is counted. */
    async getArticle(id: string, user: Actor, countView: boolean): Promise<news.ArticleDetail> {
      const at = now();
      const article = await articles.findArticle(id, user._id, at);
      if (!article) throw notFound('Article');
      // A view does not drop the shared feed pages: the feed's counts may be FEED_CACHE_MS old,
      // like everything else in a shared page (decision 21). Dropping them at every first view of
      // the day kept the feed, the most read list, from being shared at all under load.
      const counted = countView && (await articles.recordView(user._id, id, londonDay(at)));
      return {
        ...article,
        // Stored bodies were cleaned on write; cleaning again costs little for one article and
        // keeps a row written around the service (a migration, a manual fix) from reaching a page.
        body: sanitizeRichText(article.body),
        viewCount: article.viewCount + (counted ? 1 : 0),
      };
    },

    async bookmark(body: news.BookmarkBody, user: Actor): Promise<news.BookmarkResult> {
      await requireArticle(body.newsFeedId);
      const state = await articles.setBookmark(user._id, body.newsFeedId, body.bookmark);
      cache.dropBookmarks(user._id);
      return { newsFeedId: body.newsFeedId, ...state };
    },

    async listComments(q: news.CommentListQuery, user: Actor): Promise<Page<news.Comment>> {
      await requireArticle(q.newsFeedId);
      const page = await comments.pageComments(q.newsFeedId, q, viewerOf(user));
      return { rows: page.rows.map((c) => withPermissions(user, c)), total: page.total };
    },

    getComment: reload,

    async createComment(body: news.CreateCommentBody, user: Actor): Promise<news.Comment> {
      await requireArticle(body.newsFeedId);
      const id = await comments.createComment({
        articleId: body.newsFeedId,
        authorId: user._id,
        body: body.comment,
      });
      cache.dropPages();
      return reload(id, user);
    },

    async editComment(id: string, body: news.EditCommentBody, user: Actor): Promise<news.Comment> {
      const comment = await visibleComment(id, user);
      if (!canEditComment(user, factsOf(comment))) {
        throw forbidden('You can only edit your own comments.');
      }
      await comments.editComment(id, body.comment, now());
      return reload(id, user);
    },

    async commentAction(body: news.CommentActionBody, user: Actor): Promise<news.Comment> {
      const id = body.responseId;
      const comment = await visibleComment(id, user);
      switch (body.status) {
        case 'like':
          await reactions.like(id, user._id);
          break;
        case 'unlike':
          await reactions.unlike(id, user._id);
          break;
        case 'report':
          if (!canReportComment(user, factsOf(comment))) {
            throw badRequest('You cannot report your own comment.');
          }
          await report(id, user._id);
          break;
        case 'hide':
        case 'restore':
          if (!canModerateComments(user)) throw forbidden('Only administrators can do this.');
          await setHidden(id, body.status === 'hide');
          break;
      }
      // Hiding and restoring change the article's comment count.
      cache.dropPages();
      // The reporter may no longer see a comment their report hid; they get its state anyway.
      const after = await comments.findComment(id, user._id);
      if (!after) throw notFound('Comment');
      return withPermissions(user, after);
    },

    /**
     * The review queue's decision on a reported comment (decision 94), with `also` (its audit
     * row) in the transaction; the article's comment count follows.
     */
    async reviewComment(id: string, decision: ReviewDecision, also: AlsoInTransaction) {
      const found = await reviewItem(db, reactions, { id, decision, at: now() }, async (tx) => {
        await comments.refreshCountOf(id, tx);
        await also(tx);
      });
      if (!found) throw notFound('Comment');
      cache.dropPages();
    },

    async deleteComment(id: string, user: Actor): Promise<void> {
      const comment = await visibleComment(id, user);
      if (!canDeleteComment(user, factsOf(comment))) {
        throw forbidden('You can only delete your own comments.');
      }
      await comments.deleteComment(id);
      cache.dropPages();
    },

    /** Adds a category (editorial tooling and demo data; no API call of SPEC §7 writes them). */
    createCategory: (input: { id?: string; name: string; slug: string; description?: string }) =>
      articles.insertCategory(input),

    /** Stores an article with its body sanitised and its image checked: the only write path. */
    async publishArticle(input: ArticleInput) {
      const id = await articles.insertArticle({
        ...input,
        body: sanitizeRichText(input.body),
        imageUrl: safeImageUrl(input.imageUrl),
      });
      cache.dropPages();
      return id;
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
