// Background jobs (HPC renewals, abandoned 3-D Secure payments, the mail outbox, and every
// later one) on pg-boss, a job queue kept in PostgreSQL (its own schema, `pgboss`, which it
// creates and upgrades itself under a lock). Every app process works the queues, yet:
//   - each due time of a job's cron line makes one job, whichever processes are running
//     (pg-boss's scheduler sends it under a key unique to the name and the minute);
//   - each job is run by one process (taken with FOR UPDATE SKIP LOCKED);
//   - a run that throws is retried with a doubling pause (JOB_RETRY_SECONDS, then about 2x,
//     4x ...), and a run that outlives JOB_TIMEOUT_SECONDS (its process died or hung) is
//     failed by whichever process checks next and retried by any process;
//   - what is pending, running and failed, with the last error, is kept (jobStatus below;
//     `pnpm --filter @courtside/api jobs` prints it).
// The job functions themselves stay safe to run twice (conditional writes), because a run
// that timed out may still finish in a process that was only slow.
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps, JobWaker } from './deps.js';

export interface JobSpec {
  /** The queue's name, as listed by `pnpm jobs`. */
  name: string;
  /** Due times: a five-field cron line in the association's time zone (a minute at the finest). */
  cron: string;
  /** What the job does once; its answer (counts of what it did) is logged when not all zero. */
  run: (deps: Deps) => Promise<Record<string, number>>;
}

export interface JobTiming {
  /** A run longer than this is taken as lost and run again. */
  timeoutSeconds: number;
  /** The first retry's pause; each next one doubles. */
  retrySeconds: number;
}

/** Retries of one due run before it is left failed (the next due time runs afresh). */
export const RETRY_LIMIT = 5;
export const JOB_SCHEMA = 'pgboss';

export interface JobsOptions {
  databaseUrl: string;
  specs: readonly JobSpec[];
  timing: JobTiming;
  /** The association's: cron lines are read in it. */
  timeZone: string;
  log: FastifyBaseLogger;
  /** Names of jobs this release removed: their schedules are dropped. */
  retired?: readonly string[];
}

/**
 * With the queue off (tests and the bench, which run the job functions themselves), a wake is
 * left to the next due time, which never comes there.
 */
export const QUEUE_OFF: JobWaker = { wake: () => undefined };

export class Jobs implements JobWaker {
  private boss: PgBoss | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private starting: Promise<void> | null = null;
  private readonly retired: readonly string[];

  constructor(private readonly options: JobsOptions) {
    this.retired = options.retired ?? [];
  }

  /**
   * Starts working the queues without holding up the server's start: if the database refuses
   * (it is restarting), it tries again with a growing pause, up to half a minute.
   */
  startInBackground(deps: Deps, pauseMs = 500): void {
    if (this.stopped) return;
    this.starting = this.start(deps).catch((err: unknown) => {
      if (this.stopped) return;
      this.options.log.warn({ err, retryInMs: pauseMs }, 'job queue did not start; trying again');
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.startInBackground(deps, Math.min(pauseMs * 2, 30_000));
      }, pauseMs);
    });
  }

  /** Creates the queues and schedules (idempotent: every process does it) and starts working them. */
  async start(deps: Deps): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.options.databaseUrl,
      schema: JOB_SCHEMA,
      application_name: 'courtside-jobs',
      max: 3,
      // Lost runs are found within a quarter of the timeout (at least every second, at most every minute).
      maintenanceIntervalSeconds: Math.min(
        60,
        Math.max(1, Math.floor(this.options.timing.timeoutSeconds / 4)),
      ),
      // The scheduler looks at the clock often enough to send each minute's jobs within it.
      cronMonitorIntervalSeconds: 10,
    });
    boss.on('error', (err) => this.options.log.warn({ err }, 'job queue: database unavailable? retrying'));
    try {
      await boss.start();
    } catch (err) {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      throw err;
    }
    this.boss = boss; // stop() waits for the rest of start() before stopping it
    // Jobs this release retired stop being scheduled (their queues and history stay to be read).
    // Only named ones: a process of an older release, still running in a rolling deploy, must
    // not unschedule a job it has never heard of.
    for (const name of this.retired) await boss.unschedule(name);
    for (const spec of this.options.specs) {
      await this.ensureQueue(boss, spec);
      await boss.schedule(spec.name, spec.cron, {}, { tz: this.options.timeZone });
      await boss.work(spec.name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
        try {
          const summary = await spec.run(deps);
          if (Object.values(summary).some((n) => n > 0))
            this.options.log.info({ job: spec.name, jobId: job?.id, summary }, 'job done');
          return summary;
        } catch (err) {
          this.options.log.warn(
            { job: spec.name, jobId: job?.id, err },
            'job failed; it is retried after a pause',
          );
          throw err;
        }
      });
    }
  }

  /**
   * Creates the queue, or brings its settings up to date. Processes starting together race to
   * create it (PostgreSQL may answer one of them with a deadlock or a duplicate): the loser
   * tries again and finds it made.
   */
  private async ensureQueue(boss: PgBoss, spec: JobSpec): Promise<void> {
    const settings = {
      name: spec.name,
      policy: 'standard' as const,
      retryLimit: RETRY_LIMIT,
      retryDelay: this.options.timing.retrySeconds,
      retryBackoff: true,
      expireInSeconds: this.options.timing.timeoutSeconds,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(spec.name)) await boss.updateQueue(spec.name, settings);
        else await boss.createQueue(spec.name, settings);
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  /** Queues one run of a job now (beside its due times), for any process to take. */
  async send(name: string, data: object = {}): Promise<string | null> {
    if (!this.boss) throw new Error('the job queue has not started');
    return this.boss.send(name, data);
  }

  wake(name: string): void {
    this.send(name, { woken: true }).catch((err: unknown) =>
      this.options.log.warn({ err, job: name }, 'job not queued; it runs at its next due time'),
    );
  }

  /** Stops taking jobs and lets the running ones finish (up to `graceMs`); the queue outlives the process. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.starting;
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: graceMs });
  }
}

export interface QueueStatus {
  name: string;
  cron: string | null;
  /** Waiting for their time or a worker (created), or for their next try (retry). */
  pending: number;
  running: number;
  /** Runs that used up their retries, in the kept history. */
  failed: number;
  lastDoneAt: Date | null;
  lastError: { at: Date; message: string } | null;
}

