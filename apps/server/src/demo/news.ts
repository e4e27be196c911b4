import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  newsArticles,
  newsBookmarks,
  newsCategories,
  newsCommentReactions,
  newsComments,
} from '../db/schema';
import { sanitizeArticleHtml } from '../modules/news/news.sanitize';
import { DEMO_AUTHORS, DEMO_CATEGORIES, DEMO_COMMENTS, type DemoCategory } from './news-content';
import type { Random } from './random';

/** The newest demo article; the others spread over the nine months before it. */
const LATEST = Date.parse('2026-11-13T09:30:00Z');
const SPREAD_DAYS = 270;
const HOUR = 3_600_000;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small cover image: the category's gradient, a soft circle and the category initial, as an
 * SVG data URL (no network, under 1 KB). `#`, `<` and `>` are the only characters to escape.
 */
export function coverImage(category: DemoCategory, rnd: Random): string {
  const [from, to] = category.colours;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360' viewBox='0 0 640 360'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='${rnd.int(2, 10) / 10}'>` +
    `<stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
    `<rect width='640' height='360' fill='url(%23g)'/>` +
    `<circle cx='${rnd.int(380, 600)}' cy='${rnd.int(40, 320)}' r='${rnd.int(90, 200)}' fill='%23fff' fill-opacity='.14'/>` +
    `<text x='60' y='300' font-family='Arial,sans-serif' font-size='150' font-weight='700' fill='%23fff' fill-opacity='.9'>${category.name[0] ?? ''}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${svg.replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;
}

function articleBody(category: DemoCategory, summary: string, points: readonly string[]): string {
  return [
    `<p>${escapeHtml(summary)}</p>`,
    '<h2>What this means in practice</h2>',
    `<ul>${points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`,
    '<p>Talk it through with your team, and record what you learn as CPD for revalidation.</p>',
    `<p>Further reading: <a href="${category.source.url}">${escapeHtml(category.source.label)}</a>.</p>`,
  ].join('');
}

/**
 * Demo media: categories, articles about UK pharmacy practice with covers, dates over nine months
 * and view counts, some comments and likes, and a few bookmarks for the first demo account.
 * `userIds` are the demo people, demo accounts first. Deterministic for a given `rnd` state.
 */
export async function seedNews(db: Db, rnd: Random, userIds: readonly string[]): Promise<void> {
  const categories: (typeof newsCategories.$inferInsert)[] = [];
  const articles: (typeof newsArticles.$inferInsert & { id: string; publishedAt: Date })[] = [];
  for (const category of DEMO_CATEGORIES) {
    const categoryId = rnd.uuid();
    categories.push({
      id: categoryId,
      name: category.name,
      slug: category.slug,
      description: category.description,
    });
    for (const [title, summary, points] of category.articles) {
      const publishedAt = new Date(
        LATEST - rnd.int(0, SPREAD_DAYS) * 24 * HOUR - rnd.int(0, 10) * HOUR,
      );
      articles.push({
        id: rnd.uuid(),
        categoryId,
        title,
        summary,
        body: sanitizeArticleHtml(articleBody(category, summary, points)),
        imageUrl: coverImage(category, rnd),
        authorName: rnd.pick(DEMO_AUTHORS),
        publishedAt,
        // Older articles have had longer to gather views.
        viewCount: Math.round(
          rnd.int(20, 400) * (1 + (LATEST - publishedAt.getTime()) / (30 * 24 * HOUR)),
        ),
      });
    }
  }

  const comments: (typeof newsComments.$inferInsert)[] = [];
  const likes: (typeof newsCommentReactions.$inferInsert)[] = [];
  for (const article of articles) {
    if (rnd.next() < 0.45) continue;
    const n = rnd.int(1, 4);
    for (let i = 0; i < n; i++) {
      const id = rnd.uuid();
      const createdAt = new Date(article.publishedAt.getTime() + rnd.int(1, 240) * HOUR);
      comments.push({
        id,
        articleId: article.id,
        authorId: rnd.pick(userIds),
        body: rnd.pick(DEMO_COMMENTS),
        createdAt,
        updatedAt: createdAt,
      });
      const likers = new Set(Array.from({ length: rnd.int(0, 5) }, () => rnd.pick(userIds)));
      for (const userId of likers) likes.push({ commentId: id, userId, kind: 'like' });
    }
  }

  const bookmarkOwner = userIds[0];
  const bookmarks = bookmarkOwner
    ? [...new Set(Array.from({ length: 5 }, () => rnd.pick(articles).id))].map((articleId) => ({
        userId: bookmarkOwner,
        articleId,
      }))
    : [];

  await db.insert(newsCategories).values(categories);
  await db.insert(newsArticles).values(articles);
  if (comments.length) await db.insert(newsComments).values(comments);
  if (likes.length) await db.insert(newsCommentReactions).values(likes);
  if (bookmarks.length) await db.insert(newsBookmarks).values(bookmarks);
  // The stored counter must match the rows, as the service keeps it.
  await db.update(newsArticles).set({
    commentCount: sql`(select count(*)::int from ${newsComments} where ${newsComments.articleId} = ${newsArticles.id} and ${newsComments.hiddenAt} is null)`,
  });
}
