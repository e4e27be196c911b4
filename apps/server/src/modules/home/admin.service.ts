import { desc, sql } from 'drizzle-orm';
import { CONTENT_IMAGE_MAX_SIDE, type homeAdmin } from '@portal/contract';
import type { Db } from '../../db/client';
import { events, guideCards, testimonials, usefulLinks } from '../../db/schema';
import { createAdminOrderedRepository } from './admin-ordered.repository';
import { createAdminOrderedService } from './admin-ordered.service';
import { eventColumnsOf } from './events.service';
import { badRequest } from '../../http/errors';
import type { Actor } from '../../db/published';
import { createImageUploads } from '../../infra/image-uploads';
import type { Uploads } from '../../infra/uploads';

const END_BEFORE_START = 'The end must be after the start';

type Fields<A> = Omit<A, '_id' | 'publishedAt' | 'status' | 'createdAt' | 'updatedAt'>;

/** Home's authoring services (decision 98): one shape over each of its tables. */
export function createHomeAdmin(deps: {
  db: Db;
  /** People's public uploads, where Home's pictures go (decision 100); without it, refused. */
  uploads?: Uploads;
  /** Told once any change to Home's content has committed: its readers' shared lists go. */
  changed?: () => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = { ...(deps.now ? { now: deps.now } : {}), changed: deps.changed };
  const images = createImageUploads({
    uploads: deps.uploads,
    folder: 'home',
    maxSide: CONTENT_IMAGE_MAX_SIDE,
    notOurs: 'Please attach a picture uploaded for Home.',
  });
  const picture = (field: string) => ({ image: { field, uploads: images } });
  return {
    /** Stores a picture for any of Home's kinds: checked as an avatar is, WebP under `home/`. */
    uploadImage: (actor: Actor, bytes: Buffer) => images.store(bytes, actor.id),

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
      ...picture('imageUrl'),
      fieldsOf: (r): Fields<homeAdmin.AdminUsefulLink> => ({
        title: r.title,
        text: r.text,
        url: r.url,
        imageUrl: r.imageUrl,
        position: r.position,
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
      ...picture('photoUrl'),
      fieldsOf: (r): Fields<homeAdmin.AdminTestimonial> => ({
        name: r.name,
        role: r.role,
        summary: r.summary,
        rating: r.rating,
        photoUrl: r.photoUrl,
        position: r.position,
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
      ...picture('imageUrl'),
      fieldsOf: (r): Fields<homeAdmin.AdminGuideCard> => ({
        title: r.title,
        text: r.text,
        actionLabel: r.actionLabel,
        actionPath: r.actionPath,
        imageUrl: r.imageUrl,
        position: r.position,
      }),
      ...clock,
    }),

    events: createAdminOrderedService({
      db,
      repo: createAdminOrderedRepository<typeof events.$inferSelect>(db, {
        table: events,
        id: events.id,
        order: [desc(events.startsAt), desc(events.id)],
        publishedAt: events.publishedAt,
        search: [events.title, events.organiser, events.location],
      }),
      entity: 'event',
      noun: 'Event',
      nullable: [],
      ...picture('imageUrl'),
      columnsOf: eventColumnsOf,
      checkChange: (before: Fields<homeAdmin.AdminEvent>, v) => {
        const starts = (v.startsAt as Date | undefined) ?? new Date(before.startsAt);
        const ends = (v.endsAt as Date | undefined) ?? new Date(before.endsAt);
        if (ends <= starts) throw badRequest(END_BEFORE_START, { endsAt: END_BEFORE_START });
      },
      // A calendar that imported the event's file replaces its copy (events.sequence).
      onUpdate: { sequence: sql`${events.sequence} + 1` },
      fieldsOf: (r): Fields<homeAdmin.AdminEvent> => ({
        title: r.title,
        type: r.type as homeAdmin.AdminEvent['type'],
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        timeZone: r.timeZone,
        location: r.location,
        onlineUrl: r.onlineUrl,
        organiser: r.organiser,
        description: r.description,
        imageUrl: r.imageUrl,
      }),
      ...clock,
    }),
  };
}

export type HomeAdmin = ReturnType<typeof createHomeAdmin>;
