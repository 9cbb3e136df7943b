import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIE_BREAKS } from '@courtside/contracts/admin';
import { DEFAULT_POINTS, type PointsTable } from '../settings/index.js';
import {
  DEFAULT_TIE_BREAK_ORDER,
  computeStandings,
  pointsTableFor,
  shownPercentage,
  tieBreakOrderFor,
  type PlayedGame,
  type ResultKind,
  type StandingsInput,
  type TieBreak,
} from './standings.js';

const teams = [
  { id: 1, name: 'Balmain Tigers' },
  { id: 2, name: 'Glebe Hawks' },
  { id: 3, name: 'Rozelle Rockets' },
  { id: 4, name: 'Annandale Aces' },
];
const game = (
  teamAId: number,
  teamBId: number,
  scoreA: number | null,
  scoreB: number | null,
  o: Partial<PlayedGame> = {},
): PlayedGame => ({
  teamAId,
  teamBId,
  scoreA,
  scoreB,
  doublePoints: false,
  kind: 'normal',
  forfeitingTeamId: null,
  ...o,
});
const input = (o: Partial<StandingsInput>): StandingsInput => ({
  teams,
  games: [],
  byes: [],
  adjustments: new Map(),
  points: DEFAULT_POINTS,
  ...o,
});
const brief = (rows: ReturnType<typeof computeStandings>) =>
  rows.map((r) => [
    r.team,
    r.played,
    r.win,
    r.loss,
    r.draw,
    r.naForf,
    r.nForf,
    r.admForf,
    r.disq,
    r.bye,
    r.points,
    r.adjustment,
  ]);

