import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import {
  isPublished,
  nextPublication,
  publishedPage,
  type PublishedList,
} from '../../db/published';
import { educationLibraryItems } from '../../db/schema';

export type LibraryItemRow = typeof educationLibraryItems.$inferSelect;

/** Newest first (ties by id, so pages never overlap). */
const list: PublishedList = {
  publishedAt: educationLibraryItems.publishedAt,
  search: [
    educationLibraryItems.title,
    educationLibraryItems.description,
    educationLibraryItems.author,
  ],
  order: [desc(educationLibraryItems.publishedAt), desc(educationLibraryItems.id)],
};

/**
 * The portal's one library (Education's Library tab and Home's documents, decision 82) as
 * readers see it: published items only. The items' files are in the service's storage.
 */
export function createLibraryRepository(db: Db) {
  return {
    /** When the next scheduled item shows (epoch ms), or null. */
    nextPublication: () => nextPublication(db, [educationLibraryItems.publishedAt]),

    async page(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
      category?: string | undefined;
      /** Only files (Home's documents) or only links. */
      kind?: 'file' | 'link' | undefined;
    }): Promise<Page<LibraryItemRow>> {
      const t = educationLibraryItems;
      return publishedPage(db, t, list, q, [
        q.category ? eq(t.category, q.category) : undefined,
        q.kind ? eq(t.kind, q.kind) : undefined,
      ]);
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
