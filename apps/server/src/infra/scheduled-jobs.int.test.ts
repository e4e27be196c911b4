import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { eventually } from '../test/socket-client';
import { createTestDatabase } from '../test/test-app';
import { createJobScheduler, type JobScheduler } from './scheduled-jobs';

// Two schedulers on one database stand for two processes (decision 108); the cluster suite
// (test/jobs.cluster.int.test.ts) does the same with real server processes on PostgreSQL.

let database: Database;
const log = { warn: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A scheduler with one job counting its runs here, due every hour after `firstDelayMs`. */
function schedulerWith(name: string, ran: string[], who: string, firstDelayMs = 0): JobScheduler {
  const s = createJobScheduler({ db: database.db, log, pollMs: 20 });
  s.add({
    name,
    everyMs: 3_600_000,
    firstDelayMs,
    run: async () => {
      ran.push(who);
    },
  });
  return s;
}

const row = async (name: string) =>
  (await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;
const makeDue = (name: string) =>
  database.db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));
const settle = () => new Promise((r) => setTimeout(r, 200));

describe('a scheduled job on two processes', () => {
  it('runs once per due time whichever of them is up', async () => {
    const ran: string[] = [];
    const one = schedulerWith('both-up', ran, 'one');
    const two = schedulerWith('both-up', ran, 'two');
    one.start();
    two.start();
    await eventually(async () => expect(ran).toHaveLength(1), 3000);
    await settle();
    expect(ran).toHaveLength(1);

    await makeDue('both-up');
    await eventually(async () => expect(ran).toHaveLength(2), 3000);
    await settle();
    expect(ran).toHaveLength(2);

    // One stops (a crash or a deploy): the other takes the next due time alone.
    await one.stop();
    await makeDue('both-up');
    await eventually(async () => expect(ran).toHaveLength(3), 3000);
    expect(ran[2]).toBe('two');
    await two.stop();
    expect((await row('both-up')).runs).toBe(3);
  });

  it('keeps its due time across a restart: not run again early, and run when due meanwhile', async () => {
    const ran: string[] = [];
    const first = schedulerWith('restarts', ran, 'first');
    first.start();
    await eventually(async () => expect(ran).toHaveLength(1), 3000);
    await first.stop();
    const due = (await row('restarts')).nextRunAt;

    const restarted = schedulerWith('restarts', ran, 'restarted');
    restarted.start();
    await settle();
    expect(ran).toHaveLength(1);
    expect((await row('restarts')).nextRunAt).toEqual(due);
    await restarted.stop();

    // It fell due while nothing was up: the next start runs it.
    await makeDue('restarts');
    const later = schedulerWith('restarts', ran, 'later');
    later.start();
    await eventually(async () => expect(ran).toEqual(['first', 'later']), 3000);
    await later.stop();
  });

  it('waits its first delay, and does not repeat a failed run before its next due time', async () => {
    const ran: string[] = [];
    const s = schedulerWith('delayed', ran, 's', 3_600_000);
    s.start();
    await settle();
    expect(ran).toEqual([]);
    await s.stop();

    const failing = createJobScheduler({ db: database.db, log, pollMs: 20 });
    let tries = 0;
    failing.add({
      name: 'failing',
      everyMs: 3_600_000,
      firstDelayMs: 0,
      run: async () => {
        tries++;
        throw new Error('down');
      },
    });
    failing.start();
    await eventually(async () => expect(tries).toBe(1), 3000);
    await settle();
    expect(tries).toBe(1);
    await failing.stop();
    const { nextRunAt } = await row('failing');
    expect(nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });
});
