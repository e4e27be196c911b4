import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@portal/contract';
import { AppError } from './errors';

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

/** The PostgreSQL error code (SQLSTATE) of an error or its causes. */
function sqlState(err: unknown): string | undefined {
  for (const { code } of causes(err)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function fieldPath(path: readonly string[]): string {
  return path.join('.') || '_';
}

/** Maps every error, Fastify's and zod's included, to the envelope; never leaks stacks or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;

    if (err instanceof AppError) {
      status = err.statusCode;
      body = err.toBody();
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = fieldPath(v.instancePath.split('/').filter(Boolean));
        const keys = (v.params as { keys?: unknown }).keys;
        if (!(key in fields)) {
          fields[key] =
            v.keyword === 'unrecognized_keys' && Array.isArray(keys)
              ? `Unknown field(s): ${keys.join(', ')}`
              : (v.message ?? 'Invalid value');
        }
      }
      status = 400;
      const where = err.validationContext === 'querystring' ? 'query' : err.validationContext;
      const first = Object.entries(fields)[0];
      body = {
        error: first ? `Invalid ${where}: ${first[0]}: ${first[1]}` : `Invalid ${where}.`,
        code: 'VALIDATION',
        fields,
      };
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' };
    } else if (err.statusCode === 429) {
      status = 429;
      body = {
        error: err.message || 'Too many requests. Please try again later.',
        code: 'RATE_LIMITED',
      };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body...
      status = err.statusCode;
      body = {
        error:
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : err.message,
        code: 'BAD_REQUEST',
      };
    } else if (sqlState(err)?.startsWith('22')) {
      // Data exceptions: a value the database cannot hold (a NUL byte, a year 0, an overflow).
      status = 400;
      body = { error: 'A value in the request is not valid.', code: 'BAD_REQUEST' };
    } else if (sqlState(err) === '23505') {
      // Two requests raced past a uniqueness check; the loser is told so, not shown a 500.
      status = 409;
      body = { error: 'This has just been done by another request.', code: 'CONFLICT' };
    } else if (isDatabaseDown(err)) {
      status = 503;
      body = { error: DB_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' };
      request.log.warn({ err }, 'database unavailable');
    } else {
      status = 500;
      body = { error: SERVER_ERROR, code: 'INTERNAL' };
      request.log.error({ err }, 'unhandled error');
    }
    return reply.status(status).send(body);
  });
}
