import { describe, expect, it } from 'vitest';
import {
  division,
  hardRuleBreaches,
  saturdays,
  teams,
  venue,
} from '../../../../test/draw-engine-fixtures.js';
import { placeGames } from './placement.js';
import { repairDraw } from './repair.js';
import { expandSlots } from './slots.js';
import type { CurrentGame, DrawChange, DrawDivision, SlotsInput } from './types.js';

// Five Saturdays: three rounds of 4 teams, then two spare dates for catch-ups.
const SATURDAYS = saturdays('2027-05-01', 5);
const slotsInput: SlotsInput = { templates: [venue(1, { courts: 2, starts: [540, 600] })], dates: SATURDAYS };

/** The draw as published: games numbered from 1 in round order; rounds before `playedBefore` played. */
function published(divisions: DrawDivision[], playedBefore = 1): CurrentGame[] {
  const draw = placeGames({ divisions, ...expandSlots(slotsInput), seed: 3 });
  return draw.games.map((g, i) => ({
    gameId: i + 1,
    divisionId: g.divisionId,
    round: g.round,
    home: g.home,
    away: g.away,
    slotId: g.slotId,
    played: g.round < playedBefore,
    ...(g.dutyTeamId === undefined ? {} : { dutyTeamId: g.dutyTeamId }),
  }));
}

function repair(divisions: DrawDivision[], games: CurrentGame[], change: DrawChange) {
  const result = repairDraw({ divisions, slotsInput, games, change });
  const moved = new Map(result.moves.map((m) => [m.gameId, m.toSlotId]));
  const after = games
    .filter((g) => !result.removed.includes(g.gameId))
    .map((g) => ({ ...g, slotId: moved.has(g.gameId) ? moved.get(g.gameId)! : g.slotId }));
  const newSlots = expandSlots({
    ...slotsInput,
    blackouts: [
      ...(change.blackouts ?? []),
      ...(change.washout ? [{ ...change.washout, reason: 'Washout' }] : []),
    ],
    closures: change.closures ?? [],
  }).slots;
  const unplayed = after.filter((g) => !g.played);
  return { ...result, after, breaches: hardRuleBreaches(unplayed, newSlots, divisions) };
}
const dateOf = (slotId: string | null) => slotId?.split('@')[1]?.slice(0, 10);

