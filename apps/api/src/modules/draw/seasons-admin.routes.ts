// /api/admin: seasons, grades, division groups and divisions (competition staff and admins).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDivisionCreate,
  ZDivisionDeleted,
  ZDivisionGroupCreate,
  ZDivisionGroupResponse,
  ZDivisionGroupUpdate,
  ZDivisionResponse,
  ZDivisionUpdate,
  ZGradeCreate,
  ZGradeList,
  ZGradeResponse,
  ZGradeUpdate,
  ZSeasonArchived,
  ZSeasonCopy,
  ZSeasonCreate,
  ZSeasonDetail,
  ZSeasonList,
  ZSeasonNominations,
  ZSeasonResponse,
  ZSeasonStatus,
  ZSeasonUpdate,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes, staffOnly } from '../../lib/console-access.js';
import * as seasons from './seasons-admin.service.js';

const reads = errorAnswers(401, 403, 404, 422);
const writes = errorAnswers(401, 403, 404, 409, 422);
/** Reading the seasons and their divisions: the treasurer bills a division's game fees too. */
const readers = staffOnly('competition', 'finance');
const params = z.object({ id: z.string().max(20) });

export default async function seasonsRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: seasons', roles: ['competition'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const seasonId = (id: string) => idFromPath(id, 'Season');

  // ---- Seasons -----------------------------------------------------------------------------

  app.get('/seasons', {
    ...readers,
    schema: {
      summary: 'Every season, newest first, with its number of divisions and teams',
      response: { 200: ZSeasonList, ...reads },
    },
    handler: async () => ({ data: { seasons: await seasons.listSeasons(deps) } }),
  });

  app.post('/seasons', {
    schema: {
      summary: 'A new season: inactive (being prepared), nominations closed, not archived',
      body: ZSeasonCreate,
      response: { 201: ZSeasonResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await seasons.createSeason(deps, request.user.memberId, request.body) }),
  });

  app.get('/seasons/:id', {
    ...readers,
    schema: {
      summary: 'A season with its divisions by grade and division group',
      params,
      response: { 200: ZSeasonDetail, ...reads },
    },
    handler: async (request) => ({ data: await seasons.getSeason(deps, seasonId(request.params.id)) }),
  });

  app.patch('/seasons/:id', {
    schema: {
      summary:
        "Change a season's name, sport, start date or nominations closing date (the last day the wizard takes entries)",
      params,
      body: ZSeasonUpdate,
      response: { 200: ZSeasonResponse, ...writes },
    },
    handler: async (request) => ({
      data: await seasons.updateSeason(
        deps,
        request.user.memberId,
        seasonId(request.params.id),
        request.body,
      ),
    }),
  });

  app.post('/seasons/:id/copy', {
    schema: {
      summary:
        'Copy a season into a new one: every division with its settings, in the same groups; no teams or games',
      params,
      body: ZSeasonCopy,
      response: { 201: ZSeasonResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await seasons.copySeason(
          deps,
          request.user.memberId,
          seasonId(request.params.id),
          request.body,
        ),
      }),
  });

  app.put('/seasons/:id/nominations', {
    schema: {
      summary: 'Open or close team nominations for the season (the nomination wizard offers open seasons)',
      params,
      body: ZSeasonNominations,
      response: { 200: ZSeasonResponse, ...writes },
    },
    handler: async (request) => ({
      data: await seasons.setNominations(
        deps,
        request.user.memberId,
        seasonId(request.params.id),
        request.body.open,
      ),
    }),
  });

  app.put('/seasons/:id/status', {
    schema: {
      summary: 'Activate the season (played, in the public draw) or take it back to preparation',
      params,
      body: ZSeasonStatus,
      response: { 200: ZSeasonResponse, ...writes },
    },
    handler: async (request) => ({
      data: await seasons.setStatus(
        deps,
        request.user.memberId,
        seasonId(request.params.id),
        request.body.status,
      ),
    }),
  });

  app.put('/seasons/:id/archived', {
    schema: {
      summary: "Archive the season (the draw's archive; nominations closed) or bring it back",
      params,
      body: ZSeasonArchived,
      response: { 200: ZSeasonResponse, ...writes },
    },
    handler: async (request) => ({
      data: await seasons.setArchived(
        deps,
        request.user.memberId,
        seasonId(request.params.id),
        request.body.archived,
      ),
    }),
  });

  // ---- Grades and division groups ----------------------------------------------------------

  app.get('/grades', {
    schema: {
      summary: 'Grades in their order, each with its division groups (shared by every season)',
      response: { 200: ZGradeList, ...reads },
    },
    handler: async () => ({ data: { grades: await seasons.listGrades(deps) } }),
  });

  app.post('/grades', {
    schema: {
      summary: 'A new grade',
      body: ZGradeCreate,
      response: { 201: ZGradeResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await seasons.createGrade(deps, request.user.memberId, request.body) }),
  });

  app.patch('/grades/:id', {
    schema: {
      summary: "Change a grade's name or sort order",
      params,
      body: ZGradeUpdate,
      response: { 200: ZGradeResponse, ...writes },
    },
    handler: async (request) => ({
      data: await seasons.updateGrade(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Grade'),
        request.body,
      ),
    }),
  });

  app.post('/division-groups', {
    schema: {
      summary: 'A new division group in a grade',
      body: ZDivisionGroupCreate,
      response: { 201: ZDivisionGroupResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await seasons.createGroup(deps, request.user.memberId, request.body) }),
  });

  app.patch('/division-groups/:id', {
    schema: {
      summary: "Change a division group's name, type, capacity or grade",
      params,
      body: ZDivisionGroupUpdate,
      response: { 200: ZDivisionGroupResponse, ...writes },
    },
    handler: async (request) => ({
      data: await seasons.updateGroup(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Division group'),
        request.body,
      ),
    }),
  });

  // ---- Divisions ---------------------------------------------------------------------------

  app.post('/seasons/:id/divisions', {
    schema: {
      summary: 'A new division in the season (settings left out take their defaults)',
      params,
      body: ZDivisionCreate,
      response: { 201: ZDivisionResponse, ...writes },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await seasons.createDivision(
          deps,
          request.user.memberId,
          seasonId(request.params.id),
          request.body,
        ),
      }),
  });

  app.patch('/divisions/:id', {
    schema: {
      summary: "Change a division's settings",
      params,
      body: ZDivisionUpdate,
      response: { 200: ZDivisionResponse, ...writes },
    },
    handler: async (request) => ({
      data: await seasons.updateDivision(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Division'),
        request.body,
      ),
    }),
  });

  app.delete('/divisions/:id', {
    schema: {
      summary: 'Delete a division no team or game belongs to (409 otherwise)',
      params,
      response: { 200: ZDivisionDeleted, ...writes },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Division');
      await seasons.deleteDivision(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });
}
