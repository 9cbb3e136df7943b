// Teams list, team detail and team management. Field names are the published API's.
import { z } from 'zod/mini';
import { preprocess, text, tooLong } from '../common/fields.js';
import { GENDERS } from '../common/person-fields.js';
import { MSG } from '../common/messages.js';
import { parseDmy } from '../common/dates.js';
import { ZInvoice } from '../invoices/invoices.js';

/** Overlay texts of the team page, exact. */
export const TEAM_MSG = {
  noTeams: 'Sorry, No Teams Yet',
  noTeamData: 'No Team Data',
  gamesError: 'Error team games.',
  cannotAdd: 'Cannot add members to team',
  cannotRemove: 'Cannot remove members from team',
  cannotAddMore: 'Cannot add more members to team',
  cannotAddMoreTemporary: 'Cannot add more temporary members to team for game selected',
  positionRemoved: 'Position removed successfully',
  positionNotRemoved: 'Position not removed',
  memberRemoved: 'Member removed successfully',
  memberNotRemoved: 'Member not removed',
  newMembersSent: 'New members request sent successfully',
  newMembersNotSent: 'New members request not sent',
  temporarySent: 'Temporary members request sent successfully',
  temporaryNotSent: 'Temporary members request not sent',
  gameForfeited: 'Game forfeited successfully',
  gameNotForfeited: 'Game not forfeited',
  detailSaved: 'Team detail saved successful.',
  detailIncorrect: 'Team detail incorrect.',
  memberExists: 'Member already exist or added to the team',
  temporaryExists: 'Temporary Member already exist or added to the team',
  temporaryWrongInfo:
    'This temporary member cannot be added. Wrong Member Information. Please contact us for further details.',
  // Ours: no wording was given for these cases.
  managementClosed:
    'Team management is closed: the season is archived or the season or division is not active.',
  notManager: 'Only the team manager or team admin can manage this team.',
  alreadyForfeited: 'This game has already been forfeited.',
  gameNotSelectable: 'Only future games of this team can be selected.',
  numberRange: 'Playing numbers must be whole numbers from 0 to 100.',
  numberTaken: 'Each playing number can be used by one player only.',
  notAPlayer: 'This member is not a player of the team.',
  replacingRequired: 'Select the player being replaced.',
  gameRequired: 'Select a game.',
  nominationWithdrawn: 'Your nomination has been withdrawn.',
  nominationNotWithdrawn: 'Only a nomination the association has not accepted or declined can be withdrawn.',
  notYourNomination: 'Only the member who nominated the team or its manager can withdraw the nomination.',
  requestWithdrawn: 'The request has been withdrawn.',
  requestNotWithdrawn: 'Only a request the association has not decided yet can be withdrawn.',
  notYourRequest: 'Only the member who made the request can withdraw it.',
} as const;

export const noTeamResults = (search: string) => `Sorry, No Results found for "${search}"`;

/** Most temporary members one request may ask for. */
export const MAX_TEMPORARY_ROWS = 3;
/** Playing numbers: up to 3 digits, 0 to 100. */
export const PLAYING_NUMBER_MIN = 0;
export const PLAYING_NUMBER_MAX = 100;

export const TEAM_ROLES = ['manager', 'admin', 'coach', 'assistant', 'player'] as const;
export type TTeamRole = (typeof TEAM_ROLES)[number];
/** How a role reads in t_function (roles are derived from this text containing 'manager', 'admin', 'coach'). */
export const TEAM_ROLE_TEXT: Record<TTeamRole, string> = {
  manager: 'Manager',
  admin: 'Team Admin',
  coach: 'Coach',
  assistant: 'Assistant',
  player: 'Player',
};
/** Roles a manager can ask to add (player shown as Member, coach as 'Coach (swap)', assistant as 'Assistant (swap)'). */
export const ADD_MEMBER_ROLES = ['player', 'coach', 'assistant'] as const;
export const ADD_MEMBER_ROLE_TEXT: Record<(typeof ADD_MEMBER_ROLES)[number], string> = {
  player: 'Member',
  coach: 'Coach (swap)',
  assistant: 'Assistant (swap)',
};

