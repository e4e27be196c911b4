import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, totalOver, type Page } from '../../db/paging';
import { isPublished, nextPublication } from '../../db/published';
import { educationLibraryItems } from '../../db/schema';

export type LibraryItemRow = typeof educationLibraryItems.$inferSelect;

/**
 * The portal's one library (Education's Library tab and Home's documents, decision 82) as
 * readers see it: published items only. The items' files are in the service's storage.
 */
export function createLibraryRepository(db: Db) {
  return {
    /** When the next scheduled item shows (epoch ms), or null. */
    nextPublication: () => nextPublication(db, [educationLibraryItems.publishedAt]),

    /** Newest first (ties by id, so pages never overlap). */
    async page(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
      category?: string | undefined;
      /** Only files (Home's documents) or only links. */
      kind?: 'file' | 'link' | undefined;
    }): Promise<Page<LibraryItemRow>> {
      const t = educationLibraryItems;
      const where = and(
        isPublished(t.publishedAt),
        q.search
          ? or(
              ilike(t.title, containsPattern(q.search)),
              ilike(t.description, containsPattern(q.search)),
              ilike(t.author, containsPattern(q.search)),
            )
          : undefined,
        q.category ? eq(t.category, q.category) : undefined,
        q.kind ? eq(t.kind, q.kind) : undefined,
      );
      const rows = await db
        .select({ item: t, total: totalOver })
        .from(t)
        .where(where)
        .orderBy(desc(t.publishedAt), desc(t.id))
        .limit(q.limit)
        .offset(q.skip);
      const total = rows[0]?.total ?? (q.skip > 0 ? await countRows(db, t, where) : 0);
      return { rows: rows.map((r) => r.item), total };
    },

    async find(id: string): Promise<LibraryItemRow | null> {
      const [row] = await db
        .select()
        .from(educationLibraryItems)
        .where(
          and(eq(educationLibraryItems.id, id), isPublished(educationLibraryItems.publishedAt)),
        );
      return row ?? null;
    },

    async insert(values: typeof educationLibraryItems.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(educationLibraryItems)
        .values(values)
        .returning({ id: educationLibraryItems.id });
      return row!.id;
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
