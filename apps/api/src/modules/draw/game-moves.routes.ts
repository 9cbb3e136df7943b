// /api/admin/games/:id/move and /swap: staff move one published game or swap two, from the Draw
// screen (competition staff and admins); each has a check the dialog asks before saving.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGameChangeCheck, ZGameChanged, ZGameMove, ZGameSwap } from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import { checkGameMove, checkGameSwap, moveGame, swapGames } from './game-moves.service.js';

const reads = errorAnswers(401, 403, 404, 409, 422);
const writes = errorAnswers(401, 403, 404, 409, 422);
const params = z.object({ id: z.string().max(20) });

export default async function gameMovesRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: draw', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const gameId = (text: string) => idFromPath(text, 'Game');

  app.post('/games/:id/move/check', {
    schema: {
      summary:
        "What moving a published game to a date, time and court would break (the draw's hard rules, as a draft explains them) and which of its officials would clash or be unavailable; nothing is written",
      params,
      body: ZGameMove,
      response: { 200: ZGameChangeCheck, ...reads },
    },
    handler: async (request) => ({
      data: await checkGameMove(deps, gameId(request.params.id), request.body),
    }),
  });

  app.post('/games/:id/move', {
    schema: {
      summary:
        'Move a published game to a date, time and court: it keeps its id, officials and scorers; its managers and officials are emailed. Refused (422) when it breaks a hard rule, 409 when it has a result or the court was taken first',
      params,
      body: ZGameMove,
      response: { 200: ZGameChanged, ...writes },
    },
    handler: async (request) => ({
      data: await moveGame(deps, request.user.memberId, gameId(request.params.id), request.body),
    }),
  });

  app.post('/games/:id/swap/check', {
    schema: {
      summary: 'What swapping the places of two published games would break, and their officials’ clashes',
      params,
      body: ZGameSwap,
      response: { 200: ZGameChangeCheck, ...reads },
    },
    handler: async (request) => ({
      data: await checkGameSwap(deps, gameId(request.params.id), request.body.game_id),
    }),
  });

  app.post('/games/:id/swap', {
    schema: {
      summary:
        'Swap the places (date, time and court) of two published games, keeping their ids, officials and scorers; their managers and officials are emailed',
      params,
      body: ZGameSwap,
      response: { 200: ZGameChanged, ...writes },
    },
    handler: async (request) => ({
      data: await swapGames(deps, request.user.memberId, gameId(request.params.id), request.body.game_id),
    }),
  });
}
