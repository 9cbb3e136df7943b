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

export function createPrisma(databaseUrl: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return new PrismaClient({ adapter });
}

export default fp<{ databaseUrl: string }>(async function prisma(app: FastifyInstance, opts) {
  const client = createPrisma(opts.databaseUrl);
  app.decorate('prisma', client);
  app.addHook('onClose', async () => {
    await client.$disconnect();
  });
});
