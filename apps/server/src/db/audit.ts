import { tellingCommits } from './after-commit';
import type { Db } from './client';
import { auditActionOf, type Actor } from './published';
import { auditEntries } from './schema';

/** One admin change as the audit trail records it. */
export interface AuditChange {
  actor: Actor;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** JSON as it will be stored: dates as ISO strings, undefined dropped. */
const snapshot = (value: unknown) =>
  value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);

/**
 * Records an admin change. Every module's admin service calls it inside the transaction that
 * makes the change, so the change and its audit row commit together or not at all.
 */
export async function recordAudit(tx: Db, change: AuditChange): Promise<void> {
  await tx.insert(auditEntries).values({
    actorId: change.actor.id,
    actorName: change.actor.name,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

/**
 * The read-before / change / read-after / audit-row of an admin service's changes to one kind,
 * each in one transaction: the row is read locked before an update or delete, so `before` is
 * what the change replaced, and the change and its audit row commit together or not at all.
 * `load` reads the admin's view of one row (a 404 when there is none); an update's action is
 * `publish` or `unpublish` when it only changed `publishedAt` (`auditActionOf`). `changed` is told
 * once each change has committed (readers' shared copies to drop).
 */
export function auditedChanges<T extends { publishedAt: string | null }>(deps: {
  db: Db;
  entity: string;
  load: (id: string, tx: Db, lock?: boolean) => Promise<T>;
  changed?: (() => void) | undefined;
}) {
  const { entity, load } = deps;
  const db = tellingCommits(deps.db, deps.changed);
  return {
    /** Inserts a row (`insert` answers its id) and records it as `create`. */
    create: (actor: Actor, insert: (tx: Db) => Promise<string>) =>
      db.transaction(async (tx) => {
        const id = await insert(tx);
        const after = await load(id, tx);
        await recordAudit(tx, { actor, entity, entityId: id, action: 'create', after });
        return after;
      }),

    /** Changes a row as `patch` asks (`change` may read the row as it stood). */
    update: (
      actor: Actor,
      id: string,
      patch: object,
      change: (tx: Db, before: T) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        await change(tx, before);
        const after = await load(id, tx);
        const action = auditActionOf(patch, before.publishedAt, after.publishedAt);
        await recordAudit(tx, { actor, entity, entityId: id, action, before, after });
        return after;
      }),

    /** Deletes a row (`drop` may refuse, seeing the row as it stands). */
    remove: (actor: Actor, id: string, drop: (tx: Db, before: T) => Promise<void>) =>
      db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        await drop(tx, before);
        await recordAudit(tx, { actor, entity, entityId: id, action: 'delete', before });
        return { _id: id };
      }),
  };
}
