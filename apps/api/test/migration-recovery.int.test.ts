// A migration that fails is applied not at all (it runs in one transaction), the start stops at
// once saying what to do, and `pnpm db:resolve` (scripts/migrate-resolve.mjs, the command the
// runbook names, which needs nothing the production image lacks) lets it go on: --rolled-back
// to apply the fixed migration again, --applied when its changes were made by hand.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase, migrateDatabase, pendingMigrations, withDatabase } from '../src/db/postgres.js';
import { spawnServer, type SpawnedServer } from './faults/spawn-server.js';

const apiDir = path.resolve(import.meta.dirname, '..');
const committedDir = path.resolve(apiDir, '../../prisma/migrations');
const BROKEN = '29991231000000_add_half_made';
/** After it: a statement PostgreSQL refuses inside a transaction, so it runs on its own. */
const CONCURRENT = '29991231000001_index_half_made';

let migrationsDir: string;
const databases: string[] = [];
let server: SpawnedServer | undefined;

async function createDatabase(): Promise<string> {
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  databases.push(name);
  return withDatabase(inject('pgAdminUrl'), name);
}

async function query<R extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `pnpm db:resolve ...` as ops do (the script itself, without pnpm's start-up). */
function resolve(databaseUrl: string, args: string[], dir = committedDir) {
  return new Promise<{ code: number | null; output: string }>((done, fail) => {
    const child = spawn(process.execPath, ['scripts/migrate-resolve.mjs', ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, MIGRATIONS_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
  });
}

const tableExists = async (url: string, table: string) =>
  (await query<{ t: string | null }>(url, 'SELECT to_regclass($1) AS t', [`"${table}"`]))[0]!.t !== null;

beforeAll(() => {
  migrationsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-migrations-'));
  fs.cpSync(committedDir, migrationsDir, { recursive: true });
  fs.mkdirSync(path.join(migrationsDir, BROKEN));
  // Its first statement works, its second fails: the first must not stay behind.
  fs.writeFileSync(
    path.join(migrationsDir, BROKEN, 'migration.sql'),
    'CREATE TABLE "HalfMade" (id integer PRIMARY KEY);\nALTER TABLE "NoSuchTable" ADD COLUMN note text;\n',
  );
  fs.mkdirSync(path.join(migrationsDir, CONCURRENT));
  fs.writeFileSync(
    path.join(migrationsDir, CONCURRENT, 'migration.sql'),
    '-- Builds without blocking writes.\nCREATE INDEX CONCURRENTLY "HalfMade_note_idx" ON "HalfMade" (note);\n',
  );
});

afterAll(async () => {
  await server?.cleanup();
  fs.rmSync(migrationsDir, { recursive: true, force: true });
  for (const name of databases)
    await query(inject('pgAdminUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('a failed migration', () => {
  it('leaves no half-made table, is marked rolled back by `pnpm db:resolve`, and applies once fixed (a CONCURRENTLY index after it too)', async () => {
    const url = await createDatabase();
    const options = { migrationsDir };

    await expect(migrateDatabase(url, options)).rejects.toThrow(/NoSuchTable/);
    expect(await tableExists(url, 'HalfMade')).toBe(false);

    // Trying again cannot help: it stops at once, naming the migration and the commands.
    await expect(migrateDatabase(url, options)).rejects.toThrow(`pnpm db:resolve --rolled-back ${BROKEN}`);

    const marked = await resolve(url, ['--rolled-back', BROKEN], migrationsDir);
    expect(marked).toEqual({ code: 0, output: expect.stringContaining(`Marked ${BROKEN} rolled back`) });
    const again = await resolve(url, ['--rolled-back', BROKEN], migrationsDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain('no failed attempt on record');

    fs.writeFileSync(
      path.join(migrationsDir, BROKEN, 'migration.sql'),
      'CREATE TABLE "HalfMade" (id integer PRIMARY KEY);\nALTER TABLE "HalfMade" ADD COLUMN note text;\n',
    );
    await migrateDatabase(url, options);
    expect(await pendingMigrations(url, options)).toEqual([]);
    expect(await query(url, 'SELECT id, note FROM "HalfMade"')).toEqual([]);
    expect(
      await query(url, `SELECT indexname FROM pg_indexes WHERE indexname = 'HalfMade_note_idx'`),
    ).toEqual([{ indexname: 'HalfMade_note_idx' }]);
  }, 120_000);

  it('stops the start at once, and the portal starts once the migration is marked applied', async () => {
    const url = await createDatabase();
    const last = fs
      .readdirSync(committedDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
      .at(-1)!;
    // As a failed attempt whose changes someone then made by hand.
    await query(
      url,
      `UPDATE _prisma_migrations SET finished_at = NULL, logs = 'failed by the test' WHERE migration_name = $1`,
      [last],
    );

    server = await spawnServer(url);
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(`Migration ${last} failed when it was last applied`);
    expect(server.output()).toContain(`pnpm db:resolve --applied ${last}`);
    expect(server.output()).not.toContain('trying again');
    await server.cleanup();

    expect(await resolve(url, ['--applied', last])).toEqual({
      code: 0,
      output: expect.stringContaining(`Marked ${last} applied`),
    });
    const rows = await query<{ checksum: string; finished: boolean; rolled_back: boolean }>(
      url,
      `SELECT checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
         FROM _prisma_migrations WHERE migration_name = $1 ORDER BY started_at`,
      [last],
    );
    const checksum = createHash('sha256')
      .update(fs.readFileSync(path.join(committedDir, last, 'migration.sql')))
      .digest('hex');
    expect(rows).toEqual([
      expect.objectContaining({ finished: false, rolled_back: true }),
      { checksum, finished: true, rolled_back: false },
    ]);

    server = await spawnServer(url);
    await server.ready();
    expect((await fetch(`${server.base}/api/ecommerce/store/products`)).status).toBe(200);
  }, 180_000);
});
