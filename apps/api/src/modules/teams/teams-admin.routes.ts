// /api/admin/teams, /team-requests, /forfeits: the console's Teams area (competition staff).
// Teams are listed with their nomination (GET /api/admin/nominations lists the same rows).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminTeamResponse,
  ZNominationPage,
  ZNominationQuery,
  ZPositionCreate,
  ZPositionEdit,
  ZRequestDecision,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import * as teams from './teams-admin.service.js';
import { listNominations } from './nominations-admin.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const pathId = z.string().max(20);

export default async function teamsAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: teams', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const teamParams = z.object({ team_id: pathId });
  const positionParams = z.object({ team_id: pathId, position_id: pathId });
  const idParams = z.object({ id: pathId });

  app.get('/teams', {
    schema: {
      summary: 'Teams of a season or division with their nomination (paged, sorted by the server)',
      querystring: ZNominationQuery,
      response: { 200: ZNominationPage, ...errors },
    },
    handler: async (request) => ({ data: await listNominations(deps, request.query) }),
  });

  app.get('/teams/:team_id', {
    schema: {
      summary: 'A team: positions, new and temporary member requests, forfeit notices',
      params: teamParams,
      response: { 200: ZAdminTeamResponse, ...errors },
    },
    handler: async (request) => ({
      data: await teams.adminTeam(deps, idFromPath(request.params.team_id, 'Team')),
    }),
  });

  app.post('/teams/:team_id/positions', {
    schema: {
      summary: 'Give a member a position in the team (manager, admin, coach, assistant, player)',
      params: teamParams,
      body: ZPositionCreate,
      response: { 200: ZAdminTeamResponse, ...errors },
    },
    handler: async (request) => ({
      data: await teams.addPosition(
        deps,
        request.user.memberId,
        idFromPath(request.params.team_id, 'Team'),
        request.body,
      ),
    }),
  });

  app.patch('/teams/:team_id/positions/:position_id', {
    schema: {
      summary: "Change a position's role or playing number",
      params: positionParams,
      body: ZPositionEdit,
      response: { 200: ZAdminTeamResponse, ...errors },
    },
    handler: async (request) => ({
      data: await teams.editPosition(
        deps,
        request.user.memberId,
        idFromPath(request.params.team_id, 'Team'),
        idFromPath(request.params.position_id, 'Position'),
        request.body,
      ),
    }),
  });

  app.delete('/teams/:team_id/positions/:position_id', {
    schema: {
      summary: 'Take a position away from the team',
      params: positionParams,
      response: { 200: ZAdminTeamResponse, ...errors },
    },
    handler: async (request) => ({
      data: await teams.removePositionByStaff(
        deps,
        request.user.memberId,
        idFromPath(request.params.team_id, 'Team'),
        idFromPath(request.params.position_id, 'Position'),
      ),
    }),
  });

  for (const [path, approve, summary] of [
    ['approve', true, "Approve a manager's request: a new member joins the roster"],
    ['decline', false, "Decline a manager's request for a new or temporary member"],
  ] as const)
    app.post(`/team-requests/:id/${path}`, {
      schema: {
        summary,
        params: idParams,
        body: ZRequestDecision,
        response: { 200: ZAdminTeamResponse, ...errors },
      },
      handler: async (request) => ({
        data: await teams.decideRequest(
          deps,
          request.user.memberId,
          idFromPath(request.params.id, 'Request'),
          approve,
          request.body,
        ),
      }),
    });

  app.post('/forfeits/:id/confirm', {
    schema: {
      summary: "Confirm a manager's forfeit notice: the game's result becomes a forfeit loss",
      params: idParams,
      response: { 200: ZAdminTeamResponse, ...errors },
    },
    handler: async (request) => ({
      data: await teams.confirmForfeit(deps, request.user.memberId, idFromPath(request.params.id, 'Forfeit')),
    }),
  });
}