/** A team the signed-in member holds a position in. */
export const ZTeamListItem = z.object({
  t_id: z.int(),
  t_name: z.string(),
  t_division: z.string(),
  t_division_id: z.int(),
  t_season: z.string(),
  t_season_id: z.int(),
  t_function: z.string().check(z.describe("the member's position(s), e.g. 'Manager, Player'")),
  t_roles: z.array(z.enum(TEAM_ROLES)).check(z.describe('the same positions as machine values')),
  t_season_archived: z.boolean(),
  t_season_status: z.enum(['active', 'inactive']),
  t_division_status: z.enum(['active', 'inactive']),
  o_date: z
    .string()
    .check(z.describe('ISO instant the team was entered; the list sorts on it, newest first')),
  t_show_draw: z.boolean().check(z.describe('Draw button: season not archived, season and division active')),
  t_can_manage: z.boolean().check(z.describe('manager or team admin, while t_show_draw holds')),
});
export type TTeamListItem = z.infer<typeof ZTeamListItem>;
/** GET /api/member/teams */
export const ZTeamsResponse = z.object({
  data: z.object({ teams: z.array(ZTeamListItem), teams_count: z.int() }),
});
export type TTeamsResponse = z.infer<typeof ZTeamsResponse>;

/**
 * A player of the team. email, dob and mobile are sent only to the manager, team
 * admin and coach; for everyone else the keys are absent.
 */
export const ZTeamPlayer = z.object({
  mid: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  playing_number: z.nullable(z.int()),
  attendance: z.int(),
  expiry: z
    .nullable(z.string())
    .check(
      z.describe('registration expiry DD/MM/YYYY of the season sport; null for inactive or archived teams'),
    ),
  email: z.optional(z.string()),
  dob: z.optional(z.string()).check(z.describe('DD/MM/YYYY')),
  mobile: z.optional(z.string()),
});
export type TTeamPlayer = z.infer<typeof ZTeamPlayer>;

/** A new or temporary member asked for by the manager, waiting for the association (shown as requested). */
export const ZTeamMemberRequest = z.object({
  id: z.int(),
  kind: z.enum(['new', 'temporary']),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(TEAM_ROLES),
  role_text: z.string(),
  mid: z.nullable(z.int()).check(z.describe('the existing member found by check player')),
  game_id: z.nullable(z.int()),
  game: z.nullable(z.string()).check(z.describe('temporary: the game, as in the games list')),
  replacing: z.nullable(z.int()).check(z.describe('temporary: member id of the player replaced')),
  replacing_name: z.nullable(z.string()),
  status: z.enum(['pending', 'approved', 'rejected']),
  requested: z.string().check(z.describe('DD/MM/YYYY')),
  can_withdraw: z.boolean().check(z.describe('pending and made by the signed-in member')),
});
export type TTeamMemberRequest = z.infer<typeof ZTeamMemberRequest>;

export const NOMINATION_STATUSES = ['pending', 'accepted', 'declined', 'waitlisted', 'offered'] as const;
export type TNominationStatus = (typeof NOMINATION_STATUSES)[number];

/** A nomination its nominator or manager may withdraw: one the association has not accepted or declined. */
export const NOMINATION_WITHDRAWABLE: readonly TNominationStatus[] = ['pending', 'waitlisted', 'offered'];

/** What the team page says of the nomination, by its status. */
export const NOMINATION_STATUS_TEXT: Record<TNominationStatus, string> = {
  pending: 'Your nomination has been received and is waiting for the association to accept it.',
  accepted: 'Your nomination has been accepted.',
  declined: 'Your nomination was declined.',
  waitlisted: 'Your team is on the waitlist: you will be offered a place when one frees.',
  offered: 'A place has been offered to your team: the association will confirm it.',
};

