import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { communityPosts, media, uploads, users } from './schema';
import { moveUploadsToRandomKeys } from './upload-keys';

// The start-up step of issue 27: uploads stored under their uploader's id move to keys that
// name nobody, their owners go to `uploads`, the rows follow, and it can run again.

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = join(t.config.DATA_DIR, 'uploads');
});
afterAll(() => t.close());

async function file(key: string, text = key) {
  await mkdir(dirname(join(root, key)), { recursive: true });
  await writeFile(join(root, key), text);
}

/** Every file under the uploads folder, as keys. */
async function tree(dir = root, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...(await tree(join(dir, e.name), `${prefix}${e.name}/`)));
    else out.push(`${prefix}${e.name}`);
  }
  return out.sort();
}

async function post(authorId: string, imageUrl: string) {
  const [row] = await t.database.db
    .insert(communityPosts)
    .values({ authorId, title: 'Near miss', body: '<p>x</p>', imageUrl, anonymous: true })
    .returning({ id: communityPosts.id });
  return row!.id;
}

async function avatar(ownerId: string, path: string, thumbPath: string) {
  const [row] = await t.database.db
    .insert(media)
    .values({
      ownerId,
      kind: 'avatar',
      path,
      thumbPath,
      mimeType: 'image/webp',
      width: 512,
      height: 512,
      bytes: 10,
    })
    .returning({ id: media.id });
  await t.database.db.update(users).set({ avatarMediaId: row!.id }).where(eq(users.id, ownerId));
  return row!.id;
}

const imageOf = async (postId: string) =>
  (
    await t.database.db
      .select({ imageUrl: communityPosts.imageUrl })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId))
  )[0]!.imageUrl;

