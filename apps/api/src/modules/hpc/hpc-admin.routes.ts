// /api/admin/hpc: the high performance centre in the console (facilities staff): plans with their
// cover image (plans-admin.service.ts); classes from weekly schedules, edited or cancelled one by
// one or with the rest of their series (classes-admin.service.ts), each class's roll and its
// waitlist (class-roll-admin.service.ts). Every write is audited. Roles are checked before the body is read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HPC_ADMIN_MSG,
  PLAN_COVER_FIELD,
  PLAN_COVER_MAX_BYTES,
  ZAdminClassList,
  ZAdminClassQuery,
  ZAdminClassResponse,
  ZAdminPlanList,
  ZAdminPlanResponse,
  ZAttendanceMarks,
  ZClassAddMember,
  ZClassCancel,
  ZClassChange,
  ZClassRemoveMember,
  ZClassRoll,
  ZClassSeriesCreate,
  ZClassSeriesCreated,
  ZPlanActive,
  ZPlanWrite,
  ZSeriesCancel,
  ZSeriesChange,
  ZSeriesResult,
  ZWaitlistPromote,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes } from '../../lib/console-access.js';
import { receiveImageUpload } from '../../lib/uploaded-image.js';
import * as plans from './plans-admin.service.js';
import * as classes from './classes-admin.service.js';
import * as rolls from './class-roll-admin.service.js';

const params = z.object({ id: z.string().max(20) });

