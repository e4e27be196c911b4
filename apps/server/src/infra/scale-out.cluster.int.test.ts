import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@portal/contract';
import { scheduledJobs, uploadBlobs } from '../db/schema';
import { clusterSuite, useCluster, type Cluster } from '../test/cluster';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { createUser } from '../test/factories';
import { multipartFile } from '../test/multipart';
import { eventually } from '../test/socket-client';

// Two real server processes with their own data folders on one PostgreSQL and one Redis (issue
// 32): a file either takes is served by both, from PostgreSQL or an S3 bucket (decision 107),
// and a due job runs on one of them only, and still runs when the other is gone (decision 108).
// A module granted through one and seen by the other: users/admin-users.cluster.int.test.ts.

/** An avatar uploaded through p1 is served by p2 (and by p1), the same bytes and headers. */
async function avatarServedAcross({ database, p1, p2 }: Cluster): Promise<void> {
  const user = await createUser(database.db);
  const token = await p1.login(user);
  const png = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#37a' },
  })
    .png()
    .toBuffer();
  const upload = multipartFile('file', 'me.png', 'image/png', png);
  const res = await fetch(`${p1.url}/api/user/profile/image`, {
    method: 'POST',
    headers: {
      panel: 'doctor',
      appversion: APP_VERSION,
      authorization: `Bearer ${token}`,
      ...upload.headers,
    },
    body: upload.payload,
  });
  expect(res.status).toBe(200);
  const { url } = ((await res.json()) as { data: { media: { url: string }[] } }).data.media[0]!;

  const [there, here] = await Promise.all([fetch(`${p2.url}${url}`), fetch(`${p1.url}${url}`)]);
  expect(there.status).toBe(200);
  expect(there.headers.get('content-type')).toBe('image/webp');
  expect(there.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = Buffer.from(await there.arrayBuffer());
  expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  expect(bytes).toEqual(Buffer.from(await here.arrayBuffer()));
}

const suite = clusterSuite('uploads and scheduled jobs across two server processes');

describe.runIf(suite.run)(suite.name, () => {
  // Each process looks for due jobs every second; the booking sweep is due hourly, so within
  // the test only the due times it sets count.
  const cluster = useCluster({ JOB_POLL_SECONDS: '1', BOOKING_SWEEP_SECONDS: '3600' });

  it('serves on one process the avatar uploaded through the other (in PostgreSQL)', () =>
    avatarServedAcross(cluster));

  it('runs a due job once with both up, and once after one is killed', async () => {
    const { database, p1 } = cluster;
    const { db } = database;
    const runs = async () =>
      (await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'booking-sweep')))[0]
        ?.runs ?? 0;
    const makeDue = () =>
      db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now()` })
        .where(eq(scheduledJobs.name, 'booking-sweep'));
    /** Three of the processes' looks for due jobs. */
    const threePolls = () => new Promise((r) => setTimeout(r, 3000));

    // Due at start: both processes started, one ran it.
    await eventually(async () => expect(await runs()).toBe(1), 10_000);
    await threePolls();
    expect(await runs()).toBe(1);

    await makeDue();
    await eventually(async () => expect(await runs()).toBe(2), 10_000);
    await threePolls();
    expect(await runs()).toBe(2);

    await p1.kill();
    await makeDue();
    await eventually(async () => expect(await runs()).toBe(3), 10_000);
    await threePolls();
    expect(await runs()).toBe(3);
  }, 40_000);
});

describe.runIf(suite.run)(`${suite.name}, files in an S3 bucket`, () => {
  // Filled in before the cluster starts: its processes read their settings then.
  const env: Record<string, string> = {};
  let s3: FakeS3 | undefined;
  beforeAll(async () => {
    s3 = await startFakeS3();
    Object.assign(env, s3.env);
  });
  afterAll(() => s3?.close());
  const cluster = useCluster(env);

  it('serves on one process the avatar uploaded through the other, from the bucket', async () => {
    await avatarServedAcross(cluster);
    expect(await cluster.database.db.select().from(uploadBlobs)).toEqual([]);
  });
});
