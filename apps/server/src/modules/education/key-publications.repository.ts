import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfTable, type Page } from '../../db/paging';
import { isPublished } from '../../db/published';
import { keyPublications } from '../../db/schema';

type Row = typeof keyPublications.$inferSelect;

const toPublication = (r: Row): education.KeyPublication => ({
  _id: r.id,
  title: r.title,
  citation: r.citation,
  doi: r.doi,
  doiUrl: `${education.DOI_RESOLVER}${r.doi}`,
  year: r.year,
  summary: r.summary,
  practiceRelevance: r.practiceRelevance,
  topics: r.topics,
});

/** Search in title, citation and summary, and any topic. */
const matching = (search: string | undefined) => {
  if (!search) return isPublished(keyPublications.publishedAt);
  const pattern = containsPattern(search);
  return and(
    isPublished(keyPublications.publishedAt),
    or(
      ilike(keyPublications.title, pattern),
      ilike(keyPublications.citation, pattern),
      ilike(keyPublications.summary, pattern),
      sql`exists (select 1 from unnest(${keyPublications.topics}) as topic where topic ilike ${pattern})`,
    ),
  );
};

/** Key publications; the only reader of their table. */
export function createKeyPublicationsRepository(db: Db) {
  return {
    /** Newest first, then by title. */
    async page(q: education.KeyPublicationListQuery): Promise<Page<education.KeyPublication>> {
      const where = matching(q.search);
      return pageOfTable(
        db,
        keyPublications,
        where,
        [desc(keyPublications.year), asc(keyPublications.title), asc(keyPublications.id)],
        q,
        (row) => toPublication(row),
      );
    },

    async find(id: string): Promise<education.KeyPublication | null> {
      const [row] = await db
        .select()
        .from(keyPublications)
        .where(and(eq(keyPublications.id, id), isPublished(keyPublications.publishedAt)));
      return row ? toPublication(row) : null;
    },

    async insert(input: Omit<typeof keyPublications.$inferInsert, 'id'>): Promise<string> {
      const [row] = await db
        .insert(keyPublications)
        .values(input)
        .returning({ id: keyPublications.id });
      return row!.id;
    },
  };
}

export type KeyPublicationsRepository = ReturnType<typeof createKeyPublicationsRepository>;
