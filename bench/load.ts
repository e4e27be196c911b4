// bench/load: a scenario load benchmark, not a test. Virtual users on accounts made for the run
// log in and then act as pharmacists and doctors do (the mix in lib/load-mix.ts, with think
// time); the number of active users grows step by step until the p99 of any call type passes
// LOAD_P99_MS or any error appears. Reports the highest step held, requests/s, p50/p95/p99 per
// call type, errors, PostgreSQL's CPU and the load generator's own, and beside them the servers'
// own figures from their /metrics (CPU, RSS, event-loop lag, sockets, 5xx, per-route latency).
// LOAD_SOAK_USERS=n instead holds n users for LOAD_SOAK_MINUTES: RSS each minute, then checks
// in the database that every acknowledged chat message is stored once and every acknowledged
// booking is there. Last, at the rate of each step it reported, a baseline (Fastify and raw pg,
// one SELECT by id) and each one's CPU per request, as a ratio (issue 50).
// Run from the repository root: node --import tsx bench/load.ts
import { loadavg } from 'node:os';
import { prepare } from './lib/load-accounts';
import { printCostRatios } from './lib/load-baseline';
import { closeHttpAgent } from './lib/load-http';
import { checkNothingLost } from './lib/load-nothing-lost';
import { LoadRecorder } from './lib/load-recorder';
import { openFresh, reopen, startServers } from './lib/load-servers';
import { MAX_USERS, MODE, PG_URL, SOAK_USERS, THINK_MS } from './lib/load-settings';
import { crowd, soak, stepUp } from './lib/load-steps';
import { endChildren, runBenchmark, stop } from './lib/processes';

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
    const reported = SOAK_USERS ? await soak(people, rec, urls) : await stepUp(people, rec, urls);
    await people.stopAll();
    await Promise.all(servers.map((s, i) => stop(s.child, `server ${i + 1}`)));
    const reopened = await reopen(opened.serverEnv);
    await checkNothingLost(reopened, rec);
    await reopened.close();
    // With the servers gone, the baseline has the machine to itself, as the mix had.
    await printCostRatios(reported, MODE);
  } finally {
    await endChildren();
    await opened.drop();
    await closeHttpAgent();
  }
}

runBenchmark(main);
