// Games as other areas need them. Draw owns the games and their results; team management
// asks here for a team's coming games, and staff's forfeit confirmation records its result
// here, so the rules of what a game is and how a result is kept live in one module.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';

type Db = Deps['db'] | Tx;

const teamGameSelect = {
  id: true,
  round: true,
  startsAt: true,
  teamAId: true,
  teamBId: true,
  teamA: { select: { name: true } },
  teamB: { select: { name: true } },
  court: { select: { name: true, venue: { select: { name: true } } } },
} satisfies Prisma.GameSelect;

export type TeamGame = Prisma.GameGetPayload<{ select: typeof teamGameSelect }>;

/**
 * A team's games that are still to come: not started, no result, not struck off the draw;
 * soonest first. `ids` narrows them to the games asked about.
 */
export function comingGamesOfTeam(db: Db, teamId: number, now: Date, ids?: number[]): Promise<TeamGame[]> {
  return db.game.findMany({
    where: {
      ...(ids ? { id: { in: ids } } : {}),
      OR: [{ teamAId: teamId }, { teamBId: teamId }],
      startsAt: { gt: now },
      excludedDate: false,
      result: { is: null },
    },
    select: teamGameSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

/** The game's result becomes a forfeit: the forfeiting team loses (forfeit_notified), scores cleared. */
export async function recordForfeit(db: Db, gameId: number, forfeitingTeamId: number): Promise<void> {
  await db.gameResult.upsert({
    where: { gameId },
    create: { gameId, kind: 'forfeit_notified', forfeitingTeamId },
    update: { kind: 'forfeit_notified', forfeitingTeamId, scoreA: null, scoreB: null },
  });
}
