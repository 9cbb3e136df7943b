// Starts the background jobs (lib/jobs.ts) once the server is ready and stops them on close,
// letting a run in progress finish. app.ts hands over the jobs (src/job-specs.ts), so this
// plugin imports no module and every server process runs the same list. Off in tests
// (buildApp's `jobs`), which call each job's function themselves (test/scale-out/jobs.int.test.ts
// runs them in real server processes).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Jobs, type JobSpec } from '../lib/jobs.js';

export default fp<{
  databaseUrl: string;
  enabled: boolean;
  /** Every job of the portal. */
  specs: readonly JobSpec[];
  /** Names of jobs a release removed: their schedules are dropped. */
  retired: readonly string[];
}>(async function jobsPlugin(app: FastifyInstance, opts) {
  const { env } = app.deps;
  if (!opts.enabled) return;
  const jobs = new Jobs({
    databaseUrl: opts.databaseUrl,
    specs: opts.specs,
    timing: { timeoutSeconds: env.JOB_TIMEOUT_SECONDS, retrySeconds: env.JOB_RETRY_SECONDS },
    // The cron lines' zone is fixed when the schedules are set at start-up; a zone changed in the
    // console moves them at the next start (today's jobs run every few minutes, so no run is missed).
    timeZone: app.deps.settings.current().timeZone,
    log: app.log,
    retired: opts.retired,
  });
  app.deps.jobs = jobs;
  app.addHook('onReady', async () => jobs.startInBackground(app.deps));
  app.addHook('preClose', async () => jobs.stop());
});
