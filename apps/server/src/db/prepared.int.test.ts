import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { needs } from '../test/ci';
import { createTestDatabase } from '../test/test-app';
import { openDatabase, type Database } from './client';
import { preparedOnce } from './prepared';
import { preparedRows, queryRows } from './raw';
import { roles } from './schema';

const suite = needs('TEST_DATABASE_URL', 'statements prepared on PostgreSQL connections');
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const name = onPostgres
  ? suite.name
  : `${suite.name} (runs in the PostgreSQL project only: PGlite has no connection pool)`;

// Decision 136: statements are prepared through Drizzle's `.prepare(name)` and pg's `name`
// option, nothing else; a driver upgrade that stops naming them on the connection fails here.
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

  const preparedNames = async () =>
    (
      await queryRows<{ name: string }>(
        one.db,
        sql`select name from pg_prepared_statements where name like 'prepared_test_%'`,
      )
    ).map((r) => r.name);

  it('prepares a built statement once per connection and answers from it again', async () => {
    const [made] = await one.db
      .insert(roles)
      .values({ slug: 'prepared-test', name: 'Prepared test' })
      .returning();
    const prepared = preparedOnce();
    const bySlug = () =>
      prepared('prepared_test_role', () =>
        one.db
          .select()
          .from(roles)
          .where(eq(roles.slug, sql.placeholder('slug'))),
      );
    const first = await bySlug().execute({ slug: 'prepared-test' });
    const again = await bySlug().execute({ slug: 'prepared-test' });
    expect(first).toEqual([made]);
    expect(again).toEqual(first);
    expect(await preparedNames()).toEqual(['prepared_test_role']);
  });

  it('prepares a raw statement under its name', async () => {
    const rows = await preparedRows<{ slug: string }>(
      one.db,
      'prepared_test_raw',
      'select slug from roles where slug = $1',
      ['prepared-test'],
    );
    expect(rows).toEqual([{ slug: 'prepared-test' }]);
    expect((await preparedNames()).sort()).toEqual(['prepared_test_raw', 'prepared_test_role']);
  });
});
