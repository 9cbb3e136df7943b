import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZNoticeboardResponse } from '@courtside/contracts';
import { readNoticeboard } from './noticeboard.service.js';

/**
 * An API call, as opposed to a page load of the web app's /member/noticeboard:
 * it carries an Authorization header, or asks for JSON in Accept.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const accept = request.headers.accept ?? '';
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return type === 'application/json' && !params.includes('q=0');
  });
}

/**
 * GET /member/noticeboard has no /api prefix (the published path) and is also a page of the web
 * app. API calls get the JSON; page loads fall through to the not-found handler,
 * which serves the web app's index.html when the built web app is present (app.ts).
 */
export default async function noticeboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/member/noticeboard', {
    schema: {
      tags: ['noticeboard'],
      summary:
        'Noticeboard rows grouped by section name and sanitised HTML notices (is_man). Send Accept: application/json; page loads get the web app.',
      response: { 200: ZNoticeboardResponse, 401: ZApiError, 403: ZApiError },
    },
    handler: async (request, reply) => {
      if (!isApiRequest(request)) return reply.callNotFound();
      await app.authenticate(request, reply);
      return readNoticeboard(deps, request.user.memberId);
    },
  });
}
