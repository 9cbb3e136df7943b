// /api/admin/messages: messages to members (competition staff and admins): the audience picker's
// lists, a preview, a test sent to oneself, sending, and the history with each message's counts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMessageAudiences,
  ZMessageDetail,
  ZMessageDraft,
  ZMessageList,
  ZMessageMemberMatches,
  ZMessageMemberQuery,
  ZMessagePreview,
  ZMessageSent,
  ZMessageTestSent,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as messages from './messages.service.js';
import * as history from './message-history.service.js';

const params = z.object({ id: z.string().max(20) });
const writes = errorAnswers(401, 403, 404, 422);

export default async function messagesAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: messages', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/messages', {
    schema: {
      summary: 'Sent messages, the latest first, with counts delivered, pending and failed',
      response: { 200: ZMessageList, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await history.listMessages(deps) }),
  });

  app.get('/messages/audiences', {
    schema: {
      summary: 'What a message can be sent to: seasons being played with divisions and teams, roster types',
      response: { 200: ZMessageAudiences, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await messages.messageAudiences(deps) }),
  });

  app.get('/messages/members', {
    schema: {
      summary: 'Active members matching the words (the console member search), to pick recipients by hand',
      querystring: ZMessageMemberQuery,
      response: { 200: ZMessageMemberMatches, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await messages.findMembers(deps, request.query.q) }),
  });

  app.get('/messages/:id', {
    schema: {
      summary: 'A sent message with each recipient and where their email stands',
      params,
      response: { 200: ZMessageDetail, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({
      data: await history.messageDetail(deps, idFromPath(request.params.id, 'Message')),
    }),
  });

  app.post('/messages/preview', {
    schema: {
      summary:
        'How many would receive it, how many are left out and why, and the message as the first (or a chosen) recipient gets it',
      body: ZMessageDraft,
      response: { 200: ZMessagePreview, ...writes },
    },
    handler: async (request) => ({ data: await messages.previewMessage(deps, request.body) }),
  });

  app.post('/messages/test', {
    schema: {
      summary: 'Send the message as the first recipient gets it to your own address, subject marked [Test]',
      body: ZMessageDraft,
      response: { 200: ZMessageTestSent, ...writes },
    },
    handler: async (request) => ({
      data: { to: await messages.sendTestMessage(deps, request.user.memberId, request.body) },
    }),
  });

  app.post('/messages', {
    schema: {
      summary:
        'Send a message: its recipients are fixed now and handed to the mail relay at MESSAGES_PER_MINUTE by the member-messages job',
      body: ZMessageDraft,
      response: { 201: ZMessageSent, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await messages.sendMessage(deps, request.user.memberId, request.body) }),
  });
}
