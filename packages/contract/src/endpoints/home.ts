// Home dashboard (SPEC §1, §7 Home): guide cards, events and their calendar, library documents,
// useful links and testimonials. Every call needs a session; Home is open to every user.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IdParamsSchema, ListQuerySchema } from '../envelope';

/** The time zone of every event and of "today": the audience is in the UK. */
export const EVENT_TIME_ZONE = 'Europe/London';

// ── Guide cards ──────────────────────────────────────────────────────────────────────────────

/**
 * A user's state of an onboarding card: `new`, `completed` (they did what it suggests), or
 * `skipped` (they skipped the intro before completing it).
 */
export const GUIDE_CARD_STATES = ['new', 'completed', 'skipped'] as const;
export type GuideCardState = (typeof GUIDE_CARD_STATES)[number];

export const GuideCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  actionLabel: z.string(),
  /** A path inside the app, such as `/profile` or `/newsfeed`. */
  actionPath: z.string(),
  position: z.number().int(),
  state: z.enum(GUIDE_CARD_STATES),
});
export type GuideCard = z.infer<typeof GuideCardSchema>;

export const getGuideCards = defineEndpoint({
  method: 'GET',
  path: '/api/guideCard/get',
  summary:
    'Onboarding cards in order, each with the caller’s state; search in title and text; total in option[0].count. Home shows them while any is `new`.',
  access: 'user',
  module: 'home',
  query: ListQuerySchema,
  response: z.array(GuideCardSchema),
});

export const completeGuideCard = defineEndpoint({
  method: 'POST',
  path: '/api/guideCard/complete/:id',
  summary: 'Marks a card completed for the caller; repeating it changes nothing.',
  access: 'user',
  module: 'home',
  params: IdParamsSchema,
  response: GuideCardSchema,
});

export const skipGuideCards = defineEndpoint({
  method: 'PUT',
  path: '/api/guideCard/skip',
  summary:
    'Skips the intro: the caller’s cards not yet completed become `skipped`, so Home no longer shows them (the list page still does).',
  access: 'user',
  module: 'home',
  response: z.null(),
});

// ── Events ───────────────────────────────────────────────────────────────────────────────────

export const EVENT_TYPES = [
  'webinar',
  'conference',
  'training',
  'journal-club',
  'workshop',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * An event. `startsAt` and `endsAt` are instants (ISO, UTC); `timeZone` is the zone they are
 * shown and grouped in. `description` is HTML cleaned through the shared rich-text allow-list.
 */
export const EventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  location: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  organiser: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type Event = z.infer<typeof EventSchema>;

// Years the calendar can reach: PostgreSQL has no year 0 and JavaScript writes year 10000 oddly.
const YEARS = { min: '1900', max: '2999' };
const localDate = z.iso
  .date({ error: 'This field must be a date (YYYY-MM-DD)' })
  .refine((d) => d >= `${YEARS.min}-01-01` && d <= `${YEARS.max}-12-31`, {
    error: `This field must be a date between ${YEARS.min} and ${YEARS.max}`,
  });

/**
 * The events list: search in title, organiser and location; `type`; `from` and `to` are UK
 * calendar days (inclusive) an event must overlap. Earliest first; total in `option[0].count`.
 */
export const EventListQuerySchema = ListQuerySchema.extend({
  type: z.enum(EVENT_TYPES).optional(),
  from: localDate.optional(),
  to: localDate.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  error: 'The end date must not be before the start date',
  path: ['to'],
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export const getUpcomingEvents = defineEndpoint({
  method: 'GET',
  path: '/api/event/upcoming/get',
  summary:
    'Events not yet over (one running now included), soonest first; search; total in option[0].count.',
  access: 'user',
  module: 'home',
  query: ListQuerySchema,
  response: z.array(EventSchema),
});

export const getEvents = defineEndpoint({
  method: 'GET',
  path: '/api/event/get',
  summary:
    'Events, earliest first, with search, type and a UK date range; total in option[0].count.',
  access: 'user',
  module: 'home',
  query: EventListQuerySchema,
  response: z.array(EventSchema),
});

/** `month` (`YYYY-MM`) is optional: SPEC §7 lists the call bare, which means this UK month. */
export const CalendarQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'This field must be a month (YYYY-MM)' })
    .refine((m) => m >= `${YEARS.min}-01` && m <= `${YEARS.max}-12`, {
      error: `This field must be a month between ${YEARS.min} and ${YEARS.max}`,
    })
    .optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** One UK calendar day that has events; an event across midnight is on each of its days. */
export const CalendarDaySchema = z.object({
  date: z.string(),
  events: z.array(EventSchema),
});
export const CalendarSchema = z.object({
  month: z.string(),
  days: z.array(CalendarDaySchema),
});
export type Calendar = z.infer<typeof CalendarSchema>;

export const getEventCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/event/calendar',
  summary:
    'A month of the event calendar (the current UK month when `month` is left out): the UK days that have events, each with its events by start time.',
  access: 'user',
  module: 'home',
  query: CalendarQuerySchema,
  response: CalendarSchema,
});

export const getEventIcs = defineEndpoint({
  method: 'GET',
  path: '/api/event/ics/:id',
  summary:
    'One event as an RFC 5545 calendar file (text/calendar, with its VTIMEZONE) for Outlook, Google or Apple Calendar.',
  access: 'user',
  module: 'home',
  params: IdParamsSchema,
  file: true,
  response: z.unknown(),
});

// ── Library documents ───────────────────────────────────────────────────────────────────────

export const DocumentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** A short label of the file's kind, such as `PDF`. */
  fileType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type LibraryDocument = z.infer<typeof DocumentSchema>;

export const DocumentListQuerySchema = ListQuerySchema.extend({
  category: z.string().trim().max(100).optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;

export const getDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/library/document/get',
  summary:
    'Library documents, newest first; search in title and description, category filter; total in option[0].count.',
  access: 'user',
  module: 'home',
  query: DocumentListQuerySchema,
  response: z.array(DocumentSchema),
});

export const downloadDocument = defineEndpoint({
  method: 'GET',
  path: '/api/library/document/download/:id',
  summary: 'The document’s file, with its content type and a download name.',
  access: 'user',
  module: 'home',
  params: IdParamsSchema,
  file: true,
  response: z.unknown(),
});

// ── Useful links and testimonials ───────────────────────────────────────────────────────────

export const UsefulLinkSchema = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string(),
  /** As stored; the web app makes one without http(s) protocol-relative (SPEC §9). */
  url: z.string(),
  imageUrl: z.string().nullable(),
});
export type UsefulLink = z.infer<typeof UsefulLinkSchema>;

export const getUsefulLinks = defineEndpoint({
  method: 'GET',
  path: '/api/link/get',
  summary: 'Useful links in order; search in title and text; total in option[0].count.',
  access: 'user',
  module: 'home',
  query: ListQuerySchema,
  response: z.array(UsefulLinkSchema),
});

export const TestimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  photoUrl: z.string().nullable(),
  summary: z.string(),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const getTestimonials = defineEndpoint({
  method: 'GET',
  path: '/api/testimonial/get',
  summary: 'Testimonials in order; search in name, role and summary; total in option[0].count.',
  access: 'user',
  module: 'home',
  query: ListQuerySchema,
  response: z.array(TestimonialSchema),
});
