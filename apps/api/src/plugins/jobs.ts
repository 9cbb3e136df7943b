// Starts the background jobs (lib/jobs.ts) once the server is ready and stops them on close,
// letting a run in progress finish. Off in tests (buildApp's `jobs`), which call each job's
// function themselves (test/scale-out/jobs.int.test.ts runs them in real server processes).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Jobs, type JobSpec } from '../lib/jobs.js';
import { mailOutboxJob } from '../lib/mail-outbox.js';
import { drawGenerationJob } from '../modules/draw/draw-generation-job.js';
import { hpcRenewalJob } from '../modules/hpc/renewal-job.js';
import { abandonedPaymentsJob } from '../modules/payments/abandoned-payments.js';
import { memberMessagesJob } from '../modules/messages/member-messages-job.js';
import { sandboxPayoutsJob } from '../modules/payments/payouts.service.js';

/**
 * Every job of the portal: HPC renewals, payments left at 3-D Secure, the mail outbox, draws,
 * messages to members, the sandbox's daily payouts.
 */
export const JOB_SPECS: readonly JobSpec[] = [
  hpcRenewalJob,
  abandonedPaymentsJob,
  mailOutboxJob,
  drawGenerationJob,
  memberMessagesJob,
  sandboxPayoutsJob,
];

/** Names of jobs removed from JOB_SPECS: their schedules are dropped when this release starts. */
export const RETIRED_JOBS: readonly string[] = [];

export default fp<{ databaseUrl: string; enabled: boolean }>(async function jobsPlugin(
  app: FastifyInstance,
  opts,
) {
  const { env } = app.deps;
  if (!opts.enabled) return;
  const jobs = new Jobs({
    databaseUrl: opts.databaseUrl,
    specs: JOB_SPECS,
    timing: { timeoutSeconds: env.JOB_TIMEOUT_SECONDS, retrySeconds: env.JOB_RETRY_SECONDS },
    // The cron lines' zone is fixed when the schedules are set at start-up; a zone changed in the
    // console moves them at the next start (today's jobs run every few minutes, so no run is missed).
    timeZone: app.deps.settings.current().timeZone,
    log: app.log,
    retired: RETIRED_JOBS,
  });
  app.deps.jobs = jobs;
  app.addHook('onReady', async () => jobs.startInBackground(app.deps));
  app.addHook('preClose', async () => jobs.stop());
});
