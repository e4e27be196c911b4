// Requests at a fixed arrival rate, evenly spaced (an open model: a slow answer does not delay
// the next request). autocannon's overallRate sends each second's quota back to back at the top
// of the second, a burst of every connection at once, which measures queueing again.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { pct } from './stats';

export interface FixedRateResult {
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * GETs `url` (or the i-th request's, when a function) `rate` times a second for `seconds`;
 * latency counts from each request's due time.
 */
export async function atFixedRate(
  url: string | ((i: number) => string),
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<FixedRateResult> {
  const agent = new Agent({ connections: 256 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inflight.push(
      request(typeof url === 'string' ? url : url(i), { headers, dispatcher: agent })
        .then(async (res) => {
          await res.body.dump();
          if (res.statusCode !== 200) errors++;
          else latencies.push(performance.now() - due);
        })
        .catch(() => void errors++),
    );
  }
  await Promise.all(inflight);
  await agent.close();
  return { rate, sent: total, p50: pct(latencies, 50), p99: pct(latencies, 99), errors };
}
