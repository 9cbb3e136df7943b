// The Nominations screen's rules, kept pure so they are tested without a browser: which season
// opens first, the address (season, division, status, words and order live in the query string,
// so a view can be linked to), the grid's sort against the API's sort keys, the decisions a
// status allows, and the sentence saying what a decision did.
import { NOMINATION_STATUSES, type TNominationStatus } from '@courtside/contracts';
import {
  NOMINATION_DECISION_FROM,
  NOMINATION_DECISIONS,
  NOMINATION_SORTS,
  type TNominationDecisionKind,
  type TNominationOutcome,
  type TNominationQuery,
  type TSeason,
} from '@courtside/contracts/admin';
import { serverSort } from '../../components/console/grid-sort';
import { formatCents } from '../../lib/money';

export type NominationSort = (typeof NOMINATION_SORTS)[number];
export type Decision = TNominationDecisionKind;

/** The season shown first: one taking nominations (newest first, as the API lists them), else the newest. */
export function defaultSeason(seasons: readonly TSeason[]): TSeason | undefined {
  return seasons.find((s) => s.nominations_open && !s.archived) ?? seasons[0];
}

/** The server's order when none is asked for: first nominated first, the order they are dealt with. */
export const DEFAULT_SORT: NominationSort = 'nominated';

/** Grid columns the server can sort on, and the API's key for each. */
export const { sortOf, sortModelOf } = serverSort<NominationSort>(
  { nominated_at: 'nominated', team: 'team', division: 'division' } as const,
  DEFAULT_SORT,
);

/** What the address holds; undefined season: not chosen yet (the default season applies). */
export interface NominationView {
  season_id?: number;
  division_id?: number;
  status?: TNominationStatus;
  q: string;
  sort: NominationSort;
}

const idOf = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
const isStatus = (value: string | null): value is TNominationStatus =>
  (NOMINATION_STATUSES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is NominationSort =>
  (NOMINATION_SORTS as readonly string[]).includes(value ?? '');

/** The view in the address; anything the API would refuse falls back to the default. */
export function viewOf(params: URLSearchParams): NominationView {
  const status = params.get('status');
  const sort = params.get('sort');
  const season = idOf(params.get('season'));
  const division = idOf(params.get('division'));
  return {
    ...(season !== undefined && { season_id: season }),
    ...(division !== undefined && { division_id: division }),
    ...(isStatus(status) && { status }),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The address of a view, defaults left out. */
export function paramsOf(view: NominationView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.season_id !== undefined) params.set('season', String(view.season_id));
  if (view.division_id !== undefined) params.set('division', String(view.division_id));
  if (view.status) params.set('status', view.status);
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

/** The decisions a nomination's status allows (the contract's table, which the API applies). */
export const decisionsFor = (status: TNominationStatus): Decision[] =>
  NOMINATION_DECISIONS.filter((d) => NOMINATION_DECISION_FROM[d].includes(status));

export const STATUS_LABEL: Record<TNominationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  waitlisted: 'Waitlisted',
  offered: 'Offered a place',
};

const DONE: Record<Decision, string> = {
  accept: 'accepted',
  decline: 'declined',
  waitlist: 'put on the waitlist',
  regrade: 'moved',
};

/**
 * What a decision did, in one line: the team's new state, the refund through the gateway, and
 * the waitlisted team offered the place it freed (named when the screen knows it).
 */
export function outcomeText(
  decision: Decision,
  outcome: TNominationOutcome,
  teamName: (teamId: number) => string | undefined,
): string {
  const n = outcome.nomination;
  const parts = [
    decision === 'regrade'
      ? `${n.team} moved to ${n.division} (${n.grade} ${n.group}).`
      : `${n.team} ${DONE[decision]}.`,
  ];
  if (outcome.refunded_cents > 0)
    parts.push(`Refunded ${formatCents(outcome.refunded_cents)} to the card it was paid with.`);
  if (outcome.offered_team_id !== null) {
    const name = teamName(outcome.offered_team_id);
    parts.push(
      `Offered the freed place to ${name ? `team ${name}` : `team number ${outcome.offered_team_id}`}.`,
    );
  }
  return parts.join(' ');
}
