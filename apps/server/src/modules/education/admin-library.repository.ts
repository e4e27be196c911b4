import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfTable, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';
import { educationLibraryItems as t } from '../../db/schema';

export type AdminLibraryRow = typeof t.$inferSelect;
export type LibraryDocumentValues = Partial<
  Pick<
    typeof t.$inferInsert,
    | 'title'
    | 'description'
    | 'category'
    | 'author'
    | 'fileName'
    | 'contentType'
    | 'sizeBytes'
    | 'storageKey'
    | 'url'
    | 'publishedAt'
  >
>;

/**
 * The library's items of one kind as their editor sees them, drafts included: its files
 * (documents, decision 98) or its links (decision 113), each kind its own admin section.
 */
export function createAdminLibraryRepository(db: Db, kind: 'file' | 'link') {
  return {
    /** Newest first, drafts (no time yet) at the top. */
    async page(q: education.AdminListQuery): Promise<Page<AdminLibraryRow>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        eq(t.kind, kind),
        pattern
          ? or(
              ilike(t.title, pattern),
              ilike(t.description, pattern),
              ilike(t.author, pattern),
              // A link is found by its address too; a file has none.
              ilike(t.url, pattern),
            )
          : undefined,
        statusWhere(t.publishedAt, q.status),
      );
      return pageOfTable(
        db,
        t,
        where,
        [sql`${t.publishedAt} desc nulls first`, desc(t.createdAt), desc(t.id)],
        q,
      );
    },

    async find(id: string, tx: Db = db, lock = false): Promise<AdminLibraryRow | null> {
      const query = tx
        .select()
        .from(t)
        .where(and(eq(t.id, id), eq(t.kind, kind)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insert(
      values: Required<
        Pick<LibraryDocumentValues, 'title' | 'description' | 'category' | 'author'>
      > &
        LibraryDocumentValues,
      tx: Db,
    ): Promise<string> {
      // The table's check holds each kind to its columns (a file's four, or a link's address).
      const [row] = await tx
        .insert(t)
        .values({ ...values, kind })
        .returning({ id: t.id });
      return row!.id;
    },

    async update(id: string, values: LibraryDocumentValues, tx: Db): Promise<void> {
      await tx
        .update(t)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(t.id, id));
    },

    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(t).where(eq(t.id, id));
    },
  };
}

export type AdminLibraryRepository = ReturnType<typeof createAdminLibraryRepository>;
