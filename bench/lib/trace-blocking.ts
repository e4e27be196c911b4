// Total Blocking Time counted from a page's main-thread CPU time, beside Lighthouse's.
//
// Lighthouse (simulated throttling) counts each observed task's wall time, times its CPU
// slowdown. On this 2-core machine a task's wall time also holds the time its thread waited for
// a core (the server, Chrome's other threads): in the same run a task of 12 ms of CPU can last
// 45 ms. Counting thread time (a trace event's `tdur`) the same way says what the page's own
// work costs, so a change to the page can be told from a busy machine.

/** A Chrome trace event, as far as this needs it. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
}

/** The longest a task may take (ms, after the slowdown) before it blocks, as in TBT. */
const BLOCKING_AFTER_MS = 50;

/** The page's renderer: the process that parsed an http(s) document, and its main thread. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const parsed = new Map<number, number>();
  for (const e of events) {
    const url = e.args?.beginData?.url ?? '';
    if (e.name === 'ParseHTML' && /^https?:/.test(url))
      parsed.set(e.pid, (parsed.get(e.pid) ?? 0) + 1);
  }
  const pid = [...parsed].sort((a, b) => b[1] - a[1])[0]?.[0];
  const main = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  return pid === undefined || !main ? undefined : { pid, tid: main.tid };
}

/**
 * Blocking time (ms) of the page's main-thread tasks from its first contentful paint to the end
 * of the trace, each task's CPU time times `slowdown` less 50 ms; a task that spans the paint
 * counts for its share after it. NaN when the trace has no page or no paint.
 */
export function cpuBlockingTime(events: TraceEvent[], slowdown = 4): number {
  const main = pageMainThread(events);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid)?.ts;
  if (!main || fcp === undefined) return NaN;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid) continue;
    const dur = e.dur ?? 0;
    const end = e.ts + dur;
    if (end <= fcp || dur <= 0) continue;
    const share = (end - Math.max(e.ts, fcp)) / dur;
    const ms = ((e.tdur ?? dur) * share * slowdown) / 1000;
    if (ms > BLOCKING_AFTER_MS) blocking += ms - BLOCKING_AFTER_MS;
  }
  return blocking;
}
