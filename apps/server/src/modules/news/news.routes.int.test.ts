import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, news } from '@portal/contract';
import { newsArticles } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createArticle, createCategory } from '../../test/factories-news';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens = { alice: '', bob: '', carol: '', dave: '', admin: '', noMedia: '' };
const ids = { alice: '', bob: '' };
let catA: { id: string; name: string };
let catB: { id: string; name: string };
let catEmpty: { id: string; name: string };
/** Published articles of the feed, newest first. */
const feed: { id: string; title: string; categoryId: string }[] = [];
let future: { id: string };

const HOUR = 3_600_000;

async function signIn(opts: Parameters<typeof createUser>[1] = {}) {
  const u = await createUser(t.database.db, opts);
  const { token } = await t.login(u.email, u.password);
  return { id: u.id, token };
}

const get = (url: string, token = tokens.alice) => t.request({ method: 'GET', url, token });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = tokens.alice,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const alice = await signIn({ firstName: 'Alice', lastName: 'Archer' });
  const bob = await signIn({ firstName: 'Bob', lastName: 'Baker' });
  tokens.alice = alice.token;
  tokens.bob = bob.token;
  ids.alice = alice.id;
  ids.bob = bob.id;
  tokens.carol = (await signIn()).token;
  tokens.dave = (await signIn()).token;
  tokens.admin = (await signIn({ role: 'admin' })).token;
  tokens.noMedia = (await signIn({ modules: ['home', 'forum'] })).token;

  catA = await createCategory(db, { name: 'Pharmacy First' });
  catB = await createCategory(db, { name: 'Regulation' });
  catEmpty = await createCategory(db, { name: 'Zz Empty' });

  // 12 in A and 5 in B, one hour apart, so the expected order is known exactly.
  const now = Date.now();
  for (let i = 0; i < 17; i++) {
    const categoryId = [1, 5, 9, 13, 16].includes(i) ? catB.id : catA.id;
    const title =
      i === 3 ? 'Valproate safety update' : i === 8 ? '100%_off offers explained' : `Article ${i}`;
    const summary = i === 6 ? 'New VALPROATE pregnancy rules.' : 'A summary.';
    const a = await createArticle(db, {
      categoryId,
      title,
      summary,
      publishedAt: new Date(now - (i + 1) * HOUR),
    });
    feed.push({ id: a.id, title, categoryId });
  }
  future = await createArticle(db, {
    categoryId: catA.id,
    title: 'Scheduled for tomorrow',
    publishedAt: new Date(now + 24 * HOUR),
  });
});
afterAll(() => t.close());

const inA = () => feed.filter((a) => a.categoryId === catA.id);
const inB = () => feed.filter((a) => a.categoryId === catB.id);

