// Forfeits: a manager asks to forfeit a future game of the team; staff confirm it, and the
// confirmation (the console's Teams area, teams-admin.service.ts) becomes the game's result.
import { TEAM_MSG, type TGameForfeitRequest } from '@courtside/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { requireManager, selectableGames } from './teams.service.js';
import { refusal } from './team-roster.service.js';

/** POST /api/member/teams/gameforfeit: a future game of the team; cannot be undone by the member. */
export async function forfeitGame(deps: Deps, memberId: number, req: TGameForfeitRequest): Promise<void> {
  await requireManager(deps.db, memberId, req.teamTid);
  const [game] = await selectableGames(deps.db, req.teamTid, deps.now(), [req.game]);
  if (!game) {
    const forfeited = await deps.db.gameForfeit.findUnique({
      where: { gameId_teamId: { gameId: req.game, teamId: req.teamTid } },
      select: { id: true },
    });
    throw refusal(
      TEAM_MSG.gameNotForfeited,
      { game: [forfeited ? TEAM_MSG.alreadyForfeited : TEAM_MSG.gameNotSelectable] },
      forfeited ? 'already_forfeited' : 'validation_failed',
    );
  }
  try {
    await deps.db.gameForfeit.create({
      data: { gameId: game.id, teamId: req.teamTid, requestedById: memberId },
    });
  } catch (err) {
    // Two managers forfeiting the same game at once: the unique (game, team) lets one through.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
      throw refusal(TEAM_MSG.gameNotForfeited, { game: [TEAM_MSG.alreadyForfeited] }, 'already_forfeited');
    throw err;
  }
}
