import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** Where uploaded files live: the disk, PostgreSQL or an S3 bucket (decision 107). */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Public URL of a stored key. */
  url(key: string): string;
}

/** Public URL of a stored upload; http/uploads-route.ts serves the public store there. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/**
 * Files under `root`, the embedded default: DATA_DIR/uploads is the public store (served at
 * `/uploads/<key>`); DATA_DIR/files is private and reaches users only through a route that
 * checks the session (documents).
 */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const p = normalize(join(root, key));
    if (!p.startsWith(normalize(root) + sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return p;
  };
  return {
    async put(key, bytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, bytes);
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url: uploadUrl,
  };
}
