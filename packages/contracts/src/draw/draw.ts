import { z } from 'zod/mini';

// Public draw, standings and stats.
// Field names are the published API's, snake_case and camelCase mixed exactly as clients read them.

/** Shown instead of standings rows when a division's results are not published. */
export const RESULTS_HIDDEN_MESSAGE = 'Results for this division are not published yet.';
/** The duty field when a game has no duty team. */
export const NO_DUTY = 'None';
/** The double_points field of a normal game; anything else marks a double-point game. */
export const NOT_DOUBLE = 'No';
export const DOUBLE = 'Yes';
export const DOUBLE_POINT_LEGEND = '* double point round';
export const STANDINGS_FOOTNOTE =
  '* Calculations may include double point rounds. Please refer to draw for further information.';
export const STATS_EMPTY = 'Sorry, No Stats Yet';

/** Ladder tie-breaks after total points, in the order staff choose; team name and id settle the rest. */
export const TIE_BREAKS = ['percentage', 'wins', 'head_to_head', 'points_difference', 'points_for'] as const;
export const ZTieBreak = z.enum(TIE_BREAKS);
export type TTieBreak = z.infer<typeof ZTieBreak>;
/** What set a ladder row's place among the teams level with it on points: a tie-break, else the name. */
export const ZOrderedBy = z.enum([...TIE_BREAKS, 'name']);
export type TOrderedBy = z.infer<typeof ZOrderedBy>;
/** How a ladder names each rule under the table and on the rows it ordered. */
export const ORDERED_BY_NAMES: Record<TOrderedBy, string> = {
  percentage: 'percentage',
  wins: 'wins',
  head_to_head: 'head to head',
  points_difference: 'points difference',
  points_for: 'points scored',
  name: 'team name',
};
export const statsNoMatch = (search: string) => `Sorry, No Results found for "${search}"`;

/**
 * A season the public may browse. Archived seasons are listed too (after the
 * current ones) with archived true, so last season's draw and ladder stay
 * readable; seasons staff have not published yet (inactive and not archived)
 * are not listed and their ids answer 404.
 */
export const ZSeason = z.object({
  season_id: z.int(),
  season_name: z.string(),
  archived: z.boolean(),
});
export type TSeason = z.infer<typeof ZSeason>;
export const ZSeasonList = z.object({ data: z.array(ZSeason) });
export type TSeasonList = z.infer<typeof ZSeasonList>;

export const ZDivision = z.object({
  division_id: z.int(),
  division_name: z.string(),
  /** Shown in red italic above the draw (not for finals); null when none. */
  division_note: z.nullable(z.string()),
  /** false: scores and standings are not published for this division. */
  division_show_score_result: z.boolean(),
});
export type TDivision = z.infer<typeof ZDivision>;
export const ZDivisionList = z.object({ data: z.array(ZDivision) });
export type TDivisionList = z.infer<typeof ZDivisionList>;

/** The draw addresses a team by name (route /draw/{season}/{division}/{team_name}); stats by id. */
export const ZTeam = z.object({ team_id: z.int(), team_name: z.string() });
export type TTeam = z.infer<typeof ZTeam>;
export const ZTeamList = z.object({ data: z.array(ZTeam) });
export type TTeamList = z.infer<typeof ZTeamList>;

/**
 * One draw card. A bye card has no teams (team_a_id and team_b_id
 * null) and names the team in `bye`; an excluded-date card has
 * excluded_dates true and shows `match` instead of team names. Finals whose
 * teams are not known yet carry the rank label as the team name.
 */
