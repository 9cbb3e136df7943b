import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  createCourt,
  createDivision,
  createGame,
  createSeason,
  createTeams,
} from '../../../test/competition-factory.js';

let ctx: TestContext;
let token: string;
let season: { id: number };
let division: { id: number };
let hidden: { id: number };
let tigers: { id: number };
let hawks: { id: number };
let hiddenTeam: { id: number };
let played: { id: number };
let later: { id: number };
let unplayed: { id: number };
let hiddenGame: { id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx;
  const viewer = await createMember(db);
  token = `Bearer ${ctx.app.jwt.sign({ sub: String(viewer.id), tv: 0 })}`;
  season = await createSeason(db, { name: 'Summer 2026/27' });
  division = await createDivision(db, season.id);
  [tigers, hawks] = await createTeams(db, division.id, ['Balmain Tigers', 'Glebe Hawks']);
  const court = await createCourt(db);
  played = await createGame(
    db,
    division.id,
    { y: 2026, m: 10, d: 17, h: 9 },
    { round: 1, courtId: court.id, teamAId: tigers.id, teamBId: hawks.id },
  );
  later = await createGame(
    db,
    division.id,
    { y: 2026, m: 10, d: 24, h: 9 },
    { round: 2, courtId: court.id, teamAId: hawks.id, teamBId: tigers.id },
  );
  unplayed = await createGame(
    db,
    division.id,
    { y: 2099, m: 1, d: 10, h: 9 },
    { round: 3, courtId: court.id, teamAId: tigers.id, teamBId: hawks.id },
  );

  const player = (firstname: string, lastname: string, prefname?: string) =>
    db.member.create({
      data: { firstname, lastname, prefname, dob: new Date('2000-01-01T00:00:00Z'), gender: 'male' },
    });
  const zac = await player('Zachary', 'Adams', 'Zac');
  const ben = await player('Ben', 'Carter');
  const liam = await player('Liam', 'Brown');
  await db.playerGameStat.createMany({
    data: [
      {
        gameId: played.id,
        teamId: tigers.id,
        memberId: zac.id,
        playingNumber: 23,
        points: 14,
        onePoints: 2,
        twoPoints: 3,
        threePoints: 2,
        fouls: 3,
        techFouls: 1,
      },
      {
        gameId: played.id,
        teamId: tigers.id,
        memberId: ben.id,
        playingNumber: 7,
        points: 6,
        onePoints: 0,
        twoPoints: 3,
        threePoints: 0,
        fouls: 1,
        unspFouls: 1,
      },
      { gameId: played.id, teamId: hawks.id, memberId: liam.id, playingNumber: 4, points: 20, twoPoints: 10 },
      {
        gameId: later.id,
        teamId: tigers.id,
        memberId: ben.id,
        playingNumber: 7,
        points: 2,
        twoPoints: 1,
        disqFouls: 1,
      },
    ],
  });

  hidden = await createDivision(db, season.id, { name: 'Open Women Div 1', showResults: false });
  [hiddenTeam] = await createTeams(db, hidden.id, ['Harbour Hoopers', 'Net Gains']);
  hiddenGame = await createGame(
    db,
    hidden.id,
    { y: 2026, m: 10, d: 20, h: 19 },
    { round: 1, teamAId: hiddenTeam!.id },
  );
  await db.playerGameStat.create({
    data: { gameId: hiddenGame.id, teamId: hiddenTeam!.id, memberId: liam.id, points: 9 },
  });
});
afterAll(() => ctx?.close());

const base = () => `/api/draw/stats/division/${division.id}/team/${tigers.id}`;

