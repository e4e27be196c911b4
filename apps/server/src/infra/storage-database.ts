import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadBlobs } from '../db/schema';
import { uploadUrl, type FileStorage } from './storage';

/** Which of the two stores a key is in: public ones are served at /uploads, private ones not. */
export type StorageArea = 'public' | 'private';

/**
 * Files as rows of `upload_blobs` (decision 107): every process on the same PostgreSQL reads
 * what any of them stored. Uploads are small (images, PDFs within the multipart limit), so bytea
 * in one row each is simpler than large objects and is copied by pg_dump with the rest.
 */
export function createDatabaseStorage(db: Db, area: StorageArea): FileStorage {
  const at = (key: string) => and(eq(uploadBlobs.area, area), eq(uploadBlobs.key, key));
  return {
    async put(key, bytes) {
      await db
        .insert(uploadBlobs)
        .values({ area, key, bytes, size: bytes.length })
        .onConflictDoUpdate({
          target: [uploadBlobs.area, uploadBlobs.key],
          set: { bytes, size: bytes.length },
        });
    },
    async read(key) {
      const [row] = await db.select({ bytes: uploadBlobs.bytes }).from(uploadBlobs).where(at(key));
      return row?.bytes ?? null;
    },
    async remove(key) {
      await db.delete(uploadBlobs).where(at(key));
    },
    url: uploadUrl,
  };
}