export const ZGame = z.object({
  game: z.int(),
  round: z.int(),
  /** DD/MM/YYYY in the association's time zone. */
  date_formatted: z.string(),
  /** h:mm am/pm in the association's time zone. */
  time_formatted: z.string(),
  /** ISO 8601 with the zone's offset, e.g. 2026-11-21T18:30:00+11:00 (calendar links). */
  date_time_from: z.string(),
  date_time_to: z.string(),
  /** Team names, despite the field names. */
  team_a_id: z.nullable(z.string()),
  team_b_id: z.nullable(z.string()),
  bye: z.nullable(z.string()),
  /** Duty team name, or 'None'. */
  duty: z.string(),
  courtLabel: z.nullable(z.string()),
  venueLabel: z.nullable(z.string()),
  venueAddress: z.nullable(z.string()),
  venueSuburb: z.nullable(z.string()),
  venuePostcode: z.nullable(z.string()),
  venueState: z.nullable(z.string()),
  /** 'No', or 'Yes' for a double-point game (shown with '*'). */
  double_points: z.string(),
  excluded_dates: z.boolean(),
  /** The label shown instead of team names on an excluded-date card. */
  match: z.nullable(z.string()),
  /** What the card shows in place of the teams: the match label, or 'Team A vs Team B'. */
  match_formatted: z.string(),
  /**
   * null while unscored. Otherwise 'Full Time', 'Forfeit by {team}' ('Forfeit' when the
   * result names no team) or 'Disqualification': the text shown when the division hides its scores.
   */
  scored: z.nullable(z.string()),
  /** null when unscored, for forfeits, and whenever the division hides results. */
  score_team_a_points: z.nullable(z.int()),
  score_team_b_points: z.nullable(z.int()),
  /** Finals rank labels such as '1st Div 1'; null outside finals. */
  game_rank_a: z.nullable(z.string()),
  game_rank_b: z.nullable(z.string()),
});
export type TGame = z.infer<typeof ZGame>;

/** Games of one round played on one calendar day (most rounds have one group). */
export const ZDrawGroup = z.object({
  /** YYYY-MM-DD in the association's time zone. */
  date: z.string(),
  date_formatted: z.string(),
  games: z.array(ZGame),
});
export type TDrawGroup = z.infer<typeof ZDrawGroup>;

export const ZDrawRound = z.object({ round: z.int(), groups: z.array(ZDrawGroup) });
export type TDrawRound = z.infer<typeof ZDrawRound>;

/** A record id in a path or query: a positive whole number that fits the database's integer. */
export const ZId = z.coerce
  .number({ error: 'Must be a number' })
  .check(
    z.int('Must be a whole number'),
    z.positive('Must be a positive number'),
    z.lte(2_147_483_647, 'Unknown id'),
  );
export const ZDrawQuery = z.object({ season: ZId, division: ZId });
export type TDrawQuery = z.infer<typeof ZDrawQuery>;
/** GET /api/draw/result: the ladder, or the ladder as it stood after round `round`. */
export const ZStandingsQuery = z.object({ season: ZId, division: ZId, round: z.optional(ZId) });
export type TStandingsQuery = z.infer<typeof ZStandingsQuery>;

/**
 * GET /api/draw/draw?season=&division=. Rounds ascending, games inside a
 * group by start time then court. Finals are not in `rounds`; each finals list
 * is empty until the division has such games (the round filter offers Semi
 * Final, Final and Grand Final only for non-empty lists).
 */
export const ZDrawResponse = z.object({
  division: ZDivision,
  divisionDraw: z.object({ rounds: z.array(ZDrawRound) }),
  finalSeries: z.object({
    Semi_Final: z.array(ZGame),
    Final: z.array(ZGame),
    Grand_Final: z.array(ZGame),
  }),
});
export type TDrawResponse = z.infer<typeof ZDrawResponse>;

/** One standings row. `points` excludes the adjustment; the page shows points + adjustTeams[team_id]. */
export const ZStandingRow = z.object({
  team_id: z.int(),
  team: z.string(),
  played: z.int(),
  win: z.int(),
  loss: z.int(),
  draw: z.int(),
  /** Non-advised forfeits (part of `loss`). */
  na_forf: z.int(),
  /** Notified forfeits (part of `loss`). */
  n_forf: z.int(),
  /** Administrative forfeits (part of `loss`). */
  adm_forf: z.int(),
  /** Disqualifications (part of `loss`). */
  disq: z.int(),
  bye: z.int(),
  points: z.int(),
  /** Scores for and against over the games played. */
  score_for: z.int(),
  score_against: z.int(),
  /** score_for x 100 / score_against to 2 places; null when nothing was scored against. */
  percentage: z.nullable(z.number()),
  /** The rule that set the row's place among teams level with it on points + adjustment; null when none is. */
  tie_break: z.nullable(ZOrderedBy),
});
export type TStandingRow = z.infer<typeof ZStandingRow>;

