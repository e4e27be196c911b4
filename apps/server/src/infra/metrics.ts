import client from 'prom-client';
import type { Database } from '../db/client';

// What an operator watches (issue 32, decision 110), in Prometheus' format. Each app has its own
// registry (tests build many apps in one process); the process's own figures (CPU, memory, event
// loop, GC) are one registry for the whole process, merged in when scraped.

let processRegistry: client.Registry | undefined;

function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Counts the runs and failures of a scheduled job where it runs. */
export type JobRecorder = <T>(job: string, run: () => Promise<T>) => Promise<T>;

/** The figures the app reports; `text()` is the scrape. */
export interface Metrics {
  /**
   * One answered HTTP request: its route pattern (never the raw URL), status and seconds.
   * `routeKey` is an object that lives as long as the route (its Fastify config): the labelled
   * series are looked up through it, so a request allocates nothing here.
   */
  request(routeKey: object, method: string, route: string, status: number, seconds: number): void;
  /** `count` people sent a chat event. */
  chatDelivered(event: string, count: number): void;
  job: JobRecorder;
  /** Reports the open sockets of this process, read when scraped. */
  watchSockets(count: () => number): void;
  contentType: string;
  text(): Promise<string>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(database: Database): Metrics {
  // Started with the first app, so the process's figures cover its life, not from the first scrape.
  const processFigures = processMetrics();
  const registry = new client.Registry();
  const duration = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'HTTP requests answered, by route pattern, method and status class: rate from _count, latency from the buckets',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new client.Counter({
    name: 'portal_http_errors_total',
    help: 'HTTP requests answered with a 5xx status, by route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const deliveries = new client.Counter({
    name: 'portal_chat_deliveries_total',
    help: 'Chat events sent to people (one per recipient), by event',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  const jobRuns = new client.Counter({
    name: 'portal_job_runs_total',
    help: 'Scheduled job runs on this process, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new client.Counter({
    name: 'portal_job_failures_total',
    help: 'Scheduled job runs that failed, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobDuration = new client.Histogram({
    name: 'portal_job_duration_seconds',
    help: 'Seconds a scheduled job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers: [registry],
  });
  let sockets = () => 0;
  new client.Gauge({
    name: 'portal_socket_connections',
    help: 'Socket.IO connections open on this process',
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });
  const pool = database.poolStats;
  if (pool) {
    new client.Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = pool();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
    new client.Gauge({
      name: 'portal_db_pool_max',
      help: 'Largest number of PostgreSQL pool connections',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
  }
  // PGlite is one connection inside the process: its size is what grows, for both drivers.
  new client.Gauge({
    name: 'portal_db_size_bytes',
    help: 'Size of the database (pg_database_size)',
    registers: [registry],
    async collect() {
      // A database that does not answer leaves the rest of the scrape standing.
      this.set(await database.sizeBytes().catch(() => NaN));
    },
  });

  type Series = ReturnType<typeof duration.labels>;
  // Per route, per method: the series of each status class (1xx-2xx, 3xx, 4xx, 5xx).
  const seriesOf = new WeakMap<object, Map<string, (Series | undefined)[]>>();
  const STATUS_CLASSES = ['2xx', '2xx', '3xx', '4xx', '5xx'];

  return {
    request(routeKey, method, route, status, seconds) {
      let byMethod = seriesOf.get(routeKey);
      if (!byMethod) seriesOf.set(routeKey, (byMethod = new Map()));
      let byClass = byMethod.get(method);
      if (!byClass) byMethod.set(method, (byClass = []));
      const index = Math.min(Math.max(Math.floor(status / 100) - 1, 0), 4);
      const series = (byClass[index] ??= duration.labels({
        method,
        route,
        status_class: STATUS_CLASSES[index]!,
      }));
      series.observe(seconds);
      if (status >= 500) errors.inc({ method, route });
    },
    chatDelivered(event, count) {
      deliveries.inc({ event }, count);
    },
    async job(job, run) {
      jobRuns.inc({ job });
      const end = jobDuration.startTimer({ job });
      try {
        return await run();
      } catch (err) {
        jobFailures.inc({ job });
        throw err;
      } finally {
        end();
      }
    },
    watchSockets(count) {
      sockets = count;
    },
    contentType: registry.contentType,
    text: () => client.Registry.merge([processFigures, registry]).metrics(),
  };
}

/** Runs `run` as is: where no metrics are kept (tests of one service). */
export const untrackedJob: JobRecorder = (_job, run) => run();
