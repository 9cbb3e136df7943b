// /api/admin: who is signed in to the console, and the staff and their roles (admins only), their
// lost second factors reset and members' sign-in lock-outs lifted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSignInUnlock,
  ZStaffList,
  ZStaffReason,
  ZStaffMemberResponse,
  ZStaffRolesUpdate,
  ZStaffSelf,
  STAFF_ROLES,
} from '@courtside/contracts/admin';
import { ZMessage } from '@courtside/contracts';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { memberNames } from '../people/index.js';
import { consoleRoutes, staffOnly } from '../../lib/console-access.js';
import * as staff from './staff.service.js';

const errors = errorAnswers(401, 403, 404, 422);
const resetErrors = errorAnswers(401, 403, 404, 409, 422);
const memberParams = z.object({ mid: z.string().max(20) });

export default async function staffAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: staff', roles: ['admin'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/me', {
    ...staffOnly(...STAFF_ROLES),
    schema: {
      summary: 'The signed-in staff member: roles and whether the session has a second factor',
      response: { 200: ZStaffSelf, ...errors },
    },
    handler: async (request) => {
      const id = request.user.memberId;
      const name = (await memberNames(deps.db, [id])).get(id);
      return {
        mid: id,
        fullname: name ? `${name.firstname} ${name.lastname}` : '',
        roles: request.staffRoles ?? [],
        second_factor: request.user.secondFactor,
      };
    },
  });

  app.get('/staff', {
    schema: {
      summary: 'Everyone holding a staff role',
      response: { 200: ZStaffList, ...errors },
    },
    handler: async () => ({ data: { staff: await staff.listStaff(deps) } }),
  });

  app.put('/staff/:mid', {
    schema: {
      summary: "Set a member's staff roles (none: no longer staff); recorded in the audit log",
      params: memberParams,
      body: ZStaffRolesUpdate,
      response: { 200: ZStaffMemberResponse, ...errors },
    },
    handler: async (request) => ({
      data: await staff.setRoles(
        deps,
        request.user.memberId,
        idFromPath(request.params.mid, 'Member'),
        request.body.roles,
        request.body.reason,
      ),
    }),
  });

  app.post('/staff/:mid/second-factor/reset', {
    schema: {
      summary:
        "Reset another member's two-factor sign-in (lost phone): ends their sessions, emails them, audited",
      params: memberParams,
      body: ZStaffReason,
      response: { 200: ZStaffMemberResponse, ...resetErrors },
    },
    handler: async (request) => ({
      data: await staff.resetSecondFactor(
        deps,
        request.user.memberId,
        idFromPath(request.params.mid, 'Member'),
        request.body.reason,
      ),
    }),
  });

  app.post('/sign-in-locks/clear', {
    schema: {
      summary: "Lift a member's sign-in lock-out (wrong passwords or two-factor codes); audited",
      body: ZSignInUnlock,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (request) => {
      const { username, reason } = request.body;
      const cleared = await staff.clearSignInLock(deps, request.user.memberId, username, reason);
      return {
        message:
          cleared > 0
            ? `${username} can sign in again.`
            : `${username} was not locked out; nothing needed clearing.`,
      };
    },
  });
}
