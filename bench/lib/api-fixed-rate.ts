// bench/api's product list at a fixed arrival rate (decision 0112): requests evenly spaced at a
// rate the raw `pg` baseline (f) holds with p99 <= 10 ms, so that (e)'s p99 is not queueing.
import { DURATION_S, FIXED_BASELINE_P99_MS, FIXED_RATE } from './api-settings';
import type { Target } from './api-targets';
import { atFixedRate } from './fixed-rate';
import { fmt } from './stats';

/**
 * Latency of the product list at a fixed arrival rate the raw `pg` baseline holds with p99 <=
 * 10 ms: at saturation both p99s are mostly queueing, which says nothing about the app.
 */
async function fixedRateRounds(reference: Target, app: Target, saturatedRps: number) {
  const url = (t: Target) => `http://127.0.0.1:${t.port}${t.path}`;
  let rate = FIXED_RATE || Math.max(10, Math.round(saturatedRps / 5));
  let baseline = await atFixedRate(url(reference), reference.headers, rate, DURATION_S);
  while (!FIXED_RATE && baseline.p99 > FIXED_BASELINE_P99_MS && rate > 10) {
    console.log(`  (f) p99 ${fmt(baseline.p99)} ms at ${rate} req/s; halving the rate`);
    rate = Math.round(rate / 2);
    baseline = await atFixedRate(url(reference), reference.headers, rate, DURATION_S);
  }
  return {
    rate,
    reference: baseline,
    app: await atFixedRate(url(app), app.headers, rate, DURATION_S),
  };
}

/** Measures (f) and (e) at that rate, from (f)'s saturated rate, and prints both p99s. */
export async function productsAtFixedRate(reference: Target, app: Target, saturatedRps: number) {
  const fixed = await fixedRateRounds(reference, app, saturatedRps);
  console.log(
    `fixed rate ${fixed.rate} req/s, evenly spaced: (f) p99 ${fmt(fixed.reference.p99)} ms (must be <= ${FIXED_BASELINE_P99_MS} ms), (e) p99 ${fmt(fixed.app.p99)} ms (target <= 25 ms), p50 ${fmt(fixed.app.p50)} ms${fixed.app.errors ? `, ERRORS ${fixed.app.errors}` : ''}`,
  );
}
