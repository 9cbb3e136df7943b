// The nomination wizard's values and the rules of each step, checked with the contracts' schemas so the
// messages are the server's.
import {
  DEFAULT_MIN_PLAYERS,
  MSG,
  NOMINATION_MSG,
  parseDmy,
  playerLimits,
  ZNominationTeam,
  ZPersonDetails,
  type TNominationDivision,
  type TPreviousTeam,
  type TProfile,
} from '@courtside/contracts';
import { issuesByField } from '../../lib/form';
import { copiedRow, isDuplicateName, UNCHECKED, type RowCheck } from '../../lib/player-check';

export const STEPS = [
  'Previous Team Selection',
  'Team Name & Grade',
  'Team Manager',
  'Team Coach',
  'Players',
  'Note',
  'Team Nomination Review',
  'Make Online Payment',
] as const;
/** Steps whose label says "(optional)". */
export const OPTIONAL_STEPS: ReadonlySet<number> = new Set([0, 3]);
/** From step 6 (Note) on, the earlier panels can be opened again. */
export const EDITABLE_FROM = 5;

export interface PersonValues {
  firstname: string;
  lastname: string;
  dob: string;
  gender: string;
  email: string;
  mobile: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  phone: string;
  workphone: string;
  agreed: boolean;
}

export interface PlayerRow {
  firstname: string;
  lastname: string;
  gender: string;
  dob: string;
  email: string;
  rep: boolean;
  check: RowCheck;
}

export interface NominationValues {
  team: {
    teamname: string;
    prevteamname: string;
    /** The copied previous team's id ('' when none). */
    teamprevious: string;
    grade: string;
    divisiongroup: string;
    division: string;
    preferreddivision: string;
  };
  manager: PersonValues;
  coach: PersonValues & { showCoach: boolean };
  note: string;
  players: PlayerRow[];
}

export interface Limits {
  min: number;
  max: number | null;
}
/** Before a division is chosen (and after the grade changes): minimum 5, no maximum. */
export const DEFAULT_LIMITS: Limits = { min: DEFAULT_MIN_PLAYERS, max: null };
export const limitsOf = (division: TNominationDivision | null): Limits =>
  division ? playerLimits(division) : DEFAULT_LIMITS;

/** 'Minimum: N players - Maximum: M players', or 'Players Optional' without a minimum. */
export const playersHeader = (limits: Limits) =>
  limits.min > 0 ? NOMINATION_MSG.playersRange(limits.min, limits.max) : NOMINATION_MSG.playersOptional;

export const emptyPerson = (): PersonValues => ({
  firstname: '',
  lastname: '',
  dob: '',
  gender: '',
  email: '',
  mobile: '',
  address: '',
  suburb: '',
  postcode: '',
  state: '',
  phone: '',
  workphone: '',
  agreed: false,
});
export const emptyPlayer = (): PlayerRow => ({
  firstname: '',
  lastname: '',
  gender: '',
  dob: '',
  email: '',
  rep: false,
  check: UNCHECKED,
});

/** Step 3 starts from the signed-in member's profile (dob DD-MM-YYYY there, dd/mm/yyyy here). */
export function managerFromProfile(p: TProfile | undefined): PersonValues {
  if (!p) return emptyPerson();
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    dob: p.dob.replaceAll('-', '/'),
    gender: p.gender === 'male' || p.gender === 'female' ? p.gender : '',
    email: p.email,
    mobile: p.mobile,
    address: p.address,
    suburb: p.suburb,
    postcode: p.postcode,
    state: p.state,
    phone: p.phone.slice(0, 10),
    workphone: p.workphone.slice(0, 10),
    agreed: false,
  };
}

export function initialValues(profile: TProfile | undefined): NominationValues {
  return {
    team: {
      teamname: '',
      prevteamname: '',
      teamprevious: '',
      grade: '',
      divisiongroup: '',
      division: '',
      preferreddivision: '',
    },
    manager: managerFromProfile(profile),
    coach: { ...emptyPerson(), showCoach: false },
    note: '',
    players: Array.from({ length: DEFAULT_LIMITS.min }, emptyPlayer),
  };
}

/** Copying a previous team: its players (each found), its name as team and previous team name. */
export function copyPreviousTeam(
  values: NominationValues,
  team: TPreviousTeam,
  min: number,
): NominationValues {
  const players: PlayerRow[] = team.t_players.map((p) => ({
    ...emptyPlayer(),
    firstname: p.firstname,
    lastname: p.lastname,
    check: copiedRow(p.mid),
  }));
  while (players.length < min) players.push(emptyPlayer());
  return {
    ...values,
    team: {
      ...values.team,
      teamname: team.t_name,
      prevteamname: team.t_name,
      teamprevious: String(team.t_id),
    },
    players,
  };
}