/**
 * What every queue holds: pending, running, failed and the last error. Read from pg-boss's
 * tables (current jobs and the archive of finished ones), pinned by its version.
 */
export async function jobStatus(db: Pick<pg.ClientBase, 'query'>): Promise<QueueStatus[]> {
  const installed = await db.query<{ ok: boolean }>(
    `SELECT to_regclass('${JOB_SCHEMA}.queue') IS NOT NULL AS ok`,
  );
  if (!installed.rows[0]?.ok) return [];
  const { rows } = await db.query<{
    name: string;
    cron: string | null;
    pending: number;
    running: number;
    failed: number;
    last_done: Date | null;
    error_at: Date | null;
    error: string | null;
  }>(`
    WITH every_job AS (
      SELECT name, state, retry_count, completed_on, started_on, output FROM ${JOB_SCHEMA}.job
      UNION ALL
      SELECT name, state, retry_count, completed_on, started_on, output FROM ${JOB_SCHEMA}.archive
    )
    SELECT q.name, s.cron,
      count(*) FILTER (WHERE j.state IN ('created', 'retry'))::int AS pending,
      count(*) FILTER (WHERE j.state = 'active')::int AS running,
      count(*) FILTER (WHERE j.state = 'failed')::int AS failed,
      max(j.completed_on) FILTER (WHERE j.state = 'completed') AS last_done,
      e.at AS error_at, e.message AS error
    FROM ${JOB_SCHEMA}.queue q
    LEFT JOIN ${JOB_SCHEMA}.schedule s ON s.name = q.name
    LEFT JOIN every_job j ON j.name = q.name
    LEFT JOIN LATERAL (
      SELECT coalesce(f.completed_on, f.started_on) AS at,
             coalesce(f.output #>> '{value,message}', f.output ->> 'message', f.output::text) AS message
      FROM every_job f
      -- A run's error stays on it until a retry succeeds (and while that retry runs).
      WHERE f.name = q.name AND f.output IS NOT NULL
        AND (f.state IN ('failed', 'retry') OR (f.state = 'active' AND f.retry_count > 0))
      ORDER BY coalesce(f.completed_on, f.started_on) DESC NULLS LAST
      LIMIT 1
    ) e ON true
    WHERE q.name NOT LIKE '\\_\\_pgboss%'
    GROUP BY q.name, s.cron, e.at, e.message
    ORDER BY q.name`);
  return rows.map((r) => ({
    name: r.name,
    cron: r.cron,
    pending: r.pending,
    running: r.running,
    failed: r.failed,
    lastDoneAt: r.last_done,
    lastError: r.error_at && r.error ? { at: r.error_at, message: r.error } : null,
  }));
}