/** The nomination as the team page shows it (an extension of the published API). */
export const ZTeamNomination = z.object({
  status: z.enum(NOMINATION_STATUSES),
  text: z.string(),
  reason: z.nullable(z.string()).check(z.describe('what staff said with the last decision')),
  decided: z.nullable(z.string()).check(z.describe('DD/MM/YYYY of the last decision')),
  can_withdraw: z
    .boolean()
    .check(
      z.describe('not yet accepted or declined, and the signed-in member nominated or manages the team'),
    ),
});
export type TTeamNomination = z.infer<typeof ZTeamNomination>;

/** GET /api/member/teams/{team_id}. */
export const ZTeamDetail = z.object({
  ...ZTeamListItem.shape,
  t_manager: z.string().check(z.describe("names, ', '-separated; '' when none")),
  t_admin: z.string(),
  t_coach: z.string(),
  t_assistant: z.string(),
  t_singlet_colour: z.string(),
  t_number_colour: z.string(),
  t_division_qual: z.nullable(z.number()).check(z.describe('final series qualification %')),
  t_division_min_players: z
    .int()
    .check(z.describe('roster minimum (5 unless the division says otherwise; 0 when the division skips it)')),
  t_division_max_players: z.nullable(z.int()).check(z.describe('roster maximum; null = no maximum')),
  t_players: z.array(ZTeamPlayer),
  t_invoices: z
    .array(ZInvoice)
    .check(z.describe("the team's invoices; sent to the manager and team admin only")),
  t_requests: z
    .array(ZTeamMemberRequest)
    .check(z.describe('new and temporary member requests: pending, and those decided in the last 30 days')),
  t_can_see_contacts: z.boolean(),
  t_nomination: ZTeamNomination,
});
export type TTeamDetail = z.infer<typeof ZTeamDetail>;
export const ZTeamDetailResponse = z.object({ data: ZTeamDetail });

const teamTid = z.coerce.number({ error: MSG.required }).check(z.int(), z.positive(), z.lte(2_147_483_647));
const memberId = preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
);

/** dd/mm/yyyy that is a real date (the service checks it is before today). */
export const dmyDate = () =>
  z
    .pipe(text(), z.string().check(z.minLength(1, MSG.required)))
    .check(z.refine((v) => parseDmy(v) !== null, MSG.date));

const optionalEmail = preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v === null ? '' : v),
  z.optional(z.union([z.literal(''), z.email(MSG.email).check(z.maxLength(191))])),
);

/** POST /api/member/teams/games and any request naming only the team. */
export const ZTeamRequest = z.object({ teamTid });
export type TTeamRequest = z.infer<typeof ZTeamRequest>;

