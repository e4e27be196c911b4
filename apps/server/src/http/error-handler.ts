import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INPUT_ERRORS, isSpecMessage, type ErrorBody } from '@portal/contract';
import { AppError } from './errors';
import { lingerOverRefusedBody } from './refused-body';
import { clearSessionCookie, sessionCookieToken } from './session-cookie';
import { sqlStateOf } from '../db/sql-state';

const SERVER_ERROR = 'Server Error! Oops, Something went wrong.';
const DB_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

// Connection-level failures of pg, PGlite and the OS: the database is down, not the request wrong.
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** An error and the causes it wraps (Drizzle wraps driver errors), a few levels deep. */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

function isDatabaseDown(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|database closed|PGlite is closed|timeout exceeded when trying to connect/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

function fieldPath(path: readonly string[]): string {
  return path.join('.') || '_';
}

/**
 * The status and envelope of an error that is not Fastify's own: ours, the database's, or
 * unexpected. Shared by HTTP routes and socket requests.
 */
export function describeError(
  err: unknown,
  log: FastifyBaseLogger,
): { status: number; body: ErrorBody; retryAfterSeconds?: number } {
  if (err instanceof AppError) {
    return {
      status: err.statusCode,
      body: err.toBody(),
      ...(err.retryAfterSeconds ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
    };
  }
  const state = sqlStateOf(err).code;
  if (state?.startsWith('22')) {
    // Data exceptions: a value the database cannot hold (a NUL byte, a year 0, an overflow).
    return {
      status: 400,
      body: { error: 'A value in the request is not valid.', code: 'BAD_REQUEST' },
    };
  }
  if (state === '23505') {
    // Two requests raced past a uniqueness check; the loser is told so, not shown a 500.
    return {
      status: 409,
      body: { error: 'This has just been done by another request.', code: 'CONFLICT' },
    };
  }
  if (state === '23P01') {
    // An exclusion constraint (a booking's time, an availability slot) refused an overlap that
    // the service did not map itself: still a conflict, never a 500.
    return {
      status: 409,
      body: { error: 'This overlaps a time that is already taken.', code: 'CONFLICT' },
    };
  }
  if (isDatabaseDown(err)) {
    log.warn({ err }, 'database unavailable');
    return { status: 503, body: { error: DB_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' } };
  }
  log.error({ err }, 'unhandled error');
  return { status: 500, body: { error: SERVER_ERROR, code: 'INTERNAL' } };
}

/** A refused input's issue: where, what (zod's code and format) and its message. */
export interface InputIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  format?: unknown;
}

const isIdIssue = (issue: InputIssue) =>
  issue.code === 'invalid_format' && (issue.format === 'uuid' || issue.format === 'guid');

// Issues no person typed: a field the page should not send, a value of the wrong type.
const isPageIssue = (issue: InputIssue) =>
  isIdIssue(issue) || issue.code === 'unrecognized_keys' || issue.code === 'invalid_type';

/**
 * The sentence for the snack (SPEC §8 shows a 4xx's text): a form's field that fails with a
 * SPEC §5 message leads with it; otherwise what a person can make of where it failed.
 */
function readableError(where: string, lead: InputIssue | undefined): string {
  if (where === 'body' && lead && isSpecMessage(lead.message)) return lead.message;
  if (where === 'params' || (where === 'query' && lead && isIdIssue(lead))) {
    return INPUT_ERRORS.link;
  }
  if (where === 'query') return INPUT_ERRORS.options;
  if (where === 'body' && lead && !isPageIssue(lead)) return INPUT_ERRORS.form;
  return INPUT_ERRORS.stale;
}

/**
 * The envelope of invalid input, from zod issues: `fields` has each field's first message, and
 * `error` a sentence about the first field for whoever reads the snack.
 */
export function validationError(where: string, issues: readonly InputIssue[]): ErrorBody {
  const fields: Record<string, string> = {};
  let lead: InputIssue | undefined;
  for (const issue of issues) {
    const key = fieldPath(issue.path.map(String));
    if (key in fields) continue;
    fields[key] = issue.message;
    lead ??= issue;
  }
  return { error: readableError(where, lead), code: 'VALIDATION', fields };
}

/** Fastify's own client errors (schema validation, body size, rate limit, bad JSON), or null. */
function fastifyClientError(err: FastifyError): { status: number; body: ErrorBody } | null {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext === 'querystring' ? 'query' : err.validationContext;
    return {
      status: 400,
      body: validationError(
        where ?? 'request',
        err.validation.map((v) => {
          const { keys, format } = v.params as { keys?: unknown; format?: unknown };
          return {
            path: v.instancePath.split('/').filter(Boolean),
            code: v.keyword,
            format,
            message:
              v.keyword === 'unrecognized_keys' && Array.isArray(keys)
                ? `Unknown field(s): ${keys.join(', ')}`
                : (v.message ?? 'Invalid value'),
          };
        }),
      ),
    };
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' },
    };
  }
  if (err.statusCode === 429) {
    return {
      status: 429,
      body: {
        error: err.message || 'Too many requests. Please try again later.',
        code: 'RATE_LIMITED',
      },
    };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Malformed JSON, wrong content type, empty body...
    return {
      status: err.statusCode,
      body: {
        error:
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : err.message,
        code: 'BAD_REQUEST',
      },
    };
  }
  return null;
}

/** Maps every error, Fastify's and zod's included, to the envelope; never leaks stacks or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const described =
      (!(err instanceof AppError) && fastifyClientError(err)) || describeError(err, request.log);
    if ('retryAfterSeconds' in described && described.retryAfterSeconds) {
      reply.header('retry-after', String(described.retryAfterSeconds));
    }
    // A 401 means the session is gone, whatever raised it: the page cookie goes with it.
    if (described.status === 401 && sessionCookieToken(request)) {
      clearSessionCookie(reply, request);
    }
    if (described.status === 413) await lingerOverRefusedBody(request);
    return reply.status(described.status).send(described.body);
  });
}
