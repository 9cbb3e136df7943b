// Public draw, standings and the member-area stats: the rules live here, the SQL in
// draw.data.ts, the ladder arithmetic in standings.ts.
import {
  DOUBLE,
  NOT_DOUBLE,
  NO_DUTY,
  RESULTS_HIDDEN_MESSAGE,
  perGameAverage,
  type TDivision,
  type TDrawResponse,
  type TDrawRound,
  type TGame,
  type TSeason,
  type TStandingsResponse,
  type TStatRow,
  type TStatTotalsRow,
  type TStatsGame,
  type TTeam,
} from '@courtside/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { formatDmy, formatTime, isoInZone, localIsoDate } from '../../lib/zoned-time.js';
import { teamInDivision, teamsOfDivision } from '../teams/index.js';
import * as data from './draw.data.js';
import {
  computeStandings,
  pointsTableFor,
  shownPercentage,
  tieBreakOrderFor,
  type PlayedGame,
} from './standings.js';

const toDivision = (d: {
  id: number;
  name: string;
  note: string | null;
  showResults: boolean;
}): TDivision => ({
  division_id: d.id,
  division_name: d.name,
  division_note: d.note?.trim() ? d.note : null,
  division_show_score_result: d.showResults,
});

export async function listSeasons(deps: Deps): Promise<TSeason[]> {
  const seasons = await data.listVisibleSeasons(deps.db);
  return seasons.map((s) => ({ season_id: s.id, season_name: s.name, archived: s.archived }));
}

export async function listSeasonDivisions(deps: Deps, seasonId: number): Promise<TDivision[]> {
  if (!(await data.findVisibleSeason(deps.db, seasonId))) throw notFound('Season');
  return (await data.listDivisions(deps.db, seasonId)).map(toDivision);
}

export async function listDivisionTeams(deps: Deps, divisionId: number): Promise<TTeam[]> {
  if (!(await data.findVisibleDivision(deps.db, divisionId))) throw notFound('Division');
  return (await teamsOfDivision(deps.db, divisionId, { acceptedOnly: true })).map((t) => ({
    team_id: t.id,
    team_name: t.name,
  }));
}

const SCORED_TEXT = {
  normal: 'Full Time',
  forfeit_non_advised: 'Forfeit',
  forfeit_notified: 'Forfeit',
  forfeit_admin: 'Forfeit',
  disqualified: 'Disqualification',
} as const;

/** A forfeit names the team that forfeited, when the result records it. */
function scoredText(row: data.DrawGameRow, forfeitingTeam: string | null): string | null {
  if (!row.resultKind) return null;
  const text = SCORED_TEXT[row.resultKind];
  return text === 'Forfeit' && forfeitingTeam ? `Forfeit by ${forfeitingTeam}` : text;
}

function toGame(
  row: data.DrawGameRow,
  teams: Record<string, string>,
  showResults: boolean,
  timeZone: string,
): TGame {
  const name = (id: number | null) => (id === null ? null : (teams[id] ?? null));
  // Finals drawn before their teams are known show the rank label in the team's place.
  const teamA = name(row.teamAId) ?? row.rankLabelA;
  const teamB = name(row.teamBId) ?? row.rankLabelB;
  const byeTeam = name(row.byeTeamId);
  let matchFormatted: string;
  if (row.excludedDate) matchFormatted = row.matchLabel ?? 'No games';
  else if (!teamA && !teamB && byeTeam) matchFormatted = `${byeTeam} - Bye`;
  else matchFormatted = `${teamA ?? 'TBC'} vs ${teamB ?? 'TBC'}`;
  return {
    game: row.id,
    round: row.round,
    date_formatted: formatDmy(row.startsAt, timeZone),
    time_formatted: formatTime(row.startsAt, timeZone),
    date_time_from: isoInZone(row.startsAt, timeZone),
    date_time_to: isoInZone(row.endsAt, timeZone),
    team_a_id: teamA,
    team_b_id: teamB,
    bye: byeTeam,
    duty: name(row.dutyTeamId) ?? NO_DUTY,
    courtLabel: row.court,
    venueLabel: row.venue,
    venueAddress: row.venueAddress,
    venueSuburb: row.venueSuburb,
    venuePostcode: row.venuePostcode,
    venueState: row.venueState,
    double_points: row.doublePoints ? DOUBLE : NOT_DOUBLE,
    excluded_dates: row.excludedDate,
    match: row.matchLabel,
    match_formatted: matchFormatted,
    scored: scoredText(row, name(row.forfeitingTeamId)),
    // A hidden division never sends its scores, so they cannot be read from the network either.
    score_team_a_points: showResults ? row.scoreA : null,
    score_team_b_points: showResults ? row.scoreB : null,
    game_rank_a: row.rankLabelA,
    game_rank_b: row.rankLabelB,
  };
}

