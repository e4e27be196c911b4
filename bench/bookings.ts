// Bookings benchmark (issue 30), a benchmark, not a test:
//   (a) free-slot lookup: GET /api/booking/slots for one doctor over 4 weeks (a third of the
//       slots taken), p50/p99, beside (b) a raw SQL query that computes the same free slots in
//       the database (generate_series in Europe/London less the held ranges), run through the
//       same driver; the two must return the same slots.
//   (c) 50 concurrent POST /api/booking/create on 10 slots: latency percentiles, and the proof
//       that exactly 10 bookings were made, one per slot.
// The server runs in this process on 127.0.0.1 over real HTTP. PGlite by default;
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a database of its own, dropped after).
// Run from the repository root: node --import tsx bench/bookings.ts
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { APP_VERSION, londonToday, WEEKDAYS, weekdayOf } from '@portal/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { ensureReferenceData } from '../apps/server/src/db/reference-data';
import { bookings, roles, sessions, userModules, users } from '../apps/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { createBenchDatabase } from './lib/bench-database';
import { fmt as fmtDigits, pct } from './lib/stats';

const PG_URL = process.env.BENCH_DATABASE_URL;
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 200);

/** Raw SQL lookups take a millisecond or two: two decimals. */
const fmt = (ms: number) => fmtDigits(ms, 2);

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!PG_URL) {
    const database = await openDatabase({ driver: 'pglite' });
    return { database, drop: async () => undefined };
  }
  const bench = await createBenchDatabase(PG_URL, 'portal_bench_bookings');
  const database = await openDatabase({ driver: 'postgres', url: bench.url, poolSize: 20 });
  return { database, drop: bench.drop };
}

