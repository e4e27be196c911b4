import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { home } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import {
  isPublished,
  nextPublication,
  publishedPage,
  type PublishedList,
} from '../../db/published';
import { events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

/** What an event list may filter on; instants already turned from UK days by the service. */
export interface EventFilter {
  search?: string | undefined;
  type?: home.EventType | undefined;
  /** Only events still going at this instant (see endsAfter). */
  endsFrom?: Date | undefined;
  /** Only events that start before this instant. */
  startsBefore?: Date | undefined;
}

/**
 * Events still going at `from`: ending after it (one ending exactly then is over), or starting
 * at or after it (so an event with no length is on the day it starts).
 */
const endsAfter = (from: Date) => or(gt(events.endsAt, from), gte(events.startsAt, from));

/** Readers see published events only (decision 91); earliest first. */
const list: PublishedList = {
  publishedAt: events.publishedAt,
  search: [events.title, events.organiser, events.location],
  order: [asc(events.startsAt), asc(events.id)],
};

/** Events of the calendar and the lists. */
export function createEventsRepository(db: Db) {
  return {
    /** Earliest first. */
    page: (f: EventFilter, p: { limit: number; skip: number }): Promise<Page<EventRow>> =>
      publishedPage(db, events, list, { ...p, search: f.search }, [
        f.type ? eq(events.type, f.type) : undefined,
        f.endsFrom ? endsAfter(f.endsFrom) : undefined,
        f.startsBefore ? lt(events.startsAt, f.startsBefore) : undefined,
      ]),

    /** Every event overlapping [from, to), earliest first: one calendar month is a few dozen. */
    async overlapping(from: Date, to: Date): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(and(isPublished(events.publishedAt), endsAfter(from), lt(events.startsAt, to)))
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    /** When the next scheduled event starts to show (epoch ms), or null. */
    nextPublication: () => nextPublication(db, [events.publishedAt]),

    async find(id: string): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.id, id), isPublished(events.publishedAt)));
      return row ?? null;
    },

    /** Stores an event; the service has sanitised its description. */
    async insert(values: typeof events.$inferInsert): Promise<string> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row!.id;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
