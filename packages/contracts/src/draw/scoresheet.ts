// A game's scoresheet: the result (scores, or which team forfeited or was disqualified), double
// points, and each player's box score. Competition staff enter it in the console
// (/api/admin/games/:id/scoresheet); a member staff named scorer of the game enters it on game
// day from a phone (/api/scorer/games/:id). Points are worked out from the shots made.
import { z } from 'zod/mini';

export const RESULT_KINDS = [
  'normal',
  'forfeit_non_advised',
  'forfeit_notified',
  'forfeit_admin',
  'disqualified',
] as const;
export const ZResultKind = z.enum(RESULT_KINDS);
export type TResultKind = z.infer<typeof ZResultKind>;

/** Why a scorer's save is refused: these are the association's staff's decisions. */
export const SCORER_MSG = {
  staffResult: 'The association’s staff decided this game’s result: ask them to change it.',
  staffKind:
    'Forfeits and disqualifications are decided by the association’s staff: enter the scores played.',
  staffDoublePoints: 'Double points are set by the association’s staff.',
} as const;

export const RESULT_KIND_TEXT: Record<TResultKind, string> = {
  normal: 'Played',
  forfeit_non_advised: 'Forfeit (not advised)',
  forfeit_notified: 'Forfeit (notified)',
  forfeit_admin: 'Forfeit (administrative)',
  disqualified: 'Disqualified',
};

const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

/** One player's line: made shots and fouls. */
export const ZPlayerLine = z.object({
  member_id: z.int().check(z.minimum(1)),
  team_id: z.int().check(z.minimum(1)),
  playing_number: z.nullable(count(999)),
  /** Free throws made. */
  free_throws: count(100),
  /** Two-point field goals made. */
  field_goals: count(100),
  three_pointers: count(100),
  fouls: count(10),
  technical_fouls: count(10),
  unsportsmanlike_fouls: count(10),
  disqualifying_fouls: count(10),
});
export type TPlayerLine = z.infer<typeof ZPlayerLine>;

/** PUT: the whole scoresheet (the player lines replace those saved). */
export const ZScoresheetInput = z.object({
  kind: ZResultKind,
  /** Required for a played game; a forfeit or disqualification may leave them out. */
  score_a: z.nullable(count(500)),
  score_b: z.nullable(count(500)),
  /** The team that forfeited or was disqualified (team A or B of the game). */
  forfeiting_team_id: z.nullable(z.int().check(z.minimum(1))),
  double_points: z.boolean(),
  players: z.array(ZPlayerLine).check(z.maxLength(60)),
});
export type TScoresheetInput = z.infer<typeof ZScoresheetInput>;

/** Points a line scores: one a free throw, two a field goal, three a three pointer. */
export const pointsOfLine = (line: Pick<TPlayerLine, 'free_throws' | 'field_goals' | 'three_pointers'>) =>
  line.free_throws + 2 * line.field_goals + 3 * line.three_pointers;

const ZSheetTeam = z.object({
  id: z.number(),
  name: z.string(),
  /** The team's players with their saved line (zeros when none yet). */
  players: z.array(
    z.object({
      member_id: z.number(),
      name: z.string(),
      playing_number: z.nullable(z.number()),
      points: z.number(),
      free_throws: z.number(),
      field_goals: z.number(),
      three_pointers: z.number(),
      fouls: z.number(),
      technical_fouls: z.number(),
      unsportsmanlike_fouls: z.number(),
      disqualifying_fouls: z.number(),
    }),
  ),
});

export const ZScoresheet = z.object({
  game_id: z.number(),
  season_id: z.number(),
  division_id: z.number(),
  division: z.string(),
  round: z.number(),
  /** Local date and time. */
  date: z.string(),
  time: z.string(),
  court: z.nullable(z.string()),
  team_a: ZSheetTeam,
  team_b: ZSheetTeam,
  double_points: z.boolean(),
  /** Null until a result is entered. */
  result: z.nullable(
    z.object({
      kind: ZResultKind,
      score_a: z.nullable(z.number()),
      score_b: z.nullable(z.number()),
      forfeiting_team_id: z.nullable(z.number()),
      updated_at: z.string(),
    }),
  ),
});
export type TScoresheet = z.infer<typeof ZScoresheet>;
export const ZScoresheetResponse = z.object({ data: ZScoresheet });
