import type { ListQuery, home } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { safeImageUrl } from '../../infra/rich-text';
import { createEventsRepository } from './events.repository';
import { createEventsService, type RegisteredEvents } from './events.service';
import { createGuideCardsRepository } from './guide-cards.repository';
import { createGuideCardsService } from './guide-cards.service';
import { createDocumentsService, type LibraryShelf } from './documents.service';
import { createShowcaseRepository } from './showcase.repository';

/**
 * Home: guide cards, events, library documents, useful links and testimonials, each over its
 * own repository. Links and testimonials are plain editorial lists and need no service of their
 * own.
 */
export function createHomeService(deps: {
  db: Db;
  /** The portal's one library (education's), whose files Home lists as documents. */
  library: LibraryShelf;
  publicUrl: string;
  now?: () => Date;
  /** The user's registrations elsewhere (education's webinars) among their upcoming events. */
  registered?: RegisteredEvents;
}) {
  const showcase = createShowcaseRepository(deps.db);
  return {
    guideCards: createGuideCardsService(createGuideCardsRepository(deps.db)),
    events: createEventsService({
      repo: createEventsRepository(deps.db),
      publicUrl: deps.publicUrl,
      now: deps.now,
      registered: deps.registered,
    }),
    library: createDocumentsService(deps.library),

    async links(q: ListQuery): Promise<Page<home.UsefulLink>> {
      const page = await showcase.links(q);
      return {
        rows: page.rows.map((l) => ({
          _id: l.id,
          title: l.title,
          text: l.text,
          url: l.url,
          imageUrl: safeImageUrl(l.imageUrl),
        })),
        total: page.total,
      };
    },

    async testimonials(q: ListQuery): Promise<Page<home.Testimonial>> {
      const page = await showcase.testimonials(q);
      return {
        rows: page.rows.map((t) => ({
          _id: t.id,
          name: t.name,
          role: t.role,
          photoUrl: safeImageUrl(t.photoUrl),
          summary: t.summary,
          rating: t.rating,
        })),
        total: page.total,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
