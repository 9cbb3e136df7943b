// The job queue (lib/jobs.ts) on a real PostgreSQL with real pg-boss: two Jobs instances stand
// for two app processes. A run that throws is retried with a growing pause and its error is
// kept; a run that hangs past the timeout is failed and run again; each job sent is
// run once; what the queue holds is what jobStatus reports. (A process killed mid-run:
// test/scale-out/jobs.int.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase } from '../../test/helpers.js';
import { until } from '../../test/faults/load.js';
import type { Deps } from './deps.js';
import { jobStatus, Jobs, type JobSpec, type QueueStatus } from './jobs.js';

const log: FastifyBaseLogger = Fastify({ logger: false }).log;
const NEVER = '0 0 1 1 *'; // due once a year: these tests send their jobs themselves
const deps = {} as Deps;

let databaseUrl = '';
let client: pg.Client;
const running: Jobs[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
});

afterAll(async () => {
  await Promise.all(running.map((j) => j.stop(100)));
  await client.end();
});

const startJobs = async (specs: JobSpec[], timeoutSeconds = 600, retired: string[] = []) => {
  const jobs = new Jobs({
    databaseUrl,
    specs,
    timing: { timeoutSeconds, retrySeconds: 1 },
    timeZone: 'Australia/Sydney',
    log,
    retired,
  });
  running.push(jobs);
  await jobs.start(deps);
  return jobs;
};

const jobRow = async (id: string) =>
  (
    await client.query<{ state: string; retry_count: number; output: { message?: string } | null }>(
      'SELECT state, retry_count, output FROM pgboss.job WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('the job queue', () => {
  it('retries a failing run with a growing pause, keeps its error, then completes it', async () => {
    const tries: number[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const jobs = await startJobs([
      {
        name: 'flaky',
        cron: NEVER,
        run: async () => {
          tries.push(Date.now());
          const attempt = tries.length;
          if (attempt === 2) await gate; // the first retry holds here while the test looks
          if (attempt <= 2) throw new Error(`relay refused (try ${attempt})`);
          return { sent: 1 };
        },
      },
    ]);
    const id = (await jobs.send('flaky'))!;
    await until(async () => tries.length === 2, 15_000, 'the first retry');
    const [retrying] = (await jobStatus(client)).filter((q) => q.name === 'flaky');
    expect(retrying).toMatchObject({
      pending: 0,
      running: 1,
      failed: 0,
      lastError: { message: 'relay refused (try 1)' },
    });
    release();

    await until(async () => (await jobRow(id))?.state === 'completed', 30_000, 'the third try');
    expect(tries).toHaveLength(3);
    expect((await jobRow(id))?.retry_count).toBe(2);
    // The pause grows: the first retry waits 1-2 s, the second 2-4 s.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1_000);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2_000);
    const [done] = (await jobStatus(client)).filter((q) => q.name === 'flaky');
    expect(done).toMatchObject({ pending: 0, running: 0, failed: 0, cron: NEVER });
    expect(done!.lastDoneAt).toBeInstanceOf(Date);
    // pg-boss's own scheduling queue is there, but it is not one of ours to show.
    const { rows } = await client.query("SELECT 1 FROM pgboss.queue WHERE name = '__pgboss__send-it'");
    expect(rows).toHaveLength(1);
    expect((await jobStatus(client)).map((q) => q.name)).not.toContain('__pgboss__send-it');
  }, 45_000);

  it('leaves a run failed once its retries are used up, with its last error shown', async () => {
    let tries = 0;
    const jobs = await startJobs([
      {
        name: 'broken',
        cron: NEVER,
        run: async () => {
          tries++;
          throw new Error('the gateway answered 401');
        },
      },
    ]);
    await client.query(
      "UPDATE pgboss.queue SET retry_limit = 1, retry_backoff = false WHERE name = 'broken'",
    );
    const id = (await jobs.send('broken'))!;
    await until(async () => (await jobRow(id))?.state === 'failed', 30_000, 'the run to fail for good');
    expect(tries).toBe(2);
    const [status] = (await jobStatus(client)).filter((q) => q.name === 'broken');
    expect(status).toMatchObject({
      pending: 0,
      failed: 1,
      lastError: { message: 'the gateway answered 401' },
    });
  }, 45_000);

  it('drops the schedules of jobs the release retired, and of no other', async () => {
    const schedules = async () =>
      (
        await client.query<{ name: string; cron: string; timezone: string }>(
          "SELECT name, cron, timezone FROM pgboss.schedule WHERE name IN ('retired', 'newer', 'current') ORDER BY name",
        )
      ).rows;
    // An older release has 'retired'; a newer one, 'newer'.
    await startJobs([{ name: 'retired', cron: '*/5 * * * *', run: async () => ({}) }]);
    await startJobs([{ name: 'newer', cron: '*/10 * * * *', run: async () => ({}) }]);
    await startJobs([{ name: 'current', cron: '0 3 * * *', run: async () => ({}) }], 600, ['retired']);
    expect(await schedules()).toEqual([
      { name: 'current', cron: '0 3 * * *', timezone: 'Australia/Sydney' },
      { name: 'newer', cron: '*/10 * * * *', timezone: 'Australia/Sydney' },
    ]);
  });

  it('runs each job once when two processes work the queue', async () => {
    const runs = new Map<string, number>();
    const spec = (who: string): JobSpec => ({
      name: 'once',
      cron: NEVER,
      run: async () => {
        runs.set(who, (runs.get(who) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 20));
        return {};
      },
    });
    const [a] = await Promise.all([startJobs([spec('a')]), startJobs([spec('b')])]);
    const ids = await Promise.all(Array.from({ length: 12 }, () => a.send('once')));
    await until(
      async () =>
        (
          await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'once' AND state = 'completed'",
          )
        ).rows[0]!.n === ids.length,
      30_000,
      'every job to be done',
    );
    expect((runs.get('a') ?? 0) + (runs.get('b') ?? 0)).toBe(ids.length);
  }, 60_000);

  it('fails a run that outlives the timeout and runs it again', async () => {
    let calls = 0;
    let seen: QueueStatus | undefined;
    const jobs = await startJobs(
      [
        {
          name: 'long',
          cron: NEVER,
          run: async () => {
            calls++;
            // The first run never finishes (a hung relay). The retry looks at the queue while it
            // runs (read here, not after it: a busy machine could let it outlive the timeout too).
            if (calls === 1) return new Promise(() => {});
            [seen] = (await jobStatus(client)).filter((q) => q.name === 'long');
            return { done: 1 };
          },
        },
      ],
      2,
    );
    const id = (await jobs.send('long'))!;
    await until(async () => (await jobRow(id))?.state === 'completed', 30_000, 'the retry to finish it');
    expect(seen).toMatchObject({ running: 1, lastError: { message: 'handler execution exceeded 2000ms' } });
    expect(calls).toBe(2);
    expect((await jobRow(id))?.retry_count).toBe(1);
  }, 45_000);
});