describe('stats (member area)', () => {
  it('asks for sign-in on every stats endpoint', async () => {
    for (const url of [
      '/api/draw/stats/seasons',
      `/api/draw/stats/season/${season.id}/divisions`,
      `/api/draw/stats/division/${division.id}/teams`,
      `${base()}/games`,
      `${base()}/game/${played.id}/stats`,
    ]) {
      const res = await ctx.api().get(url).expect(401);
      expect(res.body).toMatchObject({ error: 'unauthenticated' });
    }
  });

  it('cascades seasons, divisions and teams', async () => {
    const seasons = await ctx.api().get('/api/draw/stats/seasons').set('authorization', token).expect(200);
    expect(seasons.body.data).toEqual([
      { season_id: season.id, season_name: 'Summer 2026/27', archived: false },
    ]);
    const divisions = await ctx
      .api()
      .get(`/api/draw/stats/season/${season.id}/divisions`)
      .set('authorization', token)
      .expect(200);
    expect(divisions.body.data.map((d: { division_id: number }) => d.division_id)).toEqual([
      division.id,
      hidden.id,
    ]);
    const teams = await ctx
      .api()
      .get(`/api/draw/stats/division/${division.id}/teams`)
      .set('authorization', token)
      .expect(200);
    expect(teams.body.data).toEqual([
      { team_id: tigers.id, team_name: 'Balmain Tigers' },
      { team_id: hawks.id, team_name: 'Glebe Hawks' },
    ]);
  });

  it("lists the team's games that have stats, oldest first, by date in Sydney", async () => {
    const res = await ctx.api().get(`${base()}/games`).set('authorization', token).expect(200);
    expect(res.body.data).toEqual([
      { gs_game_id: played.id, gs_date_formatted: '17/10/2026' },
      { gs_game_id: later.id, gs_date_formatted: '24/10/2026' },
    ]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("gives one team's player lines for a game, sorted by name, using the preferred first name", async () => {
    const res = await ctx
      .api()
      .get(`${base()}/game/${played.id}/stats`)
      .set('authorization', token)
      .expect(200);
    expect(res.body.data).toEqual([
      {
        tshirt_number: 7,
        member: 'Ben Carter',
        points: 6,
        one_points: 0,
        two_points: 3,
        three_points: 0,
        fouls: 1,
        techfouls: 0,
        unspfouls: 1,
        disqfouls: 0,
      },
      {
        tshirt_number: 23,
        member: 'Zac Adams',
        points: 14,
        one_points: 2,
        two_points: 3,
        three_points: 2,
        fouls: 3,
        techfouls: 1,
        unspfouls: 0,
        disqfouls: 0,
      },
    ]);
    const none = await ctx
      .api()
      .get(`${base()}/game/${unplayed.id}/stats`)
      .set('authorization', token)
      .expect(200);
    expect(none.body.data).toEqual([]);
  });

  it('shows no stats for a division that hides its results', async () => {
    const games = await ctx
      .api()
      .get(`/api/draw/stats/division/${hidden.id}/team/${hiddenTeam.id}/games`)
      .set('authorization', token)
      .expect(200);
    expect(games.body.data).toEqual([]);
    const rows = await ctx
      .api()
      .get(`/api/draw/stats/division/${hidden.id}/team/${hiddenTeam.id}/game/${hiddenGame.id}/stats`)
      .set('authorization', token)
      .expect(200);
    expect(rows.body.data).toEqual([]);
  });

  it('answers 404 for a team outside the division or a game the team did not play, and 400 for bad ids', async () => {
    await ctx
      .api()
      .get(`/api/draw/stats/division/${hidden.id}/team/${tigers.id}/games`)
      .set('authorization', token)
      .expect(404);
    await ctx
      .api()
      .get(`/api/draw/stats/division/${division.id}/team/${tigers.id}/game/${hiddenGame.id}/stats`)
      .set('authorization', token)
      .expect(404);
    await ctx.api().get('/api/draw/stats/season/999999/divisions').set('authorization', token).expect(404);
    const bad = await ctx
      .api()
      .get(`/api/draw/stats/division/${division.id}/team/abc/games`)
      .set('authorization', token)
      .expect(400);
    expect(bad.body).toMatchObject({ error: 'bad_request', errors: { teamId: expect.any(Array) } });
  });
});

describe("a division's season totals and averages per player", () => {
  let juniors: { id: number };
  let rockets: { id: number };
  let comets: { id: number };
  let meToken: string;

  beforeAll(async () => {
    const { db } = ctx;
    juniors = await createDivision(db, season.id, { name: 'Under 16 Boys' });
    [rockets, comets] = await createTeams(db, juniors.id, ['Rozelle Rockets', 'Camperdown Comets']);
    const games = [];
    for (const [round, d] of [
      [1, 3],
      [2, 10],
      [3, 17],
    ] as const)
      games.push(
        await createGame(
          db,
          juniors.id,
          { y: 2026, m: 11, d, h: 10 },
          { round, teamAId: rockets.id, teamBId: comets.id },
        ),
      );
    const [g1, g2, g3] = games;
    const me = await createMember(db, { firstname: 'Noah', lastname: 'Ellis' });
    meToken = `Bearer ${ctx.app.jwt.sign({ sub: String(me.id), tv: 0 })}`;
    const mia = await db.member.create({
      data: { firstname: 'Mia', lastname: 'Nguyen', dob: new Date('2010-05-01T00:00:00Z'), gender: 'female' },
    });
    await db.playerGameStat.createMany({
      data: [
        {
          gameId: g1!.id,
          teamId: rockets.id,
          memberId: me.id,
          points: 7,
          onePoints: 1,
          twoPoints: 3,
          fouls: 2,
        },
        {
          gameId: g2!.id,
          teamId: rockets.id,
          memberId: me.id,
          points: 5,
          onePoints: 1,
          twoPoints: 2,
          techFouls: 1,
        },
        { gameId: g3!.id, teamId: rockets.id, memberId: me.id, points: 0, fouls: 1 },
        { gameId: g1!.id, teamId: comets.id, memberId: mia.id, points: 9, threePoints: 3, fouls: 1 },
        { gameId: g2!.id, teamId: comets.id, memberId: mia.id, points: 6, twoPoints: 3 },
      ],
    });
  });

  it('adds up each player over the games they played, averages per game to one decimal, and marks my own row', async () => {
    const res = await ctx
      .api()
      .get(`/api/draw/stats/division/${juniors.id}/totals`)
      .set('authorization', meToken)
      .expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Most points first. Noah: 12 points in 3 games = 4.0; 2 free throws / 3 = 0.67 -> 0.7;
    // 5 field goals / 3 = 1.67 -> 1.7; 3 fouls / 3 = 1.0; 1 technical / 3 = 0.33 -> 0.3.
    // Mia: 15 points in 2 games = 7.5; 3 threes / 2 = 1.5; 3 field goals / 2 = 1.5; 1 foul / 2 = 0.5.
    expect(res.body.data).toEqual([
      {
        member: 'Mia Nguyen',
        team_id: comets.id,
        team_name: 'Camperdown Comets',
        is_me: false,
        games_played: 2,
        points: 15,
        one_points: 0,
        two_points: 3,
        three_points: 3,
        fouls: 1,
        techfouls: 0,
        unspfouls: 0,
        disqfouls: 0,
        averages: {
          points: 7.5,
          one_points: 0,
          two_points: 1.5,
          three_points: 1.5,
          fouls: 0.5,
          techfouls: 0,
          unspfouls: 0,
          disqfouls: 0,
        },
      },
      {
        member: 'Noah Ellis',
        team_id: rockets.id,
        team_name: 'Rozelle Rockets',
        is_me: true,
        games_played: 3,
        points: 12,
        one_points: 2,
        two_points: 5,
        three_points: 0,
        fouls: 3,
        techfouls: 1,
        unspfouls: 0,
        disqfouls: 0,
        averages: {
          points: 4,
          one_points: 0.7,
          two_points: 1.7,
          three_points: 0,
          fouls: 1,
          techfouls: 0.3,
          unspfouls: 0,
          disqfouls: 0,
        },
      },
    ]);
  });

  it("counts only the chosen division's games, and marks no row for a member who did not play", async () => {
    const res = await ctx
      .api()
      .get(`/api/draw/stats/division/${division.id}/totals`)
      .set('authorization', token)
      .expect(200);
    // Liam's 9 points in the division that hides its results stay out; Ben's two games add up.
    expect(
      res.body.data.map((r: { member: string; games_played: number; points: number; is_me: boolean }) => [
        r.member,
        r.games_played,
        r.points,
        r.is_me,
      ]),
    ).toEqual([
      ['Liam Brown', 1, 20, false],
      ['Zac Adams', 1, 14, false],
      ['Ben Carter', 2, 8, false],
    ]);
    expect(res.body.data[2].averages).toMatchObject({ points: 4, two_points: 2, fouls: 0.5, disqfouls: 0.5 });
  });

  it('hides the totals of a division that hides its results, and answers 401, 404 and 400', async () => {
    const hiddenTotals = await ctx
      .api()
      .get(`/api/draw/stats/division/${hidden.id}/totals`)
      .set('authorization', token)
      .expect(200);
    expect(hiddenTotals.body.data).toEqual([]);
    await ctx.api().get(`/api/draw/stats/division/${juniors.id}/totals`).expect(401);
    await ctx.api().get('/api/draw/stats/division/999999/totals').set('authorization', token).expect(404);
    const bad = await ctx
      .api()
      .get('/api/draw/stats/division/abc/totals')
      .set('authorization', token)
      .expect(400);
    expect(bad.body).toMatchObject({ error: 'bad_request' });
  });
});

describe('stats switched off', () => {
  it('answers 404 when the association has the stats feature off', async () => {
    const off = await createTestContext({ STATS_ENABLED: 'false' });
    try {
      const member = await createMember(off.db);
      const res = await supertest(off.app.server)
        .get('/api/draw/stats/seasons')
        .set('authorization', `Bearer ${off.app.jwt.sign({ sub: String(member.id), tv: 0 })}`)
        .expect(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Stats are not available' });
    } finally {
      await off.close();
    }
  });
});
