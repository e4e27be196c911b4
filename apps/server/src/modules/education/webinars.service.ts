import { LONDON_TIME_ZONE, type education, type home } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { conflict, notFound } from '../../http/errors';
import { eventIcs, icsFileName, type IcsEvent, type Mailbox } from '../../infra/ics';
import type { Mailer } from '../../infra/mail';
import { safeImageUrl, safeLinkUrl, sanitizeRichText } from '../../infra/rich-text';
import { createWebinarInvitations, invitationUid } from './webinar-invitations';
import { mayJoin, registrationRefusal, webinarState } from './webinars.policy';
import {
  createWebinarsRepository,
  type WebinarRecord,
  type WebinarRow,
  type WebinarsRepository,
} from './webinars.repository';

/** A webinar as an editor (or the demo data) writes it; the description is HTML of any origin. */
export interface WebinarInput {
  id?: string;
  title: string;
  summary: string;
  description: string;
  speakers: education.WebinarSpeaker[];
  topics?: string[];
  startsAt: Date;
  endsAt: Date;
  imageUrl?: string | null;
  capacity?: number | null;
  joinUrl?: string | null;
  recordingUrl?: string | null;
}

const speakerNames = (w: WebinarRow) => w.speakers.map((s) => s.name).join(', ') || 'Pharma Portal';

