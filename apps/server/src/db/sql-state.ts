/**
 * The PostgreSQL error code (SQLSTATE) of an error or one of its causes, and the constraint it
 * names: drizzle and the drivers wrap the database's error, so it is looked for down the chain.
 */
export function sqlStateOf(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    e = cause;
  }
  return {};
}

/** A unique constraint refused the write (SQLSTATE 23505): another request got there first. */
export const isUniqueViolation = (err: unknown) => sqlStateOf(err).code === '23505';

/** An exclusion constraint refused an overlap (SQLSTATE 23P01). */
export const isExclusionViolation = (err: unknown) => sqlStateOf(err).code === '23P01';
