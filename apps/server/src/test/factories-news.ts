import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { createNewsService, type ArticleInput } from '../modules/news/news.service';

const suffix = () => randomBytes(4).toString('hex');

/** Inserts a news category. */
export async function createCategory(db: Db, opts: { name?: string } = {}) {
  const name = opts.name ?? `Category ${suffix()}`;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix()}`;
  const id = await createNewsService({ db }).createCategory({ name, slug });
  return { id, name };
}

/** Publishes an article through the service, so its body is sanitised as every write is. */
export async function createArticle(db: Db, opts: Partial<ArticleInput> & { categoryId: string }) {
  const title = opts.title ?? `Article ${suffix()}`;
  const id = await createNewsService({ db }).publishArticle({
    title,
    summary: 'A short summary for the feed card.',
    body: '<p>Article body.</p>',
    authorName: 'Test Editor',
    publishedAt: new Date(Date.now() - 60_000),
    ...opts,
  });
  return { id, title };
}
