import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { createTestDatabase } from '../test/test-app';
import { createFileStores, fileStorageKind, type FileStores } from './file-stores';
import { createDiskStorage } from './storage';

// Each store keeps bytes under a key, apart for public and private files, whichever process
// asks (decision 107): the disk (the embedded default), PostgreSQL's upload_blobs (PGlite or
// PostgreSQL, by this project's driver) and an S3 bucket (s3rver, through the official SDK).

let database: Database;
let s3: FakeS3;

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  await database.close();
});

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-stores-'));
const storesOf = (env: Record<string, string>, dir = dataDir()) =>
  createFileStores(loadConfig({ DATA_DIR: dir, ...env }), database.db);

const kinds: [string, () => Record<string, string>][] = [
  ['disk', () => ({ FILE_STORAGE: 'disk' })],
  ['database', () => ({ FILE_STORAGE: 'database' })],
  ['s3', () => s3.env],
];

describe.each(kinds)('the %s store', (kind, env) => {
  let stores: FileStores;
  beforeAll(() => {
    stores = storesOf(env());
    expect(stores.kind).toBe(kind);
  });
  afterAll(() => stores.close());

  it('reads back what it stored, the latest bytes of a key, and null for a key it never had', async () => {
    const key = `avatars/${kind}-a-512.webp`;
    await stores.public.put(key, Buffer.from('first'));
    expect((await stores.public.read(key))?.toString()).toBe('first');
    await stores.public.put(key, Buffer.from('second'));
    expect((await stores.public.read(key))?.toString()).toBe('second');
    expect(await stores.public.read(`avatars/${kind}-never.webp`)).toBeNull();
  });

  it('keeps public and private files apart under the same key', async () => {
    const key = `cpd/${kind}-same.pdf`;
    await stores.private.put(key, Buffer.from('%PDF private'));
    expect(await stores.public.read(key)).toBeNull();
    await stores.public.put(key, Buffer.from('public'));
    expect((await stores.private.read(key))?.toString()).toBe('%PDF private');
    expect((await stores.public.read(key))?.toString()).toBe('public');
  });

  it('removes a key, and removing one already gone is fine', async () => {
    const key = `community/${kind}-gone.webp`;
    await stores.public.put(key, Buffer.from([0, 1, 2, 255]));
    expect(await stores.public.read(key)).toEqual(Buffer.from([0, 1, 2, 255]));
    await stores.public.remove(key);
    expect(await stores.public.read(key)).toBeNull();
    await expect(stores.public.remove(key)).resolves.toBeUndefined();
  });

  it('gives public files their /uploads address', () => {
    expect(stores.public.url('avatars/x-512.webp')).toBe('/uploads/avatars/x-512.webp');
  });
});

describe('another process on the same database or bucket', () => {
  it.each(kinds.slice(1))('reads what one stored, in a %s store', async (_kind, env) => {
    const one = storesOf(env());
    const other = storesOf(env());
    await one.public.put('avatars/shared-512.webp', Buffer.from('shared'));
    expect((await other.public.read('avatars/shared-512.webp'))?.toString()).toBe('shared');
    one.close();
    other.close();
  });
});

describe('a shared store over a data folder that has files from before', () => {
  it('still reads them from the disk, and removes them from both', async () => {
    const dir = dataDir();
    await createDiskStorage(join(dir, 'files')).put('library/old.pdf', Buffer.from('%PDF old'));
    const stores = storesOf({ FILE_STORAGE: 'database' }, dir);
    expect((await stores.private.read('library/old.pdf'))?.toString()).toBe('%PDF old');
    await stores.private.remove('library/old.pdf');
    expect(await stores.private.read('library/old.pdf')).toBeNull();
    expect(await createDiskStorage(join(dir, 'files')).read('library/old.pdf')).toBeNull();
  });
});

describe('the store chosen by the settings', () => {
  const kindOf = (env: Record<string, string>) =>
    fileStorageKind(loadConfig({ DATA_DIR: '/tmp/portal', ...env }));
  const pg = { DATABASE_URL: 'postgres://portal@db/portal' };

  it('is the disk alone, the database with DATABASE_URL, S3 with a bucket, or the one named', () => {
    expect(kindOf({})).toBe('disk');
    expect(kindOf(pg)).toBe('database');
    expect(kindOf({ ...pg, S3_BUCKET: 'portal' })).toBe('s3');
    expect(kindOf({ ...pg, FILE_STORAGE: 'disk' })).toBe('disk');
  });

  it('refuses S3 without a bucket, or with half a key pair', () => {
    expect(() => kindOf({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => kindOf({ S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
