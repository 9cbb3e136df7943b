// /api/admin: the draw's inputs and drafts (competition staff and admins).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZScoresheetInput, ZScoresheetResponse } from '@courtside/contracts';
import {
  ZAdjustmentInput,
  ZAdjustmentList,
  ZDivisionLadder,
  ZAdjustmentRemoval,
  ZAdjustmentResponse,
  ZScorers,
  ZScorersInput,
  ZBlackoutInput,
  ZDrawCsvQuery,
  ZDrawFinals,
  ZDrawImport,
  ZBlackoutResponse,
  ZDrawDraftResponse,
  ZDraftCatchUp,
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
import { consoleRoutes } from '../../lib/console-access.js';
import { sendCsv } from '../../lib/csv.js';
import { requestGeneration } from './draw-generation.service.js';
import { repairDraft } from './draw-repair.service.js';
import { finalsDraft } from './draw-finals.service.js';
import { getDraft } from './draft-view.service.js';
import { placeOnCatchUp } from './draft-catch-up.js';
import { discardDraft, publishDraft } from './draft-publish.service.js';
import * as setup from './draw-setup.service.js';
import * as results from './results.service.js';
import * as csv from './draw-csv.service.js';
import gameMovesRoutes from './game-moves.routes.js';

const reads = errorAnswers(401, 403, 404, 422);
const writes = errorAnswers(401, 403, 404, 409, 422);
const params = z.object({ id: z.string().max(20) });
const ZDeleted = z.object({ data: z.object({ id: z.number() }) });

export default async function drawAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: draw', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const id = (text: string, what: string) => idFromPath(text, what);
  // A published game moved or two swapped by hand (the Draw screen's Move dialog).
  await fastify.register(gameMovesRoutes);

  // ---- Inputs ------------------------------------------------------------------------------

  app.get('/seasons/:id/draw', {
    schema: {
      summary:
        "What the season's draw is made from: venues' time slots, blackout dates, the state's public holidays, divisions and drafts",
      params,
      response: { 200: ZDrawSetup, ...reads },
    },
    handler: async (request) => ({ data: await setup.drawSetup(deps, id(request.params.id, 'Season')) }),
  });

  app.post('/seasons/:id/draw/slots', {
    schema: {
      summary: 'Add competition time slots: a venue, a weekday, start times, game length and courts',
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
    schema: {
      summary: 'Change competition time slots',
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
    schema: {
      summary: 'Remove competition time slots',
      params,
      response: { 200: ZDeleted, ...writes },
    },
    handler: async (request) => ({
      data: await setup.deleteSlot(deps, request.user.memberId, id(request.params.id, 'Time slot')),
    }),
  });

  app.post('/seasons/:id/draw/blackouts', {
    schema: {
      summary:
        'Add blackout dates (a public holiday, school holidays or another reason), at every venue or one',
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
    schema: {
      summary: 'Remove blackout dates',
      params,
      response: { 200: ZDeleted, ...writes },
    },
    handler: async (request) => ({
      data: await setup.deleteBlackout(deps, request.user.memberId, id(request.params.id, 'Blackout')),
    }),
  });

  app.get('/teams/:id/draw-limits', {
    schema: {
      summary:
        "A team's limits for the draw: start times, dates it cannot play, teams it must not play at the same time as",
      params,
      response: { 200: ZTeamDrawLimitsResponse, ...reads },
    },
    handler: async (request) => ({ data: await setup.getTeamLimits(deps, id(request.params.id, 'Team')) }),
  });

  app.put('/teams/:id/draw-limits', {
    schema: {
      summary: "Replace a team's limits for the draw",
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
    schema: {
      summary:
        'Generate a draft draw for divisions: answered at once as generating; the draw-generation job then places the games (pairings, games on slots, the games no slot could take with the reasons, the fairness report), read with GET /draw-drafts/:id',
      params,
      body: ZDrawGenerate,
      response: { 202: ZDrawDraftResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(202).send({
        data: await requestGeneration(
          deps,
          request.user.memberId,
          id(request.params.id, 'Season'),
          request.body,
        ),
      }),
  });

  app.post('/seasons/:id/draw/repair', {
    schema: {
      summary:
        'A draft repairing the published draw (a washout, new blackouts or closures, withdrawn teams): only the games that must move do; played games never',
      params,
      body: ZDrawRepair,
      response: { 201: ZDrawDraftResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await repairDraft(deps, request.user.memberId, id(request.params.id, 'Season'), request.body),
      }),
  });

  app.post('/divisions/:id/finals', {
    schema: {
      summary:
        "A draft of the division's finals from its ladder, per its finals format, on the division's next free days after the last round",
      params,
      body: ZDrawFinals,
      response: { 201: ZDrawDraftResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await finalsDraft(deps, request.user.memberId, id(request.params.id, 'Division'), request.body),
      }),
  });

  app.get('/draw-drafts/:id', {
    schema: {
      summary: 'A draft with each game and what publishing does to it (new, moved, kept, removed, unplaced)',
      params,
      response: { 200: ZDrawDraftResponse, ...reads },
    },
    handler: async (request) => ({ data: await getDraft(deps, id(request.params.id, 'Draft')) }),
  });

  app.post('/draw-drafts/:id/catch-up', {
    schema: {
      summary:
        "Place a draft's unplaced game on one of its catch-up dates: the date's first free slot both teams can take",
      params,
      body: ZDraftCatchUp,
      response: { 200: ZDrawDraftResponse, ...writes },
    },
    handler: async (request) => {
      const draftId = id(request.params.id, 'Draft');
      await placeOnCatchUp(deps, request.user.memberId, draftId, request.body);
      return { data: await getDraft(deps, draftId) };
    },
  });

  app.post('/draw-drafts/:id/publish', {
    schema: {
      summary:
        'Publish a draft: its games become the public draw, and the managers of teams whose games changed are emailed',
      params,
      body: ZDrawPublish,
      response: { 200: ZDrawPublished, ...writes },
    },
    handler: async (request) => ({
      data: await publishDraft(deps, request.user.memberId, id(request.params.id, 'Draft'), request.body),
    }),
  });

  app.post('/draw-drafts/:id/discard', {
    schema: {
      summary: 'Discard a draft',
      params,
      response: { 200: ZDrawPublished, ...writes },
    },
    handler: async (request) => ({
      data: await discardDraft(deps, request.user.memberId, id(request.params.id, 'Draft')),
    }),
  });

  // ---- Results and the ladder --------------------------------------------------------------

  app.get('/games/:id/scoresheet', {
    schema: {
      summary:
        "A game's scoresheet: the result, double points, and both teams' players with their box scores",
      params,
      response: { 200: ZScoresheetResponse, ...reads },
    },
    handler: async (request) => ({ data: await results.scoresheet(deps, id(request.params.id, 'Game')) }),
  });

  app.put('/games/:id/scoresheet', {
    schema: {
      summary:
        "Save a game's scoresheet whole: scores or the forfeit or disqualification, double points, player stats",
      params,
      body: ZScoresheetInput,
      response: { 200: ZScoresheetResponse, ...writes },
    },
    handler: async (request) => ({
      data: await results.saveScoresheet(
        deps,
        request.user.memberId,
        id(request.params.id, 'Game'),
        request.body,
        'staff',
      ),
    }),
  });

  app.get('/games/:id/scorers', {
    schema: {
      summary: "The members who may enter the game's result on game day",
      params,
      response: { 200: ZScorers, ...reads },
    },
    handler: async (request) => ({
      data: { scorers: await results.listScorers(deps, id(request.params.id, 'Game')) },
    }),
  });

  app.put('/games/:id/scorers', {
    schema: {
      summary: "Name the members who may enter the game's result on game day (from a phone)",
      params,
      body: ZScorersInput,
      response: { 200: ZScorers, ...writes },
    },
    handler: async (request) => ({
      data: {
        scorers: await results.setScorers(
          deps,
          request.user.memberId,
          id(request.params.id, 'Game'),
          request.body.member_ids,
        ),
      },
    }),
  });

  app.get('/divisions/:id/ladder', {
    schema: {
      summary:
        "A division's full ladder, with the tie-break that ordered level teams (also while its results are hidden)",
      params,
      response: { 200: ZDivisionLadder, ...reads },
    },
    handler: async (request) => ({
      data: await results.divisionLadder(deps, id(request.params.id, 'Division')),
    }),
  });

  app.get('/divisions/:id/adjustments', {
    schema: {
      summary: "A division's ladder adjustments with their reasons",
      params,
      response: { 200: ZAdjustmentList, ...reads },
    },
    handler: async (request) => ({
      data: { adjustments: await results.listAdjustments(deps, id(request.params.id, 'Division')) },
    }),
  });

  app.post('/divisions/:id/adjustments', {
    schema: {
      summary: "Add points to or take points from a team's ladder, with a reason",
      params,
      body: ZAdjustmentInput,
      response: { 201: ZAdjustmentResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await results.addAdjustment(
          deps,
          request.user.memberId,
          id(request.params.id, 'Division'),
          request.body,
        ),
      }),
  });

  app.delete('/adjustments/:id', {
    schema: {
      summary: 'Take back a ladder adjustment, with a reason',
      params,
      body: ZAdjustmentRemoval,
      response: { 200: ZDeleted, ...writes },
    },
    handler: async (request) => ({
      data: await results.removeAdjustment(
        deps,
        request.user.memberId,
        id(request.params.id, 'Adjustment'),
        request.body.reason,
      ),
    }),
  });

  // ---- CSV ---------------------------------------------------------------------------------

  app.get('/seasons/:id/draw.csv', {
    schema: {
      summary:
        "The season's published draw (or one division's), finals included, as a CSV file with each game's id",
      params,
      querystring: ZDrawCsvQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...reads },
    },
    handler: async (request, reply) => {
      const file = await csv.exportDraw(deps, id(request.params.id, 'Season'), request.query.division_id);
      return sendCsv(reply, 'draw.csv', file);
    },
  });

  app.post('/seasons/:id/draw/import', {
    schema: {
      summary:
        "Import a draw from CSV (the export's columns) as a draft: a line with a Game id keeps or moves that game, one without is a new game, and the named divisions' unplayed games no line names are removed; every line is checked first",
      params,
      body: ZDrawImport,
      response: { 201: ZDrawDraftResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await csv.importDraw(
          deps,
          request.user.memberId,
          id(request.params.id, 'Season'),
          request.body.csv,
        ),
      }),
  });
}
