// Merging two duplicate members, the teams part (people/merge.service.ts calls this inside its
// transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * Moved as they are: teams the duplicate nominated (createdBy), the manager requests that name
 * the duplicate in any of their three member columns (the matched member, the member replaced,
 * the manager who asked), and forfeit notices the duplicate gave.
 *
 * TeamPosition is one row per team, member and role. A position only the duplicate holds moves.
 * Where both hold the same role in the same team it is one person listed twice: the kept row
 * stays and keeps what it says, taking from the duplicate's row what it lacks: the playing
 * number when it has none, the representative mark when either has it, and the higher
 * attendance count (two rows of one person may have been ticked for the same game, so adding
 * them could count a game twice; staff can correct the count). The duplicate's row is dropped.
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const select = {
    id: true,
    teamId: true,
    role: true,
    playingNumber: true,
    attendance: true,
    isRepresentative: true,
  } as const;
  const theirs = await tx.teamPosition.findMany({ where: { memberId: fromId }, select });
  const ours = await tx.teamPosition.findMany({ where: { memberId: intoId }, select });
  let dropped = 0;
  for (const row of theirs) {
    const kept = ours.find((o) => o.teamId === row.teamId && o.role === row.role);
    if (!kept) continue;
    await tx.teamPosition.update({
      where: { id: kept.id },
      data: {
        playingNumber: kept.playingNumber ?? row.playingNumber,
        isRepresentative: kept.isRepresentative || row.isRepresentative,
        attendance: Math.max(kept.attendance, row.attendance),
      },
    });
    await tx.teamPosition.delete({ where: { id: row.id } });
    dropped++;
  }
  const positions = await tx.teamPosition.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });

  const teams = await tx.team.updateMany({ where: { createdById: fromId }, data: { createdById: intoId } });
  const matched = await tx.teamMemberRequest.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });
  const replacing = await tx.teamMemberRequest.updateMany({
    where: { replacingMemberId: fromId },
    data: { replacingMemberId: intoId },
  });
  const requested = await tx.teamMemberRequest.updateMany({
    where: { requestedById: fromId },
    data: { requestedById: intoId },
  });
  const forfeits = await tx.gameForfeit.updateMany({
    where: { requestedById: fromId },
    data: { requestedById: intoId },
  });
  return {
    TeamPosition: { moved: positions.count, dropped },
    'Team.createdById': { moved: teams.count, dropped: 0 },
    'TeamMemberRequest.memberId': { moved: matched.count, dropped: 0 },
    'TeamMemberRequest.replacingMemberId': { moved: replacing.count, dropped: 0 },
    'TeamMemberRequest.requestedById': { moved: requested.count, dropped: 0 },
    'GameForfeit.requestedById': { moved: forfeits.count, dropped: 0 },
  };
}
