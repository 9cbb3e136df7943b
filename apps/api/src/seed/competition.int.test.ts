import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDrawResponse, ZStandingsResponse, type TDivision, type TGame } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { createMember } from '../../test/factories.js';
import { seedCompetition } from './competition.js';

let ctx: TestContext;
let demomember: { id: number };
let demomanager: { id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  demomember = await createMember(ctx.db, {
    username: 'demomember',
    usernameLower: 'demomember',
    gender: 'male',
  });
  demomanager = await createMember(ctx.db, { username: 'demomanager', usernameLower: 'demomanager' });
  // How long the seed takes is the bench's to say (PROOF.md), not a test's: no timing here.
  await ctx.db.$transaction((tx) => seedCompetition(tx, ctx.env), { timeout: 120_000 });
}, 180_000);
afterAll(() => ctx?.close());

const allGames = (draw: ReturnType<typeof ZDrawResponse.parse>): TGame[] =>
  draw.divisionDraw.rounds.flatMap((r) => r.groups.flatMap((g) => g.games));

describe('demo competition', () => {
  it('has two venues with six courts at Sydney addresses', async () => {
    const venues = await ctx.db.venue.findMany({ include: { courts: true } });
    expect(venues).toHaveLength(2);
    expect(venues.flatMap((v) => v.courts)).toHaveLength(6);
    for (const v of venues)
      expect(v).toMatchObject({ state: 'NSW', postcode: expect.stringMatching(/^2\d{3}$/) });
    const clashes = await ctx.db.$queryRaw<
      unknown[]
    >`SELECT "courtId", "startsAt" FROM "Game" WHERE "courtId" IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1`;
    expect(clashes).toEqual([]);
  });

  it('has a current season running today and an archived one', async () => {
    const res = await ctx.api().get('/api/draw/seasons').expect(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ archived: false });
    expect(res.body.data[1]).toMatchObject({ archived: true });
    const current = await ctx.db.season.findUniqueOrThrow({ where: { id: res.body.data[0].season_id } });
    expect(current.status).toBe('active');
    expect(current.startDate!.getTime()).toBeLessThan(Date.now());
    const lastGame = await ctx.db.game.findFirstOrThrow({
      where: { division: { seasonId: current.id } },
      orderBy: { startsAt: 'desc' },
    });
    expect(lastGame.startsAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('plays a full draw in at least ten divisions of six to ten teams, with byes, duty teams, results only for past games, and finals', async () => {
    const seasons = (await ctx.api().get('/api/draw/seasons').expect(200)).body.data;
    const seasonId = seasons[0].season_id as number;
    const divisions: TDivision[] = (
      await ctx.api().get(`/api/draw/seasons/${seasonId}/divisions`).expect(200)
    ).body.data;
    expect(divisions.length).toBeGreaterThanOrEqual(10);
    let byes = 0;
    let excluded = 0;
    let doubles = 0;
    for (const division of divisions) {
      const teams = (
        await ctx.api().get(`/api/draw/seasons/divisions/${division.division_id}/teams`).expect(200)
      ).body.data;
      expect(teams.length).toBeGreaterThanOrEqual(6);
      expect(teams.length).toBeLessThanOrEqual(10);
      const draw = ZDrawResponse.parse(
        (
          await ctx
            .api()
            .get(`/api/draw/draw?season=${seasonId}&division=${division.division_id}`)
            .expect(200)
        ).body,
      );
      const games = allGames(draw).filter((g) => g.team_a_id && g.team_b_id);
      // Full round robin: every pair of teams meets.
      const pairs = new Set(games.map((g) => [g.team_a_id, g.team_b_id].sort().join(' v ')));
      expect(pairs.size).toBe((teams.length * (teams.length - 1)) / 2);
      byes += allGames(draw).filter((g) => g.bye).length;
      excluded += allGames(draw).filter((g) => g.excluded_dates).length;
      doubles += games.filter((g) => g.double_points !== 'No').length;
      expect(games.some((g) => g.duty !== 'None')).toBe(true);
      for (const g of games) {
        const past = new Date(g.date_time_to).getTime() <= Date.now();
        expect(g.scored !== null).toBe(past);
      }
      expect(draw.finalSeries.Semi_Final).toHaveLength(2);
      expect(draw.finalSeries.Final).toHaveLength(1);
      expect(draw.finalSeries.Grand_Final).toHaveLength(1);
      expect(draw.finalSeries.Semi_Final[0]!.game_rank_a).toMatch(/^1st /);
    }
    expect(byes).toBeGreaterThan(0);
    expect(excluded).toBeGreaterThan(0);
    expect(doubles).toBeGreaterThan(0);
  });

  it('has forfeits of each kind, an adjustment, a division with hidden results, and a consistent ladder', async () => {
    const kinds = await ctx.db.gameResult.groupBy({ by: ['kind'], _count: true });
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'disqualified',
      'forfeit_admin',
      'forfeit_non_advised',
      'forfeit_notified',
      'normal',
    ]);
    expect(await ctx.db.pointsAdjustment.count()).toBeGreaterThan(0);
    expect(await ctx.db.division.count({ where: { showResults: false } })).toBeGreaterThan(0);

    const division = await ctx.db.division.findFirstOrThrow({
      where: { name: 'Open Men Div 1', season: { archived: false } },
    });
    const res = await ctx
      .api()
      .get(`/api/draw/result?season=${division.seasonId}&division=${division.id}`)
      .expect(200);
    const ladder = ZStandingsResponse.parse(res.body);
    expect(ladder.divisionResult).toHaveLength(8);
    const sum = (k: 'win' | 'loss') => ladder.divisionResult.reduce((s, r) => s + r[k], 0);
    expect(sum('win')).toBe(sum('loss'));
    expect(ladder.divisionResult.reduce((s, r) => s + r.adm_forf, 0)).toBe(1);
  });

  it('plays the archived season to the end, grand final included, with the winners carried through', async () => {
    const season = await ctx.db.season.findFirstOrThrow({ where: { archived: true } });
    const division = await ctx.db.division.findFirstOrThrow({
      where: { seasonId: season.id, name: 'Open Men Div 1' },
    });
    const draw = ZDrawResponse.parse(
      (await ctx.api().get(`/api/draw/draw?season=${season.id}&division=${division.id}`).expect(200)).body,
    );
    const gf = draw.finalSeries.Grand_Final[0]!;
    expect(gf).toMatchObject({ game_rank_a: 'Winner SF1', game_rank_b: 'Winner PF', scored: 'Full Time' });
    const [sf1] = draw.finalSeries.Semi_Final;
    const sf1Winner = sf1!.score_team_a_points! > sf1!.score_team_b_points! ? sf1!.team_a_id : sf1!.team_b_id;
    expect(gf.team_a_id).toBe(sf1Winner);
  });

  it('records player stats for played games whose points add up to the score', async () => {
    const game = await ctx.db.game.findFirstOrThrow({
      where: { result: { kind: 'normal' }, teamAId: { not: null } },
      include: { result: true },
    });
    const stats = await ctx.db.playerGameStat.findMany({ where: { gameId: game.id, teamId: game.teamAId! } });
    expect(stats.length).toBeGreaterThanOrEqual(5);
    expect(stats.reduce((s, r) => s + r.points, 0)).toBe(game.result!.scoreA);
    for (const s of stats) expect(s.points).toBe(s.onePoints + 2 * s.twoPoints + 3 * s.threePoints);
    // Players are members without sign-in details.
    const player = await ctx.db.member.findUniqueOrThrow({ where: { id: stats[0]!.memberId } });
    expect(player.username === null || player.id === demomember.id).toBe(true);
  });

  it('puts demomember and demomanager in current teams, demomember with stats', async () => {
    const positions = await ctx.db.teamPosition.findMany({
      where: { memberId: { in: [demomember.id, demomanager.id] } },
      include: { team: { include: { division: { include: { season: true } } } } },
    });
    expect(positions.find((p) => p.memberId === demomember.id)).toMatchObject({
      role: 'player',
      team: { division: { season: { archived: false } } },
    });
    expect(positions.find((p) => p.memberId === demomanager.id)).toMatchObject({
      role: 'manager',
      team: { division: { season: { archived: false } } },
    });
    expect(await ctx.db.playerGameStat.count({ where: { memberId: demomember.id } })).toBeGreaterThan(0);
  });

  it('gives no team two players of one name', async () => {
    const twins = await ctx.db.$queryRaw<unknown[]>`
      SELECT tp."teamId", m.firstname, m.lastname FROM "TeamPosition" tp JOIN "Member" m ON m.id = tp."memberId"
       WHERE tp.role = 'player' GROUP BY 1, 2, 3 HAVING count(*) > 1`;
    expect(twins).toEqual([]);
  });

  it('generates the same players on every date: names, birthdays and numbers do not shift with the games played', async () => {
    // Each date seeds into a transaction that is rolled back, so the database keeps the seed of beforeAll.
    const rollback = new Error('rollback');
    const playersOn = async (date: string) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      let players: string[] = [];
      let results = 0;
      await ctx.db
        .$transaction(
          async (tx) => {
            const before = await tx.member.aggregate({ _max: { id: true } });
            await seedCompetition(tx, ctx.env, new Date(Date.UTC(year, month - 1, day, 2)));
            const rows = await tx.teamPosition.findMany({
              where: { role: 'player', memberId: { gt: before._max.id ?? 0 } },
              select: {
                playingNumber: true,
                member: { select: { firstname: true, lastname: true, gender: true, dob: true } },
              },
              orderBy: { memberId: 'asc' },
            });
            players = rows.map(
              ({ member: m, playingNumber }) =>
                `${m.firstname} ${m.lastname} ${m.gender} ${m.dob.toISOString().slice(5, 10)} #${playingNumber}`,
            );
            results = await tx.gameResult.count();
            throw rollback;
          },
          { timeout: 120_000 },
        )
        .catch((e: unknown) => {
          if (e !== rollback) throw e;
        });
      return { players, results };
    };
    // Dates across the year: a Sunday as daylight saving ends, a Saturday in November, a Wednesday in January.
    const dates = ['2026-04-05', '2026-11-28', '2027-01-13'];
    const seeded = [];
    for (const date of dates) seeded.push(await playersOn(date));
    expect(seeded[0]!.players.length).toBeGreaterThan(100);
    // The dates play different numbers of games, and still name the same people.
    expect(new Set(seeded.map((s) => s.results)).size).toBeGreaterThan(1);
    for (const s of seeded.slice(1)) expect(s.players).toEqual(seeded[0]!.players);
  }, 300_000);
});
