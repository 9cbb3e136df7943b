// POST /api/unsubscribe/:token: the one-click unsubscribe of a message to members (RFC 8058). No
// sign-in: the token, signed by the app, names the member and the choice to turn off. Mail clients
// POST `List-Unsubscribe=One-Click` form-encoded; the web page /unsubscribe/:token POSTs when the
// person presses its button. There is no GET: link scanners fetch links.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUnsubscribed } from '@courtside/contracts';
import { errorAnswers } from '../../plugins/errors.js';
import { unsubscribe } from './messages.service.js';

export default async function unsubscribeRoutes(fastify: FastifyInstance) {
  // Mail clients send the one-click body as a form; its content says nothing the token does not.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post('/unsubscribe/:token', {
    schema: {
      tags: ['messages to members'],
      summary: 'Stop one kind of message to members (one-click, RFC 8058); 200 even when already stopped',
      params: z.object({ token: z.string().min(1).max(512) }),
      response: { 200: ZUnsubscribed, ...errorAnswers(404) },
    },
    handler: async (request) => ({ data: await unsubscribe(deps, request.params.token) }),
  });
}
