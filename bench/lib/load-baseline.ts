// bench/load's baseline (issue 50): Fastify plus raw `pg` answering one indexed SELECT by id
// (targets/by-id.ts), driven at a step's request rate, evenly spaced, on a database of its own;
// its CPU per request beside the portal's, so that the mix's cost reads as a ratio that holds
// from one machine to the next.
import { setTimeout as sleep } from 'node:timers/promises';
import { createBenchDatabase } from './bench-database';
import { atFixedRate, type FixedRateResult } from './fixed-rate';
import type { StepFigures } from './load-report';
import { BASELINE_SECONDS, PG_URL } from './load-settings';
import { cpuSecondsOf, sampleCpu } from './proc-usage';
import { startChild, stop } from './processes';
import { fmt } from './stats';

const ROWS = 10_000;

export interface CostPerRequest {
  /** Milliseconds of the server processes' CPU per request. */
  serverMs: number;
  /** Milliseconds of PostgreSQL's CPU per request (NaN where the database is in the server). */
  postgresMs: number;
}

export interface BaselineRun extends CostPerRequest {
  answers: FixedRateResult;
}

/** The baseline at `rate` requests/s for BASELINE_SECONDS, after a few seconds' warm-up. */
export async function measureBaseline(rate: number): Promise<BaselineRun> {
  const bench = await createBenchDatabase(PG_URL, 'portal_bench_load_base');
  let baseline: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    baseline = await startChild(['bench/targets/by-id.ts'], {
      DATABASE_URL: bench.url,
      BASELINE_ROWS: String(ROWS),
    });
    const { port, child } = baseline;
    const url = (i: number) => `http://127.0.0.1:${port}/items/${1 + ((i * 7919) % ROWS)}`;
    await atFixedRate(url, {}, rate, 3);
    await sleep(500);
    const server = cpuSecondsOf(child.pid!);
    const before = sampleCpu();
    const answers = await atFixedRate(url, {}, rate, BASELINE_SECONDS);
    const after = sampleCpu();
    return {
      serverMs: ((cpuSecondsOf(child.pid!) - server) / answers.sent) * 1000,
      postgresMs: ((after.postgres - before.postgres) / answers.sent) * 1000,
      answers,
    };
  } finally {
    if (baseline) await stop(baseline.child, 'the baseline');
    await bench.drop();
  }
}

/** What a step's requests cost the servers (and PostgreSQL) each, from its figures. */
export function costOf(f: StepFigures, mode: string): CostPerRequest {
  return {
    serverMs: (f.server.cpu / f.rps) * 1000,
    postgresMs: mode === 'pglite' ? NaN : (f.cpu.postgres / f.rps) * 1000,
  };
}

/** Runs the baseline at each step's rate and prints the mix's cost per request beside it. */
export async function printCostRatios(steps: { title: string; f: StepFigures }[], mode: string) {
  console.log(
    `\ncost per request: the portal's mix beside the baseline (Fastify + raw pg, one indexed SELECT by id) at the same rate, ${BASELINE_SECONDS} s, requests evenly spaced; CPU ms per request`,
  );
  console.log(
    '| step | rate req/s | mix server | baseline server | ratio (target <= 4x) | mix PostgreSQL | baseline PostgreSQL | mix total / baseline total | baseline p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { title, f } of steps) {
    const rate = Math.max(1, Math.round(f.rps));
    const base = await measureBaseline(rate);
    const mix = costOf(f, mode);
    const total = (c: CostPerRequest) =>
      c.serverMs + (Number.isNaN(c.postgresMs) ? 0 : c.postgresMs);
    console.log(
      `| ${title} (${f.users} users) | ${rate} | ${fmt(mix.serverMs, 2)} | ${fmt(base.serverMs, 2)} | ${fmt(mix.serverMs / base.serverMs, 1)}x | ${fmt(mix.postgresMs, 2)} | ${fmt(base.postgresMs, 2)} | ${fmt(total(mix) / total(base), 1)}x | ${fmt(base.answers.p99)}${base.answers.errors ? ` (${base.answers.errors} errors)` : ''} |`,
    );
  }
}
