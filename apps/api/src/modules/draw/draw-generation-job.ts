// The draw-generation job (draw-generation.service.ts) on the job queue (lib/jobs.ts): woken when
// staff ask for a draw, and every minute besides, so a draft whose wake was lost (its process
// stopped before sending it) is still made. Drafts are taken one at a time with a lease, and a
// draft is filled only while it is still generating, so a run repeated after a timeout is safe.
import type { JobSpec } from '../../lib/jobs.js';
import { DRAW_GENERATION_JOB, runDrawGenerations } from './draw-generation.service.js';

export const drawGenerationJob: JobSpec = {
  name: DRAW_GENERATION_JOB,
  cron: '* * * * *',
  run: async (deps) => ({ ...(await runDrawGenerations(deps)) }),
};
