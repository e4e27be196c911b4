import { messages, bookings as contractValues, type bookings as contract } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { sqlStateOf } from '../../db/sql-state';
import type { SessionUser } from '../../http/session';
import { AppError, badRequest, notFound } from '../../http/errors';
import { uploadUrl } from '../../infra/storage';
import type { BookingTypeRecord, BookingsRepository, PartyRow } from './bookings.repository';
import { toWeeklySlots } from './slots';

const WEEKDAY_NAMES = contractValues.WEEKDAYS;

export const party = (p: PartyRow): contract.BookingParty => ({
  _id: p.id,
  name: p.name,
  avatarUrl: p.avatarPath ? uploadUrl(p.avatarPath) : null,
});

const toBookingType = (t: BookingTypeRecord): contract.BookingType => ({
  _id: t.id,
  doctor: party(t.doctor),
  name: t.name,
  description: t.description,
  pricePence: t.pricePence,
  durationMinutes: t.durationMinutes,
  availability: t.slots.map((s) => ({
    day: WEEKDAY_NAMES[s.weekday] ?? 'Monday',
    starttime: s.starttime,
    endtime: s.endtime,
  })),
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

/** Booking types (issue 30): a doctor's offers, their weekly availability, and who offers them. */
export function createBookingTypesService(deps: { db: Db; repo: BookingsRepository }) {
  const { db, repo } = deps;

  const ownType = async (user: SessionUser, id: string) => {
    const type = await repo.findType(id);
    if (!type || type.doctorId !== user._id) throw notFound('Booking type');
    return type;
  };

  /** Writes a type; an overlap the schema missed is still refused, by the database. */
  const saveType = async (user: SessionUser, body: contract.BookingTypeBody, id?: string) => {
    try {
      return await db.transaction((tx) =>
        repo.saveType(tx, {
          ...(id ? { id } : {}),
          doctorId: user._id,
          name: body.name,
          description: body.description ?? '',
          pricePence: body.pricePence,
          durationMinutes: body.durationMinutes ?? 30,
          slots: toWeeklySlots(body.availability),
        }),
      );
    } catch (err) {
      throw availabilityError(err);
    }
  };

  return {
    async createType(user: SessionUser, body: contract.BookingTypeBody) {
      const id = await saveType(user, body);
      return toBookingType((await repo.findType(id))!);
    },

    async editType(user: SessionUser, id: string, body: contract.BookingTypeBody) {
      await ownType(user, id);
      await saveType(user, body, id);
      return toBookingType((await repo.findType(id))!);
    },

    async deleteType(user: SessionUser, id: string) {
      await ownType(user, id);
      await repo.withdrawType(id);
      return { _id: id };
    },

    async getType(id: string) {
      const type = await repo.findType(id);
      if (!type) throw notFound('Booking type');
      return toBookingType(type);
    },

    /** The caller's types, or a doctor's. */
    async listTypes(
      user: SessionUser,
      q: contract.BookingTypeListQuery,
    ): Promise<Page<contract.BookingType>> {
      if (q.doctorId && !(await repo.userExists(q.doctorId))) throw notFound('Doctor');
      const page = await repo.listTypes(q.doctorId ?? user._id, q);
      return { rows: page.rows.map(toBookingType), total: page.total };
    },

    async doctors(q: { limit: number; skip: number; search?: string | undefined }) {
      const page = await repo.listDoctors(q);
      return {
        rows: page.rows.map((r): contract.BookingDoctor => ({
          ...party(r.doctor),
          bookingTypes: r.types.map((t) => ({
            _id: t.id,
            name: t.name,
            pricePence: t.pricePence,
            durationMinutes: t.durationMinutes,
          })),
        })),
        total: page.total,
      };
    },
  };
}

/** A database refusal of availability as the person should read it. */
export function availabilityError(err: unknown): unknown {
  const { code, constraint } = sqlStateOf(err);
  if (code === '23P01' && (!constraint || constraint === 'booking_type_slots_no_overlap')) {
    return new AppError(409, messages.availabilityOverlap, 'CONFLICT');
  }
  if (code === '23514') {
    return badRequest('An availability slot must end after it starts, within one day.');
  }
  return err;
}
