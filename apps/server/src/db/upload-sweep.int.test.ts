import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { education } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type FileStorage } from '../infra/storage';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { communityPosts, cpdEntries, media, uploads } from './schema';
import { createUploadSweeper } from './upload-sweep';

// Housekeeping (issue 31, decision 95): the sweep removes the files of `uploads` no column of
// UPLOAD_REFERENCES holds, older than the grace period, once across sweepers.

let t: TestApp;
let publicRoot: string;
let privateRoot: string;
let publicStore: FileStorage;
let privateStore: FileStorage;
const NOW = new Date('2026-11-26T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const old = new Date(NOW.getTime() - 2 * DAY);
const young = new Date(NOW.getTime() - 3600 * 1000);

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_SWEEP_SECONDS: '0' } });
  publicRoot = join(t.config.DATA_DIR, 'uploads');
  privateRoot = join(t.config.DATA_DIR, 'files');
  publicStore = createDiskStorage(publicRoot);
  privateStore = createDiskStorage(privateRoot);
});
afterAll(() => t.close());

const logged: { count: number; keys: string[] }[] = [];
const sweeper = () =>
  createUploadSweeper({
    db: t.database.db,
    stores: [publicStore, privateStore],
    graceMs: DAY,
    log: {
      info: ((obj: { count: number; keys: string[] }) => logged.push(obj)) as never,
      warn: (() => undefined) as never,
    },
    now: () => NOW,
  });

/** A stored file and its `uploads` row, made at `createdAt`. */
async function upload(
  ownerId: string,
  key: string,
  createdAt: Date,
  store: FileStorage = publicStore,
): Promise<string> {
  await store.put(key, Buffer.from(key));
  await t.database.db.insert(uploads).values({ key, ownerId, createdAt });
  return key;
}

const onDisk = (key: string, root = publicRoot) => existsSync(join(root, key));

describe('upload sweep', () => {
  it('removes only unreferenced files older than the grace period, and logs them', async () => {
    const a = await createUser(t.database.db);
    const orphan = await upload(a.id, `community/${randomUUID()}.webp`, old);
    const fresh = await upload(a.id, `community/${randomUUID()}.webp`, young);
    const postImage = await upload(a.id, `community/${randomUUID()}.webp`, old);
    await t.database.db
      .insert(communityPosts)
      .values({ authorId: a.id, title: 'x', body: '<p>x</p>', imageUrl: `/uploads/${postImage}` });
    const id = randomUUID();
    const large = await upload(a.id, `avatars/${id}-512.webp`, old);
    const thumb = await upload(a.id, `avatars/${id}-96.webp`, old);
    await t.database.db.insert(media).values({
      ownerId: a.id,
      kind: 'avatar',
      path: large,
      thumbPath: thumb,
      mimeType: 'image/webp',
      width: 512,
      height: 512,
      bytes: 10,
    });
    const replacedAvatar = await upload(a.id, `avatars/${randomUUID()}-512.webp`, old);
    // Private CPD evidence: one attached to a record, one dropped.
    const evidenceId = `${randomUUID()}.pdf`;
    const evidence = await upload(a.id, `cpd/${evidenceId}`, old, privateStore);
    const droppedEvidence = await upload(a.id, `cpd/${randomUUID()}.pdf`, old, privateStore);
    await t.database.db.insert(cpdEntries).values({
      userId: a.id,
      type: 'unplanned',
      title: 'Reading',
      activityDate: '2026-11-01',
      benefitExample: 'x',
      evidence: [{ url: education.cpdEvidenceUrl(evidenceId), name: 'a.pdf' }],
    });
    // A file without an `uploads` row (demo covers) is not the sweep's.
    await publicStore.put('demo/news/cover.svg', Buffer.from('<svg/>'));

    const result = await sweeper().sweep();

    expect(result.ran).toBe(true);
    expect(result.removed.sort()).toEqual([orphan, replacedAvatar, droppedEvidence].sort());
    expect(logged.at(-1)).toEqual({ count: 3, keys: result.removed });
    for (const key of [orphan, replacedAvatar]) expect(onDisk(key)).toBe(false);
    expect(onDisk(droppedEvidence, privateRoot)).toBe(false);
    for (const key of [fresh, postImage, large, thumb, 'demo/news/cover.svg'])
      expect(onDisk(key)).toBe(true);
    expect(onDisk(evidence, privateRoot)).toBe(true);
    const rows = await t.database.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        inArray(uploads.key, [orphan, fresh, postImage, large, thumb, replacedAvatar, evidence]),
      );
    expect(rows.map((r) => r.key).sort()).toEqual(
      [fresh, postImage, large, thumb, evidence].sort(),
    );

    // A second sweep finds nothing.
    expect((await sweeper().sweep()).removed).toEqual([]);
  });

  it('removes each file once when two sweepers race', async () => {
    const a = await createUser(t.database.db);
    const keys: string[] = [];
    for (let i = 0; i < 12; i++)
      keys.push(await upload(a.id, `community/${randomUUID()}.webp`, old));

    const [one, two] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);

    const all = [...one.removed, ...two.removed];
    expect(all.sort()).toEqual([...keys].sort());
    expect(new Set(all).size).toBe(all.length);
    for (const key of keys) expect(onDisk(key)).toBe(false);
  });
});
