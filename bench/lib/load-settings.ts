// bench/load's knobs (bench/README.md's table says what each does) and the PostgreSQL it uses.
import pg from 'pg';

const env = process.env;
/** postgres: one process on PostgreSQL; pglite: the embedded default; two: two processes, Redis. */
export const MODE = (env.LOAD_MODE ?? 'postgres') as 'postgres' | 'pglite' | 'two';
export const STEP_USERS = Number(env.LOAD_STEP_USERS ?? 250);
/** The first step's users (STEP_USERS unless set): a run may start near the edge it measures. */
export const START_USERS = Number(env.LOAD_START_USERS ?? STEP_USERS);
export const STEP_SECONDS = Number(env.LOAD_STEP_SECONDS ?? 60);
export const MAX_USERS = Number(env.LOAD_MAX_USERS ?? 4000);
/** Mean pause between a user's activities. */
export const THINK_MS = Number(env.LOAD_THINK_MS ?? 10_000);
export const P99_LIMIT_MS = Number(env.LOAD_P99_MS ?? 100);
/**
 * Each step's new users log in over this long before the step is measured: 250 argon2 hashes
 * (90 ms of a core each) take a 2-core machine's whole CPU for about 11 s.
 */
export const RAMP_SECONDS = Number(env.LOAD_RAMP_SECONDS ?? 15);
/** Not reported: JIT, pools, query plans and caches warm up at the first step's users. */
export const WARMUP_SECONDS = Number(env.LOAD_WARMUP_SECONDS ?? 10);
/** How long the baseline runs at each reported step's rate (lib/load-baseline.ts). */
export const BASELINE_SECONDS = Number(env.LOAD_BASELINE_SECONDS ?? 20);
export const SOAK_USERS = Number(env.LOAD_SOAK_USERS ?? 0);
export const SOAK_MINUTES = Number(env.LOAD_SOAK_MINUTES ?? 10);
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
/** The baseline's PostgreSQL too, whatever the mode (lib/load-baseline.ts). */
export const PG_URL = await postgresUrl();
export const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const nodeArgs = (env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
