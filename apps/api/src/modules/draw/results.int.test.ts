// Results through the API: competition staff save a game's scoresheet (scores or a forfeit,
// double points, each player's box score), a member named scorer does it on game day only,
// ladder adjustments carry a reason, and the public ladder can be read as it stood after a round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORER_MSG, ZStandingsResponse } from '@courtside/contracts';
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
let staff: { id: number };
let scorer: { id: number };
let season: { id: number };
let division: { id: number };
let lions: { id: number };
let tigers: { id: number };
let bears: { id: number };
let round1: { id: number };
let round2: { id: number };
const players: Array<{ id: number; teamId: number }> = [];
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string, actor = staff.id) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(actor));

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  scorer = await createMember(ctx.db);
  season = await createSeason(ctx.db);
  division = await createDivision(ctx.db, season.id);
  [lions, tigers, bears] = await createTeams(ctx.db, division.id, ['Lions', 'Tigers', 'Bears']);
  for (const [team, number] of [
    [lions, 4],
    [lions, 7],
    [tigers, 9],
  ] as const) {
    const player = await createMember(ctx.db);
    await ctx.db.teamPosition.create({
      data: { teamId: team.id, memberId: player.id, role: 'player', playingNumber: number },
    });
    players.push({ id: player.id, teamId: team.id });
  }
  const court = await createCourt(ctx.db);
  round1 = await createGame(
    ctx.db,
    division.id,
    { y: 2027, m: 5, d: 1, h: 9 },
    {
      round: 1,
      courtId: court.id,
      teamAId: lions.id,
      teamBId: tigers.id,
    },
  );
  round2 = await createGame(
    ctx.db,
    division.id,
    { y: 2027, m: 5, d: 8, h: 9 },
    {
      round: 2,
      courtId: court.id,
      teamAId: tigers.id,
      teamBId: bears.id,
    },
  );
});
afterAll(() => ctx?.close());

const line = (player: { id: number; teamId: number }, shots: Partial<Record<string, number>> = {}) => ({
  member_id: player.id,
  team_id: player.teamId,
  playing_number: null,
  free_throws: 0,
  field_goals: 0,
  three_pointers: 0,
  fouls: 0,
  technical_fouls: 0,
  unsportsmanlike_fouls: 0,
  disqualifying_fouls: 0,
  ...shots,
});

const ladder = async (round?: number) => {
  const res = await ctx
    .api()
    .get(`/api/draw/result?season=${season.id}&division=${division.id}${round ? `&round=${round}` : ''}`)
    .expect(200);
  return ZStandingsResponse.parse(res.body);
};

