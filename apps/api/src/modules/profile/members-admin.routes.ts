// /api/admin/members: the console's Members area (admins): search, a member's page, staff
// edits, reset links, deactivation and merging duplicates. Every write is in the audit log.
// /api/admin/member-lookup: any staff role picks a member by name, seeing names and birthdays.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMemberDetailResponse,
  STAFF_ROLES,
  ZMemberEdit,
  ZMemberLookup,
  ZMemberLookupQuery,
  ZMemberMerge,
  ZMemberMergeResponse,
  ZMemberReason,
  ZMemberResetLinkResponse,
  ZMemberSearchPage,
  ZMemberSearchQuery,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { consoleRoutes, staffOnly } from '../../lib/console-access.js';
import { editMember, lookupMembers, mergeMembers, searchMembers, setActive } from '../people/index.js';
import { memberDetail, sendResetLinkFor } from './members-admin.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const params = z.object({ mid: z.string().max(20) });
const memberOf = (p: { mid: string }) => idFromPath(p.mid, 'Member');

export default async function membersAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: members', roles: ['admin'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/members', {
    schema: {
      summary: 'Find members by name, username, email, mobile or member id (paged, sorted by the server)',
      querystring: ZMemberSearchQuery,
      response: { 200: ZMemberSearchPage, ...errors },
    },
    handler: async (request) => ({ data: await searchMembers(deps, request.query) }),
  });

  app.get('/member-lookup', {
    ...staffOnly(...STAFF_ROLES),
    schema: {
      summary: 'Pick a member by name or member id (any staff role): names and birthdays only, at most 10',
      querystring: ZMemberLookupQuery,
      response: { 200: ZMemberLookup, ...errors },
    },
    handler: async (request) => ({ data: { members: await lookupMembers(deps, request.query.q) } }),
  });

  app.get('/members/:mid', {
    schema: {
      summary:
        "A member's page: profile, sport profiles, teams, invoices, orders, bookings, subscriptions, audit trail",
      params,
      response: { 200: ZMemberDetailResponse, ...errors },
    },
    handler: async (request) => ({ data: await memberDetail(deps, memberOf(request.params)) }),
  });

  app.patch('/members/:mid', {
    schema: {
      summary: 'Change any field, access flags included; fields members cannot change need a reason',
      params,
      body: ZMemberEdit,
      response: { 200: ZMemberDetailResponse, ...errors },
    },
    handler: async (request) => {
      const mid = memberOf(request.params);
      await editMember(deps, request.user.memberId, mid, request.body);
      return { data: await memberDetail(deps, mid) };
    },
  });

  app.post('/members/:mid/reset-link', {
    schema: {
      summary: 'Email the member a password reset link',
      params,
      response: { 200: ZMemberResetLinkResponse, ...errors },
    },
    handler: async (request) => ({
      data: {
        sent_to: await sendResetLinkFor(deps, request.user.memberId, memberOf(request.params)),
      },
    }),
  });

  for (const [path, active, summary] of [
    ['deactivate', false, 'Deactivate: the member can no longer sign in; their history stays'],
    ['reactivate', true, 'Reactivate a deactivated member'],
  ] as const)
    app.post(`/members/:mid/${path}`, {
      schema: {
        summary,
        params,
        body: ZMemberReason,
        response: { 200: ZMemberDetailResponse, ...errors },
      },
      handler: async (request) => {
        const mid = memberOf(request.params);
        await setActive(deps, request.user.memberId, mid, active, request.body.reason);
        return { data: await memberDetail(deps, mid) };
      },
    });

  app.post('/members/:mid/merge', {
    schema: {
      summary: 'Merge the duplicate from_mid into this member, keeping the history of both',
      params,
      body: ZMemberMerge,
      response: { 200: ZMemberMergeResponse, ...errors },
    },
    handler: async (request) => {
      const mid = memberOf(request.params);
      const summary = await mergeMembers(
        deps,
        request.user.memberId,
        request.body.from_mid,
        mid,
        request.body.reason,
      );
      return {
        data: {
          mid,
          from_mid: request.body.from_mid,
          moved: summary.moved,
          dropped: summary.dropped,
          changed: summary.changed,
        },
      };
    },
  });
}
