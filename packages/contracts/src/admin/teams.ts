// The console's Teams area (API /api/admin/teams): a team's positions (manager, admin, coach,
// assistant, players), the managers' requests for new and temporary members approved or
// declined, and forfeit notices confirmed into results.
import { z } from 'zod/mini';
import { NOMINATION_STATUSES } from '../teams/teams.js';

const id = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
export const TEAM_POSITION_ROLES = ['manager', 'admin', 'coach', 'assistant', 'player'] as const;

export const ZAdminTeamPosition = z.object({
  id: z.number(),
  mid: z.number(),
  name: z.string(),
  email: z.nullable(z.string()),
  role: z.enum(TEAM_POSITION_ROLES),
  playing_number: z.nullable(z.number()),
});
export type TAdminTeamPosition = z.infer<typeof ZAdminTeamPosition>;

export const ZAdminTeamRequest = z.object({
  id: z.number(),
  kind: z.enum(['new', 'temporary']),
  status: z.enum(['pending', 'approved', 'rejected']),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().check(z.describe('YYYY-MM-DD')),
  email: z.nullable(z.string()),
  role: z.enum(TEAM_POSITION_ROLES),
  mid: z.nullable(z.number()).check(z.describe('the existing member the request names, if any')),
  game_id: z.nullable(z.number()),
  replacing: z.nullable(z.string()),
  requested_by: z.string(),
  requested_at: z.string().check(z.describe('ISO 8601')),
  decided_at: z.nullable(z.string()),
});
export type TAdminTeamRequest = z.infer<typeof ZAdminTeamRequest>;

export const ZAdminForfeit = z.object({
  id: z.number(),
  game_id: z.number(),
  game: z.string().check(z.describe('the game as staff read it: date, time, opponent')),
  requested_by: z.string(),
  requested_at: z.string(),
  confirmed: z.boolean().check(z.describe('the game has the forfeit as its result')),
});
export type TAdminForfeit = z.infer<typeof ZAdminForfeit>;

export const ZAdminTeam = z.object({
  id: z.number(),
  name: z.string(),
  division_id: z.number(),
  division: z.string(),
  season: z.string(),
  nomination_status: z.enum(NOMINATION_STATUSES),
  min_players: z.number(),
  max_players: z.nullable(z.number()),
  positions: z.array(ZAdminTeamPosition),
  requests: z.array(ZAdminTeamRequest),
  forfeits: z.array(ZAdminForfeit),
});
export type TAdminTeam = z.infer<typeof ZAdminTeam>;
export const ZAdminTeamResponse = z.object({ data: ZAdminTeam });

export const ZPositionCreate = z.object({
  mid: id,
  role: z.enum(TEAM_POSITION_ROLES),
  playing_number: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(100)))),
});
export type TPositionCreate = z.infer<typeof ZPositionCreate>;

export const ZPositionEdit = z.object({
  role: z.optional(z.enum(TEAM_POSITION_ROLES)),
  playing_number: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(100)))),
});
export type TPositionEdit = z.infer<typeof ZPositionEdit>;

export const ZRequestDecision = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type TRequestDecision = z.infer<typeof ZRequestDecision>;
