// GET /metrics on the real server: Prometheus's text format behind METRICS_TOKEN, request
// durations labelled by route pattern (never the raw address), the job queues and the mail
// outbox as the database holds them, and the database pool; off in production without a token.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { JOB_SCHEMA } from '../lib/jobs.js';
import { APP_VERSION } from '../lib/version.js';

const TOKEN = randomBytes(24).toString('hex');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx?.close());

const scrape = async () => {
  const res = await ctx.api().get('/metrics').set('authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return res.text;
};

/** The value of one sample line, e.g. `courtside_job_queue_waiting{queue="x"}`; undefined when absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('answers only a scrape that sends METRICS_TOKEN as a bearer token', async () => {
    expect((await ctx.api().get('/metrics')).status).toBe(401);
    const wrong = await ctx
      .api()
      .get('/metrics')
      .set('authorization', `Bearer ${TOKEN.slice(1)}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'unauthenticated', message: expect.any(String) });
    const res = await ctx.api().get('/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.text).toContain('# TYPE process_cpu_seconds_total counter');
    // The version this process runs, the one every package.json carries.
    expect(sample(res.text, `courtside_build_info{version="${APP_VERSION}"}`)).toBe(1);
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    // Console writes answered without an audit entry (modules/audit/audit-watch.ts): none.
    expect(sample(res.text, 'courtside_unaudited_console_writes')).toBe(0);
  });

  it('times requests by route pattern and status, never by the raw address', async () => {
    await ctx.api().get('/api/ecommerce/store/covers/no-such-cover.png').expect(404);
    await ctx.api().get('/api/ecommerce/store/covers/another-missing.png').expect(404);
    await ctx.api().get('/no/route/here-7f3a').expect(404);
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/ecommerce/store/covers/:name",status_code="404"}',
      ),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-cover');
    expect(text).not.toContain('here-7f3a');
  });

  it('counts the mail outbox: pending, retrying after a refusal, failed, and the oldest waiting', async () => {
    const hourAgo = new Date(Date.now() - 3600_000);
    const mail = { to: 'member@example.org', subject: 'Hello', text: 'Hi' };
    await ctx.db.mailOutbox.createMany({
      data: [
        { ...mail, createdAt: hourAgo },
        { ...mail, attempts: 3, lastError: 'relay refused' },
        { ...mail, status: 'failed', attempts: 60 },
        { ...mail, status: 'sent', attempts: 1 },
      ],
    });
    const text = await scrape();
    expect(sample(text, 'courtside_database_up')).toBe(1);
    expect(sample(text, 'courtside_mail_outbox_messages{state="pending"}')).toBe(2);
    expect(sample(text, 'courtside_mail_outbox_messages{state="retrying"}')).toBe(1);
    expect(sample(text, 'courtside_mail_outbox_messages{state="failed"}')).toBe(1);
    expect(sample(text, 'courtside_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(3600);
  });

  it('counts each job queue’s waiting and failed jobs as the database holds them', async () => {
    // pg-boss as another app process would run it: two jobs sent, one taken and failed for good.
    const boss = new PgBoss({ connectionString: ctx.databaseUrl, schema: JOB_SCHEMA });
    boss.on('error', () => undefined);
    await boss.start();
    try {
      await boss.createQueue('metrics-test', { name: 'metrics-test', retryLimit: 0 });
      await boss.send('metrics-test', { n: 1 });
      await boss.send('metrics-test', { n: 2 });
      const [taken] = await boss.fetch('metrics-test');
      await boss.fail('metrics-test', taken!.id, { message: 'no luck' });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const text = await scrape();
    expect(sample(text, 'courtside_job_queue_waiting{queue="metrics-test"}')).toBe(1);
    expect(sample(text, 'courtside_job_queue_running{queue="metrics-test"}')).toBe(0);
    expect(sample(text, 'courtside_job_queue_failed{queue="metrics-test"}')).toBe(1);
  });

  it("shows this process's database pool", async () => {
    const text = await scrape();
    expect(sample(text, 'courtside_db_pool_max')).toBe(10);
    expect(sample(text, 'courtside_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'courtside_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'courtside_db_pool_waiting')).toBe(0);
  });
});

describe('/metrics in production', () => {
  it('is off without METRICS_TOKEN', async () => {
    const production = await createTestContext({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    });
    try {
      const res = await production.api().get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_request_duration_seconds');
    } finally {
      await production.close();
    }
  });
});
