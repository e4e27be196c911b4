import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, type TraceEvent } from './trace-blocking';

const PAGE = 7;
const MAIN = 1;
const base: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'ParseHTML',
    ph: 'X',
    pid: PAGE,
    tid: MAIN,
    ts: 10,
    dur: 5,
    args: { beginData: { url: 'http://127.0.0.1/home' } },
  },
  // Chrome's own pages parse too, in a renderer of their own: never the page measured.
  { name: 'thread_name', ph: 'M', pid: 9, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'ParseHTML',
    ph: 'X',
    pid: 9,
    tid: MAIN,
    ts: 10,
    dur: 5,
    args: { beginData: { url: 'chrome://newtab' } },
  },
  { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: MAIN, ts: 100_000 },
];
const task = (pid: number, ts: number, dur: number, tdur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: MAIN,
  ts,
  dur,
  tdur,
});

describe('cpuBlockingTime', () => {
  it('counts thread time times the slowdown, less 50 ms, for tasks after the paint', () => {
    const events = [
      ...base,
      task(PAGE, 200_000, 45_000, 20_000), // 20 ms of CPU: 80 ms, 30 blocking (not 45 x 4)
      task(PAGE, 300_000, 10_000, 10_000), // 40 ms: not blocking
      task(PAGE, 50_000, 20_000, 20_000), // over before the paint
      task(9, 200_000, 90_000, 90_000), // another renderer
    ];
    expect(cpuBlockingTime(events)).toBeCloseTo(30);
  });

  it('counts a task that spans the paint for its share after it', () => {
    // 40 ms of CPU over 80 ms, half of it after the paint: 20 ms x 4 = 80, 30 blocking.
    expect(cpuBlockingTime([...base, task(PAGE, 60_000, 80_000, 40_000)])).toBeCloseTo(30);
  });

  it('is NaN without a paint', () => {
    expect(cpuBlockingTime(base.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNaN();
  });
});
