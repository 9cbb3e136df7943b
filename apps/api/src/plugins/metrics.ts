// GET /metrics in Prometheus's text format (prom-client). Two kinds of figures:
//   - this process's own: request durations by route pattern, its database pool, Node's
//     process metrics. Each app process answers for itself: scrape every process.
//   - the portal's, read from the database at each scrape: the job queues and the mail outbox.
//     Every process answers the same numbers, so alert on max(), never sum().
// With METRICS_TOKEN set, a scrape must send it as a bearer token; without it, /metrics is off
// in production (it would tell anyone the routes and the load) and open elsewhere.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type TApiError, ZApiError } from '@courtside/contracts';
import { jobStatus } from '../lib/jobs.js';
import { poolOf } from '../lib/sql.js';
import { APP_VERSION } from '../lib/version.js';

/** A scrape gives up on the database figures after this long (and says so in courtside_database_up). */
const DATABASE_FIGURES_TIMEOUT_MS = 2_000;

/** Seconds; from a kept draw page (a few ms) to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Label of requests no route matched (404s): never the raw URL, which anyone can vary. */
export const UNMATCHED_ROUTE = '(unmatched)';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Node's own figures (CPU, memory, event loop lag, garbage collection) belong to the process, not
 * to one app: gathered once, however many apps a process builds (the tests build many).
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

export function metricsAnswered(env: { NODE_ENV: string; METRICS_TOKEN?: string | undefined }): boolean {
  return env.METRICS_TOKEN !== undefined || env.NODE_ENV !== 'production';
}

export default fp(async function metrics(app: FastifyInstance) {
  const { env } = app.deps;
  if (!metricsAnswered(env)) return;
  const registry = new Registry();
  processRegistry();

  // Which release each process runs: a rolling upgrade shows as two versions side by side.
  new Gauge({
    name: 'courtside_build_info',
    help: 'The version this process runs (always 1)',
    labelNames: ['version'],
    registers: [registry],
  }).set({ version: APP_VERSION }, 1);

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  const pool = () => poolOf(app.prisma);
  new Gauge({
    name: 'courtside_db_pool_connections',
    help: "Connections of this process's database pool, by state (in_use, idle)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: 'in_use' }, p.totalCount - p.idleCount);
      this.set({ state: 'idle' }, p.idleCount);
    },
  });
  new Gauge({
    name: 'courtside_db_pool_max',
    help: "The most connections this process's database pool opens",
    registers: [registry],
    collect() {
      const max = pool()?.options.max;
      if (max !== undefined) this.set(max);
    },
  });
  new Gauge({
    name: 'courtside_db_pool_waiting',
    help: 'Queries of this process waiting for a free database connection',
    registers: [registry],
    collect() {
      const p = pool();
      if (p) this.set(p.waitingCount);
    },
  });

  // Every console write is audited (modules/audit/audit-watch.ts): anything above 0 is a defect.
  new Gauge({
    name: 'courtside_unaudited_console_writes',
    help: 'Console writes this process answered without an audit entry since it started',
    registers: [registry],
    collect() {
      this.set(app.unauditedWrites.count);
    },
  });

  const databaseUp = new Gauge({
    name: 'courtside_database_up',
    help: 'Whether this scrape could read the queue and outbox figures from the database (1) or not (0)',
    registers: [registry],
  });
  const queueGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['queue'], registers: [registry] });
  const queueWaiting = queueGauge(
    'courtside_job_queue_waiting',
    'Jobs waiting for their time, a worker or their next try, per queue',
  );
  const queueRunning = queueGauge('courtside_job_queue_running', 'Jobs running now, per queue');
  const queueFailed = queueGauge(
    'courtside_job_queue_failed',
    "Runs that used up their retries, per queue, in the queue's kept history",
  );
  const outbox = new Gauge({
    name: 'courtside_mail_outbox_messages',
    help: 'Messages in the mail outbox by state: pending (not yet through), retrying (pending after the relay refused them), failed (given up)',
    labelNames: ['state'],
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: 'courtside_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message still waiting in the mail outbox (0 when none waits)',
    registers: [registry],
  });

  /** The portal-wide figures, read fresh at each scrape; dropped (not left stale) when the database does not answer. */
  async function readDatabaseFigures() {
    for (const gauge of [queueWaiting, queueRunning, queueFailed, outbox, outboxOldest]) gauge.reset();
    const p = pool();
    let timer: NodeJS.Timeout | undefined;
    try {
      const [queues, [mail]] = await Promise.race([
        Promise.all([
          p ? jobStatus(p) : Promise.resolve([]),
          app.prisma.$queryRaw<Array<{ pending: number; retrying: number; failed: number; oldest: number }>>`
            SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                   count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int AS retrying,
                   count(*) FILTER (WHERE status = 'failed')::int AS failed,
                   coalesce(extract(epoch FROM now() - min("createdAt") FILTER (WHERE status = 'pending')), 0)::float8 AS oldest
            FROM "MailOutbox" WHERE status IN ('pending', 'failed')`,
        ]),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), DATABASE_FIGURES_TIMEOUT_MS);
        }),
      ]);
      for (const q of queues) {
        queueWaiting.set({ queue: q.name }, q.pending);
        queueRunning.set({ queue: q.name }, q.running);
        queueFailed.set({ queue: q.name }, q.failed);
      }
      if (mail) {
        outbox.set({ state: 'pending' }, mail.pending);
        outbox.set({ state: 'retrying' }, mail.retrying);
        outbox.set({ state: 'failed' }, mail.failed);
        outboxOldest.set(mail.oldest);
      }
      databaseUp.set(1);
    } catch (err) {
      app.log.warn({ err: { message: (err as Error).message } }, 'metrics: database figures not read');
      databaseUp.set(0);
    } finally {
      clearTimeout(timer);
    }
  }

  const expected = env.METRICS_TOKEN === undefined ? null : digest(`Bearer ${env.METRICS_TOKEN}`);
  app.get('/metrics', {
    schema: {
      tags: ['health'],
      summary:
        "Prometheus metrics (text format): this process's requests and pool, the portal's queues and mail",
      security: [{ bearer: [] }],
      response: { 401: ZApiError },
    },
    handler: async (request, reply) => {
      if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({
            error: 'unauthenticated',
            message: 'Send METRICS_TOKEN as a bearer token.',
          } satisfies TApiError);
      }
      await readDatabaseFigures();
      // Merged at each scrape: a merge holds the metrics registered by then.
      const scraped = Registry.merge([processRegistry(), registry]);
      return reply.header('content-type', scraped.contentType).send(await scraped.metrics());
    },
  });
});
