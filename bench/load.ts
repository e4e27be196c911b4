// bench/load: a scenario load benchmark, not a test. Virtual users on accounts made for the run
// log in and then act as pharmacists and doctors do (the mix in lib/load-mix.ts, with think
// time); the number of active users grows step by step until the p99 of any call type passes
// LOAD_P99_MS or any error appears. Reports the highest step held, requests/s, p50/p95/p99 per
// call type, errors, PostgreSQL's CPU and the load generator's own, and beside them the servers'
// own figures from their /metrics (CPU, RSS, event-loop lag, sockets, 5xx, per-route latency).
// LOAD_SOAK_USERS=n instead holds n users for LOAD_SOAK_MINUTES: RSS each minute, then checks
// in the database that every acknowledged chat message is stored once and every acknowledged
// booking is there. Run from the repository root: node --import tsx bench/load.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDir, type Database } from '../apps/server/src/db/client';
import { bookings, chatMessages } from '../apps/server/src/db/schema';
import { createBenchDatabase } from './lib/bench-database';
import { BATCH, prepare } from './lib/load-accounts';
import { closeHttpAgent, sourceAddress } from './lib/load-http';
import { LoadRecorder, VirtualUser, type LoadAccount, type LoadWorld } from './lib/load-sessions';
import { cpuBetween, sampleCpu } from './lib/proc-usage';
import { endChildren, freePort, runBenchmark, startChild, stop } from './lib/processes';
import { figures, MIN_CALLS, printCallTypes, printStep, type StepFigures } from './lib/load-report';
import { between, combine, scrape } from './lib/server-metrics';
import { fmt } from './lib/stats';

const env = process.env;
/** postgres: one process on PostgreSQL; pglite: the embedded default; two: two processes, Redis. */
const MODE = (env.LOAD_MODE ?? 'postgres') as 'postgres' | 'pglite' | 'two';
const STEP_USERS = Number(env.LOAD_STEP_USERS ?? 250);
/** The first step's users (STEP_USERS unless set): a run may start near the edge it measures. */
const START_USERS = Number(env.LOAD_START_USERS ?? STEP_USERS);
const STEP_SECONDS = Number(env.LOAD_STEP_SECONDS ?? 60);
const MAX_USERS = Number(env.LOAD_MAX_USERS ?? 4000);
/** Mean pause between a user's activities. */
const THINK_MS = Number(env.LOAD_THINK_MS ?? 10_000);
const P99_LIMIT_MS = Number(env.LOAD_P99_MS ?? 100);
/**
 * Each step's new users log in over this long before the step is measured: 250 argon2 hashes
 * (90 ms of a core each) take a 2-core machine's whole CPU for about 11 s.
 */
const RAMP_SECONDS = Number(env.LOAD_RAMP_SECONDS ?? 15);
/** Not reported: JIT, pools, query plans and caches warm up at the first step's users. */
const WARMUP_SECONDS = Number(env.LOAD_WARMUP_SECONDS ?? 10);
const SOAK_USERS = Number(env.LOAD_SOAK_USERS ?? 0);
const SOAK_MINUTES = Number(env.LOAD_SOAK_MINUTES ?? 10);
/**
 * PostgreSQL beside the server, reached as an operator reaches it on one machine: through its
 * Unix socket when it answers there (decision 127), else over TCP on loopback.
 */
const PG_TCP_URL = 'postgres://postgres@127.0.0.1:5432/test';
const PG_SOCKET_URL = 'postgres://postgres@localhost/test?host=/var/run/postgresql';
async function postgresUrl(): Promise<string> {
  if (env.BENCH_DATABASE_URL) return env.BENCH_DATABASE_URL;
  const client = new pg.Client({ connectionString: PG_SOCKET_URL });
  try {
    await client.connect();
    await client.query('select 1');
    return PG_SOCKET_URL;
  } catch {
    // No socket there, or one this user may not log in through (peer authentication).
    return PG_TCP_URL;
  } finally {
    await client.end().catch(() => undefined);
  }
}
const PG_URL = MODE === 'pglite' ? '' : await postgresUrl();
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const nodeArgs = (env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
/**
 * The servers' /metrics, reached as an operator's scraper would (decision 0110): from loopback
 * with a token of the run's own, whatever METRICS_* the shell that started the bench holds.
 */
const METRICS_TOKEN = randomBytes(24).toString('base64url');
type Opened = { database: Database; drop: () => Promise<void>; serverEnv: Record<string, string> };

/** A fresh database of the mode's kind, and how a server process reaches it. */
async function openFresh(): Promise<Opened> {
  if (MODE === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
    const database = await openDatabase({ driver: 'pglite', dataDir: pgliteDir(dataDir) });
    return {
      database,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      serverEnv: { DATABASE_URL: '', DATA_DIR: dataDir },
    };
  }
  const bench = await createBenchDatabase(PG_URL, 'portal_bench_load');
  const database = await openDatabase({ driver: 'postgres', url: bench.url });
  return { database, drop: bench.drop, serverEnv: { DATABASE_URL: bench.url } };
}

/** Starts the mode's server processes; returns their URLs. */
async function startServers(serverEnv: Record<string, string>) {
  const processes = MODE === 'two' ? 2 : 1;
  return Promise.all(
    Array.from({ length: processes }, async () => {
      const port = await freePort();
      const { child } = await startChild(
        ['apps/server/src/main.ts'],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-load-')),
          DEMO_DATA: 'false',
          RATE_LIMIT_PER_MINUTE: '0',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          WEB_DIST: '/nonexistent',
          METRICS_ALLOW: '127.0.0.1,::1',
          METRICS_TOKEN,
          ...serverEnv,
          ...(MODE === 'two' ? { REDIS_URL } : {}),
        },
        { readyUrl: `http://127.0.0.1:${port}/readyz`, nodeArgs },
      );
      return { url: `http://127.0.0.1:${port}`, child };
    }),
  );
}

