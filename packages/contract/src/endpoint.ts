import type { z } from 'zod';
import type { ModuleSlug } from './modules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call of SPEC §7. The server registers it (validation from these schemas) and the web
 * client calls it, so a changed shape fails type-checking on both sides.
 */
export type Access = 'public' | 'user';

/**
 * The zod schemas of one endpoint: `schemas/<domain>.ts` exports them under the descriptor's
 * name. The server validates with them; the browser imports only the forms' own.
 */
export interface EndpointSchemas<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope (unused when `file` is set). */
  response: R;
}

/**
 * One API call of SPEC §7, as the web client calls it: no schemas, only their types, so the
 * browser builds no zod for a call. The server registers it joined with its schemas
 * (`withSchemas`), and the web client calls it, so a changed shape fails type-checking on both
 * sides.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Fastify-style path under the base, e.g. `/api/newsFeed/get/:id`. */
  path: string;
  summary: string;
  /** `public`: no session needed; `user`: a valid bearer session is required. */
  access: A;
  /** Module slug the user's `modules` must contain. */
  module?: ModuleSlug;
  /** Products: the user must also be self-certified. */
  selfCertified?: boolean;
  /** Admins only. */
  admin?: boolean;
  /** Only those whose role consults (the user's `offersAppointments`, decision 142). */
  consults?: boolean;
  /**
   * The success answer is a file (its bytes, content type and a download name in
   * Content-Disposition), not an envelope; errors still use the error envelope.
   */
  file?: boolean;
  /**
   * Also served over the chat socket under this event name: the payload is the body, the
   * acknowledgement a `SocketReply` with what HTTP would have answered.
   */
  socketEvent?: string;
  /** Types only, never set: the types of its schemas, which type calls and handlers. */
  readonly '~schemas'?: EndpointSchemas<P, Q, B, R>;
}

/** An endpoint with its schemas, as the server registers it. */
export type EndpointWithSchemas<E extends Endpoint = Endpoint> = E &
  (E extends Endpoint<infer P, infer Q, infer B, infer R> ? EndpointSchemas<P, Q, B, R> : never);

type SchemaAt<S, K extends keyof EndpointSchemas> = S extends { [key in K]: infer T }
  ? T extends z.ZodType
    ? T
    : z.ZodType
  : z.ZodType;

/**
 * A descriptor typed by its schemas, given as a type only (`typeof s.getThing`, from
 * `import type * as s from '../schemas/<domain>'`), so the module imports no zod:
 * `defineEndpoint<typeof s.getThing>()({ method, path, summary, access })`.
 */
export const defineEndpoint =
  <S extends EndpointSchemas>() =>
  <A extends Access = Access>(
    e: Endpoint<
      SchemaAt<S, 'params'>,
      SchemaAt<S, 'query'>,
      SchemaAt<S, 'body'>,
      SchemaAt<S, 'response'>,
      A
    >,
  ) =>
    e;

/**
 * An endpoint with its schemas in one object, for one outside the contract (a test's own
 * route); the contract's descriptors are `defineEndpoint`'s and their schemas live apart.
 */
export const defineEndpointWithSchemas = <
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(
  e: Endpoint<P, Q, B, R, A> & EndpointSchemas<P, Q, B, R>,
) => e;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes (before parsing). */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B>
    ? { params?: Input<P>; query?: Input<Q>; body?: Input<B> }
    : never;
/** `data` of the success envelope. */
export type EndpointData<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type EndpointParams<E> = E extends Endpoint<infer P> ? Output<P> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q> ? Output<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? Output<B> : never;

/** Fills `:name` segments of a path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
