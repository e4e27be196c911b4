import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAccounts, paymentCustomers, paymentOnboardingLinks } from '../../db/schema';

export type AccountRow = typeof paymentAccounts.$inferSelect;

/** Doctors' payment accounts and onboarding links, and patients' customer records. */
export function createPaymentAccountsRepository(db: Db) {
  return {
    async account(userId: string, tx: Db = db): Promise<AccountRow | undefined> {
      const [row] = await tx
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, userId));
      return row;
    },

    /** Keeps the first account made for a user when two requests race. */
    async insertAccount(
      row: typeof paymentAccounts.$inferInsert,
      tx: Db = db,
    ): Promise<AccountRow> {
      await tx.insert(paymentAccounts).values(row).onConflictDoNothing();
      const [kept] = await tx
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, row.userId));
      return kept!;
    },

    async updateAccount(
      userId: string,
      set: Partial<typeof paymentAccounts.$inferInsert>,
      tx: Db = db,
    ): Promise<AccountRow | undefined> {
      const [row] = await tx
        .update(paymentAccounts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(paymentAccounts.userId, userId))
        .returning();
      return row;
    },

    /** An account's state as the provider reports it (the account webhook). */
    async updateAccountByExternalId(
      externalId: string,
      set: Partial<typeof paymentAccounts.$inferInsert>,
      tx: Db = db,
    ): Promise<void> {
      await tx
        .update(paymentAccounts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(paymentAccounts.externalId, externalId));
    },

    /** The user's newest link that is neither used nor expiring within a minute. */
    async openLink(userId: string, now: Date) {
      const [row] = await db
        .select()
        .from(paymentOnboardingLinks)
        .where(
          and(
            eq(paymentOnboardingLinks.userId, userId),
            isNull(paymentOnboardingLinks.usedAt),
            gt(paymentOnboardingLinks.expiresAt, new Date(now.getTime() + 60_000)),
          ),
        )
        .orderBy(desc(paymentOnboardingLinks.createdAt))
        .limit(1);
      return row;
    },

    async insertLink(row: typeof paymentOnboardingLinks.$inferInsert): Promise<void> {
      await db.insert(paymentOnboardingLinks).values(row);
    },

    async link(token: string, userId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(paymentOnboardingLinks)
        .where(
          and(eq(paymentOnboardingLinks.token, token), eq(paymentOnboardingLinks.userId, userId)),
        )
        .for('update');
      return row;
    },

    async useLink(token: string, at: Date, tx: Db = db): Promise<void> {
      await tx
        .update(paymentOnboardingLinks)
        .set({ usedAt: at })
        .where(eq(paymentOnboardingLinks.token, token));
    },

    async customer(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: paymentCustomers.externalId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return row?.id;
    },

    async insertCustomer(userId: string, provider: string, externalId: string): Promise<string> {
      await db
        .insert(paymentCustomers)
        .values({ userId, provider, externalId })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: paymentCustomers.externalId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return row!.id;
    },
  };
}
