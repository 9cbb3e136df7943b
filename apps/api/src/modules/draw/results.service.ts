// Results, scoresheets, scorers and ladder adjustments.
//
// A game's scoresheet is its result (scores, or the team that forfeited or was disqualified),
// whether it is worth double points, and each player's box score. Competition staff enter it in
// the console; a member staff named scorer of the game enters it on game day (the association's
// local date) from a phone. Either way it is saved whole in one transaction, under the game's
// row lock, with the audit entry; standings are computed from these rows, and the 'draw' change
// notification (a trigger on the tables) clears every process's cached ladder at once.
// Ladder adjustments need a reason, kept with the adjustment and in the audit log.
import { pointsOfLine, SCORER_MSG, type TScoresheet, type TScoresheetInput } from '@courtside/contracts';
import type { TAdjustment, TAdjustmentInput } from '@courtside/contracts/admin';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.js';
import { localIsoDate, localTime } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { memberContacts } from '../people/index.js';
import { playersOfTeams, teamsByIds } from '../teams/index.js';
import { fullName } from './draw-setup.service.js';
import { getStandings } from './draw.service.js';

const gameSelect = {
  id: true,
  divisionId: true,
  round: true,
  startsAt: true,
  courtId: true,
  teamAId: true,
  teamBId: true,
  doublePoints: true,
  division: { select: { name: true, seasonId: true } },
  court: { select: { name: true } },
  result: { select: { kind: true, scoreA: true, scoreB: true, forfeitingTeamId: true, updatedAt: true } },
  playerStats: true,
} as const;

async function findGame(db: Deps['db'] | Tx, gameId: number) {
  const game = await db.game.findUnique({ where: { id: gameId }, select: gameSelect });
  if (!game) throw notFound('Game');
  if (game.teamAId === null || game.teamBId === null) throw notFound('Game');
  return game as typeof game & { teamAId: number; teamBId: number };
}

/** GET: the game, its result and both teams' players with their lines. */
export async function scoresheet(
  deps: Deps,
  gameId: number,
  db: Deps['db'] | Tx = deps.db,
): Promise<TScoresheet> {
  const game = await findGame(db, gameId);
  const { timeZone } = deps.settings.current();
  const [teams, players] = await Promise.all([
    teamsByIds(db, [game.teamAId, game.teamBId]),
    playersOfTeams(db, [game.teamAId, game.teamBId]),
  ]);
  // A player whose position ended still has the line entered for them.
  const memberIds = [
    ...new Set([...players.map((p) => p.memberId), ...game.playerStats.map((s) => s.memberId)]),
  ];
  const names = await memberContacts(db, memberIds);
  const side = (teamId: number) => {
    const stats = game.playerStats.filter((s) => s.teamId === teamId);
    const listed = players.filter((p) => p.teamId === teamId);
    const ids = [...new Set([...listed.map((p) => p.memberId), ...stats.map((s) => s.memberId)])];
    return {
      id: teamId,
      name: teams.find((t) => t.id === teamId)?.name ?? '',
      players: ids.map((memberId) => {
        const line = stats.find((s) => s.memberId === memberId);
        return {
          member_id: memberId,
          name: fullName(names.get(memberId)),
          playing_number:
            line?.playingNumber ?? listed.find((p) => p.memberId === memberId)?.playingNumber ?? null,
          points: line?.points ?? 0,
          free_throws: line?.onePoints ?? 0,
          field_goals: line?.twoPoints ?? 0,
          three_pointers: line?.threePoints ?? 0,
          fouls: line?.fouls ?? 0,
          technical_fouls: line?.techFouls ?? 0,
          unsportsmanlike_fouls: line?.unspFouls ?? 0,
          disqualifying_fouls: line?.disqFouls ?? 0,
        };
      }),
    };
  };
  return {
    game_id: game.id,
    season_id: game.division.seasonId,
    division_id: game.divisionId,
    division: game.division.name,
    round: game.round,
    date: localIsoDate(game.startsAt, timeZone),
    time: localTime(game.startsAt, timeZone),
    court: game.court?.name ?? null,
    team_a: side(game.teamAId),
    team_b: side(game.teamBId),
    double_points: game.doublePoints,
    result: game.result
      ? {
          kind: game.result.kind,
          score_a: game.result.scoreA,
          score_b: game.result.scoreB,
          forfeiting_team_id: game.result.forfeitingTeamId,
          updated_at: game.result.updatedAt.toISOString(),
        }
      : null,
  };
}

/**
 * A scorer enters scores and players' lines, nothing else: double points, forfeits and
 * disqualifications are the association's decisions, and a result staff decided stays theirs.
 */
