// Graceful shutdown: once app.close() starts (SIGTERM in server.ts), requests already
// running finish normally while new ones are answered 503 at once, in the error shape,
// with `connection: close` so keep-alive clients reconnect to another instance.
// Fastify's own 503-on-closing is turned off in app.ts because its body is not our shape.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TApiError } from '@courtside/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server has started closing. */
    isShuttingDown(): boolean;
  }
}

export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

export default fp(async function shutdown(app: FastifyInstance) {
  let closing = false;
  app.decorate('isShuttingDown', () => closing);
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Answers finished while closing end their keep-alive connection, so the server can close
  // as soon as the requests in flight are done instead of waiting for idle clients.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ error: 'shutting_down', message: SHUTTING_DOWN_MESSAGE } satisfies TApiError);
  });
});
