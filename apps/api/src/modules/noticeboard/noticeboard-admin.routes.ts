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
import { staffOnly } from '../../lib/console-access.js';
import * as noticeboard from './noticeboard-admin.service.js';

const tags = ['console: noticeboard'];
const security = [{ bearer: [] }];
const roles = staffOnly('competition');
const params = z.object({ id: z.string().max(20) });
const writes = errorAnswers(401, 403, 404, 422);

export default async function noticeboardAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/noticeboard', {
    ...roles,
    schema: {
      tags,
      summary: 'Every notice (sanitised HTML) and every listed person, as managers read them',
      security,
      response: { 200: ZAdminNoticeboard, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await noticeboard.listNoticeboard(deps) }),
  });

  app.post('/notices', {
    ...roles,
    schema: {
      tags,
      summary: 'Write a notice: its HTML is sanitised (an allow-list) before it is kept',
      security,
      body: ZNoticeWrite,
      response: { 201: ZAdminNoticeResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await noticeboard.createNotice(deps, request.user.memberId, request.body) }),
  });

  app.put('/notices/:id', {
    ...roles,
    schema: {
      tags,
      summary: 'Change a notice',
      security,
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
    ...roles,
    schema: {
      tags,
      summary: 'Take a notice down',
      security,
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
    ...roles,
    schema: {
      tags,
      summary: 'List a person under a section of the noticeboard',
      security,
      body: ZNoticeboardRowWrite,
      response: { 201: ZAdminNoticeboardRowResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await noticeboard.createRow(deps, request.user.memberId, request.body) }),
  });

  app.put('/noticeboard-rows/:id', {
    ...roles,
    schema: {
      tags,
      summary: 'Change a listed person',
      security,
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
    ...roles,
    schema: {
      tags,
      summary: 'Take a person off the noticeboard',
      security,
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
