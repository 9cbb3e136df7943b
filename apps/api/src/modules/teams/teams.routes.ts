import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEAM_MSG,
  ZAddTeamPlayersRequest,
  ZAddTeamTempPlayersRequest,
  ZApiError,
  ZGameForfeitRequest,
  ZMessage,
  ZRemovePlayerRequest,
  ZRemovePositionRequest,
  ZTeamDetailResponse,
  ZTeamGamesResponse,
  ZTeamRequest,
  ZTeamSaveRequest,
  ZTeamsResponse,
  ZWithdrawMemberRequest,
} from '@courtside/contracts';
import { AppError } from '../../lib/app-error.js';
import { idFromPath } from '../../lib/ids.js';
import { requestFieldErrors } from '../../plugins/errors.js';
import * as forfeits from './team-forfeits.service.js';
import * as roster from './team-roster.service.js';
import * as teams from './teams.service.js';
import * as withdrawals from './withdrawals.service.js';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const tags = ['teams'];

/** Each action answers its own failure overlay text when the form itself is invalid. */
function invalidForm(request: FastifyRequest, message: string) {
  return new AppError('validation_failed', message, requestFieldErrors(request.validationError));
}

/**
 * /api/member/teams (sign-in checked by the scope in app.ts). Management answers:
 * 404 when the member holds no position in the team, 403 when they are not its
 * manager or team admin or the season is closed, 422 with the action's overlay text
 * when a rule refuses.
 */
export default async function teamsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/teams', {
    schema: {
      tags,
      summary: "The member's teams with their position(s), newest first",
      security: [{ bearer: [] }],
      response: { 200: ZTeamsResponse, ...errors },
    },
    handler: async (request) => {
      const list = await teams.listTeams(deps, request.user.memberId);
      return { data: { teams: list, teams_count: list.length } };
    },
  });

  app.get('/teams/:teamId', {
    schema: {
      tags,
      summary: 'Team detail; players contact details only for the manager, team admin and coach',
      security: [{ bearer: [] }],
      params: z.object({ teamId: z.string() }),
      response: { 200: ZTeamDetailResponse, ...errors },
    },
    handler: async (request) => ({
      data: await teams.getTeam(deps, request.user.memberId, idFromPath(request.params.teamId, 'Team')),
    }),
  });

  app.post('/teams/games', {
    schema: {
      tags,
      summary:
        "The team's future games that can be forfeited or given a temporary member (manager or team admin)",
      security: [{ bearer: [] }],
      body: ZTeamRequest,
      response: { 200: ZTeamGamesResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw invalidForm(request, TEAM_MSG.gamesError);
      return { data: await teams.listTeamGames(deps, request.user.memberId, request.body.teamTid) };
    },
  });

  app.post('/teams/save', {
    schema: {
      tags,
      summary: 'Save uniform colours and playing numbers (0-100, one player per number)',
      security: [{ bearer: [] }],
      body: ZTeamSaveRequest,
      response: { 200: ZMessage, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw invalidForm(request, TEAM_MSG.detailIncorrect);
      await roster.saveTeam(deps, request.user.memberId, request.body);
      return { message: TEAM_MSG.detailSaved };
    },
  });

  app.post('/teams/removeteamplayer', {
    schema: {
      tags,
      summary: 'Remove a player from the roster (not below the division minimum)',
      security: [{ bearer: [] }],
      body: ZRemovePlayerRequest,
      response: { 200: ZMessage, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw invalidForm(request, TEAM_MSG.memberNotRemoved);
      await roster.removePlayer(deps, request.user.memberId, request.body);
      return { message: TEAM_MSG.memberRemoved };
    },
  });

  app.post('/teams/removeteamposition', {
    schema: {
      tags,
      summary: 'Remove the coach or assistant position',
      security: [{ bearer: [] }],
      body: ZRemovePositionRequest,
      response: { 200: ZMessage, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw invalidForm(request, TEAM_MSG.positionNotRemoved);
      await roster.removePosition(deps, request.user.memberId, request.body);
      return { message: TEAM_MSG.positionRemoved };
    },
  });

  app.post('/teams/addteamplayers', {
    schema: {
      tags,
      summary:
        'Ask the association to add new members (stored as pending requests; row errors under players.N)',
      security: [{ bearer: [] }],
      body: ZAddTeamPlayersRequest,
      response: { 200: ZMessage, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw invalidForm(request, TEAM_MSG.newMembersNotSent);
      await roster.requestNewMembers(deps, request.user.memberId, request.body);
      return { message: TEAM_MSG.newMembersSent };
    },
  });

  app.post('/teams/addteamtempplayers', {
    schema: {
      tags,
      summary:
        'Ask for up to 3 temporary members for a future game (pending requests; row errors under tempplayers.N)',
      security: [{ bearer: [] }],
      body: ZAddTeamTempPlayersRequest,
      response: { 200: ZMessage, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw invalidForm(request, TEAM_MSG.temporaryNotSent);
      await roster.requestTemporaryMembers(deps, request.user.memberId, request.body);
      return { message: TEAM_MSG.temporarySent };
    },
  });

  app.post('/teams/gameforfeit', {
    schema: {
      tags,
      summary: 'Forfeit a future game of the team (cannot be undone; 409 when already forfeited)',
      security: [{ bearer: [] }],
      body: ZGameForfeitRequest,
      response: { 200: ZMessage, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw invalidForm(request, TEAM_MSG.gameNotForfeited);
      await forfeits.forfeitGame(deps, request.user.memberId, request.body);
      return { message: TEAM_MSG.gameForfeited };
    },
  });

  app.post('/teams/withdrawnomination', {
    schema: {
      tags,
      summary:
        "Withdraw the team's nomination before the association accepts or declines it (the nominator or the manager): it ends declined, card payments refunded, the place offered to the waitlist",
      security: [{ bearer: [] }],
      body: ZTeamRequest,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (request) => {
      await withdrawals.withdrawNomination(deps, request.user.memberId, request.body.teamTid);
      return { message: TEAM_MSG.nominationWithdrawn };
    },
  });

  app.post('/teams/withdrawrequest', {
    schema: {
      tags,
      summary: 'Withdraw a new or temporary member request the member made, while it is pending',
      security: [{ bearer: [] }],
      body: ZWithdrawMemberRequest,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (request) => {
      const { teamTid, requestId } = request.body;
      await withdrawals.withdrawMemberRequest(deps, request.user.memberId, teamTid, requestId);
      return { message: TEAM_MSG.requestWithdrawn };
    },
  });
}
