// Background jobs with two real server processes on one PostgreSQL: the job
// queue (lib/jobs.ts, pg-boss) sends each due time of a job once whichever processes run, runs
// each job in one process, and when the process running a job is killed mid-run, the other
// finishes it once the run's time is up (JOB_TIMEOUT_SECONDS, 8 s here: long enough that a
// flush of the outbox on a busy machine is not taken as lost, short enough for the kill test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { loadEnv } from '../../src/config/env.js';
import { JOB_SPECS } from '../../src/job-specs.js';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { seedDemo } from '../../src/seed/demo.js';
import { createDivision, createSeason, createTeams } from '../competition-factory.js';
import { createMember } from '../factories.js';
import { createStoreProduct } from '../store-factories.js';
import { startMailCatcher, type MailCatcher } from '../mail-catcher.js';
import { startStripeMock, type MockIntent, type StripeMock } from '../stripe-mock.js';
import { until } from '../faults/load.js';
import { DEMO_TRIAL, spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { createTestDatabase } from '../helpers.js';

let db: Db;
let client: pg.Client;
let boss: PgBoss;
let relay: MailCatcher;
let stripes: StripeMock[] = [];
let servers: SpawnedServer[] = [];
const startedAt = new Date();

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  await seedDemo(db, loadEnv({ NODE_ENV: 'test' }));
  relay = await startMailCatcher();
  // One Stripe stand-in a process, so the test knows which process made a call.
  stripes = await Promise.all([startStripeMock(), startStripeMock()]);
  servers = await Promise.all(
    stripes.map((stripe) =>
      spawnServer(databaseUrl, {
        SMTP_URL: relay.url,
        STRIPE_SECRET_KEY: 'sk_test_courtside',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
        STRIPE_API_URL: stripe.url,
        JOB_TIMEOUT_SECONDS: '8',
        JOB_RETRY_SECONDS: '1',
        ...DEMO_TRIAL,
      }),
    ),
  );
  await Promise.all(servers.map((server) => server.ready()));
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Every queue made (a process makes them one by one as it starts): a job sent to a queue not
  // made yet is dropped, and send() answers null.
  const names = JOB_SPECS.map((spec) => spec.name);
  await until(
    async () =>
      (await client.query('SELECT 1 FROM pgboss.queue WHERE name = ANY($1)', [names])).rowCount ===
      names.length,
    60_000,
    'the job queues',
  );
  // The test sends jobs too, as the console will; it does no scheduling or upkeep of its own.
  boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    max: 1,
  });
  await boss.start();
}, 240_000);

afterAll(async () => {
  await boss?.stop({ graceful: false });
  await Promise.all(servers.map((s) => s.cleanup()));
  await Promise.all(stripes.map((s) => s.close()));
  await relay?.close();
  await client?.end();
  await db?.$disconnect();
});

