import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { queryRows } from './raw';
import { autovacuumRuns, createTableUpkeep, dueTables } from './table-upkeep';

// Decision 154: where autovacuum does not run (PGlite always; a PostgreSQL started without it),
// the upkeep job analyses tables past autovacuum's analyze threshold and vacuums those past its
// vacuum threshold; where it runs, the job leaves the work to it.

let database: Database;
const PROBE = 'public.upkeep_probe';
const logged: unknown[] = [];
const upkeep = () => createTableUpkeep(database.db, { info: (o: unknown) => logged.push(o) })();

/** The probe table's counters. */
const probe = async () => {
  const [row] = await queryRows<{
    analysed: boolean;
    vacuumed: boolean;
    dead: number;
    changed: number;
  }>(
    database.db,
    sql`select last_analyze is not null as "analysed", last_vacuum is not null as "vacuumed",
          n_dead_tup::int as "dead", n_mod_since_analyze::int as "changed"
        from pg_stat_user_tables where relname = 'upkeep_probe'`,
  );
  return row!;
};
/** Runs a change and has its counts reported as it ends, not within the next few seconds. */
const change = (statement: SQL) =>
  database.db.transaction(async (tx) => {
    await tx.execute(statement);
    await tx.execute(sql`select pg_stat_force_next_flush()`);
  });
const due = async () => (await dueTables(database.db)).filter((t) => t.name === PROBE);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table upkeep_probe (id int primary key, note text)`);
});
afterAll(() => database.close());

describe('table upkeep', () => {
  it('tells whether autovacuum runs: never on PGlite, on PostgreSQL as it is set', async () => {
    const [setting] = await queryRows<{ on: boolean }>(
      database.db,
      sql`select setting = 'on' as "on" from pg_settings where name = 'autovacuum'`,
    );
    const runs = await autovacuumRuns(database.db);
    expect(runs).toBe(database.driver === 'postgres' ? setting!.on : false);
  });

  it('analyses a table filled past the threshold and vacuums one whose rows died, once each', async () => {
    await change(
      sql`insert into upkeep_probe select g, 'row ' || g from generate_series(1, 500) g`,
    );
    if (await autovacuumRuns(database.db)) {
      // PostgreSQL with autovacuum on: the table is its to see to.
      expect(await upkeep()).toEqual([]);
      return;
    }
    await expect.poll(due).toEqual([{ name: PROBE, vacuum: false }]);
    expect(await upkeep()).toContainEqual({ name: PROBE, vacuum: false });
    expect(await probe()).toMatchObject({ analysed: true, vacuumed: false });
    expect(await due()).toEqual([]);
    expect(logged.at(-1)).toMatchObject({ analysed: expect.arrayContaining([PROBE]) });

    await change(sql`delete from upkeep_probe where id > 100`);
    await expect.poll(due).toEqual([{ name: PROBE, vacuum: true }]);
    expect(await upkeep()).toContainEqual({ name: PROBE, vacuum: true });
    await expect.poll(probe).toMatchObject({ vacuumed: true, dead: 0 });
    expect(await due()).toEqual([]);
  });

  it('leaves a table alone while its changes stay under the threshold', async () => {
    await database.db.execute(sql`analyze upkeep_probe`);
    await change(sql`update upkeep_probe set note = 'changed' where id <= 10`);
    await expect.poll(async () => (await probe()).changed).toBe(10);
    expect(await due()).toEqual([]);
  });
});
