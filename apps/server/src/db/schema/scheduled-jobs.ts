import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each scheduled job's next due time, claimed by one process at a time (decision 108): the
 * process whose conditional update moves `next_run_at` on runs the job; the others see it not due.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lastRunAt: timestamp({ withTimezone: true }),
  /** Runs claimed so far, for operators (and the tests that count them). */
  runs: integer().notNull().default(0),
});
