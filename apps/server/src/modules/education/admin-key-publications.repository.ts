import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfTable, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';
import { keyPublications } from '../../db/schema';

export type KeyPublicationRow = typeof keyPublications.$inferSelect;
export type KeyPublicationValues = Omit<typeof keyPublications.$inferInsert, 'id' | 'createdAt'>;

/** Key publications as their editor sees them, drafts included. */
export function createAdminKeyPublicationsRepository(db: Db) {
  return {
    async page(q: education.AdminListQuery): Promise<Page<KeyPublicationRow>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        pattern
          ? or(ilike(keyPublications.title, pattern), ilike(keyPublications.citation, pattern))
          : undefined,
        statusWhere(keyPublications.publishedAt, q.status),
      );
      return pageOfTable(
        db,
        keyPublications,
        where,
        [desc(keyPublications.year), asc(keyPublications.title), asc(keyPublications.id)],
        q,
      );
    },

    async find(id: string, tx: Db = db, lock = false): Promise<KeyPublicationRow | null> {
      const query = tx.select().from(keyPublications).where(eq(keyPublications.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insert(values: KeyPublicationValues, tx: Db): Promise<string> {
      const [row] = await tx
        .insert(keyPublications)
        .values(values)
        .returning({ id: keyPublications.id });
      return row!.id;
    },

    async update(id: string, values: Partial<KeyPublicationValues>, tx: Db): Promise<void> {
      await tx
        .update(keyPublications)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(keyPublications.id, id));
    },

    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(keyPublications).where(eq(keyPublications.id, id));
    },
  };
}

export type AdminKeyPublicationsRepository = ReturnType<
  typeof createAdminKeyPublicationsRepository
>;
