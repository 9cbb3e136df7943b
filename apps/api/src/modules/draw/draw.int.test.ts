import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESULTS_HIDDEN_MESSAGE,
  ZDrawResponse,
  ZStandingsResponse,
  type TDrawResponse,
  type TStandingsResponse,
} from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  createCourt,
  createDivision,
  createGame,
  createSeason,
  createTeams,
} from '../../../test/competition-factory.js';
import { countSqlStatements } from '../../../test/sql-counter.js';

let ctx: TestContext;

let season: { id: number };
let division: { id: number };
let hidden: { id: number };
let archived: { id: number };
let archivedDivision: { id: number };
let draft: { id: number };
let draftDivision: { id: number };
let tigers: { id: number };
let hawks: { id: number };
let rockets: { id: number };
let firstGame: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  const { db } = ctx;
  // Association: draws are worth 1 point here; the division gives 2 points for a bye; the rest are the defaults.
  await db.associationSettings.create({ data: { id: 1, pointsDraw: 1 } });
  season = await createSeason(db, { name: 'Summer 2026/27', startDate: new Date('2026-10-01T00:00:00Z') });
  division = await createDivision(db, season.id, {
    name: 'Open Men Div 1',
    note: 'Games start on time; bring both singlets.',
    pointsBye: 2,
  });
  [tigers, hawks, rockets] = await createTeams(db, division.id, [
    'Balmain Tigers',
    'Glebe Hawks',
    'Rozelle Rockets',
  ]);
  const court = await createCourt(db);

  // Round 1: Tigers 50 - 40 Hawks, Rockets on duty and on the bye.
  firstGame = await createGame(
    db,
    division.id,
    { y: 2026, m: 10, d: 17, h: 9 },
    { round: 1, courtId: court.id, teamAId: tigers.id, teamBId: hawks.id, dutyTeamId: rockets.id },
  );
  await db.gameResult.create({
    data: { gameId: firstGame.id, scoreA: 50, scoreB: 40, updatedAt: new Date('2026-10-17T01:00:00Z') },
  });
  await createGame(db, division.id, { y: 2026, m: 10, d: 17, h: 9 }, { round: 1, byeTeamId: rockets.id });
  // Round 2 (double points): Hawks 30 - 30 Rockets; Tigers bye.
  const r2 = await createGame(
    db,
    division.id,
    { y: 2026, m: 10, d: 24, h: 10 },
    { round: 2, courtId: court.id, teamAId: hawks.id, teamBId: rockets.id, doublePoints: true },
  );
  await db.gameResult.create({
    data: { gameId: r2.id, scoreA: 30, scoreB: 30, updatedAt: new Date('2026-10-24T02:00:00Z') },
  });
  await createGame(
    db,
    division.id,
    { y: 2026, m: 10, d: 24, h: 10 },
    { round: 2, byeTeamId: tigers.id, doublePoints: true },
  );
  // Round 3 over two days: Rockets forfeit (non-advised) to Tigers on Saturday; Hawks' bye card on Sunday.
  const r3 = await createGame(
    db,
    division.id,
    { y: 2026, m: 10, d: 31, h: 11 },
    { round: 3, courtId: court.id, teamAId: rockets.id, teamBId: tigers.id },
  );
  await db.gameResult.create({
    data: {
      gameId: r3.id,
      kind: 'forfeit_non_advised',
      forfeitingTeamId: rockets.id,
      updatedAt: new Date('2026-10-31T03:30:00Z'),
    },
  });
  await createGame(db, division.id, { y: 2026, m: 11, d: 1, h: 9 }, { round: 3, byeTeamId: hawks.id });
  // Round 4 is still to come (its bye does not count yet); round 5 is a public holiday.
  await createGame(
    db,
    division.id,
    { y: 2099, m: 2, d: 7, h: 18, min: 30 },
    { round: 4, courtId: court.id, teamAId: tigers.id, teamBId: hawks.id, dutyTeamId: rockets.id },
  );
  await createGame(
    db,
    division.id,
    { y: 2099, m: 2, d: 7, h: 18, min: 30 },
    { round: 4, byeTeamId: rockets.id },
  );
  await createGame(
    db,
    division.id,
    { y: 2099, m: 2, d: 14, h: 9 },
    { round: 5, excludedDate: true, matchLabel: 'Public Holiday - No Games' },
  );
  // Finals: the grand final is drawn before its teams are known.
  await createGame(
    db,
    division.id,
    { y: 2099, m: 3, d: 7, h: 19 },
    {
      round: 6,
      finalStage: 'semi_final',
      courtId: court.id,
      teamAId: tigers.id,
      teamBId: rockets.id,
      rankLabelA: '1st Div 1',
      rankLabelB: '2nd Div 1',
    },
  );
  await createGame(
    db,
    division.id,
    { y: 2099, m: 3, d: 14, h: 19 },
    {
      round: 7,
      finalStage: 'grand_final',
      courtId: court.id,
      rankLabelA: 'Winner SF1',
      rankLabelB: 'Winner PF',
    },
  );
  await db.pointsAdjustment.create({
    data: { divisionId: division.id, teamId: hawks.id, points: -1, reason: 'Unregistered player' },
  });

  hidden = await createDivision(db, season.id, { name: 'Open Women Div 1', showResults: false });
  const [a, b] = await createTeams(db, hidden.id, ['Harbour Hoopers', 'Net Gains']);
  const hiddenGame = await createGame(
    db,
    hidden.id,
    { y: 2026, m: 10, d: 20, h: 19 },
    { round: 1, courtId: court.id, teamAId: a.id, teamBId: b.id },
  );
  await db.gameResult.create({ data: { gameId: hiddenGame.id, scoreA: 44, scoreB: 39 } });

  archived = await createSeason(db, {
    name: 'Winter 2026',
    status: 'inactive',
    archived: true,
    startDate: new Date('2026-04-01T00:00:00Z'),
  });
  archivedDivision = await createDivision(db, archived.id, { name: 'U14 Boys Div 1' });
  draft = await createSeason(db, { name: 'Winter 2027', status: 'inactive', archived: false });
  draftDivision = await createDivision(db, draft.id, { name: 'U12 Mixed' });
});
afterAll(() => ctx?.close());

