import { and, between, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfTable, type Page } from '../../db/paging';
import { cpdEntries, cpdProfiles } from '../../db/schema';

export type CpdEntryRow = typeof cpdEntries.$inferSelect;

export interface CpdFilter {
  search?: string | undefined;
  /** Inclusive UK days of `activityDate`. */
  from?: string | undefined;
  to?: string | undefined;
}

const valuesOf = (body: education.CpdEntryBody) => ({
  type: body.type,
  title: body.title,
  activityDate: body.activityDate,
  plannedWhat: body.plannedWhat,
  plannedHow: body.plannedHow,
  learnedWhat: body.learnedWhat,
  whyRelevant: body.whyRelevant,
  reflection: body.reflection,
  benefitExample: body.benefitExample,
  sourceKind: body.source?.kind ?? null,
  sourceId: body.source?.id ?? null,
  sourceTitle: body.source?.title ?? null,
  evidence: body.evidence,
});

/** CPD records; every read and write names the owner, so nobody reaches another's. */
export function createCpdRepository(db: Db) {
  const whereOf = (userId: string, f: CpdFilter): SQL | undefined =>
    and(
      eq(cpdEntries.userId, userId),
      f.from && f.to ? between(cpdEntries.activityDate, f.from, f.to) : undefined,
      f.search
        ? or(
            ilike(cpdEntries.title, containsPattern(f.search)),
            ilike(cpdEntries.benefitExample, containsPattern(f.search)),
            ilike(cpdEntries.learnedWhat, containsPattern(f.search)),
            ilike(cpdEntries.plannedWhat, containsPattern(f.search)),
            ilike(cpdEntries.reflection, containsPattern(f.search)),
          )
        : undefined,
    );

  return {
    /** Newest activity first. */
    async page(
      userId: string,
      f: CpdFilter,
      p: { limit: number; skip: number },
    ): Promise<Page<CpdEntryRow>> {
      const where = whereOf(userId, f);
      return pageOfTable(
        db,
        cpdEntries,
        where,
        [desc(cpdEntries.activityDate), desc(cpdEntries.createdAt), desc(cpdEntries.id)],
        p,
      );
    },

    /** Every record of a period, oldest first (the PDF). */
    async all(userId: string, f: CpdFilter): Promise<CpdEntryRow[]> {
      return db
        .select()
        .from(cpdEntries)
        .where(whereOf(userId, f))
        .orderBy(cpdEntries.activityDate, cpdEntries.createdAt, cpdEntries.id);
    },

    /** Records of each type in a period. */
    async countsByType(userId: string, from: string, to: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ type: cpdEntries.type, n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(cpdEntries)
        .where(whereOf(userId, { from, to }))
        .groupBy(cpdEntries.type);
      return Object.fromEntries(rows.map((r) => [r.type, r.n]));
    },

    async find(userId: string, id: string, tx: Db = db): Promise<CpdEntryRow | null> {
      const [row] = await tx
        .select()
        .from(cpdEntries)
        .where(and(eq(cpdEntries.id, id), eq(cpdEntries.userId, userId)));
      return row ?? null;
    },

    async insert(userId: string, body: education.CpdEntryBody, tx: Db = db): Promise<CpdEntryRow> {
      const [row] = await tx
        .insert(cpdEntries)
        .values({ userId, ...valuesOf(body) })
        .returning();
      return row!;
    },

    async update(
      userId: string,
      id: string,
      body: education.CpdEntryBody,
      tx: Db = db,
    ): Promise<CpdEntryRow | null> {
      const [row] = await tx
        .update(cpdEntries)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(and(eq(cpdEntries.id, id), eq(cpdEntries.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: string, tx: Db = db): Promise<CpdEntryRow | null> {
      const [row] = await tx
        .delete(cpdEntries)
        .where(and(eq(cpdEntries.id, id), eq(cpdEntries.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** Evidence urls still attached to any of the user's records. */
    async evidenceInUse(userId: string, tx: Db = db): Promise<Set<string>> {
      const rows = await tx
        .select({ evidence: cpdEntries.evidence })
        .from(cpdEntries)
        .where(eq(cpdEntries.userId, userId));
      return new Set(rows.flatMap((r) => r.evidence.map((e) => e.url)));
    },

    /** The name an evidence url has on one of the user's records, or null when on none. */
    async evidenceName(userId: string, url: string): Promise<string | null> {
      const [row] = await db
        .select({ evidence: cpdEntries.evidence })
        .from(cpdEntries)
        .where(
          and(
            eq(cpdEntries.userId, userId),
            sql`${cpdEntries.evidence} @> ${JSON.stringify([{ url }])}::jsonb`,
          ),
        )
        .limit(1);
      return row?.evidence.find((e) => e.url === url)?.name ?? null;
    },

    /** Deletes every record of the user and their renewal date (their account is deleted). */
    async removeAllOf(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(cpdEntries).where(eq(cpdEntries.userId, userId));
        await tx.delete(cpdProfiles).where(eq(cpdProfiles.userId, userId));
      });
    },

    async renewalDate(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ renewalDate: cpdProfiles.renewalDate })
        .from(cpdProfiles)
        .where(eq(cpdProfiles.userId, userId));
      return row?.renewalDate ?? null;
    },

    async setRenewalDate(userId: string, renewalDate: string): Promise<void> {
      await db
        .insert(cpdProfiles)
        .values({ userId, renewalDate })
        .onConflictDoUpdate({
          target: cpdProfiles.userId,
          set: { renewalDate, updatedAt: new Date() },
        });
    },
  };
}

export type CpdRepository = ReturnType<typeof createCpdRepository>;
