import type { S3Client } from '@aws-sdk/client-s3';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { uploadUrl, type FileStorage } from './storage';

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** The folder of the bucket this store keeps its keys under (`uploads/`, `files/`). */
  prefix: string;
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2…) through the official SDK (decision 107).
 * The bucket stays private: /uploads is still served by the app, which reads through here, so
 * its headers and the private files' session checks are the same whatever the store.
 */
export function createS3Storage({ client, bucket, prefix }: S3StorageOptions): FileStorage {
  const Key = (key: string) => `${prefix}${key}`;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: bytes }));
    },
    async read(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds, as the other stores' remove does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));
    },
    url: uploadUrl,
  };
}
