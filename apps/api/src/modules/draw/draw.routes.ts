// /api/draw: the public draw, standings and calendar files, and the member-area
// stats (sign-in required: Stats is a member-area page).
import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZDivisionList,
  ZDrawQuery,
  ZStandingsQuery,
  ZDrawResponse,
  ZId,
  ZSeasonList,
  ZStandingsResponse,
  ZStatRowList,
  ZStatsGameList,
  ZStatTotalsList,
  ZTeamList,
  type TApiError,
} from '@courtside/contracts';
import { fieldErrorsOf } from '../../plugins/errors.js';
import * as draw from './draw.service.js';
import {
  comingGamesOfTeam,
  divisionLabels,
  divisionSummaries,
  gamesByIds,
  gamesOnCourts,
  recordForfeit,
  seasonDivisionIds,
} from './competition.service.js';
import { divisionEligibility } from './eligibility.service.js';
import { entryDivision, lockDivisionGroup } from './entries.service.js';
import { useCompetitionReads } from '../teams/index.js';
import { useCourtGames } from '../booking/index.js';
import { gameCalendarFile } from './calendar.js';
import { AnswerCache, sendAnswer } from '../../lib/answer-cache.js';

const errors = { 400: ZApiError, 404: ZApiError };

/** Sends an already-serialized JSON body (Fastify passes Buffers through without the schema serializer). */
const signedInErrors = { ...errors, 401: ZApiError };

/** Game-day pages: browsers and proxies may reuse an answer briefly, then revalidate with the ETag. */
const PUBLIC_SHORT = 'public, max-age=30';
/** Season, division and team lists change rarely. */
const PUBLIC_LISTS = 'public, max-age=300';

// Teams stand below draw: the team pages read the competition through these (teams/competition-reads.ts).
useCompetitionReads({
  comingGamesOfTeam,
  recordForfeit,
  divisionSummaries,
  divisionLabels,
  seasonDivisionIds,
  divisionEligibility,
  entryDivision,
  lockDivisionGroup,
});
// Booking stands below draw: court hire and closures read the games on courts through this.
useCourtGames({ onCourts: gamesOnCourts, byIds: gamesByIds });