describe('moveUploadsToRandomKeys', () => {
  it('moves the old layout to keys that name nobody, rows and owners with it, and runs twice', async () => {
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    const [attached, unattached, lost] = [randomUUID(), randomUUID(), randomUUID()];
    await file(`community/${a.id}/${attached}.webp`, 'attached');
    await file(`community/${a.id}/${unattached}.webp`, 'unattached');
    const postA = await post(a.id, `/uploads/community/${a.id}/${attached}.webp`);
    // B's image file was lost before the move: the row moves all the same.
    const postB = await post(b.id, `/uploads/community/${b.id}/${lost}.webp`);
    await file(`avatars/${a.id}/m1x2-0a0b0c0d-512.webp`, 'large');
    await file(`avatars/${a.id}/m1x2-0a0b0c0d-96.webp`, 'thumb');
    // An avatar replaced long ago whose file stayed behind.
    await file(`avatars/${a.id}/k0-ffffffff-512.webp`, 'stale');
    const mediaA = await avatar(
      a.id,
      `avatars/${a.id}/m1x2-0a0b0c0d-512.webp`,
      `avatars/${a.id}/m1x2-0a0b0c0d-96.webp`,
    );
    // Files under other folders (demo covers) are not touched.
    await file('demo/news/cover.svg', '<svg/>');

    const result = await moveUploadsToRandomKeys(t.database.db, root);
    expect(result).toMatchObject({ postImages: 3, avatars: 1 });
    expect(result.removed).toEqual([`avatars/${a.id}/k0-ffffffff-512.webp`]);

    // Each post image has a new random name: neither its owner's id nor its old name.
    const keyOf = (url: string | null) => url!.slice('/uploads/'.length);
    const attachedKey = keyOf(await imageOf(postA));
    const lostKey = keyOf(await imageOf(postB));
    const postKeys = (await t.database.db.select().from(uploads).where(eq(uploads.ownerId, a.id)))
      .map((r) => r.key)
      .filter((k) => k.startsWith('community/'));
    const unattachedKey = postKeys.find((k) => k !== attachedKey)!;
    for (const key of [attachedKey, lostKey, unattachedKey]) {
      expect(key).toMatch(/^community\/[0-9a-f-]{36}\.webp$/);
      for (const old of [attached, unattached, lost, a.id, b.id]) expect(key).not.toContain(old);
    }
    expect(postKeys.sort()).toEqual([attachedKey, unattachedKey].sort());

    const keys = await tree();
    expect(keys).toEqual(
      [
        `avatars/${mediaA}-512.webp`,
        `avatars/${mediaA}-96.webp`,
        attachedKey,
        unattachedKey,
        'demo/news/cover.svg',
      ].sort(),
    );
    expect(keys.join('\n')).not.toContain(a.id);
    expect(await readFile(join(root, attachedKey), 'utf8')).toBe('attached');
    expect(await readFile(join(root, unattachedKey), 'utf8')).toBe('unattached');
    expect(await readFile(join(root, `avatars/${mediaA}-96.webp`), 'utf8')).toBe('thumb');
    const [m] = await t.database.db.select().from(media).where(eq(media.id, mediaA));
    expect([m!.path, m!.thumbPath]).toEqual([
      `avatars/${mediaA}-512.webp`,
      `avatars/${mediaA}-96.webp`,
    ]);
    const owned = await t.database.db
      .select()
      .from(uploads)
      .where(
        inArray(uploads.key, [
          attachedKey,
          unattachedKey,
          lostKey,
          `avatars/${mediaA}-512.webp`,
          `avatars/${mediaA}-96.webp`,
        ]),
      );
    expect(Object.fromEntries(owned.map((r) => [r.key, [r.ownerId, r.movedFrom]]))).toEqual({
      [attachedKey]: [a.id, null],
      [unattachedKey]: [a.id, null],
      [lostKey]: [b.id, null],
      [`avatars/${mediaA}-512.webp`]: [a.id, null],
      [`avatars/${mediaA}-96.webp`]: [a.id, null],
    });

    // Old paths no longer resolve; the new ones do.
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await status(`/uploads/community/${a.id}/${attached}.webp`)).toBe(404);
    expect(await status(`/uploads/avatars/${a.id}/m1x2-0a0b0c0d-512.webp`)).toBe(404);
    expect(await status(`/uploads/avatars/${a.id}/k0-ffffffff-512.webp`)).toBe(404);
    expect(await status(`/uploads/community/${attached}.webp`)).toBe(404);
    expect(await status(`/uploads/${attachedKey}`)).toBe(200);
    expect(await status(`/uploads/avatars/${mediaA}-512.webp`)).toBe(200);

    // A second run finds nothing to do and changes nothing.
    expect(await moveUploadsToRandomKeys(t.database.db, root)).toEqual({
      postImages: 0,
      avatars: 0,
      removed: [],
    });
    expect(await tree()).toEqual(keys);
    expect(await imageOf(postA)).toBe(`/uploads/${attachedKey}`);

    // The ownership rule holds for moved uploads: A may attach theirs, B may not.
    const login = async (u: { email: string; password: string }) =>
      (await t.login(u.email, u.password)).token;
    const create = async (token: string) =>
      t.request({
        method: 'POST',
        url: '/api/community/post/create',
        token,
        payload: {
          title: 'Again',
          body: '<p>x</p>',
          imageUrl: `/uploads/${unattachedKey}`,
        },
      });
    expect((await create(await login(b))).statusCode).toBe(400);
    expect((await create(await login(a))).statusCode).toBe(200);
    const profile = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      token: await login(a),
    });
    expect(profile.json().data.media[0].url).toBe(`/uploads/avatars/${mediaA}-512.webp`);
  });

  it('finishes a run cut short: files moved without their rows, or rows without their files', async () => {
    const a = await createUser(t.database.db);
    // Avatar files already at their new keys, the row still old (a crash between the two).
    const mediaA = await avatar(
      a.id,
      `avatars/${a.id}/s-1-512.webp`,
      `avatars/${a.id}/s-1-96.webp`,
    );
    await file(`avatars/${mediaA}-512.webp`, 'large');
    await file(`avatars/${mediaA}-96.webp`, 'thumb');
    // A post image whose rows committed (owner, old key, post's url), the file still in the old
    // folder; and a file of the old layout's shape nothing points at, beside one of another shape.
    const name = randomUUID();
    await file(`community/${a.id}/${name}.webp`, 'image');
    const newKey = `community/${randomUUID()}.webp`;
    await t.database.db
      .insert(uploads)
      .values({ key: newKey, ownerId: a.id, movedFrom: `community/${a.id}/${name}.webp` });
    const postA = await post(a.id, `/uploads/${newKey}`);
    await file(`avatars/${a.id}/notes.txt`, 'not an upload of ours');

    const result = await moveUploadsToRandomKeys(t.database.db, root);

    const [m] = await t.database.db.select().from(media).where(eq(media.id, mediaA));
    expect(m!.path).toBe(`avatars/${mediaA}-512.webp`);
    expect(await readFile(join(root, m!.path), 'utf8')).toBe('large');
    expect(await readFile(join(root, newKey), 'utf8')).toBe('image');
    expect(existsSync(join(root, 'community', a.id))).toBe(false);
    expect(await imageOf(postA)).toBe(`/uploads/${newKey}`);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, newKey));
    expect(row).toMatchObject({ ownerId: a.id, movedFrom: null });
    // The file was moved, not found anew: no second key for it.
    expect(result.postImages).toBe(0);
    // Only files of the old layout's shapes are removed; anything else stays to be looked at.
    expect(await readFile(join(root, `avatars/${a.id}/notes.txt`), 'utf8')).toBe(
      'not an upload of ours',
    );
  });
});
