import { and, asc, desc, eq } from 'drizzle-orm';
import type { Workplace, WorkplaceBody } from '@portal/contract';
import type { Db } from '../../db/client';
import { workplaces } from '../../db/schema';

type Row = typeof workplaces.$inferSelect;

const toWorkplace = (r: Row): Workplace => ({
  _id: r.id,
  userId: r.userId,
  name: r.name,
  position: r.position,
  town: r.town,
  postcode: r.postcode,
  startDate: r.startDate,
  endDate: r.endDate,
});

const values = (body: WorkplaceBody) => ({
  name: body.name,
  position: body.position,
  town: body.town,
  postcode: body.postcode.toUpperCase(),
  startDate: body.startDate,
  endDate: body.endDate ?? null,
});

export function createWorkplacesRepository(db: Db) {
  return {
    async listByUser(userId: string) {
      const rows = await db
        .select()
        .from(workplaces)
        .where(eq(workplaces.userId, userId))
        // Current posts first, then the most recent.
        .orderBy(asc(workplaces.endDate), desc(workplaces.startDate));
      return rows.map(toWorkplace);
    },
    async find(id: string) {
      const [row] = await db.select().from(workplaces).where(eq(workplaces.id, id));
      return row ? toWorkplace(row) : null;
    },
    async create(userId: string, body: WorkplaceBody) {
      const [row] = await db
        .insert(workplaces)
        .values({ userId, ...values(body) })
        .returning();
      return toWorkplace(row!);
    },
    async update(id: string, userId: string, body: WorkplaceBody, at: Date) {
      const [row] = await db
        .update(workplaces)
        .set({ ...values(body), updatedAt: at })
        .where(and(eq(workplaces.id, id), eq(workplaces.userId, userId)))
        .returning();
      return row ? toWorkplace(row) : null;
    },
    async remove(id: string, userId: string) {
      await db.delete(workplaces).where(and(eq(workplaces.id, id), eq(workplaces.userId, userId)));
    },
  };
}
