import { addDays, londonToday, weekdayOf, zonedInstant } from '@portal/contract';
import type { AppointmentStatus } from '@portal/contract';
import type { Db } from '../db/client';
import { bookingHistory, bookings, bookingTypes, bookingTypeSlots } from '../db/schema';
import { createRandom } from './random';

// Demo bookings (issue 30): the first demo account (Amelia Hughes) offers consultations and has
// a booking in every status of SPEC §4 from the demo's other people; she is also a patient of
// another doctor, so both sides of /appointment/list have something to show. Times are
// Europe/London wall-clock slots of the availability, placed around `now`. Ids come from a
// generator of their own, so the rest of the data set does not shift. The doctors' sandbox
// payment accounts are the payments module's demo data.

const ZONE = 'Europe/London';

interface TypeSeed {
  name: string;
  description: string;
  pricePence: number;
  /** Weekdays 0 (Monday) .. 6 and the hours of each. */
  days: number[];
  start: number;
  end: number;
}

const AMELIA_TYPES: TypeSeed[] = [
  {
    name: 'Initial medical cannabis consultation',
    description: 'A first conversation about whether a cannabis-based medicine could suit you.',
    pricePence: 0,
    days: [0, 1, 2, 3, 4],
    start: 9,
    end: 17,
  },
  {
    name: 'Follow-up review',
    description: 'A review of how your current prescription is working.',
    pricePence: 4500,
    days: [0, 1, 2, 3, 4, 5],
    start: 9,
    end: 18,
  },
];

const OTHER_TYPES: TypeSeed[] = [
  {
    name: 'Pain clinic appointment',
    description: 'Chronic pain assessment and treatment planning.',
    pricePence: 0,
    days: [0, 1, 2, 3, 4],
    start: 9,
    end: 17,
  },
  {
    name: 'Sleep clinic appointment',
    description: 'Insomnia assessment and treatment options.',
    pricePence: 6000,
    days: [0, 1, 2, 3, 4, 5, 6],
    start: 9,
    end: 17,
  },
];

/** The London weekday (Mon-Fri) `days` ahead of `now` (or behind, when negative), at `hour`. */
function weekdayAt(now: Date, days: number, hour: number, minute = 0): Date {
  let d = londonToday(now, days);
  const step = days < 0 ? -1 : 1;
  // Sunday 0, Saturday 6.
  while (weekdayOf(d) % 6 === 0) d = addDays(d, step);
  return zonedInstant(d, hour * 60 + minute, ZONE).at;
}

const HALF_HOUR = 30 * 60_000;

