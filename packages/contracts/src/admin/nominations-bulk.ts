// One decision on the nominations staff picked in the console's grid (API POST
// /api/admin/nominations/bulk): accept, decline or waitlist them all with one reason. Each team is
// decided as a single decision decides it, on its own, so one refused (a full division, a status
// that forbids it) leaves the others decided; the answer says what became of each.
import { z } from 'zod/mini';
import { NOMINATION_STATUSES } from '../teams/teams.js';

export const NOMINATION_BULK_ACTIONS = ['accept', 'decline', 'waitlist'] as const;
export type TNominationBulkAction = (typeof NOMINATION_BULK_ACTIONS)[number];

/** The most teams one bulk decision takes (a season's nominations fit in a few). */
export const NOMINATION_BULK_MAX = 200;

export const NOMINATION_BULK_MSG = {
  noTeams: 'Pick at least one team.',
  tooMany: `Pick at most ${NOMINATION_BULK_MAX} teams at once.`,
  declineReason: 'Say why they are declined',
} as const;

const id = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

export const ZNominationBulk = z
  .object({
    action: z.enum(NOMINATION_BULK_ACTIONS),
    team_ids: z
      .array(id)
      .check(
        z.minLength(1, NOMINATION_BULK_MSG.noTeams),
        z.maxLength(NOMINATION_BULK_MAX, NOMINATION_BULK_MSG.tooMany),
      ),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  })
  .check(
    // A declined team's manager is told why, as a single decline requires.
    z.refine((b) => b.action !== 'decline' || (b.reason ?? '').length > 0, {
      message: NOMINATION_BULK_MSG.declineReason,
      path: ['reason'],
    }),
  );
export type TNominationBulk = z.infer<typeof ZNominationBulk>;

export const ZNominationBulkResult = z.object({
  team_id: z.number(),
  /** The team's name after the decision, or null for a team that does not exist. */
  team: z.nullable(z.string()),
  decided: z.boolean(),
  status: z.nullable(z.enum(NOMINATION_STATUSES)).check(z.describe('the status after, when decided')),
  message: z.nullable(z.string()).check(z.describe('why it was refused, as the single decision says it')),
  refunded_cents: z.int(),
  offered_team_id: z.nullable(z.number()),
  warnings: z
    .array(z.string())
    .check(z.describe("an accepted team's players outside its division's gender or ages")),
});
export type TNominationBulkResult = z.infer<typeof ZNominationBulkResult>;

export const ZNominationBulkOutcome = z.object({
  data: z.object({
    action: z.enum(NOMINATION_BULK_ACTIONS),
    results: z.array(ZNominationBulkResult).check(z.describe('one per team, duplicates counted once')),
    decided: z.int(),
    refused: z.int(),
  }),
});
export type TNominationBulkOutcome = z.infer<typeof ZNominationBulkOutcome>['data'];
