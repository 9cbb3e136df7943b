import { describe, expect, it } from 'vitest';
import {
  division,
  hardRuleBreaches,
  saturdays,
  teams,
  venue,
} from '../../../../test/draw-engine-fixtures.js';
import { placeGames, placeGamesYielding } from './placement.js';
import { expandSlots } from './slots.js';
import type { DrawDivision, PlacementInput, SlotsInput } from './types.js';

// Saturdays from 24/04/2027; 03/05/2027 and 10/05/2027 are Mondays.
const SATURDAYS = saturdays('2027-04-24', 8);
const MONDAY = '2027-05-03';

function place(slotsInput: SlotsInput, divisions: DrawDivision[], o: Partial<PlacementInput> = {}) {
  const plan = expandSlots(slotsInput);
  const result = placeGames({ divisions, ...plan, ...o });
  const breaches = hardRuleBreaches(result.games, plan.slots, divisions, o.clashes, o.occupied);
  return { ...result, plan, breaches };
}
const slotOf = (r: ReturnType<typeof place>, home: number, away: number) =>
  r.plan.slots.find((s) => s.id === r.games.find((g) => g.home === home && g.away === away)?.slotId);

describe('placing a division', () => {
  it('places 4 teams once on the first three Saturdays, two games a round', () => {
    const r = place({ templates: [venue(1, { courts: 2, starts: [540] })], dates: SATURDAYS }, [
      division({ teams: teams(4) }),
    ]);
    expect(r.breaches).toEqual([]);
    expect(r.unplaced).toEqual([]);
    expect(r.rounds.map((x) => x.date)).toEqual(SATURDAYS.slice(0, 3));
    for (const g of r.games) {
      const slot = r.plan.slots.find((s) => s.id === g.slotId)!;
      expect(slot.date).toBe(SATURDAYS[g.round - 1]);
    }
    expect(r.games).toHaveLength(6);
    expect(r.byes).toEqual([]);
  });

  it('lists the byes of an odd division and doubles the points of the chosen rounds', () => {
    const r = place({ templates: [venue(1, { starts: [540] })], dates: SATURDAYS }, [
      division({ teams: teams(3), doubleRounds: [2] }),
    ]);
    expect(r.byes.map((b) => [b.round, b.doublePoints])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(r.games.map((g) => [g.round, g.doublePoints])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(new Set(r.byes.map((b) => b.teamId)).size).toBe(3);
  });

  it('skips a date blacked out for every venue and says why', () => {
    const r = place(
      {
        templates: [venue(1, { courts: 2, starts: [540] })],
        dates: SATURDAYS,
        blackouts: [{ date: SATURDAYS[1]!, reason: 'Public holiday: Anzac Day' }],
      },
      [division({ teams: teams(4) })],
    );
    expect(r.rounds.map((x) => x.date)).toEqual([SATURDAYS[0], SATURDAYS[2], SATURDAYS[3]]);
    expect(r.skippedDates).toEqual([
      { divisionId: 1, date: SATURDAYS[1], reasons: ['No games on 01/05/2027 (Public holiday: Anzac Day)'] },
    ]);
    expect(r.unplaced).toEqual([]);
  });

  it('plays only on the weekdays the division asks for', () => {
    const r = place(
      {
        templates: [
          venue(1, { courts: 2, starts: [540] }),
          venue(2, { weekday: 1, courts: 2, starts: [1080] }),
        ],
        dates: [...SATURDAYS, MONDAY, '2027-05-10', '2027-05-17'],
      },
      [division({ teams: teams(4), weekdays: [1] })],
    );
    expect(r.rounds.map((x) => x.date)).toEqual([MONDAY, '2027-05-10', '2027-05-17']);
    expect(r.games.every((g) => g.slotId?.startsWith('20'))).toBe(true);
  });

  it('leaves the rounds beyond the last date unplaced, saying so', () => {
    const r = place({ templates: [venue(1, { courts: 2, starts: [540] })], dates: SATURDAYS.slice(0, 2) }, [
      division({ teams: teams(4) }),
    ]);
    expect(r.rounds.map((x) => x.date)).toEqual([SATURDAYS[0], SATURDAYS[1], null]);
    expect(r.unplaced).toHaveLength(2);
    expect(r.unplaced[0]!.reasons).toEqual([
      'No playing date left for round 3 of Div 1: the season has 2 dates with slots',
    ]);
  });

  it('says when a division has no slots on its weekdays at all', () => {
    const r = place({ templates: [venue(1, { starts: [540] })], dates: SATURDAYS }, [
      division({ teams: teams(2), weekdays: [0, 3] }),
    ]);
    expect(r.unplaced.map((u) => u.reasons)).toEqual([
      ['No slots for Div 1 on Sunday or Wednesday in the season'],
    ]);
  });

  it('never puts two games of teams sharing a coach at the same time', () => {
    const r = place(
      { templates: [venue(1, { weekday: 1, starts: [1080, 1140], courts: 2 })], dates: [MONDAY] },
      [division({ teams: teams(2) }), division({ divisionId: 2, name: 'Div 2', teams: teams(2, 11) })],
      { clashes: [[1, 11]] },
    );
    expect(r.breaches).toEqual([]);
    expect(r.unplaced).toEqual([]);
    expect(slotOf(r, 1, 2)!.startMinute).not.toBe(slotOf(r, 11, 12)!.startMinute);
  });

  it('keeps booked slots free, and the slots overlapping them on the court', () => {
    const r = place(
      {
        templates: [
          venue(1, { weekday: 1, starts: [1080, 1140] }),
          // A second template on the same court: 18:30 overlaps both.
          venue(1, { weekday: 1, starts: [1110] }),
        ],
        dates: [MONDAY],
      },
      [division({ teams: teams(2) })],
      { occupied: ['101@2027-05-03T1080'] },
    );
    expect(r.breaches).toEqual([]);
    expect(slotOf(r, 1, 2)!.id).toBe('101@2027-05-03T1140');
  });

  it('moves a game already placed that day to make room for another', () => {
    // 17:00 at Venue 1, 18:00 at Venue 2, 19:00 at Venue 3. Div 1 (up to 18:00) prefers Venue 1 and
    // Div 2 (from 18:00) Venue 3, and go first (a shared coach elsewhere); Div 3 cannot play at
    // 18:00 and finds both its slots taken until Div 1 moves to 18:00.
    const r = place(
      {
        templates: [
          venue(1, { weekday: 1, starts: [1020] }),
          venue(2, { weekday: 1, starts: [1080] }),
          venue(3, { weekday: 1, starts: [1140] }),
        ],
        dates: [MONDAY],
      },
      [
        division({ teams: teams(2, 1, [{ notAfterMinute: 1080 }]), venueIds: [1] }),
        division({ divisionId: 2, teams: teams(2, 3, [{ notBeforeMinute: 1080 }]), venueIds: [3] }),
        division({
          divisionId: 3,
          teams: teams(2, 5, [{ unavailable: [{ date: MONDAY, fromMinute: 1080, toMinute: 1140 }] }]),
        }),
      ],
      {
        clashes: [
          [1, 99],
          [3, 99],
        ],
      },
    );
    expect(r.unplaced).toEqual([]);
    expect(r.games.map((g) => g.slotId)).toEqual([
      '201@2027-05-03T1080',
      '301@2027-05-03T1140',
      '101@2027-05-03T1020',
    ]);
  });

  it('keeps the preferred venue when it has room', () => {
    const r = place(
      { templates: [venue(1, { starts: [540] }), venue(2, { starts: [540] })], dates: SATURDAYS },
      [division({ teams: teams(2), rounds: { kind: 'count', count: 6 }, venueIds: [2] })],
    );
    expect(r.games.map((g) => r.plan.slots.find((s) => s.id === g.slotId)!.venueId)).toEqual([
      2, 2, 2, 2, 2, 2,
    ]);
  });

  it('shares early and late games evenly', () => {
    const r = place({ templates: [venue(1, { starts: [540, 600, 660] })], dates: SATURDAYS }, [
      division({ teams: teams(6), rounds: { kind: 'count', count: 5 } }),
    ]);
    expect(r.unplaced).toEqual([]);
    const spread = r.fairness.divisions[0]!.spread;
    expect(spread.earlyGames).toBeLessThanOrEqual(1);
    expect(spread.lateGames).toBeLessThanOrEqual(1);
    expect(r.stats.penaltyAfter).toBeLessThanOrEqual(r.stats.penaltyBefore);
  });

  it('gives the same draw for the same input and seed', () => {
    const input = { templates: [venue(1, { courts: 3, starts: [540, 600, 660] })], dates: SATURDAYS };
    const divisions = [division({ teams: teams(7) })];
    expect(place(input, divisions, { seed: 5 }).games).toEqual(place(input, divisions, { seed: 5 }).games);
  });
});

describe('duty teams', () => {
  it('gives each game a team of its division playing just before or after on the court, shared evenly', () => {
    const r = place({ templates: [venue(1, { starts: [540, 600] })], dates: SATURDAYS }, [
      division({ teams: teams(4), rounds: { kind: 'twice' }, dutyTeams: true }),
    ]);
    for (const g of r.games) {
      const slot = slotOf(r, g.home, g.away)!;
      const other = r.games.find((x) => x !== g && slotOf(r, x.home, x.away)!.date === slot.date)!;
      expect([other.home, other.away]).toContain(g.dutyTeamId);
    }
    expect(r.fairness.divisions[0]!.spread.duties).toBeLessThanOrEqual(1);
  });

  it("plays a division's games one after another on one court from the night's first start time", () => {
    // Three courts from 18:00 to 21:00; two divisions of six teams, three games each.
    const r = place(
      { templates: [venue(1, { weekday: 1, courts: 3, starts: [1080, 1140, 1200, 1260] })], dates: [MONDAY] },
      [
        division({ teams: teams(6), rounds: { kind: 'count', count: 1 }, dutyTeams: true }),
        division({
          divisionId: 2,
          name: 'Div 2',
          teams: teams(6, 11),
          rounds: { kind: 'count', count: 1 },
          dutyTeams: true,
        }),
      ],
    );
    for (const divisionId of [1, 2]) {
      const slots = r.games
        .filter((g) => g.divisionId === divisionId)
        .map((g) => r.plan.slots.find((s) => s.id === g.slotId)!);
      expect(new Set(slots.map((s) => s.courtId)).size).toBe(1);
      expect(slots.map((s) => s.startMinute).sort()).toEqual([1080, 1140, 1200]);
    }
    expect(r.games.every((g) => g.dutyTeamId !== undefined)).toBe(true);
    expect(r.breaches).toEqual([]);
  });

  it('has no duty team when no game of the division is next to it', () => {
    const r = place({ templates: [venue(1, { courts: 2, starts: [540] })], dates: SATURDAYS }, [
      division({ teams: teams(4), dutyTeams: true }),
    ]);
    expect(r.games.every((g) => g.dutyTeamId === undefined)).toBe(true);
  });
});

describe('explaining an unplaced game', () => {
  it('names the team that cannot play that day', () => {
    const r = place({ templates: [venue(1, { weekday: 1, courts: 2, starts: [1080] })], dates: [MONDAY] }, [
      division({ teams: teams(2, 1, [{ unavailable: [{ date: MONDAY }] }]) }),
    ]);
    expect(r.unplaced).toEqual([
      {
        divisionId: 1,
        round: 1,
        home: 1,
        away: 2,
        reasons: ['Lions cannot play on 03/05/2027: 2 of 2 slots'],
      },
    ]);
  });

  it('counts each slot under the first rule that rules it out', () => {
    // Round 1 of Div 1 is Lions v Tigers and Hawks v Bulls. Lions start at 18:00 only and Sharks
    // at 19:00 only, so they go first; Hawks, not before 18:00, are left without a slot.
    const r = place({ templates: [venue(1, { weekday: 1, starts: [1020, 1080, 1140] })], dates: [MONDAY] }, [
      division({
        teams: teams(4, 1, [{ notBeforeMinute: 1080, notAfterMinute: 1080 }, { notBeforeMinute: 1080 }]),
        rounds: { kind: 'count', count: 1 },
      }),
      division({
        divisionId: 2,
        name: 'Div 2',
        teams: teams(2, 11, [{ name: 'Sharks', notBeforeMinute: 1140 }, { name: 'Wolves' }]),
      }),
    ]);
    expect(r.games.map((g) => `${g.home}v${g.away}`)).toEqual(['1v4', '2v3', '11v12']);
    expect(r.unplaced).toEqual([
      {
        divisionId: 1,
        round: 1,
        home: 2,
        away: 3,
        reasons: [
          'Hawks not before 18:00: 1 of 3 slots',
          'Every slot from 18:00 to 19:50 on 03/05/2027 already used: 2 of 3 slots',
        ],
      },
    ]);
  });

  it('names blackouts and closures, and reads used times in a row as one span', () => {
    const r = place(
      {
        templates: [
          venue(1, { name: 'Kings Park', weekday: 1, courts: 2, starts: [17 * 60, 18 * 60, 19 * 60] }),
          venue(2, { name: 'Riverside', weekday: 1, starts: [18 * 60] }),
        ],
        dates: [MONDAY],
        blackouts: [{ date: MONDAY, venueId: 2, reason: 'School holidays' }],
        closures: [{ courtId: 102, date: MONDAY, reason: 'Resurfacing' }],
      },
      [
        // Three games for Court 1's three times; the last game of the day has nowhere to go.
        division({ teams: teams(8), rounds: { kind: 'count', count: 1 } }),
      ],
    );
    expect(r.unplaced).toHaveLength(1);
    expect(r.unplaced[0]!.reasons).toEqual([
      'Court 2 closed on 03/05/2027 (Resurfacing): 3 of 7 slots',
      'No games at Riverside on 03/05/2027 (School holidays): 1 of 7 slots',
      'Every slot from 17:00 to 19:50 on 03/05/2027 already used: 3 of 7 slots',
    ]);
  });

  it('says when a team sharing a coach plays at that time', () => {
    // Bulls v Tigers can only start at 18:00 and go first; Lions v Hawks is left with 18:30 at Venue 2.
    const r = place(
      {
        templates: [venue(1, { weekday: 1, starts: [1080] }), venue(2, { weekday: 1, starts: [1110] })],
        dates: [MONDAY],
      },
      [
        division({ teams: teams(2) }),
        division({
          divisionId: 2,
          name: 'Div 2',
          teams: teams(2, 11, [{ name: 'Bulls', notAfterMinute: 1080 }, { name: 'Tigers' }]),
        }),
      ],
      { clashes: [[2, 11]] },
    );
    expect(r.unplaced).toEqual([
      {
        divisionId: 1,
        round: 1,
        home: 1,
        away: 2,
        reasons: [
          'Every slot at 18:00-18:50 on 03/05/2027 already used: 1 of 2 slots',
          'Hawks share players or a coach with Bulls, who play at 18:00-18:50 on 03/05/2027: 1 of 2 slots',
        ],
      },
    ]);
  });
});

describe('placing with pauses', () => {
  it('pauses between divisions, days and moves, and places exactly as straight through', async () => {
    const divisions = [1, 2, 3].map((d) =>
      division({ divisionId: d, name: `Div ${d}`, teams: teams(8, d * 100), rounds: { kind: 'twice' } }),
    );
    const input = {
      divisions,
      ...expandSlots({
        templates: [venue(1, { courts: 4, starts: [540, 600, 660] })],
        dates: saturdays('2027-04-24', 20),
      }),
      seed: 3,
    };
    let pauses = 0;
    const paused = await placeGamesYielding(input, async () => {
      pauses++;
    });
    // Three divisions, fourteen Saturdays of games, and the moves of the local search.
    expect(pauses).toBeGreaterThanOrEqual(3 + 14);
    expect(paused).toEqual(placeGames(input));
    expect(paused.unplaced).toEqual([]);
  });
});