describe('seasons, divisions and teams', () => {
  it('lists current seasons first, then archived ones marked archived, and never a season still in preparation', async () => {
    const res = await ctx.api().get('/api/draw/seasons').expect(200);
    expect(res.body.data).toEqual([
      { season_id: season.id, season_name: 'Summer 2026/27', archived: false },
      { season_id: archived.id, season_name: 'Winter 2026', archived: true },
    ]);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it("lists a season's divisions with note and show-results flag", async () => {
    const res = await ctx.api().get(`/api/draw/seasons/${season.id}/divisions`).expect(200);
    expect(res.body.data).toEqual([
      {
        division_id: division.id,
        division_name: 'Open Men Div 1',
        division_note: 'Games start on time; bring both singlets.',
        division_show_score_result: true,
      },
      {
        division_id: hidden.id,
        division_name: 'Open Women Div 1',
        division_note: null,
        division_show_score_result: false,
      },
    ]);
    await ctx.api().get(`/api/draw/seasons/${archived.id}/divisions`).expect(200);
  });

  it("lists a division's teams by name", async () => {
    const res = await ctx.api().get(`/api/draw/seasons/divisions/${division.id}/teams`).expect(200);
    expect(res.body.data).toEqual([
      { team_id: tigers.id, team_name: 'Balmain Tigers' },
      { team_id: hawks.id, team_name: 'Glebe Hawks' },
      { team_id: rockets.id, team_name: 'Rozelle Rockets' },
    ]);
  });

  it('answers 404 for unknown or unpublished seasons and divisions and 400 for ids that are not numbers', async () => {
    for (const url of [
      `/api/draw/seasons/999999/divisions`,
      `/api/draw/seasons/${draft.id}/divisions`,
      `/api/draw/seasons/divisions/999999/teams`,
      `/api/draw/seasons/divisions/${draftDivision.id}/teams`,
    ]) {
      const res = await ctx.api().get(url).expect(404);
      expect(res.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
    for (const url of [
      '/api/draw/seasons/abc/divisions',
      '/api/draw/seasons/divisions/1.5/teams',
      '/api/draw/seasons/divisions/-3/teams',
      '/api/draw/seasons/divisions/99999999999/teams',
    ]) {
      const res = await ctx.api().get(url).expect(400);
      expect(res.body).toMatchObject({
        error: 'bad_request',
        message: expect.any(String),
        errors: { id: expect.any(Array) },
      });
    }
  });
});

describe('draw', () => {
  let body: TDrawResponse;
  beforeAll(async () => {
    const res = await ctx.api().get(`/api/draw/draw?season=${season.id}&division=${division.id}`).expect(200);
    body = ZDrawResponse.parse(res.body);
  });

  it('lists the rounds in order, grouping each round by day in Sydney', () => {
    expect(
      body.divisionDraw.rounds.map((r) => [
        r.round,
        r.groups.map((g) => [g.date, g.date_formatted, g.games.length]),
      ]),
    ).toEqual([
      [1, [['2026-10-17', '17/10/2026', 2]]],
      [2, [['2026-10-24', '24/10/2026', 2]]],
      [
        3,
        [
          ['2026-10-31', '31/10/2026', 1],
          ['2026-11-01', '01/11/2026', 1],
        ],
      ],
      [4, [['2099-02-07', '07/02/2099', 2]]],
      [5, [['2099-02-14', '14/02/2099', 1]]],
    ]);
  });

  it('gives each game its fields: names in team_a_id/team_b_id, duty, venue, local date and time, score', () => {
    expect(body.divisionDraw.rounds[0]!.groups[0]!.games[0]).toEqual({
      game: firstGame.id,
      round: 1,
      date_formatted: '17/10/2026',
      time_formatted: '9:00 am',
      date_time_from: '2026-10-17T09:00:00+11:00',
      date_time_to: '2026-10-17T09:50:00+11:00',
      team_a_id: 'Balmain Tigers',
      team_b_id: 'Glebe Hawks',
      bye: null,
      duty: 'Rozelle Rockets',
      courtLabel: 'Court 1',
      venueLabel: 'Harbourside Sports Centre',
      venueAddress: '48 Victoria Road',
      venueSuburb: 'Rozelle',
      venuePostcode: '2039',
      venueState: 'NSW',
      double_points: 'No',
      excluded_dates: false,
      match: null,
      match_formatted: 'Balmain Tigers vs Glebe Hawks',
      scored: 'Full Time',
      score_team_a_points: 50,
      score_team_b_points: 40,
      game_rank_a: null,
      game_rank_b: null,
    });
  });

  it("shows bye cards, 'None' for no duty team, double points, forfeits, unscored and excluded-date games", () => {
    const [r1, r2, r3, r4, r5] = body.divisionDraw.rounds;
    const bye = r1!.groups[0]!.games[1]!;
    expect(bye).toMatchObject({
      team_a_id: null,
      team_b_id: null,
      bye: 'Rozelle Rockets',
      duty: 'None',
      match_formatted: 'Rozelle Rockets - Bye',
      scored: null,
    });
    expect(r2!.groups[0]!.games[0]).toMatchObject({
      double_points: 'Yes',
      score_team_a_points: 30,
      score_team_b_points: 30,
    });
    expect(r3!.groups[0]!.games[0]).toMatchObject({
      scored: 'Forfeit by Rozelle Rockets',
      score_team_a_points: null,
      score_team_b_points: null,
    });
    expect(r4!.groups[0]!.games[0]).toMatchObject({
      time_formatted: '6:30 pm',
      scored: null,
      score_team_a_points: null,
      duty: 'Rozelle Rockets',
    });
    expect(r5!.groups[0]!.games[0]).toMatchObject({
      excluded_dates: true,
      match: 'Public Holiday - No Games',
      match_formatted: 'Public Holiday - No Games',
      team_a_id: null,
    });
  });

  it('lists the finals by stage with rank labels, standing in for teams not yet known', () => {
    expect(body.finalSeries.Semi_Final).toHaveLength(1);
    expect(body.finalSeries.Semi_Final[0]).toMatchObject({
      team_a_id: 'Balmain Tigers',
      game_rank_a: '1st Div 1',
      team_b_id: 'Rozelle Rockets',
      game_rank_b: '2nd Div 1',
    });
    expect(body.finalSeries.Final).toEqual([]);
    expect(body.finalSeries.Grand_Final[0]).toMatchObject({
      team_a_id: 'Winner SF1',
      game_rank_a: 'Winner SF1',
      team_b_id: 'Winner PF',
      match_formatted: 'Winner SF1 vs Winner PF',
    });
    expect(body.divisionDraw.rounds.map((r) => r.round)).not.toContain(6);
  });

  it('carries the division with its note', () => {
    expect(body.division).toEqual({
      division_id: division.id,
      division_name: 'Open Men Div 1',
      division_note: 'Games start on time; bring both singlets.',
      division_show_score_result: true,
    });
  });

  it('keeps the scores of a division that hides its results off the wire, still saying the game was scored', async () => {
    const res = await ctx.api().get(`/api/draw/draw?season=${season.id}&division=${hidden.id}`).expect(200);
    const game = res.body.divisionDraw.rounds[0].groups[0].games[0];
    expect(game).toMatchObject({ scored: 'Full Time', score_team_a_points: null, score_team_b_points: null });
  });

  it('shows an archived season and refuses a division of another season, an unknown one, or bad filters', async () => {
    await ctx.api().get(`/api/draw/draw?season=${archived.id}&division=${archivedDivision.id}`).expect(200);
    await ctx.api().get(`/api/draw/draw?season=${season.id}&division=${archivedDivision.id}`).expect(404);
    await ctx.api().get(`/api/draw/draw?season=${draft.id}&division=${draftDivision.id}`).expect(404);
    await ctx.api().get(`/api/draw/draw?season=${season.id}&division=999999`).expect(404);
    const bad = await ctx.api().get(`/api/draw/draw?season=${season.id}&division=tigers`).expect(400);
    expect(bad.body).toMatchObject({ error: 'bad_request', errors: { division: expect.any(Array) } });
    const missing = await ctx.api().get(`/api/draw/draw?division=${division.id}`).expect(400);
    expect(missing.body.errors).toHaveProperty('season');
  });

  it('lists a round moved after a later one in date order, its games by time then court', async () => {
    const moved = await createDivision(ctx.db, season.id, { name: 'Open Mixed Div 2' });
    const [a, b, c, d, e] = await createTeams(ctx.db, moved.id, ['Ants', 'Bees', 'Cats', 'Dogs', 'Eels']);
    const court1 = await createCourt(ctx.db, 'Court 1');
    const court2 = await createCourt(ctx.db, 'Court 2');
    const game = (
      at: { m: number; d: number; h: number },
      round: number,
      teams: { courtId?: number; teamAId?: number; teamBId?: number; byeTeamId?: number },
    ) => createGame(ctx.db, moved.id, { y: 2027, ...at }, { round, ...teams });
    // Round 1, with the game on Court 2 written first.
    await game({ m: 3, d: 8, h: 9 }, 1, { courtId: court2.id, teamAId: a.id, teamBId: b.id });
    await game({ m: 3, d: 8, h: 9 }, 1, { courtId: court1.id, teamAId: c.id, teamBId: d.id });
    await game({ m: 3, d: 8, h: 9 }, 1, { byeTeamId: e.id });
    // Round 2 was washed out on 15/03 and its games moved to 26/04; its bye card stayed behind.
    await game({ m: 4, d: 26, h: 10 }, 2, { courtId: court1.id, teamAId: a.id, teamBId: c.id });
    await game({ m: 4, d: 26, h: 9 }, 2, { courtId: court1.id, teamAId: b.id, teamBId: e.id });
    await game({ m: 3, d: 15, h: 9 }, 2, { byeTeamId: d.id });
    await game({ m: 3, d: 22, h: 9 }, 3, { courtId: court2.id, teamAId: b.id, teamBId: c.id });
    await game({ m: 3, d: 22, h: 9 }, 3, { courtId: court1.id, teamAId: a.id, teamBId: d.id });
    await game({ m: 3, d: 22, h: 9 }, 3, { byeTeamId: e.id });

    const res = await ctx.api().get(`/api/draw/draw?season=${season.id}&division=${moved.id}`).expect(200);
    const rounds = ZDrawResponse.parse(res.body).divisionDraw.rounds.map((r) => [
      r.round,
      r.groups.map((g) => [
        g.date_formatted,
        g.games.map((x) => `${x.match_formatted} ${x.courtLabel ?? ''}`),
      ]),
    ]);
    expect(rounds).toEqual([
      [1, [['08/03/2027', ['Cats vs Dogs Court 1', 'Ants vs Bees Court 2', 'Eels - Bye ']]]],
      [3, [['22/03/2027', ['Ants vs Dogs Court 1', 'Bees vs Cats Court 2', 'Eels - Bye ']]]],
      [
        2,
        [
          ['15/03/2027', ['Dogs - Bye ']],
          ['26/04/2027', ['Bees vs Eels Court 1', 'Ants vs Cats Court 1']],
        ],
      ],
    ]);
  });
});

describe('standings', () => {
  let body: TStandingsResponse;
  beforeAll(async () => {
    const res = await ctx
      .api()
      .get(`/api/draw/result?season=${season.id}&division=${division.id}`)
      .expect(200);
    body = ZStandingsResponse.parse(res.body);
  });

  it('computes the full ladder from the results: association draw points, division bye points, double round, forfeit, adjustment, for and against, percentage and the tie-break that ordered level teams', () => {
    // Tigers: win 3 + bye 2 x2 (double round) + forfeit win 3 = 10.
    // Hawks: loss 1 + draw 1 x2 + bye 2 = 5, adjustment -1 -> 4; 70 for / 80 against = 87.5%.
    // Rockets: bye 2 + draw 1 x2 + non-advised forfeit 0 = 4; 30 for / 30 against = 100%, so above Hawks.
    // Round 4's bye (still to come) does not count.
    expect(body.divisionResult).toEqual([
      {
        team_id: tigers.id,
        team: 'Balmain Tigers',
        played: 2,
        win: 2,
        loss: 0,
        draw: 0,
        na_forf: 0,
        n_forf: 0,
        adm_forf: 0,
        disq: 0,
        bye: 1,
        points: 10,
        score_for: 50,
        score_against: 40,
        percentage: 125,
        tie_break: null,
      },
      {
        team_id: rockets.id,
        team: 'Rozelle Rockets',
        played: 2,
        win: 0,
        loss: 1,
        draw: 1,
        na_forf: 1,
        n_forf: 0,
        adm_forf: 0,
        disq: 0,
        bye: 1,
        points: 4,
        score_for: 30,
        score_against: 30,
        percentage: 100,
        tie_break: 'percentage',
      },
      {
        team_id: hawks.id,
        team: 'Glebe Hawks',
        played: 2,
        win: 0,
        loss: 1,
        draw: 1,
        na_forf: 0,
        n_forf: 0,
        adm_forf: 0,
        disq: 0,
        bye: 1,
        points: 5,
        score_for: 70,
        score_against: 80,
        percentage: 87.5,
        tie_break: 'percentage',
      },
    ]);
    expect(body.adjustTeams).toEqual({ [tigers.id]: 0, [hawks.id]: -1, [rockets.id]: 0 });
    expect(body.tie_breaks).toEqual(['percentage', 'wins']);
    expect(body.show_results).toBe(true);
    expect(body.message).toBeNull();
  });

  it('reports when the results were last updated, in Sydney time', () => {
    expect(body.lastResult.updated_at).toBe('2026-10-31T14:30:00+11:00');
  });

  it("answers a division that hides its results with show_results false, the server's message and no rows", async () => {
    const res = await ctx.api().get(`/api/draw/result?season=${season.id}&division=${hidden.id}`).expect(200);
    expect(res.body).toMatchObject({
      show_results: false,
      message: RESULTS_HIDDEN_MESSAGE,
      divisionResult: [],
      adjustTeams: {},
      tie_breaks: [],
      lastResult: { updated_at: null },
    });
  });

  it('answers 404 for a division outside the season and 400 for bad filters', async () => {
    await ctx.api().get(`/api/draw/result?season=${archived.id}&division=${division.id}`).expect(404);
    await ctx.api().get(`/api/draw/result?season=x&division=${division.id}`).expect(400);
  });
});

describe('speed', () => {
  /** Moves the app's clock past the answer cache's lifetime (DRAW_CACHE_SECONDS, 5 by default). */
  const expireCachedAnswers = () => void (ctx.clock.offsetMs += (ctx.env.DRAW_CACHE_SECONDS + 1) * 1000);

  it('builds the draw and the standings with at most 3 SQL statements each, and serves repeats from memory', async () => {
    const drawUrl = `/api/draw/draw?season=${season.id}&division=${division.id}`;
    const resultUrl = `/api/draw/result?season=${season.id}&division=${division.id}`;
    const counter = countSqlStatements();
    try {
      expireCachedAnswers();
      await ctx.api().get(drawUrl).expect(200);
      const draw = counter.statements.length;
      counter.reset();
      await ctx.api().get(resultUrl).expect(200);
      const result = counter.statements.length;
      expect({ draw, result }).toEqual({ draw: 2, result: 3 });

      counter.reset();
      await Promise.all([ctx.api().get(drawUrl).expect(200), ctx.api().get(resultUrl).expect(200)]);
      expect(counter.statements).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('builds an answer once for many concurrent requests', async () => {
    const counter = countSqlStatements();
    try {
      expireCachedAnswers();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          ctx.api().get(`/api/draw/result?season=${season.id}&division=${division.id}`).expect(200),
        ),
      );
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(counter.statements.length).toBe(3);
    } finally {
      counter.stop();
    }
  });

  for (const path of ['draw', 'result'] as const) {
    it(`gives /api/draw/${path} an ETag and a short public cache lifetime, and answers 304 while it is unchanged`, async () => {
      const url = `/api/draw/${path}?season=${season.id}&division=${division.id}`;
      const first = await ctx.api().get(url).expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=30');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      const again = await ctx.api().get(url).set('if-none-match', etag).expect(304);
      expect(again.text).toBe('');
    });
  }

  it('changes the ETag when a result changes', async () => {
    const url = `/api/draw/result?season=${season.id}&division=${division.id}`;
    const before = (await ctx.api().get(url).expect(200)).headers.etag as string;
    await ctx.db.gameResult.update({ where: { gameId: firstGame.id }, data: { scoreA: 38 } });
    expireCachedAnswers();
    const after = await ctx.api().get(url).set('if-none-match', before).expect(200);
    expect(after.headers.etag).not.toBe(before);
    // Tigers now lost round 1 (38 - 40): 1 + 4 + 3 = 8; Hawks 3 + 2 + 2 = 7 - 1 = 6.
    expect(
      after.body.divisionResult.map((r: { team: string; points: number }) => [r.team, r.points]),
    ).toEqual([
      ['Balmain Tigers', 8],
      ['Glebe Hawks', 7],
      ['Rozelle Rockets', 4],
    ]);
    await ctx.db.gameResult.update({ where: { gameId: firstGame.id }, data: { scoreA: 50 } });
    expireCachedAnswers();
  });
});
