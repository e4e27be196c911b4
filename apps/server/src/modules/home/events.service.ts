import { home, londonInstant, type homeAdmin, type ListQuery } from '@portal/contract';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import { safeImageUrl, safeLinkUrl, sanitizeRichText } from '../../infra/rich-text';
import { dayEnd, dayStart, groupByDay, monthOf, monthRange } from './events.calendar';
import type { EventRow, EventsRepository } from './events.repository';
import { eventIcs, icsFileName, type IcsEvent } from '../../infra/ics';
import { mergeUpcomingPage } from './events.merge';

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

/**
 * An event's columns from an admin's form (all of it, or the fields of a change): London wall
 * clock made instants, and the description, image and link cleaned as every event write is.
 */
export function eventColumnsOf(f: Partial<homeAdmin.EventPatch>): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (f.title !== undefined) v.title = f.title;
  if (f.type !== undefined) v.type = f.type;
  if (f.organiser !== undefined) v.organiser = f.organiser;
  if (f.startsAt !== undefined) v.startsAt = londonInstant(f.startsAt);
  if (f.endsAt !== undefined) v.endsAt = londonInstant(f.endsAt);
  if (f.description !== undefined) v.description = sanitizeRichText(f.description);
  if ('location' in f) v.location = f.location ?? null;
  if ('onlineUrl' in f) v.onlineUrl = safeLinkUrl(f.onlineUrl ?? null);
  if ('imageUrl' in f) v.imageUrl = safeImageUrl(f.imageUrl ?? null);
  return v;
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

/**
 * Events a user signed up for outside Home's table (education's webinar registrations), shown
 * among their upcoming events. A seam: Home imports no other module; app.ts wires it.
 */
export interface RegisteredEvents {
  /** The user's own, not yet over at `from`, matching `search`; soonest first (a handful). */
  upcomingFor(
    userId: string,
    opts: { from: Date; search?: string | undefined },
  ): Promise<home.Event[]>;
  /** One by id for its calendar file, or null when it is not one of theirs to give. */
  calendarItem(id: string, userId: string): Promise<(IcsEvent & { backPath: string }) | null>;
}

/**
 * A list every reader gets alike, shared between them for a moment (home.service.ts, decision
 * 121): by kind and key, loaded by `load` when no fresh copy is held.
 */
export type SharedEventList = <T>(kind: string, key: object, load: () => Promise<T>) => Promise<T>;

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
  registered?: RegisteredEvents | undefined;
  /** Shares the lists that are the same for every reader; without it, each reader reads. */
  shared?: SharedEventList | undefined;
  /** An event was stored here: the shared lists go. */
  changed?: (() => void) | undefined;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const shared: SharedEventList = deps.shared ?? ((_kind, _key, load) => load());
  // Events not yet over at `filter.endsFrom`, keyed by its second: a copy is shared for at most
  // the list cache's time, and a clock moved on (tests, the next second) asks anew.
  const eventsPage = (
    filter: { search?: string | undefined; endsFrom: Date },
    p: { skip: number; limit: number },
  ) =>
    shared(
      'upcoming-events',
      { search: filter.search, at: Math.floor(filter.endsFrom.getTime() / 1000), ...p },
      async () => toPage(await repo.page(filter, p)),
    );
  const host = new URL(deps.publicUrl).host;

  return {
    /** Events not yet over, with the user's own registrations (webinars) among them. */
    async upcoming(q: ListQuery, userId?: string): Promise<Page<home.Event>> {
      const filter = { search: q.search, endsFrom: now() };
      const extra =
        deps.registered && userId
          ? await deps.registered.upcomingFor(userId, { from: filter.endsFrom, search: q.search })
          : [];
      if (!extra.length) return eventsPage(filter, { skip: q.skip, limit: q.limit });
      // Enough events around the page for the extra items to shift them in or out of it.
      const offset = Math.max(0, q.skip - extra.length);
      const page = await eventsPage(filter, { skip: offset, limit: q.skip + q.limit - offset });
      return {
        rows: mergeUpcomingPage(page.rows, offset, page.total, extra, q.skip, q.limit),
        total: page.total + extra.length,
      };
    },

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
      return shared('calendar', { month }, async () => {
        const { from, to } = monthRange(month, home.EVENT_TIME_ZONE);
        const rows = await repo.overlapping(from, to);
        const days = groupByDay(rows, month, home.EVENT_TIME_ZONE);
        return { month, days: days.map((d) => ({ date: d.date, events: d.events.map(toEvent) })) };
      });
    },

    async ics(id: string, userId?: string): Promise<{ body: string; fileName: string }> {
      const e = await repo.find(id);
      if (e) {
        return {
          body: eventIcs(e, { host, appUrl: deps.publicUrl }),
          fileName: icsFileName(e.title),
        };
      }
      // One of the upcoming list's registrations (a webinar): its own file, from its module.
      const other = userId ? await deps.registered?.calendarItem(id, userId) : null;
      if (!other) throw notFound('Event');
      return {
        body: eventIcs(other, { host, appUrl: deps.publicUrl, backPath: other.backPath }),
        fileName: icsFileName(other.title),
      };
    },

    /** Stores an event with its description sanitised (the demo's; admins' go through eventColumnsOf). */
    async create(input: EventInput) {
      const id = await repo.insert({
        ...input,
        timeZone: home.EVENT_TIME_ZONE,
        description: sanitizeRichText(input.description),
        imageUrl: safeImageUrl(input.imageUrl),
        onlineUrl: safeLinkUrl(input.onlineUrl),
      });
      deps.changed?.();
      return id;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
