import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rmdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
  /** Keys of old-layout files referenced by nothing, removed. */
  removed: string[];
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
async function recordOwners(
  tx: Db,
  rows: { key: string; ownerId: string; movedFrom?: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(uploads)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

/** Only owners that exist can be recorded (a row for anyone else would break the foreign key). */
async function existingUsers(db: Db, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, unique.slice(i, i + 1000)));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/**
 * Moves the files whose `uploads` row still names the key they come from, then clears it. Run
 * first and last: a run cut short after its rows committed is finished here by the next.
 */
async function finishPendingMoves(db: Db, root: string): Promise<void> {
  const pending = await db
    .select({ key: uploads.key, movedFrom: uploads.movedFrom })
    .from(uploads)
    .where(isNotNull(uploads.movedFrom));
  for (const { key, movedFrom } of pending) await moveFile(root, movedFrom!, key);
  for (let i = 0; i < pending.length; i += 1000) {
    await db
      .update(uploads)
      .set({ movedFrom: null })
      .where(
        inArray(
          uploads.key,
          pending.slice(i, i + 1000).map((p) => p.key),
        ),
      );
  }
}

/**
 * Post images get a new random name, not their old one: the old url named the author and was
 * seen by every member, so a name kept would still link the image to them. The rows go first
 * (owners recorded with the key each file comes from, urls rewritten, in one transaction), then
 * the files, so the next run knows where a file left behind by a crash goes.
 */
async function movePostImages(db: Db, root: string): Promise<number> {
  await finishPendingMoves(db, root);
  // Old keys (`community/<ownerId>/<uuid>.webp`) of files on disk and of posts' images.
  const found = new Map<string, string>();
  for (const ownerId of (await entries(join(root, 'community'), 'folders')).filter((n) =>
    ID_NAME.test(n),
  )) {
    for (const name of await entries(join(root, 'community', ownerId), 'files')) {
      if (POST_IMAGE_NAME.test(name)) found.set(`community/${ownerId}/${name}`, ownerId);
    }
  }
  const posts = await db
    .select({ imageUrl: communityPosts.imageUrl })
    .from(communityPosts)
    .where(sql`${communityPosts.imageUrl} ~ ${OLD_POST_IMAGE_URL}`);
  for (const { imageUrl } of posts) {
    const oldKey = imageUrl!.slice('/uploads/'.length);
    found.set(oldKey, oldKey.split('/')[1]!);
  }
  if (!found.size) return 0;

  // A file of nobody who exists is referenced by nothing (posts need their author) and is
  // removed with the old folders.
  const owners = await existingUsers(db, [...found.values()]);
  const moves = [...found]
    .filter(([, ownerId]) => owners.has(ownerId))
    .map(([movedFrom, ownerId]) => ({
      key: `community/${randomUUID()}.webp`,
      ownerId,
      movedFrom,
    }));
  await db.transaction(async (tx) => {
    await recordOwners(tx, moves);
    for (const m of moves) {
      await tx
        .update(communityPosts)
        .set({ imageUrl: `/uploads/${m.key}` })
        .where(eq(communityPosts.imageUrl, `/uploads/${m.movedFrom}`));
    }
  });
  await finishPendingMoves(db, root);
  return moves.length;
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

/** What the old layout could hold: a post image, or an avatar's size variant. */
const OLD_LAYOUT_FILE = { community: POST_IMAGE_NAME, avatars: /-\d+\.webp$/ } as const;

/**
 * Removes what the move left in the old per-user folders: files of the old layout's shapes only
 * (replaced avatars, images of nobody), each logged, then each folder once it is empty. Anything
 * else stays where it is, to be looked at.
 */
async function removeLeftovers(root: string): Promise<string[]> {
  const removed: string[] = [];
  for (const [folder, shape] of Object.entries(OLD_LAYOUT_FILE)) {
    for (const owner of (await entries(join(root, folder), 'folders')).filter((n) =>
      ID_NAME.test(n),
    )) {
      const dir = join(root, folder, owner);
      for (const name of (await entries(dir, 'files')).filter((n) => shape.test(n))) {
        await unlink(join(dir, name)).catch(ignoreMissing);
        removed.push(`${folder}/${owner}/${name}`);
      }
      await rmdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') ignoreMissing(err);
      });
    }
  }
  return removed;
}

function ignoreMissing(err: NodeJS.ErrnoException): void {
  if (err.code !== 'ENOENT') throw err;
}

/**
 * Moves uploads of the old layout (under DATA_DIR/uploads, `root`) to keys that name nobody;
 * run at start after the SQL migrations. What is left of the old layout after that (replaced
 * avatars, files of rows long gone) is referenced by nothing and is removed, so no old path
 * resolves.
 */
export async function moveUploadsToRandomKeys(db: Db, root: string): Promise<UploadKeyMoves> {
  return {
    postImages: await movePostImages(db, root),
    avatars: await moveAvatars(db, root),
    removed: await removeLeftovers(root),
  };
}
