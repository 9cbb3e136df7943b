#!/usr/bin/env node
// `pnpm db:resolve --rolled-back <migration>` / `pnpm db:resolve --applied <migration>`: what
// `prisma migrate resolve` does, which needs a native engine this project never installs. It
// writes Prisma's own `_prisma_migrations` table as that command would, so `pnpm db:migrate`
// and every server start go on from there. docs/operations.md says when to use which:
//   --rolled-back  the migration failed and left nothing behind (it ran in one transaction);
//                  once it is fixed, the next `pnpm db:migrate` or start applies it again.
//   --applied      its changes are in the database already (made by hand): never run it again.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const usage =
  'Usage: pnpm db:resolve --rolled-back <migration>   (it failed; run it again once fixed)\n' +
  '       pnpm db:resolve --applied <migration>       (its changes are in the database; skip it)\n' +
  'with DATABASE_URL set to the database, as for `pnpm db:migrate`.';

/** Marks a migration rolled back or applied; returns what was done, in words, or throws. */
export async function resolveMigration({ databaseUrl, migrationsDir, action, name }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query(`SELECT to_regclass('public._prisma_migrations') AS t`);
    if (!table.rows[0].t)
      throw new Error('This database has no migrations on record yet: run `pnpm db:migrate` first.');
    await client.query('BEGIN');
    const rows = await client.query(
      `SELECT id, finished_at, rolled_back_at FROM _prisma_migrations WHERE migration_name = $1 FOR UPDATE`,
      [name],
    );
    const failed = rows.rows.filter((r) => r.finished_at === null && r.rolled_back_at === null);
    if (action === 'rolled-back') {
      if (failed.length === 0)
        throw new Error(
          `Migration ${name} has no failed attempt on record, so there is nothing to mark rolled back.`,
        );
      await client.query(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = ANY($1)`, [
        failed.map((r) => r.id),
      ]);
      await client.query('COMMIT');
      return `Marked ${name} rolled back: the next \`pnpm db:migrate\` or start applies it again.`;
    }
    const file = path.join(migrationsDir, name, 'migration.sql');
    if (!fs.existsSync(file)) throw new Error(`There is no migration ${name} in ${migrationsDir}.`);
    if (rows.rows.some((r) => r.finished_at !== null && r.rolled_back_at === null))
      throw new Error(`Migration ${name} is already recorded as applied.`);
    // As `prisma migrate resolve --applied`: failed attempts are closed, and one finished
    // attempt is recorded with the checksum of the file (a SHA-256 of its bytes).
    if (failed.length)
      await client.query(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = ANY($1)`, [
        failed.map((r) => r.id),
      ]);
    const checksum = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), checksum, name],
    );
    await client.query('COMMIT');
    return `Marked ${name} applied: it will not be run.`;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flag, name, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
  const action = { '--rolled-back': 'rolled-back', '--applied': 'applied' }[flag ?? ''];
  if (!action || !name || rest.length) {
    console.error(usage);
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(`DATABASE_URL is not set.\n${usage}`);
    process.exit(2);
  }
  // MIGRATIONS_DIR: another folder of migrations, as in prisma.config.ts.
  const migrationsDir = process.env.MIGRATIONS_DIR ?? path.join(here, '../../../prisma/migrations');
  try {
    console.log(await resolveMigration({ databaseUrl, migrationsDir, action, name }));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
