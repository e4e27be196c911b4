import type { homeAdmin } from '@portal/contract';
import type { Db } from '../../db/client';
import { guideCards, testimonials, usefulLinks } from '../../db/schema';
import { createAdminOrderedRepository } from './admin-ordered.repository';
import { createAdminOrderedService } from './admin-ordered.service';

type Fields<A> = Omit<A, '_id' | 'position' | 'publishedAt' | 'status' | 'createdAt' | 'updatedAt'>;

/** Home's authoring services (decision 98): one shape over each ordered table. */
export function createHomeAdmin(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  return {
    usefulLinks: createAdminOrderedService({
      db,
      repo: createAdminOrderedRepository<typeof usefulLinks.$inferSelect>(db, {
        table: usefulLinks,
        id: usefulLinks.id,
        position: usefulLinks.position,
        publishedAt: usefulLinks.publishedAt,
        search: [usefulLinks.title, usefulLinks.text, usefulLinks.url],
      }),
      entity: 'useful-link',
      noun: 'Useful link',
      nullable: ['imageUrl'],
      fieldsOf: (r): Fields<homeAdmin.AdminUsefulLink> => ({
        title: r.title,
        text: r.text,
        url: r.url,
        imageUrl: r.imageUrl,
      }),
      ...clock,
    }),

    testimonials: createAdminOrderedService({
      db,
      repo: createAdminOrderedRepository<typeof testimonials.$inferSelect>(db, {
        table: testimonials,
        id: testimonials.id,
        position: testimonials.position,
        publishedAt: testimonials.publishedAt,
        search: [testimonials.name, testimonials.role, testimonials.summary],
      }),
      entity: 'testimonial',
      noun: 'Testimonial',
      nullable: ['photoUrl'],
      fieldsOf: (r): Fields<homeAdmin.AdminTestimonial> => ({
        name: r.name,
        role: r.role,
        summary: r.summary,
        rating: r.rating,
        photoUrl: r.photoUrl,
      }),
      ...clock,
    }),

    guideCards: createAdminOrderedService({
      db,
      repo: createAdminOrderedRepository<typeof guideCards.$inferSelect>(db, {
        table: guideCards,
        id: guideCards.id,
        position: guideCards.position,
        publishedAt: guideCards.publishedAt,
        search: [guideCards.title, guideCards.text],
      }),
      entity: 'guide-card',
      noun: 'Guide card',
      nullable: ['imageUrl'],
      fieldsOf: (r): Fields<homeAdmin.AdminGuideCard> => ({
        title: r.title,
        text: r.text,
        actionLabel: r.actionLabel,
        actionPath: r.actionPath,
        imageUrl: r.imageUrl,
      }),
      ...clock,
    }),
  };
}

export type HomeAdmin = ReturnType<typeof createHomeAdmin>;
