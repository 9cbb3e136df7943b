import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
  }
}

export type Db = PrismaClient;

/** How long a request waits for a database connection before it answers 503 (errors plugin). */
export const CONNECT_TIMEOUT_MS = 3_000;

export function createPrisma(databaseUrl: string, poolSize = 10): PrismaClient {
  // A short connect timeout: with the database down or restarting, requests fail fast instead of
  // hanging until the client gives up. Broken connections leave the pool on their own (pg drops a
  // client that errored), so the server recovers by itself when the database returns.
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  return new PrismaClient({ adapter });
}

export default fp<{ databaseUrl: string }>(async function prisma(app: FastifyInstance, opts) {
  const client = createPrisma(opts.databaseUrl);
  app.decorate('prisma', client);
  app.addHook('onClose', async () => {
    await client.$disconnect();
  });
});
