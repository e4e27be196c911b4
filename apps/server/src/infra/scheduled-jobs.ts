import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { untrackedJob, type JobRecorder } from './metrics';

// Every scheduled job runs once per due time whichever processes are up (decision 108). Each
// job's next due time is a row of `scheduled_jobs`; every process looks at the rows on a short
// tick, and the one whose conditional update moves a due row on is the one that runs it. Due
// times are the database's clock and outlive the processes, so a restart neither repeats a run
// nor loses one that fell due while nothing was up.

export interface ScheduledJob {
  /** The row's name; one per job across every process. */
  name: string;
  everyMs: number;
  /** How long after the job's first registration (ever, not per process) its first run is due. */
  firstDelayMs: number;
  run: () => Promise<unknown>;
}

export interface JobSchedulerDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How often each process looks for due jobs (shorter when a job is due more often). */
  pollMs: number;
  /** Counts each run and failure (the metrics' `job`, decision 110). */
  record?: JobRecorder;
}

const ms = (n: number) => sql`${n} * interval '1 millisecond'`;

export function createJobScheduler({ db, log, pollMs, record = untrackedJob }: JobSchedulerDeps) {
  const jobs: ScheduledJob[] = [];
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();

  let registered = false;
  /** A row per job, first due after its first delay; a row already there keeps its due time. */
  async function register(): Promise<void> {
    for (const job of jobs) {
      await db
        .insert(scheduledJobs)
        .values({ name: job.name, nextRunAt: sql`now() + ${ms(job.firstDelayMs)}` })
        .onConflictDoNothing();
    }
  }

  /** True when this process took the job's due time (and moved it on by `everyMs`). */
  async function claim(job: ScheduledJob): Promise<boolean> {
    const rows = await db
      .update(scheduledJobs)
      .set({
        nextRunAt: sql`now() + ${ms(job.everyMs)}`,
        lastRunAt: sql`now()`,
        runs: sql`${scheduledJobs.runs} + 1`,
      })
      .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, sql`now()`)))
      .returning({ name: scheduledJobs.name });
    return rows.length > 0;
  }

  /** Runs each due job this process can claim; a job still running here is left to its run. */
  async function tick(): Promise<void> {
    // Registered on a tick, not at start: a process starting while the database is away starts
    // all the same, and registers its jobs once the database answers.
    if (!registered) {
      try {
        await register();
        registered = true;
      } catch (err) {
        log.warn({ err }, 'scheduled jobs could not be registered');
        return;
      }
    }
    for (const job of jobs) {
      if (running.has(job.name)) continue;
      try {
        if (!(await claim(job))) continue;
      } catch (err) {
        log.warn({ err, job: job.name }, 'scheduled job could not be claimed');
        continue;
      }
      const run = record(job.name, job.run)
        .then(() => undefined)
        .catch((err: unknown) => log.warn({ err, job: job.name }, `${job.name} failed`))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
  }

  return {
    add(job: ScheduledJob): void {
      jobs.push(job);
    },
    /** Starts ticking; the first tick registers the jobs' rows (an existing row keeps its time). */
    start(): void {
      if (!jobs.length) return;
      const every = Math.min(pollMs, ...jobs.map((j) => j.everyMs));
      const next = () => {
        ticking = ticking.then(tick);
      };
      next();
      timer = setInterval(next, every);
      timer.unref();
    },
    /** Stops ticking and waits for the runs under way. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;
