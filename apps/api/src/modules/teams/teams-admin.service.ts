// The console's Teams area: a team's positions (manager, admin, coach, assistant, players) set by
// staff, the managers' requests for new and temporary members approved or declined (the request
// keeps its outcome, which the team page shows the manager), and forfeit notices confirmed into
// the game's result. Each change locks the team row and is audited in its transaction.
import type {
  TAdminTeam,
  TPositionCreate,
  TPositionEdit,
  TRequestDecision,
} from '@courtside/contracts/admin';
import { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { createMemberRecord, memberContacts } from '../people/index.js';
import { competition, teamGameSelect } from './competition-reads.js';
import { gameOption } from './teams.service.js';
import { lockTeamRow, TX_OPTIONS } from './team-lookups.js';
import { rosterLimits } from './team-rules.js';

const lockTeam = async (tx: Tx, teamId: number) => {
  if (!(await lockTeamRow(tx, teamId))) throw notFound('Team');
};

const fullName = (m: { firstname: string; lastname: string }) => `${m.firstname} ${m.lastname}`;

/** GET /api/admin/teams/:team_id */
export async function adminTeam(deps: Deps, teamId: number): Promise<TAdminTeam> {
  const team = await deps.db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      nominationStatus: true,
      division: {
        select: {
          id: true,
          name: true,
          minPlayers: true,
          maxPlayers: true,
          skipMinPlayers: true,
          season: { select: { name: true } },
        },
      },
      positions: {
        select: { id: true, memberId: true, role: true, playingNumber: true },
        orderBy: [{ role: 'asc' }, { id: 'asc' }],
      },
      memberRequests: {
        select: {
          id: true,
          kind: true,
          status: true,
          firstname: true,
          lastname: true,
          dob: true,
          email: true,
          role: true,
          memberId: true,
          gameId: true,
          replacingMemberId: true,
          requestedById: true,
          createdAt: true,
          decidedAt: true,
        },
        orderBy: { id: 'desc' },
      },
      forfeits: {
        select: {
          id: true,
          requestedById: true,
          createdAt: true,
          game: { select: { ...teamGameSelect, result: { select: { kind: true, forfeitingTeamId: true } } } },
        },
        orderBy: { id: 'desc' },
      },
    },
  });
  if (!team) throw notFound('Team');
  const people = await memberContacts(deps.db, [
    ...team.positions.map((p) => p.memberId),
    ...team.memberRequests.flatMap((r) => [
      r.requestedById,
      ...(r.replacingMemberId ? [r.replacingMemberId] : []),
    ]),
    ...team.forfeits.map((f) => f.requestedById),
  ]);
  const nameOf = (id: number) => {
    const m = people.get(id);
    return m ? fullName(m) : `Member #${id}`;
  };
  const tz = deps.settings.current().timeZone;
  const limits = rosterLimits(team.division);
  return {
    id: team.id,
    name: team.name,
    division_id: team.division.id,
    division: team.division.name,
    season: team.division.season.name,
    nomination_status: team.nominationStatus,
    min_players: limits.min,
    max_players: limits.max,
    positions: team.positions.map((p) => ({
      id: p.id,
      mid: p.memberId,
      name: nameOf(p.memberId),
      email: people.get(p.memberId)?.email ?? null,
      role: p.role,
      playing_number: p.playingNumber,
    })),
    requests: team.memberRequests.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      firstname: r.firstname,
      lastname: r.lastname,
      dob: r.dob.toISOString().slice(0, 10),
      email: r.email,
      role: r.role,
      mid: r.memberId,
      game_id: r.gameId,
      replacing: r.replacingMemberId ? nameOf(r.replacingMemberId) : null,
      requested_by: nameOf(r.requestedById),
      requested_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
    })),
    forfeits: team.forfeits.map((f) => ({
      id: f.id,
      game_id: f.game.id,
      game: gameOption(f.game, team.id, tz).text,
      requested_by: nameOf(f.requestedById),
      requested_at: f.createdAt.toISOString(),
      confirmed: f.game.result?.kind === 'forfeit_notified' && f.game.result.forfeitingTeamId === team.id,
    })),
  };
}

