import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStorage } from '../infra/storage';
import {
  newsArticles,
  newsBookmarks,
  newsCategories,
  newsCommentReactions,
  newsComments,
} from '../db/schema';
import { sanitizeRichText } from '../infra/rich-text';
import { DEMO_AUTHORS, DEMO_CATEGORIES, DEMO_COMMENTS, type DemoCategory } from './news-content';
import type { Random } from './random';

/** The newest demo article; the others spread over the nine months before it. */
const LATEST = Date.parse('2026-11-13T09:30:00Z');
const SPREAD_DAYS = 270;
const HOUR = 3_600_000;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A white motif per category, drawn in a 120 x 120 box centred on (0, 0). The shapes are simple
 * on purpose: at thumbnail size they read as an illustration, not as a letter or a broken image.
 */
const MOTIFS: Record<string, string> = {
  // A pharmacy cross.
  'pharmacy-first': `<path d='M-18-60h36v42h42v36h-42v42h-36v-42h-42v-36h42z' fill='#fff'/>`,
  // A shield with a tick.
  'regulation-gphc':
    `<path d='M0-62l50 18v34c0 34-22 58-50 70-28-12-50-36-50-70v-34z' fill='#fff'/>` +
    `<path d='M-22 0l15 16 30-32' fill='none' stroke-width='11' stroke-linecap='round' stroke-linejoin='round' class='ink'/>`,
  // A capsule.
  'medicines-safety':
    `<g transform='rotate(-40)'><rect x='-64' y='-26' width='128' height='52' rx='26' fill='#fff'/>` +
    `<rect x='0' y='-26' width='64' height='52' rx='26' fill='#fff' fill-opacity='.55'/><rect x='0' y='-26' width='26' height='52' fill='#fff' fill-opacity='.55'/></g>`,
  // A leaf with its vein.
  'medicinal-cannabis':
    `<path d='M0 62C-46 30-46-30 0-66 46-30 46 30 0 62z' fill='#fff'/>` +
    `<path d='M0 56V-50M0 10l-20-16M0-10l18-14' fill='none' stroke-width='6' stroke-linecap='round' class='ink'/>`,
  // A heart with a pulse line.
  'clinical-practice':
    `<path d='M0 58C-70 10-62-50-30-54-14-56-4-44 0-34 4-44 14-56 30-54 62-50 70 10 0 58z' fill='#fff'/>` +
    `<path d='M-44-4h22l10-18 14 36 10-18h32' fill='none' stroke-width='7' stroke-linecap='round' stroke-linejoin='round' class='ink'/>`,
  // A shop front with an awning.
  'community-pharmacy':
    `<path d='M-58-20l14-36h88l14 36z' fill='#fff'/><rect x='-50' y='-14' width='100' height='70' rx='4' fill='#fff'/>` +
    `<rect x='-14' y='14' width='28' height='42' class='fill-ink'/><path d='M26 0v24M14 12h24' stroke-width='7' class='ink'/>`,
  // An open book.
  'education-cpd':
    `<path d='M-64-40c24-8 46-6 60 6v84c-14-12-36-14-60-6z' fill='#fff'/>` +
    `<path d='M64-40c-24-8-46-6-60 6v84c14-12 36-14 60-6z' fill='#fff' fill-opacity='.8'/>`,
  // A globe.
  'public-health':
    `<circle r='60' fill='#fff'/>` +
    `<path d='M-60 0h120M0-60c-26 30-26 90 0 120M0-60c26 30 26 90 0 120M-52-30h104M-52 30h104' fill='none' stroke-width='5' class='ink'/>`,
};

/**
 * A cover image: the category's gradient with an illustration of it in the middle, as an SVG file
 * of about 1 KB. The motif stays within the central square with wide margins, so a frame that
 * crops the picture to any shape around its centre (a square thumbnail, a wide banner) still
 * shows it whole; the background may be cut anywhere.
 */
export function coverImage(category: DemoCategory, rnd: Random): string {
  const [from, to] = category.colours;
  const motif = MOTIFS[category.slug] ?? MOTIFS['pharmacy-first']!;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360' viewBox='0 0 640 360' preserveAspectRatio='xMidYMid slice'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='${rnd.int(2, 10) / 10}'>` +
    `<stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient>` +
    `<style>.ink{stroke:${to}}.fill-ink{fill:${to}}</style></defs>` +
    `<rect width='640' height='360' fill='url(#g)'/>` +
    `<circle cx='${rnd.int(40, 140)}' cy='${rnd.int(250, 340)}' r='${rnd.int(60, 110)}' fill='#fff' fill-opacity='.08'/>` +
    `<circle cx='${rnd.int(500, 600)}' cy='${rnd.int(20, 110)}' r='${rnd.int(50, 100)}' fill='#fff' fill-opacity='.08'/>` +
    `<circle cx='320' cy='180' r='104' fill='#fff' fill-opacity='.16'/>` +
    `<g transform='translate(320 180)'>${motif}</g>` +
    `</svg>`;
  return svg;
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
 * The covers are files in `uploads`, served as an editor's uploaded images are (decision 51):
 * as data URLs they were written into every list of articles, and a browser made an SVG
 * document for each, on the main thread, the moment the list's markup was inserted.
 */
export async function seedNews(
  db: Db,
  rnd: Random,
  userIds: readonly string[],
  uploads: FileStorage,
): Promise<void> {
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
      const id = rnd.uuid();
      const cover = `demo/news/${id}.svg`;
      await uploads.put(cover, Buffer.from(coverImage(category, rnd)));
      articles.push({
        id,
        categoryId,
        title,
        summary,
        body: sanitizeRichText(articleBody(category, summary, points)),
        imageUrl: uploads.url(cover),
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