function refuseStaffDecisions(
  game: { doublePoints: boolean; result: { kind: string } | null },
  body: TScoresheetInput,
) {
  if (game.result && game.result.kind !== 'normal') throw new AppError('forbidden', SCORER_MSG.staffResult);
  if (body.kind !== 'normal') throw new AppError('forbidden', SCORER_MSG.staffKind);
  if (body.double_points !== game.doublePoints) throw new AppError('forbidden', SCORER_MSG.staffDoublePoints);
}

/** Saves a whole scoresheet (staff, or the game's scorer on game day), audited. */
export async function saveScoresheet(
  deps: Deps,
  actorId: number,
  gameId: number,
  body: TScoresheetInput,
  as: 'staff' | 'scorer',
): Promise<TScoresheet> {
  return deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    const game = await findGame(tx, gameId);
    if (as === 'scorer') {
      await requireScorer(deps, tx, actorId, game);
      refuseStaffDecisions(game, body);
    }
    const sides = new Set([game.teamAId, game.teamBId]);
    if (body.kind === 'normal') {
      if (body.score_a === null) throw fieldError('score_a', 'Enter both scores.');
      if (body.score_b === null) throw fieldError('score_b', 'Enter both scores.');
    } else if (body.forfeiting_team_id === null || !sides.has(body.forfeiting_team_id)) {
      throw fieldError('forfeiting_team_id', 'Choose the team that forfeited or was disqualified.');
    }
    const roster = await playersOfTeams(tx, [game.teamAId, game.teamBId]);
    const seen = new Set<number>();
    body.players.forEach((line, i) => {
      if (!sides.has(line.team_id))
        throw fieldError(`players.${i}.team_id`, 'The player’s team does not play this game.');
      const listed = roster.some((p) => p.teamId === line.team_id && p.memberId === line.member_id);
      const before = game.playerStats.some((s) => s.teamId === line.team_id && s.memberId === line.member_id);
      if (!listed && !before)
        throw fieldError(`players.${i}.member_id`, 'This member is not a player of the team.');
      if (seen.has(line.member_id))
        throw fieldError(`players.${i}.member_id`, 'Each player may be listed once.');
      seen.add(line.member_id);
    });
    const before = await scoresheet(deps, gameId, tx);
    const result = {
      kind: body.kind,
      scoreA: body.score_a,
      scoreB: body.score_b,
      forfeitingTeamId: body.kind === 'normal' ? null : body.forfeiting_team_id,
    };
    await tx.gameResult.upsert({ where: { gameId }, create: { gameId, ...result }, update: result });
    if (body.double_points !== game.doublePoints)
      await tx.game.update({ where: { id: gameId }, data: { doublePoints: body.double_points } });
    await tx.playerGameStat.deleteMany({ where: { gameId } });
    await tx.playerGameStat.createMany({
      data: body.players.map((line) => ({
        gameId,
        teamId: line.team_id,
        memberId: line.member_id,
        playingNumber: line.playing_number,
        points: pointsOfLine(line),
        onePoints: line.free_throws,
        twoPoints: line.field_goals,
        threePoints: line.three_pointers,
        fouls: line.fouls,
        techFouls: line.technical_fouls,
        unspFouls: line.unsportsmanlike_fouls,
        disqFouls: line.disqualifying_fouls,
      })),
    });
    const after = await scoresheet(deps, gameId, tx);
    await recordAudit(tx, {
      actorId,
      action: as === 'staff' ? 'result.save' : 'result.save_by_scorer',
      entity: 'Game',
      entityId: gameId,
      before: { result: before.result, double_points: before.double_points },
      after: { result: after.result, double_points: after.double_points, players: body.players.length },
    });
    return after;
  });
}

// ---- Scorers -------------------------------------------------------------------------------

/**
 * Whether a member is named scorer of a game: the scorer routes ask it before they read the
 * body (authorisation first), the day is checked with the save.
 */
export async function requireScorerGrant(deps: Deps, memberId: number, gameId: number) {
  if (!(await deps.db.gameScorer.count({ where: { gameId, memberId } }))) throw forbidden();
}

/** A scorer reaches a game only when named for it, and only on its day (local date). */
async function requireScorer(
  deps: Deps,
  db: Deps['db'] | Tx,
  memberId: number,
  game: { id: number; startsAt: Date },
) {
  const granted = await db.gameScorer.count({ where: { gameId: game.id, memberId } });
  if (!granted) throw forbidden();
  const { timeZone } = deps.settings.current();
  if (localIsoDate(game.startsAt, timeZone) !== localIsoDate(deps.now(), timeZone))
    throw new AppError(
      'validation_failed',
      'Results can be entered by the scorer on the day of the game only.',
    );
}

export async function scorerScoresheet(deps: Deps, memberId: number, gameId: number) {
  const game = await findGame(deps.db, gameId);
  await requireScorer(deps, deps.db, memberId, game);
  return scoresheet(deps, gameId);
}

