import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@courtside/contracts';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../lib/files.js';

/** A readiness probe must answer quickly even when the database or the storage hangs: give up after this long. */
const READY_TIMEOUT_MS = 1_500;

/** Resolves true when `check` succeeds within READY_TIMEOUT_MS, false when it fails or takes longer. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const ZStorageState = z.enum(['ok', 'unavailable']);

// /readyz takes a process out of the load balancer only when the database does not answer:
// without the database nothing works. Uploaded files down (S3, the uploads folder) leave every
// page but photos and covers working, so /readyz stays 200 and says `storage: unavailable`;
// /readyz/storage answers 503 for a monitor to alert on.
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storageAnswers = () => answers(() => app.deps.files.check());
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
      summary: 'The database answers (and whether file storage does)',
      response: { 200: z.object({ status: z.literal('ready'), storage: ZStorageState }), 503: ZApiError },
    },
    handler: async (_request, reply) => {
      const [database, storage] = await Promise.all([
        answers(() => app.prisma.$queryRaw`SELECT 1`),
        storageAnswers(),
      ]);
      if (!database)
        return reply
          .code(503)
          .send({ error: 'database_unavailable', message: 'The database is not reachable yet.' });
      return { status: 'ready' as const, storage: storage ? ('ok' as const) : ('unavailable' as const) };
    },
  });
  app.get('/readyz/storage', {
    schema: {
      tags: ['health'],
      summary: 'File storage (S3 or the uploads folder) answers',
      response: { 200: z.object({ storage: z.literal('ok') }), 503: ZApiError },
    },
    handler: async (_request, reply) => {
      if (await storageAnswers()) return { storage: 'ok' as const };
      return reply.code(503).send({ error: 'storage_unavailable', message: STORAGE_UNAVAILABLE_MESSAGE });
    },
  });
}
