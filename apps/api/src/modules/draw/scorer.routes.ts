// /api/scorer: a member named scorer of a game enters its result and stats on game day, from a
// phone. Staff name scorers in the console (PUT /api/admin/games/:id/scorers).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZScoresheet, ZScoresheetInput, ZScoresheetResponse } from '@courtside/contracts';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import * as results from './results.service.js';

const tags = ['scorer'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string().max(20) });

export default async function scorerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/games', {
    schema: {
      tags,
      summary: 'The games the signed-in member is scorer of today, with their scoresheets',
      security,
      response: { 200: z.object({ data: z.object({ games: z.array(ZScoresheet) }) }), ...errorAnswers(401) },
    },
    handler: async (request) => ({
      data: { games: await results.myScorerGames(deps, request.user.memberId) },
    }),
  });

  app.get('/games/:id', {
    schema: {
      tags,
      summary: "A game's scoresheet, for its scorer on game day",
      security,
      params,
      response: { 200: ZScoresheetResponse, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      data: await results.scorerScoresheet(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Game'),
      ),
    }),
  });

  app.put('/games/:id', {
    schema: {
      tags,
      summary: "Save the game's scoresheet, as its scorer on game day",
      security,
      params,
      body: ZScoresheetInput,
      response: { 200: ZScoresheetResponse, ...errorAnswers(401, 403, 404, 422) },
    },
    // Who may save is decided before the body is read: anyone else gets 403, whatever they send.
    preValidation: async (request) =>
      results.requireScorerGrant(deps, request.user.memberId, idFromPath(request.params.id, 'Game')),
    handler: async (request) => ({
      data: await results.saveScoresheet(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Game'),
        request.body,
        'scorer',
      ),
    }),
  });
}
