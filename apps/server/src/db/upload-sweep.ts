import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../infra/storage';
import type { Db } from './client';
import { queryRows } from './raw';
import { uploads } from './schema';
import { referencedKeys } from './upload-references';

// Housekeeping (issue 31, decision 95): files of `uploads` that no row references any more
// (a replaced avatar, a dropped post image, a deleted document) are removed, files and rows.
// The schedule runs it once per due time across processes (infra/scheduled-jobs.ts, decision
// 108); a sweep started otherwise (a test, an operator) still never overlaps one: each batch runs
// in a transaction holding a PostgreSQL advisory lock, and a sweeper that cannot take it stops.

/** The advisory lock's key: any bigint the portal uses for nothing else. */
export const UPLOAD_SWEEP_LOCK = 310_095;
/** Files looked at per transaction. */
const BATCH = 500;

/** Where the next batch starts: after this row, in the order of (createdAt, key). */
interface Cursor {
  createdAt: Date;
  key: string;
}

export interface UploadSweepResult {
  /** False when another process held the lock (this one did nothing). */
  ran: boolean;
  /** The keys removed. */
  removed: string[];
}

export interface UploadSweeperDeps {
  db: Db;
  /** Every store a key may live in (public uploads, private files): a key is removed from each. */
  stores: FileStorage[];
  /** A file younger than this is kept: it may be uploaded and not yet attached. */
  graceMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}

export function createUploadSweeper({
  db,
  stores,
  graceMs,
  log,
  now = () => new Date(),
}: UploadSweeperDeps) {
  /** One batch: true when it held the lock, with the keys it removed. */
  async function batch(
    before: Date,
    after: Cursor | null,
  ): Promise<{ locked: boolean; removed: string[]; next: Cursor | null }> {
    return db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${UPLOAD_SWEEP_LOCK}) as locked`,
      );
      if (!lock?.locked) return { locked: false, removed: [], next: null };
      const rows = await tx
        .select({ key: uploads.key, createdAt: uploads.createdAt })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, before),
            // A file being moved to its new key (db/upload-keys.ts) is not swept.
            isNull(uploads.movedFrom),
            after
              ? sql`(${uploads.createdAt}, ${uploads.key}) > (${after.createdAt.toISOString()}::timestamptz, ${after.key})`
              : undefined,
          ),
        )
        .orderBy(asc(uploads.createdAt), asc(uploads.key))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const candidates = rows.map((r) => r.key);
      const next = rows.length === BATCH ? rows[rows.length - 1]! : null;
      const held = await referencedKeys(tx, candidates);
      const orphans = candidates.filter((k) => !held.has(k));
      if (!orphans.length) return { locked: true, removed: [], next };
      // Files first, then the rows: a sweep cut short leaves rows whose files are gone, which
      // the next one removes, never a file that no row lists.
      for (const key of orphans) await Promise.all(stores.map((s) => s.remove(key)));
      await tx.delete(uploads).where(inArray(uploads.key, orphans));
      return { locked: true, removed: orphans, next };
    });
  }

  async function sweep(): Promise<UploadSweepResult> {
    const before = new Date(now().getTime() - graceMs);
    const removed: string[] = [];
    let cursor: Cursor | null = null;
    do {
      const b = await batch(before, cursor);
      if (!b.locked) {
        if (!removed.length) return { ran: false, removed };
        break;
      }
      removed.push(...b.removed);
      cursor = b.next;
    } while (cursor);
    log.info(
      { count: removed.length, keys: removed },
      `upload sweep removed ${removed.length} unreferenced file(s)`,
    );
    return { ran: true, removed };
  }

  return { sweep };
}

export type UploadSweeper = ReturnType<typeof createUploadSweeper>;
