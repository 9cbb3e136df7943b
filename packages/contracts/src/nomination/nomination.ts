// Team nomination wizard.
import { z } from 'zod/mini';
import { checkbox, optionalText, preprocess, requiredText } from '../common/fields.js';
import { GENDERS, mustBeTicked } from '../common/person-fields.js';
import { MSG } from '../common/messages.js';
import { dmyDate } from '../teams/teams.js';

/**
 * Nomination statuses that hold a place in a team's division: the wizard's capacity check and
 * every count of a division's teams use them (declined and waitlisted teams hold none).
 */
export const PLACE_HOLDING_STATUSES = ['pending', 'accepted', 'offered'] as const;

/** Texts of the nomination, exact; the last group is ours. */
export const NOMINATION_MSG = {
  closed: 'Team entries are closed for the moment...',
  divisionFull: 'Division Group has already reached maximum capacity.',
  validation: 'Attendee / Assign Data Invalid',
  paymentInvalid: 'Payment Invalid',
  teamEntrySuccess: 'Team Entry was successful.',
  paymentSuccess: 'Payment was successful.',
  noPaymentRequired: 'No Payment required. Click button below to complete process.',
  allStepsErrors: 'Error! Please check all steps above for errors',
  playerFound: 'Player Found',
  newPlayerFound: 'New Player Found',
  emailRequired: 'Email required',
  playerAlreadyAdded: 'Player already added to the team',
  memberExists: 'Member already exist or added to the team',
  mustClickAddPlayer: 'Must click "ADD PLAYER" button',
  mobile: 'This field must be a valid mobile, start with 04 and no spaces',
  soldOutPrefix: '(SOLD OUT) ',
  playersOptional: 'Players Optional',
  playersRange: (min: number, max: number | null) =>
    `Minimum: ${min} players - Maximum: ${max === null ? 'no limit' : `${max} players`}`,
  // Ours
  adultsOnly: 'Team Nomination is for adults only (18 years and over).',
  playerNotFound: 'Player not found. Please check the name and date of birth, or enter them in the note.',
  playerIdentity: 'Enter first name and last name, and either date of birth and gender or the member id.',
  divisionClosed: 'This division is not open for team entries.',
  /** A season whose closing date has passed; `date` is DD/MM/YYYY. */
  closedOn: (season: string, date: string) => `Nominations for ${season} closed on ${date}.`,
  preferredRequired: 'A preferred division is required for a waitlist division.',
  teamNameTaken: 'A team with this name is already entered in this division.',
  tooFewPlayers: (min: number) => `At least ${min} players are required.`,
  tooManyPlayers: (max: number) => `At most ${max} players can be entered.`,
  previousTeamUnknown: 'The previous team was not found among your teams.',
  divisionNeeded: 'Choose a division in step 2 (Team Name & Grade) to see the price.',
} as const;

/** default minimum players; no maximum unless the division gives one. */
export const DEFAULT_MIN_PLAYERS = 5;
/** Previous teams offered for copying: created within this many days. */
export const PREVIOUS_TEAM_DAYS = 365;

/** A select option whose value is a record id. */
export const ZIdOption = z.object({ value: z.int(), text: z.string() });
export type TIdOption = z.infer<typeof ZIdOption>;
export const ZIdOptionsResponse = z.object({ data: z.array(ZIdOption) });

/** GET /api/ecommerce/teamnomination: what the wizard needs before step 1. */
export const ZNominationPage = z.object({
  open: z.boolean().check(z.describe('false: show only the heading and the closed message')),
  closed_message: z.nullable(z.string()),
  adult: z.boolean().check(z.describe('the wizard is for 18 and over (the payment is refused otherwise)')),
  sk_tm: z.boolean().check(z.describe('prices show as 0 and no payment is taken')),
  default_min_players: z.int(),
  tax_rate: z.number(),
  donations: z.boolean(),
  seasons: z.array(ZIdOption).check(z.describe('seasons taking entries')),
});
export type TNominationPage = z.infer<typeof ZNominationPage>;
export const ZNominationPageResponse = z.object({ data: ZNominationPage });

