// Prisma CLI configuration. We use the WebAssembly schema engine ("js") so that no
// native engine binary has to be downloaded (the network here reaches npm only).
// The CLI uses the same pg adapter (6.19) as the app, with one addition: it reads PostgreSQL's
// `name` columns as text (below).
import path from 'node:path';
import pg from 'pg';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

/**
 * Statements PostgreSQL refuses inside a transaction block. A migration holding one runs
 * statement by statement and is not undone when it fails: give such a statement a migration
 * of its own.
 */
const OUTSIDE_A_TRANSACTION =
  /\b(CONCURRENTLY|VACUUM|ALTER\s+SYSTEM|(CREATE|DROP)\s+(DATABASE|TABLESPACE))\b/i;

/**
 * The stock adapter runs a migration's script one statement at a time, each on whichever pooled
 * connection is free, so a migration that failed halfway left its first tables behind and could
 * not simply be run again. Here each migration runs on a connection of its own in one
 * transaction: it is applied whole or not at all. Prisma's own record of the attempt
 * (`_prisma_migrations`) is written outside it, so a failure stays on record.
 */
/** The type PostgreSQL's catalogue names things with (oid 19), and text (oid 25). */
const NAME_OID = 19;
const TEXT_OID = 25;

interface PerformsIO {
  performIO(query: unknown): Promise<pg.QueryResult>;
}

/**
 * The schema engine reads catalogue columns of type `name` (its migrations table's set-up asks
 * for schema names), and the 6.19 adapter refuses a column type it does not know ("Column type
 * 'name' could not be deserialized"). A `name` is text at most 63 bytes long, and pg hands it
 * over as a string: the adapter is told it is text. Transactions the engine opens get the same.
 */
function readNameAsText<T extends object>(queryable: T): T {
  const io = queryable as unknown as PerformsIO;
  const performIO = io.performIO.bind(io);
  io.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
    return result;
  };
  return queryable;
}

class MigrationInOneTransaction extends PrismaPg {
  constructor(private readonly clientConfig: pg.PoolConfig) {
    super(clientConfig);
  }

  async connect() {
    const adapter = readNameAsText(await super.connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) =>
      readNameAsText(await startTransaction(isolationLevel));
    const statementByStatement = adapter.executeScript.bind(adapter);
    // The adapter's own translation of a PostgreSQL error into the error the engine reports.
    const reportError = (adapter as unknown as { onError(err: unknown): never }).onError.bind(adapter);
    adapter.executeScript = async (script: string) => {
      if (OUTSIDE_A_TRANSACTION.test(script.replace(/--[^\n]*/g, ''))) return statementByStatement(script);
      const client = new pg.Client(this.clientConfig);
      try {
        await client.connect();
        await client.query('BEGIN');
        // The whole script in one simple query: semicolons inside quotes and bodies stay intact.
        await client.query(script);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        reportError(err);
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    return adapter;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  // One file per owner of tables (prisma/schema/<owner>.prisma), the generator in schema.prisma.
  schema: path.join(import.meta.dirname, '../../prisma/schema'),
  // MIGRATIONS_DIR: another folder of migrations (the migration-recovery test's own copy).
  migrations: {
    path: process.env.MIGRATIONS_DIR ?? path.join(import.meta.dirname, '../../prisma/migrations'),
  },
  // Idle connections do not keep the CLI alive: it used to wait out the pool's 10-second idle
  // timeout after the last migration before it exited (see also scripts/prisma-timers.cjs).
  adapter: async () =>
    new MigrationInOneTransaction({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
});
