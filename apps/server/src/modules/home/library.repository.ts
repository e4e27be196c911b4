import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, totalOver, type Page } from '../../db/paging';
import { libraryDocuments } from '../../db/schema';

export type DocumentRow = typeof libraryDocuments.$inferSelect;

/** Library documents; their files are in the service's storage. */
export function createLibraryRepository(db: Db) {
  return {
    /** Newest first. */
    async page(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
      category?: string | undefined;
    }): Promise<Page<DocumentRow>> {
      const where = and(
        q.search
          ? or(
              ilike(libraryDocuments.title, containsPattern(q.search)),
              ilike(libraryDocuments.description, containsPattern(q.search)),
            )
          : undefined,
        q.category ? eq(libraryDocuments.category, q.category) : undefined,
      );
      const rows = await db
        .select({ doc: libraryDocuments, total: totalOver })
        .from(libraryDocuments)
        .where(where)
        .orderBy(desc(libraryDocuments.createdAt), desc(libraryDocuments.id))
        .limit(q.limit)
        .offset(q.skip);
      const total =
        rows[0]?.total ?? (q.skip > 0 ? await countRows(db, libraryDocuments, where) : 0);
      return { rows: rows.map((r) => r.doc), total };
    },

    async find(id: string): Promise<DocumentRow | null> {
      const [row] = await db.select().from(libraryDocuments).where(eq(libraryDocuments.id, id));
      return row ?? null;
    },

    async insert(values: typeof libraryDocuments.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(libraryDocuments)
        .values(values)
        .returning({ id: libraryDocuments.id });
      return row!.id;
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
