import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { communityPosts, media, uploads, users } from './schema';

// Issue 27: uploads used to be stored under their uploader's id (`community/<userId>/<uuid>.webp`,
// `avatars/<userId>/<stamp>-512.webp`), so a post image named its anonymous author. This start-up
// step, run after the SQL migrations, moves those files to keys that name nobody, records their
// owners in `uploads` and rewrites the rows pointing at them. Each step can be run again after a
// crash at any point, and a file already gone is skipped.

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ID_NAME = new RegExp(`^${ID}$`);
const POST_IMAGE_NAME = new RegExp(`^${ID}\\.webp$`);
/** A post image url of the old layout: `/uploads/community/<userId>/<uuid>.webp`. */
const OLD_POST_IMAGE_URL = `^/uploads/community/${ID}/${ID}\\.webp$`;
/** An avatar key of the old layout: `avatars/<userId>/<stamp><variant>`. */
const OLD_AVATAR_KEY = `^avatars/${ID}/`;

/** What the step moved, for the start-up log. */
export interface UploadKeyMoves {
  postImages: number;
  avatars: number;
}

/** Names in a folder (only folders, or only files), none when it does not exist. */
async function entries(dir: string, kind: 'folders' | 'files'): Promise<string[]> {
  try {
    const all = await readdir(dir, { withFileTypes: true });
    return all
      .filter((e) => (kind === 'folders' ? e.isDirectory() : e.isFile()))
      .map((e) => e.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Moves a file under `root`; one already moved (or lost) is left as it is. */
async function moveFile(root: string, from: string, to: string): Promise<void> {
  try {
    await mkdir(dirname(join(root, to)), { recursive: true });
    await rename(join(root, from), join(root, to));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Records owners, a thousand rows a statement (far below the driver's parameter limit). */
async function recordOwners(tx: Db, rows: { key: string; ownerId: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(uploads)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

/** Only owners that exist can be recorded (a row for anyone else would break the foreign key). */
async function existingUsers(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/**
 * Post images: the rows first (owners recorded, urls rewritten, in one transaction), then the
 * files. The new key keeps the file's own random name, so after a crash between the two the next
 * run still finds the files in the old folders and knows where each goes.
 */
async function movePostImages(db: Db, root: string): Promise<number> {
  // By file name (a random uuid): a file and the post showing it are one image.
  const byName = new Map<string, string>();
  for (const ownerId of (await entries(join(root, 'community'), 'folders')).filter((n) =>
    ID_NAME.test(n),
  )) {
    for (const name of await entries(join(root, 'community', ownerId), 'files')) {
      if (POST_IMAGE_NAME.test(name)) byName.set(name, ownerId);
    }
  }
  const posts = await db
    .select({ imageUrl: communityPosts.imageUrl })
    .from(communityPosts)
    .where(sql`${communityPosts.imageUrl} ~ ${OLD_POST_IMAGE_URL}`);
  for (const { imageUrl } of posts) {
    const [, , , ownerId, name] = imageUrl!.split('/');
    byName.set(name!, ownerId!);
  }
  const found = [...byName].map(([name, ownerId]) => ({ name, ownerId }));
  if (!found.length) return 0;

  const owners = await existingUsers(
    db,
    found.map((f) => f.ownerId),
  );
  const rows = found
    .filter((f) => owners.has(f.ownerId))
    .map((f) => ({ key: `community/${f.name}`, ownerId: f.ownerId }));
  await db.transaction(async (tx) => {
    await recordOwners(tx, rows);
    await tx
      .update(communityPosts)
      .set({
        imageUrl: sql`regexp_replace(${communityPosts.imageUrl}, ${`^/uploads/community/${ID}/`}, '/uploads/community/')`,
      })
      .where(sql`${communityPosts.imageUrl} ~ ${OLD_POST_IMAGE_URL}`);
  });
  for (const { ownerId, name } of found) {
    await moveFile(root, `community/${ownerId}/${name}`, `community/${name}`);
  }
  return found.length;
}

/**
 * Avatars: the files first, then the rows. The new key is made from the media row's own random
 * id (already public beside the url), so a run cut short after the files moved finds the row
 * unchanged and the same target, and moves nothing twice.
 */
async function moveAvatars(db: Db, root: string): Promise<number> {
  const rows = await db
    .select({ id: media.id, ownerId: media.ownerId, path: media.path, thumbPath: media.thumbPath })
    .from(media)
    .where(sql`${media.path} ~ ${OLD_AVATAR_KEY} or ${media.thumbPath} ~ ${OLD_AVATAR_KEY}`);
  const renamed = rows.map((r) => {
    // The size variant (`-512.webp`, `-96.webp`) stays at the end of the name.
    const variant = (key: string) => key.match(/-\d+\.webp$/)?.[0] ?? '.webp';
    return {
      ...r,
      newPath: `avatars/${r.id}${variant(r.path)}`,
      newThumbPath: `avatars/${r.id}${variant(r.thumbPath)}`,
    };
  });
  for (const r of renamed) {
    await moveFile(root, r.path, r.newPath);
    await moveFile(root, r.thumbPath, r.newThumbPath);
  }
  if (!renamed.length) return 0;
  await db.transaction(async (tx) => {
    for (const r of renamed) {
      await tx
        .update(media)
        .set({ path: r.newPath, thumbPath: r.newThumbPath })
        .where(eq(media.id, r.id));
    }
    await recordOwners(
      tx,
      renamed.flatMap((r) => [
        { key: r.newPath, ownerId: r.ownerId },
        { key: r.newThumbPath, ownerId: r.ownerId },
      ]),
    );
  });
  return renamed.length;
}

/**
 * Moves uploads of the old layout (under DATA_DIR/uploads, `root`) to keys that name nobody;
 * run at start after the SQL migrations. Whatever is left in the old per-user folders after
 * that (replaced avatars, files of rows long gone) is referenced by nothing and is removed, so
 * no old path resolves.
 */
export async function moveUploadsToRandomKeys(db: Db, root: string): Promise<UploadKeyMoves> {
  const moves = {
    postImages: await movePostImages(db, root),
    avatars: await moveAvatars(db, root),
  };
  for (const folder of ['community', 'avatars']) {
    for (const name of await entries(join(root, folder), 'folders')) {
      if (ID_NAME.test(name)) await rm(join(root, folder, name), { recursive: true, force: true });
    }
  }
  return moves;
}
