import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { needs } from '../test/ci';
import { createTestDatabase } from '../test/test-app';
import { openDatabase, type Database } from './client';
import { queryRows } from './raw';
import { roles } from './schema';

const suite = needs('TEST_DATABASE_URL', 'statements prepared on PostgreSQL connections');
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const name = onPostgres
  ? suite.name
  : `${suite.name} (runs in the PostgreSQL project only: PGlite has no connection pool)`;

describe.runIf(suite.run && onPostgres)(name, () => {
  let owner: Database & { url?: string };
  let one: Database;

  beforeAll(async () => {
    owner = await createTestDatabase();
    // One connection, so every statement below meets the same session's prepared statements.
    one = await openDatabase({ driver: 'postgres', url: owner.url!, poolSize: 1 });
  });
  afterAll(async () => {
    await one.close();
    await owner.close();
  });

  const prepared = () =>
    queryRows<{ statement: string }>(
      one.db,
      sql`select statement from pg_prepared_statements where statement like '%from "roles"%'`,
    );

  it('prepares a statement with values once per connection and answers from it again', async () => {
    const [made] = await one.db
      .insert(roles)
      .values({ slug: 'prepared-statements', name: 'Prepared statements' })
      .returning();
    const first = await one.db.select().from(roles).where(eq(roles.slug, 'prepared-statements'));
    const again = await one.db.select().from(roles).where(eq(roles.slug, 'prepared-statements'));
    expect(first).toEqual([made]);
    expect(again).toEqual(first);
    expect(await prepared()).toHaveLength(1);
  });

  it('runs statements without values as before, several in one text too', async () => {
    // As a migration's file runs: several statements in one text, without values.
    await one.db.execute(
      sql.raw('create temp table several (n int); insert into several values (1), (2)'),
    );
    const [row] = await queryRows<{ n: number }>(
      one.db,
      sql`select count(*)::int as n from several where n >= ${1}`,
    );
    expect(row?.n).toBe(2);
    expect(await prepared()).toHaveLength(1);
  });

  it('answers a transaction from the statement its connection prepared', async () => {
    const inTransaction = await one.db.transaction((tx) =>
      tx.select().from(roles).where(eq(roles.slug, 'prepared-statements')),
    );
    expect(inTransaction).toHaveLength(1);
    expect(await prepared()).toHaveLength(1);
  });

  it('loses a connection in the middle of a transaction without ending the process', async () => {
    // Terminated from outside the pool, between two statements of the transaction: with no
    // listener on the checked-out client, its 'error' event was an uncaught exception.
    const killer = new pg.Client({ connectionString: owner.url! });
    await killer.connect();
    try {
      await expect(
        one.db.transaction(async (tx) => {
          const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await killer.query('select pg_terminate_backend($1)', [own!.pid]);
          await new Promise((done) => setTimeout(done, 300));
          await queryRows(tx, sql`select ${1}::int as n`);
        }),
      ).rejects.toThrow();
    } finally {
      await killer.end();
    }
    // The pool dropped the dead connection and answers from a new one.
    const [row] = await queryRows<{ n: number }>(one.db, sql`select ${2}::int as n`);
    expect(row?.n).toBe(2);
  });
});
