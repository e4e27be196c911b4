import { describe, expect, it } from 'vitest';
import type { news } from '@portal/contract';
import { clusterSuite, useCluster } from '../../test/cluster';
import { createUser } from '../../test/factories';
import { createCategory } from '../../test/factories-news';
import { eventually } from '../../test/socket-client';

// Two real server processes on one PostgreSQL and one Redis, each sharing its feed pages for a
// minute (decision 21): an admin's publish on one must show on the other at once (decision 89).
const suite = clusterSuite('news publishing across two server processes');

describe.runIf(suite.run)(suite.name, () => {
  const cluster = useCluster({ FEED_CACHE_MS: '60000' });

  it('publishing on one process shows in the other’s feed at once, and so does unpublishing', async () => {
    const { database, p1, p2 } = cluster;
    const admin = await createUser(database.db, { role: 'admin' });
    const reader = await createUser(database.db);
    const category = await createCategory(database.db);
    const adminToken = await p1.login(admin);
    const readerToken = await p2.login(reader);
    const titles = async () =>
      (
        await p2.call<news.Article[]>(readerToken, 'GET', '/api/newsFeed/get?limit=50')
      ).body.data.map((a) => a.title);

    const created = await p1.call<news.AdminArticle>(
      adminToken,
      'POST',
      '/api/admin/news-articles',
      {
        categoryId: category.id,
        title: 'Across processes',
        summary: 'A summary.',
        body: '<p>Body.</p>',
        publishedAt: null,
      },
    );
    expect(created.status).toBe(200);
    const id = created.body.data._id;
    expect(await titles()).not.toContain('Across processes'); // p2 now shares this page

    const published = await p1.call(adminToken, 'PATCH', `/api/admin/news-articles/${id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(published.status).toBe(200);
    // Well within the minute the page would otherwise be shared for.
    await eventually(async () => expect(await titles()).toContain('Across processes'), 3000);

    const comments = async () =>
      (await p2.call(readerToken, 'GET', `/api/newsFeed/comment/get?newsFeedId=${id}`)).status;
    expect(await comments()).toBe(200); // p2 now shares that the article is published

    await p1.call(adminToken, 'PATCH', `/api/admin/news-articles/${id}`, { publishedAt: null });
    await eventually(async () => expect(await titles()).not.toContain('Across processes'), 3000);
    await eventually(async () => expect(await comments()).toBe(404), 3000);
  });

  it('a bookmark made through one process shows in the other’s feed at once', async () => {
    const { database, p1, p2 } = cluster;
    const admin = await createUser(database.db, { role: 'admin' });
    const reader = await createUser(database.db);
    const category = await createCategory(database.db);
    const adminToken = await p1.login(admin);
    const created = await p1.call<news.AdminArticle>(
      adminToken,
      'POST',
      '/api/admin/news-articles',
      {
        categoryId: category.id,
        title: 'Bookmarked across processes',
        summary: 'A summary.',
        body: '<p>Body.</p>',
        publishedAt: new Date().toISOString(),
      },
    );
    const id = created.body.data._id;
    const [here, there] = [await p1.login(reader), await p2.login(reader)];
    const marked = async () =>
      (await p2.call<news.Article[]>(there, 'GET', '/api/newsFeed/get?limit=50')).body.data.find(
        (a) => a._id === id,
      )?.isBookmarked;
    // p2 keeps the reader's bookmarks for a minute from here.
    await eventually(async () => expect(await marked()).toBe(false), 3000);
    const bookmarked = await p1.call(here, 'POST', '/api/newsFeed/bookmark', { newsFeedId: id });
    expect(bookmarked.status).toBe(200);
    await eventually(async () => expect(await marked()).toBe(true), 3000);
  });
});
