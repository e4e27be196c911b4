import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import type { FileStorage } from './storage';

/**
 * People's uploads, the one piece every domain stores them through: public ones (served at
 * /uploads) over the public store, private ones (CPD evidence) over the private one, which only a
 * route that checks the owner serves. A key is a random name in a folder and carries nothing
 * about the person (an anonymous post's image must not name its author, issue 27); who uploaded
 * it is a row of `uploads`.
 */
export interface Uploads {
  /** A new key `<folder>/<uuid><suffix>`; `suffix` names a variant and the type (`-96.webp`). */
  newKey(folder: string, suffix: string): string;
  /** Stores the bytes at `key` as `ownerId`'s upload: the file first, so no row lacks its bytes. */
  put(ownerId: string, key: string, bytes: Buffer): Promise<void>;
  /** The bytes at `key`, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** True when `ownerId` uploaded the file at `key` (asked on `tx` inside a transaction). */
  isOwner(ownerId: string, key: string, tx?: Db): Promise<boolean>;
  /** True when someone uploaded the file at `key` (and the sweep has not removed it). */
  exists(key: string, tx?: Db): Promise<boolean>;
  /** The keys of every file `ownerId` uploaded into `folder` (an account's clean-up). */
  keysOf(ownerId: string, folder: string): Promise<string[]>;
  /** Removes the files and their rows; a file already gone is fine. */
  remove(keys: string[]): Promise<void>;
  /** Public URL of a key (public storage only). */
  url(key: string): string;
  /** The key of a public URL this store gave, or null for anything else. */
  keyOf(url: string): string | null;
}

/** Uploads in `storage` (the public or the private store), their owners in the `uploads` table. */
export function createUploads(db: Db, storage: FileStorage): Uploads {
  const prefix = storage.url('');
  return {
    newKey: (folder, suffix) => `${folder}/${randomUUID()}${suffix}`,
    async put(ownerId, key, bytes) {
      await storage.put(key, bytes);
      await db.insert(uploads).values({ key, ownerId });
    },
    read: (key) => storage.read(key),
    async isOwner(ownerId, key, tx = db) {
      const [row] = await tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId)));
      return Boolean(row);
    },
    async exists(key, tx = db) {
      const [row] = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key));
      return Boolean(row);
    },
    async keysOf(ownerId, folder) {
      const rows = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), like(uploads.key, `${folder}/%`)));
      return rows.map((r) => r.key);
    },
    async remove(keys) {
      if (!keys.length) return;
      await Promise.all(keys.map((key) => storage.remove(key)));
      await db.delete(uploads).where(inArray(uploads.key, keys));
    },
    url: (key) => storage.url(key),
    keyOf: (url) => (url.startsWith(prefix) ? url.slice(prefix.length) : null),
  };
}
