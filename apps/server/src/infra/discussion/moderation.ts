import type { Db } from '../../db/client';
import { reportsHideItem } from './policy';
import type { HiddenReason } from './reactions';

/** What the report and hide flows need of a reactions repository (see reactions.ts). */
export interface ModeratedItems {
  lock(id: string, tx: Db): Promise<{ hiddenAt: Date | null } | null>;
  addReport(id: string, userId: string, tx: Db): Promise<number>;
  clearReports(id: string, tx: Db): Promise<void>;
  setHidden(id: string, reason: HiddenReason | null, tx: Db, at?: Date): Promise<void>;
}

/** Something else the same transaction must write (a count, a moderation log row). */
export type AlsoInTransaction = (tx: Db) => Promise<void>;

/**
 * Records `userId`'s report of an item and hides it once its reports reach `threshold`, in one
 * transaction. The item's row is locked first, so two last reports arriving together both see
 * the final count. Returns whether this report hid it.
 */
export async function reportItem(
  db: Db,
  items: ModeratedItems,
  report: { id: string; userId: string; threshold: number; at?: Date },
  onHidden?: AlsoInTransaction,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await items.lock(report.id, tx);
    if (!locked) return false;
    const count = await items.addReport(report.id, report.userId, tx);
    if (locked.hiddenAt || !reportsHideItem(count, report.threshold)) return false;
    await items.setHidden(report.id, 'reports', tx, report.at);
    await onHidden?.(tx);
    return true;
  });
}

/**
 * A moderator hides an item, or shows it again; showing it clears its reports, so it starts
 * afresh rather than being hidden by the next single report.
 */
export async function setItemHidden(
  db: Db,
  items: ModeratedItems,
  change: { id: string; hidden: boolean; at?: Date },
  also?: AlsoInTransaction,
): Promise<void> {
  await db.transaction(async (tx) => {
    await items.setHidden(change.id, change.hidden ? 'moderator' : null, tx, change.at);
    if (!change.hidden) await items.clearReports(change.id, tx);
    await also?.(tx);
  });
}

/** What an admin's review of a reported item does (the review queue, decision 94). */
export type ReviewDecision = 'approve' | 'remove' | 'handled';

/**
 * An admin's decision on a reported item, with `also` (the audit row) in the same transaction:
 * `approve` shows it again and clears its reports; `remove` hides it as a moderator would;
 * `handled` clears its reports and leaves it as it is. False when there is no such item.
 */
export async function reviewItem(
  db: Db,
  items: ModeratedItems,
  review: { id: string; decision: ReviewDecision; at?: Date },
  also: AlsoInTransaction,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await items.lock(review.id, tx))) return false;
    if (review.decision === 'remove') await items.setHidden(review.id, 'moderator', tx, review.at);
    if (review.decision === 'approve') await items.setHidden(review.id, null, tx, review.at);
    if (review.decision !== 'remove') await items.clearReports(review.id, tx);
    await also(tx);
    return true;
  });
}