/** The games a member is scorer of today. */
export async function myScorerGames(deps: Deps, memberId: number) {
  const { timeZone } = deps.settings.current();
  const today = localIsoDate(deps.now(), timeZone);
  const grants = await deps.db.gameScorer.findMany({
    where: { memberId },
    select: { game: { select: { id: true, startsAt: true } } },
  });
  const ids = grants.filter((g) => localIsoDate(g.game.startsAt, timeZone) === today).map((g) => g.game.id);
  return Promise.all(ids.map((id) => scoresheet(deps, id)));
}

export async function listScorers(deps: Deps, gameId: number) {
  await findGame(deps.db, gameId);
  const rows = await deps.db.gameScorer.findMany({ where: { gameId }, orderBy: { id: 'asc' } });
  const names = await memberContacts(
    deps.db,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => ({ member_id: r.memberId, name: fullName(names.get(r.memberId)) }));
}

/** Replaces the game's scorers. */
export async function setScorers(deps: Deps, actorId: number, gameId: number, memberIds: number[]) {
  const ids = [...new Set(memberIds)];
  await deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    await findGame(tx, gameId);
    if ((await memberContacts(tx, ids)).size !== ids.length)
      throw fieldError('member_ids', 'There is no such member.');
    const before = (await tx.gameScorer.findMany({ where: { gameId } })).map((r) => r.memberId);
    await tx.gameScorer.deleteMany({ where: { gameId } });
    await tx.gameScorer.createMany({
      data: ids.map((memberId) => ({ gameId, memberId, grantedById: actorId })),
    });
    await recordAudit(tx, {
      actorId,
      action: 'result.scorers',
      entity: 'Game',
      entityId: gameId,
      before,
      after: ids,
    });
  });
  return listScorers(deps, gameId);
}

// ---- Ladder adjustments --------------------------------------------------------------------

async function toAdjustments(
  db: Deps['db'] | Tx,
  rows: Array<{
    id: number;
    teamId: number;
    points: number;
    reason: string | null;
    createdAt: Date;
    createdById: number | null;
  }>,
): Promise<TAdjustment[]> {
  const [teams, names] = await Promise.all([
    teamsByIds(db, [...new Set(rows.map((r) => r.teamId))]),
    memberContacts(db, [...new Set(rows.map((r) => r.createdById).filter((id) => id !== null))]),
  ]);
  return rows.map((r) => ({
    id: r.id,
    team_id: r.teamId,
    team: teams.find((t) => t.id === r.teamId)?.name ?? '',
    points: r.points,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    created_by: r.createdById === null ? null : fullName(names.get(r.createdById)),
  }));
}

/** The division's full ladder as staff see it: the public one, even while its results are hidden. */
export async function divisionLadder(deps: Deps, divisionId: number) {
  const division = await deps.db.division.findUnique({
    where: { id: divisionId },
    select: { seasonId: true },
  });
  if (!division) throw notFound('Division');
  return getStandings(deps, division.seasonId, divisionId, undefined, { evenIfHidden: true });
}

export async function listAdjustments(deps: Deps, divisionId: number) {
  if (!(await deps.db.division.count({ where: { id: divisionId } }))) throw notFound('Division');
  const rows = await deps.db.pointsAdjustment.findMany({ where: { divisionId }, orderBy: { id: 'asc' } });
  return toAdjustments(deps.db, rows);
}

export async function addAdjustment(deps: Deps, actorId: number, divisionId: number, body: TAdjustmentInput) {
  return deps.db.$transaction(async (tx) => {
    if (!(await tx.division.count({ where: { id: divisionId } }))) throw notFound('Division');
    const [team] = await teamsByIds(tx, [body.team_id]);
    if (!team || team.divisionId !== divisionId)
      throw fieldError('team_id', 'Choose a team of the division.');
    const row = await tx.pointsAdjustment.create({
      data: {
        divisionId,
        teamId: body.team_id,
        points: body.points,
        reason: body.reason,
        createdById: actorId,
      },
    });
    const [adjustment] = await toAdjustments(tx, [row]);
    await recordAudit(tx, {
      actorId,
      action: 'ladder.adjust',
      entity: 'PointsAdjustment',
      entityId: row.id,
      after: adjustment,
      reason: body.reason,
    });
    return adjustment!;
  });
}

export async function removeAdjustment(deps: Deps, actorId: number, adjustmentId: number, reason: string) {
  await deps.db.$transaction(async (tx) => {
    const row = await tx.pointsAdjustment.findUnique({ where: { id: adjustmentId } });
    if (!row) throw notFound('Adjustment');
    await tx.pointsAdjustment.delete({ where: { id: adjustmentId } });
    const [before] = await toAdjustments(tx, [row]);
    await recordAudit(tx, {
      actorId,
      action: 'ladder.adjust_remove',
      entity: 'PointsAdjustment',
      entityId: adjustmentId,
      before,
      reason,
    });
  });
  return { id: adjustmentId };
}