/** Division: text carries '(SOLD OUT) ' when it or its group is full. */
export const ZNominationDivision = z.object({
  value: z.int(),
  text: z.string(),
  waitlist: z.boolean(),
  min_players: z.int().check(z.describe('5 unless the division says otherwise')),
  max_players: z.nullable(z.int()).check(z.describe('null = no maximum')),
  sk_val: z.boolean().check(z.describe('the division skips the minimum-player rule')),
  sold_out: z.boolean(),
  p_price: z.number().check(z.describe('entry fee in dollars (GST inclusive), before sk_tm')),
  season_id: z.int(),
  season: z.string(),
});
export type TNominationDivision = z.infer<typeof ZNominationDivision>;
export const ZNominationDivisionsResponse = z.object({ data: z.array(ZNominationDivision) });

/** Nomination cart: one line, priced from the database; 0 with sk_tm. */
export const ZNominationCartLine = z.object({ p_name: z.string(), p_price: z.number() });
export type TNominationCartLine = z.infer<typeof ZNominationCartLine>;

/** GET /api/ecommerce/teamnomination/{division}: the capacity check (422 error_division when full). */
export const ZDivisionCapacity = z.object({
  division: ZNominationDivision,
  teamnominationCart: z.array(ZNominationCartLine),
  places_left: z.nullable(z.int()).check(z.describe('null = no limit')),
});
export type TDivisionCapacity = z.infer<typeof ZDivisionCapacity>;
export const ZDivisionCapacityResponse = z.object({ data: ZDivisionCapacity });

/** Previous team, offered in step 1 for copying. */
export const ZPreviousTeam = z.object({
  t_id: z.int(),
  t_name: z.string(),
  t_division: z.string(),
  t_season: z.string(),
  t_created: z.string().check(z.describe('DD/MM/YYYY')),
  t_players: z.array(z.object({ firstname: z.string(), lastname: z.string(), mid: z.int() })),
});
export type TPreviousTeam = z.infer<typeof ZPreviousTeam>;
export const ZPreviousTeamsResponse = z.object({ data: z.array(ZPreviousTeam) });

const idOrNull = preprocess(
  (v) => (v === '' || v === null || v === undefined || v === 0 || v === '0' ? null : v),
  z.nullable(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
);
const requiredId = preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: MSG.required }).check(z.int(), z.positive(), z.lte(2_147_483_647)),
);
const mobile = () => z.pipe(requiredText(10), z.string().check(z.regex(/^04\d{8}$/, NOMINATION_MSG.mobile)));
const phone = () => optionalText(10);
const optionalEmail = preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v === null ? '' : v),
  z.optional(z.union([z.literal(''), z.email(MSG.email).check(z.maxLength(191))])),
);

const playerIdentityShape = {
  firstname: requiredText(100),
  lastname: requiredText(100),
  gender: preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.optional(z.enum(GENDERS, { error: MSG.required })),
  ),
  dob: preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(dmyDate())),
  email: optionalEmail,
  mid: z.optional(idOrNull),
};
const needsDobAndGenderWithoutMid = (
  p: { mid?: number | null; dob?: string; gender?: string },
  ctx: z.core.$RefinementCtx,
) => {
  if (p.mid) return;
  if (!p.dob) ctx.addIssue({ code: 'custom', path: ['dob'], message: MSG.required });
  if (!p.gender) ctx.addIssue({ code: 'custom', path: ['gender'], message: MSG.required });
};

/** Check player input: names plus either dob and gender, or the member id. */
export const ZPlayerIdentity = z
  .looseObject(playerIdentityShape)
  .check(z.superRefine(needsDobAndGenderWithoutMid));
export type TPlayerIdentity = z.infer<typeof ZPlayerIdentity>;

/** POST /api/ecommerce/teamnomination/checkplayer (the team page sends fromteamentry false and its teamTid). */
export const ZCheckPlayerRequest = z.object({
  player: ZPlayerIdentity,
  division: z.optional(idOrNull),
  fromteamentry: z._default(checkbox(), true),
  teamTid: z.optional(idOrNull).check(z.describe('team page: also refuses members already in this team')),
});
export type TCheckPlayerRequest = z.infer<typeof ZCheckPlayerRequest>;
/** Success: the status text in data ('Player Found' or 'New Player Found'). Failure: 422 { error: 'check_player', message }. */
export const ZCheckPlayerResponse = z.object({
  data: z.enum([NOMINATION_MSG.playerFound, NOMINATION_MSG.newPlayerFound]),
  mid: z.nullable(z.int()).check(z.describe('the existing member found; null for a new player')),
  warnings: z
    .array(z.string())
    .check(
      z.describe(
        "the player is outside the division's gender or ages (flagged, not refused); empty without a division",
      ),
    ),
});
export type TCheckPlayerResponse = z.infer<typeof ZCheckPlayerResponse>;

