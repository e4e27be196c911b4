import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { bookingTypes, bookingTypeSlots, users } from '../../db/schema';
import { avatarOf, col, nameOf, type PartyRow } from './party.sql';

export type BookingTypeRow = typeof bookingTypes.$inferSelect;
export type SlotRow = typeof bookingTypeSlots.$inferSelect;

export interface BookingTypeRecord extends BookingTypeRow {
  doctor: PartyRow;
  slots: SlotRow[];
}

/** Booking types (a doctor's offers and their weekly availability), and the doctors offering them. */
export function createBookingTypesRepository(db: Db) {
  const typeRows = (where: SQL | undefined, tx: Db) =>
    tx
      .select({
        type: bookingTypes,
        doctorName: nameOf(col('booking_types', 'doctor_id')),
        doctorAvatar: avatarOf(col('booking_types', 'doctor_id')),
      })
      .from(bookingTypes)
      .where(where)
      .orderBy(asc(bookingTypes.createdAt), asc(bookingTypes.id));
  const slotsOf = (typeIds: string[], tx: Db) =>
    typeIds.length
      ? tx
          .select()
          .from(bookingTypeSlots)
          .where(inArray(bookingTypeSlots.bookingTypeId, typeIds))
          .orderBy(asc(bookingTypeSlots.weekday), asc(bookingTypeSlots.startMinute))
      : Promise.resolve([]);
  const records = (rows: Awaited<ReturnType<typeof typeRows>>, slots: SlotRow[]) =>
    rows.map((r): BookingTypeRecord => ({
      ...r.type,
      doctor: { id: r.type.doctorId, name: r.doctorName, avatarPath: r.doctorAvatar },
      slots: slots.filter((s) => s.bookingTypeId === r.type.id),
    }));
  const typeRecords = async (where: SQL | undefined, tx: Db = db) => {
    const rows = await typeRows(where, tx);
    return records(
      rows,
      await slotsOf(
        rows.map((r) => r.type.id),
        tx,
      ),
    );
  };

  const live = isNull(bookingTypes.deletedAt);

  return {
    /** A booking type that has not been withdrawn. */
    async findType(id: string, tx: Db = db): Promise<BookingTypeRecord | undefined> {
      // The type and its slots at once (one wait instead of two): the slots are asked for by
      // the id given, and belong to no record when no live type has it.
      const [rows, slots] = await Promise.all([
        typeRows(and(eq(bookingTypes.id, id), live), tx),
        slotsOf([id], tx),
      ]);
      return records(rows, slots)[0];
    },

    /** Booking types of a doctor, paged. */
    async listTypes(
      doctorId: string,
      page: { limit: number; skip: number; search?: string | undefined },
    ): Promise<Page<BookingTypeRecord>> {
      const where = and(
        eq(bookingTypes.doctorId, doctorId),
        live,
        page.search ? sql`${bookingTypes.name} ilike ${containsPattern(page.search)}` : undefined,
      );
      const all = await typeRecords(where);
      return { rows: all.slice(page.skip, page.skip + page.limit), total: all.length };
    },

    /** Writes a type and its availability (replacing the old slots on edit). */
    async saveType(
      tx: Db,
      input: {
        id?: string;
        doctorId: string;
        name: string;
        description: string;
        pricePence: number;
        durationMinutes: number;
        slots: Omit<SlotRow, 'id' | 'bookingTypeId'>[];
      },
    ): Promise<string> {
      let id = input.id;
      const values = {
        name: input.name,
        description: input.description,
        pricePence: input.pricePence,
        durationMinutes: input.durationMinutes,
      };
      if (id) {
        await tx
          .update(bookingTypes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(bookingTypes.id, id));
        await tx.delete(bookingTypeSlots).where(eq(bookingTypeSlots.bookingTypeId, id));
      } else {
        const [row] = await tx
          .insert(bookingTypes)
          .values({ ...values, doctorId: input.doctorId })
          .returning({ id: bookingTypes.id });
        id = row!.id;
      }
      if (input.slots.length) {
        const typeId = id;
        await tx
          .insert(bookingTypeSlots)
          .values(input.slots.map((s) => ({ ...s, bookingTypeId: typeId })));
      }
      return id;
    },

    async withdrawType(id: string): Promise<void> {
      await db
        .update(bookingTypes)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(eq(bookingTypes.id, id));
    },

    /** Doctors with at least one live booking type, by name. */
    async listDoctors(page: {
      limit: number;
      skip: number;
      search?: string | undefined;
    }): Promise<Page<{ doctor: PartyRow; types: BookingTypeRecord[] }>> {
      const name = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
      const doctors = await pageOfSelect(
        () =>
          db
            .select({
              id: sql<string>`${col('users', 'id')}`,
              name: sql<string>`${name}`,
              avatarPath: avatarOf(col('users', 'id')),
              total: totalOver,
            })
            .from(users)
            .where(
              and(
                isNull(users.deletedAt),
                sql`exists (select 1 from ${bookingTypes} where ${bookingTypes.doctorId} = ${users.id} and ${bookingTypes.deletedAt} is null)`,
                page.search ? sql`${name} ilike ${containsPattern(page.search)}` : undefined,
              ),
            )
            .$dynamic(),
        [asc(users.lastName), asc(users.firstName), asc(users.id)],
        page,
        (r) => ({ id: r.id, name: r.name, avatarPath: r.avatarPath }),
      );
      const rows = doctors.rows;
      const types = rows.length
        ? await typeRecords(
            and(
              live,
              inArray(
                bookingTypes.doctorId,
                rows.map((r) => r.id),
              ),
            ),
          )
        : [];
      return {
        rows: rows.map((doctor) => ({
          doctor,
          types: types.filter((t) => t.doctorId === doctor.id),
        })),
        total: doctors.total,
      };
    },
  };
}
