// Runs the HPC subscription job (renewals.service.ts) inside the server: shortly after
// start, then every 15 minutes. Off in tests, which call runDueRenewals themselves
// with a controlled clock. Several servers may run it: each change is conditional.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalJob } from '../../lib/interval-job.js';
import { runDueRenewals } from './renewals.service.js';

export default fp(async function hpcRenewalJob(app: FastifyInstance) {
  startIntervalJob(app, {
    firstRunMs: 30_000,
    everyMs: 15 * 60_000,
    run: async () => {
      const summary = await runDueRenewals(app.deps);
      if (Object.values(summary).some((n) => n > 0)) app.log.info({ summary }, 'HPC subscription job');
    },
    onError: (err) => app.log.error({ err }, 'HPC subscription job failed'),
  });
});
