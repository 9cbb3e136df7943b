import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@courtside/contracts';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', {
    schema: { tags: ['health'], summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
  app.get('/readyz', {
    schema: { tags: ['health'], summary: 'The database answers', response: { 200: z.object({ status: z.literal('ready') }), 503: ZApiError } },
    handler: async (_request, reply) => {
      try {
        await app.prisma.$queryRaw`SELECT 1`;
        return { status: 'ready' as const };
      } catch {
        return reply.code(503).send({ error: 'database_unavailable', message: 'The database is not reachable yet.' });
      }
    },
  });
}