/**
 * The draw of one division in date order: its regular rounds in the order they are played (a
 * round moved after a later one, by a repair or an imported file, is listed after it), each
 * split into groups by calendar day in the association's zone (a round is usually one day; a
 * round spread over a weekend gets one group per day) with its games by time, then court;
 * then the finals by stage. A round is placed by its first game (its bye cards, which stay
 * behind when its games move, place only a round of byes alone).
 */
export async function getDraw(deps: Deps, seasonId: number, divisionId: number): Promise<TDrawResponse> {
  const division = await data.findDrawDivision(deps.db, divisionId, seasonId);
  if (!division) throw notFound('Division');
  const rows = await data.listDrawGames(deps.db, divisionId);
  const tz = deps.settings.current().timeZone;

  const rounds = new Map<number, TDrawRound & { startsAt: number; byesOnly: boolean }>();
  const finalSeries: TDrawResponse['finalSeries'] = { Semi_Final: [], Final: [], Grand_Final: [] };
  for (const row of rows) {
    const game = toGame(row, division.teams, division.showResults, tz);
    if (row.finalStage === 'semi_final') finalSeries.Semi_Final.push(game);
    else if (row.finalStage === 'final') finalSeries.Final.push(game);
    else if (row.finalStage === 'grand_final') finalSeries.Grand_Final.push(game);
    else {
      const isBye = row.byeTeamId !== null && row.teamAId === null && row.teamBId === null;
      let round = rounds.get(row.round);
      if (!round)
        rounds.set(
          row.round,
          (round = { round: row.round, groups: [], startsAt: row.startsAt.getTime(), byesOnly: isBye }),
        );
      else if (round.byesOnly && !isBye)
        Object.assign(round, { startsAt: row.startsAt.getTime(), byesOnly: false });
      // Rows arrive in time order, so a round's groups and games only ever append.
      const date = localIsoDate(row.startsAt, tz);
      let group = round.groups.at(-1);
      if (group?.date !== date)
        round.groups.push((group = { date, date_formatted: game.date_formatted, games: [] }));
      group.games.push(game);
    }
  }
  const inOrder = [...rounds.values()]
    .sort((a, b) => a.startsAt - b.startsAt || a.round - b.round)
    .map(({ round, groups }) => ({ round, groups }));
  return { division: toDivision(division), divisionDraw: { rounds: inOrder }, finalSeries };
}