async function main() {
  const { database, drop } = await open();
  await database.migrate();
  await ensureReferenceData(database.db);
  const { db } = database;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-bookings-')),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
    BOOKING_SWEEP_SECONDS: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'doctor'));
  const person = async (i: number) => {
    const [u] = await db
      .insert(users)
      .values({
        email: `bench-${i}-${randomBytes(3).toString('hex')}@example.test`,
        firstName: 'Bench',
        lastName: `Person ${i}`,
        roleId: role!.id,
      })
      .returning({ id: users.id });
    await db.insert(userModules).values({ userId: u!.id, moduleSlug: 'bookingList' });
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({
      userId: u!.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { id: u!.id, token };
  };
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        panel: 'doctor',
        appversion: APP_VERSION,
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as { data?: unknown };
    return { status: res.status, data: json.data, ms: performance.now() - started };
  };

  const doctor = await person(0);
  const patients = await Promise.all(Array.from({ length: 50 }, (_, i) => person(i + 1)));

  // (a)/(b): a doctor open 9:00-17:00 every day, a third of the next four weeks' slots taken.
  const type = await call(doctor.token, 'POST', '/api/bookingType/create', {
    name: 'Consultation',
    pricePence: 0,
    availability: WEEKDAYS.map((day) => ({ day, starttime: '9:00', endtime: '17:00' })),
  });
  const typeId = (type.data as { _id: string })._id;
  const from = londonToday(Date.now(), 1);
  const to = londonToday(Date.now(), 28);
  const first = await call(
    doctor.token,
    'GET',
    `/api/booking/slots?bookingTypeId=${typeId}&from=${from}&to=${to}`,
  );
  const allSlots = first.data as { startsAt: string; endsAt: string }[];
  const taken = allSlots.filter((_, i) => i % 3 === 0);
  await db.insert(bookings).values(
    taken.map((s, i) => ({
      doctorId: doctor.id,
      patientId: patients[i % patients.length]!.id,
      bookingTypeId: typeId,
      startsAt: new Date(s.startsAt),
      endsAt: new Date(s.endsAt),
      status: i % 2 ? 'Approved' : 'Pending Approval',
    })),
  );
  const path = `/api/booking/slots?bookingTypeId=${typeId}&from=${from}&to=${to}`;
  const apiTimes: number[] = [];
  let apiCount = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const r = await call(patients[0]!.token, 'GET', path);
    if (r.status !== 200) throw new Error(`lookup answered ${r.status}`);
    apiCount = (r.data as unknown[]).length;
    apiTimes.push(r.ms);
  }
  const rawQuery = sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
    ), offered as (
      select ((days.day + make_interval(mins => m))::timestamp at time zone 'Europe/London') as s
      from days
      join booking_type_slots t
        on t.booking_type_id = ${typeId} and t.weekday = extract(isodow from days.day)::int - 1
      cross join lateral generate_series(t.start_minute, t.end_minute - 30, 30) m
    )
    select s from offered
    where s > now()
      and not exists (
        select 1 from bookings b
        where b.doctor_id = ${doctor.id}
          and b.status in ('Pending Approval', 'Approved', 'Rescheduled', 'Rescheduled Approved')
          and tstzrange(b.starts_at, b.ends_at) && tstzrange(s, s + interval '30 minutes')
      )
    order by s`;
  const rawTimes: number[] = [];
  let rawCount = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const started = performance.now();
    const res = await db.execute(rawQuery);
    rawTimes.push(performance.now() - started);
    rawCount = (res as unknown as { rows: unknown[] }).rows.length;
  }

  // (c): 10 slots on one day, 50 people at once, five for each slot.
  const day = londonToday(Date.now(), 40);
  const small = await call(doctor.token, 'POST', '/api/bookingType/create', {
    name: 'Ten slots',
    pricePence: 0,
    availability: [
      // WEEKDAYS starts on Monday, weekdayOf on Sunday.
      { day: WEEKDAYS[(weekdayOf(day) + 6) % 7], starttime: '9:00', endtime: '14:00' },
    ],
  });
  const smallId = (small.data as { _id: string })._id;
  // The first type's availability overlaps these times for the same doctor: use a second doctor.
  const doctor2 = await person(99);
  await db.execute(sql`update booking_types set doctor_id = ${doctor2.id} where id = ${smallId}`);
  const ten = (
    await call(
      doctor.token,
      'GET',
      `/api/booking/slots?bookingTypeId=${smallId}&from=${day}&to=${day}`,
    )
  ).data as { startsAt: string }[];
  if (ten.length !== 10) throw new Error(`expected 10 free slots, got ${ten.length}`);
  const attempts = await Promise.all(
    patients.map((p, i) =>
      call(p.token, 'POST', '/api/booking/create', {
        bookingTypeId: smallId,
        startsAt: ten[i % 10]!.startsAt,
      }),
    ),
  );
  const made = await db.execute(
    sql`select count(*)::int as n, count(distinct starts_at)::int as slots from bookings where doctor_id = ${doctor2.id}`,
  );
  const row = (made as unknown as { rows: { n: number; slots: number }[] }).rows[0]!;
  const ok = attempts.filter((a) => a.status === 200).length;
  const conflicts = attempts.filter((a) => a.status === 409).length;
  const times = attempts.map((a) => a.ms);

  const driver = database.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`\nBookings benchmark on ${driver} (${LOOKUPS} lookups each)`);
  console.log(`(a) GET /api/booking/slots, 4 weeks, ${apiCount} free slots:`);
  console.log(`    p50 ${fmt(pct(apiTimes, 50))} ms  p99 ${fmt(pct(apiTimes, 99))} ms`);
  console.log(`(b) raw SQL of the same slots, ${rawCount} free slots:`);
  console.log(`    p50 ${fmt(pct(rawTimes, 50))} ms  p99 ${fmt(pct(rawTimes, 99))} ms`);
  console.log(
    `    ratio (a)/(b): p50 ${(pct(apiTimes, 50) / pct(rawTimes, 50)).toFixed(2)}x, p99 ${(pct(apiTimes, 99) / pct(rawTimes, 99)).toFixed(2)}x`,
  );
  console.log(`(c) 50 concurrent booking attempts on 10 slots:`);
  console.log(
    `    p50 ${fmt(pct(times, 50))} ms  p90 ${fmt(pct(times, 90))} ms  p99 ${fmt(pct(times, 99))} ms  max ${fmt(Math.max(...times))} ms`,
  );
  console.log(`    200: ${ok}  409: ${conflicts}  other: ${50 - ok - conflicts}`);
  console.log(`    bookings stored: ${row.n} on ${row.slots} distinct slots`);
  const sameSlots = apiCount === rawCount;
  const proof = ok === 10 && conflicts === 40 && row.n === 10 && row.slots === 10;
  console.log(`    same slots from (a) and (b): ${sameSlots ? 'yes' : 'NO'}`);
  console.log(`    exactly 10 bookings, one per slot: ${proof ? 'yes' : 'NO'}`);

  await app.close();
  await database.close();
  await drop();
  if (!proof || !sameSlots) process.exitCode = 1;
}

await main();