describe('standings', () => {
  it('scores wins, losses and draws with the default points (win 3, draw 2, loss 1)', () => {
    const rows = computeStandings(
      input({
        games: [game(1, 2, 50, 40), game(3, 4, 30, 30), game(1, 3, 45, 44), game(2, 4, 38, 52)],
      }),
    );
    // Tigers 2 wins = 6; Aces draw + win = 5; Rockets draw + loss = 3; Hawks 2 losses = 2.
    expect(brief(rows)).toEqual([
      ['Balmain Tigers', 2, 2, 0, 0, 0, 0, 0, 0, 0, 6, 0],
      ['Annandale Aces', 2, 1, 0, 1, 0, 0, 0, 0, 0, 5, 0],
      ['Rozelle Rockets', 2, 0, 1, 1, 0, 0, 0, 0, 0, 3, 0],
      ['Glebe Hawks', 2, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0],
    ]);
  });

  it('counts a double-point round twice', () => {
    const rows = computeStandings(
      input({
        games: [game(1, 2, 50, 40, { doublePoints: true }), game(3, 4, 30, 30, { doublePoints: true })],
      }),
    );
    expect(brief(rows)).toEqual([
      ['Balmain Tigers', 1, 1, 0, 0, 0, 0, 0, 0, 0, 6, 0],
      // Draws: 2 x 2 each; Aces (alphabetical) ahead of Rockets at equal points, percentage and wins.
      ['Annandale Aces', 1, 0, 0, 1, 0, 0, 0, 0, 0, 4, 0],
      ['Rozelle Rockets', 1, 0, 0, 1, 0, 0, 0, 0, 0, 4, 0],
      ['Glebe Hawks', 1, 0, 1, 0, 0, 0, 0, 0, 0, 2, 0],
    ]);
  });

  it('gives the opponent a forfeit win and books each forfeit kind and disqualification as a loss in its own column', () => {
    const points: PointsTable = {
      ...DEFAULT_POINTS,
      pointsForfeitNonAdvised: -1,
      pointsForfeitNotified: 0,
      pointsForfeitAdmin: 1,
      pointsDisqualified: -2,
    };
    const rows = computeStandings(
      input({
        points,
        games: [
          game(1, 2, null, null, { kind: 'forfeit_non_advised', forfeitingTeamId: 2 }),
          game(3, 4, null, null, { kind: 'forfeit_notified', forfeitingTeamId: 3 }),
          game(1, 3, null, null, { kind: 'forfeit_admin', forfeitingTeamId: 1 }),
          game(2, 4, 20, 35, { kind: 'disqualified', forfeitingTeamId: 4, doublePoints: true }),
        ],
      }),
    );
    // Tigers: forfeit win 3 + admin forfeit 1 = 4. Rockets: notified 0 + forfeit win 3 = 3.
    // Hawks: non-advised -1 + forfeit win x2 (double) 6 = 5. Aces: forfeit win 3 + disq -2 x2 = -1.
    expect(brief(rows)).toEqual([
      ['Glebe Hawks', 2, 1, 1, 0, 1, 0, 0, 0, 0, 5, 0],
      ['Balmain Tigers', 2, 1, 1, 0, 0, 0, 1, 0, 0, 4, 0],
      ['Rozelle Rockets', 2, 1, 1, 0, 0, 1, 0, 0, 0, 3, 0],
      ['Annandale Aces', 2, 1, 1, 0, 0, 0, 0, 1, 0, -1, 0],
    ]);
  });

  it('counts byes apart from games played, with the bye points and the round multiplier', () => {
    const rows = computeStandings(
      input({
        teams: teams.slice(0, 3),
        points: { ...DEFAULT_POINTS, pointsBye: 2 },
        games: [game(1, 2, 40, 30)],
        byes: [
          { teamId: 3, doublePoints: false },
          { teamId: 3, doublePoints: true },
        ],
      }),
    );
    expect(brief(rows)).toEqual([
      ['Rozelle Rockets', 0, 0, 0, 0, 0, 0, 0, 0, 2, 6, 0],
      ['Balmain Tigers', 1, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0],
      ['Glebe Hawks', 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0],
    ]);
  });

  it('keeps adjustments apart from points but orders the ladder by points plus adjustment', () => {
    const rows = computeStandings(
      input({
        games: [game(1, 2, 50, 40), game(3, 4, 60, 40)],
        adjustments: new Map([
          [1, -3],
          [4, 2],
        ]),
      }),
    );
    // Rockets 3; Aces 1 + 2 = 3 but Rockets have the better percentage; Tigers 3 - 3 = 0; Hawks 1.
    expect(brief(rows)).toEqual([
      ['Rozelle Rockets', 1, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0],
      ['Annandale Aces', 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 2],
      ['Glebe Hawks', 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0],
      ['Balmain Tigers', 1, 1, 0, 0, 0, 0, 0, 0, 0, 3, -3],
    ]);
  });

  it('breaks ties by percentage, then wins, then name', () => {
    // Tigers and Hawks 3 points each: Hawks 60/40 = 150% above Tigers 50/40 = 125%;
    // Rockets and Aces 1 point each: Rockets 40/50 = 80% above Aces 40/60 = 66.7%.
    const byPercentage = computeStandings(input({ games: [game(1, 3, 50, 40), game(2, 4, 60, 40)] }));
    expect(byPercentage.map((r) => r.team)).toEqual([
      'Glebe Hawks',
      'Balmain Tigers',
      'Rozelle Rockets',
      'Annandale Aces',
    ]);

    // With win 2, draw 1, loss 0 every team ends on 4 points at 100%:
    // Rockets W L W L (2 wins); Tigers L W D D and Aces L W D D (1 win); Hawks D D D D (0 wins).
    const points = { ...DEFAULT_POINTS, pointsWin: 2, pointsDraw: 1, pointsLoss: 0 };
    const byWinsThenName = computeStandings(
      input({
        points,
        games: [
          game(3, 4, 50, 40),
          game(4, 3, 50, 40),
          game(3, 1, 50, 40),
          game(1, 3, 50, 40),
          game(2, 1, 40, 40),
          game(2, 1, 40, 40),
          game(2, 4, 40, 40),
          game(2, 4, 40, 40),
        ],
      }),
    );
    expect(byWinsThenName.map((r) => [r.team, r.points, r.win])).toEqual([
      ['Rozelle Rockets', 4, 2],
      ['Annandale Aces', 4, 1],
      ['Balmain Tigers', 4, 1],
      ['Glebe Hawks', 4, 0],
    ]);
  });

  it('takes each points value from the division, else the association, else the documented default', () => {
    expect(pointsTableFor({ pointsWin: 4, pointsBye: null }, { pointsBye: 3, pointsWin: null })).toEqual({
      ...DEFAULT_POINTS,
      pointsWin: 4,
      pointsBye: 3,
    });
    expect(pointsTableFor(null, {})).toEqual(DEFAULT_POINTS);
  });
});

