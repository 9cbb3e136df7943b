import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@courtside/contracts';

/** A readiness probe must answer quickly even when the database hangs: give up after this long. */
const READY_TIMEOUT_MS = 1_500;

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', {
    schema: {
      tags: ['health'],
      summary: 'The process is up',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    handler: async () => ({ status: 'ok' as const }),
  });
  app.get('/readyz', {
    schema: {
      tags: ['health'],
      summary: 'The database answers',
      response: { 200: z.object({ status: z.literal('ready') }), 503: ZApiError },
    },
    handler: async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.prisma.$queryRaw`SELECT 1`,
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ready' as const };
      } catch {
        return reply
          .code(503)
          .send({ error: 'database_unavailable', message: 'The database is not reachable yet.' });
      } finally {
        clearTimeout(timer);
      }
    },
  });
}