describe('access', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/newsCategory/get'],
    ['POST', '/api/newsCategory/list', {}],
    ['GET', '/api/newsCategory/newsfeed-category/list'],
    ['GET', '/api/newsFeed/get'],
    ['GET', `/api/newsFeed/get/${randomUUID()}`],
    ['POST', '/api/newsFeed/bookmark', { newsFeedId: randomUUID() }],
    ['GET', `/api/newsFeed/comment/get?newsFeedId=${randomUUID()}`],
    ['GET', `/api/newsFeed/comment/get/${randomUUID()}`],
    ['POST', '/api/newsFeed/comment/create', { newsFeedId: randomUUID(), comment: 'Hi' }],
    ['PUT', `/api/newsFeed/comment/edit/${randomUUID()}`, { comment: 'Hi' }],
    ['POST', '/api/newsFeed/comment/action', { responseId: randomUUID(), status: 'like' }],
    ['DELETE', `/api/newsFeed/comment/delete/${randomUUID()}`],
  ];

  it.each(calls)('%s %s needs a session (401)', async (method, url, payload) => {
    const res = await t.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it.each(calls)('%s %s needs the media module (403)', async (method, url, payload) => {
    const res = await t.request({
      method: method as 'GET',
      url,
      token: tokens.noMedia,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('categories', () => {
  it('GET newsCategory/get lists every category by name', async () => {
    const res = await get('/api/newsCategory/get');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: news.Category) => c.name)).toEqual([
      'Pharmacy First',
      'Regulation',
      'Zz Empty',
    ]);
  });

  it('POST newsCategory/list pages and searches', async () => {
    const page = await send('POST', '/api/newsCategory/list', { limit: 2, skip: 0 });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((c: news.Category) => c.name)).toEqual([
      'Pharmacy First',
      'Regulation',
    ]);
    expect(page.json().option).toEqual([{ count: 3 }]);

    const second = await send('POST', '/api/newsCategory/list', { limit: 2, skip: 2 });
    expect(second.json().data.map((c: news.Category) => c.name)).toEqual(['Zz Empty']);
    expect(second.json().option).toEqual([{ count: 3 }]);

    const searched = await send('POST', '/api/newsCategory/list', { search: 'regul' });
    expect(searched.json().data.map((c: news.Category) => c._id)).toEqual([catB.id]);
    expect(searched.json().option).toEqual([{ count: 1 }]);

    const empty = await send('POST', '/api/newsCategory/list', { search: '  ' });
    expect(empty.json().option).toEqual([{ count: 3 }]);

    const past = await send('POST', '/api/newsCategory/list', { skip: 50 });
    expect(past.json()).toMatchObject({ data: [], option: [{ count: 3 }] });
  });

  it('POST newsCategory/list rejects bad bodies with 400', async () => {
    for (const body of [{ limit: 0 }, { limit: 101 }, { skip: -1 }, { sort: 'name' }]) {
      const res = await send('POST', '/api/newsCategory/list', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('GET newsfeed-category/list counts published articles', async () => {
    const res = await get('/api/newsCategory/newsfeed-category/list');
    expect(res.statusCode).toBe(200);
    const counts = Object.fromEntries(
      res.json().data.map((c: news.CategoryWithCount) => [c._id, c.articleCount]),
    );
    expect(counts).toEqual({ [catA.id]: inA().length, [catB.id]: 5, [catEmpty.id]: 0 });
    expect(inA().length).toBe(12);
  });
});

describe('GET /api/newsFeed/get', () => {
  it('returns the newest ten with the total, and never a scheduled article', async () => {
    const res = await get('/api/newsFeed/get');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.option).toEqual([{ count: 17 }]);
    expect(body.data.map((a: news.Article) => a._id)).toEqual(feed.slice(0, 10).map((a) => a.id));
    expect(body.data[0]).toEqual({
      _id: feed[0]!.id,
      title: feed[0]!.title,
      summary: 'A summary.',
      imageUrl: null,
      category: { _id: catA.id, name: 'Pharmacy First' },
      authorName: 'Test Editor',
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      viewCount: 0,
      commentCount: 0,
      isBookmarked: false,
    });
    expect(body.data[0]).not.toHaveProperty('body');
    expect(body.data.some((a: news.Article) => a._id === future.id)).toBe(false);
  });

  it('pages with limit and skip', async () => {
    const res = await get('/api/newsFeed/get?limit=10&skip=10');
    expect(res.json().data.map((a: news.Article) => a._id)).toEqual(
      feed.slice(10).map((a) => a.id),
    );
    expect(res.json().option).toEqual([{ count: 17 }]);

    const past = await get('/api/newsFeed/get?limit=10&skip=40');
    expect(past.json()).toMatchObject({ data: [], option: [{ count: 17 }] });
  });

  it('filters by category', async () => {
    const res = await get(`/api/newsFeed/get?categoryId=${catB.id}&limit=3`);
    expect(res.json().data.map((a: news.Article) => a._id)).toEqual(
      inB()
        .slice(0, 3)
        .map((a) => a.id),
    );
    expect(res.json().option).toEqual([{ count: 5 }]);

    const none = await get(`/api/newsFeed/get?categoryId=${catEmpty.id}`);
    expect(none.json()).toMatchObject({ data: [], option: [{ count: 0 }] });
  });

  it('searches title and summary, case-insensitively; an empty search is no search', async () => {
    const res = await get('/api/newsFeed/get?search=valproate');
    expect(res.json().data.map((a: news.Article) => a._id)).toEqual([feed[3]!.id, feed[6]!.id]);
    expect(res.json().option).toEqual([{ count: 2 }]);

    const combined = await get(`/api/newsFeed/get?search=valproate&categoryId=${catA.id}`);
    expect(combined.json().option).toEqual([{ count: 2 }]);
    const elsewhere = await get(`/api/newsFeed/get?search=valproate&categoryId=${catB.id}`);
    expect(elsewhere.json()).toMatchObject({ data: [], option: [{ count: 0 }] });

    const empty = await get('/api/newsFeed/get?search=');
    expect(empty.json().option).toEqual([{ count: 17 }]);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const percent = await get(`/api/newsFeed/get?search=${encodeURIComponent('100%_off')}`);
    expect(percent.json().data.map((a: news.Article) => a._id)).toEqual([feed[8]!.id]);
    const underscore = await get('/api/newsFeed/get?search=_');
    expect(underscore.json().option).toEqual([{ count: 1 }]);
  });

  it.each([
    'limit=0',
    'limit=101',
    'skip=-1',
    'limit=ten',
    'categoryId=not-a-uuid',
    'bookmark=maybe',
  ])('rejects %s with 400', async (q) => {
    const res = await get(`/api/newsFeed/get?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('GET /api/newsFeed/get/:id', () => {
  it('returns the article with its body', async () => {
    const res = await get(`/api/newsFeed/get/${feed[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: feed[0]!.id, body: '<p>Article body.</p>' });
  });

  it('counts a view at most once per user and day, and only with viewIncrease=true', async () => {
    const id = feed[1]!.id;
    const views = async (url: string, token?: string) =>
      (await get(url, token)).json().data.viewCount as number;
    expect(await views(`/api/newsFeed/get/${id}`)).toBe(0);
    expect(await views(`/api/newsFeed/get/${id}?viewIncrease=true`)).toBe(1);
    expect(await views(`/api/newsFeed/get/${id}?viewIncrease=true`)).toBe(1);
    expect(await views(`/api/newsFeed/get/${id}?viewIncrease=false`)).toBe(1);
    expect(await views(`/api/newsFeed/get/${id}?viewIncrease=true`, tokens.bob)).toBe(2);
    // The feed's shared pages show the count once their copy is renewed (FEED_CACHE_MS).
    await expect
      .poll(async () => (await get('/api/newsFeed/get?limit=2')).json().data[1].viewCount, {
        timeout: 5_000,
        interval: 250,
      })
      .toBe(2);
  });

  it('gives 400 for a malformed id and 404 for an unknown or scheduled one', async () => {
    expect((await get('/api/newsFeed/get/123')).statusCode).toBe(400);
    expect((await get(`/api/newsFeed/get/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/newsFeed/get/${future.id}`)).statusCode).toBe(404);
    expect((await get(`/api/newsFeed/get/${feed[0]!.id}?viewIncrease=1`)).statusCode).toBe(400);
  });
});

describe('article HTML', () => {
  const hostile =
    '<p>Safe text</p><script>alert(1)</script>' +
    '<img src="https://img.test/a.png" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">click</a>' +
    '<a href="JAVASCRIPT&colon;alert(4)">again</a>' +
    '<iframe src="https://evil.test"></iframe>' +
    '<p onclick="alert(5)" style="background:url(javascript:alert(6))">styled</p>';

  const expectClean = (html: string) => {
    expect(html).toContain('Safe text');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript/i);
    expect(html).not.toMatch(/<iframe|style=/i);
  };

  it('is sanitised when written, so script never reaches the page', async () => {
    const { id } = await createArticle(t.database.db, { categoryId: catEmpty.id, body: hostile });
    const res = await get(`/api/newsFeed/get/${id}`);
    expect(res.statusCode).toBe(200);
    expectClean(res.json().data.body);
  });

  it('is sanitised again when read, for rows written around the service', async () => {
    const [row] = await t.database.db
      .insert(newsArticles)
      .values({
        categoryId: catEmpty.id,
        title: 'Raw row',
        summary: 'Inserted without the service.',
        body: hostile,
        authorName: 'Nobody',
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: newsArticles.id });
    const res = await get(`/api/newsFeed/get/${row!.id}`);
    expectClean(res.json().data.body);
  });

  it('drops an image address that is not https, a site path or an image data URL', async () => {
    const { id } = await createArticle(t.database.db, {
      categoryId: catEmpty.id,
      imageUrl: 'javascript:alert(1)',
    });
    expect((await get(`/api/newsFeed/get/${id}`)).json().data.imageUrl).toBeNull();
  });
});

describe('POST /api/newsFeed/bookmark', () => {
  const bookmark = (payload: object, token = tokens.carol) =>
    send('POST', '/api/newsFeed/bookmark', payload, token);

  it('toggles, and sets when told which state', async () => {
    const newsFeedId = feed[2]!.id;
    let res = await bookmark({ newsFeedId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { newsFeedId, isBookmarked: true, bookmarkCount: 1 },
      message: 'Article bookmarked.',
    });
    res = await bookmark({ newsFeedId });
    expect(res.json().data).toEqual({ newsFeedId, isBookmarked: false, bookmarkCount: 0 });
    for (let i = 0; i < 2; i++) {
      res = await bookmark({ newsFeedId, bookmark: true });
      expect(res.json().data).toEqual({ newsFeedId, isBookmarked: true, bookmarkCount: 1 });
    }
    res = await bookmark({ newsFeedId, bookmark: false });
    expect(res.json().data.isBookmarked).toBe(false);
  });

  it('lists own bookmarks with bookmark=true, not other people’s', async () => {
    await bookmark({ newsFeedId: feed[4]!.id, bookmark: true }, tokens.dave);
    await bookmark({ newsFeedId: feed[9]!.id, bookmark: true }, tokens.dave);
    await bookmark({ newsFeedId: feed[5]!.id, bookmark: true }, tokens.bob);

    const res = await get('/api/newsFeed/get?bookmark=true', tokens.dave);
    // The most recently bookmarked first, whatever the articles' dates.
    expect(res.json().data.map((a: news.Article) => a._id)).toEqual([feed[9]!.id, feed[4]!.id]);
    expect(res.json().data.every((a: news.Article) => a.isBookmarked)).toBe(true);
    expect(res.json().option).toEqual([{ count: 2 }]);

    const limited = await get('/api/newsFeed/get?bookmark=true&limit=1', tokens.dave);
    expect(limited.json().data).toHaveLength(1);
    expect(limited.json().option).toEqual([{ count: 2 }]);

    const all = await get('/api/newsFeed/get?bookmark=false', tokens.dave);
    const unfiltered = await get('/api/newsFeed/get', tokens.dave);
    expect(all.json().option).toEqual(unfiltered.json().option);
  });

  it('ends consistent under concurrent toggles', async () => {
    const newsFeedId = feed[7]!.id;
    const results = await Promise.all(
      Array.from({ length: 7 }, () => bookmark({ newsFeedId }, tokens.bob)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(7).fill(200));
    const states = results.map((r) => r.json().data.isBookmarked as boolean);
    // Applied one at a time: four "on" and three "off", ending on.
    expect(states.filter(Boolean)).toHaveLength(4);
    const list = await get('/api/newsFeed/get?bookmark=true', tokens.bob);
    const ids = list.json().data.map((a: news.Article) => a._id);
    expect(ids).toContain(newsFeedId);
    expect(ids.filter((id: string) => id === newsFeedId)).toHaveLength(1);
    const last = await bookmark({ newsFeedId, bookmark: true }, tokens.bob);
    expect(last.json().data.bookmarkCount).toBe(list.json().option[0].count);
  });

  it('keeps one bookmark under a burst of "set" clicks', async () => {
    const newsFeedId = feed[11]!.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => bookmark({ newsFeedId, bookmark: true }, tokens.alice)),
    );
    expect(results.every((r) => r.json().data.isBookmarked === true)).toBe(true);
    const list = await get('/api/newsFeed/get?bookmark=true', tokens.alice);
    expect(list.json().data.map((a: news.Article) => a._id)).toEqual([newsFeedId]);
  });

  it('ends in a state one of them set under a burst of mixed "set" clicks, each told its own', async () => {
    const newsFeedId = feed[12]!.id;
    const wants = [true, false, true, false, true, false];
    const results = await Promise.all(
      wants.map((want) => bookmark({ newsFeedId, bookmark: want }, tokens.dave)),
    );
    expect(results.map((r) => r.json().data.isBookmarked)).toEqual(wants);
    const ids = (await get('/api/newsFeed/get?bookmark=true', tokens.dave))
      .json()
      .data.map((a: news.Article) => a._id);
    expect(ids.filter((id: string) => id === newsFeedId).length).toBeLessThanOrEqual(1);
    // Once they are all done, the count is what is there.
    const after = await bookmark({ newsFeedId, bookmark: false }, tokens.dave);
    const left = await get('/api/newsFeed/get?bookmark=true', tokens.dave);
    expect(after.json().data.bookmarkCount).toBe(left.json().option[0].count);
  });

  it('gives 404 for an unknown article and 400 for bad bodies', async () => {
    expect((await bookmark({ newsFeedId: randomUUID() })).statusCode).toBe(404);
    expect((await bookmark({ newsFeedId: future.id })).statusCode).toBe(404);
    expect((await bookmark({ newsFeedId: 'abc' })).statusCode).toBe(400);
    expect((await bookmark({})).statusCode).toBe(400);
    expect((await bookmark({ newsFeedId: feed[0]!.id, bookmark: 'yes' })).statusCode).toBe(400);
    expect((await bookmark({ newsFeedId: feed[0]!.id, extra: 1 })).statusCode).toBe(400);
  });
});

describe('comments', () => {
  const articleId = () => feed[12]!.id;
  const create = (comment: string, token = tokens.alice) =>
    send('POST', '/api/newsFeed/comment/create', { newsFeedId: articleId(), comment }, token);
  const action = (responseId: string, status: string, token: string) =>
    send('POST', '/api/newsFeed/comment/action', { responseId, status }, token);
  const commentCount = async () =>
    (await get(`/api/newsFeed/get/${articleId()}`)).json().data.commentCount as number;

  it('creates, lists newest first with paging, and reads one', async () => {
    const first = await create('First comment, thanks!');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      _id: expect.any(String),
      newsFeedId: articleId(),
      comment: 'First comment, thanks!',
      author: { _id: ids.alice, firstName: 'Alice', lastName: 'Archer', media: [] },
      status: 'visible',
      likeCount: 0,
      isLiked: false,
      isReported: false,
      canEdit: true,
      canDelete: true,
      createdAt: expect.any(String),
      editedAt: null,
    });
    const second = await create('Second one', tokens.bob);
    const third = await create('Third one');

    const page = await get(`/api/newsFeed/comment/get?newsFeedId=${articleId()}&limit=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((c: news.Comment) => c._id)).toEqual([
      third.json().data._id,
      second.json().data._id,
    ]);
    expect(page.json().option).toEqual([{ count: 3 }]);
    expect(page.json().data[1]).toMatchObject({ canEdit: false, canDelete: false });
    const rest = await get(`/api/newsFeed/comment/get?newsFeedId=${articleId()}&limit=2&skip=2`);
    expect(rest.json().data.map((c: news.Comment) => c._id)).toEqual([first.json().data._id]);

    const one = await get(`/api/newsFeed/comment/get/${second.json().data._id}`);
    expect(one.json().data).toMatchObject({ comment: 'Second one', author: { _id: ids.bob } });
    expect(await commentCount()).toBe(3);
  });

  it('takes clinical prose, in a new comment and an edit', async () => {
    const clinical = 'Start at 2.5 mg/day (max 10 mg); titrate: 20% THC vs 1:1 oils';
    const made = await create(clinical);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.comment).toBe(clinical);
    const edited = await send(
      'PUT',
      `/api/newsFeed/comment/edit/${made.json().data._id}`,
      { comment: 'CBD 10 µg/mL, ≥18 years — “check eGFR < 30” & titrate.\nThanks!' },
      tokens.alice,
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('validates comment text with the SPEC messages', async () => {
    const bad = await create('<script>alert(1)</script>');
    expect(bad.statusCode).toBe(400);
    // The SPEC message in the snack, as under the field.
    expect(bad.json()).toEqual({
      error: messages.commentPattern,
      code: 'VALIDATION',
      fields: { comment: messages.commentPattern },
    });
    const blank = await create('   ');
    expect(blank.json().fields.comment).toBe(messages.required);
    const long = await create('a'.repeat(news.COMMENT_MAX_LENGTH + 1));
    expect(long.json().fields.comment).toBe(messages.max(news.COMMENT_MAX_LENGTH));
  });

  it('gives 404 for comments on unknown articles and 400 for malformed ids', async () => {
    const res = await send('POST', '/api/newsFeed/comment/create', {
      newsFeedId: randomUUID(),
      comment: 'Hello',
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/newsFeed/comment/get?newsFeedId=${randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await get('/api/newsFeed/comment/get')).statusCode).toBe(400);
    expect((await get('/api/newsFeed/comment/get?newsFeedId=x')).statusCode).toBe(400);
    expect((await get('/api/newsFeed/comment/get/x')).statusCode).toBe(400);
    expect((await get(`/api/newsFeed/comment/get/${randomUUID()}`)).statusCode).toBe(404);
    expect((await send('PUT', '/api/newsFeed/comment/edit/x', { comment: 'Hi' })).statusCode).toBe(
      400,
    );
    expect(
      (await send('PUT', `/api/newsFeed/comment/edit/${randomUUID()}`, { comment: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', '/api/newsFeed/comment/delete/x')).statusCode).toBe(400);
    expect((await send('DELETE', `/api/newsFeed/comment/delete/${randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it('lets only the author edit (403 for others, admins included)', async () => {
    const id = (await create('Original text')).json().data._id as string;
    const byBob = await send(
      'PUT',
      `/api/newsFeed/comment/edit/${id}`,
      { comment: 'Hacked' },
      tokens.bob,
    );
    expect(byBob.statusCode).toBe(403);
    const byAdmin = await send(
      'PUT',
      `/api/newsFeed/comment/edit/${id}`,
      { comment: 'Mod' },
      tokens.admin,
    );
    expect(byAdmin.statusCode).toBe(403);
    const byAlice = await send('PUT', `/api/newsFeed/comment/edit/${id}`, {
      comment: 'Edited text',
    });
    expect(byAlice.statusCode).toBe(200);
    expect(byAlice.json().data).toMatchObject({
      comment: 'Edited text',
      editedAt: expect.any(String),
    });
    const bad = await send('PUT', `/api/newsFeed/comment/edit/${id}`, {
      comment: 'x',
      newsFeedId: 'y',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the author or an admin delete (403 for others)', async () => {
    const before = await commentCount();
    const mine = (await create('Delete me later')).json().data._id as string;
    const other = (await create('Admin removes this')).json().data._id as string;
    expect(await commentCount()).toBe(before + 2);

    expect(
      (await send('DELETE', `/api/newsFeed/comment/delete/${mine}`, undefined, tokens.bob))
        .statusCode,
    ).toBe(403);
    const own = await send('DELETE', `/api/newsFeed/comment/delete/${mine}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ data: null, message: 'Comment deleted.' });
    const byAdmin = await send(
      'DELETE',
      `/api/newsFeed/comment/delete/${other}`,
      undefined,
      tokens.admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect((await get(`/api/newsFeed/comment/get/${mine}`)).statusCode).toBe(404);
    expect(await commentCount()).toBe(before);
  });

  it('likes and unlikes, once per user', async () => {
    const id = (await create('Like this')).json().data._id as string;
    let res = await action(id, 'like', tokens.bob);
    expect(res.json().data).toMatchObject({ likeCount: 1, isLiked: true });
    res = await action(id, 'like', tokens.bob);
    expect(res.json().data.likeCount).toBe(1);
    await action(id, 'like', tokens.carol);
    res = await action(id, 'unlike', tokens.bob);
    expect(res.json().data).toMatchObject({ likeCount: 1, isLiked: false });
    expect((await get(`/api/newsFeed/comment/get/${id}`)).json().data).toMatchObject({
      likeCount: 1,
      isLiked: false,
    });
  });

  it('hides a comment reported by several users until an admin restores it', async () => {
    const id = (await create('Reported comment')).json().data._id as string;
    const count = await commentCount();
    expect((await action(id, 'report', tokens.alice)).statusCode).toBe(400);

    const reporters = [tokens.bob, tokens.carol, tokens.dave].slice(
      0,
      news.COMMENT_REPORT_HIDE_THRESHOLD,
    );
    for (const [i, token] of reporters.entries()) {
      const res = await action(id, 'report', token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        isReported: true,
        status: i < reporters.length - 1 ? 'visible' : 'hidden',
      });
      // Reporting twice counts once.
      await action(id, 'report', token);
    }
    expect(await commentCount()).toBe(count - 1);

    // Hidden from others, still shown to its author and to admins.
    expect((await get(`/api/newsFeed/comment/get/${id}`, tokens.noMedia)).statusCode).toBe(403);
    expect((await get(`/api/newsFeed/comment/get/${id}`, tokens.bob)).statusCode).toBe(404);
    const listed = async (token: string) =>
      (await get(`/api/newsFeed/comment/get?newsFeedId=${articleId()}&limit=100`, token))
        .json()
        .data.some((c: news.Comment) => c._id === id);
    expect(await listed(tokens.bob)).toBe(false);
    expect(await listed(tokens.alice)).toBe(true);
    expect(await listed(tokens.admin)).toBe(true);
    // Each page's total counts what its reader sees, and so does a page past the end.
    const totals = async (token: string) => {
      const url = `/api/newsFeed/comment/get?newsFeedId=${articleId()}`;
      const first = (await get(`${url}&limit=1`, token)).json();
      const past = (await get(`${url}&limit=1&skip=100000`, token)).json();
      expect(past).toMatchObject({ data: [], option: first.option });
      return first.option[0].count as number;
    };
    expect(await totals(tokens.alice)).toBe(count);
    expect(await totals(tokens.admin)).toBe(count);
    expect(await totals(tokens.bob)).toBe(count - 1);
    expect((await get(`/api/newsFeed/comment/get/${id}`)).json().data.status).toBe('hidden');
    expect((await action(id, 'like', tokens.bob)).statusCode).toBe(404);

    expect((await action(id, 'restore', tokens.alice)).statusCode).toBe(403);
    const restored = await action(id, 'restore', tokens.admin);
    expect(restored.json().data.status).toBe('visible');
    expect(await commentCount()).toBe(count);
    // Reports were cleared: one new report does not hide it again.
    expect((await action(id, 'report', tokens.bob)).json().data.status).toBe('visible');
  });

  it('lets admins hide, and nobody else', async () => {
    const id = (await create('Moderate me')).json().data._id as string;
    expect((await action(id, 'hide', tokens.bob)).statusCode).toBe(403);
    expect((await action(id, 'hide', tokens.alice)).statusCode).toBe(403);
    const res = await action(id, 'hide', tokens.admin);
    expect(res.json().data.status).toBe('hidden');
    expect((await get(`/api/newsFeed/comment/get/${id}`, tokens.bob)).statusCode).toBe(404);
  });

  it('rejects unknown actions and malformed bodies with 400', async () => {
    const id = (await create('Any')).json().data._id as string;
    for (const payload of [
      { responseId: id, status: 'love' },
      { responseId: id },
      { responseId: 'nope', status: 'like' },
      { responseId: id, status: 'like', extra: true },
    ]) {
      const res = await send('POST', '/api/newsFeed/comment/action', payload, tokens.bob);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await action(randomUUID(), 'like', tokens.bob)).statusCode).toBe(404);
  });
});

describe('the shared feed page', () => {
  it('lays each reader’s own bookmarks over it and shows one’s own writes at once', async () => {
    const page = () => '/api/newsFeed/get?limit=5';
    const first = (await get(page(), tokens.dave)).json().data[0];
    const alsoBob = (await get(page(), tokens.bob)).json().data[0];
    expect(alsoBob._id).toBe(first._id);

    await send(
      'POST',
      '/api/newsFeed/bookmark',
      { newsFeedId: first._id, bookmark: true },
      tokens.dave,
    );
    expect((await get(page(), tokens.dave)).json().data[0].isBookmarked).toBe(true);
    expect((await get(page(), tokens.bob)).json().data[0].isBookmarked).toBe(false);

    const before = (await get(page(), tokens.dave)).json().data[0].commentCount;
    await send(
      'POST',
      '/api/newsFeed/comment/create',
      { newsFeedId: first._id, comment: 'Seen at once' },
      tokens.dave,
    );
    expect((await get(page(), tokens.bob)).json().data[0].commentCount).toBe(before + 1);
  });
});

describe('comment counts', () => {
  it('counts every one of comments written at once', async () => {
    const newsFeedId = feed[3]!.id;
    const count = async () =>
      (await get(`/api/newsFeed/get/${newsFeedId}`)).json().data.commentCount as number;
    const before = await count();
    const results = await Promise.all(
      [tokens.alice, tokens.bob, tokens.carol, tokens.dave].map((token) =>
        send('POST', '/api/newsFeed/comment/create', { newsFeedId, comment: 'Agreed.' }, token),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await count()).toBe(before + 4);
  });
});
