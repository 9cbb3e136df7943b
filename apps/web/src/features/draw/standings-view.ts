// Standings rules, as pure functions.
import type { TDrawResponse, TStandingRow, TStandingsResponse } from '@courtside/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { roundNumbers } from './draw-view';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 'Results as Saturday 21 November 2026 6:30 pm' in the association's time zone; null before any result. */
export function resultsAsText(updatedAt: string | null, timeZone: string): string | null {
  if (!updatedAt) return null;
  const when = dayjs(updatedAt);
  if (!when.isValid()) return null;
  return `Results as ${when.tz(timeZone).format('dddd DD MMMM YYYY h:mm a')}`;
}

export interface StandingLine extends TStandingRow {
  /** Place on the ladder: the server sends the rows in ladder order, ties already broken. */
  position: number;
  adjust: number;
  /** What the Points* column shows: the team's points plus its adjustment. */
  total: number;
}

export function standingLines(result: TStandingsResponse): StandingLine[] {
  return result.divisionResult.map((row, i) => {
    const adjust = result.adjustTeams[String(row.team_id)] ?? 0;
    return { ...row, position: i + 1, adjust, total: row.points + adjust };
  });
}

/** The columns after the team name, in their order on the page. */
export const STANDING_COLUMNS: ReadonlyArray<{ key: keyof StandingLine; label: string; short: string }> = [
  { key: 'played', label: 'Played', short: 'P' },
  { key: 'win', label: 'Win', short: 'W' },
  { key: 'loss', label: 'Loss', short: 'L' },
  { key: 'draw', label: 'Draw', short: 'D' },
  { key: 'na_forf', label: 'Non-advised Forfeit', short: 'NAF' },
  { key: 'n_forf', label: 'Notified Forfeit', short: 'NF' },
  { key: 'adm_forf', label: 'Admin Forfeit', short: 'AF' },
  { key: 'disq', label: 'Disq', short: 'DQ' },
  { key: 'bye', label: 'Bye', short: 'B' },
  { key: 'adjust', label: 'Adjust', short: 'Adj' },
];

/** The "As at" choices after Latest: 'After round N' for each round of the division's draw. */
export const asAtOptions = (draw: TDrawResponse): Array<{ value: string; text: string }> =>
  roundNumbers(draw).map((round) => ({ value: String(round), text: `After round ${round}` }));