/** GET /api/draw/result?season=&division=. Rows are in ladder order (see standings.ts for the tie-break). */
export const ZStandingsResponse = z.object({
  division: ZDivision,
  show_results: z.boolean(),
  /** The server's message when results are hidden; null otherwise. */
  message: z.nullable(z.string()),
  /** updated_at: ISO 8601 (zone offset) of the latest result; null before any result. */
  lastResult: z.object({ updated_at: z.nullable(z.string()) }),
  divisionResult: z.array(ZStandingRow),
  /** Points adjustment per team_id (every team listed, 0 when none). */
  adjustTeams: z.record(z.string(), z.int()),
  /** The tie-breaks after points + adjustment, in the order applied (team name settles the rest). */
  tie_breaks: z.array(ZTieBreak),
});
export type TStandingsResponse = z.infer<typeof ZStandingsResponse>;

export const ZStatsGame = z.object({ gs_game_id: z.int(), gs_date_formatted: z.string() });
export type TStatsGame = z.infer<typeof ZStatsGame>;
export const ZStatsGameList = z.object({ data: z.array(ZStatsGame) });
export type TStatsGameList = z.infer<typeof ZStatsGameList>;

/** A player's line for one game: columns #, Name, PTS, FTM, FGM, 3PM, PF, TF, UF, DF. */
export const ZStatRow = z.object({
  tshirt_number: z.nullable(z.int()),
  member: z.string(),
  points: z.int(),
  one_points: z.int(),
  two_points: z.int(),
  three_points: z.int(),
  fouls: z.int(),
  techfouls: z.int(),
  unspfouls: z.int(),
  disqfouls: z.int(),
});
export type TStatRow = z.infer<typeof ZStatRow>;
/** Sorted by member name ascending. */
export const ZStatRowList = z.object({ data: z.array(ZStatRow) });
export type TStatRowList = z.infer<typeof ZStatRowList>;

/** Each stat's average per game, rounded half up to one decimal place (shown as 7.0, 2.3). */
export const ZStatAverages = z.object({
  points: z.number(),
  one_points: z.number(),
  two_points: z.number(),
  three_points: z.number(),
  fouls: z.number(),
  techfouls: z.number(),
  unspfouls: z.number(),
  disqfouls: z.number(),
});
export type TStatAverages = z.infer<typeof ZStatAverages>;

/**
 * A player's season for one team of a division: the games with a stat line, each stat's
 * total and its average per game. `is_me` marks the signed-in member's own line.
 */
export const ZStatTotalsRow = z.object({
  member: z.string(),
  team_id: z.int(),
  team_name: z.string(),
  is_me: z.boolean(),
  games_played: z.int(),
  points: z.int(),
  one_points: z.int(),
  two_points: z.int(),
  three_points: z.int(),
  fouls: z.int(),
  techfouls: z.int(),
  unspfouls: z.int(),
  disqfouls: z.int(),
  averages: ZStatAverages,
});
export type TStatTotalsRow = z.infer<typeof ZStatTotalsRow>;
/** Most points first, then by name. */
export const ZStatTotalsList = z.object({ data: z.array(ZStatTotalsRow) });
export type TStatTotalsList = z.infer<typeof ZStatTotalsList>;

/** An average per game rounded half up to one decimal place; 0 when no game was played. */
export function perGameAverage(total: number, games: number): number {
  return games > 0 ? Math.round((total * 10) / games) / 10 : 0;
}
