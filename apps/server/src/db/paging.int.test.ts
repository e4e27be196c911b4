import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { pageOfSelect, totalOver } from './paging';
import { roles, users } from './schema';

// The paging every list shares: a page, its total in the same round trip, and a page past the
// end that still knows the total, counted through the select's own joins.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const lastName of ['Pagingc', 'Paginga', 'Pagingb']) {
    await createUser(database.db, { lastName });
  }
});
afterAll(() => database.close());

const page = (skip: number, limit = 2) =>
  pageOfSelect(
    () =>
      database.db
        .select({ lastName: users.lastName, role: roles.name, total: totalOver })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(like(users.lastName, 'Paging%'))
        .$dynamic(),
    [asc(users.lastName)],
    { limit, skip },
    (r) => `${r.lastName} (${r.role})`,
  );

describe('pageOfSelect', () => {
  it('answers a page in its order, each row mapped, with the total that matched', async () => {
    const first = await page(0);
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    expect(first.rows[0]).toMatch(/^Paginga \(.+\)$/);
    expect(first.rows[1]).toMatch(/^Pagingb /);
    const last = await page(2);
    expect(last).toEqual({ rows: [expect.stringMatching(/^Pagingc /)], total: 3 });
  });

  it('still knows the total on a page past the end', async () => {
    expect(await page(10)).toEqual({ rows: [], total: 3 });
  });

  it('answers 0 and no rows where nothing matched', async () => {
    const none = await pageOfSelect(
      () =>
        database.db
          .select({ id: users.id, total: totalOver })
          .from(users)
          .where(like(users.lastName, 'Nobody%'))
          .$dynamic(),
      [asc(users.id)],
      { limit: 5, skip: 5 },
      (r) => r.id,
    );
    expect(none).toEqual({ rows: [], total: 0 });
  });
});
