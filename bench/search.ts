// Search benchmark (issue 49): `GET /api/search` with a two-word query, every kind the reader may
// use, over SEARCH_BENCH_ITEMS (2,000; the full run 10,000) items of each of the twelve kinds,
// at a fixed arrival rate, requests evenly spaced (lib/fixed-rate.ts, decision 0112):
//   (r) raw    Fastify + raw `pg` running each table's full-text statement by hand, PostgreSQL
//   (p) app    the real app on PostgreSQL (target: p99 at most 1.5x raw)
//   (l) pglite the real app on PGlite, beside (p)
// Rounds alternate (r p l r p l) so drift on a shared machine hits each alike; the summary takes
// each target's least disturbed round (its lowest p99: other work only adds latency). Run from the repository root: node --import tsx bench/search.ts
// (full size: SEARCH_BENCH_ITEMS=10000; SEARCH_BENCH_RATE, SEARCH_BENCH_SECONDS,
// SEARCH_BENCH_ROUNDS, SEARCH_BENCH_QUERY change the rate, length, rounds and query;
// SEARCH_BENCH_NODE_ARGS=--cpu-prof profiles the app's servers).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_VERSION } from '@portal/contract';
import { openDatabase, pgliteDir } from '../apps/server/src/db/client';
import { ensureReferenceData } from '../apps/server/src/db/reference-data';
import { PG_URL } from './lib/api-settings';
import { createBenchDatabase } from './lib/bench-database';
import { atFixedRate, type FixedRateResult } from './lib/fixed-rate';
import { endChildren, runBenchmark, startChild } from './lib/processes';
import { seedSearchData, type BenchAccount } from './lib/search-data';
import { fmt } from './lib/stats';

const ITEMS = Number(process.env.SEARCH_BENCH_ITEMS ?? 2000);
const RATE = Number(process.env.SEARCH_BENCH_RATE ?? 10);
const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 2);
const QUERY = process.env.SEARCH_BENCH_QUERY ?? 'cannabis pain';
/** Node flags for the app's servers, e.g. `--cpu-prof`. */
const NODE_ARGS = process.env.SEARCH_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const PATH = `/api/search?${new URLSearchParams({ q: QUERY, limit: '5' })}`;

interface Target {
  key: 'r' | 'p' | 'l';
  name: string;
  url: string;
  headers: Record<string, string>;
}

const pgliteData = mkdtempSync(join(tmpdir(), 'portal-search-bench-'));
let benchDb: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;

async function prepare(
  opts: { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string },
): Promise<BenchAccount> {
  const started = performance.now();
  const database = await openDatabase(opts);
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const account = await seedSearchData(database, ITEMS);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${opts.driver}: ${ITEMS} of each kind written in ${fmt(seconds)} s`);
    return account;
  } finally {
    await database.close();
  }
}

async function startApp(env: Record<string, string>, account: BenchAccount) {
  const { port } = await startChild(
    ['bench/targets/app.ts'],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    { nodeArgs: NODE_ARGS },
  );
  const headers = { 'content-type': 'application/json', panel: 'doctor', appversion: APP_VERSION };
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  const body = (await res.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return {
    port,
    headers: {
      panel: 'doctor',
      appversion: APP_VERSION,
      authorization: `Bearer ${body.data.token}`,
    },
  };
}

/** Each kind's total as a target answers it: the three must agree, or the figures compare nothing. */
async function totals(target: Target): Promise<string> {
  const res = await fetch(target.url, { headers: target.headers });
  if (!res.ok) throw new Error(`${target.name}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { kind: string; total: number }[] };
  return body.data.map((g) => `${g.kind} ${g.total}`).join(', ');
}

async function main() {
  benchDb = await createBenchDatabase(PG_URL, 'portal_search_bench');
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log(`Preparing PostgreSQL ${benchDb.name} and PGlite in ${pgliteData} ...`);
  const account = await prepare({ driver: 'postgres', url: benchDb.url });
  await prepare({ driver: 'pglite', dataDir: pgliteDir(pgliteData) });

  const raw = await startChild(['bench/targets/reference-search.ts'], {
    DATABASE_URL: benchDb.url,
  });
  const pgApp = await startApp({ DATABASE_URL: benchDb.url }, account);
  const liteApp = await startApp({ DATABASE_URL: '', DATA_DIR: pgliteData }, account);
  const at = (port: number) => `http://127.0.0.1:${port}${PATH}`;
  const targets: Target[] = [
    { key: 'r', name: '(r) raw pg full text', url: at(raw.port), headers: {} },
    { key: 'p', name: '(p) app, PostgreSQL', url: at(pgApp.port), headers: pgApp.headers },
    { key: 'l', name: '(l) app, PGlite', url: at(liteApp.port), headers: liteApp.headers },
  ];
  console.log(
    `query "${QUERY}", 5 a kind, ${RATE} req/s evenly spaced, ${SECONDS} s a round, ${ROUNDS} rounds`,
  );
  for (const target of targets) {
    console.log(`  ${target.name} totals: ${await totals(target)}`);
    await atFixedRate(target.url, target.headers, RATE, 3);
  }

  const best = new Map<string, FixedRateResult>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const result = await atFixedRate(target.url, target.headers, RATE, SECONDS);
      console.log(
        `  round ${round} ${target.name.padEnd(22)} p50 ${fmt(result.p50).padStart(6)} ms  p99 ${fmt(result.p99).padStart(6)} ms${result.errors ? `  ERRORS ${result.errors}` : ''}`,
      );
      const before = best.get(target.key);
      if (!before || result.p99 < before.p99) best.set(target.key, result);
    }
  }
  const [r, p, l] = (['r', 'p', 'l'] as const).map((k) => best.get(k)!);
  console.log(
    `\np99: raw ${fmt(r!.p99)} ms, app PostgreSQL ${fmt(p!.p99)} ms, app PGlite ${fmt(l!.p99)} ms` +
      `\napp/raw ${fmt(p!.p99 / r!.p99, 2)}x (target <= 1.5x); PGlite/PostgreSQL ${fmt(l!.p99 / p!.p99, 2)}x` +
      `\np50: raw ${fmt(r!.p50)} ms, app PostgreSQL ${fmt(p!.p50)} ms, app PGlite ${fmt(l!.p50)} ms` +
      `\napp/raw ${fmt(p!.p50 / r!.p50, 2)}x; PGlite/PostgreSQL ${fmt(l!.p50 / p!.p50, 2)}x`,
  );
}

async function cleanup(): Promise<void> {
  await endChildren();
  rmSync(pgliteData, { recursive: true, force: true });
  await benchDb
    ?.drop()
    .catch((err: unknown) => console.error('could not drop the bench database:', err));
}

runBenchmark(() => main().finally(cleanup));
