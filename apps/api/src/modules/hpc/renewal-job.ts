// The HPC subscription job (renewals.service.ts) on the job queue (lib/jobs.ts): every
// 15 minutes, run once across all app processes. Tests call runDueRenewals themselves with a
// controlled clock. Each change it makes is conditional, so a run repeated after a timeout is safe.
import type { JobSpec } from '../../lib/jobs.js';
import { runDueRenewals } from './renewals.service.js';

export const hpcRenewalJob: JobSpec = {
  name: 'hpc-renewals',
  cron: '*/15 * * * *',
  run: async (deps) => ({ ...(await runDueRenewals(deps)) }),
};
