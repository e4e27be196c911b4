import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStorage } from '../infra/storage-database';
import { createTestApp, type TestApp } from '../test/test-app';

// /uploads/<key> is read through the public store, here PostgreSQL's upload_blobs (decision 107),
// with the headers the static files had: its type, cached for good, nosniff.

let t: TestApp;
const avatar = Buffer.from('RIFF....WEBPVP8 fake avatar bytes');

beforeAll(async () => {
  t = await createTestApp({ env: { FILE_STORAGE: 'database' } });
  await createDatabaseStorage(t.database.db, 'public').put('avatars/a-512.webp', avatar);
  await createDatabaseStorage(t.database.db, 'private').put('cpd/secret.pdf', Buffer.from('%PDF'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /uploads/<key>', () => {
  it('serves the stored bytes with their type, for good, and nosniff', async () => {
    const res = await get('/uploads/avatars/a-512.webp');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(avatar);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a browser that has it with 304, and HEAD without the bytes', async () => {
    const { headers } = await get('/uploads/avatars/a-512.webp');
    const again = await get('/uploads/avatars/a-512.webp', {
      'if-none-match': String(headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/avatars/a-512.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('is 404 for a key it does not hold, a private file, or a path that climbs', async () => {
    for (const url of [
      '/uploads/avatars/none.webp',
      '/uploads/cpd/secret.pdf',
      '/uploads/../files/cpd/secret.pdf',
      '/uploads/avatars/%2e%2e/a-512.webp',
      '/uploads/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
