import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  messages,
  SOCKET_EVENTS,
  WEEKDAYS,
  type BookingChangedEvent,
  type AppointmentStatus,
  bookings as contract,
} from '@portal/contract';
import { bookingHistory, bookings, bookingTypeSlots } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { MAIL_WAIT_MS } from '../../test/outbox';
import { createUser } from '../../test/factories';
import { listen, once, openSocket } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingsRepository } from './bookings.repository';
import { createBookingsService } from './bookings.service';
import { freeBookingsOnly } from './free-bookings-only';

// Time is the test's: a clock the app and the services read, moved by each test.
let clock = new Date('2026-01-05T08:00:00Z').getTime();
const now = () => new Date(clock);
const setClock = (iso: string) => {
  clock = new Date(iso).getTime();
};

let t: TestApp;
interface Person {
  id: string;
  email: string;
  token: string;
  user: SessionUser;
}
let doctor: Person;
let patient: Person;
let stranger: Person;
let admin: Person;

const person = async (opts: Parameters<typeof createUser>[1] = {}): Promise<Person> => {
  const u = await createUser(t.database.db, opts);
  const { token, user } = await t.login(u.email, u.password);
  return { id: u.id, email: u.email, token, user: { ...user, sessionId: randomUUID() } };
};

const call = (method: string, url: string, who: Person | null, payload?: unknown) =>
  t.request({
    method: method as 'GET',
    url,
    ...(who ? { token: who.token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const EVERY_DAY = (starttime: string, endtime: string) =>
  WEEKDAYS.map((day) => ({ day, starttime, endtime }));

const createType = async (who: Person, body: Partial<contract.BookingTypeBody> = {}) => {
  const res = await call('POST', '/api/bookingType/create', who, {
    name: 'Consultation',
    pricePence: 0,
    availability: EVERY_DAY('9:00', '17:00'),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as contract.BookingType;
};

let typeId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'http://portal.test', BOOKING_SWEEP_SECONDS: '0' },
    now,
  });
  doctor = await person({ firstName: 'Doc', lastName: 'Tor' });
  patient = await person({ firstName: 'Pat', lastName: 'Ient' });
  stranger = await person({ firstName: 'Stran', lastName: 'Ger' });
  admin = await person({ role: 'admin', firstName: 'Ad', lastName: 'Min' });
  typeId = (await createType(doctor, { availability: EVERY_DAY('0:00', '23:00') }))._id;
});
afterAll(() => t.close());
beforeEach(() => setClock('2026-01-05T08:00:00Z'));

/** A booking in any status, written straight into the table (the matrix starts from each). */
let hourSeq = 0;
const bookingIn = async (
  status: AppointmentStatus,
  opts: {
    startsAt?: Date;
    proposedBy?: 'doctor' | 'patient';
    /** Another doctor (with one of their types) or patient than the usual pair. */
    doctor?: { id: string; typeId: string };
    patientId?: string;
  } = {},
) => {
  hourSeq += 1;
  const startsAt = opts.startsAt ?? new Date(Date.UTC(2025, 0, 1) + hourSeq * 3_600_000);
  const rescheduled = status === 'Rescheduled';
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      doctorId: opts.doctor?.id ?? doctor.id,
      patientId: opts.patientId ?? patient.id,
      bookingTypeId: opts.doctor?.typeId ?? typeId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status,
      ...(rescheduled
        ? {
            // Still ahead on the tests' clock: a proposal whose time passed is not approved.
            proposedStartsAt: new Date(Date.UTC(2026, 5, 1) + hourSeq * 3_600_000),
            proposedEndsAt: new Date(Date.UTC(2026, 5, 1) + hourSeq * 3_600_000 + 1_800_000),
            proposedBy: opts.proposedBy ?? 'patient',
          }
        : {}),
    })
    .returning();
  return row!;
};