describe('repairing a draw', () => {
  const divisions = [division({ teams: teams(4) })];

  it('moves the games of a washed-out date to the first date both teams are free, and nothing else', () => {
    const games = published(divisions, 2);
    const r = repair(divisions, games, { washout: { date: SATURDAYS[1]! } });
    // Round 3 is on the third Saturday where every team plays, so the catch-up is the fourth.
    expect(r.moves.map((m) => [m.gameId, dateOf(m.fromSlotId), dateOf(m.toSlotId)])).toEqual([
      [3, SATURDAYS[1], SATURDAYS[3]],
      [4, SATURDAYS[1], SATURDAYS[3]],
    ]);
    expect(r.unchanged).toBe(4);
    expect(r.unplaced).toEqual([]);
    expect(r.breaches).toEqual([]);
  });

  it('never moves a played game, even on a washed-out date', () => {
    const games = published(divisions, 3);
    const r = repair(divisions, games, { washout: { date: SATURDAYS[1]! } });
    expect(r.moves).toEqual([]);
    expect(r.unchanged).toBe(6);
  });

  it('moves a game off a closed court to a free slot the same day', () => {
    const games = published(divisions);
    const onCourt2 = games.filter((g) => g.round === 1 && g.slotId!.startsWith('102@'));
    const r = repair(divisions, games, {
      closures: [{ courtId: 102, date: SATURDAYS[0]!, reason: 'Resurfacing' }],
    });
    expect(r.moves.map((m) => m.gameId)).toEqual(onCourt2.map((g) => g.gameId));
    for (const m of r.moves) {
      expect(m.toSlotId!.startsWith('101@')).toBe(true);
      expect(dateOf(m.toSlotId)).toBe(SATURDAYS[0]);
    }
    expect(r.breaches).toEqual([]);
  });

  it('moves a game whose team can no longer play that day, keeping the others', () => {
    const games = published(divisions);
    const withLionsAway = [division({ teams: teams(4, 1, [{ unavailable: [{ date: SATURDAYS[2]! }] }]) })];
    const r = repair(withLionsAway, games, {});
    const lions = games.find((g) => g.round === 3 && (g.home === 1 || g.away === 1))!;
    expect(r.moves).toEqual([
      { gameId: lions.gameId, fromSlotId: lions.slotId, toSlotId: expect.any(String) },
    ]);
    expect(dateOf(r.moves[0]!.toSlotId)).toBe(SATURDAYS[3]);
    expect(r.breaches).toEqual([]);
  });

  it('removes the unplayed games of a withdrawn team and gives its opponents byes', () => {
    const games = published(divisions, 2);
    const r = repair(divisions, games, { withdrawnTeamIds: [4] });
    const unplayedOfBears = games.filter((g) => !g.played && (g.home === 4 || g.away === 4));
    expect(r.removed).toEqual(unplayedOfBears.map((g) => g.gameId));
    expect(r.byes).toEqual(
      unplayedOfBears.map((g) => ({ divisionId: 1, round: g.round, teamId: g.home === 4 ? g.away : g.home })),
    );
    expect(r.moves).toEqual([]);
    expect(r.unchanged).toBe(4);
  });

  it('leaves a game unplaced with the reasons when no date is left', () => {
    const games = published(divisions, 2);
    const r = repairDraw({
      divisions,
      slotsInput: { ...slotsInput, dates: SATURDAYS.slice(0, 3) },
      games,
      change: { washout: { date: SATURDAYS[1]! } },
    });
    expect(r.moves.map((m) => m.toSlotId)).toEqual([null, null]);
    const names = ['Lions', 'Hawks', 'Bulls', 'Tigers'];
    for (const u of r.unplaced) {
      expect(u.reasons).toEqual([
        'No games on 08/05/2027 (Washout): 4 of 4 slots',
        `No later date with a free slot while ${names[u.home - 1]} and ${names[u.away - 1]} are both free`,
      ]);
    }
    expect(r.unplaced.map((u) => u.gameId)).toEqual([3, 4]);
  });

  it('finds a new duty team when the old one moved away', () => {
    const withDuties = [division({ teams: teams(4), dutyTeams: true })];
    // One court: the two games of a round are at 09:00 and 10:00, each with the other's teams on duty.
    const oneCourt: SlotsInput = { templates: [venue(1, { starts: [540, 600] })], dates: SATURDAYS };
    const draw = placeGames({ divisions: withDuties, ...expandSlots(oneCourt) });
    const games: CurrentGame[] = draw.games.map((g, i) => ({ ...g, gameId: i + 1, played: false }));
    const late = games.find((g) => g.round === 1 && g.slotId!.endsWith('T600'))!;
    const early = games.find((g) => g.round === 1 && g !== late)!;
    expect(early.dutyTeamId).toBeOneOf([late.home, late.away]);

    // The home team of the 10:00 game can no longer play from 10:00 that day.
    const extra = [1, 2, 3, 4].map((t) =>
      t === late.home ? { unavailable: [{ date: SATURDAYS[0]!, fromMinute: 600 }] } : {},
    );
    const r = repairDraw({
      divisions: [division({ teams: teams(4, 1, extra), dutyTeams: true })],
      slotsInput: oneCourt,
      games,
      change: {},
    });
    expect(r.moves.map((m) => [m.gameId, dateOf(m.toSlotId)])).toEqual([[late.gameId, SATURDAYS[3]]]);
    // Nobody of the division plays next to the 09:00 game now; the moved game is alone on its date.
    expect(r.duties).toEqual([
      { gameId: early.gameId, dutyTeamId: null },
      { gameId: late.gameId, dutyTeamId: null },
    ]);
  });

  it('never puts a team on duty twice a day when it finds new duty teams', () => {
    const oneCourt: SlotsInput = {
      templates: [venue(1, { starts: [540, 600, 660, 720] })],
      dates: SATURDAYS,
    };
    const [first, second] = SATURDAYS;
    const game = (gameId: number, home: number, away: number, at: string, duty: number, played = false) => ({
      gameId,
      divisionId: 1,
      round: gameId,
      home,
      away,
      slotId: `101@${at}`,
      played,
      dutyTeamId: duty,
    });
    const games: CurrentGame[] = [
      game(1, 1, 2, `${first}T540`, 3),
      game(2, 3, 4, `${first}T600`, 1),
      game(3, 5, 6, `${first}T660`, 4),
      // Team 6 has done two duties already, team 5 none.
      game(4, 1, 2, `${second}T540`, 6, true),
      game(5, 3, 4, `${second}T600`, 6, true),
    ];
    // The 09:00 slot on the first date closes: 1 v 2 moves to 12:00, after 5 v 6.
    const r = repairDraw({
      divisions: [division({ teams: teams(6), dutyTeams: true })],
      slotsInput: oneCourt,
      games,
      change: { closures: [{ courtId: 101, date: first!, fromMinute: 540, toMinute: 590, reason: 'Leak' }] },
    });
    expect(r.moves).toEqual([{ gameId: 1, fromSlotId: `101@${first}T540`, toSlotId: `101@${first}T720` }]);
    // 3 v 4 and the moved game both need a team of 5 v 6: one each, though team 6 has more duties.
    expect(r.duties).toEqual([
      { gameId: 2, dutyTeamId: 5 },
      { gameId: 1, dutyTeamId: 6 },
    ]);
  });
});
