// The console's Nominations area (API /api/admin/nominations): the teams nominated in a season,
// and staff's decisions on each: accept, decline (a paid nomination is refunded through the
// gateway), waitlist, or move to another division of the season (regrade). When a place frees,
// the first waitlisted team for it is offered it. The manager is told each outcome by email.
import { z } from 'zod/mini';
import { NOMINATION_STATUSES, type TNominationStatus } from '../teams/teams.js';

const pageNumber = z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)));
const id = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

export const NOMINATION_SORTS = [
  'nominated',
  '-nominated',
  'team',
  '-team',
  'division',
  '-division',
] as const;

export const ZNominationQuery = z.object({
  season_id: z.optional(id),
  division_id: z.optional(id),
  status: z.optional(z.enum(NOMINATION_STATUSES)),
  q: z.optional(z.string().check(z.maxLength(100))),
  sort: z.optional(z.enum(NOMINATION_SORTS)),
  page: pageNumber,
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type TNominationQuery = z.infer<typeof ZNominationQuery>;

export const ZNominationRow = z.object({
  team_id: z.number(),
  team: z.string(),
  status: z.enum(NOMINATION_STATUSES),
  season_id: z.number(),
  season: z.string(),
  division_id: z.number(),
  division: z.string(),
  group: z.string(),
  grade: z.string(),
  preferred_division_id: z.nullable(z.number()),
  preferred_division: z.nullable(z.string()),
  manager: z.nullable(z.string()),
  manager_email: z.nullable(z.string()),
  nominated_at: z.string().check(z.describe('ISO 8601')),
  waitlisted_at: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  note: z.nullable(z.string()),
  paid_cents: z.int().check(z.describe('what the nomination orders took, less refunds')),
  refunded_cents: z.int(),
  warnings: z
    .array(z.string())
    .check(z.describe("players outside the division's gender or ages: staff may still accept")),
});
export type TNominationRow = z.infer<typeof ZNominationRow>;

export const ZNominationPage = z.object({
  data: z.object({
    nominations: z.array(ZNominationRow),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
});
export type TNominationPage = z.infer<typeof ZNominationPage>['data'];

export const NOMINATION_DECISIONS = ['accept', 'decline', 'waitlist', 'regrade'] as const;
export type TNominationDecisionKind = (typeof NOMINATION_DECISIONS)[number];

/** The statuses each decision may start from (the API answers 409 to any other). */
export const NOMINATION_DECISION_FROM: Record<TNominationDecisionKind, readonly TNominationStatus[]> = {
  accept: ['pending', 'offered', 'waitlisted'],
  decline: ['pending', 'offered', 'waitlisted', 'accepted'],
  waitlist: ['pending', 'offered', 'accepted'],
  regrade: ['pending', 'offered', 'waitlisted', 'accepted'],
};

const reason = z.string().check(z.trim(), z.maxLength(500));

/** Accept or waitlist: a reason is optional (it is shown to the manager). */
export const ZNominationDecision = z.object({ reason: z.optional(reason) });
export type TNominationDecision = z.infer<typeof ZNominationDecision>;

/** Decline: the manager is told why. */
export const ZNominationDecline = z.object({
  reason: reason.check(z.minLength(1, 'Say why it is declined')),
});
export type TNominationDecline = z.infer<typeof ZNominationDecline>;

/** Move the team to another division of its season. */
export const ZNominationRegrade = z.object({ division_id: id, reason: z.optional(reason) });
export type TNominationRegrade = z.infer<typeof ZNominationRegrade>;

export const ZNominationOutcome = z.object({
  data: z.object({
    nomination: ZNominationRow,
    refunded_cents: z.int().check(z.describe('refunded through the gateway by this decision')),
    offered_team_id: z
      .nullable(z.number())
      .check(z.describe('the waitlisted team offered the place this decision freed, if any')),
  }),
});
export type TNominationOutcome = z.infer<typeof ZNominationOutcome>['data'];

/**
 * POST /api/admin/nominations/entries: staff enter a team for a club that pays by EFT or cash. The
 * manager is a member found by the console's member search (one who can sign in); the team is
 * billed on an invoice for the division's nomination fee instead of a card payment, and takes a
 * place by the wizard's rules. A full division takes it onto its waitlist (status waitlisted),
 * billed nothing until it is offered a place; a name the division has is refused (422).
 */
export const ZTeamEntry = z.object({
  team_name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter the team name'), z.maxLength(100, 'At most 100 characters')),
  manager_id: id,
  season_id: id,
  division_id: id,
  /** Required when the division is a waitlist division: the division the team would rather play in. */
  preferred_division_id: z.optional(z.nullable(id)),
  reason: z.optional(reason),
});
export type TTeamEntry = z.infer<typeof ZTeamEntry>;

/** Days from the entry (the association's local date) to the invoice's due date. */
export const TEAM_ENTRY_DUE_DAYS = 14;

export const ZTeamEntryOutcome = z.object({
  data: z.object({
    team_id: z.number(),
    team: z.string(),
    status: z.enum(NOMINATION_STATUSES),
    invoice_id: z
      .nullable(z.number())
      .check(z.describe('the invoice of the nomination fee (none when the division charges nothing)')),
    amount_cents: z
      .int()
      .check(z.describe('billed now (0 for a waitlisted team, billed when offered a place)')),
    gst_cents: z.int().check(z.describe('the GST inside the amount')),
  }),
});
export type TTeamEntryOutcome = z.infer<typeof ZTeamEntryOutcome>['data'];
