import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../test/factories';
import { createArticle, createCategory } from '../test/factories-news';
import { createTestApp, type TestApp } from '../test/test-app';
import * as compression from './answer-compression';

let t: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.database.db);
  // A feed page of about 20 KB: over 1 KB, so compressed, and over the 8 KB up to which
  // @fastify/compress would compress in line by itself on 2 cores (decision 156).
  for (let i = 0; i < 6; i++) {
    await createArticle(t.database.db, {
      categoryId: category.id,
      summary: `A summary long enough to make the page worth compressing, number ${i}. `.repeat(50),
    });
  }
  for (let i = 0; i < 2; i++) {
    const u = await createUser(t.database.db);
    tokens.push((await t.login(u.email, u.password)).token);
  }
});
afterAll(async () => {
  await t?.close();
});

const feed = (token: string, encoding: string) =>
  t.request({
    method: 'GET',
    url: '/api/newsFeed/get?limit=10',
    token,
    headers: { 'accept-encoding': encoding },
  });

describe('compressed answers', () => {
  it('two readers given the same page get the same bytes, compressed once, and each decodes it', async () => {
    const [a, b] = [tokens[0]!, tokens[1]!];
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const first = await feed(a, 'br');
    const second = await feed(b, 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const text = brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(text.length).toBeGreaterThan(16_000);
    expect(JSON.parse(text).data).toHaveLength(6);
    const gzip = await feed(a, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(text);
  });
});

describe('memoized', () => {
  it('compresses an input once while it is held, and drops the least recently used first', () => {
    const compress = vi.fn((input: Buffer) => Buffer.from(`z${input.toString()}`));
    const memo = compression.memoized(compress, 80);
    // Inputs of up to 10 bytes are held, 80 in all: eight of them.
    const inputs = Array.from({ length: 9 }, (_, i) => Buffer.from(String(i).repeat(10)));
    for (const input of inputs.slice(0, 8)) expect(memo(input).toString()).toBe(`z${input}`);
    // Another buffer of the same bytes is the same input.
    expect(memo(Buffer.from(inputs[0]!)).toString()).toBe(`z${inputs[0]}`);
    expect(compress).toHaveBeenCalledTimes(8);
    // A ninth: the one used longest ago (the second, as the first was used again) goes.
    memo(inputs[8]!);
    memo(inputs[0]!);
    expect(compress).toHaveBeenCalledTimes(9);
    memo(inputs[1]!);
    expect(compress).toHaveBeenCalledTimes(10);
  });

  it('does not keep an input too large to be worth holding', () => {
    const compress = vi.fn((input: Buffer) => input);
    const memo = compression.memoized(compress, 80);
    memo(Buffer.from('x'.repeat(11)));
    memo(Buffer.from('x'.repeat(11)));
    expect(compress).toHaveBeenCalledTimes(2);
  });
});
