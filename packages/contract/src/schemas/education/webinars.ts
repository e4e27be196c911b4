// The zod schemas of endpoints/education/webinars.ts, under the descriptors' names.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { WEBINAR_LISTS, WEBINAR_STATES } from '../../endpoints/education/webinars';
import type { EndpointSchemas } from '../../endpoint';

export const WebinarSpeakerSchema = z.object({
  name: z.string(),
  /** Their role and organisation, e.g. "Consultant Pharmacist, Leeds Teaching Hospitals". */
  role: z.string(),
});
export type WebinarSpeaker = z.infer<typeof WebinarSpeakerSchema>;

/**
 * A webinar. `startsAt` and `endsAt` are instants (ISO, UTC) shown in `timeZone`
 * (Europe/London). `description` is HTML cleaned through the shared rich-text allow-list.
 * `capacity` null: seats are not limited (then `seatsLeft` is null too).
 */
export const WebinarSchema = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  speakers: z.array(WebinarSpeakerSchema),
  topics: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  imageUrl: z.string().nullable(),
  state: z.enum(WEBINAR_STATES),
  capacity: z.number().int().positive().nullable(),
  registeredCount: z.number().int().nonnegative(),
  seatsLeft: z.number().int().nonnegative().nullable(),
  isFull: z.boolean(),
  isRegistered: z.boolean(),
  /** The live room: only to a registered caller, from 15 minutes before the start until the end. */
  joinUrl: z.string().nullable(),
  /** Once the webinar is over and its recording is up. */
  recordingUrl: z.string().nullable(),
});
export type Webinar = z.infer<typeof WebinarSchema>;

export const WebinarListQuerySchema = ListQuerySchema.extend({
  list: z.enum(WEBINAR_LISTS).default('upcoming'),
});
export type WebinarListQuery = z.infer<typeof WebinarListQuerySchema>;

export const getWebinars = {
  query: WebinarListQuerySchema,
  response: z.array(WebinarSchema),
} satisfies EndpointSchemas;

export const getWebinar = {
  params: IdParamsSchema,
  response: WebinarSchema,
} satisfies EndpointSchemas;

export const registerWebinar = {
  params: IdParamsSchema,
  response: WebinarSchema,
} satisfies EndpointSchemas;

export const unregisterWebinar = {
  params: IdParamsSchema,
  response: WebinarSchema,
} satisfies EndpointSchemas;

export const getWebinarIcs = {
  params: IdParamsSchema,
  response: z.unknown(),
} satisfies EndpointSchemas;