/** POST /api/member/teams/withdrawrequest: a pending new or temporary member request of the team. */
export const ZWithdrawMemberRequest = z.object({
  teamTid,
  requestId: z.coerce.number({ error: MSG.required }).check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export type TWithdrawMemberRequest = z.infer<typeof ZWithdrawMemberRequest>;

/** A future game of the team (forfeit and temporary-member choices). */
export const ZTeamGame = z.object({
  value: z.int().check(z.describe('game id')),
  text: z.string().check(z.describe("e.g. 'Round 7 - 21/11/2026 6:30 pm v Glebe Hawks - Court 2'")),
  round: z.int(),
  date: z.string().check(z.describe('DD/MM/YYYY')),
  time: z.string().check(z.describe('h:mm am/pm')),
  starts_at: z.string().check(z.describe('ISO instant')),
  opponent: z.nullable(z.string()),
  venue: z.nullable(z.string()),
  court: z.nullable(z.string()),
});
export type TTeamGame = z.infer<typeof ZTeamGame>;
export const ZTeamGamesResponse = z.object({ data: z.array(ZTeamGame) });

/** A playing number pair of the save form; number null or '' clears it. */
export const ZPlayerNumber = preprocess(
  (v) =>
    Array.isArray(v)
      ? { mid: v[0] as unknown, number: v[1] as unknown }
      : v && typeof v === 'object'
        ? {
            mid: (v as Record<string, unknown>).mid,
            number: (v as Record<string, unknown>).number ?? (v as Record<string, unknown>).playing_number,
          }
        : v,
  z.object({
    mid: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    number: preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.union([z.null(), z.coerce.number()]),
    ),
  }),
);

/**
 * POST /api/member/teams/save. playersNumber is a JSON text list of member
 * id and number pairs, e.g. '[{"mid":12,"number":7}]' ([12, 7] pairs and a plain
 * array are accepted too).
 */
export const ZTeamSaveRequest = z.object({
  teamTid,
  singletColour: z.pipe(text(), z.string().check(z.maxLength(50, MSG.maxLength(50)))),
  numberColour: z.pipe(text(), z.string().check(z.maxLength(50, MSG.maxLength(50)))),
  playersNumber: preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(ZPlayerNumber, { error: 'playersNumber must be a JSON list of member id and number pairs' })
      .check(z.maxLength(200)),
  ),
});
export type TTeamSaveRequest = z.infer<typeof ZTeamSaveRequest>;

export const ZRemovePlayerRequest = z.object({
  teamTid,
  playerMid: z.coerce.number({ error: MSG.required }).check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export type TRemovePlayerRequest = z.infer<typeof ZRemovePlayerRequest>;

export const ZRemovePositionRequest = z.object({
  teamTid,
  position: z.enum(['coach', 'assistant'], { error: 'position must be coach or assistant' }),
});
export type TRemovePositionRequest = z.infer<typeof ZRemovePositionRequest>;

/** A row of the Add New Member Request dialog. */
export const ZNewMemberRow = z.looseObject({
  firstname: z.pipe(text(), z.string().check(z.minLength(1, MSG.required), z.maxLength(100, tooLong(100)))),
  lastname: z.pipe(text(), z.string().check(z.minLength(1, MSG.required), z.maxLength(100, tooLong(100)))),
  gender: z.enum(GENDERS, { error: MSG.required }),
  dob: dmyDate(),
  email: optionalEmail,
  mid: memberId,
  role: z.enum(ADD_MEMBER_ROLES, { error: MSG.required }),
});
export type TNewMemberRow = z.infer<typeof ZNewMemberRow>;

/** A row of the Add Temporary Member Request dialog: also the game and the player replaced. */
export const ZTemporaryMemberRow = z.looseObject({
  ...ZNewMemberRow.shape,
  role: z._default(z.enum(ADD_MEMBER_ROLES), 'player'),
  game: z.coerce.number({ error: TEAM_MSG.gameRequired }).check(z.int(), z.positive(), z.lte(2_147_483_647)),
  replacing: z.coerce
    .number({ error: TEAM_MSG.replacingRequired })
    .check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export type TTemporaryMemberRow = z.infer<typeof ZTemporaryMemberRow>;

export const ZAddTeamPlayersRequest = z.object({
  teamTid,
  players: z.array(ZNewMemberRow).check(z.minLength(1, MSG.required), z.maxLength(30)),
});
export type TAddTeamPlayersRequest = z.infer<typeof ZAddTeamPlayersRequest>;

/** More than 3 rows is refused by the service with the dialog's own overlay text. */
export const ZAddTeamTempPlayersRequest = z.object({
  teamTid,
  tempplayers: z.array(ZTemporaryMemberRow).check(z.minLength(1, MSG.required), z.maxLength(30)),
});
export type TAddTeamTempPlayersRequest = z.infer<typeof ZAddTeamTempPlayersRequest>;

export const ZGameForfeitRequest = z.object({
  teamTid,
  game: z.coerce.number({ error: MSG.required }).check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export type TGameForfeitRequest = z.infer<typeof ZGameForfeitRequest>;
