// Merging two duplicate members, the draw part (people/merge.service.ts calls this inside its
// transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * PlayerGameStat is one box score per game and member. The duplicate's score in a game the kept
 * member has none for moves; in a game both have one, it is one person's game entered twice and
 * the kept member's score stands (the duplicate's row is dropped).
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const dropped = await tx.$executeRaw`
    DELETE FROM "PlayerGameStat" theirs USING "PlayerGameStat" ours
     WHERE theirs."memberId" = ${fromId} AND ours."memberId" = ${intoId} AND ours."gameId" = theirs."gameId"`;
  const moved = await tx.playerGameStat.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });
  return { PlayerGameStat: { moved: moved.count, dropped } };
}