/** Users that come and go: `grow` starts more (their logins spread over `rampMs`). */
function crowd(accounts: LoadAccount[], urls: string[], world: LoadWorld, rec: LoadRecorder) {
  const active: { user: VirtualUser; done: Promise<void> }[] = [];
  return {
    get size() {
      return active.length;
    },
    /** Resolves once every new user has logged in (or failed to). */
    grow(to: number, rampMs: number): Promise<void> {
      const from = active.length;
      for (let i = from; i < to; i++) {
        // Sockets stay with the process the user logged in through (round-robin by user).
        const user = new VirtualUser(
          accounts[i]!,
          urls[i % urls.length]!,
          world,
          rec,
          THINK_MS,
          sourceAddress(i),
        );
        const delay = ((i - from) / Math.max(1, to - from)) * rampMs;
        active.push({ user, done: sleep(delay).then(() => user.run()) });
      }
      return Promise.all(active.slice(from).map((a) => a.user.joined)).then(() => undefined);
    },
    async stopAll() {
      active.forEach((a) => a.user.stop());
      await Promise.race([Promise.all(active.map((a) => a.done)), sleep(30_000)]);
    },
  };
}

/** Each server's figures from now until `end()` is called. */
async function serverWindow(urls: string[]) {
  const started = performance.now();
  const first = await Promise.all(urls.map((url) => scrape(url, METRICS_TOKEN)));
  return {
    async end() {
      const last = await Promise.all(urls.map((url) => scrape(url, METRICS_TOKEN)));
      const seconds = (performance.now() - started) / 1000;
      return combine(first.map((a, i) => between(a, last[i]!, seconds)));
    },
  };
}

/**
 * Grows the crowd to `users`, their logins spread over RAMP_SECONDS and not measured (the window
 * starts once all of them are in), then runs them for `seconds` and measures it (decision 0112).
 */
