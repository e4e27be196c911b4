import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { news, users } from '@portal/contract';
import { auditEntries } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createCategory } from '../../test/factories-news';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// Authoring news (issue 31) on a clock the test moves, with the feed's shared pages kept for a
// minute: only the admin's drop, or a scheduled time coming, can make a change show.
const HOUR = 3_600_000;
let clock = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
const tokens = { admin: '', reader: '' };
let cat: { id: string; name: string };
let other: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ env: { FEED_CACHE_MS: '60000' }, now: () => clock });
  const db = t.database.db;
  const admin = await createUser(db, { role: 'admin', firstName: 'Grace', lastName: 'Whitfield' });
  const reader = await createUser(db);
  tokens.admin = (await t.login(admin.email, admin.password)).token;
  tokens.reader = (await t.login(reader.email, reader.password)).token;
  cat = await createCategory(db, { name: 'Authoring A' });
  other = await createCategory(db, { name: 'Authoring B' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(method, url, tokens.admin, payload);

async function write(body: Partial<news.ArticleForm> = {}): Promise<news.AdminArticle> {
  const res = await asAdmin('POST', '/api/admin/news-articles', {
    categoryId: cat.id,
    title: `Article ${Math.random().toString(36).slice(2, 8)}`,
    summary: 'What changes for community pharmacies.',
    body: '<p>The body.</p>',
    publishedAt: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const feedTitles = async (query = '') => {
  const res = await call('GET', `/api/newsFeed/get?limit=100${query}`, tokens.reader);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as news.Article[]).map((a) => a.title);
};

const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.entityId, id))
    .orderBy(auditEntries.createdAt);

describe('drafts', () => {
  it('are seen by admins only: never in the feed, search, recommendations, bookmarks or by id', async () => {
    const d = await write({ title: 'Secret valproate draft' });
    expect(d).toMatchObject({ status: 'draft', publishedAt: null, authorName: 'Grace Whitfield' });

    expect(await feedTitles()).not.toContain(d.title);
    expect(await feedTitles('&search=valproate')).not.toContain(d.title);
    expect(await feedTitles('&recommended=true')).not.toContain(d.title);
    expect(await feedTitles(`&categoryId=${cat.id}`)).not.toContain(d.title);
    expect((await call('GET', `/api/newsFeed/get/${d._id}`, tokens.reader)).statusCode).toBe(404);
    // An admin reading as a reader does not see it either: the admin list is the place for drafts.
    expect((await call('GET', `/api/newsFeed/get/${d._id}`, tokens.admin)).statusCode).toBe(404);
    const bookmark = await call('POST', '/api/newsFeed/bookmark', tokens.reader, {
      newsFeedId: d._id,
      bookmark: true,
    });
    expect(bookmark.statusCode).toBe(404);
    const comment = await call('POST', '/api/newsFeed/comment/create', tokens.reader, {
      newsFeedId: d._id,
      comment: 'First',
    });
    expect(comment.statusCode).toBe(404);
    const counts = await call('GET', '/api/newsCategory/newsfeed-category/list', tokens.reader);
    expect(
      (counts.json().data as news.CategoryWithCount[]).find((c) => c._id === cat.id)?.articleCount,
    ).toBe(0);

    const list = await asAdmin('GET', '/api/admin/news-articles?status=draft&search=valproate');
    expect(list.statusCode).toBe(200);
    expect((list.json().data as news.AdminArticle[]).map((a) => a._id)).toEqual([d._id]);
    expect(list.json().option[0].count).toBe(1);
    expect((await asAdmin('GET', `/api/admin/news-articles/${d._id}`)).json().data.title).toBe(
      d.title,
    );
  });

  it('a published article unpublished leaves the feed and the reader’s bookmarks at once', async () => {
    const a = await write({ publishedAt: new Date(clock.getTime() - HOUR).toISOString() });
    expect(a.status).toBe('published');
    await call('POST', '/api/newsFeed/bookmark', tokens.reader, {
      newsFeedId: a._id,
      bookmark: true,
    });
    expect(await feedTitles()).toContain(a.title);
    expect(await feedTitles('&bookmark=true')).toContain(a.title);

    const res = await asAdmin('PATCH', `/api/admin/news-articles/${a._id}`, { publishedAt: null });
    expect(res.json().data.status).toBe('draft');
    expect(await feedTitles()).not.toContain(a.title);
    expect(await feedTitles('&bookmark=true')).not.toContain(a.title);
    expect((await call('GET', `/api/newsFeed/get/${a._id}`, tokens.reader)).statusCode).toBe(404);
  });
});

describe('publishing', () => {
  it('shows in the shared feed at once: the cached page is dropped', async () => {
    const d = await write();
    const before = await feedTitles(); // cached for a minute from here
    expect(before).not.toContain(d.title);
    const res = await asAdmin('PATCH', `/api/admin/news-articles/${d._id}`, {
      publishedAt: clock.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('published');
    expect(await feedTitles()).toContain(d.title);
    expect((await call('GET', `/api/newsFeed/get/${d._id}`, tokens.reader)).statusCode).toBe(200);
  });

  it('a scheduled article shows once its time has come, with no change and no restart', async () => {
    const at = new Date(clock.getTime() + HOUR);
    const s = await write({ title: 'Scheduled one', publishedAt: at.toISOString() });
    expect(s.status).toBe('scheduled');
    expect(await feedTitles()).not.toContain(s.title); // the page is now shared for a minute
    clock = new Date(at.getTime() - 1000);
    expect(await feedTitles()).not.toContain(s.title);
    clock = new Date(at.getTime() + 1000);
    expect(await feedTitles()).toContain(s.title);
    expect((await call('GET', `/api/newsFeed/get/${s._id}`, tokens.reader)).statusCode).toBe(200);
    const listed = await asAdmin('GET', `/api/admin/news-articles/${s._id}`);
    expect(listed.json().data.status).toBe('published');
  });

  it('records every change with its before and after, in the audit trail', async () => {
    const d = await write({ title: 'Audited' });
    await asAdmin('PATCH', `/api/admin/news-articles/${d._id}`, { title: 'Audited, retitled' });
    await asAdmin('PATCH', `/api/admin/news-articles/${d._id}`, {
      publishedAt: clock.toISOString(),
    });
    await asAdmin('PATCH', `/api/admin/news-articles/${d._id}`, { publishedAt: null });
    expect((await asAdmin('DELETE', `/api/admin/news-articles/${d._id}`)).statusCode).toBe(200);
    const rows = await auditOf(d._id);
    expect(rows.map((r) => [r.entity, r.action, r.actorName])).toEqual([
      ['newsArticle', 'create', 'Grace Whitfield'],
      ['newsArticle', 'update', 'Grace Whitfield'],
      ['newsArticle', 'publish', 'Grace Whitfield'],
      ['newsArticle', 'unpublish', 'Grace Whitfield'],
      ['newsArticle', 'delete', 'Grace Whitfield'],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ title: 'Audited', status: 'draft' });
    expect(rows[1]!.before).toMatchObject({ title: 'Audited' });
    expect(rows[1]!.after).toMatchObject({ title: 'Audited, retitled' });
    expect(rows[2]!.before).toMatchObject({ status: 'draft' });
    expect(rows[2]!.after).toMatchObject({ status: 'published' });
    expect(rows[4]!.before).toMatchObject({ title: 'Audited, retitled' });
    expect(rows[4]!.after).toBeNull();
    expect((await asAdmin('GET', `/api/admin/news-articles/${d._id}`)).statusCode).toBe(404);
  });
});

describe('input', () => {
  it('sanitises the body on the server', async () => {
    const a = await write({ body: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(a.body).not.toMatch(/script|onclick/);
    expect(a.body).toContain('Hi');
  });

  it('refuses a missing title with the spec’s message, and an unknown category', async () => {
    const res = await asAdmin('POST', '/api/admin/news-articles', {
      categoryId: cat.id,
      title: '',
      summary: 's',
      body: '<p>b</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This field is required');
    const unknown = await asAdmin('POST', '/api/admin/news-articles', {
      categoryId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
      summary: 's',
      body: '<p>b</p>',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a cover image uploaded for articles, and refuses a wrong type, an oversize file or anyone else’s url', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#39c' } })
      .png()
      .toBuffer();
    const up = (bytes: Buffer, type = 'image/png') =>
      t.request({
        method: 'POST',
        url: '/api/admin/news-articles/image',
        token: tokens.admin,
        ...multipartFile('file', 'cover.png', type, bytes),
      });
    const ok = await up(png);
    expect(ok.statusCode, ok.body).toBe(200);
    const imageUrl = ok.json().data.imageUrl as string;
    expect(imageUrl).toMatch(/^\/uploads\/news\/[0-9a-f-]+\.webp$/);
    const a = await write({ imageUrl });
    expect(a.imageUrl).toBe(imageUrl);

    // A PDF named and typed as a PNG is checked by its content.
    const fake = await up(Buffer.from('%PDF-1.4 not an image'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe('Please upload a JPEG, PNG or WebP image.');
    const big = await up(Buffer.alloc(users.PROFILE_IMAGE_MAX_BYTES + 1, 1));
    expect(big.statusCode).toBe(413);

    const foreign = await asAdmin('POST', '/api/admin/news-articles', {
      categoryId: cat.id,
      title: 'x',
      summary: 's',
      body: '<p>b</p>',
      imageUrl: '/uploads/news/not-ours.webp',
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('categories', () => {
  it('are created, renamed and listed with every article counted, drafts included', async () => {
    const res = await asAdmin('POST', '/api/admin/news-categories', { name: 'Medicines Safety' });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data as news.AdminCategory;
    expect(c).toMatchObject({ slug: 'medicines-safety', articleCount: 0 });
    await write({ categoryId: c._id });
    const renamed = await asAdmin('PATCH', `/api/admin/news-categories/${c._id}`, {
      name: 'Medicine Safety',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Medicine Safety', articleCount: 1 });
    const again = await asAdmin('POST', '/api/admin/news-categories', { name: 'Medicine Safety' });
    expect(again.statusCode).toBe(409);
    const list = await asAdmin('GET', '/api/admin/news-categories?search=medicine');
    expect((list.json().data as news.AdminCategory[]).map((x) => x.name)).toEqual([
      'Medicine Safety',
    ]);
    const rows = await auditOf(c._id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('one with articles is refused unless they move to another category', async () => {
    const from = (await asAdmin('POST', '/api/admin/news-categories', { name: 'To retire' })).json()
      .data as news.AdminCategory;
    const a = await write({ categoryId: from._id });
    const refused = await asAdmin('DELETE', `/api/admin/news-categories/${from._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(news.categoryInUse(1));
    const self = await asAdmin(
      'DELETE',
      `/api/admin/news-categories/${from._id}?moveTo=${from._id}`,
    );
    expect(self.statusCode).toBe(400);

    const moved = await asAdmin(
      'DELETE',
      `/api/admin/news-categories/${from._id}?moveTo=${other.id}`,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const article = (await asAdmin('GET', `/api/admin/news-articles/${a._id}`)).json().data;
    expect(article.category._id).toBe(other.id);
    expect((await asAdmin('GET', `/api/admin/news-categories/${from._id}`)).statusCode).toBe(404);
    expect((await auditOf(from._id)).map((r) => r.action)).toEqual(['create', 'delete']);

    const empty = (
      await asAdmin('POST', '/api/admin/news-categories', { name: 'Empty one' })
    ).json().data as news.AdminCategory;
    expect((await asAdmin('DELETE', `/api/admin/news-categories/${empty._id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('access', () => {
  it('refuses readers (403) and anonymous callers (401)', async () => {
    expect((await call('GET', '/api/admin/news-articles', tokens.reader)).statusCode).toBe(403);
    const anon = await t.request({ method: 'GET', url: '/api/admin/news-articles' });
    expect(anon.statusCode).toBe(401);
  });
});
