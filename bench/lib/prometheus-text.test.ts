import { describe, expect, it } from 'vitest';
import client from 'prom-client';
import { parsePrometheusText } from './prometheus-text';

describe('parsePrometheusText', () => {
  it('reads names, labels, values and skips HELP, TYPE and timestamps', () => {
    const samples = parsePrometheusText(
      [
        '# HELP up Whether it is up',
        '# TYPE up gauge',
        'up 1',
        '',
        'http_seconds_bucket{method="GET",route="/api/a/:id",le="0.005"} 3 1700000000000',
        'http_seconds_bucket{method="GET",route="/api/a/:id",le="+Inf"} 7',
        'lag_seconds NaN',
        'written_by_prom_client Nan',
        'drift -Inf',
        'ceiling +Inf',
        'tiny 1.5e-7',
      ].join('\n'),
    );
    expect(samples).toEqual([
      { name: 'up', labels: {}, value: 1 },
      {
        name: 'http_seconds_bucket',
        labels: { method: 'GET', route: '/api/a/:id', le: '0.005' },
        value: 3,
      },
      {
        name: 'http_seconds_bucket',
        labels: { method: 'GET', route: '/api/a/:id', le: '+Inf' },
        value: 7,
      },
      { name: 'lag_seconds', labels: {}, value: NaN },
      { name: 'written_by_prom_client', labels: {}, value: NaN },
      { name: 'drift', labels: {}, value: -Infinity },
      { name: 'ceiling', labels: {}, value: Infinity },
      { name: 'tiny', labels: {}, value: 1.5e-7 },
    ]);
  });

  it('unescapes label values and accepts a trailing comma', () => {
    const [sample] = parsePrometheusText('m{path="a\\"b\\\\c\\nd",x="}",} 2');
    expect(sample!.labels).toEqual({ path: 'a"b\\c\nd', x: '}' });
  });

  it('refuses a malformed line instead of guessing', () => {
    expect(() => parsePrometheusText('m{a="x" 1')).toThrow(/label/);
    expect(() => parsePrometheusText('m abc')).toThrow(/value/);
    expect(() => parsePrometheusText('{a="x"} 1')).toThrow(/name/);
  });

  it("reads prom-client's own scrape: every sample, with its labels", async () => {
    const registry = new client.Registry();
    const histogram = new client.Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'a "quoted" help\nline',
      labelNames: ['method', 'route'] as const,
      buckets: [0.01, 0.1],
      registers: [registry],
    });
    histogram.observe({ method: 'GET', route: '/api/x' }, 0.05);
    histogram.observe({ method: 'GET', route: '/api/x' }, 0.5);
    const samples = parsePrometheusText(await registry.metrics());
    const of = (name: string, le?: string) =>
      samples.find((s) => s.name === name && (le === undefined || s.labels.le === le))?.value;
    expect(of('portal_http_request_duration_seconds_bucket', '0.01')).toBe(0);
    expect(of('portal_http_request_duration_seconds_bucket', '0.1')).toBe(1);
    expect(of('portal_http_request_duration_seconds_bucket', '+Inf')).toBe(2);
    expect(of('portal_http_request_duration_seconds_count')).toBe(2);
    expect(of('portal_http_request_duration_seconds_sum')).toBeCloseTo(0.55);
    // A gauge without a figure is written `Nan` by prom-client.
    new client.Gauge({ name: 'unset', help: 'h', registers: [registry] }).set(NaN);
    expect(
      parsePrometheusText(await registry.metrics()).find((s) => s.name === 'unset')?.value,
    ).toBeNaN();
  });
});
