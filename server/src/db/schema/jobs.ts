import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last run of each periodic job in this tenant database (server/src/platform/jobs/scheduler.ts, docs/architecture.md
 * "Periodic jobs"). Whether a job is due is decided here, not in a process's memory: a process claims a run with one
 * conditional upsert, so of several processes on the database one runs it.
 */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  /** When the last run was claimed. */
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Null while it runs (or when the process running it died). */
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  /** Whether the last finished run succeeded; null while it runs. */
  ok: boolean(),
  /** Why the last run failed: the error's code and message, never a value of the rows. */
  error: text(),
  /** How many runs were claimed in all. */
  runs: integer().notNull().default(0),
});