describe('tie-break orders', () => {
  const names = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => r.team);

  // Tigers (1) and Hawks (2) end on 4 points each. Hawks won their game against Tigers; Tigers
  // have the better percentage (140/60 against 90/81) thanks to a big win over Rockets (3).
  const tigersAndHawksLevel = [game(1, 2, 40, 50), game(1, 3, 100, 10), game(2, 4, 40, 41)];

  it('puts the team that won the game between the level teams first with head to head', () => {
    const byDefault = computeStandings(input({ games: tigersAndHawksLevel }));
    expect(names(byDefault)).toEqual(['Balmain Tigers', 'Glebe Hawks', 'Annandale Aces', 'Rozelle Rockets']);

    const byHeadToHead = computeStandings(
      input({ games: tigersAndHawksLevel, tieBreakOrder: ['head_to_head'] }),
    );
    // Only the Tigers v Hawks game counts: Hawks 3, Tigers 1. Counting the Tigers' win over the
    // Rockets too would leave them level on 4 and put the Tigers first by name.
    expect(names(byHeadToHead)).toEqual([
      'Glebe Hawks',
      'Balmain Tigers',
      'Annandale Aces',
      'Rozelle Rockets',
    ]);
    expect(byHeadToHead.map((r) => r.points)).toEqual([4, 4, 3, 1]);
  });

  it('goes on to the next tie-break when head to head leaves the level teams level', () => {
    // Tigers beat Hawks, Hawks beat Rockets, Rockets beat Tigers: 4 points each, and 4 each
    // between themselves. Points difference decides: Hawks +10, Tigers +5, Rockets -15.
    const circle = [game(1, 2, 50, 40), game(2, 3, 60, 40), game(3, 1, 45, 40)];
    const rows = computeStandings(
      input({ games: circle, tieBreakOrder: ['head_to_head', 'points_difference'] }),
    );
    expect(rows.map((r) => [r.team, r.points, r.scoreFor - r.scoreAgainst])).toEqual([
      ['Glebe Hawks', 4, 10],
      ['Balmain Tigers', 4, 5],
      ['Rozelle Rockets', 4, -15],
      ['Annandale Aces', 0, 0],
    ]);
  });

  it('separates one of three level teams by head to head, then orders the other two by the next tie-break', () => {
    // Rockets beat Tigers and Hawks, who drew each other, and both beat the Aces: Rockets,
    // Tigers and Hawks all on 6 points. Between the three: Rockets 6, Tigers 3, Hawks 3. Then
    // points difference splits Tigers (-9) and Hawks (+30).
    const games = [
      game(3, 1, 50, 40),
      game(3, 2, 50, 40),
      game(1, 2, 40, 40),
      game(1, 4, 30, 29),
      game(2, 4, 60, 20),
    ];
    const ladder = (tieBreakOrder: TieBreak[]) =>
      computeStandings(input({ games, tieBreakOrder })).map((r) => [
        r.team,
        r.points,
        r.scoreFor - r.scoreAgainst,
      ]);
    expect(ladder(['head_to_head', 'points_difference'])).toEqual([
      ['Rozelle Rockets', 6, 20],
      ['Glebe Hawks', 6, 30],
      ['Balmain Tigers', 6, -9],
      ['Annandale Aces', 2, -41],
    ]);
    // Points difference alone puts the Hawks above the Rockets, who beat them.
    expect(ladder(['points_difference']).map(([team]) => team)).toEqual([
      'Glebe Hawks',
      'Rozelle Rockets',
      'Balmain Tigers',
      'Annandale Aces',
    ]);
  });

  it('orders by points difference or by points for when chosen, where percentage would order the other way', () => {
    // Tigers beat Rockets 100-50 (+50, 200%); Hawks beat Aces 30-10 (+20, 300%). Both on 3 points.
    const games = [game(1, 3, 100, 50), game(2, 4, 30, 10)];
    const top = (tieBreakOrder: TieBreak[]) =>
      names(computeStandings(input({ games, tieBreakOrder }))).slice(0, 2);
    expect(top([])).toEqual(['Glebe Hawks', 'Balmain Tigers']);
    expect(top(['percentage'])).toEqual(['Glebe Hawks', 'Balmain Tigers']);
    expect(top(['points_difference'])).toEqual(['Balmain Tigers', 'Glebe Hawks']);
    expect(top(['points_for', 'percentage'])).toEqual(['Balmain Tigers', 'Glebe Hawks']);
  });

  it('settles what the tie-breaks leave level by team name, then id', () => {
    const twins = [
      { id: 9, name: 'Hawks' },
      { id: 5, name: 'Hawks' },
      { id: 7, name: 'Aces' },
    ];
    const rows = computeStandings(input({ teams: twins, tieBreakOrder: ['head_to_head', 'wins'] }));
    expect(rows.map((r) => r.teamId)).toEqual([7, 5, 9]);
  });

  it("takes the division's order, else the association's, else percentage then wins", () => {
    expect(tieBreakOrderFor(['head_to_head'], ['wins'])).toEqual(['head_to_head']);
    expect(tieBreakOrderFor([], ['wins', 'points_for'])).toEqual(['wins', 'points_for']);
    expect(tieBreakOrderFor([], [])).toEqual(['percentage', 'wins']);
    expect(tieBreakOrderFor(null, null)).toEqual(DEFAULT_TIE_BREAK_ORDER);
  });
});

