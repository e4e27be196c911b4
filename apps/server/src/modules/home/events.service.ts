import { home, type ListQuery } from '@portal/contract';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import { safeImageUrl, safeLinkUrl, sanitizeRichText } from '../../infra/rich-text';
import { dayEnd, dayStart, groupByDay, monthOf, monthRange } from './events.calendar';
import type { EventRow, EventsRepository } from './events.repository';
import { eventIcs, icsFileName } from './events.ics';

/** An event as an editor (or the demo data) writes it; the description is HTML of any origin. */
export interface EventInput {
  id?: string;
  title: string;
  type: home.EventType;
  startsAt: Date;
  endsAt: Date;
  location?: string | null;
  onlineUrl?: string | null;
  organiser: string;
  description: string;
  imageUrl?: string | null;
}

const toEvent = (e: EventRow): home.Event => ({
  _id: e.id,
  title: e.title,
  type: e.type as home.EventType,
  startsAt: e.startsAt.toISOString(),
  endsAt: e.endsAt.toISOString(),
  timeZone: e.timeZone,
  location: e.location,
  onlineUrl: safeLinkUrl(e.onlineUrl),
  organiser: e.organiser,
  // Cleaned on write; again on read, so a row written around the service stays safe.
  description: sanitizeRichText(e.description),
  imageUrl: safeImageUrl(e.imageUrl),
});

const toPage = (p: Page<EventRow>): Page<home.Event> => ({
  rows: p.rows.map(toEvent),
  total: p.total,
});

/** The event calendar, the lists and the calendar files. */
export function createEventsService(deps: {
  repo: EventsRepository;
  /** For the files' UIDs and links back to the portal. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.publicUrl).host;

  return {
    upcoming: (q: ListQuery) => repo.page({ search: q.search, endsFrom: now() }, q).then(toPage),

    list: (q: home.EventListQuery) =>
      repo
        .page(
          {
            search: q.search,
            type: q.type,
            endsFrom: q.from ? dayStart(q.from, home.EVENT_TIME_ZONE) : undefined,
            startsBefore: q.to ? dayEnd(q.to, home.EVENT_TIME_ZONE) : undefined,
          },
          q,
        )
        .then(toPage),

    /** A month of the calendar; without one, the month it is now in London. */
    async calendar(requested?: string): Promise<home.Calendar> {
      const month = requested ?? monthOf(now(), home.EVENT_TIME_ZONE);
      const { from, to } = monthRange(month, home.EVENT_TIME_ZONE);
      const rows = await repo.overlapping(from, to);
      const days = groupByDay(rows, month, home.EVENT_TIME_ZONE);
      return { month, days: days.map((d) => ({ date: d.date, events: d.events.map(toEvent) })) };
    },

    async ics(id: string): Promise<{ body: string; fileName: string }> {
      const e = await repo.find(id);
      if (!e) throw notFound('Event');
      return {
        body: eventIcs(e, { host, appUrl: deps.publicUrl }),
        fileName: icsFileName(e.title),
      };
    },

    /** Stores an event with its description sanitised: the only write path. */
    create: (input: EventInput) =>
      repo.insert({
        ...input,
        timeZone: home.EVENT_TIME_ZONE,
        description: sanitizeRichText(input.description),
        imageUrl: safeImageUrl(input.imageUrl),
        onlineUrl: safeLinkUrl(input.onlineUrl),
      }),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
