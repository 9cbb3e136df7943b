// The ladder's rows and columns as pure functions, shared by the public standings and the
// console's Results screen.
import {
  ORDERED_BY_NAMES,
  type TOrderedBy,
  type TStandingRow,
  type TStandingsResponse,
  type TTieBreak,
} from '@courtside/contracts';

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

/** A percentage to two places; a dash for a team nothing was scored against. */
export const percentageText = (percentage: number | null) =>
  percentage === null ? '–' : percentage.toFixed(2);

/**
 * The columns after the team name, in their order on the page. A column with `abbr` heads the
 * table with it (its label as the title), so every column fits a desktop without scrolling.
 */
export const STANDING_COLUMNS: ReadonlyArray<{
  key: keyof StandingLine;
  label: string;
  abbr?: string;
  text?: (line: StandingLine) => string;
}> = [
  { key: 'played', label: 'Played' },
  { key: 'win', label: 'Win' },
  { key: 'loss', label: 'Loss' },
  { key: 'draw', label: 'Draw' },
  { key: 'na_forf', label: 'Non-advised Forfeit', abbr: 'NAF' },
  { key: 'n_forf', label: 'Notified Forfeit', abbr: 'NF' },
  { key: 'adm_forf', label: 'Admin Forfeit', abbr: 'AF' },
  { key: 'disq', label: 'Disq' },
  { key: 'bye', label: 'Bye' },
  { key: 'score_for', label: 'For' },
  { key: 'score_against', label: 'Against' },
  { key: 'percentage', label: 'Percentage', abbr: '%', text: (line) => percentageText(line.percentage) },
  { key: 'adjust', label: 'Adjust' },
];

/** What a cell of a column shows. */
export const cellText = (column: (typeof STANDING_COLUMNS)[number], line: StandingLine) =>
  column.text ? column.text(line) : String(line[column.key]);

/** The marker on a row placed by a tie-break: 'Level on points: percentage'. */
export const orderedByText = (orderedBy: TOrderedBy) => `Level on points: ${ORDERED_BY_NAMES[orderedBy]}`;

/** The note under a ladder: 'Teams level on points are ordered by percentage, then wins, then team name.' */
export function tieBreakNote(tieBreaks: readonly TTieBreak[]): string {
  const steps = [...tieBreaks, 'name' as const].map((t) => ORDERED_BY_NAMES[t]);
  return `Teams level on points are ordered by ${steps.join(', then ')}.`;
}
