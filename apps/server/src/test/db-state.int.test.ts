import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createUser } from './factories';
import { changedTables, watchDbState, type DbStateWatch } from './db-state';
import { createTestDatabase } from './test-app';

// The contract suites' "a refused request changed nothing" rests on this watch: it must see every
// committed change of contents, and nothing else.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let watch: DbStateWatch;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db)).id;
  watch = await watchDbState(database.db);
});
afterAll(() => database.close());

const rename = (firstName: string) =>
  database.db.update(users).set({ firstName }).where(eq(users.id, userId));

describe('the database watch', () => {
  it('names the tables an insert, an update and a delete change', async () => {
    let before = await watch.read();
    await rename('Changed');
    expect(changedTables(before, await watch.read())).toEqual(['users']);

    before = await watch.read();
    const other = await createUser(database.db);
    expect(changedTables(before, await watch.read()).sort()).toEqual(['user_modules', 'users']);

    before = await watch.read();
    await database.db.delete(users).where(eq(users.id, other.id));
    expect(changedTables(before, await watch.read())).toContain('users');
  });

  it('sees no change from a rolled-back write or an update that leaves the row as it was', async () => {
    await rename('Same');
    const before = await watch.read();
    await rename('Same');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Rolled back' }).where(eq(users.id, userId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(changedTables(before, await watch.read())).toEqual([]);
  });
});
