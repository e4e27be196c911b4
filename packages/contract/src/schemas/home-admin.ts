// The zod schemas of endpoints/home-admin.ts: the admin's forms and answers for Home's useful
// links, testimonials and guide cards (decisions 91 and 98).

import { z } from 'zod';
import { IdParamsSchema } from '../envelope';
import type { EndpointSchemas } from '../endpoint';
import { EVENT_TYPES } from '../endpoints/home';
import { EventSchema } from './home';
import { GUIDE_CARD_MOVES } from '../endpoints/home-admin';
import { matches, messages, optionalField, requiredString, rule } from '../validation';
import {
  AdminListQuerySchema,
  ContentImageSchema,
  DeletedSchema,
  endsAfterStart,
  linkField,
  londonLocalField,
  numberField,
  PublicationSchema,
  PublishedAtSchema,
} from './publishing';

export type { AdminListQuery } from './publishing';

const nonEmpty = rule<object>((p) => Object.keys(p).length > 0, 'Nothing to change');

/** An image uploaded through the admin's image field (its `/uploads/…` url) or none. */
const imageField = optionalField(requiredString({ max: 500 }));

/** Its place in the list, from 0; left out: after the others. */
const positionField = optionalField(numberField({ min: 0, max: 10_000, int: true }));

/**
 * The three schemas of an editable kind: its create body, its update (any of the fields), and
 * the admin's answer. `check` is a rule over several fields, on both bodies.
 */
function editable<F extends z.ZodRawShape, A extends z.ZodRawShape>(
  fields: F,
  answer: A,
  check: z.core.$ZodCheck<object> = rule<object>(() => true, ''),
) {
  const body = z
    .strictObject({ ...fields, publishedAt: PublishedAtSchema.default(null) })
    .check(check);
  const patch = z
    .strictObject({ ...fields, publishedAt: PublishedAtSchema })
    .partial()
    .check(check)
    .check(nonEmpty);
  const item = PublicationSchema.extend({ _id: z.string(), ...answer });
  return { body, patch, item };
}

const place = { position: z.number().int() };

/** The five calls of a kind (decision 91's shape). */
function calls<B extends z.ZodType, P extends z.ZodType, I extends z.ZodType>(k: {
  body: B;
  patch: P;
  item: I;
}) {
  return {
    list: { query: AdminListQuerySchema, response: z.array(k.item) },
    get: { params: IdParamsSchema, response: k.item },
    create: { body: k.body, response: k.item },
    update: { params: IdParamsSchema, body: k.patch, response: k.item },
    remove: { params: IdParamsSchema, response: DeletedSchema },
  } satisfies Record<string, EndpointSchemas>;
}

// ── Useful links ─────────────────────────────────────────────────────────────────────────────

const link = editable(
  {
    title: requiredString({ max: 120 }),
    text: requiredString({ max: 500 }),
    url: requiredString({ max: 500 }).check(
      matches(/^https?:\/\/[^\s/]+\.[^\s]+$/i, 'Give the full address, https://…'),
    ),
    imageUrl: imageField,
    position: positionField,
  },
  {
    title: z.string(),
    text: z.string(),
    url: z.string(),
    imageUrl: z.string().nullable(),
    ...place,
  },
);
export const UsefulLinkBodySchema = link.body;
export type UsefulLinkBody = z.infer<typeof UsefulLinkBodySchema>;
export type UsefulLinkFormValues = z.input<typeof UsefulLinkBodySchema>;
export const UsefulLinkPatchSchema = link.patch;
export type UsefulLinkPatch = z.infer<typeof UsefulLinkPatchSchema>;
export const AdminUsefulLinkSchema = link.item;
export type AdminUsefulLink = z.infer<typeof AdminUsefulLinkSchema>;

const linkCalls = calls(link);
export const listAdminUsefulLinks = linkCalls.list;
export const getAdminUsefulLink = linkCalls.get;
export const createAdminUsefulLink = linkCalls.create;
export const updateAdminUsefulLink = linkCalls.update;
export const deleteAdminUsefulLink = linkCalls.remove;

// ── Testimonials ─────────────────────────────────────────────────────────────────────────────

