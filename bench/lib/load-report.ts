// bench/load's figures of a step: per call type from the virtual users' recorder, beside the
// servers' own from their /metrics, and how they are printed.
import type { LoadRecorder } from './load-recorder';
import type { cpuBetween } from './proc-usage';
import { countOf, quantileMs, type ServerFigures } from './server-metrics';
import { fmt, pct } from './stats';

const env = process.env;
/**
 * Call types outside the p99 limit: a login hashes the password with argon2id (OWASP's 19 MiB,
 * 2 passes), about 90 ms of one core by design. Reported all the same.
 */
const OUTSIDE_LIMIT = new Set(['POST /api/login']);
/** A p99 of fewer calls is their maximum, one slow call; such call types are reported only. */
export const MIN_CALLS = Number(env.LOAD_MIN_CALLS ?? 100);

export interface StepFigures {
  users: number;
  rps: number;
  errors: string[];
  conflicts: number;
  worst: { type: string; p99: number };
  rows: { type: string; n: number; p50: number; p95: number; p99: number }[];
  /** The slowest call of each second, ms. */
  slowestBySecond: number[];
  /** PostgreSQL's and the generator's CPU, from /proc and this process. */
  cpu: ReturnType<typeof cpuBetween>;
  /** The generator's own event-loop delay, ms: a stall of its own is added to every call it times. */
  generatorLag: { p99: number; max: number };
  /** The servers' own figures, from their /metrics. */
  server: ServerFigures;
}

/** The figures of one step, from its recorder and the samples and scrapes at its start and end. */
export function figures(
  users: number,
  rec: LoadRecorder,
  seconds: number,
  cpu: ReturnType<typeof cpuBetween>,
  generatorLag: { p99: number; max: number },
  server: ServerFigures,
): StepFigures {
  const rows = [...rec.latencies.entries()]
    .map(([type, xs]) => ({
      type,
      n: xs.length,
      p50: pct(xs, 50),
      p95: pct(xs, 95),
      p99: pct(xs, 99),
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
  // Requests the servers answered: HTTP calls and socket sends, not the deliveries they cause.
  const requests = rows
    .filter((r) => r.type !== 'socket delivery' && r.type !== 'socket connect')
    .reduce((s, r) => s + r.n, 0);
  const worst = rows
    .filter((r) => !OUTSIDE_LIMIT.has(r.type) && r.n >= MIN_CALLS)
    .reduce((w, r) => (r.p99 > w.p99 ? r : w), { type: '-', p99: 0 });
  return {
    users,
    rps: requests / seconds,
    errors: [...rec.errors],
    conflicts: rec.conflicts,
    worst: { type: worst.type, p99: worst.p99 },
    rows,
    slowestBySecond: Array.from(rec.slowestBySecond, (ms) => ms ?? 0),
    cpu,
    generatorLag,
    server,
  };
}

export function printStep(f: StepFigures, mode: string) {
  const s = f.server;
  console.log(
    `${String(f.users).padStart(6)} users  ${fmt(f.rps).padStart(7)} req/s  worst p99 ${fmt(f.worst.p99).padStart(6)} ms (${f.worst.type})  errors ${f.errors.length}  postgres CPU ${mode === 'pglite' ? '-' : f.cpu.postgres.toFixed(2)}  generator CPU ${f.cpu.generator.toFixed(2)} (lag p99 ${fmt(f.generatorLag.p99)}, max ${fmt(f.generatorLag.max)} ms)  machine busy ${f.cpu.machine.toFixed(2)} cores` +
      `\n         server (/metrics): CPU ${s.cpu.toFixed(2)}  RSS ${s.rssMb.map((r) => r.toFixed(0)).join('+')} MB  event-loop lag p99 ${fmt(s.lagP99Ms)} ms, max ${fmt(s.lagMaxMs)} ms  GC ${(s.gcShare * 100).toFixed(1)}%  sockets ${s.sockets}  5xx ${s.errors5xx}  HTTP ${fmt(s.httpPerSecond)} req/s`,
  );
}

export function printCallTypes(title: string, f: StepFigures) {
  console.log(`\n${title}: ${f.users} users`);
  console.log(
    '(client: as the virtual users timed them; server: as the servers timed them, from the buckets of /metrics, no finer than 5/10/25/50/100/250 ms)',
  );
  console.log(
    '| call type | calls | p50 ms | p95 ms | p99 ms | server calls | server p50 ms | server p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of f.rows) {
    const b = f.server.requests.get(r.type);
    const server = b
      ? `${countOf(b)} | ${fmt(quantileMs(b, 0.5))} | ${fmt(quantileMs(b, 0.99))}`
      : '- | - | -';
    console.log(
      `| ${r.type} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${server} |`,
    );
  }
  console.log(
    `slowest call of each second, ms: ${f.slowestBySecond.map((ms) => ms.toFixed(0)).join(' ')}`,
  );
  if (f.conflicts)
    console.log(`(${f.conflicts} bookings or approvals found someone else first: 409)`);
  if (f.errors.length) {
    console.log(`errors (${f.errors.length}), the first few:`);
    [...new Set(f.errors)].slice(0, 8).forEach((e) => console.log(`  ${e}`));
  }
}