/** Seeds booking types and bookings in every status. */
export async function seedBookings(
  tx: Db,
  opts: { ameliaId: string; doctorIds: string[]; patientIds: string[]; now: Date },
): Promise<void> {
  const rnd = createRandom(20261126);
  const { now } = opts;
  const typeIds = new Map<string, { id: string; doctorId: string; pricePence: number }>();

  const addType = async (doctorId: string, seed: TypeSeed) => {
    const id = rnd.uuid();
    await tx.insert(bookingTypes).values({
      id,
      doctorId,
      name: seed.name,
      description: seed.description,
      pricePence: seed.pricePence,
      durationMinutes: 30,
    });
    await tx.insert(bookingTypeSlots).values(
      seed.days.map((weekday) => ({
        id: rnd.uuid(),
        bookingTypeId: id,
        weekday,
        starttime: `${seed.start}:00`,
        endtime: `${seed.end}:00`,
        startMinute: seed.start * 60,
        endMinute: seed.end * 60,
      })),
    );
    typeIds.set(`${doctorId}:${seed.name}`, { id, doctorId, pricePence: seed.pricePence });
    return id;
  };

  const ameliaFree = await addType(opts.ameliaId, AMELIA_TYPES[0]!);
  const ameliaPaid = await addType(opts.ameliaId, AMELIA_TYPES[1]!);
  const otherTypes: string[] = [];
  for (const [i, doctorId] of opts.doctorIds.entries()) {
    otherTypes.push(await addType(doctorId, OTHER_TYPES[i % OTHER_TYPES.length]!));
  }

  const patients = opts.patientIds.filter(
    (id) => id !== opts.ameliaId && !opts.doctorIds.includes(id),
  );
  const patientAt = (i: number) => patients[i % patients.length]!;

  interface Step {
    action: 'approve' | 'reject' | 'finish' | 'reschedule' | 'expire';
    actor: 'doctor' | 'patient' | 'admin' | 'system';
    to: AppointmentStatus;
    note?: string;
  }
  const add = async (b: {
    doctorId: string;
    patientId: string;
    typeId: string;
    startsAt: Date;
    /** The time first booked, when a reschedule moved it. */
    firstStartsAt?: Date;
    proposed?: { startsAt: Date; by: 'doctor' | 'patient' };
    steps: Step[];
    note?: string;
  }) => {
    const id = rnd.uuid();
    const status = b.steps.at(-1)?.to ?? 'Pending Approval';
    const createdAt = new Date(
      Math.min(now.getTime(), (b.firstStartsAt ?? b.startsAt).getTime()) - 3 * 86_400_000,
    );
    await tx.insert(bookings).values({
      id,
      doctorId: b.doctorId,
      patientId: b.patientId,
      bookingTypeId: b.typeId,
      startsAt: b.startsAt,
      endsAt: new Date(b.startsAt.getTime() + HALF_HOUR),
      status,
      proposedStartsAt: b.proposed?.startsAt ?? null,
      proposedEndsAt: b.proposed ? new Date(b.proposed.startsAt.getTime() + HALF_HOUR) : null,
      proposedBy: b.proposed?.by ?? null,
      icsSequence: b.firstStartsAt ? 1 : 0,
      note: b.note ?? null,
      version: b.steps.length,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + b.steps.length * 3_600_000),
    });
    let from: AppointmentStatus = 'Pending Approval';
    await tx.insert(bookingHistory).values([
      {
        id: rnd.uuid(),
        bookingId: id,
        actorId: b.patientId,
        actorRole: 'patient',
        action: 'create',
        fromStatus: null,
        toStatus: 'Pending Approval',
        startsAt: b.firstStartsAt ?? b.startsAt,
        note: b.note ?? null,
        at: createdAt,
      },
      ...b.steps.map((s, i) => {
        const row = {
          id: rnd.uuid(),
          bookingId: id,
          actorId: s.actor === 'doctor' ? b.doctorId : s.actor === 'patient' ? b.patientId : null,
          actorRole: s.actor,
          action: s.action,
          fromStatus: from,
          toStatus: s.to,
          startsAt:
            s.to === 'Rescheduled' || !b.firstStartsAt
              ? (b.firstStartsAt ?? b.startsAt)
              : b.startsAt,
          note: s.note ?? null,
          at: new Date(createdAt.getTime() + (i + 1) * 3_600_000),
        };
        from = s.to;
        return row;
      }),
    ]);
  };

  const approve: Step = { action: 'approve', actor: 'doctor', to: 'Approved' };
  // Amelia as the doctor: one booking in each status.
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(0),
    typeId: ameliaFree,
    startsAt: weekdayAt(now, 2, 10),
    note: 'I would like to talk about options for chronic back pain.',
    steps: [],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(1),
    typeId: ameliaPaid,
    startsAt: weekdayAt(now, 3, 14),
    steps: [],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(2),
    typeId: ameliaFree,
    startsAt: weekdayAt(now, 4, 11),
    steps: [approve],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(3),
    typeId: ameliaFree,
    startsAt: weekdayAt(now, 5, 9, 30),
    proposed: { startsAt: weekdayAt(now, 6, 15), by: 'patient' },
    steps: [
      approve,
      { action: 'reschedule', actor: 'patient', to: 'Rescheduled', note: 'Work shift moved.' },
    ],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(4),
    typeId: ameliaPaid,
    firstStartsAt: weekdayAt(now, 6, 10),
    startsAt: weekdayAt(now, 8, 16),
    steps: [
      approve,
      { action: 'reschedule', actor: 'doctor', to: 'Rescheduled', note: 'I am at a conference.' },
      { action: 'approve', actor: 'patient', to: 'Rescheduled Approved' },
    ],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(5),
    typeId: ameliaFree,
    startsAt: weekdayAt(now, -3, 10),
    steps: [approve, { action: 'finish', actor: 'doctor', to: 'Completed' }],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(6),
    typeId: ameliaFree,
    startsAt: weekdayAt(now, 9, 13),
    steps: [
      {
        action: 'reject',
        actor: 'doctor',
        to: 'Rejected by Doctor',
        note: 'Please book the follow-up review instead.',
      },
    ],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(7),
    typeId: ameliaPaid,
    startsAt: weekdayAt(now, 10, 9),
    steps: [approve, { action: 'reject', actor: 'patient', to: 'Rejected by Patient' }],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(8),
    typeId: ameliaFree,
    startsAt: weekdayAt(now, 11, 12),
    steps: [
      {
        action: 'reject',
        actor: 'admin',
        to: 'Rejected by Admin',
        note: 'Duplicate request.',
      },
    ],
  });
  await add({
    doctorId: opts.ameliaId,
    patientId: patientAt(9),
    typeId: ameliaFree,
    startsAt: weekdayAt(now, -2, 15),
    steps: [
      {
        action: 'expire',
        actor: 'system',
        to: 'Rejected by System',
        note: 'Not approved before its time.',
      },
    ],
  });
  // Amelia as a patient of the other doctors.
  if (otherTypes[0]) {
    await add({
      doctorId: opts.doctorIds[0]!,
      patientId: opts.ameliaId,
      typeId: otherTypes[0],
      startsAt: weekdayAt(now, 3, 11),
      steps: [approve],
    });
  }
  if (otherTypes[1]) {
    await add({
      doctorId: opts.doctorIds[1]!,
      patientId: opts.ameliaId,
      typeId: otherTypes[1],
      startsAt: weekdayAt(now, 7, 10, 30),
      steps: [],
    });
  }
}
