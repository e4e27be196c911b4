import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's fixed credentials: it checks signatures made with them. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface FakeS3 {
  /** The settings that point the app at it (decision 107). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A fake S3 (s3rver, an S3 API over a temporary folder) on a free loopback port, with one
 * bucket: the S3 store is tested here against it, through the official SDK, as no AWS account is.
 */
export async function startFakeS3(bucket = 'portal-test'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      ...CREDENTIALS,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
