// The servers' own figures for a step of bench/load, from their /metrics (decision 110): CPU,
// memory, event-loop lag, open sockets, 5xx answers and request durations as each server timed
// them, from a scrape at the step's start and one at its end.
import { parsePrometheusText, type Sample } from './prometheus-text';
import { delayBeyondTick } from './stats';

/** One scrape of one server. */
export interface Scrape {
  samples: Sample[];
}

/** Cumulative bucket counts of one call type (method and route pattern), upper bounds ascending. */
export type Buckets = { le: number; count: number }[];

/** What one server, or several summed, did between two scrapes. */
export interface ServerFigures {
  /** CPU in cores (1.0 = one core busy the whole time), summed over the servers. */
  cpu: number;
  /** Resident memory at the end, MB, one per server. */
  rssMb: number[];
  /** Event-loop delay p99 over the window, ms (prom-client resets it at each scrape); the worst server. */
  lagP99Ms: number;
  /** The longest event-loop delay in the window, ms: a stall a p99 of 10 ms samples can hide; the worst server. */
  lagMaxMs: number;
  /** Share of the window spent in garbage collection (0.05 = 5%), the busiest server's. */
  gcShare: number;
  /** Socket.IO connections open at the end, all servers. */
  sockets: number;
  /** Answers with a 5xx status in the window. */
  errors5xx: number;
  /** HTTP requests answered per second (socket events are not HTTP requests). */
  httpPerSecond: number;
  /** Request durations by `METHOD /route/:pattern`, as the servers timed them. */
  requests: Map<string, Buckets>;
}

const DURATION = 'portal_http_request_duration_seconds_bucket';
/** The scrapes themselves are requests too: not the load's. */
const NOT_LOAD = new Set(['/metrics', '/readyz']);

/** Scrapes `baseUrl/metrics`, with the bearer token the server was given, if any. */
export async function scrape(baseUrl: string, token?: string): Promise<Scrape> {
  const res = await fetch(`${baseUrl}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch((cause: unknown) => {
    throw new Error(`${baseUrl}/metrics did not answer: has the server stopped?`, { cause });
  });
  // 404: this address is not in METRICS_ALLOW; 401: the token is not the server's.
  if (!res.ok) throw new Error(`${baseUrl}/metrics answered ${res.status}`);
  return { samples: parsePrometheusText(await res.text()) };
}

const one = (s: Scrape, name: string) => s.samples.find((x) => x.name === name)?.value ?? NaN;
const total = (s: Scrape, name: string) =>
  s.samples.filter((x) => x.name === name).reduce((sum, x) => sum + x.value, 0);

/** Bucket counts by call type (status classes summed). */
function durations(s: Scrape): Map<string, Map<number, number>> {
  const byType = new Map<string, Map<number, number>>();
  for (const x of s.samples) {
    if (x.name !== DURATION || NOT_LOAD.has(x.labels.route ?? '')) continue;
    const type = `${x.labels.method} ${x.labels.route}`;
    const le = x.labels.le === '+Inf' ? Infinity : Number(x.labels.le);
    let buckets = byType.get(type);
    if (!buckets) byType.set(type, (buckets = new Map()));
    buckets.set(le, (buckets.get(le) ?? 0) + x.value);
  }
  return byType;
}

/**
 * How often prom-client samples the server's event loop (its default precision, which
 * infra/metrics.ts keeps): its lag figures include the tick, so it is taken off them here.
 */
const METRICS_TICK_MS = 10;

/** One server's figures between scrape `a` and scrape `b`, `seconds` apart. */
export function between(a: Scrape, b: Scrape, seconds: number): ServerFigures {
  const before = durations(a);
  const requests = new Map<string, Buckets>();
  for (const [type, buckets] of durations(b)) {
    const earlier = before.get(type);
    const delta = [...buckets]
      .map(([le, count]) => ({ le, count: count - (earlier?.get(le) ?? 0) }))
      .sort((x, y) => x.le - y.le);
    if (delta.at(-1)!.count > 0) requests.set(type, delta);
  }
  return {
    cpu: (one(b, 'process_cpu_seconds_total') - one(a, 'process_cpu_seconds_total')) / seconds,
    rssMb: [one(b, 'process_resident_memory_bytes') / 2 ** 20],
    lagP99Ms: delayBeyondTick(one(b, 'nodejs_eventloop_lag_p99_seconds') * 1000, METRICS_TICK_MS),
    lagMaxMs: delayBeyondTick(one(b, 'nodejs_eventloop_lag_max_seconds') * 1000, METRICS_TICK_MS),
    gcShare:
      (total(b, 'nodejs_gc_duration_seconds_sum') - total(a, 'nodejs_gc_duration_seconds_sum')) /
      seconds,
    sockets: one(b, 'portal_socket_connections'),
    errors5xx: total(b, 'portal_http_errors_total') - total(a, 'portal_http_errors_total'),
    httpPerSecond: [...requests.values()].reduce((n, x) => n + countOf(x), 0) / seconds,
    requests,
  };
}

/** Several servers' figures as one: CPU, sockets, errors and requests summed; the worst lag. */
export function combine(parts: ServerFigures[]): ServerFigures {
  const requests = new Map<string, Buckets>();
  for (const part of parts) {
    for (const [type, buckets] of part.requests) {
      const sum = requests.get(type);
      // Every server has the same buckets (one LATENCY_BUCKETS list in infra/metrics.ts).
      requests.set(
        type,
        sum ? sum.map((x, i) => ({ le: x.le, count: x.count + buckets[i]!.count })) : buckets,
      );
    }
  }
  return {
    cpu: parts.reduce((s, p) => s + p.cpu, 0),
    rssMb: parts.flatMap((p) => p.rssMb),
    lagP99Ms: Math.max(...parts.map((p) => p.lagP99Ms)),
    lagMaxMs: Math.max(...parts.map((p) => p.lagMaxMs)),
    gcShare: Math.max(...parts.map((p) => p.gcShare)),
    sockets: parts.reduce((s, p) => s + p.sockets, 0),
    errors5xx: parts.reduce((s, p) => s + p.errors5xx, 0),
    httpPerSecond: parts.reduce((s, p) => s + p.httpPerSecond, 0),
    requests,
  };
}

/** How many requests the buckets hold. */
export const countOf = (buckets: Buckets) => buckets.at(-1)?.count ?? 0;

/**
 * The q-quantile (0..1) in ms, interpolated within its bucket as Prometheus' histogram_quantile
 * does: an estimate no finer than the buckets (5, 10, 25, 50, 100, 250 ms ...). In the +Inf
 * bucket it is the highest finite bound. NaN without requests.
 */
export function quantileMs(buckets: Buckets, q: number): number {
  const n = countOf(buckets);
  if (!n) return NaN;
  const rank = q * n;
  let lower = 0;
  let below = 0;
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (le === Infinity) return lower * 1000;
      const inBucket = count - below;
      return (lower + (le - lower) * (inBucket ? (rank - below) / inBucket : 1)) * 1000;
    }
    lower = le;
    below = count;
  }
  return lower * 1000;
}

/** Each server's figures from now until `end()` is called, scraped with `token` if any. */
export async function figuresWindow(urls: string[], token?: string) {
  const started = performance.now();
  const first = await Promise.all(urls.map((url) => scrape(url, token)));
  return {
    async end() {
      const last = await Promise.all(urls.map((url) => scrape(url, token)));
      const seconds = (performance.now() - started) / 1000;
      return combine(first.map((a, i) => between(a, last[i]!, seconds)));
    },
  };
}
