import type { Db } from './client';
import { auditEntries } from './schema';

/** One admin change as the audit trail records it. */
export interface AuditChange {
  actor: { id: string; name: string };
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
