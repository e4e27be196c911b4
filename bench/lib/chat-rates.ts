// bench/chat's measurements: messages sent at a fixed rate round-robin over the rooms, what was
// delivered and how fast, and the highest stepped rate a target sustains.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { senderOf, type Delivery } from './chat-clients';
import { PER_ROOM, RATES, ROOMS, STEP_SECONDS } from './chat-settings';
import { delayBeyondTick, LAG_TICK_MS, pct } from './stats';

export type Sender = (roomIndex: number, message: string) => Promise<void>;
export type RateRow = Awaited<ReturnType<typeof drive>>;

/** Sends `rate` messages/s for `seconds` round-robin over rooms; waits for deliveries to drain. */
export async function drive(
  send: Sender,
  stats: Delivery,
  rate: number,
  seconds: number,
  servers: number,
) {
  stats.latencies.length = 0;
  stats.crossLatencies.length = 0;
  stats.received = 0;
  const total = rate * seconds;
  const start = performance.now();
  let sent = 0;
  let failed = 0;
  const inflight: Promise<void>[] = [];
  // This process's own delay: a stall here is added to every delivery it times.
  const lag = monitorEventLoopDelay({ resolution: LAG_TICK_MS });
  lag.enable();
  while (sent < total) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (sent < Math.min(due, total)) {
      const room = sent % ROOMS;
      const from = senderOf(room, servers) % servers;
      inflight.push(send(room, `${performance.now()}|${from}`).catch(() => void failed++));
      sent++;
    }
    await sleep(2);
  }
  await Promise.all(inflight);
  const sendSeconds = (performance.now() - start) / 1000;
  const expected = total * PER_ROOM;
  const deadline = performance.now() + 5000;
  while (stats.received < expected && performance.now() < deadline) await sleep(20);
  lag.disable();
  return {
    rate,
    achieved: total / sendSeconds,
    delivered: stats.received / expected,
    failed,
    p50: pct(stats.latencies, 50),
    p99: pct(stats.latencies, 99),
    crossP50: pct(stats.crossLatencies, 50),
    crossP99: pct(stats.crossLatencies, 99),
    generatorLagP99: delayBeyondTick(lag.percentile(99) / 1e6, LAG_TICK_MS),
  };
}

/** Highest stepped rate with every message delivered and the rate actually achieved. */
export async function maxRate(send: Sender, stats: Delivery, servers: number) {
  let best = 0;
  const rows = [];
  for (const rate of RATES) {
    const r = await drive(send, stats, rate, STEP_SECONDS, servers);
    rows.push(r);
    const ok = r.delivered >= 1 && r.failed === 0 && r.achieved >= rate * 0.95 && r.p99 < 1000;
    if (!ok) break;
    best = rate;
  }
  return { best, rows };
}
