import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { registerPool } from '../lib/sql.js';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
  }
}

export type Db = PrismaClient;

/** How long a request waits for a database connection before it answers 503 (errors plugin). */
export const CONNECT_TIMEOUT_MS = 3_000;

/** The parts of pg-pool's bookkeeping we need to drop a dead connection (see below). */
interface PoolInternals {
  _clients: pg.PoolClient[];
  _remove(client: pg.PoolClient, callback?: () => void): void;
  _pulseQueue(): void;
}

/**
 * A connection pool that survives the database restarting under it.
 * - A short connect timeout: with the database down, requests fail fast (503) instead of hanging.
 * - Error listeners on the pool and on every connection: a connection the database cuts
 *   (57P01 on shutdown) while it is checked out would otherwise crash the process.
 * - A connection that ends while checked out leaves the pool's count at once. Prisma does not
 *   give back a transaction's connection when its ROLLBACK fails on a dead connection, so
 *   without this each outage would leak connections until the pool was exhausted and the
 *   server could no longer recover by itself (measured: 10 of 10 leaked after one restart).
 */
export function createPool(databaseUrl: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', () => {
    // An idle connection was cut: pg-pool already dropped it; the next request opens a new one.
  });
  pool.on('connect', (client) => {
    client.on('error', () => {
      // Reported to the query that was running, or, between queries, ends the connection (below).
    });
    client.on('end', () => {
      const internals = pool as unknown as PoolInternals;
      if (internals._clients.includes(client)) internals._remove(client, () => internals._pulseQueue());
    });
  });
  return pool;
}

/** How long an interactive transaction may wait to start, and run, unless its caller says otherwise. */
export const TRANSACTION_DEFAULTS = { maxWait: 10_000, timeout: 20_000 } as const;

export function createPrisma(databaseUrl: string, poolSize = 10): PrismaClient {
  const pool = createPool(databaseUrl, poolSize);
  const client = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // Writes that take turns on a row lock (a season's slots, a court, an invoice) wait for each
    // other: on a busy machine a queue of them outlasts Prisma's defaults (2 s to start, 5 s to
    // finish), which would fail the last in line. Paths that hold a lock longer say so themselves.
    transactionOptions: TRANSACTION_DEFAULTS,
  });
  registerPool(client, pool);
  return client;
}

export default fp<{ databaseUrl: string }>(async function prisma(app: FastifyInstance, opts) {
  const client = createPrisma(opts.databaseUrl);
  app.decorate('prisma', client);
  app.addHook('onClose', async () => {
    await client.$disconnect();
  });
});
