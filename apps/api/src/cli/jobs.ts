// `pnpm --filter @courtside/api jobs` (or `node apps/api/dist/cli/jobs.js`, in the production
// image too): what the background job queue holds, queue by queue: its due times, jobs waiting
// and running, runs that failed for good, when one last finished and the last error. Reads
// DATABASE_URL, or the embedded database of a portal running on its defaults (EMBEDDED_PG_PORT).
import pg from 'pg';
import { jobStatus } from '../lib/jobs.js';
import { commandSettings, unreachable } from './database.js';

const { databaseUrl } = commandSettings();
const client = new pg.Client({ connectionString: databaseUrl, application_name: 'courtside-jobs-cli' });
try {
  await client.connect();
} catch (err) {
  unreachable(err);
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
