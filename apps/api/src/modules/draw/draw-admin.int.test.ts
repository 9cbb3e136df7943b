// The console's draw through the API: staff set a season's time slots, blackout dates and team
// limits, generate a draft (nothing public yet), read its explanations, publish it (the public
// draw shows it and the managers are emailed), then repair it after a washout and a withdrawn
// team: played games and the officials of unmoved games stay, and the managers of moved games
// are told. Stale and racing publishes are refused; only competition staff and admins get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDrawResponse } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createDivision, createSeason, createTeams } from '../../../test/competition-factory.js';
import { localInstant, localIsoDate } from '../../lib/local-dates.js';
import { runDrawGenerations } from './draw-generation.service.js';

let ctx: TestContext;
let admin: { id: number };
let finance: { id: number };
let member: { id: number };
let venue: { id: number; name: string };
let courts: Array<{ id: number; name: string }>;
let venues = 0;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, actor = admin.id) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(actor));

const NAMES = ['Ants', 'Bees', 'Cats', 'Dogs', 'Eels'] as const;
const TZ = 'Australia/Sydney';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  member = await createMember(ctx.db);
});
afterAll(() => ctx?.close());

/**
 * A season starting Saturday 3 April 2027, Saturdays 09:00-11:00 on two courts of a venue of its
 * own (each test's draw has the courts to itself), and a division of five teams with managers.
 */
async function competition(divisionSettings: Record<string, unknown> = {}) {
  venue = await ctx.db.venue.create({ data: { name: `Draw Stadium ${++venues}`, state: 'NSW' } });
  courts = [];
  for (const name of ['Court 1', 'Court 2'])
    courts.push(await ctx.db.court.create({ data: { name, venueId: venue.id, sortOrder: courts.length } }));
  const season = await createSeason(ctx.db, { startDate: new Date('2027-04-03T00:00:00Z') });
  const division = await createDivision(ctx.db, season.id, divisionSettings);
  const teams = await createTeams(ctx.db, division.id, NAMES);
  const managers = [];
  for (const team of teams) {
    const manager = await createMember(ctx.db, { firstname: `Manager${team.name}` });
    await ctx.db.teamPosition.create({ data: { teamId: team.id, memberId: manager.id, role: 'manager' } });
    managers.push(manager);
  }
  const slots = await api('post', `/seasons/${season.id}/draw/slots`).send({
    venue_id: venue.id,
    weekday: 6,
    start_times: ['11:00', '09:00', '10:00'],
    game_minutes: 50,
    court_ids: courts.map((c) => c.id),
  });
  expect(slots.status, JSON.stringify(slots.body)).toBe(201);
  return { season, division, teams, managers };
}

/**
 * Asks for a draw (answered at once, generating), runs the draw-generation job as a process
 * would, and reads the draft it made.
 */
async function generate(seasonId: number, actorOrBody: number | object, body?: object) {
  const actor = typeof actorOrBody === 'number' ? actorOrBody : admin.id;
  const asked = await api('post', `/seasons/${seasonId}/draw/generate`, actor).send(
    (body ?? actorOrBody) as object,
  );
  if (asked.status !== 202) return asked;
  expect(asked.body.data).toMatchObject({ status: 'generating', games: [], failure: null });
  expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 1, failed: 0 });
  const draft = await api('get', `/draw-drafts/${asked.body.data.id}`, actor);
  // The log counts the games the job placed, under the staff member who asked.
  const logged = await ctx.db.auditEntry.findFirstOrThrow({
    where: { action: 'draw.generated', entityId: String(asked.body.data.id) },
  });
  expect(logged.actorId).toBe(actor);
  expect(logged.after).toMatchObject({ counts: draft.body.data.counts });
  return draft;
}

const publicDraw = async (seasonId: number, divisionId: number) => {
  const res = await ctx.api().get(`/api/draw/draw?season=${seasonId}&division=${divisionId}`).expect(200);
  return ZDrawResponse.parse(res.body).divisionDraw.rounds.flatMap((r) => r.groups.flatMap((g) => g.games));
};

type DraftGame = {
  id: number;
  action: string;
  game_id: number | null;
  round: number;
  date: string | null;
  time: string | null;
  court: string | null;
  team_a: string | null;
  team_b: string | null;
  bye: string | null;
  duty?: string | null;
  from: string | null;
  reasons: string[];
};

