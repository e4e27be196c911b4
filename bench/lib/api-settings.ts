// bench/api's knobs and the paths it measures (bench/api.ts and bench/README.md say more).
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
export const WARMUP_S = 3;
/** Targets to measure, e.g. `e,f` for the product list alone (default all). */
export const ONLY = process.env.BENCH_TARGETS?.split(',');
/**
 * The product list's fixed arrival rate (requests/s) for latency that is not queueing; by default
 * a fifth of (f)'s saturated rate, halved until (f) holds it with p99 <= 10 ms.
 */
export const FIXED_RATE = Number(process.env.BENCH_FIXED_RATE ?? 0);
export const FIXED_BASELINE_P99_MS = 10;
export const FEED_PATH = '/api/newsFeed/get?limit=10';
/** Three filters and a sort; targets/reference-products.ts runs the same statements by hand. */
export const PRODUCTS_PATH =
  '/api/product/get?form=flower&stock=in-stock&stock=low-stock&thcMin=10&sort=price-asc&limit=20';