/** Players' numbers are unique within the team (the column is nullable, so the app checks). */
async function numberTaken(tx: Tx, teamId: number, number: number, except: number | null) {
  const n = await tx.teamPosition.count({
    where: { teamId, role: 'player', playingNumber: number, ...(except !== null && { id: { not: except } }) },
  });
  return n > 0;
}

const numberTakenError = () =>
  new AppError('validation_failed', 'Another player of the team has that number.', {
    playing_number: ['Another player of the team has that number.'],
  });

async function rosterFull(tx: Tx, teamId: number): Promise<boolean> {
  const team = await tx.team.findUniqueOrThrow({
    where: { id: teamId },
    select: { division: { select: { minPlayers: true, maxPlayers: true, skipMinPlayers: true } } },
  });
  const { max } = rosterLimits(team.division);
  if (max === null) return false;
  return (await tx.teamPosition.count({ where: { teamId, role: 'player' } })) >= max;
}

const rosterFullError = () =>
  new AppError('conflict', 'The roster is full: the division allows no more players.');

/** POST /api/admin/teams/:team_id/positions */
export async function addPosition(deps: Deps, actorId: number, teamId: number, body: TPositionCreate) {
  await deps.db.$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    if ((await memberContacts(tx, [body.mid])).size === 0) throw notFound('Member');
    const number = body.role === 'player' ? (body.playing_number ?? null) : null;
    if (body.role === 'player' && (await rosterFull(tx, teamId))) throw rosterFullError();
    if (number !== null && (await numberTaken(tx, teamId, number, null))) throw numberTakenError();
    try {
      const created = await tx.teamPosition.create({
        data: { teamId, memberId: body.mid, role: body.role, playingNumber: number },
      });
      await recordAudit(tx, {
        actorId,
        action: 'team.position.add',
        entity: 'Team',
        entityId: teamId,
        after: { position_id: created.id, mid: body.mid, role: body.role, playing_number: number },
      });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
        throw new AppError('conflict', 'The member already holds that position in the team.');
      throw err;
    }
  }, TX_OPTIONS);
  return adminTeam(deps, teamId);
}

async function positionOf(tx: Tx, teamId: number, positionId: number) {
  const p = await tx.teamPosition.findFirst({
    where: { id: positionId, teamId },
    select: { id: true, memberId: true, role: true, playingNumber: true },
  });
  if (!p) throw notFound('Position');
  return p;
}

/** PATCH /api/admin/teams/:team_id/positions/:position_id */
export async function editPosition(
  deps: Deps,
  actorId: number,
  teamId: number,
  positionId: number,
  body: TPositionEdit,
) {
  await deps.db.$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const before = await positionOf(tx, teamId, positionId);
    const role = body.role ?? before.role;
    const number =
      role !== 'player'
        ? null
        : body.playing_number !== undefined
          ? body.playing_number
          : before.playingNumber;
    if (role === 'player' && before.role !== 'player' && (await rosterFull(tx, teamId)))
      throw rosterFullError();
    if (number !== null && (await numberTaken(tx, teamId, number, positionId))) throw numberTakenError();
    if (role === before.role && number === before.playingNumber) return;
    try {
      await tx.teamPosition.update({ where: { id: positionId }, data: { role, playingNumber: number } });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
        throw new AppError('conflict', 'The member already holds that position in the team.');
      throw err;
    }
    await recordAudit(tx, {
      actorId,
      action: 'team.position.edit',
      entity: 'Team',
      entityId: teamId,
      before: { position_id: positionId, role: before.role, playing_number: before.playingNumber },
      after: { position_id: positionId, role, playing_number: number },
    });
  }, TX_OPTIONS);
  return adminTeam(deps, teamId);
}

