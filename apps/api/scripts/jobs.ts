// `pnpm --filter @courtside/api jobs`: what the background job queue holds, queue by queue:
// its due times, jobs waiting and running, runs that failed for good, when one last finished
// and the last error. Reads DATABASE_URL, or the embedded database of a portal running on its
// defaults (EMBEDDED_PG_PORT).
import pg from 'pg';
import { loadDotEnvFile, loadEnv } from '../src/config/env.js';
import { jobStatus } from '../src/lib/jobs.js';
import { embeddedAdminUrl, withDatabase } from '../src/db/postgres.js';

loadDotEnvFile();
const env = loadEnv();
const url = env.DATABASE_URL ?? withDatabase(embeddedAdminUrl(env.EMBEDDED_PG_PORT), 'courtside');
const client = new pg.Client({ connectionString: url, application_name: 'courtside-jobs-cli' });
try {
  await client.connect();
} catch (err) {
  console.error(
    `Could not reach the database (${err instanceof Error ? err.message : String(err)}).\n` +
      'Set DATABASE_URL, or start the portal first when it runs on its embedded database.',
  );
  process.exit(2);
}
const queues = await jobStatus(client);
await client.end();
if (queues.length === 0) {
  console.log('No job queue yet: it is created when the portal first starts.');
  process.exit(0);
}
const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '-');
console.table(
  queues.map((q) => ({
    queue: q.name,
    'due times': q.cron ?? '-',
    pending: q.pending,
    running: q.running,
    failed: q.failed,
    'last done': when(q.lastDoneAt),
    'last error': q.lastError ? `${when(q.lastError.at)}: ${q.lastError.message}` : '-',
  })),
);
