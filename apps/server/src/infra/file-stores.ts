import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createDatabaseStorage, type StorageArea } from './storage-database';
import { createS3Storage } from './storage-s3';
import { createDiskStorage, type FileStorage } from './storage';

/** The two stores of people's files: public (served at /uploads) and private. */
export interface FileStores {
  public: FileStorage;
  private: FileStorage;
  kind: 'disk' | 'database' | 's3';
  /** Lets go of the S3 client's connections. */
  close(): void;
}

/** The store FILE_STORAGE names, or the one its other settings imply (decision 107). */
export function fileStorageKind(config: Config): FileStores['kind'] {
  if (config.FILE_STORAGE) return config.FILE_STORAGE;
  if (config.S3_BUCKET) return 's3';
  return config.DATABASE_URL ? 'database' : 'disk';
}

const diskFolders: Record<StorageArea, string> = { public: 'uploads', private: 'files' };

/**
 * A shared store that still finds the files a process kept on its disk before the store was
 * shared: they are read from there until the sweep or their owner removes them.
 */
function withDiskFallback(shared: FileStorage, disk: FileStorage): FileStorage {
  return {
    put: (key, bytes) => shared.put(key, bytes),
    read: async (key) => (await shared.read(key)) ?? (await disk.read(key)),
    async remove(key) {
      await Promise.all([shared.remove(key), disk.remove(key)]);
    },
    url: shared.url,
  };
}

/** The configured stores; the disk ones live under DATA_DIR, the embedded default's. */
export function createFileStores(config: Config, db: Db): FileStores {
  const kind = fileStorageKind(config);
  const disk = (area: StorageArea) => createDiskStorage(join(config.DATA_DIR, diskFolders[area]));
  const none = () => undefined;
  if (kind === 'disk')
    return { kind, public: disk('public'), private: disk('private'), close: none };
  const s3 = kind === 's3' ? s3Client(config) : undefined;
  const shared = (area: StorageArea) =>
    s3
      ? createS3Storage({ client: s3, bucket: config.S3_BUCKET!, prefix: `${diskFolders[area]}/` })
      : createDatabaseStorage(db, area);
  return {
    kind,
    close: () => s3?.destroy(),
    public: withDiskFallback(shared('public'), disk('public')),
    private: withDiskFallback(shared('private'), disk('private')),
  };
}

function s3Client(config: Config): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });
}