/** The ladder of one division, computed from its results (see standings.ts for points and tie-breaks). */
export async function getStandings(
  deps: Deps,
  seasonId: number,
  divisionId: number,
  /** The ladder as it stood after this round (its results and byes, and every adjustment). */
  round?: number,
  /** Rank the ladder even where the division hides results (the finals are drawn from it). */
  options: { evenIfHidden?: boolean } = {},
): Promise<TStandingsResponse> {
  const division = await data.findStandingsDivision(deps.db, divisionId, seasonId);
  if (!division) throw notFound('Division');
  if (!division.showResults && !options.evenIfHidden) {
    return {
      division: toDivision(division),
      show_results: false,
      message: RESULTS_HIDDEN_MESSAGE,
      lastResult: { updated_at: null },
      divisionResult: [],
      adjustTeams: {},
      tie_breaks: [],
    };
  }
  const [teams, games] = await Promise.all([
    data.listTeamsWithAdjustment(deps.db, divisionId),
    data.listStandingsGames(deps.db, divisionId, round),
  ]);
  const now = deps.now().getTime();
  const played: PlayedGame[] = [];
  const byes: Array<{ teamId: number; doublePoints: boolean }> = [];
  let lastUpdate: Date | null = null;
  for (const g of games) {
    if (g.kind && g.teamAId !== null && g.teamBId !== null) {
      played.push({
        teamAId: g.teamAId,
        teamBId: g.teamBId,
        doublePoints: g.doublePoints,
        kind: g.kind,
        scoreA: g.scoreA,
        scoreB: g.scoreB,
        forfeitingTeamId: g.forfeitingTeamId,
      });
      if (g.resultUpdatedAt && (!lastUpdate || g.resultUpdatedAt > lastUpdate))
        lastUpdate = g.resultUpdatedAt;
    } else if (g.byeTeamId !== null && g.startsAt.getTime() <= now) {
      // A bye counts once its round has started, like the games it stands in for.
      byes.push({ teamId: g.byeTeamId, doublePoints: g.doublePoints });
    }
  }
  const tieBreakOrder = tieBreakOrderFor(division.tieBreakOrder, deps.settings.current().tieBreakOrder);
  const rows = computeStandings({
    teams,
    games: played,
    byes,
    adjustments: new Map(teams.map((t) => [t.id, t.adjustment])),
    points: pointsTableFor(division.association, division.division),
    tieBreakOrder,
  });
  return {
    division: toDivision(division),
    show_results: true,
    message: null,
    lastResult: { updated_at: lastUpdate ? isoInZone(lastUpdate, deps.settings.current().timeZone) : null },
    divisionResult: rows.map((r) => ({
      team_id: r.teamId,
      team: r.team,
      played: r.played,
      win: r.win,
      loss: r.loss,
      draw: r.draw,
      na_forf: r.naForf,
      n_forf: r.nForf,
      adm_forf: r.admForf,
      disq: r.disq,
      bye: r.bye,
      points: r.points,
      score_for: r.scoreFor,
      score_against: r.scoreAgainst,
      percentage: shownPercentage(r),
      tie_break: r.tieBreak,
    })),
    adjustTeams: Object.fromEntries(rows.map((r) => [String(r.teamId), r.adjustment])),
    tie_breaks: [...tieBreakOrder],
  };
}

// ---------------------------------------------------------------------------
// Stats (member area)
// ---------------------------------------------------------------------------

function assertStatsEnabled(deps: Deps) {
  if (!deps.settings.current().statsEnabled) throw new AppError('not_found', 'Stats are not available');
}

async function visibleTeam(deps: Deps, divisionId: number, teamId: number) {
  const [division, inDivision] = await Promise.all([
    data.findVisibleDivision(deps.db, divisionId),
    teamInDivision(deps.db, teamId, divisionId),
  ]);
  if (!division || !inDivision) throw notFound('Team');
  return { id: teamId, division: { showResults: division.showResults } };
}

export async function listStatsSeasons(deps: Deps) {
  assertStatsEnabled(deps);
  return listSeasons(deps);
}

export async function listStatsDivisions(deps: Deps, seasonId: number) {
  assertStatsEnabled(deps);
  return listSeasonDivisions(deps, seasonId);
}

export async function listStatsTeams(deps: Deps, divisionId: number) {
  assertStatsEnabled(deps);
  return listDivisionTeams(deps, divisionId);
}

