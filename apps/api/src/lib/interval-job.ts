// A background job inside the server (HPC renewals, the mail outbox): one run shortly
// after start, then one every everyMs; never two runs at once, none once the server is
// closing, timers that do not keep the process alive. Off in tests, which call the
// job's function themselves with a controlled clock.
import type { FastifyInstance } from 'fastify';

export interface IntervalJob {
  firstRunMs: number;
  everyMs: number;
  /** One run; it logs what it did. */
  run: () => Promise<void>;
  /** A run threw (e.g. the database is unavailable); the next run tries again. */
  onError: (err: unknown) => void;
}

export function startIntervalJob(app: FastifyInstance, job: IntervalJob): void {
  if (app.deps.env.NODE_ENV === 'test') return;
  let running = false;
  const run = async () => {
    if (running || app.isShuttingDown()) return;
    running = true;
    try {
      await job.run();
    } catch (err) {
      job.onError(err);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), job.firstRunMs);
  const every = setInterval(() => void run(), job.everyMs);
  first.unref();
  every.unref();
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
