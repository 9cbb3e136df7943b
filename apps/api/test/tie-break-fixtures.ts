// A division whose ladder order depends on the tie-break order: the Tigers and the Hawks end
// level on points; the Hawks won the game between them (head to head), the Tigers have the
// better percentage (140/60 against 90/81). The default order (percentage, wins) puts the
// Tigers first; head to head puts the Hawks first.
import type { Db } from '../src/plugins/prisma.js';
import { createDivision, createGame, createSeason, createTeams } from './competition-factory.js';

export async function createLevelOnPointsDivision(db: Db) {
  const season = await createSeason(db, { name: 'Tie-break season' });
  const division = await createDivision(db, season.id, { name: 'Level Div 1' });
  const [tigers, hawks, rockets, aces] = await createTeams(db, division.id, [
    'Balmain Tigers',
    'Glebe Hawks',
    'Rozelle Rockets',
    'Annandale Aces',
  ]);
  const played = [
    [tigers, hawks, 40, 50],
    [tigers, rockets, 100, 10],
    [hawks, aces, 40, 41],
  ] as const;
  for (const [i, [a, b, scoreA, scoreB]] of played.entries()) {
    const game = await createGame(
      db,
      division.id,
      { y: 2026, m: 10, d: 3 + 7 * i, h: 9 },
      { round: i + 1, teamAId: a.id, teamBId: b.id },
    );
    await db.gameResult.create({ data: { gameId: game.id, scoreA, scoreB } });
  }
  return {
    season,
    division,
    standingsPath: `/api/draw/result?season=${season.id}&division=${division.id}`,
    byPercentage: ['Balmain Tigers', 'Glebe Hawks', 'Annandale Aces', 'Rozelle Rockets'],
    byHeadToHead: ['Glebe Hawks', 'Balmain Tigers', 'Annandale Aces', 'Rozelle Rockets'],
  };
}
