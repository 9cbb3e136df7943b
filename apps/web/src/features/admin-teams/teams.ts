// The Teams area's rules, kept pure so they are tested without a browser: the list's address
// (season, division, words and order live in the query string, so a view can be linked to), the
// grid's sort against the API's sort keys, the position forms and the draw limits form turned
// into the API's bodies, and how a team's roster, requests and forfeit notices read. The season
// the list opens on is components/console/seasons' (the season being played).
import { TEAM_ROLE_TEXT, type TNominationStatus } from '@courtside/contracts';
import {
  NOMINATION_SORTS,
  TEAM_POSITION_ROLES,
  ZPositionCreate,
  ZPositionEdit,
  ZTeamDrawLimits,
  type TAdminTeam,
  type TAdminTeamPosition,
  type TAdminTeamRequest,
  type TNominationQuery,
  type TPositionCreate,
  type TPositionEdit,
  type TTeamDrawLimits,
  type TTeamDrawLimitsView,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import { serverSort } from '../../components/console/grid-sort';
import { timeOfText } from '../../lib/time-of-day';
import { formValues } from '../../components/console/form-schema';

export type TeamSort = (typeof NOMINATION_SORTS)[number];
export type PositionRole = (typeof TEAM_POSITION_ROLES)[number];

/** Teams are looked up by name: the list is in name order unless asked otherwise. */
export const DEFAULT_SORT: TeamSort = 'team';

/** Grid columns the server can sort on, and the API's key for each. */
export const { sortOf, sortModelOf } = serverSort<TeamSort>(
  { team: 'team', division: 'division' } as const,
  DEFAULT_SORT,
);

/** What the address holds; undefined season: not chosen yet (the default season applies). */
export interface TeamsView {
  season_id?: number;
  division_id?: number;
  q: string;
  sort: TeamSort;
}

const idOf = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
const isSort = (value: string | null): value is TeamSort =>
  (NOMINATION_SORTS as readonly string[]).includes(value ?? '');

/** The view in the address; anything the API would refuse falls back to the default. */
export function viewOf(params: URLSearchParams): TeamsView {
  const sort = params.get('sort');
  const season = idOf(params.get('season'));
  const division = idOf(params.get('division'));
  return {
    ...(season !== undefined && { season_id: season }),
    ...(division !== undefined && { division_id: division }),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The address of a view, defaults left out. */
export function paramsOf(view: TeamsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.season_id !== undefined) params.set('season', String(view.season_id));
  if (view.division_id !== undefined) params.set('division', String(view.division_id));
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  return params;
}

/** The API's query string (empty parts left out). */
export function apiQueryOf(query: TNominationQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const NOMINATION_LABEL: Record<TNominationStatus, string> = {
  pending: 'Nomination pending',
  accepted: 'Accepted',
  declined: 'Declined',
  waitlisted: 'Waitlisted',
  offered: 'Offered a place',
};

export const ROLE_OPTIONS = TEAM_POSITION_ROLES.map((r) => ({ value: r, text: TEAM_ROLE_TEXT[r] }));

// ---- The position forms ------------------------------------------------------------------

/** A position as the forms hold it: text, as typed or chosen. */
export interface PositionForm {
  /** The member id, chosen from the search or typed. */
  mid: string;
  role: string;
  playing_number: string;
}

const NUMBER_MESSAGE = 'A number from 0 to 100, or leave it empty.';
const numberText = z.string().check(
  z.regex(/^\s*\d{0,3}\s*$/, NUMBER_MESSAGE),
  z.refine((s) => s.trim() === '' || Number(s) <= 100, NUMBER_MESSAGE),
);
const roleText = z
  .string()
  .check(z.refine((r) => (TEAM_POSITION_ROLES as readonly string[]).includes(r), 'Choose a role.'));

/** Only players have a number; an empty box is no number. */
const numberOf = (role: string, typed: string): number | null =>
  role === 'player' && typed.trim() !== '' ? Number(typed) : null;

/** The body of POST /positions for a filled-in form. */
export function positionCreateOf(form: PositionForm): TPositionCreate {
  return {
    mid: Number(form.mid),
    role: form.role as PositionRole,
    playing_number: numberOf(form.role, form.playing_number),
  };
}

/** The add form, checked by the contract after the form's own wording. */
export const ZPositionCreateForm = z.pipe(
  z.object({
    mid: z.string().check(z.regex(/^\s*\d{1,9}\s*$/, 'Choose the member (or type their member id).')),
    role: roleText,
    playing_number: numberText,
  }),
  // The contract reads the member id as it comes (coerced): the body is handed over untyped.
  z.pipe(
    z.transform((form: PositionForm): Record<string, unknown> => ({ ...positionCreateOf(form) })),
    ZPositionCreate,
  ),
);

/**
 * The body of PATCH /positions/:id: only what changed. A player's number goes with the role
 * (an emptied box clears it); other roles have none, which the API clears itself.
 */
export function positionEditOf(
  before: Pick<TAdminTeamPosition, 'role' | 'playing_number'>,
  form: Pick<PositionForm, 'role' | 'playing_number'>,
): TPositionEdit {
  const role = form.role as PositionRole;
  const number = numberOf(role, form.playing_number);
  return {
    ...(role !== before.role && { role }),
    ...(role === 'player' && number !== before.playing_number && { playing_number: number }),
  };
}

/** The change form (the contract checks the edit it makes). */
export const positionEditSchema = (before: Pick<TAdminTeamPosition, 'role' | 'playing_number'>) =>
  z.pipe(
    z.object({ role: roleText, playing_number: numberText }),
    z.pipe(
      z.transform((form: Pick<PositionForm, 'role' | 'playing_number'>) => positionEditOf(before, form)),
      ZPositionEdit,
    ),
  );

// ---- How a team reads ----------------------------------------------------------------------

export const playerCount = (team: Pick<TAdminTeam, 'positions'>) =>
  team.positions.filter((p) => p.role === 'player').length;

/** The division's roster limits and where the team stands, e.g. '5 to 10 players (7 on the roster)'. */
export function rosterText(team: Pick<TAdminTeam, 'positions' | 'min_players' | 'max_players'>): string {
  const n = playerCount(team);
  const limits =
    team.max_players === null
      ? `At least ${team.min_players} players, no maximum`
      : `${team.min_players} to ${team.max_players} players`;
  const full = team.max_players !== null && n >= team.max_players ? ', full' : '';
  return `${limits} (${n} on the roster${full})`;
}

export const requestName = (r: Pick<TAdminTeamRequest, 'firstname' | 'lastname'>) =>
  `${r.firstname} ${r.lastname}`;

export const REQUEST_STATUS_LABEL: Record<TAdminTeamRequest['status'], string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved',
  rejected: 'Declined',
};

export const REQUEST_KIND_LABEL: Record<TAdminTeamRequest['kind'], string> = {
  new: 'New member',
  temporary: 'Temporary (one game)',
};

/** Requests waiting for a decision first, then the decided ones; newest first within each. */
export function requestsInOrder(requests: readonly TAdminTeamRequest[]): TAdminTeamRequest[] {
  return [...requests].sort(
    (a, b) =>
      Number(b.status === 'pending') - Number(a.status === 'pending') ||
      b.requested_at.localeCompare(a.requested_at) ||
      b.id - a.id,
  );
}

/** What approving a request does, said before and after it happens. */
export function approvalText(r: TAdminTeamRequest): string {
  const name = requestName(r);
  if (r.kind === 'temporary')
    return `${name} may play the one game${r.replacing ? ` in place of ${r.replacing}` : ''}.`;
  if (r.role === 'coach' || r.role === 'assistant')
    return `${name} becomes the team's ${TEAM_ROLE_TEXT[r.role].toLowerCase()}, replacing the current one.`;
  return `${name} joins the roster as ${r.role === 'player' ? 'a player' : TEAM_ROLE_TEXT[r.role]}.`;
}

// ---- The draw limits form ----------------------------------------------------------------

/** A team's limits for the draw as the form holds them: times as typed, dates as the picker gives them. */
export interface DrawLimitsForm {
  not_before: string;
  not_after: string;
  unavailable: Array<{ date: string; from: string; to: string; reason: string }>;
  clashes: Array<{ team_id: number; team: string; division: string; reason: string }>;
}

export const NEW_UNAVAILABLE: DrawLimitsForm['unavailable'][number] = {
  date: '',
  from: '',
  to: '',
  reason: '',
};

export function drawLimitsFormOf(limits: TTeamDrawLimitsView): DrawLimitsForm {
  return {
    not_before: limits.not_before ?? '',
    not_after: limits.not_after ?? '',
    unavailable: limits.unavailable.map((u) => ({
      date: u.date,
      from: u.from ?? '',
      to: u.to ?? '',
      reason: u.reason ?? '',
    })),
    clashes: limits.clashes.map((c) => ({
      team_id: c.team_id,
      team: c.team,
      division: c.division,
      reason: c.reason ?? '',
    })),
  };
}

const timeOrNull = (typed: string) => (typed.trim() === '' ? null : timeOfText(typed));
const textOrNull = (typed: string) => (typed.trim() === '' ? null : typed.trim());

/** The body of PUT /teams/:id/draw-limits: every limit, replacing the team's. */
export function drawLimitsOf(form: DrawLimitsForm): TTeamDrawLimits {
  return {
    not_before: timeOrNull(form.not_before),
    not_after: timeOrNull(form.not_after),
    unavailable: form.unavailable.map((u) => ({
      date: u.date,
      from: timeOrNull(u.from),
      to: timeOrNull(u.to),
      reason: textOrNull(u.reason),
    })),
    clashes: form.clashes.map((c) => ({ team_id: c.team_id, reason: textOrNull(c.reason) })),
  };
}

const TIME_MESSAGE = 'Type a time as HH:mm (24-hour), such as 18:30, or leave it empty.';

/** The form's own rules, in its words (each under its field), then the contract's. */
export const ZDrawLimitsForm = z.pipe(
  z.pipe(
    formValues<DrawLimitsForm>().check(
      z.superRefine((form, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: path.split('.'), message });
        const time = (path: string, typed: string) => {
          if (typed.trim() !== '' && timeOfText(typed) === null) issue(path, TIME_MESSAGE);
        };
        time('not_before', form.not_before);
        time('not_after', form.not_after);
        const [first, last] = [timeOrNull(form.not_before), timeOrNull(form.not_after)];
        if (first && last && last < first)
          issue('not_after', 'The latest start cannot be before the earliest.');
        form.unavailable.forEach((u, i) => {
          if (u.date === '') issue(`unavailable.${i}.date`, 'Give the date.');
          else if (u.date === INVALID_DATE) issue(`unavailable.${i}.date`, 'Type the date as dd/mm/yyyy.');
          time(`unavailable.${i}.from`, u.from);
          time(`unavailable.${i}.to`, u.to);
          const [from, to] = [timeOrNull(u.from), timeOrNull(u.to)];
          if ((u.from.trim() === '') !== (u.to.trim() === ''))
            issue(`unavailable.${i}.to`, 'Give both times, or neither for the whole day.');
          else if (from && to && to <= from)
            issue(`unavailable.${i}.to`, 'The end time must be after the start time.');
        });
      }),
    ),
    z.transform((form): z.input<typeof ZTeamDrawLimits> => drawLimitsOf(form)),
  ),
  ZTeamDrawLimits,
);

/** The names of the form's fields, for the server's field errors. */
export const drawLimitsFields = (form: Pick<DrawLimitsForm, 'unavailable'>) => [
  'not_before',
  'not_after',
  ...form.unavailable.flatMap((_u, i) =>
    ['date', 'from', 'to', 'reason'].map((f) => `unavailable.${i}.${f}`),
  ),
];