/** Whether a row is still as added: nothing typed, never checked. */
const isBlank = (row: PlayerRow) =>
  !row.firstname && !row.lastname && !row.gender && !row.dob && !row.email && !row.check.click;

/**
 * The rows for a division's minimum: blank rows beyond it are dropped (a division with players
 * optional starts with none), then empty ones are added up to it (a new division may ask for more).
 */
export function fitPlayers(players: readonly PlayerRow[], min: number): PlayerRow[] {
  const out: PlayerRow[] = [];
  let beyondMin = players.length - min;
  for (const row of [...players].reverse()) {
    if (beyondMin > 0 && isBlank(row)) beyondMin--;
    else out.unshift(row);
  }
  while (out.length < min) out.push(emptyPlayer());
  return out;
}

type Errors = Record<string, string>;
const prefixed = (prefix: string, errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

/** Step 2: team name, grade, group and division required; the preferred choice too for a waitlist division. */
export function teamErrors(team: NominationValues['team'], waitlist: boolean): Errors {
  const parsed = ZNominationTeam.safeParse(team);
  const errors = parsed.success ? {} : issuesByField(parsed.error);
  if (waitlist && !team.preferreddivision) errors.preferreddivision = MSG.required;
  return prefixed('team', errors);
}

/** Step 3. */
export function managerErrors(manager: PersonValues): Errors {
  const parsed = ZPersonDetails.safeParse(manager);
  return prefixed('manager', parsed.success ? {} : issuesByField(parsed.error));
}

/** Step 4: the fields count only with 'Add a team coach' on, and then follow the manager's rules (as the server's ZNominationCoach does). */
export function coachErrors(coach: NominationValues['coach']): Errors {
  if (!coach.showCoach) return {};
  const parsed = ZPersonDetails.safeParse(coach);
  return prefixed('coach', parsed.success ? {} : issuesByField(parsed.error));
}

/** Messages of one player row; 'check' holds the row's status error (must click, duplicate). */
export function playerRowErrors(rows: readonly PlayerRow[], index: number): Errors {
  const row = rows[index];
  if (!row) return {};
  const errors: Errors = {};
  if (!row.firstname.trim()) errors.firstname = MSG.required;
  if (!row.lastname.trim()) errors.lastname = MSG.required;
  // Copied players are members already known by id: no date of birth or gender is asked.
  if (!row.check.copied) {
    if (!row.gender) errors.gender = MSG.required;
    if (!row.dob.trim()) errors.dob = MSG.required;
    else if (!parseDmy(row.dob.trim())) errors.dob = MSG.date;
  }
  if (row.check.requireEmail && !row.email.trim()) errors.email = MSG.required;
  else if (row.check.requireEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.email.trim()))
    errors.email = MSG.email;
  if (isDuplicateName(rows, index)) errors.check = NOMINATION_MSG.playerAlreadyAdded;
  else if (!row.check.confirm) errors.check = NOMINATION_MSG.mustClickAddPlayer;
  return errors;
}

/** Step 5: every row valid and checked, and the count within the division's limits ('players' holds the count message). */
export function playersErrors(rows: readonly PlayerRow[], limits: Limits): Errors {
  const errors: Errors = {};
  rows.forEach((_, i) => Object.assign(errors, prefixed(`players.${i}`, playerRowErrors(rows, i))));
  if (limits.min > 0 && rows.length < limits.min) errors.players = NOMINATION_MSG.tooFewPlayers(limits.min);
  if (limits.max !== null && rows.length > limits.max)
    errors.players = NOMINATION_MSG.tooManyPlayers(limits.max);
  return errors;
}

/** Which step a server field error belongs to ('manager.email' -> 2, 'players.3' -> 4, 'teamname' -> 1). */
export function stepOfField(key: string): number {
  if (key.startsWith('manager')) return 2;
  if (key.startsWith('coach')) return 3;
  if (key.startsWith('players')) return 4;
  if (key.startsWith('note')) return 5;
  return 1;
}

/** Server keys of step 2 come without the 'team.' prefix. */
export const formFieldOf = (key: string) =>
  /^(teamname|prevteamname|teamprevious|grade|divisiongroup|division|preferreddivision)$/.test(key)
    ? `team.${key}`
    : key;

/** The payload's players: a found member travels by id. */
export const playerPayload = (rows: readonly PlayerRow[]) =>
  rows.map((r) => ({
    firstname: r.firstname,
    lastname: r.lastname,
    gender: r.gender,
    dob: r.dob,
    email: r.email,
    mid: r.check.mid,
    rep: r.rep,
  }));