async function step(
  people: ReturnType<typeof crowd>,
  users: number,
  seconds: number,
  rec: LoadRecorder,
  urls: string[],
  warmupSeconds = 0,
) {
  if (users > people.size) {
    // Under load the logins can take longer than the ramp; none of them falls in the window.
    await Promise.all([people.grow(users, RAMP_SECONDS * 1000), sleep(RAMP_SECONDS * 1000)]);
  }
  // Not measured, but not forgiven: its errors are the step's.
  if (warmupSeconds > 0) await sleep(warmupSeconds * 1000);
  // A login or socket that failed in the ramp fails the step too: its user never took part.
  const rampErrors = [...rec.errors];
  rec.reset();
  rec.errors.push(...rampErrors);
  const window = await serverWindow(urls);
  const before = sampleCpu();
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  await sleep(seconds * 1000);
  lag.disable();
  const cpu = cpuBetween(before, sampleCpu());
  const generatorLag = { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  return figures(users, rec, seconds, cpu, generatorLag, await window.end());
}

/**
 * Brings the crowd near `users`, STEP_USERS more at a time, as a step-up run would: all at once
 * would be a login storm. The last STEP_USERS come in with the step (or minute) itself.
 */
async function comeIn(people: ReturnType<typeof crowd>, users: number) {
  for (let n = people.size + STEP_USERS; n < users; n += STEP_USERS) {
    await Promise.all([people.grow(n, RAMP_SECONDS * 1000), sleep(RAMP_SECONDS * 1000)]);
  }
}

async function stepUp(people: ReturnType<typeof crowd>, rec: LoadRecorder, urls: string[]) {
  console.log(
    `\nfrom ${START_USERS} users, steps of ${STEP_USERS} (their logins over ${RAMP_SECONDS} s first, not measured), ${STEP_SECONDS} s each, up to ${MAX_USERS}; held while the p99 of every call type made ${MIN_CALLS} times or more is <= ${P99_LIMIT_MS} ms (login apart) and no error; ${WARMUP_SECONDS} s warm-up first`,
  );
  let held: StepFigures | undefined;
  let failed: StepFigures | undefined;
  for (let users = START_USERS; users <= MAX_USERS; users += STEP_USERS) {
    const warmup = users === START_USERS ? WARMUP_SECONDS : 0;
    if (users === START_USERS) await comeIn(people, users);
    const f = await step(people, users, STEP_SECONDS, rec, urls, warmup);
    printStep(f, MODE);
    if (f.errors.length || f.worst.p99 > P99_LIMIT_MS) {
      failed = f;
      break;
    }
    held = f;
  }
  if (held) printCallTypes('highest step held', held);
  if (failed) printCallTypes('first step not held', failed);
  console.log(
    `\nsummary (${MODE}): highest step held ${held ? `${held.users} active users, ${fmt(held.rps)} req/s` : 'none'}${failed ? '' : ` (LOAD_MAX_USERS ${MAX_USERS} reached)`}`,
  );
}

async function soak(people: ReturnType<typeof crowd>, rec: LoadRecorder, urls: string[]) {
  console.log(`\nsoak: ${SOAK_USERS} users for ${SOAK_MINUTES} min; RSS each minute`);
  const minutes: StepFigures[] = [];
  // Errors on the way in are the first minute's.
  await comeIn(people, SOAK_USERS);
  for (let m = 1; m <= SOAK_MINUTES; m++) {
    if (m > 1) rec.errors.length = 0;
    const f = await step(people, SOAK_USERS, 60, rec, urls, m === 1 ? WARMUP_SECONDS : 0);
    minutes.push(f);
    process.stdout.write(`minute ${m}: `);
    printStep(f, MODE);
  }
  const errors = minutes.reduce((s, f) => s + f.errors.length, 0);
  const rss = minutes.map((f) => f.server.rssMb.reduce((s, r) => s + r, 0));
  console.log(
    `\nsoak summary (${MODE}): errors ${errors}, minutes with a p99 over ${P99_LIMIT_MS} ms ${minutes.filter((f) => f.worst.p99 > P99_LIMIT_MS).length}, RSS first ${fmt(rss[0] ?? NaN)} MB, last ${fmt(rss.at(-1) ?? NaN)} MB, highest ${fmt(Math.max(...rss))} MB`,
  );
  const last = minutes.at(-1);
  if (last) printCallTypes('last minute', last);
}

/** Every acknowledged chat message stored exactly once; every acknowledged booking present. */
async function checkNothingLost(database: Database, rec: LoadRecorder) {
  const { db } = database;
  let stored = 0;
  let duplicated = 0;
  for (let i = 0; i < rec.sentChat.length; i += BATCH) {
    const rows = await db
      .select({ clientId: chatMessages.clientId, n: count() })
      .from(chatMessages)
      .where(inArray(chatMessages.clientId, rec.sentChat.slice(i, i + BATCH)))
      .groupBy(chatMessages.clientId);
    stored += rows.length;
    duplicated += rows.filter((r) => r.n > 1).length;
  }
  let booked = 0;
  for (let i = 0; i < rec.bookings.length; i += BATCH) {
    const rows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.id, rec.bookings.slice(i, i + BATCH)));
    booked += rows.length;
  }
  const lost = rec.sentChat.length - stored + (rec.bookings.length - booked);
  console.log(
    `\nnothing lost: ${stored} of ${rec.sentChat.length} acknowledged chat messages stored (${duplicated} more than once), ${booked} of ${rec.bookings.length} acknowledged bookings present${lost || duplicated ? '  LOST OR DUPLICATED' : ''}`,
  );
}

async function main() {
  const users = SOAK_USERS || MAX_USERS;
  console.log(
    `bench/load: mode ${MODE}${MODE === 'pglite' ? '' : ` (PostgreSQL over ${new URL(PG_URL).searchParams.get('host')?.startsWith('/') ? 'its Unix socket' : 'TCP'})`}, ${users} accounts, think time ${THINK_MS} ms; machine load average ${loadavg()[0]!.toFixed(1)} (a busy machine slows every figure)`,
  );
  const opened = await openFresh();
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(opened.database, users);
  } finally {
    // The servers own the database while they run (PGlite takes one process only).
    await opened.database.close();
  }
  const rec = new LoadRecorder();
  try {
    const servers = await startServers(opened.serverEnv);
    const urls = servers.map((s) => s.url);
    const people = crowd(prepared.accounts, urls, prepared.world, rec);
    if (SOAK_USERS) await soak(people, rec, urls);
    else await stepUp(people, rec, urls);
    await people.stopAll();
    await Promise.all(servers.map((s, i) => stop(s.child, `server ${i + 1}`)));
    const reopened =
      MODE === 'pglite'
        ? await openDatabase({ driver: 'pglite', dataDir: pgliteDir(opened.serverEnv.DATA_DIR!) })
        : await openDatabase({ driver: 'postgres', url: opened.serverEnv.DATABASE_URL! });
    await checkNothingLost(reopened, rec);
    await reopened.close();
  } finally {
    await endChildren();
    await opened.drop();
    await closeHttpAgent();
  }
}

runBenchmark(main);
