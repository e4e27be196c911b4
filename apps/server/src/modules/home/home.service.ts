import type { ListQuery, home } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { InvalidationBus } from '../../infra/invalidation-bus';
import { safeImageUrl } from '../../infra/rich-text';
import { createCache } from '../../infra/cache';
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
  /** How long the lists that are the same for everyone are shared between readers (0: never). */
  listCacheMs?: number;
  /** Carries the lists' drops to the other processes. */
  bus?: InvalidationBus | undefined;
}) {
  const showcase = createShowcaseRepository(deps.db);
  // HOT-PATH EXCEPTION (decision 121), not part of the template: documents, links, testimonials,
  // the calendar and the events of the upcoming list are five of Home's seven calls, Home is a
  // third of all calls (bench/load), and they are the same for every reader. The database's clock
  // decides what is published (isPublished), so the copies keep real time, not the service's
  // clock; the upcoming events are keyed by the service clock's second (events.service.ts).
  const shared = createCache<unknown>({
    name: 'home-lists',
    ttlMs: deps.listCacheMs ?? 0,
    max: 1_000,
    bus: deps.bus,
  });
  const changed = () => shared.dropEverywhere();
  // A shared list lasts no later than the next scheduled item of its kind: it shows at its time.
  const sharedPage = <T>(
    kind: string,
    q: object,
    load: () => Promise<T>,
    next: () => Promise<number | null>,
  ) => shared.load(`${kind} ${JSON.stringify(q)}`, load, next) as Promise<T>;
  const eventsRepo = createEventsRepository(deps.db);
  const library = createDocumentsService(deps.library);
  return {
    /** Home's content or the library changed (committed): every process's shared lists go. */
    listsChanged: changed,

    guideCards: createGuideCardsService(createGuideCardsRepository(deps.db)),
    events: createEventsService({
      repo: eventsRepo,
      publicUrl: deps.publicUrl,
      now: deps.now,
      registered: deps.registered,
      shared: (kind, key, load) => sharedPage(kind, key, load, eventsRepo.nextPublication),
      changed,
    }),
    library: {
      list: (q: home.DocumentListQuery) =>
        sharedPage('documents', q, () => library.list(q), library.nextPublication),
      download: library.download,
    },

    links: (q: ListQuery) => sharedPage('links', q, () => links(q), showcase.nextPublication),
    testimonials: (q: ListQuery) =>
      sharedPage('testimonials', q, () => testimonials(q), showcase.nextPublication),
  };

  async function links(q: ListQuery): Promise<Page<home.UsefulLink>> {
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
  }

  async function testimonials(q: ListQuery): Promise<Page<home.Testimonial>> {
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
  }
}

export type HomeService = ReturnType<typeof createHomeService>;