/** DELETE /api/admin/teams/:team_id/positions/:position_id */
export async function removePositionByStaff(deps: Deps, actorId: number, teamId: number, positionId: number) {
  await deps.db.$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const before = await positionOf(tx, teamId, positionId);
    await tx.teamPosition.delete({ where: { id: positionId } });
    await recordAudit(tx, {
      actorId,
      action: 'team.position.remove',
      entity: 'Team',
      entityId: teamId,
      before: {
        position_id: positionId,
        mid: before.memberId,
        role: before.role,
        playing_number: before.playingNumber,
      },
    });
  }, TX_OPTIONS);
  return adminTeam(deps, teamId);
}

/**
 * POST /api/admin/team-requests/:id/approve or /decline. Approving a new member adds them to
 * the roster (the member the request names, or a new member record made from its details); a
 * coach or assistant request replaces the team's coach or assistant (the manager's form says
 * "swap"). A temporary member's approval is the association's leave for that one game. Only a
 * pending request is decided, once: two staff at once get one answer each, the second a 409.
 */
export async function decideRequest(
  deps: Deps,
  actorId: number,
  requestId: number,
  approve: boolean,
  body: TRequestDecision,
) {
  const teamId = await deps.db.$transaction(async (tx) => {
    const found = await tx.teamMemberRequest.findUnique({
      where: { id: requestId },
      select: { teamId: true },
    });
    if (!found) throw notFound('Request');
    await lockTeam(tx, found.teamId);
    const r = await tx.teamMemberRequest.findUniqueOrThrow({ where: { id: requestId } });
    if (r.status !== 'pending') throw new AppError('conflict', `This request was already ${r.status}.`);
    let memberId = r.memberId;
    if (approve && r.kind === 'new') {
      if (r.role === 'player' && (await rosterFull(tx, r.teamId))) throw rosterFullError();
      memberId ??= await createMemberRecord(tx, {
        firstname: r.firstname,
        lastname: r.lastname,
        dob: r.dob,
        gender: r.gender,
        email: r.email?.toLowerCase() ?? null,
      });
      if (r.role === 'coach' || r.role === 'assistant')
        await tx.teamPosition.deleteMany({ where: { teamId: r.teamId, role: r.role } });
      await tx.teamPosition.createMany({
        data: [{ teamId: r.teamId, memberId, role: r.role }],
        skipDuplicates: true,
      });
    }
    const status = approve ? 'approved' : 'rejected';
    await tx.teamMemberRequest.update({
      where: { id: requestId },
      data: { status, decidedAt: deps.now(), ...(memberId !== null && { memberId }) },
    });
    await recordAudit(tx, {
      actorId,
      action: approve ? 'team.request.approve' : 'team.request.decline',
      entity: 'TeamMemberRequest',
      entityId: requestId,
      before: { status: 'pending' },
      after: { status, team_id: r.teamId, kind: r.kind, role: r.role, mid: memberId },
      reason: body.reason,
    });
    return r.teamId;
  }, TX_OPTIONS);
  return adminTeam(deps, teamId);
}

/** POST /api/admin/forfeits/:id/confirm: the notice becomes the game's result (a forfeit_notified loss). */
export async function confirmForfeit(deps: Deps, actorId: number, forfeitId: number) {
  const teamId = await deps.db.$transaction(async (tx) => {
    const f = await tx.gameForfeit.findUnique({
      where: { id: forfeitId },
      select: { teamId: true, gameId: true },
    });
    if (!f) throw notFound('Forfeit');
    await lockTeam(tx, f.teamId);
    await competition().recordForfeit(tx, f.gameId, f.teamId);
    await recordAudit(tx, {
      actorId,
      action: 'team.forfeit.confirm',
      entity: 'GameForfeit',
      entityId: forfeitId,
      after: { game_id: f.gameId, forfeiting_team_id: f.teamId, result: 'forfeit_notified' },
    });
    return f.teamId;
  }, TX_OPTIONS);
  // The draw's triggers tell every process to drop its kept draw and standings pages.
  return adminTeam(deps, teamId);
}
