// API benchmark: the news feed against three baselines measured in the same run.
//   (a) bare      a Fastify JSON route
//   (b) reference Fastify + raw `pg` running the feed's SELECT
//   (c) app-pg    the real authenticated GET /api/newsFeed/get?limit=10 on PostgreSQL
//   (d) app-pglite the same on PGlite
// plus a diagnostic (b2): (b) with the app's session SELECT before it, the two round trips of (c).
// Each target runs in its own process; rounds alternate (a b c d a b c d) so drift on a shared
// machine hits every target alike. Then (e) and (f) again at a fixed arrival rate that (f) holds
// with p99 <= 10 ms: the app's latency when it is not queueing. BENCH_TARGETS=e,f measures only
// those. Run from the repository root: node --import tsx bench/api.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productsAtFixedRate } from './lib/api-fixed-rate';
import { check, load, printSummary, runRounds } from './lib/api-rounds';
import { ONLY, PG_URL, WARMUP_S } from './lib/api-settings';
import { prepareDatabases, startTargets } from './lib/api-targets';
import { createBenchDatabase } from './lib/bench-database';
import { endChildren, runBenchmark } from './lib/processes';

const pgliteData = mkdtempSync(join(tmpdir(), 'portal-bench-'));
let benchDb: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;

async function main() {
  benchDb = await createBenchDatabase(PG_URL, 'portal_bench');
  console.log(`Preparing PostgreSQL database ${benchDb.name} and PGlite in ${pgliteData} ...`);
  await prepareDatabases(benchDb.url, pgliteData);

  const { all, productsApp, productsReference } = await startTargets(benchDb.url, pgliteData);
  const targets = all.filter((t) => !ONLY || ONLY.includes(t.key));
  for (const target of targets) {
    await check(target);
    await load(target, WARMUP_S);
  }

  const summary = await runRounds(targets);
  printSummary(summary);
  const { e, f } = summary;
  if (e && f) await productsAtFixedRate(productsReference, productsApp, f.rps);
}

async function cleanup(): Promise<void> {
  await endChildren();
  rmSync(pgliteData, { recursive: true, force: true });
  await benchDb
    ?.drop()
    .catch((err: unknown) => console.error('could not drop the bench database:', err));
}

runBenchmark(() => main().finally(cleanup));
