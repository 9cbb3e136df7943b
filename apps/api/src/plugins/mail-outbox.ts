// The outbox worker: sends mail that could not go at once (relay down) from the
// MailOutbox table, shortly after start and then every RUN_EVERY_MS. Off in tests,
// which call flushOutbox themselves.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { flushOutbox } from '../lib/mail-outbox.js';

const RUN_EVERY_MS = 15_000;
const FIRST_RUN_MS = 5_000;

export default fp(async function mailOutboxWorker(app: FastifyInstance) {
  if (app.deps.env.NODE_ENV === 'test') return;
  let running = false;
  const run = async () => {
    if (running || app.isShuttingDown()) return;
    running = true;
    try {
      const { sent, failed } = await flushOutbox(app.deps);
      if (sent || failed) app.log.info({ sent, failed }, 'mail outbox');
    } catch (err) {
      app.log.warn({ err }, 'mail outbox run failed (database unavailable?)');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_MS);
  const every = setInterval(() => void run(), RUN_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
});
