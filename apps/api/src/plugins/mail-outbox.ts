// The outbox worker: sends mail that could not go at once (relay down) from the
// MailOutbox table, shortly after start and then every 15 seconds. Off in tests,
// which call flushOutbox themselves.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalJob } from '../lib/interval-job.js';
import { flushOutbox } from '../lib/mail-outbox.js';

export default fp(async function mailOutboxWorker(app: FastifyInstance) {
  startIntervalJob(app, {
    firstRunMs: 5_000,
    everyMs: 15_000,
    run: async () => {
      const { sent, failed } = await flushOutbox(app.deps);
      if (sent || failed) app.log.info({ sent, failed }, 'mail outbox');
    },
    onError: (err) => app.log.warn({ err }, 'mail outbox run failed (database unavailable?)'),
  });
});
