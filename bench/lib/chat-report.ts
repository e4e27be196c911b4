// What bench/chat prints: a table of rates per part, then the summary of the parts run.
import { availableParallelism } from 'node:os';
import type { RateRow } from './chat-rates';
import { RATES, STEADY_RATE } from './chat-settings';
import { fmt } from './stats';

export function table(title: string, rows: RateRow[], steal = '') {
  if (!rows.length) return;
  console.log(`\n${title}${steal ? ` (${steal} of the machine's CPU)` : ''}`);
  console.log(
    "rate msg/s  achieved  delivered  p50 ms  p99 ms  cross-p50 ms  cross-p99 ms  clients' lag p99 ms",
  );
  for (const r of rows) {
    console.log(
      `${String(r.rate).padStart(10)}  ${fmt(r.achieved).padStart(8)}  ${(r.delivered * 100).toFixed(1).padStart(8)}%  ${fmt(r.p50).padStart(6)}  ${fmt(r.p99).padStart(6)}  ${fmt(r.crossP50).padStart(12)}  ${fmt(r.crossP99).padStart(12)}  ${fmt(r.generatorLagP99).padStart(19)}`,
    );
  }
}

type MaxRate = { best: number; rows: RateRow[] };

export function printSummary(run: {
  steal: Record<string, string>;
  bareMax: MaxRate;
  realMax: MaxRate;
  twoMax: MaxRate;
  at500: RateRow | undefined;
  two500: RateRow | undefined;
  bareTwo500: RateRow | undefined;
  /** The bare pair storing each message before it broadcasts it. */
  storeTwo500: RateRow | undefined;
  /** The servers' and the machine's busy cores while each held the fixed rate. */
  bareTwoCpu: { processes: number; machine: number } | undefined;
  twoCpu: { processes: number; machine: number } | undefined;
}) {
  const { steal, bareMax, realMax, twoMax, at500, two500, bareTwo500, storeTwo500 } = run;
  const { bareTwoCpu, twoCpu } = run;
  console.log('\nsummary');
  console.log(
    `  machine: ${Object.entries(steal)
      .map(([part, text]) => `${part} ${text}`)
      .join(', ')} (CPU time the hypervisor gave to others; high values disturb every figure)`,
  );
  // Only the parts run, and the steps only when there were any: a part not run is not a zero.
  if (RATES.length) {
    console.log(
      `  highest sustained rate: bare ${bareMax.best} msg/s, real ${realMax.best} msg/s, two processes ${twoMax.best} msg/s`,
    );
    console.log(
      `  real / bare rate: ${bareMax.best ? ((realMax.best / bareMax.best) * 100).toFixed(0) : '-'}% (target >= 25%)`,
    );
  }
  if (at500) {
    console.log(
      `  real path at ${STEADY_RATE} msg/s: p50 ${fmt(at500.p50)} ms, p99 ${fmt(at500.p99)} ms (target <= 50 ms at 500 msg/s), delivered ${(at500.delivered * 100).toFixed(1)}%`,
    );
  }
  if (two500) {
    console.log(
      `  two processes at ${STEADY_RATE} msg/s: p99 ${fmt(two500.p99)} ms, cross-process p50 ${fmt(two500.crossP50)} ms, p99 ${fmt(two500.crossP99)} ms, delivered ${(two500.delivered * 100).toFixed(1)}%, failed sends ${two500.failed}`,
    );
  }
  if (two500 && bareTwo500) {
    console.log(
      `  bare Socket.IO with Redis, two processes, at ${STEADY_RATE} msg/s: cross-process p50 ${fmt(bareTwo500.crossP50)} ms, p99 ${fmt(bareTwo500.crossP99)} ms; real / bare: p50 ${fmt(two500.crossP50 / bareTwo500.crossP50, 2)}x (target <= 1.5x), p99 ${fmt(two500.crossP99 / bareTwo500.crossP99, 2)}x (target <= 2x)`,
    );
  }
  if (two500 && storeTwo500) {
    console.log(
      `  bare with Redis storing each message first (one INSERT): cross-process p50 ${fmt(storeTwo500.crossP50)} ms, p99 ${fmt(storeTwo500.crossP99)} ms; real / storing: p50 ${fmt(two500.crossP50 / storeTwo500.crossP50, 2)}x, p99 ${fmt(two500.crossP99 / storeTwo500.crossP99, 2)}x (what the real path costs beyond the write it cannot skip)`,
    );
  }
  const cores = (c: { processes: number; machine: number } | undefined) =>
    c ? `servers ${c.processes.toFixed(2)} cores, machine ${c.machine.toFixed(2)} cores busy` : '-';
  if (twoCpu || bareTwoCpu) {
    console.log(
      `  CPU while holding ${STEADY_RATE} msg/s on two processes: bare ${cores(bareTwoCpu)}; real ${cores(twoCpu)} (of ${availableParallelism()} cores: a machine near all of them busy queues every delivery for a core)`,
    );
  }
}
