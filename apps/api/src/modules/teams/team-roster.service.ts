// Team management: colours and playing numbers, removing a player or a coach, and asking
// for new or temporary members. Only the manager and team admin, while the season is not
// archived and season and division are active. Each change locks the team row, so two
// managers acting at once cannot take the roster past its limits or give one number to two
// players.
import {
  MAX_TEMPORARY_ROWS,
  NOMINATION_MSG,
  TEAM_MSG,
  type TAddTeamPlayersRequest,
  type TAddTeamTempPlayersRequest,
  type TRemovePlayerRequest,
  type TRemovePositionRequest,
  type TTeamSaveRequest,
} from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { dbDate } from '../../lib/local-dates.js';
import { isoOfDmy, lookupPlayer } from './player-lookup.js';
import { nameKey, playingNumberProblem, rosterLimits } from './team-rules.js';
import { TX_OPTIONS, type Tx } from './team-lookups.js';
import { requireManager, selectableGames } from './teams.service.js';

/** Serialises roster changes of one team. */
const lockTeam = (tx: Tx, teamId: number) =>
  tx.$queryRaw`SELECT id FROM "Team" WHERE id = ${teamId} FOR UPDATE`;

export const refusal = (
  message: string,
  errors?: Record<string, string[]>,
  code: 'validation_failed' | 'already_forfeited' = 'validation_failed',
) => new AppError(code, message, errors);

/** POST /api/member/teams/save: uniform colours and playing numbers. */
export async function saveTeam(deps: Deps, memberId: number, req: TTeamSaveRequest): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const players = await tx.teamPosition.findMany({
      where: { teamId: req.teamTid, role: 'player' },
      select: { id: true, memberId: true, playingNumber: true },
    });
    const numbers = new Map(players.map((p) => [p.memberId, p.playingNumber]));
    for (const pair of req.playersNumber) {
      if (!numbers.has(pair.mid))
        throw refusal(TEAM_MSG.detailIncorrect, { playersNumber: [TEAM_MSG.notAPlayer] });
      numbers.set(pair.mid, pair.number);
    }
    const problem = playingNumberProblem([...numbers.values()]);
    if (problem)
      throw refusal(TEAM_MSG.detailIncorrect, {
        playersNumber: [problem === 'range' ? TEAM_MSG.numberRange : TEAM_MSG.numberTaken],
      });
    await tx.team.update({
      where: { id: req.teamTid },
      data: { singletColour: req.singletColour || null, numberColour: req.numberColour || null },
    });
    for (const p of players) {
      const next = numbers.get(p.memberId) ?? null;
      if (next !== p.playingNumber)
        await tx.teamPosition.update({ where: { id: p.id }, data: { playingNumber: next } });
    }
  }, TX_OPTIONS);
}

/** POST /api/member/teams/removeteamplayer: not below the division minimum. */
export async function removePlayer(deps: Deps, memberId: number, req: TRemovePlayerRequest): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const { team } = await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const players = await tx.teamPosition.findMany({
      where: { teamId: req.teamTid, role: 'player' },
      select: { id: true, memberId: true },
    });
    const seat = players.find((p) => p.memberId === req.playerMid);
    if (!seat)
      throw new AppError('not_found', TEAM_MSG.memberNotRemoved, { playerMid: [TEAM_MSG.notAPlayer] });
    if (players.length <= rosterLimits(team.division).min) throw refusal(TEAM_MSG.cannotRemove);
    await tx.teamPosition.delete({ where: { id: seat.id } });
  }, TX_OPTIONS);
}

/** POST /api/member/teams/removeteamposition: the coach or assistant position. */
export async function removePosition(
  deps: Deps,
  memberId: number,
  req: TRemovePositionRequest,
): Promise<void> {
  await requireManager(deps.db, memberId, req.teamTid);
  const { count } = await deps.db.teamPosition.deleteMany({
    where: { teamId: req.teamTid, role: req.position },
  });
  if (count === 0) throw new AppError('not_found', TEAM_MSG.positionNotRemoved);
}

interface RowProblem {
  index: number;
  message: string;
}

const rowErrors = (field: string, problems: RowProblem[]) =>
  Object.fromEntries(problems.map((p) => [`${field}.${p.index}`, [p.message]]));

/** Names and member ids already in the team or already asked for. */
async function teamPeople(tx: Tx, teamId: number) {
  const [positions, pending] = await Promise.all([
    tx.teamPosition.findMany({
      where: { teamId },
      select: { role: true, memberId: true, member: { select: { firstname: true, lastname: true } } },
    }),
    tx.teamMemberRequest.findMany({
      where: { teamId, status: 'pending' },
      select: { kind: true, role: true, memberId: true, firstname: true, lastname: true, gameId: true },
    }),
  ]);
  return { positions, pending };
}

/**
 * POST /api/member/teams/addteamplayers: stores each row as a pending request for
 * the association to approve (shown on the team page as requested); nobody is added
 * to the roster here.
 */