describe('scoresheets', () => {
  it('saves scores and box scores, working out each player’s points, and the ladder follows', async () => {
    const res = await admin('put', `/games/${round1.id}/scoresheet`).send({
      kind: 'normal',
      score_a: 61,
      score_b: 55,
      forfeiting_team_id: null,
      double_points: true,
      players: [
        line(players[0]!, { free_throws: 3, field_goals: 5, three_pointers: 2, fouls: 2 }),
        line(players[2]!, { field_goals: 1 }),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.result).toMatchObject({ kind: 'normal', score_a: 61, score_b: 55 });
    expect(res.body.data.double_points).toBe(true);
    const lionsSheet = res.body.data.team_a.players as Array<{
      member_id: number;
      points: number;
      playing_number: number | null;
    }>;
    // 3 + 2 x 5 + 3 x 2 = 19; the player with no line shows zeros, with the team's number.
    expect(lionsSheet).toEqual([
      expect.objectContaining({ member_id: players[0]!.id, points: 19, playing_number: 4, fouls: 2 }),
      expect.objectContaining({ member_id: players[1]!.id, points: 0, playing_number: 7 }),
    ]);
    const stats = await ctx.db.playerGameStat.findMany({
      where: { gameId: round1.id },
      orderBy: { points: 'desc' },
    });
    expect(stats.map((s) => [s.memberId, s.points, s.onePoints, s.twoPoints, s.threePoints])).toEqual([
      [players[0]!.id, 19, 3, 5, 2],
      [players[2]!.id, 2, 0, 1, 0],
    ]);
    const rows = (await ladder()).divisionResult;
    expect(rows.find((r) => r.team === 'Lions')).toMatchObject({ played: 1, win: 1 });
    const audit = await ctx.db.auditEntry.findFirst({
      where: { action: 'result.save', entityId: String(round1.id) },
    });
    expect(audit?.after).toMatchObject({
      result: { kind: 'normal', score_a: 61, score_b: 55 },
      double_points: true,
    });
  });

  it('refuses a played game without both scores, a forfeit without its team, and a player of neither team, writing nothing', async () => {
    const before = await ctx.db.gameResult.findUnique({ where: { gameId: round1.id } });
    const base = {
      kind: 'normal',
      score_a: 50,
      score_b: 40,
      forfeiting_team_id: null,
      double_points: false,
      players: [],
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ score_b: null }, 'score_b'],
      [{ kind: 'forfeit_notified' }, 'forfeiting_team_id'],
      [{ kind: 'disqualified', forfeiting_team_id: bears.id }, 'forfeiting_team_id'],
      [{ players: [line({ id: players[0]!.id, teamId: bears.id })] }, 'players.0.team_id'],
      [{ players: [line({ id: scorer.id, teamId: lions.id })] }, 'players.0.member_id'],
      [{ players: [line(players[0]!), line(players[0]!)] }, 'players.1.member_id'],
    ];
    for (const [change, field] of cases) {
      const res = await admin('put', `/games/${round1.id}/scoresheet`).send({ ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toEqual([field]);
    }
    expect(await ctx.db.gameResult.findUnique({ where: { gameId: round1.id } })).toEqual(before);
    expect(await ctx.db.playerGameStat.count({ where: { gameId: round1.id } })).toBe(2);
    for (const actor of [scorer.id])
      expect((await admin('get', `/games/${round1.id}/scoresheet`, actor)).status).toBe(403);
  });
});

describe('scorers', () => {
  it('lets a named member enter the result on game day only, and no other game', async () => {
    const put = (gameId: number, change: Record<string, unknown> = {}) =>
      ctx
        .api()
        .put(`/api/scorer/games/${gameId}`)
        .set('authorization', bearer(scorer.id))
        .send({
          kind: 'normal',
          score_a: 61,
          score_b: 58,
          forfeiting_team_id: null,
          double_points: false,
          players: [],
          ...change,
        });
    expect((await put(round2.id)).status).toBe(403);
    // Not named: refused before the body is read (a malformed sheet gets 403, not 422).
    const malformed = await ctx
      .api()
      .put(`/api/scorer/games/${round2.id}`)
      .set('authorization', bearer(scorer.id))
      .send({ kind: 'a guess' });
    expect(malformed.status).toBe(403);
    const named = await admin('put', `/games/${round2.id}/scorers`).send({ member_ids: [scorer.id] });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.data.scorers).toEqual([{ member_id: scorer.id, name: expect.any(String) }]);
    // Not yet the day of the game.
    ctx.clock.offsetMs = Date.parse('2027-05-07T02:00:00Z') - Date.now();
    const early = await put(round2.id);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Results can be entered by the scorer on the day of the game only.');
    // Game day in Sydney (8 May, 10:00 local).
    ctx.clock.offsetMs = Date.parse('2027-05-08T00:00:00Z') - Date.now();
    const today = await ctx
      .api()
      .get('/api/scorer/games')
      .set('authorization', bearer(scorer.id))
      .expect(200);
    expect(today.body.data.games.map((g: { game_id: number }) => g.game_id)).toEqual([round2.id]);
    // Forfeits, disqualifications and double points are staff decisions, refused to a scorer.
    const forfeit = await put(round2.id, {
      kind: 'forfeit_notified',
      score_a: null,
      score_b: null,
      forfeiting_team_id: bears.id,
    });
    expect([forfeit.status, forfeit.body.message]).toEqual([403, SCORER_MSG.staffKind]);
    const doubled = await put(round2.id, { double_points: true });
    expect([doubled.status, doubled.body.message]).toEqual([403, SCORER_MSG.staffDoublePoints]);
    expect(await ctx.db.gameResult.count({ where: { gameId: round2.id } })).toBe(0);
    const saved = await put(round2.id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.result).toMatchObject({ kind: 'normal', score_a: 61, score_b: 58 });
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'result.save_by_scorer', actorId: scorer.id } }),
    ).toBe(1);
    // A result staff decided stays theirs.
    const decided = await admin('put', `/games/${round2.id}/scoresheet`).send({
      kind: 'forfeit_admin',
      score_a: null,
      score_b: null,
      forfeiting_team_id: bears.id,
      double_points: false,
      players: [],
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const over = await put(round2.id);
    expect([over.status, over.body.message]).toEqual([403, SCORER_MSG.staffResult]);
    // Named for round 2, not round 1.
    expect((await put(round1.id)).status).toBe(403);
    ctx.clock.offsetMs = 0;
  });
});

