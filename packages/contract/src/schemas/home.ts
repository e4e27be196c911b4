// The zod schemas of endpoints/home.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
import { GUIDE_CARD_STATES, EVENT_TYPES } from '../endpoints/home';
import type { EndpointSchemas } from '../endpoint';

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

export const getGuideCards = {
  query: ListQuerySchema,
  response: z.array(GuideCardSchema),
} satisfies EndpointSchemas;

export const completeGuideCard = {
  params: IdParamsSchema,
  response: GuideCardSchema,
} satisfies EndpointSchemas;

export const skipGuideCards = {
  response: z.null(),
} satisfies EndpointSchemas;

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

export const getUpcomingEvents = {
  query: ListQuerySchema,
  response: z.array(EventSchema),
} satisfies EndpointSchemas;

export const getEvents = {
  query: EventListQuerySchema,
  response: z.array(EventSchema),
} satisfies EndpointSchemas;

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

export const getEventCalendar = {
  query: CalendarQuerySchema,
  response: CalendarSchema,
} satisfies EndpointSchemas;

export const getEventIcs = {
  params: IdParamsSchema,
  response: z.unknown(),
} satisfies EndpointSchemas;

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

export const getDocuments = {
  query: DocumentListQuerySchema,
  response: z.array(DocumentSchema),
} satisfies EndpointSchemas;

export const downloadDocument = {
  params: IdParamsSchema,
  response: z.unknown(),
} satisfies EndpointSchemas;

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

export const getUsefulLinks = {
  query: ListQuerySchema,
  response: z.array(UsefulLinkSchema),
} satisfies EndpointSchemas;

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

export const getTestimonials = {
  query: ListQuerySchema,
  response: z.array(TestimonialSchema),
} satisfies EndpointSchemas;
