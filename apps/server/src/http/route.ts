import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  envelopeSchema,
  ErrorBodySchema,
  withSchemas,
  type Endpoint,
  type EndpointData,
  type Envelope,
  type Facets,
} from '@portal/contract';
import type { SessionUser } from './session';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

type Parts<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType, infer A>
    ? {
        params: Out<P>;
        query: Out<Q>;
        body: Out<B>;
        user: A extends 'user' ? SessionUser : SessionUser | null;
      }
    : never;

export interface RouteContext<E extends Endpoint> {
  params: Parts<E>['params'];
  query: Parts<E>['query'];
  body: Parts<E>['body'];
  /** The session user; always present when the endpoint's access is `user`. */
  user: Parts<E>['user'];
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (
  ctx: RouteContext<E>,
) => Promise<Envelope<EndpointData<E>>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract descriptor of the route; the guards read its access rules. */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  422: ErrorBodySchema,
};

/**
 * Registers one contract endpoint: its schemas (joined to the descriptor by `withSchemas`)
 * validate input before the handler runs, and describe it in the API docs.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void {
  register(
    app,
    endpoint,
    { 200: envelopeSchema(withSchemas(endpoint).response), ...errorResponses },
    handler,
  );
}

/** A file answer: the bytes, their content type and the name a browser saves them under. */
export interface FileAnswer {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/**
 * Registers a contract endpoint marked `file`: input is validated as for any endpoint, and the
 * answer is the file itself, sent as an attachment that no cache keeps.
 */
export function fileRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<FileAnswer>,
): void {
  register(app, endpoint, errorResponses, async (ctx) => {
    const file = await handler(ctx);
    // RFC 6266: a plain ASCII name for old clients, the exact one in UTF-8 (RFC 5987 encoding,
    // which also escapes ' ( ) *) for the others. A lone surrogate cannot be encoded: drop it.
    const name = file.fileName.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) =>
      /[\ud800-\udbff]/.test(c) && /[\udc00-\udfff]/.test(all[i + 1] ?? '')
        ? c
        : /[\udc00-\udfff]/.test(c) && /[\ud800-\udbff]/.test(all[i - 1] ?? '')
          ? c
          : '',
    );
    const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    const utf8 = encodeURIComponent(name).replace(
      /['()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
    return ctx.reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  response: Record<number, z.ZodType>,
  handler: (ctx: RouteContext<E>) => unknown,
): void {
  const { params, query, body } = withSchemas(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[2] ?? 'api'],
      ...(endpoint.access === 'user' ? { security: [{ bearer: [] }] } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response,
    },
    handler: (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        request,
        reply,
      } as RouteContext<E>),
  });
}

/** The success envelope. */
export function ok<T>(
  data: T,
  extra?: { message?: string; count?: number; facets?: Facets },
): Envelope<T> {
  return {
    data,
    ...(extra?.message ? { message: extra.message } : {}),
    ...(extra?.count !== undefined
      ? { option: [{ count: extra.count, ...(extra.facets ? { facets: extra.facets } : {}) }] }
      : {}),
  };
}