describe('the ladder', () => {
  it('adds and takes back adjustments with a reason, shown to staff and in the public ladder', async () => {
    const missing = await admin('post', `/divisions/${division.id}/adjustments`).send({
      team_id: lions.id,
      points: -2,
    });
    expect(missing.status).toBe(422);
    const elsewhere = await createDivision(ctx.db, season.id, { name: 'Other' });
    const [stranger] = await createTeams(ctx.db, elsewhere.id, ['Strangers']);
    const wrongTeam = await admin('post', `/divisions/${division.id}/adjustments`).send({
      team_id: stranger.id,
      points: 1,
      reason: 'x',
    });
    expect(wrongTeam.body.errors).toEqual({ team_id: ['Choose a team of the division.'] });
    const added = await admin('post', `/divisions/${division.id}/adjustments`).send({
      team_id: lions.id,
      points: -2,
      reason: 'Unregistered player, round 1',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const list = await admin('get', `/divisions/${division.id}/adjustments`);
    expect(list.body.data.adjustments).toEqual([
      expect.objectContaining({
        team: 'Lions',
        points: -2,
        reason: 'Unregistered player, round 1',
        created_by: expect.any(String),
      }),
    ]);
    await expect.poll(async () => (await ladder()).adjustTeams[lions.id]).toBe(-2);
    const entry = await ctx.db.auditEntry.findFirst({ where: { action: 'ladder.adjust' } });
    expect(entry?.reason).toBe('Unregistered player, round 1');
    const noReason = await admin('delete', `/adjustments/${added.body.data.id}`).send({});
    expect(noReason.status).toBe(422);
    const removed = await admin('delete', `/adjustments/${added.body.data.id}`).send({
      reason: 'Appeal upheld',
    });
    expect(removed.status).toBe(200);
    expect((await ctx.db.auditEntry.findFirst({ where: { action: 'ladder.adjust_remove' } }))?.reason).toBe(
      'Appeal upheld',
    );
    await expect.poll(async () => (await ladder()).adjustTeams[lions.id] ?? 0).toBe(0);
  });

  it('gives staff the full ladder of a division whose results are hidden, with for, against, percentage and tie-breaks', async () => {
    const hidden = await createDivision(ctx.db, season.id, { name: 'Hidden', showResults: false });
    const [owls, emus] = await createTeams(ctx.db, hidden.id, ['Owls', 'Emus']);
    const game = await createGame(
      ctx.db,
      hidden.id,
      { y: 2027, m: 5, d: 1, h: 11 },
      { round: 1, courtId: (await createCourt(ctx.db)).id, teamAId: owls.id, teamBId: emus.id },
    );
    await ctx.db.gameResult.create({ data: { gameId: game.id, scoreA: 40, scoreB: 40 } });
    const shown = await ctx
      .api()
      .get(`/api/draw/result?season=${season.id}&division=${hidden.id}`)
      .expect(200);
    expect(shown.body.divisionResult).toEqual([]);

    const res = await admin('get', `/divisions/${hidden.id}/ladder`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const staffLadder = ZStandingsResponse.parse(res.body.data);
    expect(staffLadder.tie_breaks).toEqual(['percentage', 'wins']);
    // A draw 40-40: level on points, percentage and wins, so the name orders them.
    expect(staffLadder.divisionResult).toEqual([
      expect.objectContaining({
        team: 'Emus',
        draw: 1,
        score_for: 40,
        score_against: 40,
        percentage: 100,
        tie_break: 'name',
      }),
      expect.objectContaining({
        team: 'Owls',
        draw: 1,
        score_for: 40,
        score_against: 40,
        percentage: 100,
        tie_break: 'name',
      }),
    ]);
    expect((await admin('get', `/divisions/999999/ladder`)).status).toBe(404);
    expect((await admin('get', `/divisions/${hidden.id}/ladder`, scorer.id)).status).toBe(403);
  });

  it('shows the ladder as it stood after a round', async () => {
    // Round 1: Lions beat Tigers; round 2: Bears forfeited to Tigers.
    const now = await ladder();
    const after1 = await ladder(1);
    const played = (rows: typeof now.divisionResult, team: string) =>
      rows.find((r) => r.team === team)?.played;
    expect(played(now.divisionResult, 'Tigers')).toBe(2);
    expect(played(after1.divisionResult, 'Tigers')).toBe(1);
    expect(played(after1.divisionResult, 'Bears')).toBe(0);
    await ctx
      .api()
      .get(`/api/draw/result?season=${season.id}&division=${division.id}&round=first`)
      .expect(400);
  });
});
