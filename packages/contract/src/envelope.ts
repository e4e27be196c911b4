import { z } from 'zod';

/** Counts per value of each facet of a list (the products catalogue). */
export type Facets = Record<string, Record<string, number>>;

/**
 * Success body of every API call: `{ data, message?, option?: [{ count, facets? }] }`; a list's
 * total is `option[0].count`, and a faceted list's counts per filter value `option[0].facets`.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    message: z.string().optional(),
    option: z
      .array(
        z.object({
          count: z.number().int().nonnegative(),
          facets: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
        }),
      )
      .optional(),
  });

export interface Envelope<T> {
  data: T;
  message?: string;
  option?: { count: number; facets?: Facets }[];
}

/** Error codes the client may branch on; the text in `error` is for people. */
export const ErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION',
  'PANEL_REQUIRED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SELF_CERTIFICATION_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** A card was declined (402): the booking holds no slot. */
  'CARD_DECLINED',
  'PAYLOAD_TOO_LARGE',
  'APP_VERSION_MISMATCH',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Error body of every API call. `fields` maps a field path to its message. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: ErrorCodeSchema.optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Acknowledgement of a request made over the socket (an endpoint with `socketEvent`): the status
 * and body HTTP would have answered with.
 */
export type SocketReply<T> =
  { status: 200; body: Envelope<T> } | { status: number; body: ErrorBody };

/** Query of every paged list. An empty search means no search. */
export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  skip: z.coerce.number().int().min(0).default(0),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((s) => (s ? s : undefined)),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Path parameter `{id}` of the spec's routes. */
export const IdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });
export const IdSchema = z.uuid();