describe('the full ladder', () => {
  it('keeps byes, each forfeit kind, scores for and against and the adjustment on every row', () => {
    const rows = computeStandings(
      input({
        games: [
          game(1, 2, 50, 40),
          game(3, 4, null, null, { kind: 'forfeit_notified', forfeitingTeamId: 4 }),
          game(2, 3, 33, 33),
        ],
        byes: [{ teamId: 4, doublePoints: false }],
        adjustments: new Map([[3, -2]]),
        points: { ...DEFAULT_POINTS, pointsBye: 2, pointsForfeitNotified: 0 },
      }),
    );
    const row = (team: string) => rows.find((r) => r.team === team)!;
    expect(row('Balmain Tigers')).toMatchObject({ played: 1, win: 1, scoreFor: 50, scoreAgainst: 40 });
    expect(row('Annandale Aces')).toMatchObject({ played: 1, loss: 1, nForf: 1, bye: 1, points: 2 });
    expect(row('Rozelle Rockets')).toMatchObject({ win: 1, draw: 1, adjustment: -2, points: 5 });
    expect(row('Glebe Hawks')).toMatchObject({ scoreFor: 73, scoreAgainst: 83 });
  });

  it('shows percentage to two places, and none for a team nothing was scored against', () => {
    expect(shownPercentage({ scoreFor: 73, scoreAgainst: 83 })).toBe(87.95);
    expect(shownPercentage({ scoreFor: 50, scoreAgainst: 40 })).toBe(125);
    expect(shownPercentage({ scoreFor: 12, scoreAgainst: 0 })).toBeNull();
    expect(shownPercentage({ scoreFor: 0, scoreAgainst: 0 })).toBeNull();
  });

  it('names the tie-break that placed each team level on points, and none for a team alone on its points', () => {
    // Tigers (150%) and Hawks (125%) each won one: percentage orders them; so it does the Aces
    // (80%) and Rockets (66.67%) who lost them. Dolphins and Eels drew: level on points,
    // percentage and wins, so the name orders them. The Falcons, alone on 0, need no tie-break.
    const rows = computeStandings(
      input({
        teams: [
          ...teams,
          { id: 5, name: 'Drummoyne Dolphins' },
          { id: 6, name: 'Erskineville Eels' },
          { id: 7, name: 'Five Dock Falcons' },
        ],
        games: [game(1, 3, 60, 40), game(2, 4, 50, 40), game(6, 5, 20, 20)],
        tieBreakOrder: ['percentage', 'wins'],
      }),
    );
    expect(rows.map((r) => [r.team, r.points + r.adjustment, r.tieBreak])).toEqual([
      ['Balmain Tigers', 3, 'percentage'],
      ['Glebe Hawks', 3, 'percentage'],
      ['Drummoyne Dolphins', 2, 'name'],
      ['Erskineville Eels', 2, 'name'],
      ['Annandale Aces', 1, 'percentage'],
      ['Rozelle Rockets', 1, 'percentage'],
      ['Five Dock Falcons', 0, null],
    ]);
  });

  it('names head to head for the team it separated and the next tie-break for the two it left level', () => {
    const games = [
      game(3, 1, 50, 40),
      game(3, 2, 50, 40),
      game(1, 2, 40, 40),
      game(1, 4, 30, 29),
      game(2, 4, 60, 20),
    ];
    const rows = computeStandings(input({ games, tieBreakOrder: ['head_to_head', 'points_difference'] }));
    expect(rows.map((r) => [r.team, r.tieBreak])).toEqual([
      ['Rozelle Rockets', 'head_to_head'],
      ['Glebe Hawks', 'points_difference'],
      ['Balmain Tigers', 'points_difference'],
      ['Annandale Aces', null],
    ]);
  });
});

