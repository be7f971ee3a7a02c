import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logSafeError } from '../../lib/log-safe.ts';

/**
 * The one scheduler every periodic job runs on (docs/architecture.md "Periodic jobs", docs/adr/0014-scheduler.md).
 *
 * Each process ticks on a timer; on a tick it visits each tenant database it has open and, for each job, claims a run
 * in that database's `job_runs` with one conditional upsert: the row is written only when the last run started at
 * least `everyMs` ago (and finished, or was left unfinished for `staleMs`). PostgreSQL serialises the upserts of
 * several processes on the row, so of N processes one claims the run and the others see it taken; PGlite is one
 * process and takes the same statement. Jobs are idempotent: a run that died half-way is simply run again later.
 */

export interface JobTarget {
  /** The tenant's slug (file keys start with it). */
  slug: string;
  db: Db;
}

export interface Job {
  /** Unique; the row of `job_runs`. */
  name: string;
  /** At most one run per this many milliseconds, per tenant database. */
  everyMs: number;
  /** The work for one tenant database; `now` is the scheduler's clock. Answers a count for the log (rows deleted, …). */
  run: (target: JobTarget, now: Date) => Promise<number | void>;
}

export interface JobLog {
  info: (o: object, msg: string) => void;
  warn: (o: object, msg: string) => void;
  error: (o: object, msg: string) => void;
}

export interface SchedulerOptions {
  jobs: Job[];
  /** The tenant databases to visit on a tick: those this process has open. */
  targets: () => Promise<JobTarget[]>;
  now: () => Date;
  log: JobLog;
  /** How often the process looks for due jobs; 0 starts no timer (tests run jobs with `run`). */
  tickMs: number;
}

/** A run not finished after this long is taken as dead (its process stopped) and may be claimed again. */
const STALE_MS = 60 * 60_000;

/** Claims a run of `job` in `db` when it is due; answers whether this process got it. */
export const claimRun = async (db: Db, job: Pick<Job, 'name' | 'everyMs'>, now: Date): Promise<boolean> => {
  const lastBefore = new Date(now.getTime() - job.everyMs);
  const staleBefore = new Date(now.getTime() - Math.max(job.everyMs, STALE_MS));
  const claimed = (await db.execute(sql`
    INSERT INTO job_runs (name, started_at, runs) VALUES (${job.name}, ${now}, 1)
    ON CONFLICT (name) DO UPDATE SET started_at = excluded.started_at, finished_at = NULL, ok = NULL, error = NULL,
      runs = job_runs.runs + 1
    WHERE (job_runs.finished_at IS NOT NULL AND job_runs.started_at <= ${lastBefore})
       OR (job_runs.finished_at IS NULL AND job_runs.started_at <= ${staleBefore})
    RETURNING name`)) as unknown as { rows: unknown[] };
  return claimed.rows.length === 1;
};

const finishRun = async (db: Db, name: string, at: Date, error?: string): Promise<void> => {
  await db.execute(sql`UPDATE job_runs SET finished_at = ${at}, ok = ${!error}, error = ${error ?? null}
    WHERE name = ${name}`);
};

/** The error's SQLSTATE or name and its message up to the first value it echoes; never a value of the rows. */
const reasonOf = (error: unknown): string => {
  const safe = logSafeError(error);
  return `${String(safe.code ?? safe.type ?? 'Error')} ${safe.message}`.slice(0, 200);
};

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly opts: SchedulerOptions) {
    const names = new Set(opts.jobs.map((j) => j.name));
    if (names.size !== opts.jobs.length) throw new Error('job names must be unique');
  }

  get jobs(): readonly Job[] {
    return this.opts.jobs;
  }

  /** Whether the timer is on. */
  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Starts the timer (unless `tickMs` is 0). The timer does not hold the process open. */
  start(): void {
    if (this.timer || this.opts.tickMs <= 0) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.opts.tickMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick in progress: the job it runs finishes, no other starts. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  /** Runs every due job of every open tenant once; a tick still running makes the next one a no-op. */
  tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = this.visitAll().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  private async visitAll(): Promise<void> {
    let targets: JobTarget[];
    try {
      targets = await this.opts.targets();
    } catch (error) {
      this.opts.log.warn({ err: error }, 'jobs: the tenant databases could not be opened');
      return;
    }
    for (const target of targets) {
      for (const job of this.opts.jobs) {
        if (this.stopped) return;
        await this.runIfDue(job, target);
      }
    }
  }

  /** Claims and runs `job` in `target` when it is due there; answers whether it ran. Never throws. */
  async runIfDue(job: Job, target: JobTarget): Promise<boolean> {
    const { log } = this.opts;
    let claimed: boolean;
    try {
      claimed = await claimRun(target.db, job, this.opts.now());
    } catch (error) {
      log.warn({ err: error, job: job.name, tenant: target.slug }, 'job not claimed: the database did not answer');
      return false;
    }
    if (!claimed) return false;
    await this.execute(job, target);
    return true;
  }

  /**
   * Runs a job now in `target`, due or not (tests; an operator's manual run). The run is recorded as any other, so the
   * timer's next run of it waits its interval. Answers the job's count; throws what the job threw.
   */
  async run(name: string, target: JobTarget): Promise<number | void> {
    const job = this.opts.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    await claimRun(target.db, { name, everyMs: 0 }, this.opts.now());
    return this.execute(job, target, true);
  }

  private async execute(job: Job, target: JobTarget, rethrow = false): Promise<number | void> {
    const { log } = this.opts;
    const started = Date.now();
    const where = { job: job.name, tenant: target.slug };
    try {
      const count = await job.run(target, this.opts.now());
      await finishRun(target.db, job.name, this.opts.now());
      if (count) log.info({ ...where, count, ms: Date.now() - started }, 'job done');
      return count;
    } catch (error) {
      log.error({ ...where, err: error }, 'job failed; it runs again when next due');
      await finishRun(target.db, job.name, this.opts.now(), reasonOf(error)).catch(() => {});
      if (rethrow) throw error;
    }
  }
}