/** The team's games that have player stats, oldest first. A division that hides results hides its stats too. */
export async function listStatsGames(deps: Deps, divisionId: number, teamId: number): Promise<TStatsGame[]> {
  assertStatsEnabled(deps);
  const team = await visibleTeam(deps, divisionId, teamId);
  if (!team.division.showResults) return [];
  const games = await deps.db.game.findMany({
    where: { divisionId, OR: [{ teamAId: teamId }, { teamBId: teamId }], playerStats: { some: { teamId } } },
    select: { id: true, startsAt: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  return games.map((g) => ({
    gs_game_id: g.id,
    gs_date_formatted: formatDmy(g.startsAt, deps.settings.current().timeZone),
  }));
}

/** The counts a player's stat line keeps for a game. */
const STAT_COUNTS = {
  points: true,
  onePoints: true,
  twoPoints: true,
  threePoints: true,
  fouls: true,
  techFouls: true,
  unspFouls: true,
  disqFouls: true,
} as const;

/** One team's box score for one game, sorted by player name. */
export async function listGameStats(
  deps: Deps,
  divisionId: number,
  teamId: number,
  gameId: number,
): Promise<TStatRow[]> {
  assertStatsEnabled(deps);
  const team = await visibleTeam(deps, divisionId, teamId);
  const game = await deps.db.game.findFirst({
    where: { id: gameId, divisionId, OR: [{ teamAId: teamId }, { teamBId: teamId }] },
    select: { id: true },
  });
  if (!game) throw notFound('Game');
  if (!team.division.showResults) return [];
  const stats = await deps.db.playerGameStat.findMany({
    where: { gameId, teamId },
    select: {
      playingNumber: true,
      ...STAT_COUNTS,
      member: { select: { firstname: true, lastname: true, prefname: true } },
    },
  });
  return stats
    .map((s) => ({
      tshirt_number: s.playingNumber,
      member: `${s.member.prefname?.trim() || s.member.firstname} ${s.member.lastname}`,
      points: s.points,
      one_points: s.onePoints,
      two_points: s.twoPoints,
      three_points: s.threePoints,
      fouls: s.fouls,
      techfouls: s.techFouls,
      unspfouls: s.unspFouls,
      disqfouls: s.disqFouls,
    }))
    .sort((a, b) => a.member.localeCompare(b.member, 'en-AU'));
}

const STAT_KEYS = [
  'points',
  'one_points',
  'two_points',
  'three_points',
  'fouls',
  'techfouls',
  'unspfouls',
  'disqfouls',
] as const;

/**
 * Every player's season in one division: the games they have a stat line in, each stat's total
 * and its average per game, one row per player and team, most points first. A division that
 * hides results hides its totals too.
 */
export async function listSeasonTotals(
  deps: Deps,
  divisionId: number,
  viewerId: number,
): Promise<TStatTotalsRow[]> {
  assertStatsEnabled(deps);
  const division = await data.findVisibleDivision(deps.db, divisionId);
  if (!division) throw notFound('Division');
  if (!division.showResults) return [];
  const lines = await deps.db.playerGameStat.findMany({
    where: { game: { divisionId } },
    select: {
      memberId: true,
      ...STAT_COUNTS,
      team: { select: { id: true, name: true } },
      member: { select: { firstname: true, lastname: true, prefname: true } },
    },
  });
  const players = new Map<string, TStatTotalsRow>();
  for (const l of lines) {
    const key = `${l.memberId}:${l.team.id}`;
    const row = players.get(key) ?? {
      member: `${l.member.prefname?.trim() || l.member.firstname} ${l.member.lastname}`,
      team_id: l.team.id,
      team_name: l.team.name,
      is_me: l.memberId === viewerId,
      games_played: 0,
      points: 0,
      one_points: 0,
      two_points: 0,
      three_points: 0,
      fouls: 0,
      techfouls: 0,
      unspfouls: 0,
      disqfouls: 0,
      averages: {
        points: 0,
        one_points: 0,
        two_points: 0,
        three_points: 0,
        fouls: 0,
        techfouls: 0,
        unspfouls: 0,
        disqfouls: 0,
      },
    };
    row.games_played += 1;
    row.points += l.points;
    row.one_points += l.onePoints;
    row.two_points += l.twoPoints;
    row.three_points += l.threePoints;
    row.fouls += l.fouls;
    row.techfouls += l.techFouls;
    row.unspfouls += l.unspFouls;
    row.disqfouls += l.disqFouls;
    players.set(key, row);
  }
  const rows = [...players.values()];
  for (const row of rows)
    for (const k of STAT_KEYS) row.averages[k] = perGameAverage(row[k], row.games_played);
  return rows.sort((a, b) => b.points - a.points || a.member.localeCompare(b.member, 'en-AU'));
}