describe('the draw inputs', () => {
  it('keeps time slots and blackouts per season, offers the state’s public holidays, and audits each change', async () => {
    const { season } = await competition();
    const blackout = await api('post', `/seasons/${season.id}/draw/blackouts`).send({
      kind: 'school_holiday',
      from_date: '2027-04-10',
      to_date: '2027-04-24',
      reason: 'Term 1 holidays',
    });
    expect(blackout.status, JSON.stringify(blackout.body)).toBe(201);
    const setup = await api('get', `/seasons/${season.id}/draw`);
    expect(setup.status).toBe(200);
    expect(setup.body.data.state).toBe('NSW');
    expect(setup.body.data.slots).toEqual([
      {
        id: expect.any(Number),
        venue_id: venue.id,
        venue: venue.name,
        weekday: 6,
        on_date: null,
        start_times: ['09:00', '10:00', '11:00'],
        game_minutes: 50,
        courts: courts.map((c) => ({ id: c.id, name: c.name })),
      },
    ]);
    expect(setup.body.data.blackouts).toEqual([
      expect.objectContaining({
        kind: 'school_holiday',
        from_date: '2027-04-10',
        to_date: '2027-04-24',
        venue: null,
      }),
    ]);
    // New South Wales' holidays within a year of the season's start, from date-holidays.
    expect(setup.body.data.public_holidays).toContainEqual({
      date: '2027-04-26',
      name: 'Anzac Day (substitute day)',
      added: false,
    });
    expect(setup.body.data.public_holidays).toContainEqual({
      date: '2027-12-25',
      name: 'Christmas Day',
      added: false,
    });
    const entries = await ctx.db.auditEntry.findMany({
      where: { action: { startsWith: 'draw.' }, actorId: admin.id },
    });
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['draw.slot_create', 'draw.blackout_create']),
    );
  });

  it('refuses courts of another venue, a game running past midnight, a blackout ending before it starts and bad times', async () => {
    const { season } = await competition();
    const other = await ctx.db.venue.create({ data: { name: 'Elsewhere' } });
    const before = await ctx.db.drawSlotTemplate.count();
    const slot = {
      venue_id: other.id,
      weekday: 6,
      start_times: ['09:00'],
      game_minutes: 50,
      court_ids: [courts[0]!.id],
    };
    const wrongCourt = await api('post', `/seasons/${season.id}/draw/slots`).send(slot);
    expect(wrongCourt.status).toBe(422);
    expect(wrongCourt.body.errors).toEqual({ court_ids: ['Choose courts of Elsewhere.'] });
    const late = await api('post', `/seasons/${season.id}/draw/slots`).send({
      ...slot,
      venue_id: venue.id,
      start_times: ['23:30'],
    });
    expect(late.body.errors).toEqual({ game_minutes: ['The last game must end by midnight.'] });
    for (const bad of [
      { start_times: ['9am'] },
      { weekday: 7 },
      { start_times: [] },
      { court_ids: [courts[0]!.id, courts[0]!.id] },
    ]) {
      const res = await api('post', `/seasons/${season.id}/draw/slots`).send({
        ...slot,
        venue_id: venue.id,
        ...bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await ctx.db.drawSlotTemplate.count()).toBe(before);
    const backwards = await api('post', `/seasons/${season.id}/draw/blackouts`).send({
      kind: 'other',
      from_date: '2027-05-10',
      to_date: '2027-05-01',
      reason: 'Backwards',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ to_date: ['The last date cannot be before the first.'] });
  });

  it('refuses time slots that would put two games on one floor at once', async () => {
    // The season's Saturday slots: 09:00, 10:00 and 11:00 on Courts 1 and 2, games of 50 minutes.
    const { season } = await competition();
    const half = await ctx.db.court.create({
      data: { name: 'Court 1A', venueId: venue.id, parentCourtId: courts[0]!.id, sortOrder: 5 },
    });
    const before = await ctx.db.drawSlotTemplate.count({ where: { seasonId: season.id } });
    const post = (body: Record<string, unknown>) =>
      api('post', `/seasons/${season.id}/draw/slots`).send({
        venue_id: venue.id,
        weekday: 6,
        game_minutes: 50,
        ...body,
      });
    const close = await post({ start_times: ['12:00', '12:30'], court_ids: [courts[1]!.id] });
    expect(close.status).toBe(422);
    expect(close.body.errors).toEqual({
      start_times: [
        'The game at 12:30 would start before the one before it ends: start times must be at least 50 minutes apart.',
      ],
    });
    const both = await post({ start_times: ['13:00'], court_ids: [courts[0]!.id, half.id] });
    expect(both.body.errors).toEqual({
      court_ids: ['Court 1 and Court 1A share a floor: choose the full court or its halves.'],
    });
    const overlap = await post({ start_times: ['10:30'], court_ids: [half.id] });
    expect(overlap.body.errors).toEqual({
      start_times: [
        'Court 1 already has a game from 10:00 in the season’s Saturday time slots: the game at 10:30 on Court 1A would overlap it.',
      ],
    });
    expect(await ctx.db.drawSlotTemplate.count({ where: { seasonId: season.id } })).toBe(before);

    // After the last game, or on another day, the half court is free; slots changed in place do
    // not clash with themselves.
    expect((await post({ start_times: ['12:00'], court_ids: [half.id] })).status).toBe(201);
    expect((await post({ start_times: ['10:00'], court_ids: [half.id], weekday: 0 })).status).toBe(201);
    const first = await ctx.db.drawSlotTemplate.findFirstOrThrow({
      where: { seasonId: season.id, weekday: 6 },
      orderBy: { id: 'asc' },
    });
    const changed = await api('put', `/draw/slots/${first.id}`).send({
      venue_id: venue.id,
      weekday: 6,
      start_times: ['09:00', '10:00', '11:00'],
      game_minutes: 45,
      court_ids: courts.map((c) => c.id),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // Made longer, its last game would run into the half court's 12:00 game.
    const longer = await api('put', `/draw/slots/${first.id}`).send({
      venue_id: venue.id,
      weekday: 6,
      start_times: ['09:00', '10:00', '11:00'],
      game_minutes: 70,
      court_ids: courts.map((c) => c.id),
    });
    expect(longer.status).toBe(422);
  });

  it('saves a team’s limits as one change, both ways for clashes, and refuses a clash with itself', async () => {
    const { teams } = await competition();
    const [ants, bees] = teams;
    const saved = await api('put', `/teams/${ants.id}/draw-limits`).send({
      not_before: '10:00',
      not_after: null,
      unavailable: [{ date: '2027-04-10', reason: 'Carnival' }],
      clashes: [{ team_id: bees.id, reason: 'Same coach' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      not_before: '10:00',
      unavailable: [{ date: '2027-04-10', from: null, to: null, reason: 'Carnival' }],
      clashes: [{ team_id: bees.id, team: 'Bees', reason: 'Same coach' }],
    });
    const fromBees = await api('get', `/teams/${bees.id}/draw-limits`);
    expect(fromBees.body.data.clashes).toEqual([expect.objectContaining({ team_id: ants.id, team: 'Ants' })]);
    const self = await api('put', `/teams/${ants.id}/draw-limits`).send({
      not_before: null,
      not_after: null,
      unavailable: [],
      clashes: [{ team_id: ants.id }],
    });
    expect(self.status).toBe(422);
    expect((await api('get', `/teams/${ants.id}/draw-limits`)).body.data.not_before).toBe('10:00');
  });
});

describe('generating and publishing', () => {
  it('makes a draft nobody else sees, explains it, and publishes it to the public draw with the managers emailed', async () => {
    const { season, division, managers } = await competition();
    // 17 April: no games (the round after it moves to the 24th).
    await api('post', `/seasons/${season.id}/draw/blackouts`).send({
      kind: 'other',
      from_date: '2027-04-17',
      reason: 'State championships',
    });
    const res = await generate(season.id, {
      division_ids: [division.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const draft = res.body.data as {
      id: number;
      counts: Record<string, number>;
      games: DraftGame[];
      skipped_dates: unknown[];
      fairness: Array<{ byes: number; games: number; longest_home_run: number }>;
    };
    // Five teams, once each: five rounds of two games and a bye.
    expect(draft.counts).toEqual({ create: 15, move: 0, keep: 0, remove: 0, unplaced: 0 });
    const games = draft.games.filter((g) => g.team_a);
    expect(new Set(games.map((g) => [g.team_a, g.team_b].sort().join('-'))).size).toBe(10);
    expect([...new Set(games.map((g) => g.date))].sort()).toEqual([
      '2027-04-03',
      '2027-04-10',
      '2027-04-24',
      '2027-05-01',
      '2027-05-08',
    ]);
    expect(draft.skipped_dates).toEqual([
      {
        division: division.name,
        date: '2027-04-17',
        reasons: [expect.stringContaining('State championships')],
      },
    ]);
    expect(draft.fairness.map((t) => t.byes)).toEqual([1, 1, 1, 1, 1]);
    expect(draft.fairness.every((t) => t.games === 4 && t.longest_home_run <= 2)).toBe(true);

    // A draft is not the draw: the public sees nothing until it is published.
    expect(await publicDraw(season.id, division.id)).toEqual([]);
    const published = await api('post', `/draw-drafts/${draft.id}/publish`).send({});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({
      status: 'published',
      created: 15,
      moved: 0,
      removed: 0,
      emailed: 5,
    });
    await expect.poll(async () => (await publicDraw(season.id, division.id)).length).toBe(15);
    const mail = await ctx.mail.waitFor((m) => m.to === (managers[0] as { email: string }).email);
    expect(mail.subject).toContain('Draw published: Ants');
    expect(mail.text).toMatch(
      /Round 1 v \w+: Sat 03\/04\/2027 \d\d:\d\d at Draw Stadium \d+, Court \d|Round 1: bye/,
    );
    // Publishing twice is refused.
    expect((await api('post', `/draw-drafts/${draft.id}/publish`).send({})).status).toBe(409);
    const audit = await ctx.db.auditEntry.findFirst({
      where: { action: 'draw.publish', entityId: String(draft.id) },
    });
    expect(audit?.after).toMatchObject({ created: 15, moved: 0, removed: 0 });
  });

  it("plays a round's games one after another on a court, so each has a duty team, and says so", async () => {
    const { season, division } = await competition({ dutyTeams: true });
    const res = await generate(season.id, { division_ids: [division.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const draft = res.body.data as { games: DraftGame[]; duty_coverage: unknown };
    // Five teams: each round's two games at 09:00 and 10:00 on one court, the first start times.
    const games = draft.games.filter((g) => g.team_a);
    for (const date of new Set(games.map((g) => g.date))) {
      const round = games.filter((g) => g.date === date);
      expect(round.map((g) => g.time).sort()).toEqual(['09:00', '10:00']);
      expect(new Set(round.map((g) => g.court)).size).toBe(1);
    }
    expect(games.every((g) => g.duty !== null)).toBe(true);
    expect(draft.duty_coverage).toEqual({ games: 10, with_duty_team: 10, teams_on_duty_twice_a_day: 0 });
    // A division without duty teams counts no games.
    const other = await competition();
    const without = await generate(other.season.id, { division_ids: [other.division.id] });
    expect(without.body.data.duty_coverage).toEqual({
      games: 0,
      with_duty_team: 0,
      teams_on_duty_twice_a_day: 0,
    });
  });

  it('leaves the times court hire has booked free: the same draw moves off them', async () => {
    const { season, division } = await competition();
    const draw = async () => {
      const res = await generate(season.id, {
        division_ids: [division.id],
        seed: 7,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const games = (res.body.data as { games: DraftGame[] }).games;
      return games.filter((g) => g.team_a && g.date === '2027-04-03');
    };
    // Without bookings the first Saturday's games take its early slots.
    const before = await draw();
    expect(before).toHaveLength(2);
    expect(before.some((g) => g.time !== '11:00')).toBe(true);

    // Both courts hired from 09:00 to 11:00 that day (a live booking, paid or being paid).
    const sport = await ctx.db.bookingSport.create({ data: { venueId: venue.id, name: 'Basketball' } });
    const type = await ctx.db.bookingType.create({ data: { name: 'Hire', slug: `hire-${venue.id}` } });
    for (const [court, status] of [
      [courts[0]!, 'booked'],
      [courts[1]!, 'pending'],
    ] as const)
      await ctx.db.booking.create({
        data: {
          memberId: member.id,
          courtId: court.id,
          startsAt: localInstant('2027-04-03', '09:00', TZ),
          endsAt: localInstant('2027-04-03', '11:00', TZ),
          sportId: sport.id,
          typeId: type.id,
          priceCents: 5_000,
          status,
        },
      });
    const after = await draw();
    expect(after.map((g) => g.time)).toEqual(['11:00', '11:00']);
  });

  it('keeps a team off the times a team of another division it shares players with plays', async () => {
    const { season, division, teams } = await competition();
    const ants = teams[0];
    // Owls, of a division already drawn, play at another venue 09:00-10:50 every Saturday, and
    // all morning on 10 April; Ants share their coach.
    const other = await createDivision(ctx.db, season.id, { name: 'Open Women Div 1' });
    const [owls, pigs] = await createTeams(ctx.db, other.id, ['Owls', 'Pigs']);
    const away = await ctx.db.venue.create({ data: { name: `Far Stadium ${++venues}`, state: 'NSW' } });
    const farCourt = await ctx.db.court.create({ data: { name: 'Court 1', venueId: away.id } });
    for (const [i, date] of ['2027-04-03', '2027-04-10', '2027-04-17', '2027-04-24', '2027-05-01'].entries())
      await ctx.db.game.create({
        data: {
          divisionId: other.id,
          round: i + 1,
          courtId: farCourt.id,
          teamAId: owls.id,
          teamBId: pigs.id,
          startsAt: localInstant(date, '09:00', TZ),
          endsAt: localInstant(date, date === '2027-04-10' ? '12:00' : '10:50', TZ),
        },
      });
    await api('put', `/teams/${ants.id}/draw-limits`).send({
      not_before: null,
      not_after: null,
      unavailable: [],
      clashes: [{ team_id: owls.id, reason: 'Same coach' }],
    });
    const res = await generate(season.id, { division_ids: [division.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const games = (res.body.data.games as DraftGame[]).filter(
      (g) => g.team_a === 'Ants' || g.team_b === 'Ants',
    );
    const placed = games.filter((g) => g.action === 'create');
    expect(placed.length).toBeGreaterThan(0);
    for (const g of placed) expect(g.time, JSON.stringify(g)).toBe('11:00');
    // Ants have one bye in five rounds (not on 10 April with this seed): their game that day
    // has no slot, and the reason names the other team.
    expect(placed).toHaveLength(3);
    const unplaced = games.filter((g) => g.action === 'unplaced');
    expect(unplaced.map((g) => [g.date, g.reasons])).toEqual([
      [
        null,
        ['Ants share players or a coach with Owls, who play at 09:00-12:00 on 10/04/2027: 6 of 6 slots'],
      ],
    ]);
  });

  it('keeps each team’s limits: a start time, unplayable dates (games listed with the reason) and a clash', async () => {
    const { season, division, teams } = await competition();
    const [ants, bees, cats] = teams;
    await api('put', `/teams/${ants.id}/draw-limits`).send({
      not_before: '10:00',
      not_after: null,
      unavailable: [],
      clashes: [{ team_id: bees.id }],
    });
    // Two dates: Cats has one bye in five rounds, so at least one of them is a game of theirs.
    await api('put', `/teams/${cats.id}/draw-limits`).send({
      not_before: null,
      not_after: null,
      unavailable: [{ date: '2027-04-10' }, { date: '2027-04-17' }],
      clashes: [],
    });
    const res = await generate(season.id, {
      division_ids: [division.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const games = (res.body.data.games as DraftGame[]).filter((g) => g.team_a);
    const placed = games.filter((g) => g.action === 'create');
    const playing = (g: DraftGame, team: string) => g.team_a === team || g.team_b === team;
    for (const g of placed.filter((x) => playing(x, 'Ants')))
      expect(g.time! >= '10:00', JSON.stringify(g)).toBe(true);
    for (const date of new Set(placed.map((g) => g.date))) {
      const day = placed.filter((g) => g.date === date);
      const [a, b] = [day.find((g) => playing(g, 'Ants')), day.find((g) => playing(g, 'Bees'))];
      if (a && b && a !== b) expect(a.time, date!).not.toBe(b.time);
    }
    expect(
      placed.filter((g) => playing(g, 'Cats') && ['2027-04-10', '2027-04-17'].includes(g.date!)),
    ).toEqual([]);
    const unplaced = games.filter((g) => g.action === 'unplaced');
    expect(unplaced.length).toBeGreaterThan(0);
    for (const g of unplaced) {
      expect(playing(g, 'Cats')).toBe(true);
      expect(g.reasons).toEqual([
        expect.stringMatching(/^Cats cannot play on 1[07]\/04\/2027: 6 of 6 slots$/),
      ]);
    }

    // Publishing leaves unplaced games out only when staff say so.
    const refused = await api('post', `/draw-drafts/${res.body.data.id}/publish`).send({});
    expect(refused.status).toBe(422);
    expect(await ctx.db.game.count({ where: { divisionId: division.id } })).toBe(0);
    const left = await api('post', `/draw-drafts/${res.body.data.id}/publish`).send({ leave_unplaced: true });
    expect(left.status).toBe(200);
    expect(await ctx.db.game.count({ where: { divisionId: division.id, teamAId: { not: null } } })).toBe(
      placed.length,
    );
  });

  it('refuses a division of another season, a season without time slots, and staff of other areas', async () => {
    const { season } = await competition();
    const other = await createSeason(ctx.db, { startDate: new Date('2027-04-03T00:00:00Z') });
    const elsewhere = await createDivision(ctx.db, other.id);
    await createTeams(ctx.db, elsewhere.id, ['X', 'Y']);
    const wrong = await generate(season.id, {
      division_ids: [elsewhere.id],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ division_ids: ['Choose divisions of this season.'] });
    const noSlots = await generate(other.id, {
      division_ids: [elsewhere.id],
    });
    expect(noSlots.status).toBe(422);
    expect(noSlots.body.message).toMatch(/no time slots/);
    expect(await ctx.db.drawDraft.count({ where: { seasonId: { in: [season.id, other.id] } } })).toBe(0);
    for (const actor of [finance.id, member.id]) {
      const res = await generate(season.id, actor, {
        division_ids: 'not even a list',
      });
      expect(res.status).toBe(403);
    }
  });
});

describe('repairing', () => {
  /** A published draw of the five teams with round 1 played and an official on a round 3 game. */
  async function publishedSeason() {
    const setup = await competition();
    const generated = await generate(setup.season.id, {
      division_ids: [setup.division.id],
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect((await api('post', `/draw-drafts/${generated.body.data.id}/publish`).send({})).status).toBe(200);
    const games = await ctx.db.game.findMany({
      where: { divisionId: setup.division.id, teamAId: { not: null } },
      orderBy: { startsAt: 'asc' },
    });
    for (const g of games.filter((x) => x.round === 1))
      await ctx.db.gameResult.create({ data: { gameId: g.id, scoreA: 50, scoreB: 40 } });
    const referee = await createMember(ctx.db);
    const round3 = games.find((g) => g.round === 3)!;
    await ctx.db.refereeAssignment.create({
      data: { gameId: round3.id, memberId: referee.id, rosterType: 'referee' },
    });
    return { ...setup, games, round3 };
  }

  it('moves only the washed-out round, never a played game, keeping the officials of unmoved games', async () => {
    const { season, division, teams, games, round3, managers } = await publishedSeason();
    const round2 = games.filter((g) => g.round === 2);
    ctx.mail.messages.length = 0;
    const res = await api('post', `/seasons/${season.id}/draw/repair`).send({
      washout: { date: '2027-04-10' },
      reason: 'Stadium flooded',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const draft = res.body.data as { id: number; counts: Record<string, number>; games: DraftGame[] };
    const moved = draft.games.filter((g) => g.action === 'move');
    expect(moved.map((g) => g.game_id).sort()).toEqual(round2.map((g) => g.id).sort());
    // The repair's reason is the log entry's reason, which the log's search finds.
    const auditor = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const found = await api('get', '/audit?q=stadium%20flooded', auditor.id);
    expect(found.status).toBe(200);
    expect(found.body.data.entries).toContainEqual(
      expect.objectContaining({
        action: 'draw.repair',
        entity_id: String(draft.id),
        reason: 'Stadium flooded',
      }),
    );
    for (const g of moved) {
      expect(g.date! > '2027-05-01', JSON.stringify(g)).toBe(true);
      expect(g.from).toMatch(/^Sat 10\/04\/2027 \d\d:\d\d, Court \d$/);
    }
    // Nothing changes until it is published.
    expect((await ctx.db.game.findUniqueOrThrow({ where: { id: round2[0]!.id } })).startsAt).toEqual(
      round2[0]!.startsAt,
    );
    const published = await api('post', `/draw-drafts/${draft.id}/publish`).send({});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ moved: round2.length, created: 0, removed: 0 });
    const after = await ctx.db.game.findMany({
      where: { divisionId: division.id },
      include: { refereeAssignments: true },
    });
    for (const g of games.filter((x) => x.round !== 2)) {
      const now = after.find((x) => x.id === g.id)!;
      expect(now.startsAt).toEqual(g.startsAt);
      expect(now.courtId).toBe(g.courtId);
    }
    expect(after.find((g) => g.id === round3.id)!.refereeAssignments).toHaveLength(1);
    // The managers of the moved games' teams hear of it; the others do not.
    const movedTeams = new Set(round2.flatMap((g) => [g.teamAId, g.teamBId]));
    const mail = await ctx.mail.waitFor((m) => m.subject.startsWith('Draw changes'));
    expect(mail.text).toContain('Stadium flooded');
    expect(mail.text).toMatch(
      /now \w{3} \d\d\/\d\d\/2027 \d\d:\d\d at Draw Stadium \d+, Court \d \(was Sat 10\/04\/2027/,
    );
    await expect
      .poll(() => ctx.mail.messages.filter((m) => m.subject.startsWith('Draw changes')).length)
      .toBe(movedTeams.size);
    const movedManagers = managers.filter((_, i) => movedTeams.has(teams[i]!.id));
    expect(
      ctx.mail.messages
        .filter((m) => m.subject.startsWith('Draw changes'))
        .map((m) => m.to)
        .sort(),
    ).toEqual(movedManagers.map((m) => (m as { email: string }).email).sort());
  });

  it('lists the officials a repair takes off, emails them, and their roster and calendar feed follow', async () => {
    const { season, games } = await publishedSeason();
    const round2 = games.filter((g) => g.round === 2);
    const official = await createMember(ctx.db, {
      firstname: 'Olive',
      lastname: 'Whistle',
      isRef: true,
      accessRef: ['referee'],
    });
    for (const g of round2)
      await ctx.db.refereeAssignment.create({
        data: { gameId: g.id, memberId: official.id, rosterType: 'referee' },
      });
    const roster = async () =>
      (
        await ctx
          .api()
          .post('/api/referee/roster')
          .set('authorization', bearer(official.id))
          .send({ season: season.id, roster: 'my', dates: ['2027-04-10'] })
          .expect(200)
      ).body.data as unknown[];
    expect(await roster()).toHaveLength(round2.length);
    // The official's calendar feed shows officiating on published roster dates.
    await ctx.db.rosterPublication.create({
      data: { seasonId: season.id, date: new Date('2027-04-10T00:00:00Z') },
    });
    const address = await ctx
      .api()
      .get('/api/member/calendar-feed')
      .set('authorization', bearer(official.id));
    const feed = async () =>
      (
        await ctx
          .api()
          .get(new URL(address.body.data.https_url as string).pathname)
          .expect(200)
      ).text;
    for (const g of round2) expect(await feed()).toContain(`UID:referee-${g.id}-referee@`);
    ctx.mail.messages.length = 0;
    const res = await api('post', `/seasons/${season.id}/draw/repair`).send({
      washout: { date: '2027-04-10' },
      reason: 'Roof leak',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The preview names the officials publishing takes off, game by game.
    expect(res.body.data.officials_affected).toHaveLength(round2.length);
    expect(res.body.data.officials_affected[0]).toEqual({
      game_id: expect.any(Number),
      name: 'Olive Whistle',
      role: 'referee',
      game: expect.stringMatching(/^Round 2 \w+ v \w+, Sat 10\/04\/2027 \d\d:\d\d, Court \d$/),
    });
    const published = await api('post', `/draw-drafts/${res.body.data.id}/publish`).send({});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ officials_emailed: 1 });
    const mail = await ctx.mail.waitFor((m) => m.to === (official as { email: string }).email);
    expect(mail.subject).toContain('Taken off games');
    expect(mail.text).toContain('Roof leak');
    expect(mail.text).toMatch(
      /Round 2 \w+ v \w+ \(referee\), Sat 10\/04\/2027 \d\d:\d\d at Draw Stadium \d+, Court \d: moved to \w{3} /,
    );
    // The roster reads the allocations: the moved games are no longer the official's.
    expect(await roster()).toEqual([]);
    expect(await feed()).not.toContain('UID:referee-');
    expect(await ctx.db.refereeAssignment.count({ where: { memberId: official.id } })).toBe(0);
  });

  it('takes out a withdrawn team’s unplayed games, gives its opponents byes and keeps its played ones', async () => {
    const { season, division, teams, games } = await publishedSeason();
    const eels = teams[4];
    const res = await api('post', `/seasons/${season.id}/draw/repair`).send({
      withdrawn_team_ids: [eels.id],
      reason: 'Eels withdrew',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const draft = res.body.data as { id: number; games: DraftGame[] };
    const eelsGames = games.filter((g) => g.teamAId === eels.id || g.teamBId === eels.id);
    const unplayed = eelsGames.filter((g) => g.round !== 1);
    expect(
      draft.games
        .filter((g) => g.action === 'remove')
        .map((g) => g.game_id)
        .sort(),
    ).toEqual(unplayed.map((g) => g.id).sort());
    expect(draft.games.filter((g) => g.action === 'create' && g.bye).length).toBe(unplayed.length);
    expect((await api('post', `/draw-drafts/${draft.id}/publish`).send({})).status).toBe(200);
    const left = await ctx.db.game.findMany({
      where: { divisionId: division.id, OR: [{ teamAId: eels.id }, { teamBId: eels.id }] },
    });
    expect(left.map((g) => g.round)).toEqual(eelsGames.filter((g) => g.round === 1).map((g) => g.round));
  });

  it('re-places the games a new blackout or court closure takes, and no other', async () => {
    const { season, games, round3 } = await publishedSeason();
    const dateOf = (g: { startsAt: Date }) => localIsoDate(g.startsAt, TZ);
    const round4 = games.filter((g) => g.round === 4);
    const round5 = games.filter((g) => g.round === 5);
    const blackedOut = dateOf(round4[0]!);
    const closedDay = dateOf(round5[0]!);
    // After publishing: a blackout on round 4's day, and Court 1 closed all of round 5's day.
    expect(
      (
        await api('post', `/seasons/${season.id}/draw/blackouts`).send({
          kind: 'other',
          from_date: blackedOut,
          reason: 'Stadium booked for an expo',
        })
      ).status,
    ).toBe(201);
    const closure = await ctx
      .api()
      .post('/api/admin/court-closures')
      .set('authorization', bearer(admin.id))
      .send({
        court_id: courts[0]!.id,
        start_date: closedDay,
        start_time: '00:00',
        end_time: '24:00',
        reason: 'Leaking roof',
      });
    expect(closure.status, JSON.stringify(closure.body)).toBe(201);

    const res = await api('post', `/seasons/${season.id}/draw/repair`).send({ reason: 'Expo and roof' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const draft = res.body.data as { id: number; games: DraftGame[] };
    const taken = [...round4, ...round5.filter((g) => g.courtId === courts[0]!.id)];
    expect(taken.length).toBeGreaterThan(round4.length);
    const moved = draft.games.filter((g) => g.action === 'move');
    expect(moved.map((g) => g.game_id).sort()).toEqual(taken.map((g) => g.id).sort());
    for (const g of moved) {
      expect(g.date, JSON.stringify(g)).not.toBe(blackedOut);
      expect(g.date === closedDay && g.court === 'Court 1', JSON.stringify(g)).toBe(false);
    }
    // The fairness of the draw the repair leaves: every team still plays four games with one bye.
    const fairness = (res.body.data as { fairness: Array<{ games: number; unplaced: number; byes: number }> })
      .fairness;
    expect(fairness.map((t) => [t.games + t.unplaced, t.byes])).toEqual([
      [4, 1],
      [4, 1],
      [4, 1],
      [4, 1],
      [4, 1],
    ]);

    expect((await api('post', `/draw-drafts/${draft.id}/publish`).send({})).status).toBe(200);
    const official = await ctx.db.refereeAssignment.count({ where: { gameId: round3.id } });
    expect(official).toBe(1);
  });

  it('refuses a stale draft and lets one of two racing publishes through', async () => {
    const { season } = await publishedSeason();
    const first = await api('post', `/seasons/${season.id}/draw/repair`).send({
      washout: { date: '2027-04-10' },
      reason: 'Rain',
    });
    const second = await api('post', `/seasons/${season.id}/draw/repair`).send({
      washout: { date: '2027-04-17' },
      reason: 'Rain',
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const race = await Promise.all([
      api('post', `/draw-drafts/${first.body.data.id}/publish`).send({}),
      api('post', `/draw-drafts/${first.body.data.id}/publish`).send({}),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    // The second draft was made from the draw before the first was published.
    const stale = await api('post', `/draw-drafts/${second.body.data.id}/publish`).send({});
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'The published draw has changed since this draft was made: make a new one.',
    );
  });
});

describe('CSV', () => {
  const HEADER =
    'Game id,Division,Round,Final,Date,Time,Minutes,Venue,Court,Home,Away,Bye,Duty,Double points';
  const download = async (seasonId: number) => {
    const file = await api('get', `/seasons/${seasonId}/draw.csv`);
    expect(file.status).toBe(200);
    return file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
  };

  it('exports the published draw with each game’s id, its finals and untimed byes, and reads it back keeping every game', async () => {
    const { season, division } = await competition({ finalsFormat: 'top_four' });
    const generated = await generate(season.id, {
      division_ids: [division.id],
    });
    await api('post', `/draw-drafts/${generated.body.data.id}/publish`).send({});
    const finals = await api('post', `/divisions/${division.id}/finals`).send({
      reason: 'Finals venue booked',
    });
    expect((await api('post', `/draw-drafts/${finals.body.data.id}/publish`).send({})).status).toBe(200);
    const file = await api('get', `/seasons/${season.id}/draw.csv`);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = await download(season.id);
    expect(lines[0]).toBe(HEADER);
    // Ten games and five byes, then the two semi finals and the grand final.
    expect(lines).toHaveLength(19);
    const games = await ctx.db.game.findMany({ where: { divisionId: division.id } });
    expect(
      lines
        .slice(1)
        .map((l) => Number(l.split(',')[0]))
        .sort(),
    ).toEqual(games.map((g) => g.id).sort());
    expect(lines[1]).toMatch(
      /^\d+,Open Men Div 1,1,,03\/04\/2027,\d\d:\d\d,50,Draw Stadium \d+,Court \d,\w+,\w+,,,No$/,
    );
    // A bye has no time, minutes or place.
    const byes = lines.filter((l) => /,,,,,,\w+,,No$/.test(l));
    expect(byes).toHaveLength(5);
    for (const bye of byes) expect(bye).toMatch(/^\d+,Open Men Div 1,\d,,\d\d\/\d\d\/2027,,,,,,,\w+,,No$/);
    expect(
      lines
        .slice(-3)
        .map((l) => l.split(',')[3])
        .sort(),
    ).toEqual(['GF', 'SF1', 'SF2']);
    expect(lines.at(-1)).toMatch(/^\d+,Open Men Div 1,7,GF,.*,Winner SF1,Winner SF2,,,No$/);

    const back = await api('post', `/seasons/${season.id}/draw/import`).send({ csv: file.text });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.data.counts).toEqual({ create: 0, move: 0, keep: 18, remove: 0, unplaced: 0 });
    // The draft of a file has its fairness report too, the same as the generated draft's.
    const fairness = (d: { fairness: Array<Record<string, unknown>> }) =>
      d.fairness.map(({ team_id, games, byes, early_games, late_games, venue_changes }) => ({
        team_id,
        games,
        byes,
        early_games,
        late_games,
        venue_changes,
      }));
    expect(fairness(back.body.data)).toEqual(fairness(generated.body.data));
    expect(back.body.data.fairness.map((t: { games: number }) => t.games)).toEqual([4, 4, 4, 4, 4]);
    expect(back.body.data.duty_coverage).toEqual(generated.body.data.duty_coverage);
    expect(back.body.data.duty_coverage).toEqual({
      games: 0,
      with_duty_team: 0,
      teams_on_duty_twice_a_day: 0,
    });
    // A file without the finals leaves them be; one without ids (an older export) matches by place.
    const older = lines
      .filter((l) => !/,(SF\d|GF),/.test(l))
      .map((l) => l.replace(/^[^,]*,/, ''))
      .join('\n');
    const again = await api('post', `/seasons/${season.id}/draw/import`).send({ csv: older });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.counts).toEqual({ create: 0, move: 0, keep: 15, remove: 0, unplaced: 0 });
    expect((await api('post', `/draw-drafts/${again.body.data.id}/publish`).send({})).status).toBe(200);
    expect(await ctx.db.game.count({ where: { divisionId: division.id, finalStage: { not: 'none' } } })).toBe(
      3,
    );
  });

  it('moves the game whose line changes, keeping its id, official and scorer, and tells its managers of the change', async () => {
    const { season, division, teams, managers } = await competition();
    const generated = await generate(season.id, { division_ids: [division.id] });
    await api('post', `/draw-drafts/${generated.body.data.id}/publish`).send({});
    const game = await ctx.db.game.findFirstOrThrow({
      where: { divisionId: division.id, round: 1, teamAId: { not: null } },
      orderBy: { id: 'asc' },
    });
    const official = await createMember(ctx.db, { isRef: true, accessRef: ['referee'] });
    const scorer = await createMember(ctx.db);
    await ctx.db.refereeAssignment.create({
      data: { gameId: game.id, memberId: official.id, rosterType: 'referee' },
    });
    await ctx.db.gameScorer.create({ data: { gameId: game.id, memberId: scorer.id, grantedById: admin.id } });
    const lines = await download(season.id);
    // Its line moves it to a free Saturday, another of its round's lines is dropped, one is added.
    const other = await ctx.db.game.findFirstOrThrow({
      where: { divisionId: division.id, round: 2, teamAId: { not: null } },
    });
    const edited = lines
      .filter((l) => !l.startsWith(`${other.id},`))
      .map((l) => (l.startsWith(`${game.id},`) ? l.replace(/03\/04\/2027,\d\d:\d\d/, '05/06/2027,09:00') : l))
      .concat(`,Open Men Div 1,6,,12/06/2027,09:00,50,${venue.name},Court 2,Ants,Eels,,,No`);
    const res = await api('post', `/seasons/${season.id}/draw/import`).send({ csv: edited.join('\n') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.counts).toEqual({ create: 1, move: 1, keep: 13, remove: 1, unplaced: 0 });
    const moved = (res.body.data.games as DraftGame[]).find((g) => g.action === 'move')!;
    expect(moved).toMatchObject({ game_id: game.id, date: '2027-06-05', time: '09:00' });
    expect((res.body.data.games as DraftGame[]).find((g) => g.action === 'remove')!.game_id).toBe(other.id);
    // Its official stays on it: the preview takes nobody off.
    expect(res.body.data.officials_affected).toEqual([]);

    ctx.mail.messages.length = 0;
    const published = await api('post', `/draw-drafts/${res.body.data.id}/publish`).send({});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ created: 1, moved: 1, removed: 1, officials_emailed: 1 });
    const after = await ctx.db.game.findUniqueOrThrow({
      where: { id: game.id },
      include: { refereeAssignments: true, scorers: true },
    });
    expect(localIsoDate(after.startsAt, TZ)).toBe('2027-06-05');
    expect(after.refereeAssignments.map((a) => a.memberId)).toEqual([official.id]);
    expect(after.scorers.map((s) => s.memberId)).toEqual([scorer.id]);

    const managerOf = (teamId: number | null) =>
      managers[teams.findIndex((t) => t.id === teamId)] as unknown as { email: string };
    const home = managerOf(game.teamAId);
    // The first publish's email may still be on its way: this one is the changes'.
    const mail = await ctx.mail.waitFor((m) => m.to === home.email && /^Draw changes: /.test(m.subject));
    expect(mail.text).toMatch(/The draw has changed for \w+:/);
    expect(mail.text).toMatch(
      /Round 1 v \w+: now Sat 05\/06\/2027 09:00 at Draw Stadium \d+, Court \d \(was Sat 03\/04\/2027 \d\d:\d\d at Draw Stadium \d+, Court \d\)/,
    );
    expect(ctx.mail.messages.map((m) => m.text).join('\n')).not.toContain('cancelled (was Sat 03/04');
    // The official, still on it, is told the new time.
    const told = await ctx.mail.waitFor((m) => m.to === (official as { email: string }).email);
    expect(told.subject).toMatch(/^A game you officiate has moved - /);
    expect(told.text).toMatch(
      /Round 1 \w+ v \w+ \(referee\): now Sat 05\/06\/2027 09:00 at Draw Stadium \d+, Court \d \(was Sat 03\/04\/2027 /,
    );
  });

  it('reports every line to correct, by number, and writes nothing', async () => {
    const { season } = await competition();
    const drafts = await ctx.db.drawDraft.count();
    const csv = [
      'Division,Round,Date,Time,Minutes,Venue,Court,Home,Away,Bye,Duty,Double points',
      `Open Men Div 1,1,03/04/2027,09:00,50,${venue.name},Court 1,Ants,Bees,,,No`,
      `Open Men Div 1,1,31/02/2027,09:00,50,${venue.name},Court 1,Ants,Nobody,,,No`,
      `Open Men Div 9,1,03/04/2027,09:00,50,${venue.name},Court 1,Ants,Bees,,,No`,
      'Open Men Div 1,1,03/04/2027,09:00,50,Nowhere,Court 1,Cats,Dogs,,,No',
    ].join('\n');
    const res = await api('post', `/seasons/${season.id}/draw/import`).send({ csv });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'line 3': ['Date must be DD/MM/YYYY.', 'Away: no team "Nobody" in Open Men Div 1.'],
      'line 4': ['No division "Open Men Div 9" in the season.'],
      'line 5': ['No venue "Nowhere".'],
    });
    // Two games on one court at once, and a team twice at once.
    const clash = [
      'Division,Round,Date,Time,Minutes,Venue,Court,Home,Away,Bye,Duty,Double points',
      `Open Men Div 1,1,03/04/2027,09:00,50,${venue.name},Court 1,Ants,Bees,,,No`,
      `Open Men Div 1,1,03/04/2027,09:00,50,${venue.name},Court 1,Cats,Dogs,,,No`,
      `Open Men Div 1,2,03/04/2027,09:00,50,${venue.name},Court 2,Ants,Eels,,,No`,
    ].join('\n');
    const twice = await api('post', `/seasons/${season.id}/draw/import`).send({ csv: clash });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({
      'line 3': ["The court already holds line 2's game then."],
      'line 4': ["A team already plays line 2's game then."],
    });
    expect(await ctx.db.drawDraft.count()).toBe(drafts);
  });

  it('refuses a line outside the season, off the time slots or naming no game, by its number, and writes nothing', async () => {
    const { season } = await competition();
    const blackout = await api('post', `/seasons/${season.id}/draw/blackouts`).send({
      kind: 'other',
      from_date: '2027-04-17',
      to_date: '2027-04-17',
      reason: 'Floor resurfacing',
    });
    expect(blackout.status, JSON.stringify(blackout.body)).toBe(201);
    const drafts = await ctx.db.drawDraft.count();
    const at = `${venue.name},Court 1`;
    const csv = [
      HEADER,
      `,Open Men Div 1,1,,03/04/2027,09:00,50,${at},Ants,Bees,,,No`,
      `,Open Men Div 1,1,,27/03/2027,09:00,50,${at},Cats,Dogs,,,No`,
      `,Open Men Div 1,2,,10/04/2027,09:30,50,${at},Ants,Cats,,,No`,
      `,Open Men Div 1,2,,11/04/2027,10:00,50,${venue.name},Court 2,Bees,Dogs,,,No`,
      `,Open Men Div 1,3,,17/04/2027,09:00,50,${at},Ants,Dogs,,,No`,
      `,Open Men Div 1,4,,08/04/2028,09:00,50,${at},Ants,Eels,,,No`,
      `999999,Open Men Div 1,4,,24/04/2027,09:00,50,${at},Bees,Eels,,,No`,
    ].join('\n');
    const res = await api('post', `/seasons/${season.id}/draw/import`).send({ csv });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The file has 6 lines to correct.');
    expect(res.body.errors).toEqual({
      'line 3': ['27/03/2027 is outside the season (03/04/2027 to 01/04/2028).'],
      'line 4': [
        `Court 1 at ${venue.name} has no time slot on Sat 10/04/2027 at 09:30: add one to the season's time slots, or choose one it has.`,
      ],
      'line 5': [
        `Court 2 at ${venue.name} has no time slot on Sun 11/04/2027 at 10:00: add one to the season's time slots, or choose one it has.`,
      ],
      'line 6': ['No games on 17/04/2027 (No games: Floor resurfacing): the game needs another time slot.'],
      'line 7': ['08/04/2028 is outside the season (03/04/2027 to 01/04/2028).'],
      'line 8': ['No game 999999 in Open Men Div 1: clear its Game id to make a new game.'],
    });
    expect(await ctx.db.drawDraft.count()).toBe(drafts);
    expect(await ctx.db.game.count({ where: { division: { seasonId: season.id } } })).toBe(0);
  });
});

describe('finals', () => {
  it('draws the finals from the ladder on the next free days, with the rank labels the public draw shows', async () => {
    const { season, division, teams } = await competition({ finalsFormat: 'top_four' });
    const generated = await generate(season.id, {
      division_ids: [division.id],
    });
    expect((await api('post', `/draw-drafts/${generated.body.data.id}/publish`).send({})).status).toBe(200);
    // The team listed first wins: the ladder is Ants, Bees, Cats, Dogs, Eels.
    const order = teams.map((t) => t.id);
    for (const g of await ctx.db.game.findMany({
      where: { divisionId: division.id, teamAId: { not: null } },
    })) {
      const aFirst = order.indexOf(g.teamAId!) < order.indexOf(g.teamBId!);
      await ctx.db.gameResult.create({
        data: { gameId: g.id, scoreA: aFirst ? 60 : 40, scoreB: aFirst ? 40 : 60 },
      });
    }
    const early = await api('post', `/divisions/${division.id}/finals`).send({ from_date: '2027-04-24' });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ from_date: ['Finals start after the last round (01/05/2027).'] });

    // Dogs (4th) cannot play on 8 May and not before 10:00: the semi finals move to 15 May, and
    // the one Dogs play, and the grand final they may reach, start at 10:00.
    const dogs = teams[3];
    await api('put', `/teams/${dogs.id}/draw-limits`).send({
      not_before: '10:00',
      not_after: null,
      unavailable: [{ date: '2027-05-08' }],
      clashes: [],
    });
    const res = await api('post', `/divisions/${division.id}/finals`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const finals = (res.body.data.games as Array<DraftGame & Record<string, string | null>>).map((g) => [
      g.match_label,
      g.round,
      g.date,
      g.time,
      g.team_a,
      g.team_b,
      g.rank_label_a,
      g.rank_label_b,
    ]);
    expect(finals).toEqual([
      ['SF2', 6, '2027-05-15', '09:00', 'Bees', 'Cats', '2nd Open Men Div 1', '3rd Open Men Div 1'],
      ['SF1', 6, '2027-05-15', '10:00', 'Ants', 'Dogs', '1st Open Men Div 1', '4th Open Men Div 1'],
      ['GF', 7, '2027-05-22', '10:00', null, null, 'Winner SF1', 'Winner SF2'],
    ]);
    expect((await api('post', `/draw-drafts/${res.body.data.id}/publish`).send({})).status).toBe(200);
    await expect
      .poll(async () => {
        const draw = await ctx.api().get(`/api/draw/draw?season=${season.id}&division=${division.id}`);
        const series = draw.body.finalSeries as Record<string, unknown[]>;
        return [series.Semi_Final?.length, series.Grand_Final?.length];
      })
      .toEqual([2, 1]);
    // Without a finals format there is nothing to draw.
    const plain = await competition();
    expect((await api('post', `/divisions/${plain.division.id}/finals`).send({})).status).toBe(409);
  });
});

describe('finals from an unfinished ladder', () => {
  it('refuses finals while regular games have no result, unless staff give a reason the log keeps', async () => {
    const { season, division } = await competition({ finalsFormat: 'top_four' });
    const generated = await generate(season.id, { division_ids: [division.id] });
    expect((await api('post', `/draw-drafts/${generated.body.data.id}/publish`).send({})).status).toBe(200);
    const played = await ctx.db.game.findMany({
      where: { divisionId: division.id, round: 1, teamAId: { not: null } },
    });
    for (const g of played)
      await ctx.db.gameResult.create({ data: { gameId: g.id, scoreA: 50, scoreB: 40 } });
    const refused = await api('post', `/divisions/${division.id}/finals`).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('ladder_not_final');
    expect(refused.body.message).toBe(
      `${division.name}'s ladder is not final: 8 of 10 regular games have no result. Enter the results first, or give the reason to draw the finals now.`,
    );
    expect(await ctx.db.drawDraft.count({ where: { seasonId: season.id, kind: 'finals' } })).toBe(0);
    const confirmed = await api('post', `/divisions/${division.id}/finals`).send({
      reason: 'Venue booked for finals: last round decides nothing',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const logged = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'draw.finals', entityId: String(confirmed.body.data.id) },
    });
    expect(logged.reason).toBe('Venue booked for finals: last round decides nothing');
    expect(logged.after).toMatchObject({ request: { unplayed_games: 8 } });
  });
});

describe('an inactive season', () => {
  it('says its draw is hidden and publishes it without emailing the managers', async () => {
    const { season, division, managers } = await competition();
    await ctx.db.season.update({ where: { id: season.id }, data: { status: 'inactive' } });
    const generated = await generate(season.id, { division_ids: [division.id] });
    expect(generated.body.data.season_active).toBe(false);
    ctx.mail.messages.length = 0;
    const published = await api('post', `/draw-drafts/${generated.body.data.id}/publish`).send({});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ created: 15, emailed: 0, season_active: false });
    // The public cannot see it, and no manager was told of games they cannot see.
    expect((await ctx.api().get(`/api/draw/draw?season=${season.id}&division=${division.id}`)).status).toBe(
      404,
    );
    const emails = new Set(managers.map((m) => (m as { email: string }).email));
    expect(ctx.mail.messages.filter((m) => emails.has(m.to))).toEqual([]);
  });
});

describe('the draw-generation job', () => {
  const ask = async (seasonId: number, divisionId: number) => {
    const res = await api('post', `/seasons/${seasonId}/draw/generate`).send({ division_ids: [divisionId] });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return res.body.data as { id: number; status: string; games: unknown[] };
  };
  const draftOf = async (id: number) => (await api('get', `/draw-drafts/${id}`).expect(200)).body.data;

  it('answers at once; a generating draft cannot be published, and one discarded is left alone by the job', async () => {
    const { season, division } = await competition();
    const draft = await ask(season.id, division.id);
    expect(draft).toMatchObject({ status: 'generating', games: [], counts: { create: 0 } });
    const publish = await api('post', `/draw-drafts/${draft.id}/publish`).send({});
    expect(publish.status).toBe(409);
    expect(publish.body.message).toBe('This draft is still being generated: wait for its games.');
    expect((await api('post', `/draw-drafts/${draft.id}/discard`).send({})).status).toBe(200);
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 0, failed: 0 });
    expect(await draftOf(draft.id)).toMatchObject({ status: 'discarded', games: [], failure: null });
  });

  it('fails a draft the season no longer allows, with the reason staff read', async () => {
    const { season, division } = await competition();
    const draft = await ask(season.id, division.id);
    const setup = await api('get', `/seasons/${season.id}/draw`).expect(200);
    for (const slot of setup.body.data.slots as Array<{ id: number }>)
      expect((await api('delete', `/draw/slots/${slot.id}`)).status).toBe(200);
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 0, failed: 1 });
    expect(await draftOf(draft.id)).toMatchObject({
      status: 'failed',
      games: [],
      failure: 'The season has no time slots: add the venues’ game times first.',
    });
    const publish = await api('post', `/draw-drafts/${draft.id}/publish`).send({});
    expect(publish.status).toBe(409);
    expect(publish.body.message).toBe('This draft could not be generated: make a new one.');
  });

  it('gives each draft to one of the runs racing for them, and takes again one whose run was lost', async () => {
    const first = await competition();
    const second = await competition();
    const drafts = [
      await ask(first.season.id, first.division.id),
      await ask(second.season.id, second.division.id),
    ];
    const runs = await Promise.all([runDrawGenerations(ctx.app.deps), runDrawGenerations(ctx.app.deps)]);
    expect(runs.reduce((sum, r) => sum + r.generated, 0)).toBe(2);
    for (const d of drafts)
      expect(await draftOf(d.id)).toMatchObject({ status: 'draft', counts: { create: 15, unplaced: 0 } });

    // A draft taken by a run whose process died is taken again once the run's time is up.
    const third = await competition();
    const lost = await ask(third.season.id, third.division.id);
    await ctx.db.drawDraft.update({
      where: { id: lost.id },
      data: { claimedUntil: new Date(Date.now() + 3_600_000) },
    });
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 0, failed: 0 });
    await ctx.db.drawDraft.update({
      where: { id: lost.id },
      data: { claimedUntil: new Date(Date.now() - 1) },
    });
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 1, failed: 0 });
    expect(await draftOf(lost.id)).toMatchObject({ status: 'draft', counts: { create: 15 } });
  });
});
