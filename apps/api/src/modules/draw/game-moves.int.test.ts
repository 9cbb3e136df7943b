// Staff moving one published game, or swapping two, through the console's API: the game keeps
// its id, officials and scorers, its managers and officials are emailed, the draw's hard rules
// refuse a move with the draft's explanations, officials' clashes are warned of first, a played
// game stays, and of two moves racing for one slot one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createDivision, createGame, createSeason, createTeams } from '../../../test/competition-factory.js';
import { localInstant, localIsoDate, localTime } from '../../lib/local-dates.js';

let ctx: TestContext;
let admin: { id: number };
let venues = 0;
const TZ = 'Australia/Sydney';
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (path: string, body: object, actor = admin.id) =>
  ctx.api().post(`/api/admin${path}`).set('authorization', bearer(actor)).send(body);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
});
afterAll(() => ctx?.close());

/**
 * A season from Saturday 3 April 2027 with Saturday slots at 09:00, 10:00 and 11:00 on two courts
 * of a venue of its own, four teams with a manager each, and four published games:
 * round 1 Ants v Bees (Court 1) and Cats v Dogs (Court 2) on 03/04 at 09:00; round 2 Ants v Cats
 * at 09:00 and Bees v Dogs at 10:00 on Court 1 on 10/04.
 */
async function publishedDraw() {
  const venue = await ctx.db.venue.create({ data: { name: `Move Stadium ${++venues}`, state: 'NSW' } });
  const court = (name: string, sortOrder: number) =>
    ctx.db.court.create({ data: { name, venueId: venue.id, sortOrder } });
  const c1 = await court('Court 1', 0);
  const c2 = await court('Court 2', 1);
  const season = await createSeason(ctx.db, { startDate: new Date('2027-04-03T00:00:00Z') });
  const division = await createDivision(ctx.db, season.id);
  const teams = await createTeams(ctx.db, division.id, ['Ants', 'Bees', 'Cats', 'Dogs'] as const);
  const managers: Array<{ email: string }> = [];
  for (const team of teams) {
    const manager = await createMember(ctx.db, { firstname: `Manager${team.name}` });
    await ctx.db.teamPosition.create({ data: { teamId: team.id, memberId: manager.id, role: 'manager' } });
    managers.push(manager as unknown as { email: string });
  }
  const slots = await api(`/seasons/${season.id}/draw/slots`, {
    venue_id: venue.id,
    weekday: 6,
    start_times: ['09:00', '10:00', '11:00'],
    game_minutes: 50,
    court_ids: [c1.id, c2.id],
  });
  expect(slots.status, JSON.stringify(slots.body)).toBe(201);
  const [ants, bees, cats, dogs] = teams;
  const game = (d: number, m: number, h: number, courtId: number, round: number, a: number, b: number) =>
    createGame(ctx.db, division.id, { y: 2027, m, d, h }, { round, courtId, teamAId: a, teamBId: b });
  const games = [
    await game(3, 4, 9, c1.id, 1, ants.id, bees.id),
    await game(3, 4, 9, c2.id, 1, cats.id, dogs.id),
    await game(10, 4, 9, c1.id, 2, ants.id, cats.id),
    await game(10, 4, 10, c1.id, 2, bees.id, dogs.id),
  ];
  return { season, division, venue, c1, c2, teams, managers, games };
}

const placeOf = async (gameId: number) => {
  const g = await ctx.db.game.findUniqueOrThrow({ where: { id: gameId } });
  return { date: localIsoDate(g.startsAt, TZ), time: localTime(g.startsAt, TZ), court: g.courtId };
};

