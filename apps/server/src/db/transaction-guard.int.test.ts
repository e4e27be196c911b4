import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { users } from './schema';
import { createTestDatabase } from '../test/test-app';
import { createUser } from '../test/factories';
import { QueryBesideTransactionError } from './transaction-guard';

/** The guard of issue 45 on this project's driver: a query beside an open transaction fails. */
let database: Database;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db)).id;
});
afterAll(() => database.close());

/** A service written the wrong way: it reads on the global client inside its transaction. */
function renameReadingBeside(db: Database['db']) {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, userId));
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row;
  });
}

describe('the transaction guard', () => {
  it('fails a query on the global client inside a transaction, naming the query and where the transaction opened', async () => {
    const failed = await renameReadingBeside(database.db).catch((e: unknown) => e);
    // Drizzle reports a failed query with the driver's error as its cause.
    const refusal = (failed as Error).cause;
    expect(refusal).toBeInstanceOf(QueryBesideTransactionError);
    const message = (refusal as Error).message;
    expect(message).toMatch(/^The query "select "id" from "users" where "users"."id" = \$1"/);
    expect(message).toContain('ran on the global database while a transaction');
    expect(message).toContain('transaction-guard.int.test.ts');
    // The transaction rolled back, and the database still answers.
    const [row] = await database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.firstName).not.toBe('Renamed');
  });

  it('fails a transaction opened on the global client inside another', async () => {
    const refusal = await database.db
      .transaction(() => database.db.transaction(async () => 1))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(QueryBesideTransactionError);
    expect((refusal as Error).message).toMatch(/^db\.transaction\(\) ran on the global database/);
  });

  it('lets the transaction’s own queries run, and the global client once it has settled', async () => {
    let later: Promise<unknown> | undefined;
    let committed!: () => void;
    const settled = new Promise<void>((r) => (committed = r));
    const name = await database.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Kept' }).where(eq(users.id, userId));
      // Work the transaction leaves running (in its async context) may use the global client
      // once the transaction has committed — and only then, however long the commit takes.
      later = settled.then(() =>
        database.db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
      );
      const [row] = await tx
        .select({ firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      return row?.firstName;
    });
    committed();
    expect(name).toBe('Kept');
    await expect(later).resolves.toHaveLength(1);
  });

  it('leaves other requests alone while one has a transaction open', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const open = database.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).limit(1);
      await held;
    });
    // Another request, in its own async context: not refused (on PGlite it waits its turn).
    const other = database.db.select({ id: users.id }).from(users).limit(1);
    release();
    await open;
    await expect(other).resolves.toHaveLength(1);
  });
});