describe('booking types', () => {
  it('creates, reads, edits and withdraws a type; another doctor gets 404', async () => {
    const type = await createType(doctor, {
      name: 'Review',
      pricePence: 0,
      durationMinutes: 60,
      availability: [
        { day: 'Monday', starttime: '9:00', endtime: '12:00' },
        { day: 'Monday', starttime: '12:00', endtime: '17:00' },
      ],
    });
    expect(type.durationMinutes).toBe(60);
    expect(type.availability).toHaveLength(2);
    const got = await call('GET', `/api/bookingType/get/${type._id}`, patient);
    expect(got.json().data.name).toBe('Review');
    const edit = await call('PUT', `/api/bookingType/edit/${type._id}`, doctor, {
      name: 'Review 2',
      pricePence: 0,
      availability: [{ day: 'Tuesday', starttime: '10:00', endtime: '11:00' }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.availability).toEqual([
      { day: 'Tuesday', starttime: '10:00', endtime: '11:00' },
    ]);
    expect(edit.json().data.durationMinutes).toBe(30);
    const mine = await call('GET', '/api/bookingType/get', doctor);
    expect(mine.json().data.map((x: contract.BookingType) => x._id)).toContain(type._id);
    const theirs = await call('GET', `/api/bookingType/get?doctorId=${doctor.id}`, patient);
    expect(theirs.json().option[0].count).toBe(mine.json().option[0].count);
    for (const [method, url, body] of [
      ['PUT', `/api/bookingType/edit/${type._id}`, { name: 'x', pricePence: 0, availability: [] }],
      ['DELETE', `/api/bookingType/delete/${type._id}`, undefined],
    ] as const) {
      expect((await call(method, url, stranger, body)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/api/bookingType/delete/${type._id}`, doctor)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/bookingType/get/${type._id}`, patient)).statusCode).toBe(404);
  });

  it('refuses overlapping availability on one day with the SPEC message (400)', async () => {
    const res = await call('POST', '/api/bookingType/create', doctor, {
      name: 'Overlap',
      pricePence: 0,
      availability: [
        { day: 'Monday', starttime: '9:00', endtime: '12:00' },
        { day: 'Monday', starttime: '11:00', endtime: '13:00' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(messages.availabilityOverlap);
    expect(messages.availabilityOverlap).toBe(
      'You can’t have overlapping availability times on the same day',
    );
  });

  it('refuses a price under Stripe’s 30p minimum (400 on pricePence), takes 30p', async () => {
    const res = await call('POST', '/api/bookingType/create', doctor, {
      name: 'Too cheap',
      pricePence: 29,
      availability: EVERY_DAY('9:00', '10:00'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      pricePence: contract.BOOKING_MIN_PAID_PRICE_MESSAGE,
    });
    const cheapest = await createType(doctor, {
      name: 'Cheapest',
      pricePence: contract.BOOKING_MIN_PAID_PRICE_PENCE,
      availability: EVERY_DAY('10:00', '11:00'),
    });
    expect(cheapest.pricePence).toBe(30);
    expect(
      (await call('DELETE', `/api/bookingType/delete/${cheapest._id}`, doctor)).statusCode,
    ).toBe(200);
  });

  it('the database refuses overlapping availability too (409 with the SPEC message)', async () => {
    const service = createBookingsService({
      db: t.database.db,
      payments: freeBookingsOnly,
      publicUrl: 'http://portal.test',
    });
    const err = await service
      .createType(doctor.user, {
        name: 'Around the schema',
        pricePence: 0,
        availability: [
          { day: 'Friday', starttime: '9:00', endtime: '12:00' },
          { day: 'Friday', starttime: '10:00', endtime: '11:00' },
        ],
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(409);
    expect((err as AppError).message).toBe(messages.availabilityOverlap);
    // Straight SQL, past the service: the exclusion constraint itself.
    const repo = createBookingsRepository(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        const id = await repo.saveType(tx, {
          doctorId: doctor.id,
          name: 'raw',
          description: '',
          pricePence: 0,
          durationMinutes: 30,
          slots: [],
        });
        await tx.insert(bookingTypeSlots).values([
          {
            bookingTypeId: id,
            weekday: 0,
            starttime: '9:00',
            endtime: '10:00',
            startMinute: 540,
            endMinute: 600,
          },
          {
            bookingTypeId: id,
            weekday: 0,
            starttime: '9:30',
            endtime: '10:30',
            startMinute: 570,
            endMinute: 630,
          },
        ]);
      }),
    ).rejects.toSatisfy(
      (e: unknown) =>
        JSON.stringify(e).includes('23P01') ||
        String(e).includes('booking_type_slots_no_overlap') ||
        String((e as { cause?: unknown }).cause).includes('booking_type_slots_no_overlap'),
    );
  });
});

describe('free slots', () => {
  it('lists a day’s slots as Europe/London times, less what is held', async () => {
    const type = await createType(doctor, {
      availability: [{ day: 'Wednesday', starttime: '9:00', endtime: '11:00' }],
    });
    const res = await call(
      'GET',
      `/api/booking/slots?bookingTypeId=${type._id}&from=2026-01-07&to=2026-01-07`,
      patient,
    );
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().data as contract.FreeSlot[];
    // 9:00 .. 10:30, and every other type of the doctor holds none of them yet.
    expect(slots.map((s) => s.starttime)).toEqual(['9:00', '9:30', '10:00', '10:30']);
    expect(slots[0]!.startsAt).toBe('2026-01-07T09:00:00.000Z');
  });

  it('gives the right instants on both 2026 clock-change Sundays', async () => {
    const type = await createType(doctor, {
      availability: [
        { day: 'Sunday', starttime: '0:00', endtime: '4:00' },
        { day: 'Sunday', starttime: '9:00', endtime: '10:00' },
      ],
    });
    const slotsOn = async (date: string) => {
      const res = await call(
        'GET',
        `/api/booking/slots?bookingTypeId=${type._id}&from=${date}&to=${date}`,
        patient,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as contract.FreeSlot[]).map((s) => [s.starttime, s.startsAt]);
    };
    setClock('2026-03-01T00:00:00Z');
    // 29 March: 01:00 GMT becomes 02:00 BST; 1:00 and 1:30 do not exist and are not offered.
    expect(await slotsOn('2026-03-29')).toEqual([
      ['0:00', '2026-03-29T00:00:00.000Z'],
      ['0:30', '2026-03-29T00:30:00.000Z'],
      ['2:00', '2026-03-29T01:00:00.000Z'],
      ['2:30', '2026-03-29T01:30:00.000Z'],
      ['3:00', '2026-03-29T02:00:00.000Z'],
      ['3:30', '2026-03-29T02:30:00.000Z'],
      ['9:00', '2026-03-29T08:00:00.000Z'],
      ['9:30', '2026-03-29T08:30:00.000Z'],
    ]);
    setClock('2026-10-01T00:00:00Z');
    // 25 October: 02:00 BST becomes 01:00 GMT; 1:00 and 1:30 happen twice and are offered once
    // (in GMT, the second time round).
    expect(await slotsOn('2026-10-25')).toEqual([
      ['0:00', '2026-10-24T23:00:00.000Z'],
      ['0:30', '2026-10-24T23:30:00.000Z'],
      ['1:00', '2026-10-25T01:00:00.000Z'],
      ['1:30', '2026-10-25T01:30:00.000Z'],
      ['2:00', '2026-10-25T02:00:00.000Z'],
      ['2:30', '2026-10-25T02:30:00.000Z'],
      ['3:00', '2026-10-25T03:00:00.000Z'],
      ['3:30', '2026-10-25T03:30:00.000Z'],
      ['9:00', '2026-10-25T09:00:00.000Z'],
      ['9:30', '2026-10-25T09:30:00.000Z'],
    ]);
    // A booking at 9:00 on the March Sunday is stored as 08:00Z and shown as 9:00.
    setClock('2026-03-01T00:00:00Z');
    const made = await call('POST', '/api/booking/create', patient, {
      bookingTypeId: type._id,
      startsAt: '2026-03-29T08:00:00.000Z',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.slot).toEqual({
      date: '2026-03-29',
      starttime: '9:00',
      endtime: '9:30',
    });
    expect((await slotsOn('2026-03-29')).map(([time]) => time)).not.toContain('9:00');
  });

  it('refuses a range backwards or over the limit (400)', async () => {
    const back = await call(
      'GET',
      `/api/booking/slots?bookingTypeId=${typeId}&from=2026-01-10&to=2026-01-09`,
      patient,
    );
    expect(back.statusCode).toBe(400);
    const long = await call(
      'GET',
      `/api/booking/slots?bookingTypeId=${typeId}&from=2026-01-10&to=2026-06-09`,
      patient,
    );
    expect(long.statusCode).toBe(400);
  });
});

describe('booking', () => {
  it('books a free slot (Pending Approval), refuses a taken, unoffered or past one (409)', async () => {
    const type = await createType(doctor, {
      availability: [{ day: 'Thursday', starttime: '9:00', endtime: '10:00' }],
    });
    const body = { bookingTypeId: type._id, startsAt: '2026-01-08T09:00:00Z' };
    const made = await call('POST', '/api/booking/create', patient, body);
    expect(made.statusCode, made.body).toBe(200);
    const b = made.json().data as contract.Booking;
    expect(b.status).toBe('Pending Approval');
    expect(b.role).toBe('patient');
    expect(b.otherParty).toMatchObject({ _id: doctor.id, name: 'Doc Tor' });
    expect(b.payment).toBeNull();
    const again = await call('POST', '/api/booking/create', stranger, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('no longer available');
    const unoffered = await call('POST', '/api/booking/create', patient, {
      ...body,
      startsAt: '2026-01-08T09:10:00Z',
    });
    expect(unoffered.statusCode).toBe(409);
    const past = await call('POST', '/api/booking/create', patient, {
      ...body,
      startsAt: '2026-01-01T09:00:00Z',
    });
    expect(past.statusCode).toBe(409);
    const self = await call('POST', '/api/booking/create', doctor, {
      ...body,
      startsAt: '2026-01-08T09:30:00Z',
    });
    expect(self.statusCode).toBe(409);
  });

  it('refuses a paid type while only free bookings are taken (409)', async () => {
    const type = await createType(doctor, {
      pricePence: 4500,
      availability: [{ day: 'Saturday', starttime: '9:00', endtime: '10:00' }],
    });
    const res = await call('POST', '/api/booking/create', patient, {
      bookingTypeId: type._id,
      startsAt: '2026-01-10T09:00:00Z',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('payment account');
  });

  it('20 concurrent requests for one slot: exactly one 200, the others 409, one hold, one history line', async () => {
    const type = await createType(doctor, {
      availability: [{ day: 'Friday', starttime: '14:00', endtime: '15:00' }],
    });
    const people = await Promise.all(Array.from({ length: 20 }, () => person()));
    const startsAt = '2026-01-09T14:00:00.000Z';
    const answers = await Promise.all(
      people.map((p) =>
        call('POST', '/api/booking/create', p, { bookingTypeId: type._id, startsAt }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    // What each got, should a loaded machine give another answer (seen once in a full run).
    const got = JSON.stringify(answers.map((a) => `${a.statusCode} ${a.body.slice(0, 100)}`));
    expect(
      codes.filter((c) => c === 200),
      got,
    ).toHaveLength(1);
    expect(
      codes.filter((c) => c === 409),
      got,
    ).toHaveLength(19);
    const held = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.doctorId, doctor.id), eq(bookings.startsAt, new Date(startsAt))));
    expect(held).toHaveLength(1);
    // The booking and its history line are one statement: a refused request leaves neither.
    const lines = await t.database.db
      .select({ bookingId: bookingHistory.bookingId, action: bookingHistory.action })
      .from(bookingHistory)
      .innerJoin(bookings, eq(bookings.id, bookingHistory.bookingId))
      .where(and(eq(bookings.doctorId, doctor.id), eq(bookings.startsAt, new Date(startsAt))));
    expect(lines).toEqual([{ bookingId: held[0]!.id, action: 'create' }]);
  });
});

describe('transitions', () => {
  // Every allowed (status, action, actor) and its result; everything else must be 409.
  const allowed: Record<string, AppointmentStatus> = {
    'Pending Approval|approve|doctor': 'Approved',
    'Rescheduled|approve|doctor': 'Rescheduled Approved', // proposed by the patient
    'Approved|finish|doctor': 'Completed',
    'Rescheduled Approved|finish|doctor': 'Completed',
    'Pending Approval|reschedule|doctor': 'Rescheduled',
    'Pending Approval|reschedule|patient': 'Rescheduled',
    'Approved|reschedule|doctor': 'Rescheduled',
    'Approved|reschedule|patient': 'Rescheduled',
    'Rescheduled|reschedule|doctor': 'Rescheduled',
    'Rescheduled|reschedule|patient': 'Rescheduled',
    'Rescheduled Approved|reschedule|doctor': 'Rescheduled',
    'Rescheduled Approved|reschedule|patient': 'Rescheduled',
    'Pending Approval|reject|doctor': 'Rejected by Doctor',
    'Pending Approval|reject|patient': 'Rejected by Patient',
    'Pending Approval|reject|admin': 'Rejected by Admin',
    'Approved|reject|doctor': 'Rejected by Doctor',
    'Approved|reject|patient': 'Rejected by Patient',
    'Approved|reject|admin': 'Rejected by Admin',
    'Rescheduled|reject|doctor': 'Rejected by Doctor',
    'Rescheduled|reject|patient': 'Rejected by Patient',
    'Rescheduled|reject|admin': 'Rejected by Admin',
    'Rescheduled Approved|reject|doctor': 'Rejected by Doctor',
    'Rescheduled Approved|reject|patient': 'Rejected by Patient',
    'Rescheduled Approved|reject|admin': 'Rejected by Admin',
  };
  const actions = ['approve', 'reject', 'finish', 'reschedule'] as const;
  const actors = ['doctor', 'patient', 'admin'] as const;
  const cases = APPOINTMENT_STATUSES.flatMap((status) =>
    actions.flatMap((action) => actors.map((actor) => [status, action, actor] as const)),
  );
  let day = 0;

  it.each(cases)('%s, %s by %s', async (status, action, actor) => {
    setClock('2026-01-05T08:00:00Z');
    const b = await bookingIn(status);
    const who = { doctor, patient, admin }[actor];
    day += 1;
    // A free slot of the type for a proposal: 10:00 London on a day of its own.
    const proposed = new Date(Date.UTC(2026, 0, 6 + (day % 150), 10, 0));
    const res =
      action === 'approve'
        ? await call('PATCH', '/api/booking/approved', who, { bookingId: b.id })
        : action === 'finish'
          ? await call('POST', '/api/booking/finished', who, { bookingId: b.id })
          : action === 'reject'
            ? await call('PUT', `/api/booking/delete/${b.id}`, who, {})
            : await call('POST', '/api/booking/reschedule', who, {
                bookingId: b.id,
                startsAt: proposed.toISOString(),
              });
    const expected = allowed[`${status}|${action}|${actor}`];
    if (expected) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(expected);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatch(/cannot be|proposed this new time/);
    }
  });

  it('the proposer cannot approve their own proposal; the other side can, and the time moves', async () => {
    const b = await bookingIn('Rescheduled', { proposedBy: 'doctor' });
    const own = await call('PATCH', '/api/booking/approved', doctor, { bookingId: b.id });
    expect(own.statusCode).toBe(409);
    const other = await call('PATCH', '/api/booking/approved', patient, { bookingId: b.id });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.status).toBe('Rescheduled Approved');
    expect(other.json().data.startsAt).toBe(b.proposedStartsAt!.toISOString());
    expect(other.json().data.proposal).toBeNull();
  });

  it('finishes only after the start (409 before)', async () => {
    const b = await bookingIn('Approved', { startsAt: new Date('2026-01-20T10:00:00Z') });
    const early = await call('POST', '/api/booking/finished', doctor, { bookingId: b.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('An appointment can be marked finished only after it starts.');
    setClock('2026-01-20T10:05:00Z');
    const late = await call('POST', '/api/booking/finished', doctor, { bookingId: b.id });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.status).toBe('Completed');
  });

  it('a proposed time holds its slot: nobody can book it meanwhile', async () => {
    const type = await createType(doctor, {
      availability: [{ day: 'Tuesday', starttime: '15:00', endtime: '16:00' }],
    });
    const made = await call('POST', '/api/booking/create', patient, {
      bookingTypeId: type._id,
      startsAt: '2026-01-13T15:00:00Z',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data._id as string;
    const proposed = await call('POST', '/api/booking/reschedule', doctor, {
      bookingId: id,
      startsAt: '2026-01-13T15:30:00Z',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().data.proposal.by).toBe('doctor');
    const taken = await call('POST', '/api/booking/create', stranger, {
      bookingTypeId: type._id,
      startsAt: '2026-01-13T15:30:00Z',
    });
    expect(taken.statusCode).toBe(409);
    // Rejected: both times are free again.
    expect((await call('PUT', `/api/booking/delete/${id}`, patient, {})).statusCode).toBe(200);
    const free = await call(
      'GET',
      `/api/booking/slots?bookingTypeId=${type._id}&from=2026-01-13&to=2026-01-13`,
      stranger,
    );
    expect(free.json().data.map((s: contract.FreeSlot) => s.starttime)).toEqual(['15:00', '15:30']);
  });
});

describe('ownership, lists and history', () => {
  it('a third person cannot see or act on a booking (404); the admin can see and reject it', async () => {
    const b = await bookingIn('Pending Approval');
    for (const [method, url, body] of [
      ['GET', `/api/booking/get/${b.id}`, undefined],
      ['PATCH', '/api/booking/approved', { bookingId: b.id }],
      ['POST', '/api/booking/finished', { bookingId: b.id }],
      ['PUT', `/api/booking/delete/${b.id}`, {}],
      ['POST', '/api/booking/reschedule', { bookingId: b.id, startsAt: '2026-01-15T10:00:00Z' }],
    ] as const) {
      expect((await call(method, url, stranger, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', '/api/booking/get', stranger);
    expect(list.json().data.map((x: contract.Booking) => x._id)).not.toContain(b.id);
    expect((await call('GET', '/api/booking/get?as=all', stranger)).statusCode).toBe(403);
    const all = await call(
      'GET',
      `/api/booking/get?as=all&limit=100&status=Pending%20Approval`,
      admin,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect((await call('GET', `/api/booking/get/${b.id}`, admin)).json().data.role).toBe('admin');
  });

  it('filters by status, role and dates', async () => {
    const b = await bookingIn('Approved', { startsAt: new Date('2026-02-02T10:00:00Z') });
    const asDoctor = await call(
      'GET',
      '/api/booking/get?as=doctor&status=Approved,Completed&from=2026-02-02&to=2026-02-02',
      doctor,
    );
    expect(asDoctor.statusCode, asDoctor.body).toBe(200);
    expect(asDoctor.json().data.map((x: contract.Booking) => x._id)).toEqual([b.id]);
    const asPatient = await call(
      'GET',
      '/api/booking/get?as=patient&from=2026-02-02&to=2026-02-02',
      doctor,
    );
    expect(asPatient.json().data).toEqual([]);
    const bad = await call('GET', '/api/booking/get?status=Lost', doctor);
    expect(bad.statusCode).toBe(400);
  });

  it('records who did what and when', async () => {
    setClock('2026-01-05T08:00:00Z');
    const made = await call('POST', '/api/booking/create', patient, {
      bookingTypeId: typeId,
      startsAt: '2026-01-16T11:00:00Z',
      note: 'First visit',
    });
    const id = made.json().data._id as string;
    setClock('2026-01-06T09:00:00Z');
    await call('PATCH', '/api/booking/approved', doctor, { bookingId: id });
    setClock('2026-01-07T09:00:00Z');
    await call('PUT', `/api/booking/delete/${id}`, patient, { note: 'Cannot come' });
    const got = await call('GET', `/api/booking/get/${id}`, doctor);
    const history = got.json().data.history as contract.BookingHistoryEntry[];
    expect(history.map((h) => [h.action, h.actor, h.by?._id, h.from, h.to, h.at, h.note])).toEqual([
      [
        'create',
        'patient',
        patient.id,
        null,
        'Pending Approval',
        '2026-01-05T08:00:00.000Z',
        'First visit',
      ],
      [
        'approve',
        'doctor',
        doctor.id,
        'Pending Approval',
        'Approved',
        '2026-01-06T09:00:00.000Z',
        null,
      ],
      [
        'reject',
        'patient',
        patient.id,
        'Approved',
        'Rejected by Patient',
        '2026-01-07T09:00:00.000Z',
        'Cannot come',
      ],
    ]);
    expect(got.json().data.status).toBe('Rejected by Patient');
  });

  it('lists the doctors taking bookings with their types', async () => {
    const res = await call('GET', '/api/booking/doctors?search=Doc', patient);
    expect(res.statusCode, res.body).toBe(200);
    const doc = (res.json().data as contract.BookingDoctor[]).find((d) => d._id === doctor.id);
    expect(doc?.bookingTypes.map((x) => x._id)).toContain(typeId);
  });
});

describe('every booking, for admins', () => {
  // Bookings of two doctors and two patients early in March 2026, days no other test uses.
  const MARCH = 'from=2026-03-01&to=2026-03-09';
  let b1: string;
  let b2: string;
  let b3: string;
  let doctor2: Person;
  let patient2: Person;
  beforeAll(async () => {
    doctor2 = await person({ firstName: 'Second', lastName: 'Doctor' });
    patient2 = await person({ firstName: 'Second', lastName: 'Patient' });
    const other = { id: doctor2.id, typeId: (await createType(doctor2))._id };
    const at = (iso: string) => ({ startsAt: new Date(iso) });
    b1 = (await bookingIn('Approved', at('2026-03-02T10:00:00Z'))).id;
    b2 = (
      await bookingIn('Pending Approval', {
        ...at('2026-03-03T10:00:00Z'),
        doctor: other,
        patientId: patient2.id,
      })
    ).id;
    b3 = (await bookingIn('Completed', { ...at('2026-03-04T10:00:00Z'), doctor: other })).id;
  });
  const ids = async (query: string, who: Person = admin) => {
    const res = await call('GET', `/api/booking/get?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as contract.Booking[]).map((b) => b._id);
  };

  it('lists every doctor’s bookings, by status, doctor, patient and dates', async () => {
    const all = await call('GET', `/api/booking/get?as=all&${MARCH}`, admin);
    expect(all.json().option).toEqual([{ count: 3 }]);
    expect(
      (all.json().data as contract.Booking[]).map((b) => [
        b._id,
        b.role,
        b.doctor._id,
        b.patient._id,
      ]),
    ).toEqual([
      [b1, 'admin', doctor.id, patient.id],
      [b2, 'admin', doctor2.id, patient2.id],
      [b3, 'admin', doctor2.id, patient.id],
    ]);
    expect(await ids(`as=all&${MARCH}&status=Completed,Approved`)).toEqual([b1, b3]);
    expect(await ids(`as=all&${MARCH}&doctorId=${doctor2.id}`)).toEqual([b2, b3]);
    expect(await ids(`as=all&${MARCH}&patientId=${patient.id}`)).toEqual([b1, b3]);
    expect(await ids(`as=all&${MARCH}&doctorId=${doctor2.id}&patientId=${patient.id}`)).toEqual([
      b3,
    ]);
    expect(await ids('as=all&from=2026-03-03&to=2026-03-03')).toEqual([b2]);
    expect(await ids(`as=all&from=2026-03-03&doctorId=${doctor.id}&to=2026-03-09`)).toEqual([]);
  });

  it('refuses a doctor or patient id that is not one (400), and anyone logged out (401)', async () => {
    for (const [query, field, message] of [
      ['doctorId=7', 'doctorId', 'Invalid doctor id'],
      ['patientId=someone', 'patientId', 'Invalid patient id'],
    ] as const) {
      const res = await call('GET', `/api/booking/get?as=all&${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    }
    expect((await call('GET', '/api/booking/get?as=all', null)).statusCode).toBe(401);
  });

  it('a doctor or patient asking for every booking gets 403; their filters stay within their own', async () => {
    for (const who of [doctor, patient, doctor2]) {
      const res = await call('GET', `/api/booking/get?as=all&${MARCH}`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only admins can see every booking.');
    }
    // patient2's booking is doctor2's too, but not the first patient's to see.
    expect(await ids(`${MARCH}&doctorId=${doctor2.id}`, patient)).toEqual([b3]);
    expect(await ids(`${MARCH}&patientId=${patient2.id}`, doctor)).toEqual([]);
  });

  it('an admin rejects any live booking (Rejected by Admin, in its history); nobody else can as admin', async () => {
    const b = await bookingIn('Approved', { startsAt: new Date('2026-03-10T10:00:00Z') });
    // Neither a stranger (404) nor the booking's own doctor rejects as admin.
    expect((await call('PUT', `/api/booking/delete/${b.id}`, stranger, {})).statusCode).toBe(404);
    const res = await call('PUT', `/api/booking/delete/${b.id}`, admin, { note: 'Duplicate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Rejected by Admin', role: 'admin' });
    const history = (await call('GET', `/api/booking/get/${b.id}`, doctor)).json().data
      .history as contract.BookingHistoryEntry[];
    expect(history.at(-1)).toMatchObject({
      action: 'reject',
      actor: 'admin',
      by: { _id: admin.id },
      to: 'Rejected by Admin',
      note: 'Duplicate',
    });
    const again = await call('PUT', `/api/booking/delete/${b.id}`, admin, {});
    expect(again.statusCode).toBe(409);
    const own = await bookingIn('Pending Approval', { startsAt: new Date('2026-03-11T10:00:00Z') });
    const byDoctor = await call('PUT', `/api/booking/delete/${own.id}`, doctor, {});
    expect(byDoctor.json().data.status).toBe('Rejected by Doctor');
  });
});

describe('notifications', () => {
  const outbox = () => join(t.config.DATA_DIR, 'outbox');
  /** The calendar file of the e-mail to `who` whose subject starts with `subject`, once sent. */
  const calendarMailed = async (who: Person, subject: string) => {
    const found = () =>
      (existsSync(outbox()) ? readdirSync(outbox()) : [])
        .filter((f) => f.endsWith('.eml') && f.includes(who.email.replace(/[^\w.@-]/g, '_')))
        .map((f) => readFileSync(join(outbox(), f), 'utf8'))
        .filter((eml) => eml.includes(`Subject: ${subject}`));
    await expect.poll(() => found().length, { timeout: MAIL_WAIT_MS }).toBe(1);
    const eml = found()[0]!;
    // The attachment is base64 in the message; decode the part that is a calendar.
    return (
      [...eml.matchAll(/\n\n([A-Za-z0-9+/=\n]+)\n/g)]
        .map((m) => Buffer.from(m[1]!.replace(/\n/g, ''), 'base64').toString('utf8'))
        .find((text) => text.includes('BEGIN:VCALENDAR')) ?? eml
    );
  };

  it('e-mails a calendar file in Europe/London on approval, and a cancellation after', async () => {
    const made = await call('POST', '/api/booking/create', patient, {
      bookingTypeId: typeId,
      startsAt: '2026-01-21T12:00:00Z',
    });
    const id = made.json().data._id as string;
    expect(
      (await call('PATCH', '/api/booking/approved', doctor, { bookingId: id })).statusCode,
    ).toBe(200);
    const ics = await calendarMailed(patient, 'Appointment Approved: 2026-01-21');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('TZID:Europe/London');
    expect(ics).toContain(`UID:booking-${id}@portal.test`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20260121T120000');
    expect((await call('PUT', `/api/booking/delete/${id}`, patient, {})).statusCode).toBe(200);
    const cancel = await calendarMailed(doctor, 'Appointment Rejected by Patient: 2026-01-21');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain(`UID:booking-${id}@portal.test`);
    expect(cancel).toContain('SEQUENCE:1');
  });
});

describe('live updates', () => {
  it('tells the patient live when the doctor approves (bookingChanged)', async () => {
    const url = await listen(t);
    const socket = await openSocket(url, patient.token);
    try {
      const made = await call('POST', '/api/booking/create', patient, {
        bookingTypeId: typeId,
        startsAt: '2026-01-22T12:00:00Z',
      });
      const id = made.json().data._id as string;
      const approvedEvent = new Promise<BookingChangedEvent>((resolve) => {
        socket.on(SOCKET_EVENTS.bookingChanged, (e: BookingChangedEvent) => {
          if (e.bookingId === id && e.status === 'Approved') resolve(e);
        });
      });
      await call('PATCH', '/api/booking/approved', doctor, { bookingId: id });
      const event = await Promise.race([
        approvedEvent,
        once(socket, 'never-sent', 5000).then(() => null),
      ]);
      expect(event).toEqual({ bookingId: id, status: 'Approved', version: 1, actor: 'doctor' });
    } finally {
      socket.close();
    }
  });
});

describe('the system sweep', () => {
  it('rejects requests pending past their start once, even when two sweeps run at once', async () => {
    await t.database.db.execute(
      sql`update ${bookings} set status = 'Completed' where status = 'Pending Approval'`,
    );
    const late = await Promise.all([1, 2, 3].map(() => bookingIn('Pending Approval')));
    const approved = await bookingIn('Approved');
    const future = await bookingIn('Pending Approval', {
      startsAt: new Date('2026-03-01T10:00:00Z'),
    });
    const make = () =>
      createBookingsService({
        db: t.database.db,
        payments: freeBookingsOnly,
        publicUrl: 'http://portal.test',
        now,
      });
    const counts = await Promise.all([make().sweep(), make().sweep()]);
    expect(counts[0] + counts[1]).toBe(3);
    for (const b of late) {
      const rows = await t.database.db
        .select()
        .from(bookingHistory)
        .where(and(eq(bookingHistory.bookingId, b.id), eq(bookingHistory.action, 'expire')));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.actorRole).toBe('system');
    }
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
    expect(await statusOf(late[0]!.id)).toBe('Rejected by System');
    expect(await statusOf(approved.id)).toBe('Approved');
    expect(await statusOf(future.id)).toBe('Pending Approval');
  });
});
