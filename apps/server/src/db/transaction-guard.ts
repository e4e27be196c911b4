import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * The guard against a query on the global database while a transaction of the same request is
 * open (decision 130). PGlite is one connection: such a query waits for the transaction, which
 * waits for the query, and every later request waits behind both (issue 45). On PostgreSQL it
 * takes a second pool connection and deadlocks once the pool is busy. With the guard on
 * (development and tests), the query fails at once with a message naming it.
 */
interface OpenTransaction {
  open: boolean;
  /** Where the transaction was opened: the first frame outside this file. */
  openedAt: string;
}

const openTransaction = new AsyncLocalStorage<OpenTransaction>();

export class QueryBesideTransactionError extends Error {
  override name = 'QueryBesideTransactionError';
}

/** Frames of these files are the wrappers around `db.transaction`, not where it was called. */
const wrappers = [import.meta.filename, join(import.meta.dirname, 'after-commit.')];

function callerOf(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').slice(1);
  const outside = frames.find(
    (f) => /^\s*at /.test(f) && !wrappers.some((w) => f.includes(w)) && !f.includes('node_modules'),
  );
  return outside?.trim().replace(/^at /, '') ?? 'an unknown place';
}

function statementOf(query: unknown): string {
  const text =
    typeof query === 'string'
      ? query
      : query && typeof query === 'object' && 'text' in query
        ? String((query as { text: unknown }).text)
        : String(query);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Throws when a transaction of this async context is still open: `what` should run on it. */
export function refuseBesideOpenTransaction(what: string): void {
  const tx = openTransaction.getStore();
  if (!tx?.open) return;
  throw new QueryBesideTransactionError(
    `${what} ran on the global database while a transaction of the same request was open ` +
      `(opened at ${tx.openedAt}); run it on the transaction (tx) instead.`,
  );
}

/**
 * `db` whose transactions record themselves for the guard: the work runs with its transaction
 * marked open in this async context, and closed once it settles (so work it left running
 * afterwards may use `db` again). A transaction opened on `db` inside another is refused too:
 * on PGlite it would wait for the one around it.
 */
export function guardedTransactions(db: Db): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    refuseBesideOpenTransaction('db.transaction()');
    const tx: OpenTransaction = { open: true, openedAt: callerOf(new Error().stack) };
    try {
      return await openTransaction.run(tx, () => db.transaction(work, config));
    } finally {
      tx.open = false;
    }
  };
  return Object.create(db, { transaction: { value: transaction } }) as Db;
}

/**
 * PGlite whose own `query` and `exec` (the global connection; a transaction's queries go through
 * the object `transaction` hands out, never these) refuse to run beside an open transaction.
 */
export class GuardedPGlite extends PGlite {
  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    refuseBesideOpenTransaction(`The query "${statementOf(query)}"`);
    return super.query<T>(query, params, options);
  }
  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    refuseBesideOpenTransaction(`The statement "${statementOf(query)}"`);
    return super.exec(query, options);
  }
}

/**
 * A pool whose own `query` (a connection of its choosing; a transaction holds the client that
 * `connect` gave it) refuses to run beside an open transaction.
 */
export class GuardedPool extends pg.Pool {
  // pg's overloads (callback or promise, text or config) all pass through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    refuseBesideOpenTransaction(`The query "${statementOf(config)}"`);
    return super.query(config, values, callback);
  }
}
