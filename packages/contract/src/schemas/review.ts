// The zod schemas of endpoints/review.ts.

import { z } from 'zod';
import { ListQuerySchema } from '../envelope';
import type { EndpointSchemas } from '../endpoint';
import { REVIEW_ACTIONS, REVIEW_KINDS, REVIEW_STATES } from '../endpoints/review';

/** One entry of the queue, as it stood when listed (open) or when it was handled. */
export const ReviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  /** The post's, response's, comment's or message's id (what the action takes). */
  _id: z.string(),
  state: z.enum(REVIEW_STATES),
  /** The post's title, the commented article's or session's, or the message's subject. */
  title: z.string(),
  /** The reported text or the message, as plain text, shortened. */
  excerpt: z.string(),
  /** Who wrote it: an anonymous post's author is not named. */
  author: z.string().nullable(),
  /** A contact message's sender's address. */
  email: z.string().nullable(),
  reportCount: z.number().int().nonnegative(),
  /** Why it is here, in words: reported, hidden by reports, hidden by a moderator, a message. */
  reasons: z.array(z.string()),
  /** Hidden from members now. */
  hidden: z.boolean(),
  /** Where it is seen in the web app, or null (contact messages). */
  link: z.string().nullable(),
  /** The latest report's time, or the message's. */
  at: z.string(),
  /** How it was handled (handled entries). */
  handled: z.object({ action: z.enum(REVIEW_ACTIONS), by: z.string(), at: z.string() }).nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const ReviewListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  kind: z.enum(REVIEW_KINDS).optional(),
  state: z.enum(REVIEW_STATES).default('open'),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewActionParamsSchema = z.object({
  kind: z.enum(REVIEW_KINDS, { error: 'Invalid kind' }),
  id: z.uuid({ error: 'Invalid id' }).transform((v) => v.toLowerCase()),
});
export type ReviewActionParams = z.infer<typeof ReviewActionParamsSchema>;

export const ReviewActionBodySchema = z.strictObject({
  action: z.enum(REVIEW_ACTIONS, { error: 'This field is required' }),
});
export type ReviewActionBody = z.infer<typeof ReviewActionBodySchema>;

export const getReviewItems = {
  query: ReviewListQuerySchema,
  response: z.array(ReviewItemSchema),
} satisfies EndpointSchemas;

export const reviewAction = {
  params: ReviewActionParamsSchema,
  body: ReviewActionBodySchema,
  response: ReviewItemSchema,
} satisfies EndpointSchemas;