const jobOf = async (id: string) =>
  (
    await client.query<{ state: string; retry_count: number }>(
      'SELECT state, retry_count FROM pgboss.job WHERE id = $1 UNION ALL SELECT state, retry_count FROM pgboss.archive WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('jobs across two processes', () => {
  it('sends each kept mail once while both processes empty the outbox at the same time', async () => {
    const subjects = Array.from({ length: 24 }, (_, i) => `Kept while the relay was down #${i}`);
    await db.mailOutbox.createMany({
      data: subjects.map((subject) => ({
        to: 'kept@example.test',
        subject,
        text: 'Sent from the outbox.',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 1_000),
      })),
    });
    const ids = await Promise.all(Array.from({ length: 6 }, () => boss.send('mail-outbox', { by: 'test' })));
    expect(ids).not.toContain(null);
    // Every run ends. On a busy machine a run can still outlive the timeout and be run again
    // (finding nothing left to send): what matters is that each mail goes out once.
    const ended = async () =>
      (await Promise.all(ids.map((id) => jobOf(id!)))).every((job) =>
        ['completed', 'failed'].includes(job?.state ?? ''),
      );
    await until(ended, 90_000, 'the flushes').catch(async (err: Error) => {
      // Say where each run stood, so a failure can be read from the log.
      const states = await Promise.all(ids.map((id) => jobOf(id!)));
      throw new Error(`${err.message}: ${JSON.stringify(states)}`);
    });
    await until(
      async () =>
        (await db.mailOutbox.count({ where: { subject: { in: subjects }, status: 'sent' } })) === 24,
      30_000,
      'every kept mail to be sent',
    );
    for (const subject of subjects) await relay.waitFor((m) => m.subject.endsWith(subject));
    const caught = relay.messages.filter((m) => m.to === 'kept@example.test').map((m) => m.subject);
    expect(caught).toHaveLength(24);
    expect(new Set(caught).size).toBe(24);
  }, 150_000);

  it('makes a draw asked of one process in a queued job, and the other process shows it', async () => {
    const staff = await createMember(db, { staffGrants: { create: [{ role: 'competition' }] } });
    const venue = await db.venue.create({ data: { name: 'Queue Stadium', state: 'NSW' } });
    const court = await db.court.create({ data: { name: 'Court 1', venueId: venue.id } });
    const season = await createSeason(db, { startDate: new Date('2027-04-03T00:00:00Z') });
    const division = await createDivision(db, season.id);
    await createTeams(db, division.id, ['Ants', 'Bees', 'Cats', 'Dogs']);
    const call = async (server: SpawnedServer, path: string, body?: object) => {
      const res = await fetch(`${server.base}/api/admin${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${server.tokenFor(staff.id, { mfa: true })}`,
          'content-type': 'application/json',
        },
        body: body && JSON.stringify(body),
      });
      return { status: res.status, data: ((await res.json()) as { data: Record<string, unknown> }).data };
    };
    const slots = await call(servers[0]!, `/seasons/${season.id}/draw/slots`, {
      venue_id: venue.id,
      weekday: 6,
      start_times: ['09:00', '10:00'],
      game_minutes: 50,
      court_ids: [court.id],
    });
    expect(slots.status).toBe(201);
    const asked = await call(servers[0]!, `/seasons/${season.id}/draw/generate`, {
      division_ids: [division.id],
    });
    expect(asked).toMatchObject({ status: 202, data: { status: 'generating', games: [] } });
    let draft: Record<string, unknown> = {};
    await until(
      async () => {
        draft = (await call(servers[1]!, `/draw-drafts/${String(asked.data.id)}`)).data;
        return draft.status !== 'generating';
      },
      30_000,
      'the job to place the draft’s games',
    );
    // Four teams once: three Saturdays of two games.
    expect(draft).toMatchObject({ status: 'draft', failure: null, counts: { create: 6, unplaced: 0 } });
    // The request woke the queue: a run sent by it (not a due time) made the draft.
    const { rows } = await client.query<{ output: { generated: number } }>(
      `SELECT output FROM (SELECT name, data, state, output FROM pgboss.job UNION ALL
         SELECT name, data, state, output FROM pgboss.archive) j
       WHERE name = 'draw-generation' AND data ? 'woken' AND state = 'completed'`,
    );
    expect(rows.map((r) => r.output)).toContainEqual({ generated: 1, failed: 0 });
  }, 60_000);

  it('makes one job for each due time of a schedule, though both processes keep the schedule', async () => {
    // Due every minute: wait for the scheduler's first minute after the start, with both processes up.
    const scheduled = async () =>
      (
        await client.query<{ name: string; minute: Date; jobs: number }>(
          `SELECT name, date_trunc('minute', created_on) AS minute, count(*)::int AS jobs
           FROM (SELECT name, created_on, data FROM pgboss.job UNION ALL SELECT name, created_on, data FROM pgboss.archive) j
           WHERE name IN ('mail-outbox', 'payments-abandoned') AND NOT data ? 'by' AND created_on >= $1
           GROUP BY 1, 2`,
          [startedAt],
        )
      ).rows;
    await until(
      async () => new Set((await scheduled()).map((r) => r.name)).size === 2,
      100_000,
      'a scheduled run of each every-minute job',
    );
    for (const server of servers) expect(server.child.exitCode).toBeNull();
    const rows = await scheduled();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows)
      expect(row, `${row.name} at ${row.minute.toISOString()}`).toMatchObject({ jobs: 1 });
  }, 120_000);

  it('finishes in the other process a job whose process was killed in the middle of it', async () => {
    // A card payment left waiting for 3-D Secure past the limit: the job cancels it at Stripe.
    const member = await createMember(db);
    const order = await db.order.create({
      data: { memberId: member.id, origin: 'store', subtotalCents: 1_100, taxCents: 100, totalCents: 1_100 },
    });
    // It holds a camp place: the store's failed-order effect, registered at start-up in each
    // server process, gives the place back in whichever process runs the job.
    const camp = await createStoreProduct(db, { booked: 1 });
    await db.orderLine.create({
      data: {
        orderId: order.id,
        productId: camp.id,
        name: camp.name,
        quantity: 1,
        unitPriceCents: 1_100,
        totalCents: 1_100,
      },
    });
    const intent: MockIntent = {
      id: 'pi_left_waiting',
      object: 'payment_intent',
      amount: 1_100,
      currency: 'aud',
      status: 'requires_action',
      client_secret: 'pi_left_waiting_secret',
      payment_method: 'pm_card_threeDSecure2Required',
      metadata: {},
      last_payment_error: null,
    };
    for (const stripe of stripes) stripe.intents.set(intent.id, intent);
    await db.payment.create({
      data: {
        orderId: order.id,
        memberId: member.id,
        amountCents: 1_100,
        method: 'card',
        gateway: 'stripe',
        gatewayRef: intent.id,
        status: 'pending',
        createdAt: new Date(Date.now() - 24 * 60 * 60_000), // far past PENDING_PAYMENT_MINUTES
      },
    });
    // The first call to Stripe, from whichever process takes the job, never gets an answer.
    let holder = -1;
    for (const [i, stripe] of stripes.entries())
      stripe.hold = (call) => {
        if (holder !== -1 || !call.path.includes(intent.id)) return undefined;
        holder = i;
        return new Promise(() => {});
      };
    await boss.send('payments-abandoned', { by: 'test' });
    await until(async () => holder !== -1, 30_000, 'a process to take the job and call Stripe');
    // The held job is the one sent here or a scheduled run of the same queue (it runs every
    // minute and may reach the payment first). A run in the other process finishes at once (its
    // Stripe call is answered), so the held job is the one that stays active.
    const active = async () =>
      (
        await client.query<{ id: string }>(
          `SELECT id FROM pgboss.job WHERE name = 'payments-abandoned' AND state = 'active'`,
        )
      ).rows;
    await until(async () => (await active()).length === 1, 30_000, 'one run of the queue left active');
    const id = (await active())[0]!.id;
    servers[holder]!.child.kill('SIGKILL');
    await servers[holder]!.exited;

    const other = 1 - holder;
    await until(
      async () => (await jobOf(id))?.state === 'completed',
      45_000,
      'the other process to finish the job',
    );
    expect((await jobOf(id))?.retry_count).toBe(1);
    expect(stripes[other]!.calls.some((c) => c.path === `/v1/payment_intents/${intent.id}/cancel`)).toBe(
      true,
    );
    expect(intent.status).toBe('canceled');
    expect(await db.payment.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
      status: 'failed',
    });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paid: false });
    expect((await db.product.findUniqueOrThrow({ where: { id: camp.id } })).booked).toBe(0);
  }, 90_000);
});