describe('standings properties', () => {
  const kinds: ResultKind[] = [
    'normal',
    'forfeit_non_advised',
    'forfeit_notified',
    'forfeit_admin',
    'disqualified',
  ];
  const arbTable = fc.record({
    pointsWin: fc.integer({ min: 0, max: 6 }),
    pointsDraw: fc.integer({ min: 0, max: 4 }),
    pointsLoss: fc.integer({ min: 0, max: 2 }),
    pointsBye: fc.integer({ min: 0, max: 4 }),
    pointsForfeitWin: fc.integer({ min: 0, max: 6 }),
    pointsForfeitNonAdvised: fc.integer({ min: -3, max: 1 }),
    pointsForfeitNotified: fc.integer({ min: -3, max: 1 }),
    pointsForfeitAdmin: fc.integer({ min: -3, max: 1 }),
    pointsDisqualified: fc.integer({ min: -3, max: 1 }),
  });
  const arbDivision = fc.integer({ min: 2, max: 10 }).chain((n) => {
    const teamIds = Array.from({ length: n }, (_, i) => i + 1);
    const arbPair = fc.uniqueArray(fc.constantFrom(...teamIds), { minLength: 2, maxLength: 2 });
    const arbGame = fc.record({
      pair: arbPair,
      kind: fc.constantFrom(...kinds),
      scoreA: fc.integer({ min: 0, max: 120 }),
      scoreB: fc.integer({ min: 0, max: 120 }),
      forfeitsA: fc.boolean(),
      doublePoints: fc.boolean(),
    });
    return fc.record({
      teams: fc.constant(teamIds.map((id) => ({ id, name: `Team ${id}` }))),
      games: fc.array(arbGame, { maxLength: 60 }).map((gs) =>
        gs.map((g): PlayedGame => ({
          teamAId: g.pair[0]!,
          teamBId: g.pair[1]!,
          kind: g.kind,
          scoreA: g.kind === 'normal' ? g.scoreA : null,
          scoreB: g.kind === 'normal' ? g.scoreB : null,
          forfeitingTeamId: g.kind === 'normal' ? null : g.forfeitsA ? g.pair[0]! : g.pair[1]!,
          doublePoints: g.doublePoints,
        })),
      ),
      byes: fc.array(fc.record({ teamId: fc.constantFrom(...teamIds), doublePoints: fc.boolean() }), {
        maxLength: 10,
      }),
      adjustments: fc
        .array(fc.tuple(fc.constantFrom(...teamIds), fc.integer({ min: -5, max: 5 })), { maxLength: 4 })
        .map((a) => new Map(a)),
      points: arbTable,
      tieBreakOrder: fc.shuffledSubarray([...TIE_BREAKS]),
    });
  });

  it('counts every played game once for each of its two teams, wins equal losses, and points follow the outcomes', () => {
    fc.assert(
      fc.property(arbDivision, (division) => {
        const rows = computeStandings(division);
        const byId = new Map(rows.map((r) => [r.teamId, r]));
        const p = division.points;

        // Every played game counts once for each of its two teams.
        for (const t of division.teams) {
          const games = division.games.filter((g) => g.teamAId === t.id || g.teamBId === t.id).length;
          expect(byId.get(t.id)!.played).toBe(games);
        }
        expect(rows.reduce((s, r) => s + r.played, 0)).toBe(2 * division.games.length);

        // The division's wins equal its losses.
        expect(rows.reduce((s, r) => s + r.win, 0)).toBe(rows.reduce((s, r) => s + r.loss, 0));

        // Each team's points = sum of outcome points x round multiplier, plus its adjustment kept apart.
        const expected = new Map(division.teams.map((t) => [t.id, 0]));
        const add = (id: number, pts: number, double: boolean) =>
          expected.set(id, expected.get(id)! + pts * (double ? 2 : 1));
        const forfeitPoints: Record<Exclude<ResultKind, 'normal'>, number> = {
          forfeit_non_advised: p.pointsForfeitNonAdvised,
          forfeit_notified: p.pointsForfeitNotified,
          forfeit_admin: p.pointsForfeitAdmin,
          disqualified: p.pointsDisqualified,
        };
        for (const g of division.games) {
          if (g.kind === 'normal') {
            const a = g.scoreA!;
            const b = g.scoreB!;
            add(g.teamAId, a > b ? p.pointsWin : a < b ? p.pointsLoss : p.pointsDraw, g.doublePoints);
            add(g.teamBId, b > a ? p.pointsWin : b < a ? p.pointsLoss : p.pointsDraw, g.doublePoints);
          } else {
            const other = g.forfeitingTeamId === g.teamAId ? g.teamBId : g.teamAId;
            add(g.forfeitingTeamId!, forfeitPoints[g.kind], g.doublePoints);
            add(other, p.pointsForfeitWin, g.doublePoints);
          }
        }
        for (const b of division.byes) add(b.teamId, p.pointsBye, b.doublePoints);
        for (const t of division.teams) {
          const row = byId.get(t.id)!;
          expect(row.points).toBe(expected.get(t.id));
          expect(row.adjustment).toBe(division.adjustments.get(t.id) ?? 0);
          expect(row.played).toBe(row.win + row.loss + row.draw);
        }

        // Every team once, whatever the tie-break order; the ladder is ordered by points plus adjustment.
        expect(rows.map((r) => r.teamId).sort((x, y) => x - y)).toEqual(division.teams.map((t) => t.id));
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i - 1]!.points + rows[i - 1]!.adjustment).toBeGreaterThanOrEqual(
            rows[i]!.points + rows[i]!.adjustment,
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
