#!/usr/bin/env node
// Runs the Prisma CLI the way this project needs it (see TOOLCHAIN.md):
// PRISMA_QUERY_ENGINE_LIBRARY points at any existing file so the CLI skips a
// download of a native engine we never use (the client is Rust-free).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The CLI's entry point. The portal's production image has none: its `migrate` stage has. */
function prismaCli() {
  try {
    return path.join(path.dirname(require.resolve('prisma/package.json')), 'build/index.js');
  } catch {
    console.error(
      "The Prisma CLI is not installed here (the portal's production image leaves it out).\n" +
        'Run this from the migrate image (docker compose: the `migrate` service; Kubernetes:\n' +
        'deploy/kubernetes/migrate-job.yaml) or from a full install (`pnpm install`).',
    );
    process.exit(1);
  }
}
const cli = prismaCli();

export function runPrisma(args, env = {}) {
  const result = spawnSync(
    process.execPath,
    ['--require', path.join(here, 'prisma-timers.cjs'), cli, ...args],
    {
      cwd: path.join(here, '..'),
      stdio: env.CAPTURE ? 'pipe' : 'inherit',
      encoding: 'utf8',
      env: {
        ...process.env,
        PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? cli,
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
        CHECKPOINT_DISABLE: '1',
        DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://unused@localhost:1/unused',
        ...env,
      },
    },
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = runPrisma(process.argv.slice(2));
  process.exit(result.status ?? 1);
}
