// The zod schemas of endpoints/education/admin.ts: the admin's FAQ, webinar and key-publication
// forms and answers (decisions 91 and 93).

import { z } from 'zod';
import { IdParamsSchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { messages, optionalField, requiredString, rule, matches } from '../../validation';
import {
  AdminListQuerySchema,
  ContentImageSchema,
  contentImageUrl,
  DeletedSchema,
  endsAfterStart,
  linkField,
  londonLocalField,
  numberField,
  PublicationSchema,
  PublishedAtSchema,
} from '../publishing';
import { WebinarSpeakerSchema } from './webinars';

export type { AdminListQuery } from '../publishing';

const nonEmpty = rule<object>((p) => Object.keys(p).length > 0, 'Nothing to change');
const topicList = z.array(requiredString({ max: 60 })).max(10, { error: 'At most 10 topics' });

// ── FAQ entries ─────────────────────────────────────────────────────────────────────────────

const faqFields = {
  /** The topic's name; a new name makes a new topic, after the others. */
  topic: requiredString({ max: 80 }),
  question: requiredString({ max: 300 }),
  /** Plain text; paragraphs separated by a blank line. */
  answer: requiredString({ max: 5000 }),
  /** Its place in the topic, from 0; left out: after the others. */
  position: optionalField(numberField({ min: 0, max: 10_000, int: true })),
  publishedAt: PublishedAtSchema,
};

export const FaqEntryBodySchema = z.strictObject({
  ...faqFields,
  publishedAt: PublishedAtSchema.default(null),
});
export type FaqEntryBody = z.infer<typeof FaqEntryBodySchema>;
export type FaqEntryFormValues = z.input<typeof FaqEntryBodySchema>;

export const FaqEntryPatchSchema = z.strictObject(faqFields).partial().check(nonEmpty);
export type FaqEntryPatch = z.infer<typeof FaqEntryPatchSchema>;

export const AdminFaqEntrySchema = PublicationSchema.extend({
  _id: z.string(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
});
export type AdminFaqEntry = z.infer<typeof AdminFaqEntrySchema>;

export const listAdminFaqEntries = {
  query: AdminListQuerySchema,
  response: z.array(AdminFaqEntrySchema),
} satisfies EndpointSchemas;
export const getAdminFaqEntry = {
  params: IdParamsSchema,
  response: AdminFaqEntrySchema,
} satisfies EndpointSchemas;
export const createAdminFaqEntry = {
  body: FaqEntryBodySchema,
  response: AdminFaqEntrySchema,
} satisfies EndpointSchemas;
export const updateAdminFaqEntry = {
  params: IdParamsSchema,
  body: FaqEntryPatchSchema,
  response: AdminFaqEntrySchema,
} satisfies EndpointSchemas;
export const deleteAdminFaqEntry = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;

// ── Webinars ────────────────────────────────────────────────────────────────────────────────

const londonLocal = londonLocalField;
const link = linkField;

const webinarFields = {
  title: requiredString({ max: 200 }),
  summary: requiredString({ max: 500 }),
  /** Rich text (HTML); the server cleans it through the shared allow-list. */
  description: z.string().max(20_000, { error: messages.max(20_000) }),
  speakers: z
    .array(z.object({ name: requiredString({ max: 100 }), role: requiredString({ max: 200 }) }))
    .min(1, { error: 'Add at least one speaker' })
    .max(10, { error: 'At most 10 speakers' }),
  topics: topicList,
  /** Europe/London wall clock, e.g. '2026-03-12T19:00'. */
  startsAt: londonLocal,
  endsAt: londonLocal,
  /** Seats; left out: not limited. */
  capacity: optionalField(numberField({ min: 1, max: 100_000, int: true })),
  joinUrl: link,
  recordingUrl: link,
  /** A url `admin/webinars/image` gave, or null (decision 100). */
  imageUrl: contentImageUrl('webinars'),
  publishedAt: PublishedAtSchema,
};

export const WebinarBodySchema = z
  .strictObject({
    ...webinarFields,
    description: webinarFields.description.default(''),
    topics: topicList.default([]),
    publishedAt: PublishedAtSchema.default(null),
  })
  .check(endsAfterStart);
export type WebinarBody = z.infer<typeof WebinarBodySchema>;
export type WebinarFormValues = z.input<typeof WebinarBodySchema>;

export const WebinarPatchSchema = z
  .strictObject(webinarFields)
  .partial()
  .check(endsAfterStart)
  .check(nonEmpty);
export type WebinarPatch = z.infer<typeof WebinarPatchSchema>;

export const AdminWebinarSchema = PublicationSchema.extend({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  speakers: z.array(WebinarSpeakerSchema),
  topics: z.array(z.string()),
  /** Instants (ISO); the form shows them in `timeZone`. */
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  capacity: z.number().int().positive().nullable(),
  registeredCount: z.number().int().nonnegative(),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type AdminWebinar = z.infer<typeof AdminWebinarSchema>;

export const listAdminWebinars = {
  query: AdminListQuerySchema,
  response: z.array(AdminWebinarSchema),
} satisfies EndpointSchemas;
export const getAdminWebinar = {
  params: IdParamsSchema,
  response: AdminWebinarSchema,
} satisfies EndpointSchemas;
export const createAdminWebinar = {
  body: WebinarBodySchema,
  response: AdminWebinarSchema,
} satisfies EndpointSchemas;
export const updateAdminWebinar = {
  params: IdParamsSchema,
  body: WebinarPatchSchema,
  response: AdminWebinarSchema,
} satisfies EndpointSchemas;
export const uploadAdminWebinarImage = { response: ContentImageSchema } satisfies EndpointSchemas;

export const deleteAdminWebinar = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;

// ── Key publications ────────────────────────────────────────────────────────────────────────

const keyPublicationFields = {
  title: requiredString({ max: 300 }),
  citation: requiredString({ max: 500 }),
  /** The DOI itself, without the resolver: '10.1136/bmj.n71'. */
  doi: requiredString({ max: 200 }).check(
    matches(/^10\.\d{4,9}\/\S+$/, 'Give the DOI, e.g. 10.1136/bmj.n71'),
  ),
  year: numberField({ min: 1900, max: 2100, int: true }),
  summary: requiredString({ max: 2000 }),
  practiceRelevance: requiredString({ max: 2000 }),
  topics: topicList,
  publishedAt: PublishedAtSchema,
};

export const KeyPublicationBodySchema = z.strictObject({
  ...keyPublicationFields,
  topics: topicList.default([]),
  publishedAt: PublishedAtSchema.default(null),
});
export type KeyPublicationBody = z.infer<typeof KeyPublicationBodySchema>;
export type KeyPublicationFormValues = z.input<typeof KeyPublicationBodySchema>;

export const KeyPublicationPatchSchema = z
  .strictObject(keyPublicationFields)
  .partial()
  .check(nonEmpty);
export type KeyPublicationPatch = z.infer<typeof KeyPublicationPatchSchema>;

export const AdminKeyPublicationSchema = PublicationSchema.extend({
  _id: z.string(),
  title: z.string(),
  citation: z.string(),
  doi: z.string(),
  year: z.number().int(),
  summary: z.string(),
  practiceRelevance: z.string(),
  topics: z.array(z.string()),
});
export type AdminKeyPublication = z.infer<typeof AdminKeyPublicationSchema>;

export const listAdminKeyPublications = {
  query: AdminListQuerySchema,
  response: z.array(AdminKeyPublicationSchema),
} satisfies EndpointSchemas;
export const getAdminKeyPublication = {
  params: IdParamsSchema,
  response: AdminKeyPublicationSchema,
} satisfies EndpointSchemas;
export const createAdminKeyPublication = {
  body: KeyPublicationBodySchema,
  response: AdminKeyPublicationSchema,
} satisfies EndpointSchemas;
export const updateAdminKeyPublication = {
  params: IdParamsSchema,
  body: KeyPublicationPatchSchema,
  response: AdminKeyPublicationSchema,
} satisfies EndpointSchemas;
export const deleteAdminKeyPublication = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;
