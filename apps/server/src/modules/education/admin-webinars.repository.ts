import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';
import { webinarRegistrations, webinars } from '../../db/schema';

export type AdminWebinarRecord = typeof webinars.$inferSelect & { registeredCount: number };
export type WebinarValues = Omit<typeof webinars.$inferInsert, 'id' | 'createdAt' | 'sequence'>;

const columns = {
  webinar: webinars,
  registeredCount:
    sql<number>`(select count(*) from ${webinarRegistrations} where ${webinarRegistrations.webinarId} = ${webinars.id})::int`.mapWith(
      Number,
    ),
};
const flatten = (r: { webinar: typeof webinars.$inferSelect; registeredCount: number }) => ({
  ...r.webinar,
  registeredCount: r.registeredCount,
});

/** Webinars as their editor sees them, drafts included, with their registrations counted. */
export function createAdminWebinarsRepository(db: Db) {
  return {
    async page(q: education.AdminListQuery): Promise<Page<AdminWebinarRecord>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        pattern
          ? or(
              ilike(webinars.title, pattern),
              sql`exists (select 1 from jsonb_array_elements(${webinars.speakers}) s where s->>'name' ilike ${pattern})`,
            )
          : undefined,
        statusWhere(webinars.publishedAt, q.status),
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(webinars)
            .where(where)
            .$dynamic(),
        [desc(webinars.startsAt), desc(webinars.id)],
        q,
        flatten,
      );
    },

    async find(id: string, tx: Db = db, lock = false): Promise<AdminWebinarRecord | null> {
      const query = tx.select(columns).from(webinars).where(eq(webinars.id, id));
      const [row] = lock ? await query.for('update', { of: webinars }) : await query;
      return row ? flatten(row) : null;
    },

    async insert(values: WebinarValues, tx: Db): Promise<string> {
      const [row] = await tx.insert(webinars).values(values).returning({ id: webinars.id });
      return row!.id;
    },

    /** Any change raises the calendar file's SEQUENCE, so calendars take the new version. */
    async update(id: string, values: Partial<WebinarValues>, tx: Db): Promise<void> {
      await tx
        .update(webinars)
        .set({ ...values, sequence: sql`${webinars.sequence} + 1`, updatedAt: sql`now()` })
        .where(eq(webinars.id, id));
    },

    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(webinars).where(eq(webinars.id, id));
    },
  };
}

export type AdminWebinarsRepository = ReturnType<typeof createAdminWebinarsRepository>;
