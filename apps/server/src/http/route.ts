import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, ErrorBodySchema, type Endpoint, type Envelope } from '@portal/contract';
import type { SessionUser } from '../modules/auth/auth.types';

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
) => Promise<Envelope<z.output<E['response']>>>;

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

/** Registers one contract endpoint: its schemas validate input before the handler runs. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[2] ?? 'api'],
      ...(endpoint.access === 'user' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelopeSchema(endpoint.response), ...errorResponses },
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
export function ok<T>(data: T, extra?: { message?: string; count?: number }): Envelope<T> {
  return {
    data,
    ...(extra?.message ? { message: extra.message } : {}),
    ...(extra?.count !== undefined ? { option: [{ count: extra.count }] } : {}),
  };
}
