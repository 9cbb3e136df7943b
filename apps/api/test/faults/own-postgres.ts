// A PostgreSQL server of the test file's own, which the test may stop and start
// again (same port, same data) to play a database outage or restart. The shared
// server of the other suites is never touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensureDatabase,
  migrateDatabase,
  startEmbeddedPostgres,
  withDatabase,
  type RunningPostgres,
} from '../../src/db/postgres.js';
import { serverPort } from '../postgres.js';

export interface OwnPostgres {
  port: number;
  adminUrl: string;
  /** The application database (created, and migrated unless asked not to). */
  databaseUrl: string;
  /** Stops the server (fast shutdown: open connections are cut with 57P01). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

export async function startOwnPostgres(
  options: { migrate?: boolean; running?: boolean } = {},
): Promise<OwnPostgres> {
  // A port another program took meanwhile: try another (with a fresh data directory).
  let dataDir = '';
  let port = 0;
  let server: RunningPostgres | undefined;
  for (let attempt = 1; !server; attempt++) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-fault-pg-'));
    port = serverPort();
    try {
      server = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    } catch (err) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (attempt === 3) throw err;
    }
  }
  const adminUrl = server.adminUrl;
  await ensureDatabase(adminUrl, 'courtside');
  const databaseUrl = withDatabase(adminUrl, 'courtside');
  if (options.migrate !== false) await migrateDatabase(databaseUrl);
  const own: OwnPostgres = {
    port,
    adminUrl,
    databaseUrl,
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async start() {
      if (!server) server = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    },
    async destroy() {
      await own.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (options.running === false) await own.stop();
  return own;
}
