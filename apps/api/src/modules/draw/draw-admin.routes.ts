// /api/admin: the draw's inputs and drafts (competition staff and admins).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBlackoutInput,
  ZBlackoutResponse,
  ZDrawDraftResponse,
  ZDrawGenerate,
  ZDrawPublish,
  ZDrawPublished,
  ZDrawRepair,
  ZDrawSetup,
  ZDrawSlotInput,
  ZDrawSlotResponse,
  ZTeamDrawLimits,
  ZTeamDrawLimitsResponse,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { staffOnly } from '../../lib/console-access.js';
import * as drafts from './draw-drafts.service.js';
import * as setup from './draw-setup.service.js';

const tags = ['console: draw'];
const security = [{ bearer: [] }];
const reads = errorAnswers(401, 403, 404, 422);
const writes = errorAnswers(401, 403, 404, 409, 422);
const competition = staffOnly('competition');
const params = z.object({ id: z.string().max(20) });
const ZDeleted = z.object({ data: z.object({ id: z.number() }) });

export default async function drawAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const id = (text: string, what: string) => idFromPath(text, what);

  // ---- Inputs ------------------------------------------------------------------------------

  app.get('/seasons/:id/draw', {
    ...competition,
    schema: {
      tags,
      summary:
        "What the season's draw is made from: venues' time slots, blackout dates, the state's public holidays, divisions and drafts",
      security,
      params,
      response: { 200: ZDrawSetup, ...reads },
    },
    handler: async (request) => ({ data: await setup.drawSetup(deps, id(request.params.id, 'Season')) }),
  });

  app.post('/seasons/:id/draw/slots', {
    ...competition,
    schema: {
      tags,
      summary: 'Add competition time slots: a venue, a weekday, start times, game length and courts',
      security,
      params,
      body: ZDrawSlotInput,
      response: { 201: ZDrawSlotResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await setup.createSlot(
          deps,
          request.user.memberId,
          id(request.params.id, 'Season'),
          request.body,
        ),
      }),
  });

  app.put('/draw/slots/:id', {
    ...competition,
    schema: {
      tags,
      summary: 'Change competition time slots',
      security,
      params,
      body: ZDrawSlotInput,
      response: { 200: ZDrawSlotResponse, ...writes },
    },
    handler: async (request) => ({
      data: await setup.updateSlot(
        deps,
        request.user.memberId,
        id(request.params.id, 'Time slot'),
        request.body,
      ),
    }),
  });

  app.delete('/draw/slots/:id', {
    ...competition,
    schema: {
      tags,
      summary: 'Remove competition time slots',
      security,
      params,
      response: { 200: ZDeleted, ...writes },
    },
    handler: async (request) => ({
      data: await setup.deleteSlot(deps, request.user.memberId, id(request.params.id, 'Time slot')),
    }),
  });

  app.post('/seasons/:id/draw/blackouts', {
    ...competition,
    schema: {
      tags,
      summary:
        'Add blackout dates (a public holiday, school holidays or another reason), at every venue or one',
      security,
      params,
      body: ZBlackoutInput,
      response: { 201: ZBlackoutResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await setup.createBlackout(
          deps,
          request.user.memberId,
          id(request.params.id, 'Season'),
          request.body,
        ),
      }),
  });

  app.delete('/draw/blackouts/:id', {
    ...competition,
    schema: {
      tags,
      summary: 'Remove blackout dates',
      security,
      params,
      response: { 200: ZDeleted, ...writes },
    },
    handler: async (request) => ({
      data: await setup.deleteBlackout(deps, request.user.memberId, id(request.params.id, 'Blackout')),
    }),
  });

  app.get('/teams/:id/draw-limits', {
    ...competition,
    schema: {
      tags,
      summary:
        "A team's limits for the draw: start times, dates it cannot play, teams it must not play at the same time as",
      security,
      params,
      response: { 200: ZTeamDrawLimitsResponse, ...reads },
    },
    handler: async (request) => ({ data: await setup.getTeamLimits(deps, id(request.params.id, 'Team')) }),
  });

  app.put('/teams/:id/draw-limits', {
    ...competition,
    schema: {
      tags,
      summary: "Replace a team's limits for the draw",
      security,
      params,
      body: ZTeamDrawLimits,
      response: { 200: ZTeamDrawLimitsResponse, ...writes },
    },
    handler: async (request) => ({
      data: await setup.setTeamLimits(
        deps,
        request.user.memberId,
        id(request.params.id, 'Team'),
        request.body,
      ),
    }),
  });

  // ---- Drafts ------------------------------------------------------------------------------

  app.post('/seasons/:id/draw/generate', {
    ...competition,
    schema: {
      tags,
      summary:
        'Generate a draft draw for divisions: pairings, games placed on slots, the games no slot could take with the reasons, and the fairness report',
      security,
      params,
      body: ZDrawGenerate,
      response: { 201: ZDrawDraftResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await drafts.generateDraft(
          deps,
          request.user.memberId,
          id(request.params.id, 'Season'),
          request.body,
        ),
      }),
  });

  app.post('/seasons/:id/draw/repair', {
    ...competition,
    schema: {
      tags,
      summary:
        'A draft repairing the published draw (a washout, new blackouts or closures, withdrawn teams): only the games that must move do; played games never',
      security,
      params,
      body: ZDrawRepair,
      response: { 201: ZDrawDraftResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await drafts.repairDraft(
          deps,
          request.user.memberId,
          id(request.params.id, 'Season'),
          request.body,
        ),
      }),
  });

  app.get('/draw-drafts/:id', {
    ...competition,
    schema: {
      tags,
      summary: 'A draft with each game and what publishing does to it (new, moved, kept, removed, unplaced)',
      security,
      params,
      response: { 200: ZDrawDraftResponse, ...reads },
    },
    handler: async (request) => ({ data: await drafts.getDraft(deps, id(request.params.id, 'Draft')) }),
  });

  app.post('/draw-drafts/:id/publish', {
    ...competition,
    schema: {
      tags,
      summary:
        'Publish a draft: its games become the public draw, and the managers of teams whose games changed are emailed',
      security,
      params,
      body: ZDrawPublish,
      response: { 200: ZDrawPublished, ...writes },
    },
    handler: async (request) => ({
      data: await drafts.publishDraft(
        deps,
        request.user.memberId,
        id(request.params.id, 'Draft'),
        request.body,
      ),
    }),
  });

  app.post('/draw-drafts/:id/discard', {
    ...competition,
    schema: {
      tags,
      summary: 'Discard a draft',
      security,
      params,
      response: { 200: ZDrawPublished, ...writes },
    },
    handler: async (request) => ({
      data: await drafts.discardDraft(deps, request.user.memberId, id(request.params.id, 'Draft')),
    }),
  });
}