describe('moving one game', () => {
  it('moves a game to another date, time and court, keeping its id, official and scorer, and emails its managers and official', async () => {
    const { c2, managers, games, venue } = await publishedDraw();
    const [first] = games;
    const official = (await createMember(ctx.db, { isRef: true, accessRef: ['referee'] })) as unknown as {
      id: number;
      email: string;
    };
    const scorer = await createMember(ctx.db);
    await ctx.db.refereeAssignment.create({
      data: { gameId: first!.id, memberId: official.id, rosterType: 'referee' },
    });
    await ctx.db.gameScorer.create({
      data: { gameId: first!.id, memberId: scorer.id, grantedById: admin.id },
    });
    const to = { date: '2027-04-17', time: '11:00', court_id: c2.id };
    const checked = await api(`/games/${first!.id}/move/check`, to);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.problems).toEqual([]);

    ctx.mail.messages.length = 0;
    const moved = await api(`/games/${first!.id}/move`, to);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ game_ids: [first!.id], emailed: 2, officials_emailed: 1 });
    expect(await placeOf(first!.id)).toEqual({ date: '2027-04-17', time: '11:00', court: c2.id });
    const after = await ctx.db.game.findUniqueOrThrow({
      where: { id: first!.id },
      include: { refereeAssignments: true, scorers: true },
    });
    expect(after.refereeAssignments.map((a) => a.memberId)).toEqual([official.id]);
    expect(after.scorers.map((s) => s.memberId)).toEqual([scorer.id]);

    // Both managers hear of it as a change (never a cancellation); the other teams' do not.
    for (const manager of managers.slice(0, 2)) {
      const mail = await ctx.mail.waitFor((m) => m.to === manager.email);
      expect(mail.subject).toMatch(/^Draw changes: /);
      expect(mail.text).toContain(
        `now Sat 17/04/2027 11:00 at ${venue.name}, Court 2 (was Sat 03/04/2027 09:00 at ${venue.name}, Court 1)`,
      );
    }
    const told = await ctx.mail.waitFor((m) => m.to === official.email);
    expect(told.subject).toMatch(/^A game you officiate has moved - /);
    expect(told.text).toContain('Round 1 Ants v Bees (referee): now Sat 17/04/2027 11:00');
    expect(ctx.mail.messages.map((m) => m.to)).not.toContain(managers[2]!.email);
    expect(ctx.mail.messages.map((m) => m.text).join('\n')).not.toContain('cancelled');
    const logged = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'draw.game_move', actorId: admin.id },
      orderBy: { id: 'desc' },
    });
    expect(logged.after).toMatchObject({
      request: {
        source: 'edit',
        moves: [
          {
            game_id: first!.id,
            from: { at: 'Sat 03/04/2027 09:00' },
            to: { at: 'Sat 17/04/2027 11:00', court_id: c2.id },
          },
        ],
      },
    });
  });

  it('refuses a move that breaks a hard rule with the explanation a draft gives, and moves nothing', async () => {
    const { c1, c2, teams, games } = await publishedDraw();
    const [first, second] = games;
    await ctx.db.team.update({ where: { id: teams[0].id }, data: { notBeforeMinute: 600 } });
    const early = await api(`/games/${first!.id}/move`, {
      date: '2027-04-17',
      time: '09:00',
      court_id: c1.id,
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain('Ants not before 10:00');
    // A team already playing then, and a time the court has no slot at, are explained the same way.
    const busy = await api(`/games/${second!.id}/move/check`, {
      date: '2027-04-10',
      time: '10:00',
      court_id: c2.id,
    });
    expect(busy.body.data.problems).toEqual(['Dogs already play at 10:00-10:50 on 10/04/2027']);
    const offSlot = await api(`/games/${second!.id}/move`, {
      date: '2027-04-17',
      time: '12:00',
      court_id: c2.id,
    });
    expect(offSlot.status).toBe(422);
    expect(offSlot.body.message).toContain('has no time slot on Sat 17/04/2027 at 12:00');
    expect(await placeOf(first!.id)).toEqual({ date: '2027-04-03', time: '09:00', court: c1.id });
    expect(await placeOf(second!.id)).toEqual({ date: '2027-04-03', time: '09:00', court: c2.id });
  });

  it('refuses a court another division’s game or a court hire holds then, and a move to where the game is', async () => {
    const { season, venue, c1, c2, games } = await publishedDraw();
    const other = await createDivision(ctx.db, season.id, { name: 'Open Women Div 1' });
    const [x, y] = await createTeams(ctx.db, other.id, ['Owls', 'Pumas'] as const);
    await createGame(
      ctx.db,
      other.id,
      { y: 2027, m: 4, d: 17, h: 9 },
      { round: 1, courtId: c1.id, teamAId: x.id, teamBId: y.id },
    );
    const sport = await ctx.db.bookingSport.create({ data: { venueId: venue.id, name: 'Basketball' } });
    const type = await ctx.db.bookingType.create({ data: { name: 'Hire', slug: `hire-${venue.id}` } });
    await ctx.db.booking.create({
      data: {
        memberId: admin.id,
        courtId: c2.id,
        startsAt: localInstant('2027-04-17', '10:00', TZ),
        endsAt: localInstant('2027-04-17', '11:00', TZ),
        sportId: sport.id,
        typeId: type.id,
        priceCents: 5_000,
        status: 'booked',
      },
    });
    for (const [time, courtId, court] of [
      ['09:00', c1.id, 'Court 1'],
      ['10:00', c2.id, 'Court 2'],
    ] as const) {
      const res = await api(`/games/${games[0]!.id}/move`, { date: '2027-04-17', time, court_id: courtId });
      expect(res.status).toBe(422);
      expect(res.body.message).toContain(`${court} is already used at ${time}-`);
    }
    const same = await api(`/games/${games[0]!.id}/move`, {
      date: '2027-04-03',
      time: '09:00',
      court_id: c1.id,
    });
    expect(same.status).toBe(422);
    expect(same.body.errors.date).toEqual(['The game is already there: choose another date, time or court.']);
    const asked = await api(`/games/${games[0]!.id}/move/check`, {
      date: '2027-04-03',
      time: '09:00',
      court_id: c1.id,
    });
    expect(asked.body.data.problems).toEqual([
      'The game is already there: choose another date, time or court.',
    ]);
  });

  it('moves a final whose teams are not known yet', async () => {
    const { division, c1, c2 } = await publishedDraw();
    const final = await createGame(
      ctx.db,
      division.id,
      { y: 2027, m: 5, d: 1, h: 9 },
      {
        round: 3,
        courtId: c1.id,
        finalStage: 'grand_final',
        matchLabel: 'GF',
        rankLabelA: '1st',
        rankLabelB: '2nd',
      },
    );
    const res = await api(`/games/${final.id}/move`, { date: '2027-05-01', time: '11:00', court_id: c2.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await placeOf(final.id)).toEqual({ date: '2027-05-01', time: '11:00', court: c2.id });
  });

  it('refuses to move a game that has a result', async () => {
    const { c2, games } = await publishedDraw();
    await ctx.db.gameResult.create({ data: { gameId: games[0]!.id, scoreA: 50, scoreB: 40 } });
    const res = await api(`/games/${games[0]!.id}/move`, {
      date: '2027-04-17',
      time: '11:00',
      court_id: c2.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Game ${games[0]!.id} has a result: it stays where it was played.`);
  });

  it('warns before the move of an official on another game then or unavailable that day, and keeps them on it', async () => {
    const { season, division, teams, c1, c2, games } = await publishedDraw();
    const [first] = games;
    const busy = await createMember(ctx.db, {
      firstname: 'Busy',
      lastname: 'Ref',
      isRef: true,
      accessRef: ['referee'],
    });
    const away = await createMember(ctx.db, {
      firstname: 'Away',
      lastname: 'Ref',
      isRef: true,
      accessRef: ['referee'],
    });
    const later = await createGame(
      ctx.db,
      division.id,
      { y: 2027, m: 4, d: 17, h: 10 },
      { round: 3, courtId: c1.id, teamAId: teams[2].id, teamBId: teams[3].id },
    );
    for (const [gameId, memberId] of [
      [first!.id, busy.id],
      [first!.id, away.id],
      [later.id, busy.id],
    ] as const)
      await ctx.db.refereeAssignment.create({ data: { gameId, memberId, rosterType: 'referee' } });
    for (const memberId of [busy.id, away.id])
      await ctx.db.refereeAvailability.create({
        data: { memberId, seasonId: season.id, weekday: 6, timeSlot: '10:00' },
      });
    await ctx.db.refereeUnavailableDate.create({
      data: { memberId: away.id, seasonId: season.id, date: new Date('2027-04-17T00:00:00Z') },
    });
    const to = { date: '2027-04-17', time: '10:00', court_id: c2.id };
    const checked = await api(`/games/${first!.id}/move/check`, to);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.problems).toEqual([]);
    expect([...checked.body.data.warnings].sort()).toEqual([
      'Away Ref marked 17/04/2027 unavailable',
      'Busy Ref: Already on a game at 10:00 (Court 1, Open Men Div 1)',
    ]);
    const moved = await api(`/games/${first!.id}/move`, to);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.warnings).toEqual(checked.body.data.warnings);
    expect(await ctx.db.refereeAssignment.count({ where: { gameId: first!.id } })).toBe(2);
  });
});

describe('swapping two games', () => {
  it('gives each game the other’s date, time and court, keeping both ids, and tells the managers', async () => {
    const { c1, games, managers } = await publishedDraw();
    const [, , third, fourth] = games;
    const checked = await api(`/games/${third!.id}/swap/check`, { game_id: fourth!.id });
    expect(checked.body.data).toEqual({ problems: [], warnings: [] });
    ctx.mail.messages.length = 0;
    const swapped = await api(`/games/${third!.id}/swap`, { game_id: fourth!.id });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(swapped.body.data).toMatchObject({ game_ids: [third!.id, fourth!.id], emailed: 4 });
    expect(await placeOf(third!.id)).toEqual({ date: '2027-04-10', time: '10:00', court: c1.id });
    expect(await placeOf(fourth!.id)).toEqual({ date: '2027-04-10', time: '09:00', court: c1.id });
    for (const manager of managers) await ctx.mail.waitFor((m) => m.to === manager.email);
    expect(await ctx.db.auditEntry.count({ where: { action: 'draw.game_swap', actorId: admin.id } })).toBe(1);
    // A game cannot swap with itself, nor with a game that breaks a rule there.
    const self = await api(`/games/${third!.id}/swap`, { game_id: third!.id });
    expect(self.status).toBe(422);
  });
});

describe('racing moves', () => {
  it('refuses a move whose check read the draw before another move of the division was published', async () => {
    const { c1, c2, games, teams } = await publishedDraw();
    const [antsBees, , antsCats] = games;
    const official = await createMember(ctx.db, { isRef: true, accessRef: ['referee'] });
    await ctx.db.refereeAssignment.create({
      data: { gameId: antsBees!.id, memberId: official.id, rosterType: 'referee' },
    });
    // The first move's check is held while it reads its official's availability (after it read
    // the games), until the second move, of the Ants' other game to the same hour, is published.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const hold = ctx.db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('LOCK TABLE "RefereeAvailability" IN ACCESS EXCLUSIVE MODE');
        holding();
        await released;
      },
      { timeout: 60_000 },
    );
    await held;
    const first = api(`/games/${antsBees!.id}/move`, {
      date: '2027-04-17',
      time: '10:00',
      court_id: c1.id,
    }).then((r) => r);
    await expect
      .poll(
        async () =>
          (
            await ctx.db.$queryRaw<Array<{ n: number }>>`
              SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND query LIKE '%RefereeAvailability%'`
          )[0]!.n,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const second = await api(`/games/${antsCats!.id}/move`, {
      date: '2027-04-17',
      time: '10:00',
      court_id: c2.id,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    release();
    await hold;
    const refused = await first;
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toBe(
      'The draw changed while the game was being moved: look again and choose its place.',
    );
    // The Ants play once at that hour.
    const ants = teams[0].id;
    const at = await ctx.db.game.findMany({
      where: {
        OR: [{ teamAId: ants }, { teamBId: ants }],
        startsAt: localInstant('2027-04-17', '10:00', TZ),
      },
    });
    expect(at).toHaveLength(1);
  });

  it('lets one of two moves onto the same free slot through, and refuses the other', async () => {
    const { c1, games } = await publishedDraw();
    const to = { date: '2027-04-17', time: '11:00', court_id: c1.id };
    const race = await Promise.all([
      api(`/games/${games[0]!.id}/move`, to),
      api(`/games/${games[1]!.id}/move`, to),
    ]);
    const statuses = race.map((r) => r.status).sort();
    expect(statuses[0], JSON.stringify(race.map((r) => r.body))).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const there = await Promise.all(games.slice(0, 2).map((g) => placeOf(g.id)));
    expect(
      there.filter((p) => p.date === '2027-04-17' && p.time === '11:00' && p.court === c1.id),
    ).toHaveLength(1);
    // The refused move left no draft waiting to be published.
    expect(
      await ctx.db.drawDraft.count({
        where: {
          seasonId: (
            await ctx.db.game.findUniqueOrThrow({
              where: { id: games[0]!.id },
              select: { division: { select: { seasonId: true } } },
            })
          ).division.seasonId,
          status: 'draft',
        },
      }),
    ).toBe(0);
  });
});
