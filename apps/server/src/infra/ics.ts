import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { safeLinkUrl } from './rich-text';

/** A name and an e-mail address. */
export interface Mailbox {
  name: string;
  email: string;
}

/** What a calendar file says of an event: Home's events and the education webinars. */
export interface IcsEvent {
  id: string;
  /** RFC 5545 SEQUENCE: raised with each change. */
  sequence: number;
  title: string;
  description: string;
  organiser: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  updatedAt: Date;
  location: string | null;
  onlineUrl: string | null;
}

/** Text of an HTML description for calendars that show plain text. */
const plainText = (html: string) =>
  html
    .replace(/<\/(p|h\d|li|blockquote|tr)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    // Last, so an escaped "&lt;" in the text stays "&lt;".
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * One event as an RFC 5545 file. Times are written in the event's zone with its VTIMEZONE block
 * (Outlook shifts events by an hour without one); the UID is stable and SEQUENCE follows the
 * event's changes, so importing it again updates the copy instead of adding a second.
 */
export function eventIcs(
  e: IcsEvent,
  opts: {
    host: string;
    appUrl: string;
    name?: string;
    backPath?: string;
    /** CANCEL: the event is called off (STATUS:CANCELLED); calendars remove their copy. */
    method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
    /**
     * An invitation e-mailed to one person (RFC 6047 wants an organiser and the attendee in a
     * REQUEST or CANCEL): the portal's sending address and theirs.
     */
    invitation?: { organiser: Mailbox; attendee: Mailbox };
  },
): string {
  const method = opts.method ?? 'PUBLISH';
  const calendar = ical({
    name: opts.name ?? 'Pharma Portal events',
    prodId: { company: 'Pharma Portal', product: 'events', language: 'EN' },
    method: ICalCalendarMethod[method],
    // No calendar-wide zone: with one the library writes DTSTAMP as local time without its Z.
    // The generator still adds the VTIMEZONE of each event's zone.
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
  });
  // ORGANIZER needs an e-mail address the events do not have; the organiser goes in the text.
  const description = [plainText(e.description), `Organised by ${e.organiser}.`]
    .concat(safeLinkUrl(e.onlineUrl) ? [`Join online: ${safeLinkUrl(e.onlineUrl)}`] : [])
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    id: `${e.id}@${opts.host}`,
    sequence: e.sequence,
    // Zoned dates (decision 149's library): the generator writes a plain Date's UTC fields as if
    // they were local time.
    start: new TZDate(e.startsAt, e.timeZone),
    end: new TZDate(e.endsAt, e.timeZone),
    timezone: e.timeZone,
    stamp: e.updatedAt,
    summary: e.title,
    description,
    location: e.location ?? safeLinkUrl(e.onlineUrl) ?? undefined,
    url: safeLinkUrl(e.onlineUrl) ?? `${opts.appUrl}${opts.backPath ?? '/home'}`,
    ...(method === 'CANCEL' ? { status: ICalEventStatus.CANCELLED } : {}),
    ...(opts.invitation
      ? {
          organizer: opts.invitation.organiser,
          attendees: [
            {
              ...opts.invitation.attendee,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
        }
      : {}),
  });
  return calendar.toString();
}

/** A file name for the event: its title in safe characters. */
export const icsFileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'event'
  }.ics`;

/** A calendar file as an e-mail attachment, its method in the content type as RFC 6047 asks. */
export const icsAttachment = (title: string, body: string, method: 'REQUEST' | 'CANCEL') => ({
  filename: icsFileName(title),
  content: body,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});
