// /api/admin/noticeboard, /notices, /noticeboard-rows: the console's noticeboard (competition
// staff and admins): notices written in the rich text editor and people listed per section.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminNoticeboard,
  ZAdminNoticeboardRowResponse,
  ZAdminNoticeResponse,
  ZNoticeboardDeleted,
  ZNoticeboardRowWrite,
  ZNoticeWrite,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as noticeboard from './noticeboard-admin.service.js';

const params = z.object({ id: z.string().max(20) });
const writes = errorAnswers(401, 403, 404, 422);

export default async function noticeboardAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: noticeboard', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/noticeboard', {
    schema: {
      summary: 'Every notice (sanitised HTML) and every listed person, as managers read them',
      response: { 200: ZAdminNoticeboard, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await noticeboard.listNoticeboard(deps) }),
  });

  app.post('/notices', {
    schema: {
      summary: 'Write a notice: its HTML is sanitised (an allow-list) before it is kept',
      body: ZNoticeWrite,
      response: { 201: ZAdminNoticeResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await noticeboard.createNotice(deps, request.user.memberId, request.body) }),
  });

  app.put('/notices/:id', {
    schema: {
      summary: 'Change a notice',
      params,
      body: ZNoticeWrite,
      response: { 200: ZAdminNoticeResponse, ...writes },
    },
    handler: async (request) => ({
      data: await noticeboard.updateNotice(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Notice'),
        request.body,
      ),
    }),
  });

  app.delete('/notices/:id', {
    schema: {
      summary: 'Take a notice down',
      params,
      response: { 200: ZNoticeboardDeleted, ...writes },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Notice');
      await noticeboard.deleteNotice(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });

  app.post('/noticeboard-rows', {
    schema: {
      summary: 'List a person under a section of the noticeboard',
      body: ZNoticeboardRowWrite,
      response: { 201: ZAdminNoticeboardRowResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await noticeboard.createRow(deps, request.user.memberId, request.body) }),
  });

  app.put('/noticeboard-rows/:id', {
    schema: {
      summary: 'Change a listed person',
      params,
      body: ZNoticeboardRowWrite,
      response: { 200: ZAdminNoticeboardRowResponse, ...writes },
    },
    handler: async (request) => ({
      data: await noticeboard.updateRow(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Row'),
        request.body,
      ),
    }),
  });

  app.delete('/noticeboard-rows/:id', {
    schema: {
      summary: 'Take a person off the noticeboard',
      params,
      response: { 200: ZNoticeboardDeleted, ...writes },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Row');
      await noticeboard.deleteRow(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });
}