export default async function hpcAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: hpc', roles: ['facilities'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const plan = async (id: number) => ({ data: await plans.onePlan(deps, id) });
  const roll = async (id: number) => ({ data: await rolls.classRoll(deps, id) });

  // --- Plans ----------------------------------------------------------------------------------

  app.get('/hpc/plans', {
    schema: {
      summary: 'Every plan, on offer or withdrawn, with its active subscriptions',
      response: { 200: ZAdminPlanList, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await plans.listPlans(deps) }),
  });

  app.get('/hpc/plans/:id', {
    schema: {
      summary: 'One plan',
      params,
      response: { 200: ZAdminPlanResponse, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => plan(idFromPath(request.params.id, 'Plan')),
  });

  app.get('/hpc/covers/:name', {
    schema: {
      summary: "A plan's uploaded cover, for staff who are not HPC members (the address cover_url gives)",
      params: z.object({ name: z.string().max(60) }),
      produces: ['image/jpeg', 'image/png', 'image/webp'],
    },
    handler: async (request, reply) => {
      const cover = await plans.readCover(deps, request.params.name);
      // A new cover gets a new name, so a name's bytes never change.
      reply.header('cache-control', 'private, max-age=31536000, immutable').type(cover.type);
      return reply.send(cover.bytes);
    },
  });

  app.post('/hpc/plans', {
    schema: {
      summary:
        'Make a plan: name, description, price (cents), billing cycle, auto renewal, its own dates or an expiry period, excluded dates, terms',
      body: ZPlanWrite,
      response: { 201: ZAdminPlanResponse, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const id = await plans.createPlan(deps, request.user.memberId, request.body);
      return reply.code(201).send(await plan(id));
    },
  });

  app.put('/hpc/plans/:id', {
    schema: {
      summary: 'Change every field of a plan (new subscriptions take a new price; current ones keep theirs)',
      params,
      body: ZPlanWrite,
      response: { 200: ZAdminPlanResponse, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Plan');
      await plans.updatePlan(deps, request.user.memberId, id, request.body);
      return plan(id);
    },
  });

  app.put('/hpc/plans/:id/active', {
    schema: {
      summary: 'Withdraw a plan from the member Plans screen (false) or restore it (true)',
      params,
      body: ZPlanActive,
      response: { 200: ZAdminPlanResponse, ...errorAnswers(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Plan');
      await plans.setPlanActive(deps, request.user.memberId, id, request.body.active);
      return plan(id);
    },
  });

  app.put('/hpc/plans/:id/cover', {
    schema: {
      summary: `Upload or replace the plan's cover: multipart/form-data with one JPEG, PNG or WebP file in field "${PLAN_COVER_FIELD}", under ${PLAN_COVER_MAX_BYTES} bytes`,
      params,
      consumes: ['multipart/form-data'],
      response: { 200: ZAdminPlanResponse, ...errorAnswers(400, 401, 403, 404, 413, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Plan');
      const image = await receiveImageUpload(request, {
        field: PLAN_COVER_FIELD,
        maxBytes: PLAN_COVER_MAX_BYTES,
        messages: {
          missing: HPC_ADMIN_MSG.coverMissing,
          type: HPC_ADMIN_MSG.coverType,
          size: HPC_ADMIN_MSG.coverSize(PLAN_COVER_MAX_BYTES),
        },
      });
      await plans.setPlanCover(deps, request.user.memberId, id, image);
      return plan(id);
    },
  });

  app.delete('/hpc/plans/:id/cover', {
    schema: {
      summary: "Remove the plan's cover",
      params,
      response: { 200: ZAdminPlanResponse, ...errorAnswers(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Plan');
      await plans.removePlanCover(deps, request.user.memberId, id);
      return plan(id);
    },
  });

  // --- Classes --------------------------------------------------------------------------------

  app.get('/hpc/classes', {
    schema: {
      summary:
        'Classes of the local days from..to (default the four weeks members see), cancelled ones included, with places booked and waitlisted',
      querystring: ZAdminClassQuery,
      response: { 200: ZAdminClassList, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await classes.listClasses(deps, request.query) }),
  });

  app.post('/hpc/series', {
    schema: {
      summary:
        'Make classes from a weekly schedule (weekdays, every n weeks, local start and end time, until a date or n times); closed days are skipped and listed',
      body: ZClassSeriesCreate,
      response: { 201: ZClassSeriesCreated, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await classes.createSeries(deps, request.user.memberId, request.body) }),
  });

  app.patch('/hpc/series/:id', {
    schema: {
      summary:
        'Change every class of the series from a local date on (time, room, trainers, capacity...); all or none',
      params,
      body: ZSeriesChange,
      response: { 200: ZSeriesResult, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({
      data: await classes.changeSeries(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Series'),
        request.body,
      ),
    }),
  });

  app.post('/hpc/series/:id/cancel', {
    schema: {
      summary: 'Cancel every class of the series from a local date on; their members are emailed',
      params,
      body: ZSeriesCancel,
      response: { 200: ZSeriesResult, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({
      data: await classes.cancelSeries(
        deps,
        request.user.memberId,
        idFromPath(request.params.id, 'Series'),
        request.body.from,
        request.body.reason,
      ),
    }),
  });

  app.get('/hpc/classes/:id', {
    schema: {
      summary: 'A class with its roll (booked members and their attendance) and its waitlist in order',
      params,
      response: { 200: ZClassRoll, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => roll(idFromPath(request.params.id, 'Class')),
  });

  app.patch('/hpc/classes/:id', {
    schema: {
      summary:
        'Change one class: date, times, room, trainers, capacity (never below the places booked; added places go to the waitlist in order)',
      params,
      body: ZClassChange,
      response: { 200: ZAdminClassResponse, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Class');
      await classes.changeClass(deps, request.user.memberId, id, request.body);
      const { roll: _roll, waitlist: _waitlist, ...cls } = (await roll(id)).data;
      return { data: cls };
    },
  });

  app.post('/hpc/classes/:id/cancel', {
    schema: {
      summary: 'Cancel a class: its places are released and its booked and waitlisted members emailed',
      params,
      body: ZClassCancel,
      response: { 200: ZClassRoll, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Class');
      await classes.cancelClass(deps, request.user.memberId, id, request.body.reason);
      return roll(id);
    },
  });

  app.put('/hpc/classes/:id/attendance', {
    schema: {
      summary: 'Mark booked members attended or absent (null clears), from the day of the class',
      params,
      body: ZAttendanceMarks,
      response: { 200: ZClassRoll, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Class');
      await rolls.markAttendance(deps, request.user.memberId, id, request.body);
      return roll(id);
    },
  });

  app.post('/hpc/classes/:id/promote', {
    schema: {
      summary:
        'Move a waitlisted member into the class by hand (into a free place, or raise_capacity for one more); they are emailed',
      params,
      body: ZWaitlistPromote,
      response: { 200: ZClassRoll, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Class');
      await rolls.promoteByHand(
        deps,
        request.user.memberId,
        id,
        request.body.member_id,
        request.body.raise_capacity ?? false,
      );
      return roll(id);
    },
  });

  app.post('/hpc/classes/:id/add', {
    schema: {
      summary:
        'Book a member into the class when it has a free place, else put them at the end of its waitlist; they are emailed which',
      params,
      body: ZClassAddMember,
      response: { 200: ZClassRoll, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Class');
      await rolls.addMember(deps, request.user.memberId, id, request.body.member_id);
      return roll(id);
    },
  });

  app.post('/hpc/classes/:id/remove', {
    schema: {
      summary:
        'Take a member off the waitlist or out of the class (a freed place goes to the waitlist in order); they are emailed',
      params,
      body: ZClassRemoveMember,
      response: { 200: ZClassRoll, ...errorAnswers(401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const id = idFromPath(request.params.id, 'Class');
      await rolls.removeMember(deps, request.user.memberId, id, request.body.member_id);
      return roll(id);
    },
  });
}
