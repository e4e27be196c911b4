import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from './prometheus-text';
import { between, combine, countOf, quantileMs, type Scrape } from './server-metrics';

const scrapeOf = (lines: string[]): Scrape => ({ samples: parsePrometheusText(lines.join('\n')) });
const bucket = (route: string, status: string, le: string, n: number) =>
  `portal_http_request_duration_seconds_bucket{method="GET",route="${route}",status_class="${status}",le="${le}"} ${n}`;

const start = scrapeOf([
  'process_cpu_seconds_total 10',
  'process_resident_memory_bytes 104857600',
  'nodejs_eventloop_lag_p99_seconds 0.5',
  'nodejs_gc_duration_seconds_sum{kind="minor"} 1',
  'nodejs_gc_duration_seconds_sum{kind="major"} 2',
  'portal_socket_connections 0',
  bucket('/api/a', '2xx', '0.01', 5),
  bucket('/api/a', '2xx', '0.1', 5),
  bucket('/api/a', '2xx', '+Inf', 5),
  bucket('/metrics', '2xx', '0.01', 1),
  bucket('/metrics', '2xx', '0.1', 1),
  bucket('/metrics', '2xx', '+Inf', 1),
]);
const end = scrapeOf([
  'process_cpu_seconds_total 15',
  'process_resident_memory_bytes 209715200',
  'nodejs_eventloop_lag_p99_seconds 0.012',
  'nodejs_eventloop_lag_max_seconds 0.25',
  'nodejs_gc_duration_seconds_sum{kind="minor"} 1.3',
  'nodejs_gc_duration_seconds_sum{kind="major"} 2.2',
  'portal_socket_connections 40',
  'portal_http_errors_total{method="GET",route="/api/a"} 2',
  bucket('/api/a', '2xx', '0.01', 55),
  bucket('/api/a', '2xx', '0.1', 103),
  bucket('/api/a', '2xx', '+Inf', 103),
  bucket('/api/a', '5xx', '0.01', 0),
  bucket('/api/a', '5xx', '0.1', 2),
  bucket('/api/a', '5xx', '+Inf', 2),
  bucket('/metrics', '2xx', '0.01', 2),
  bucket('/metrics', '2xx', '0.1', 2),
  bucket('/metrics', '2xx', '+Inf', 2),
]);

describe('server figures between two scrapes', () => {
  it('takes what changed in the window: CPU in cores, requests by route, 5xx', () => {
    const f = between(start, end, 10);
    expect(f.cpu).toBeCloseTo(0.5);
    expect(f.rssMb).toEqual([200]);
    // Less prom-client's 10 ms tick, which every reading of the loop includes.
    expect(f.lagP99Ms).toBeCloseTo(2);
    expect(f.lagMaxMs).toBeCloseTo(240);
    // 0.5 s of collection (both kinds) in 10 s.
    expect(f.gcShare).toBeCloseTo(0.05);
    expect(f.sockets).toBe(40);
    expect(f.errors5xx).toBe(2);
    expect(f.httpPerSecond).toBeCloseTo(10);
    // Status classes summed; the scrapes themselves left out.
    expect([...f.requests.keys()]).toEqual(['GET /api/a']);
    expect(f.requests.get('GET /api/a')).toEqual([
      { le: 0.01, count: 50 },
      { le: 0.1, count: 100 },
      { le: Infinity, count: 100 },
    ]);
  });

  it('adds servers together and keeps the worst lag', () => {
    const f = between(start, end, 10);
    const both = combine([f, { ...f, lagP99Ms: 30, rssMb: [300] }]);
    expect(both.cpu).toBeCloseTo(1);
    expect(both.rssMb).toEqual([200, 300]);
    expect(both.lagP99Ms).toBe(30);
    expect(both.sockets).toBe(80);
    expect(countOf(both.requests.get('GET /api/a')!)).toBe(200);
  });
});

describe('quantileMs', () => {
  const buckets = [
    { le: 0.005, count: 0 },
    { le: 0.01, count: 50 },
    { le: 0.025, count: 100 },
    { le: Infinity, count: 100 },
  ];
  it("interpolates within the bucket as Prometheus' histogram_quantile does", () => {
    expect(quantileMs(buckets, 0.5)).toBeCloseTo(10);
    expect(quantileMs(buckets, 0.99)).toBeCloseTo(24.7);
  });
  it('gives the highest finite bound in the +Inf bucket, NaN without requests', () => {
    expect(quantileMs([...buckets.slice(0, 3), { le: Infinity, count: 200 }], 0.99)).toBe(25);
    expect(quantileMs([{ le: Infinity, count: 0 }], 0.5)).toBeNaN();
  });
});
