// bench/load's recorder: the virtual users (load-sessions.ts) record into it, each step's figures
// (load-report.ts) are read from it, and the nothing-lost check reads what was acknowledged.
/** Timings by call type, errors, and what the server acknowledged (checked in the database after). */
export class LoadRecorder {
  readonly latencies = new Map<string, number[]>();
  readonly errors: string[] = [];
  /** A slot booked or a request approved by someone else first (409): an answer, not an error. */
  conflicts = 0;
  deliveries = 0;
  readonly sentChat: string[] = [];
  readonly bookings: string[] = [];
  /** Each second of the step, the slowest call that ended in it: a stall shows as a burst. */
  readonly slowestBySecond: number[] = [];
  private started = performance.now();

  record(type: string, ms: number) {
    const list = this.latencies.get(type);
    if (list) list.push(ms);
    else this.latencies.set(type, [ms]);
    const second = Math.floor((performance.now() - this.started) / 1000);
    this.slowestBySecond[second] = Math.max(this.slowestBySecond[second] ?? 0, ms);
  }

  /** Starts a new step's figures; what was acknowledged is kept for the final check. */
  reset() {
    this.latencies.clear();
    this.errors.length = 0;
    this.conflicts = 0;
    this.deliveries = 0;
    this.slowestBySecond.length = 0;
    this.started = performance.now();
  }
}
