// The Results screen's rules as pure functions: the division's games as rows (from the public
// draw's answer), the teams a ladder adjustment may name, and the adjustment and scorer forms.
import { NOT_DOUBLE, type TDrawResponse, type TGame } from '@courtside/contracts';
import {
  ZAdjustmentInput,
  ZAdjustmentRemoval,
  type TAdjustmentInput,
  type TNominationRow,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';

/** One game of the division, as the Games list shows it. */
export interface GameRow {
  id: number;
  /** The place in the draw (rounds, then finals): the Round column sorts by it. */
  order: number;
  round: string;
  date: string;
  time: string;
  court: string;
  team_a: string;
  team_b: string;
  result: string;
  double_points: boolean;
}

const FINALS = [
  ['Semi_Final', 'Semi final'],
  ['Final', 'Final'],
  ['Grand_Final', 'Grand final'],
] as const;

/** What the draw says of a game's result: '52 – 47', the scored text (a forfeit) or 'No result'. */
export function resultOfGame(game: TGame): string {
  if (game.scored === null) return 'No result';
  if (game.score_team_a_points !== null && game.score_team_b_points !== null)
    return `${game.score_team_a_points} – ${game.score_team_b_points}`;
  // A forfeit, a disqualification, or 'Full Time' when the division keeps its scores from the public.
  return game.scored;
}

/** The draw's games in draw order; byes and dates without games have no scoresheet and are left out. */
export function gameRows(draw: TDrawResponse): GameRow[] {
  const games: Array<[string, TGame]> = [
    ...draw.divisionDraw.rounds.flatMap((r) =>
      r.groups.flatMap((g) => g.games.map((game): [string, TGame] => [`Round ${r.round}`, game])),
    ),
    ...FINALS.flatMap(([key, label]) => draw.finalSeries[key].map((game): [string, TGame] => [label, game])),
  ];
  return games
    .filter(([, g]) => !g.excluded_dates && g.team_a_id !== null && g.team_b_id !== null)
    .map(([round, g], order) => ({
      id: g.game,
      order,
      round,
      date: g.date_formatted,
      time: g.time_formatted,
      court: [g.courtLabel, g.venueLabel].filter(Boolean).join(', '),
      team_a: g.team_a_id ?? '',
      team_b: g.team_b_id ?? '',
      result: resultOfGame(g),
      double_points: g.double_points !== NOT_DOUBLE,
    }));
}

/** The teams a ladder adjustment may name: those holding a place in the division. */
export const ladderTeams = (teams: readonly TNominationRow[]) =>
  teams.filter((t) => t.status !== 'declined' && t.status !== 'waitlisted');

/** '+3' or '−2' (a true minus sign). */
export const pointsText = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

// ---- The adjustment dialogs ------------------------------------------------------------------

/** An adjustment as its form holds it: text, as typed or chosen. */
export interface AdjustmentForm {
  team_id: string;
  points: string;
  reason: string;
}

const POINTS_MESSAGE = 'Whole points from -100 to 100, not 0 (a minus takes points away).';

/** The body of POST .../adjustments for a filled-in form. */
export const adjustmentOf = (form: AdjustmentForm): TAdjustmentInput => ({
  team_id: Number(form.team_id),
  points: Number(form.points.trim().replace('−', '-')),
  reason: form.reason.trim(),
});

/** The add form, in the form's words first, then the contract's own rules. */
export const ZAdjustmentForm = z.pipe(
  z.object({
    team_id: z.string().check(z.regex(/^\d+$/, 'Choose the team.')),
    points: z.string().check(
      z.regex(/^\s*[-−+]?\d{1,3}\s*$/, POINTS_MESSAGE),
      z.refine((p) => {
        const n = Number(p.trim().replace('−', '-'));
        return n !== 0 && n >= -100 && n <= 100;
      }, POINTS_MESSAGE),
    ),
    reason: z.string(),
  }),
  z.pipe(
    z.transform((form: AdjustmentForm): Record<string, unknown> => ({ ...adjustmentOf(form) })),
    ZAdjustmentInput,
  ),
);

/** The removal form: the contract's rule (a reason is required). */
export const ZRemovalForm = ZAdjustmentRemoval;

// ---- Scorers ---------------------------------------------------------------------------------

/** The scorer dialog: a member chosen from the search, or their member id typed. */
export const ZScorerForm = z.object({
  mid: z.string().check(z.regex(/^\s*\d{1,9}\s*$/, 'Choose the member (or type their member id).')),
});

/** The member ids of PUT .../scorers once `memberId` is named too (named once, in the order named). */
export const scorersWith = (current: ReadonlyArray<{ member_id: number }>, memberId: number) => [
  ...new Set([...current.map((s) => s.member_id), memberId]),
];

/** The member ids of PUT .../scorers without `memberId`. */
export const scorersWithout = (current: ReadonlyArray<{ member_id: number }>, memberId: number) =>
  current.map((s) => s.member_id).filter((id) => id !== memberId);