export default async function drawRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Every answer here carries an ETag of its body; a matching If-None-Match gets 304 with no body.
  await app.register(fastifyEtag);
  const answers = new AnswerCache(deps.env.DRAW_CACHE_SECONDS * 1000, deps.now);
  // A result, a game or a team changed, through any process: the kept answers go at once.
  const stopListening = deps.changes.on('draw', () => answers.clear());
  // The answers also show the settings (tie-break order, times in the association's zone, stats on
  // or off): they go when a new settings snapshot is in place, not before, or one built from the
  // old snapshot could be kept.
  const stopFollowingSettings = deps.settings.onChange(() => answers.clear());
  app.addHook('onClose', async () => {
    stopListening();
    stopFollowingSettings();
  });

  // A malformed id or a missing filter is a bad request (400), not a form error (422).
  app.setErrorHandler((err, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({
        error: 'bad_request',
        message: 'The season, division, team or game id is missing or not a number.',
        errors: fieldErrorsOf(err.validation),
      } satisfies TApiError);
    }
    throw err;
  });

  app.get('/seasons', {
    schema: {
      tags: ['draw'],
      summary: 'Seasons of the public draw: current first, then archived ones (archived: true)',
      response: { 200: ZSeasonList },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await draw.listSeasons(deps) };
    },
  });

  app.get('/seasons/:id/divisions', {
    schema: {
      tags: ['draw'],
      summary: 'Divisions of a season',
      params: z.object({ id: ZId }),
      response: { 200: ZDivisionList, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await draw.listSeasonDivisions(deps, request.params.id) };
    },
  });

  app.get('/seasons/divisions/:id/teams', {
    schema: {
      tags: ['draw'],
      summary: 'Teams of a division (team_name addresses the draw route)',
      params: z.object({ id: ZId }),
      response: { 200: ZTeamList, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_LISTS);
      return { data: await draw.listDivisionTeams(deps, request.params.id) };
    },
  });

  app.get('/draw', {
    schema: {
      tags: ['draw'],
      summary: 'The draw of a division: rounds grouped by day, and the finals series',
      querystring: ZDrawQuery,
      response: { 200: ZDrawResponse, ...errors },
    },
    // The body is built by the service (typed by the contract, which the tests parse
    // answers with), serialized once into the answer cache and sent as bytes, so it
    // is not re-validated on every request.
    handler: async (request, reply) => {
      const { season, division } = request.query;
      const answer = await answers.get(`draw|${season}|${division}`, () =>
        draw.getDraw(deps, season, division),
      );
      reply.header('cache-control', PUBLIC_SHORT);
      return sendAnswer(request, reply, answer);
    },
  });

  app.get('/result', {
    schema: {
      tags: ['draw'],
      summary:
        'Standings of a division, computed from its results (hidden results answer show_results false and a message)',
      querystring: ZStandingsQuery,
      response: { 200: ZStandingsResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { season, division, round } = request.query;
      const answer = await answers.get(`result|${season}|${division}|${round ?? ''}`, () =>
        draw.getStandings(deps, season, division, round),
      );
      reply.header('cache-control', PUBLIC_SHORT);
      return sendAnswer(request, reply, answer);
    },
  });

  app.get('/game/:id/ics', {
    schema: {
      tags: ['draw'],
      summary: 'One game as an iCalendar (.ics) file in the association time zone',
      params: z.object({ id: ZId }),
      produces: ['text/calendar'],
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const file = await gameCalendarFile(deps, request.params.id);
      reply
        .header('cache-control', PUBLIC_SHORT)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .type('text/calendar; charset=utf-8');
      return file.body;
    },
  });

  // Stats: the member-area Stats page (/member/stats/...). Sign-in required.
  await app.register(async (signedIn) => {
    const stats = signedIn.withTypeProvider<ZodTypeProvider>();
    stats.addHook('onRequest', stats.authenticate);
    stats.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
    });

    stats.get('/stats/seasons', {
      schema: {
        tags: ['stats'],
        summary: 'Seasons for the Stats page',
        security: [{ bearer: [] }],
        response: { 200: ZSeasonList, ...signedInErrors },
      },
      handler: async () => ({ data: await draw.listStatsSeasons(deps) }),
    });

    stats.get('/stats/season/:id/divisions', {
      schema: {
        tags: ['stats'],
        summary: 'Divisions of a season',
        security: [{ bearer: [] }],
        params: z.object({ id: ZId }),
        response: { 200: ZDivisionList, ...signedInErrors },
      },
      handler: async (request) => ({ data: await draw.listStatsDivisions(deps, request.params.id) }),
    });

    stats.get('/stats/division/:id/teams', {
      schema: {
        tags: ['stats'],
        summary: 'Teams of a division',
        security: [{ bearer: [] }],
        params: z.object({ id: ZId }),
        response: { 200: ZTeamList, ...signedInErrors },
      },
      handler: async (request) => ({ data: await draw.listStatsTeams(deps, request.params.id) }),
    });

    stats.get('/stats/division/:id/totals', {
      schema: {
        tags: ['stats'],
        summary: "Every player's season totals and averages per game in a division, most points first",
        security: [{ bearer: [] }],
        params: z.object({ id: ZId }),
        response: { 200: ZStatTotalsList, ...signedInErrors },
      },
      handler: async (request) => ({
        data: await draw.listSeasonTotals(deps, request.params.id, request.user.memberId),
      }),
    });

    stats.get('/stats/division/:id/team/:teamId/games', {
      schema: {
        tags: ['stats'],
        summary: 'Games of a team that have player stats',
        security: [{ bearer: [] }],
        params: z.object({ id: ZId, teamId: ZId }),
        response: { 200: ZStatsGameList, ...signedInErrors },
      },
      handler: async (request) => ({
        data: await draw.listStatsGames(deps, request.params.id, request.params.teamId),
      }),
    });

    stats.get('/stats/division/:id/team/:teamId/game/:gameId/stats', {
      schema: {
        tags: ['stats'],
        summary: "A team's player stats for one game, sorted by name",
        security: [{ bearer: [] }],
        params: z.object({ id: ZId, teamId: ZId, gameId: ZId }),
        response: { 200: ZStatRowList, ...signedInErrors },
      },
      handler: async (request) => ({
        data: await draw.listGameStats(deps, request.params.id, request.params.teamId, request.params.gameId),
      }),
    });
  });
}
