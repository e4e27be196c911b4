import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, type news } from '@portal/contract';
import type { Database } from '../../db/client';
import { needs } from '../../test/ci';
import { createUser } from '../../test/factories';
import { createCategory } from '../../test/factories-news';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { eventually } from '../../test/socket-client';
import { createTestDatabase } from '../../test/test-app';

// Two real server processes on one PostgreSQL and one Redis, each sharing its feed pages for a
// minute (decision 21): an admin's publish on one must show on the other at once (decision 89).
const suite = needs('TEST_REDIS_URL', 'news publishing across two server processes');
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const name = onPostgres
  ? suite.name
  : `${suite.name} (runs in the PostgreSQL project only: processes cannot share an embedded PGlite)`;

async function call(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: object,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      panel: 'doctor',
      appversion: APP_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: res.status, body: (await res.json()) as { data: unknown } };
}

describe.runIf(suite.run && onPostgres)(name, () => {
  let database: Database & { url?: string };
  let p1: ServerProcess;
  let p2: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      FEED_CACHE_MS: '60000',
    };
    [p1, p2] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([p1?.stop(), p2?.stop()]);
    await database.close();
  });

  it('publishing on one process shows in the other’s feed at once, and so does unpublishing', async () => {
    const admin = await createUser(database.db, { role: 'admin' });
    const reader = await createUser(database.db);
    const category = await createCategory(database.db);
    const login = async (base: string, email: string, password: string) =>
      (
        (await call(base, null, 'POST', '/api/login', { email, password })).body.data as {
          token: string;
        }
      ).token;
    const adminToken = await login(p1.url, admin.email, admin.password);
    const readerToken = await login(p2.url, reader.email, reader.password);
    const titles = async () =>
      (
        (await call(p2.url, readerToken, 'GET', '/api/newsFeed/get?limit=50')).body
          .data as news.Article[]
      ).map((a) => a.title);

    const created = await call(p1.url, adminToken, 'POST', '/api/admin/news-articles', {
      categoryId: category.id,
      title: 'Across processes',
      summary: 'A summary.',
      body: '<p>Body.</p>',
      publishedAt: null,
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as news.AdminArticle)._id;
    expect(await titles()).not.toContain('Across processes'); // p2 now shares this page

    const published = await call(p1.url, adminToken, 'PATCH', `/api/admin/news-articles/${id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(published.status).toBe(200);
    // Well within the minute the page would otherwise be shared for.
    await eventually(async () => expect(await titles()).toContain('Across processes'), 3000);

    await call(p1.url, adminToken, 'PATCH', `/api/admin/news-articles/${id}`, {
      publishedAt: null,
    });
    await eventually(async () => expect(await titles()).not.toContain('Across processes'), 3000);
  });
});