const testimonial = editable(
  {
    name: requiredString({ max: 100 }),
    role: requiredString({ max: 120 }),
    summary: requiredString({ max: 1000 }),
    rating: numberField({ min: 1, max: 5, int: true }),
    photoUrl: imageField,
    position: positionField,
  },
  {
    name: z.string(),
    role: z.string(),
    summary: z.string(),
    rating: z.number().int(),
    photoUrl: z.string().nullable(),
    ...place,
  },
);
export const TestimonialBodySchema = testimonial.body;
export type TestimonialBody = z.infer<typeof TestimonialBodySchema>;
export type TestimonialFormValues = z.input<typeof TestimonialBodySchema>;
export const TestimonialPatchSchema = testimonial.patch;
export type TestimonialPatch = z.infer<typeof TestimonialPatchSchema>;
export const AdminTestimonialSchema = testimonial.item;
export type AdminTestimonial = z.infer<typeof AdminTestimonialSchema>;

const testimonialCalls = calls(testimonial);
export const listAdminTestimonials = testimonialCalls.list;
export const getAdminTestimonial = testimonialCalls.get;
export const createAdminTestimonial = testimonialCalls.create;
export const updateAdminTestimonial = testimonialCalls.update;
export const deleteAdminTestimonial = testimonialCalls.remove;

// ── Guide cards ──────────────────────────────────────────────────────────────────────────────

/** Their order changes only by a move (decision 98), so the form has no place field. */
const guideCard = editable(
  {
    title: requiredString({ max: 120 }),
    text: requiredString({ max: 500 }),
    actionLabel: requiredString({ max: 40 }),
    /** A path inside the app, such as `/profile`. */
    actionPath: requiredString({ max: 200 }).check(
      matches(/^\/[^\s/][^\s]*$|^\/$/, 'Give a path inside the portal, such as /profile'),
    ),
    imageUrl: imageField,
  },
  {
    title: z.string(),
    text: z.string(),
    actionLabel: z.string(),
    actionPath: z.string(),
    imageUrl: z.string().nullable(),
    ...place,
  },
);
export const GuideCardBodySchema = guideCard.body;
export type GuideCardBody = z.infer<typeof GuideCardBodySchema>;
export type GuideCardFormValues = z.input<typeof GuideCardBodySchema>;
export const GuideCardPatchSchema = guideCard.patch;
export type GuideCardPatch = z.infer<typeof GuideCardPatchSchema>;
export const AdminGuideCardSchema = guideCard.item;
export type AdminGuideCard = z.infer<typeof AdminGuideCardSchema>;

const guideCardCalls = calls(guideCard);
export const listAdminGuideCards = guideCardCalls.list;
export const getAdminGuideCard = guideCardCalls.get;
export const createAdminGuideCard = guideCardCalls.create;
export const updateAdminGuideCard = guideCardCalls.update;
export const deleteAdminGuideCard = guideCardCalls.remove;

export const GuideCardMoveBodySchema = z.strictObject({
  direction: z.enum(GUIDE_CARD_MOVES, { error: 'Choose up or down' }),
});
export type GuideCardMoveBody = z.infer<typeof GuideCardMoveBodySchema>;

export const moveAdminGuideCard = {
  params: IdParamsSchema,
  body: GuideCardMoveBodySchema,
  /** Every card in its new order. */
  response: z.array(AdminGuideCardSchema),
} satisfies EndpointSchemas;

// ── Events ───────────────────────────────────────────────────────────────────────────────────

const event = editable(
  {
    title: requiredString({ max: 200 }),
    type: z.enum(EVENT_TYPES, { error: messages.required }),
    /** Europe/London wall clock, e.g. '2026-03-12T19:00'. */
    startsAt: londonLocalField,
    endsAt: londonLocalField,
    location: optionalField(requiredString({ max: 200 })),
    onlineUrl: linkField,
    organiser: requiredString({ max: 120 }),
    /** Rich text (HTML); the server cleans it through the shared allow-list. */
    description: z
      .string()
      .max(20_000, { error: messages.max(20_000) })
      .default(''),
    imageUrl: imageField,
  },
  // The answer is the event as Home shows it, with its publication.
  EventSchema.omit({ _id: true }).shape,
  endsAfterStart as z.core.$ZodCheck<object>,
);
export const EventBodySchema = event.body;
export type EventBody = z.infer<typeof EventBodySchema>;
export type EventFormValues = z.input<typeof EventBodySchema>;
export const EventPatchSchema = event.patch;
export type EventPatch = z.infer<typeof EventPatchSchema>;
export const AdminEventSchema = event.item;
export type AdminEvent = z.infer<typeof AdminEventSchema>;

const eventCalls = calls(event);
export const listAdminEvents = eventCalls.list;
export const getAdminEvent = eventCalls.get;
export const createAdminEvent = eventCalls.create;
export const updateAdminEvent = eventCalls.update;
export const deleteAdminEvent = eventCalls.remove;

export const uploadAdminHomeImage = { response: ContentImageSchema } satisfies EndpointSchemas;
