// The benchmark's server process: the real application (buildApp, production
// settings, no request logging) on a free port, against the database the runner
// seeded, serving the built web app when there is one (for Lighthouse). It runs
// apart from the load generator so they do not share one CPU loop.
import { randomBytes } from 'node:crypto';
import { loadEnv } from '../src/config/env.js';
import { buildApp } from '../src/app.js';

// As deployed (the Dockerfile sets it): React's production build in the page renderer.
process.env.NODE_ENV = 'production';
const databaseUrl = process.env.BENCH_DATABASE_URL!;
const jwtSecret = randomBytes(32).toString('hex');
const env = loadEnv({
  NODE_ENV: 'production',
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
  DATA_DIR: process.env.BENCH_DATA_DIR,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JWT_SECRET: jwtSecret,
  DRAW_CACHE_SECONDS: process.env.BENCH_DRAW_CACHE_SECONDS,
});
const app = await buildApp({
  env,
  databaseUrl,
  jwtSecret,
  webDist: process.env.BENCH_WEB_DIST || null,
  logger: false,
  // What is measured is the answers, not the job queue's polling.
  jobs: false,
});
if (process.env.BENCH_DIAG === '1') {
  // An answer slower than 100 ms inside the server, and any stall of its event loop over 50 ms.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime > 100)
      console.log(
        `[server] ${new Date().toISOString()} ${request.url} took ${reply.elapsedTime.toFixed(0)} ms`,
      );
  });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 60)
      console.log(
        `[server] ${new Date().toISOString()} event loop stalled ${(now - last - 10).toFixed(0)} ms`,
      );
    last = now;
  }, 10).unref();
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