export async function requestNewMembers(
  deps: Deps,
  memberId: number,
  req: TAddTeamPlayersRequest,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const { team } = await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const { positions, pending } = await teamPeople(tx, req.teamTid);
    const { max } = rosterLimits(team.division);
    if (max !== null) {
      const players =
        positions.filter((p) => p.role === 'player').length +
        pending.filter((r) => r.kind === 'new' && r.role === 'player').length;
      if (players >= max) throw refusal(TEAM_MSG.cannotAdd);
      if (players + req.players.filter((r) => r.role === 'player').length > max)
        throw refusal(TEAM_MSG.cannotAddMore);
    }
    const taken = new Set([
      ...positions.map((p) => nameKey(p.member.firstname, p.member.lastname)),
      ...pending.filter((r) => r.kind === 'new').map((r) => nameKey(r.firstname, r.lastname)),
    ]);
    const takenIds = new Set([
      ...positions.map((p) => p.memberId),
      ...pending.filter((r) => r.kind === 'new' && r.memberId).map((r) => r.memberId),
    ]);
    const problems: RowProblem[] = [];
    const rows: Array<{ row: (typeof req.players)[number]; found: number | null }> = [];
    for (const [index, row] of req.players.entries()) {
      const key = nameKey(row.firstname, row.lastname);
      if (taken.has(key)) {
        problems.push({ index, message: TEAM_MSG.memberExists });
        continue;
      }
      taken.add(key);
      const found = await lookupPlayer(deps, tx, row, memberId);
      if (found.kind === 'invalid') problems.push({ index, message: found.message });
      else if (found.kind === 'new' && !row.email)
        problems.push({ index, message: NOMINATION_MSG.emailRequired });
      else if (found.kind === 'found' && takenIds.has(found.memberId))
        problems.push({ index, message: TEAM_MSG.memberExists });
      else {
        if (found.kind === 'found') takenIds.add(found.memberId);
        rows.push({ row, found: found.kind === 'found' ? found.memberId : null });
      }
    }
    if (problems.length) throw refusal(TEAM_MSG.newMembersNotSent, rowErrors('players', problems));
    await tx.teamMemberRequest.createMany({
      data: rows.map(({ row, found }) => ({
        teamId: req.teamTid,
        kind: 'new' as const,
        memberId: found,
        firstname: row.firstname,
        lastname: row.lastname,
        dob: dbDate(isoOfDmy(row.dob) as string),
        gender: row.gender,
        email: row.email ? row.email.toLowerCase() : null,
        role: row.role,
        requestedById: memberId,
      })),
    });
  }, TX_OPTIONS);
}

/**
 * POST /api/member/teams/addteamtempplayers: at most 3 temporary members per game,
 * each an existing member replacing a player of the team in one of its future games.
 */
export async function requestTemporaryMembers(
  deps: Deps,
  memberId: number,
  req: TAddTeamTempPlayersRequest,
): Promise<void> {
  if (req.tempplayers.length > MAX_TEMPORARY_ROWS) throw refusal(TEAM_MSG.cannotAddMoreTemporary);
  await deps.db.$transaction(async (tx) => {
    await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const { positions, pending } = await teamPeople(tx, req.teamTid);
    const gameIds = [...new Set(req.tempplayers.map((r) => r.game))];
    const games = await selectableGames(tx, req.teamTid, deps.now(), gameIds);
    const selectable = new Set(games.map((g) => g.id));
    for (const gameId of gameIds) {
      const already = pending.filter((r) => r.kind === 'temporary' && r.gameId === gameId).length;
      if (already + req.tempplayers.filter((r) => r.game === gameId).length > MAX_TEMPORARY_ROWS)
        throw refusal(TEAM_MSG.cannotAddMoreTemporary);
    }
    const playerIds = new Set(positions.filter((p) => p.role === 'player').map((p) => p.memberId));
    const teamNames = new Set(
      positions.filter((p) => p.role === 'player').map((p) => nameKey(p.member.firstname, p.member.lastname)),
    );
    const seen = new Set(
      pending
        .filter((r) => r.kind === 'temporary')
        .map((r) => `${r.gameId}|${nameKey(r.firstname, r.lastname)}`),
    );
    const problems: RowProblem[] = [];
    const rows: Array<{ row: (typeof req.tempplayers)[number]; found: number }> = [];
    for (const [index, row] of req.tempplayers.entries()) {
      const key = `${row.game}|${nameKey(row.firstname, row.lastname)}`;
      if (!selectable.has(row.game)) problems.push({ index, message: TEAM_MSG.gameNotSelectable });
      else if (!playerIds.has(row.replacing)) problems.push({ index, message: TEAM_MSG.notAPlayer });
      else if (seen.has(key) || teamNames.has(nameKey(row.firstname, row.lastname)))
        problems.push({ index, message: TEAM_MSG.temporaryExists });
      else {
        seen.add(key);
        const found = await lookupPlayer(deps, tx, row, memberId);
        // Temporary members must be people the association already knows (a temporary row requires the email).
        if (found.kind !== 'found') problems.push({ index, message: TEAM_MSG.temporaryWrongInfo });
        else if (playerIds.has(found.memberId)) problems.push({ index, message: TEAM_MSG.temporaryExists });
        else rows.push({ row, found: found.memberId });
      }
    }
    if (problems.length) throw refusal(TEAM_MSG.temporaryNotSent, rowErrors('tempplayers', problems));
    await tx.teamMemberRequest.createMany({
      data: rows.map(({ row, found }) => ({
        teamId: req.teamTid,
        kind: 'temporary' as const,
        memberId: found,
        firstname: row.firstname,
        lastname: row.lastname,
        dob: dbDate(isoOfDmy(row.dob) as string),
        gender: row.gender,
        email: row.email ? row.email.toLowerCase() : null,
        role: 'player' as const,
        gameId: row.game,
        replacingMemberId: row.replacing,
        requestedById: memberId,
      })),
    });
  }, TX_OPTIONS);
}