/**
 * POST /api/ecommerce/teamnomination/playerwarnings: what the division's gender or ages say about
 * players copied from a previous team (members of teams the caller manages; others are left out).
 */
export const ZPlayerWarningsRequest = z.object({
  division: requiredId,
  mids: z.array(z.int().check(z.positive(), z.lte(2_147_483_647))).check(z.maxLength(50)),
});
export type TPlayerWarningsRequest = z.infer<typeof ZPlayerWarningsRequest>;
export const ZPlayerWarningsResponse = z.object({
  data: z.array(z.object({ mid: z.int(), warnings: z.array(z.string()) })),
});
export type TPlayerWarningsResponse = z.infer<typeof ZPlayerWarningsResponse>;

/** Step 2. */
export const ZNominationTeam = z.looseObject({
  teamname: requiredText(100),
  prevteamname: optionalText(100),
  teamprevious: z.optional(idOrNull),
  grade: requiredId,
  divisiongroup: requiredId,
  division: requiredId,
  preferreddivision: z.optional(idOrNull),
});

/** Steps 3 and 4: the person details of the manager and (when shown) the coach. */
export const ZPersonDetails = z.looseObject({
  firstname: requiredText(100),
  lastname: requiredText(100),
  dob: dmyDate(),
  gender: z.enum(GENDERS, { error: MSG.required }),
  email: z.pipe(requiredText(191), z.email(MSG.email)),
  mobile: mobile(),
  address: requiredText(255),
  suburb: requiredText(100),
  postcode: z.pipe(requiredText(4), z.string().check(z.regex(/^\d{4}$/, MSG.numeric))),
  state: requiredText(3),
  phone: phone(),
  workphone: phone(),
  agreed: mustBeTicked(),
});
export type TPersonDetails = z.infer<typeof ZPersonDetails>;

/** Step 5 player row: the check result (mid) is read again by the server. */
export const ZNominationPlayer = z
  .looseObject({ ...playerIdentityShape, rep: z._default(checkbox(), false) })
  .check(z.superRefine(needsDobAndGenderWithoutMid));
export type TNominationPlayer = z.infer<typeof ZNominationPlayer>;

/**
 * The answer of payteamnom. sk_tm: t_id of the new team, o_id null, message
 * 'Team Entry was successful.' (go to teamDetail). Otherwise the order answer of
 * every payment (o_id, message 'Payment was successful.'; go to orderDetail), with
 * t_id too. status 'requires_action': finish with POST /api/payments/confirm.
 */
export const ZNominationOutcome = z.object({
  t_id: z.int(),
  o_id: z.nullable(z.int()),
  o_paid: z.boolean(),
  status: z.enum(['succeeded', 'requires_action']),
  client_secret: z.nullable(z.string()),
  message: z.string(),
  test_mode: z.boolean(),
  sk_tm: z.boolean(),
});
export type TNominationOutcome = z.infer<typeof ZNominationOutcome>;
export const ZNominationOutcomeResponse = z.object({ data: ZNominationOutcome });

/** Pure rule of step 5 and the server: the player-count limits of a division. */
export function playerLimits(
  division: { min_players: number; max_players: number | null; sk_val: boolean },
  skipMinPlayers = false,
): { min: number; max: number | null } {
  return { min: division.sk_val || skipMinPlayers ? 0 : division.min_players, max: division.max_players };
}

/** Strips the sold-out prefix (preferred-division lists). */
export const withoutSoldOut = (divisionText: string) =>
  divisionText.startsWith(NOMINATION_MSG.soldOutPrefix)
    ? divisionText.slice(NOMINATION_MSG.soldOutPrefix.length)
    : divisionText;
