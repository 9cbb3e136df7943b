#!/usr/bin/env node
// `pnpm db:migrate`: applies the committed prisma/migrations to DATABASE_URL with
// `prisma migrate deploy`. This is what ops run before starting a new release
// (the docker-compose `migrate` service runs it too). It never creates
// migrations and never resets data.
import { runPrisma } from './prisma.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'DATABASE_URL is not set: `pnpm db:migrate` needs the PostgreSQL server to migrate, for example\n' +
      '  DATABASE_URL=postgresql://courtside:secret@localhost:5432/courtside pnpm db:migrate\n' +
      '(`pnpm start` without DATABASE_URL migrates its embedded database by itself.)',
  );
  process.exit(2);
}
try {
  new URL(url);
} catch {
  console.error('DATABASE_URL is not a valid URL (expected postgresql://user:password@host:port/database).');
  process.exit(2);
}

const result = runPrisma(['migrate', 'deploy']);
if (result.error) {
  console.error(`Could not run the Prisma CLI: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0)
  console.error(
    '\nA migration that failed (P3009, P3018) was undone whole: fix its cause, then mark it with\n' +
      '  pnpm db:resolve --rolled-back <migration>   (applied again by the next db:migrate), or\n' +
      '  pnpm db:resolve --applied <migration>       (its changes were made by hand).\n' +
      'docs/operations.md ("A failed migration") says which.',
  );
process.exit(result.status ?? 1);