/** Webinars: the lists, one by id, registrations and the calendar file. */
export function createWebinarsService(deps: {
  db: Db;
  /** Defaults to the one over `db`. */
  repo?: WebinarsRepository;
  /** For the calendar files' UIDs and the links back to the portal. */
  publicUrl: string;
  /** Registrations' confirmations and cancellations, with their calendar files; none without. */
  mailer?: Mailer;
  /** The address the e-mails come from: the calendar invitations' organiser. */
  organiser?: Mailbox;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const repo = deps.repo ?? createWebinarsRepository(db);
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.publicUrl).host;
  const pagePath = (id: string) => `/education/webinar/${id}`;
  const pageUrl = (id: string) => `${deps.publicUrl}${pagePath(id)}`;
  const invitations = createWebinarInvitations({
    repo,
    mailer: deps.mailer,
    log: deps.log,
    organiser: deps.organiser ?? { name: 'Pharma Portal', email: `no-reply@${host}` },
    host,
    publicUrl: deps.publicUrl,
    now,
  });

  const toWebinar = (w: WebinarRecord, at: Date): education.Webinar => {
    const state = webinarState(w, at);
    const seatsLeft = w.capacity === null ? null : Math.max(0, w.capacity - w.registeredCount);
    return {
      _id: w.id,
      title: w.title,
      summary: w.summary,
      // Cleaned on write; again on read, so a row written around the service stays safe.
      description: sanitizeRichText(w.description),
      speakers: w.speakers,
      topics: w.topics,
      startsAt: w.startsAt.toISOString(),
      endsAt: w.endsAt.toISOString(),
      timeZone: w.timeZone,
      imageUrl: safeImageUrl(w.imageUrl),
      state,
      capacity: w.capacity,
      registeredCount: w.registeredCount,
      seatsLeft,
      isFull: seatsLeft === 0,
      isRegistered: w.isRegistered,
      joinUrl: mayJoin(w, w.isRegistered, at) ? safeLinkUrl(w.joinUrl) : null,
      recordingUrl: state === 'ended' ? safeLinkUrl(w.recordingUrl) : null,
    };
  };

  // Without a person: the event as the invitations are built from (they add the person's UID).
  const icsEvent = (w: WebinarRow, userId?: string): IcsEvent => ({
    id: userId ? invitationUid(w.id, userId) : w.id,
    sequence: w.sequence,
    title: w.title,
    description: w.description,
    organiser: speakerNames(w),
    startsAt: w.startsAt,
    endsAt: w.endsAt,
    timeZone: w.timeZone,
    updatedAt: w.updatedAt,
    location: 'Online webinar',
    onlineUrl: pageUrl(w.id),
  });

  async function get(id: string, userId: string): Promise<education.Webinar> {
    const w = await repo.find(id, userId);
    if (!w) throw notFound('Webinar');
    return toWebinar(w, now());
  }

  return {
    async list(q: education.WebinarListQuery, userId: string): Promise<Page<education.Webinar>> {
      const at = now();
      const page = await repo.page({ search: q.search, list: q.list, now: at }, q, userId);
      return { rows: page.rows.map((w) => toWebinar(w, at)), total: page.total };
    },

    get,

    /**
     * Takes a seat for the caller. The webinar's row is locked for the transaction, so two
     * people after the last seat queue: the second counts the first one's seat and is refused.
     * Registering again is the one registration, even when the webinar has since filled up.
     */
    async register(id: string, userId: string): Promise<education.Webinar> {
      const added = await db.transaction(async (tx) => {
        const w = await repo.lock(id, tx);
        if (!w) throw notFound('Webinar');
        if (await repo.isRegistered(id, userId, tx)) return null;
        const refusal = registrationRefusal(w, await repo.seatsTaken(id, tx), now());
        if (refusal) throw conflict(refusal);
        await repo.addRegistration(id, userId, tx);
        return w;
      });
      // Once committed, and only for a new registration: the confirmation and its invitation.
      if (added) await invitations.registered(icsEvent(added), userId, pagePath(id));
      return get(id, userId);
    },

    /** Gives the caller's seat back; without one, nothing changes (and nothing is sent). */
    async unregister(id: string, userId: string): Promise<education.Webinar> {
      const w = await repo.find(id, userId);
      if (!w) throw notFound('Webinar');
      if (await repo.removeRegistration(id, userId)) {
        await invitations.cancelled(icsEvent(w), userId, pagePath(id));
      }
      return get(id, userId);
    },

    /** The webinar's calendar file for one person, with the UID of their invitations. */
    async ics(id: string, userId: string): Promise<{ body: string; fileName: string }> {
      const w = await repo.find(id, userId);
      if (!w) throw notFound('Webinar');
      return {
        body: eventIcs(icsEvent(w, userId), {
          host,
          appUrl: deps.publicUrl,
          name: 'Pharma Portal webinars',
          backPath: `/education/webinar/${w.id}`,
        }),
        fileName: icsFileName(w.title),
      };
    },

    /** The user's registrations as Home's events (the seam Home's upcoming list reads). */
    async upcomingEventsFor(
      userId: string,
      opts: { from: Date; search?: string | undefined },
    ): Promise<home.Event[]> {
      const rows = await repo.upcomingFor(userId, opts.from, opts.search);
      return rows.map((w) => ({
        _id: w.id,
        title: w.title,
        type: 'webinar' as const,
        startsAt: w.startsAt.toISOString(),
        endsAt: w.endsAt.toISOString(),
        timeZone: w.timeZone,
        location: 'Online webinar',
        onlineUrl: pageUrl(w.id),
        organiser: speakerNames(w),
        description: sanitizeRichText(w.description),
        imageUrl: safeImageUrl(w.imageUrl),
      }));
    },

    /** A webinar the user registered for, as a calendar file's event (Home's event/ics). */
    async calendarItemFor(
      id: string,
      userId: string,
    ): Promise<(IcsEvent & { backPath: string }) | null> {
      const w = await repo.find(id, userId);
      if (!w?.isRegistered) return null;
      return { ...icsEvent(w, userId), backPath: `/education/webinar/${w.id}` };
    },

    /** Stores a webinar with its description sanitised: the only write path. */
    create: (input: WebinarInput) =>
      repo.insert({
        ...input,
        topics: input.topics ?? [],
        timeZone: LONDON_TIME_ZONE,
        description: sanitizeRichText(input.description),
        imageUrl: safeImageUrl(input.imageUrl),
        joinUrl: safeLinkUrl(input.joinUrl),
        recordingUrl: safeLinkUrl(input.recordingUrl),
      }),
  };
}

export type WebinarsService = ReturnType<typeof createWebinarsService>;
