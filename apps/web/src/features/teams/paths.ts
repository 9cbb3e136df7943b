import type { TTeamListItem } from '@courtside/contracts';

export const TEAMS_PATH = '/member/teams';
export const teamPath = (id: number | string) => `/member/teams/team/${id}`;
export const invoicePath = (id: number) => `/member/invoices/invoice/${id}`;
/** The public draw of the team's division, opened from the Teams list. */
export const drawPath = (t: Pick<TTeamListItem, 't_season_id' | 't_division_id' | 't_name'>) =>
  `/draw/${t.t_season_id}/${t.t_division_id}/${encodeURIComponent(t.t_name)}`;
