import { and, asc, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, totalOver, type Page } from '../../db/paging';
import { isPublished, nextPublication } from '../../db/published';
import { testimonials, usefulLinks } from '../../db/schema';

type ListQuery = { limit: number; skip: number; search?: string | undefined };
export type UsefulLinkRow = typeof usefulLinks.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;

/** Useful links and testimonials as readers see them: published only, in `position` order. */
export function createShowcaseRepository(db: Db) {
  return {
    /** When the next scheduled link or testimonial shows (epoch ms), or null. */
    nextPublication: () => nextPublication(db, [usefulLinks.publishedAt, testimonials.publishedAt]),

    async links(q: ListQuery): Promise<Page<UsefulLinkRow>> {
      const where = and(
        isPublished(usefulLinks.publishedAt),
        q.search
          ? or(
              ilike(usefulLinks.title, containsPattern(q.search)),
              ilike(usefulLinks.text, containsPattern(q.search)),
            )
          : undefined,
      );
      const rows = await db
        .select({ link: usefulLinks, total: totalOver })
        .from(usefulLinks)
        .where(where)
        .orderBy(asc(usefulLinks.position), asc(usefulLinks.id))
        .limit(q.limit)
        .offset(q.skip);
      const total = rows[0]?.total ?? (q.skip > 0 ? await countRows(db, usefulLinks, where) : 0);
      return { rows: rows.map((r) => r.link), total };
    },

    async testimonials(q: ListQuery): Promise<Page<TestimonialRow>> {
      const where = and(
        isPublished(testimonials.publishedAt),
        q.search
          ? or(
              ilike(testimonials.name, containsPattern(q.search)),
              ilike(testimonials.role, containsPattern(q.search)),
              ilike(testimonials.summary, containsPattern(q.search)),
            )
          : undefined,
      );
      const rows = await db
        .select({ testimonial: testimonials, total: totalOver })
        .from(testimonials)
        .where(where)
        .orderBy(asc(testimonials.position), asc(testimonials.id))
        .limit(q.limit)
        .offset(q.skip);
      const total = rows[0]?.total ?? (q.skip > 0 ? await countRows(db, testimonials, where) : 0);
      return { rows: rows.map((r) => r.testimonial), total };
    },
  };
}

export type ShowcaseRepository = ReturnType<typeof createShowcaseRepository>;
