import type { SpawnSyncReturns } from 'node:child_process';

/** Runs the Prisma CLI with the repository's schema (see prisma.mjs). */
export function runPrisma(args: string[], env?: Record<string, string | undefined>): SpawnSyncReturns<string>;
