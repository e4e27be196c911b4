import type { Db } from './client';

/**
 * `db` whose transactions tell `changed` once they have committed: for the services whose
 * readers share copies of what they change (decisions 21, 121), so the copies go with every
 * change and never before it is visible. Reads and everything else are `db`'s own.
 */
export function tellingCommits(db: Db, changed: (() => void) | undefined): Db {
  if (!changed) return db;
  const transaction: Db['transaction'] = async (work, config) => {
    const result = await db.transaction(work, config);
    changed();
    return result;
  };
  return Object.create(db, { transaction: { value: transaction } }) as Db;
}
