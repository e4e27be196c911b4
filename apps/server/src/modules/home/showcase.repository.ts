import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { nextPublication, publishedPage, type PublishedList } from '../../db/published';
import { testimonials, usefulLinks } from '../../db/schema';

type ListQuery = { limit: number; skip: number; search?: string | undefined };
export type UsefulLinkRow = typeof usefulLinks.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;

const links: PublishedList = {
  publishedAt: usefulLinks.publishedAt,
  search: [usefulLinks.title, usefulLinks.text],
  order: [asc(usefulLinks.position), asc(usefulLinks.id)],
};

const testimonialList: PublishedList = {
  publishedAt: testimonials.publishedAt,
  search: [testimonials.name, testimonials.role, testimonials.summary],
  order: [asc(testimonials.position), asc(testimonials.id)],
};

/** Useful links and testimonials as readers see them: published only, in `position` order. */
export function createShowcaseRepository(db: Db) {
  return {
    /** When the next scheduled link or testimonial shows (epoch ms), or null. */
    nextPublication: () => nextPublication(db, [usefulLinks.publishedAt, testimonials.publishedAt]),

    links: (q: ListQuery): Promise<Page<UsefulLinkRow>> => publishedPage(db, usefulLinks, links, q),

    testimonials: (q: ListQuery): Promise<Page<TestimonialRow>> =>
      publishedPage(db, testimonials, testimonialList, q),
  };
}

export type ShowcaseRepository = ReturnType<typeof createShowcaseRepository>;
