import { PAYMENT_ERROR_ANSWERS, requestFieldErrors } from '../../plugins/errors.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOMINATION_MSG,
  ZCheckPlayerRequest,
  ZCheckPlayerResponse,
  ZDivisionCapacityResponse,
  ZIdOptionsResponse,
  ZNominationDivisionsResponse,
  ZNominationOutcomeResponse,
  ZNominationPageResponse,
  ZPayTeamNominationRequest,
  type TPayTeamNominationRequest,
  ZPlayerWarningsRequest,
  ZPlayerWarningsResponse,
  ZPreviousTeamsResponse,
  ZWaitlistOutcomeResponse,
} from '@courtside/contracts';
import { AppError } from '../../lib/app-error.js';
import { idFromPath } from '../../lib/ids.js';
import { paymentError } from '../payments/index.js';
import { checkPlayer, copiedPlayerWarnings } from './check-player.service.js';
import * as payment from './nomination-payment.service.js';
import { joinWaitlist } from './nomination-waitlist.service.js';
import * as nomination from './nomination.service.js';

const errors = PAYMENT_ERROR_ANSWERS;
const tags = ['nomination'];
const security = [{ bearer: [] }];

/** Field errors keyed by the full path ('manager.email', 'players.2.dob'), so each wizard step can show its own. */
const fullPath = (path: PropertyKey[]) => path.map(String).join('.') || 'error';

/** The wizard's entry, or its field errors as the wizard shows them (error_validation). */
function validEntry(request: { body: TPayTeamNominationRequest; validationError?: Error }) {
  if (request.validationError)
    throw paymentError(
      'error_validation',
      NOMINATION_MSG.validation,
      requestFieldErrors(request.validationError, fullPath),
    );
  return request.body;
}

/** /api/ecommerce nomination routes (sign-in checked by the scope in app.ts). */
export default async function nominationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/teamnomination', {
    schema: {
      tags,
      summary:
        "Wizard start: open (false -> 'Team entries are closed for the moment...'), adult, sk_tm, tax rate, donations",
      security,
      response: { 200: ZNominationPageResponse, ...errors },
    },
    handler: async (request) => ({ data: await nomination.nominationPage(deps, request.user.memberId) }),
  });

  app.get('/teamnomination/previousteams', {
    schema: {
      tags,
      summary:
        'Step 1: teams the member manages or administers, entered within the last 365 days, with their players',
      security,
      response: { 200: ZPreviousTeamsResponse, ...errors },
    },
    handler: async (request) => ({ data: await nomination.listPreviousTeams(deps, request.user.memberId) }),
  });

  app.get('/seasons', {
    schema: {
      tags,
      summary: 'Seasons taking team entries',
      security,
      response: { 200: ZIdOptionsResponse, ...errors },
    },
    handler: async () => ({ data: await nomination.listOpenSeasons(deps) }),
  });

  app.get('/grades', {
    schema: {
      tags,
      summary: 'Grades with a division taking entries',
      security,
      response: { 200: ZIdOptionsResponse, ...errors },
    },
    handler: async () => ({ data: await nomination.listGrades(deps) }),
  });

  app.get('/divisiongroups/:type', {
    schema: {
      tags,
      summary:
        "Division groups of a grade (type = grade id) or of a group type ('junior', 'senior', ...) with a division taking entries",
      security,
      params: z.object({ type: z.string().max(50) }),
      response: { 200: ZIdOptionsResponse, ...errors },
    },
    handler: async (request) => ({ data: await nomination.listDivisionGroups(deps, request.params.type) }),
  });

  app.get('/divisions/:group', {
    schema: {
      tags,
      summary:
        "Divisions of a group taking entries; text starts with '(SOLD OUT) ' when it or its group is full",
      security,
      params: z.object({ group: z.string() }),
      response: { 200: ZNominationDivisionsResponse, ...errors },
    },
    handler: async (request) => ({
      data: await nomination.listDivisions(deps, idFromPath(request.params.group, 'Division group')),
    }),
  });

  app.get('/preferreddivisions/:x', {
    schema: {
      tags,
      summary:
        'Preferred choices for a waitlist division: the other non-waitlist divisions of its group and season',
      security,
      params: z.object({ x: z.string() }),
      response: { 200: ZNominationDivisionsResponse, ...errors },
    },
    handler: async (request) => ({
      data: await nomination.listPreferredDivisions(deps, idFromPath(request.params.x, 'Division')),
    }),
  });

  app.get('/teamnomination/:division', {
    schema: {
      tags,
      summary:
        "Capacity check of a division and its nomination cart; 422 error_division 'Division Group has already reached maximum capacity.' when full, 422 error_response 'Nominations for <season> closed on <date>.' after the season's closing date",
      security,
      params: z.object({ division: z.string() }),
      response: { 200: ZDivisionCapacityResponse, ...errors },
    },
    handler: async (request) => ({
      data: await nomination.checkCapacity(
        deps,
        request.user.memberId,
        idFromPath(request.params.division, 'Division'),
      ),
    }),
  });

  app.post('/teamnomination/checkplayer', {
    schema: {
      tags,
      summary:
        "Check player: 'Player Found' (with mid) or 'New Player Found'; failure 422 { error: 'check_player', message: 'Email required' | ... }",
      security,
      body: ZCheckPlayerRequest,
      response: { 200: ZCheckPlayerResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) {
        const fieldErrors = requestFieldErrors(request.validationError, fullPath);
        throw new AppError('check_player', NOMINATION_MSG.playerIdentity, fieldErrors);
      }
      return checkPlayer(deps, request.user.memberId, request.body);
    },
  });

  app.post('/teamnomination/playerwarnings', {
    schema: {
      tags,
      summary:
        "Players copied from a previous team who are outside the division's gender or ages (flagged, never refused)",
      security,
      body: ZPlayerWarningsRequest,
      response: { 200: ZPlayerWarningsResponse, ...errors },
    },
    handler: async (request) => ({
      data: await copiedPlayerWarnings(deps, request.user.memberId, request.body),
    }),
  });

  app.post('/teamnomination/payteamnom', {
    schema: {
      tags,
      summary:
        'Enter the team: sk_tm -> team created without payment (t_id); otherwise paid through the gateway (o_id). Errors: error_division, error_validation, error_payment, error_response, error_auth (under 18)',
      security,
      body: ZPayTeamNominationRequest,
      response: { 200: ZNominationOutcomeResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => ({
      data: await payment.payTeamNomination(deps, request.user.memberId, validEntry(request)),
    }),
  });

  app.post('/teamnomination/joinwaitlist', {
    schema: {
      tags,
      summary:
        "Join a full division's waitlist with the wizard's entry: the team is entered waitlisted and no payment is taken (t_id, position). Errors: error_response 'This division still has a place...' when it is not full, error_validation, error_auth (under 18)",
      security,
      body: ZPayTeamNominationRequest,
      response: { 200: ZWaitlistOutcomeResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => ({
      data: await joinWaitlist(deps, request.user.memberId, validEntry(request)),
    }),
  });
}
