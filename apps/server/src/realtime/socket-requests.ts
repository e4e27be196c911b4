import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import {
  withSchemas,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type Envelope,
  type ErrorBody,
  type SocketReply,
} from '@portal/contract';
import { describeError, validationError } from '../http/error-handler';
import { checkAccess, withoutAuditFields } from '../http/guards';
import type { SessionUser } from '../http/session';

/** An endpoint that needs a session; served over sockets when it has a body and socketEvent. */
export type SocketEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, 'user'>;

export type SocketHandler<E extends SocketEndpoint> = (ctx: {
  user: SessionUser;
  body: EndpointBody<E>;
}) => Promise<Envelope<EndpointData<E>>>;

export interface SocketRequestDeps {
  /** The socket's user as of now (sessions are re-checked through the session cache). */
  authenticate: () => Promise<SessionUser | null>;
  /** Called, after the 401 answer, when the session is gone: tell the client and disconnect. */
  rejectSession: () => void;
  /** False when the socket has used up its requests for the minute; gives seconds to wait. */
  take: () => { ok: true } | { ok: false; retryAfterSeconds: number };
  log: FastifyBaseLogger;
}

const reply = (status: number, body: ErrorBody): SocketReply<never> => ({ status, body });

/**
 * Serves one contract endpoint over a socket with the same rules as HTTP, in the same order:
 * rate limit, session, module access, body schema, then the handler. The acknowledgement is
 * what HTTP would have answered, so one client-side error path serves both transports.
 */
export async function answerSocketRequest<E extends SocketEndpoint>(
  endpoint: E,
  handler: SocketHandler<E>,
  payload: unknown,
  deps: SocketRequestDeps,
): Promise<SocketReply<EndpointData<E>>> {
  try {
    const allowance = deps.take();
    if (!allowance.ok) {
      return reply(429, {
        error: `Too many requests. Please try again in ${allowance.retryAfterSeconds} seconds.`,
        code: 'RATE_LIMITED',
      });
    }
    const user = await deps.authenticate();
    if (!user) {
      return reply(401, {
        error: 'Your session has expired. Please log in again.',
        code: 'UNAUTHORIZED',
      });
    }
    const denied = checkAccess(endpoint, user);
    if (denied) return reply(denied.statusCode, denied.toBody());
    const parsed = withSchemas(endpoint).body!.safeParse(withoutAuditFields(payload));
    if (!parsed.success) {
      return reply(
        400,
        validationError(
          'body',
          parsed.error.issues.map((issue) => ({
            path: issue.path,
            code: issue.code,
            format: 'format' in issue ? issue.format : undefined,
            message:
              issue.code === 'unrecognized_keys'
                ? `Unknown field(s): ${issue.keys.join(', ')}`
                : issue.message,
          })),
        ),
      );
    }
    return {
      status: 200,
      body: await handler({ user, body: parsed.data as EndpointBody<E> }),
    };
  } catch (err) {
    const { status, body } = describeError(err, deps.log);
    return reply(status, body);
  }
}

/** A fixed one-minute window of `perMinute` requests for one socket; 0 means no limit. */
export function createSocketAllowance(perMinute: number, now = () => Date.now()) {
  let windowStart = 0;
  let used = 0;
  return (): { ok: true } | { ok: false; retryAfterSeconds: number } => {
    if (perMinute <= 0) return { ok: true };
    const t = now();
    if (t - windowStart >= 60_000) {
      windowStart = t;
      used = 0;
    }
    if (used >= perMinute) {
      return { ok: false, retryAfterSeconds: Math.ceil((windowStart + 60_000 - t) / 1000) };
    }
    used++;
    return { ok: true };
  };
}

/** Attaches an endpoint's socket event to one socket; a request without an ack is ignored. */
export function serveOnSocket<E extends SocketEndpoint>(
  socket: Socket,
  endpoint: E,
  handler: SocketHandler<E>,
  deps: SocketRequestDeps,
): void {
  if (!endpoint.socketEvent || !withSchemas(endpoint).body) {
    throw new Error(`${endpoint.path} has no socketEvent and body to be served over a socket`);
  }
  socket.on(endpoint.socketEvent, (payload: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    void answerSocketRequest(endpoint, handler, payload, deps).then((r) => {
      ack(r);
      if (r.status === 401) deps.rejectSession();
    });
  });
}
