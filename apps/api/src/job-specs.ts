// Every background job of the portal, wired by app.ts into plugins/jobs.ts: HPC renewals,
// payments left at 3-D Secure, the mail outbox, draws, messages to members, the sandbox's daily
// payouts. Each module owns its job; this list (like app.ts) may import any of them, so lib/
// and plugins/ import none.
import type { JobSpec } from './lib/jobs.js';
import { mailOutboxJob } from './lib/mail-outbox.js';
import { drawGenerationJob } from './modules/draw/index.js';
import { hpcRenewalJob } from './modules/hpc/index.js';
import { memberMessagesJob } from './modules/messages/index.js';
import { abandonedPaymentsJob, sandboxPayoutsJob } from './modules/payments/index.js';

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
