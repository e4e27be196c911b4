import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change an admin makes (issue 31): who, what, when, and the row before and after. Rows are
 * only ever inserted; nothing updates or deletes them, and the actor is kept by name as well so
 * the trail survives the actor's account being deleted.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when the change was made. */
    actorName: text().notNull(),
    /** What kind of thing changed: `newsArticle`, `product`, `user`, … */
    entity: text().notNull(),
    entityId: text().notNull(),
    /** `create`, `update`, `delete`, `publish`, `unpublish`, `setRole`, … */
    action: text().notNull(),
    /** The row before the change (null for a create) and after it (null for a delete). */
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_created_idx').on(t.createdAt),
    index('audit_entries_entity_idx').on(t.entity, t.entityId),
    index('audit_entries_actor_idx').on(t.actorId),
  ],
);
