// Runs the HPC subscription job (renewals.service.ts) inside the server: shortly after
// start, then every RUN_EVERY_MS. Off in tests, which call runDueRenewals themselves
// with a controlled clock. Several servers may run it: each change is conditional.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runDueRenewals } from './renewals.service.js';

const RUN_EVERY_MS = 15 * 60_000;
const FIRST_RUN_MS = 30_000;

export default fp(async function hpcRenewalJob(app: FastifyInstance) {
  if (app.deps.env.NODE_ENV === 'test') return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await runDueRenewals(app.deps);
      if (Object.values(summary).some((n) => n > 0)) app.log.info({ summary }, 'HPC subscription job');
    } catch (err) {
      app.log.error({ err }, 'HPC subscription job failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_MS);
  const every = setInterval(() => void run(), RUN_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
});
