// One-off time slots and catch-up dates through the API: staff add a slot on one date of the
// season (a catch-up night), listed apart from the weekly ones, audited, refused outside the
// season; a draft uses it on that date only, and offers each game it could not place the dates
// with free slots both teams may take, a one-off slot added later included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createDivision, createSeason, createTeams } from '../../../test/competition-factory.js';
import { runDrawGenerations } from './draw-generation.service.js';

let ctx: TestContext;
let admin: { id: number };
let venues = 0;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(admin.id));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
});
afterAll(() => ctx?.close());

/**
 * A season from Saturday 3 April 2027 (to 1 April 2028) at a venue of its own with two courts,
 * a division of four teams, and one game a week: Saturdays at 09:00 on Court 1.
 */
async function competition() {
  const venue = await ctx.db.venue.create({ data: { name: `Catch-up Hall ${++venues}`, state: 'NSW' } });
  const courts: Array<{ id: number; name: string }> = [];
  for (const name of ['Court 1', 'Court 2'])
    courts.push(await ctx.db.court.create({ data: { name, venueId: venue.id, sortOrder: courts.length } }));
  const season = await createSeason(ctx.db, { startDate: new Date('2027-04-03T00:00:00Z') });
  const division = await createDivision(ctx.db, season.id);
  await createTeams(ctx.db, division.id, ['Ants', 'Bees', 'Cats', 'Dogs']);
  const weekly = await api('post', `/seasons/${season.id}/draw/slots`).send({
    venue_id: venue.id,
    weekday: 6,
    start_times: ['09:00'],
    game_minutes: 50,
    court_ids: [courts[0]!.id],
  });
  expect(weekly.status, JSON.stringify(weekly.body)).toBe(201);
  const oneOff = (on_date: string) => ({
    venue_id: venue.id,
    on_date,
    start_times: ['19:00'],
    game_minutes: 50,
    court_ids: courts.map((c) => c.id),
  });
  return { venue, courts, season, division, weekly: weekly.body.data as { id: number }, oneOff };
}

describe('one-off time slots', () => {
  it('adds, changes and removes a slot on one date, listed apart with its date and audited', async () => {
    const { season, venue, weekly, oneOff } = await competition();
    const added = await api('post', `/seasons/${season.id}/draw/slots`).send(oneOff('2027-04-28'));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // Wednesday, from its date.
    expect(added.body.data).toMatchObject({ on_date: '2027-04-28', weekday: 3, start_times: ['19:00'] });

    const setup = await api('get', `/seasons/${season.id}/draw`).expect(200);
    expect(
      setup.body.data.slots.map((s: { id: number; on_date: string | null }) => [s.id, s.on_date]),
    ).toEqual([
      [weekly.id, null],
      [added.body.data.id, '2027-04-28'],
    ]);

    const moved = await api('put', `/draw/slots/${added.body.data.id}`).send(oneOff('2027-05-08'));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ on_date: '2027-05-08', weekday: 6 });
    // 2027-05-08 is a Saturday: its 19:00 games do not meet the weekly 09:00 one, a weekly
    // Saturday slot at 19:00 on Court 1 would.
    const clash = await api('post', `/seasons/${season.id}/draw/slots`).send({
      ...oneOff('2027-05-08'),
      on_date: null,
      weekday: 6,
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.start_times[0]).toMatch(/in the season’s time slots on 08\/05\/2027/);
    await api('delete', `/draw/slots/${added.body.data.id}`).expect(200);

    const entries = await ctx.db.auditEntry.findMany({
      where: { entity: 'DrawSlotTemplate', entityId: String(added.body.data.id) },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((e) => e.action)).toEqual([
      'draw.slot_create',
      'draw.slot_update',
      'draw.slot_delete',
    ]);
    expect(entries[0]!.after).toMatchObject({ on_date: '2027-04-28', venue: venue.name });
    expect(entries[1]!.before).toMatchObject({ on_date: '2027-04-28' });
    expect(entries[1]!.after).toMatchObject({ on_date: '2027-05-08' });
  });

  it('gives a game imported onto a one-off slot, with no length on its line, that slot’s game length', async () => {
    const { season, venue, oneOff } = await competition();
    // Saturday 17 April at 19:00: 90-minute games, where the weekly Saturday ones take 50.
    await api('post', `/seasons/${season.id}/draw/slots`)
      .send({ ...oneOff('2027-04-17'), game_minutes: 90 })
      .expect(201);
    const csv = [
      'Division,Round,Date,Time,Venue,Court,Home,Away,Bye',
      `Open Men Div 1,1,17/04/2027,19:00,${venue.name},Court 1,Ants,Bees,`,
    ].join('\n');
    const res = await api('post', `/seasons/${season.id}/draw/import`).send({ csv });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await ctx.db.drawDraftGame.findFirstOrThrow({
      where: { draftId: res.body.data.id, action: 'create' },
      select: { startsAt: true, endsAt: true },
    });
    expect((row.endsAt!.getTime() - row.startsAt!.getTime()) / 60_000).toBe(90);
  });

  it('refuses a date outside the season, and a weekly slot without its weekday, naming the field', async () => {
    const { season, oneOff } = await competition();
    const before = await ctx.db.drawSlotTemplate.count({ where: { seasonId: season.id } });
    for (const date of ['2027-04-02', '2028-04-02']) {
      const res = await api('post', `/seasons/${season.id}/draw/slots`).send(oneOff(date));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        on_date: [`${date.split('-').reverse().join('/')} is outside the season (03/04/2027 to 01/04/2028).`],
      });
    }
    const noDay = await api('post', `/seasons/${season.id}/draw/slots`).send({
      ...oneOff('2027-05-01'),
      on_date: null,
    });
    expect(noDay.status).toBe(422);
    expect(noDay.body.errors).toEqual({ weekday: ['Choose the weekday.'] });
    expect(await ctx.db.drawSlotTemplate.count({ where: { seasonId: season.id } })).toBe(before);
  });
});

describe('catch-up dates', () => {
  it('places games on a one-off slot on its date only, and offers catch-up dates with free slots for unplaced games', async () => {
    const { season, division, oneOff } = await competition();
    // A catch-up night on Wednesday 7 April: two courts at 19:00.
    await api('post', `/seasons/${season.id}/draw/slots`).send(oneOff('2027-04-07')).expect(201);
    const asked = await api('post', `/seasons/${season.id}/draw/generate`).send({
      division_ids: [division.id],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 1, failed: 0 });
    const draft = await api('get', `/draw-drafts/${asked.body.data.id}`).expect(200);
    type Game = {
      action: string;
      round: number;
      date: string | null;
      time: string | null;
      catch_up: unknown[];
    };
    const games = draft.body.data.games as Game[];
    // Three rounds on 03/04, 07/04 (the one-off night) and 10/04; no other Wednesday.
    expect(
      games
        .filter((g) => g.action === 'create')
        .map((g) => `${g.round} ${g.date} ${g.time}`)
        .sort(),
    ).toEqual(['1 2027-04-03 09:00', '2 2027-04-07 19:00', '2 2027-04-07 19:00', '3 2027-04-10 09:00']);
    const unplaced = games.filter((g) => g.action === 'unplaced');
    expect(unplaced.map((g) => g.round)).toEqual([1, 3]);
    // Not 03/04, 07/04 or 10/04, where one of the teams plays: the next Saturdays' free 09:00.
    for (const g of unplaced)
      expect(g.catch_up).toEqual([
        { date: '2027-04-17', free_slots: 1 },
        { date: '2027-04-24', free_slots: 1 },
        { date: '2027-05-01', free_slots: 1 },
      ]);
    expect(games.filter((g) => g.action !== 'unplaced').every((g) => g.catch_up.length === 0)).toBe(true);

    // Another catch-up night added now is offered at once, with its two free courts.
    await api('post', `/seasons/${season.id}/draw/slots`).send(oneOff('2027-04-14')).expect(201);
    const again = await api('get', `/draw-drafts/${asked.body.data.id}`).expect(200);
    for (const g of (again.body.data.games as Game[]).filter((x) => x.action === 'unplaced'))
      expect(g.catch_up[0]).toEqual({ date: '2027-04-14', free_slots: 2 });
  });

  it('offers no slot that has already begun today', async () => {
    const { season, division, oneOff } = await competition();
    await api('post', `/seasons/${season.id}/draw/slots`).send(oneOff('2027-04-14')).expect(201);
    const asked = await api('post', `/seasons/${season.id}/draw/generate`).send({
      division_ids: [division.id],
      to_date: '2027-04-10',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    await runDrawGenerations(ctx.app.deps);
    const firstCatchUp = async () =>
      (
        (await api('get', `/draw-drafts/${asked.body.data.id}`).expect(200)).body.data.games as Array<{
          action: string;
          catch_up: Array<{ date: string }>;
        }>
      ).find((g) => g.action === 'unplaced')?.catch_up[0];
    expect(await firstCatchUp()).toEqual({ date: '2027-04-14', free_slots: 2 });
    // Half past seven that night (Sydney): its 19:00 slots have begun, so the next Saturday is offered.
    ctx.clock.offsetMs = Date.parse('2027-04-14T09:30:00Z') - Date.now();
    try {
      expect(await firstCatchUp()).toEqual({ date: '2027-04-17', free_slots: 1 });
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });

  it('places an unplaced game on a catch-up date’s first free slot, which publishing creates', async () => {
    const { season, division } = await competition();
    const asked = await api('post', `/seasons/${season.id}/draw/generate`).send({
      division_ids: [division.id],
      to_date: '2027-04-17',
    });
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 1, failed: 0 });
    type Game = {
      id: number;
      action: string;
      date: string | null;
      time: string | null;
      court: string | null;
    };
    const draft = await api('get', `/draw-drafts/${asked.body.data.id}`).expect(200);
    const [first, second] = (draft.body.data.games as Game[]).filter((g) => g.action === 'unplaced');
    // 03/04 has no free slot: refused, naming the field.
    const full = await api('post', `/draw-drafts/${asked.body.data.id}/catch-up`).send({
      draft_game_id: first!.id,
      date: '2027-04-03',
    });
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ date: ['No slot on 03/04/2027 is free that both teams can take.'] });

    const placed = await api('post', `/draw-drafts/${asked.body.data.id}/catch-up`).send({
      draft_game_id: first!.id,
      date: '2027-04-24',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const games = placed.body.data.games as Array<Game & { catch_up: Array<{ date: string }> }>;
    expect(games.find((g) => g.id === first!.id)).toMatchObject({
      action: 'create',
      date: '2027-04-24',
      time: '09:00',
      court: 'Court 1',
      catch_up: [],
    });
    // Its slot is taken now: the other game is offered the Saturdays after it.
    expect(games.find((g) => g.id === second!.id)!.catch_up.map((c) => c.date)).toEqual([
      '2027-05-01',
      '2027-05-08',
      '2027-05-15',
    ]);
    const logged = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'draw.draft_catch_up', entityId: String(asked.body.data.id) },
    });
    expect(logged.actorId).toBe(admin.id);
    expect(logged.after).toMatchObject({ draftGameId: first!.id, action: 'create', date: '2027-04-24' });

    await api('post', `/draw-drafts/${asked.body.data.id}/publish`)
      .send({ leave_unplaced: true })
      .expect(200);
    // Three rounds' games and the catch-up game.
    expect(await ctx.db.game.count({ where: { divisionId: division.id, teamAId: { not: null } } })).toBe(4);
  });

  it('lets one of two staff racing for the last free slot of a date take it', async () => {
    const { season, division } = await competition();
    const asked = await api('post', `/seasons/${season.id}/draw/generate`).send({
      division_ids: [division.id],
      to_date: '2027-04-17',
    });
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 1, failed: 0 });
    const draft = await api('get', `/draw-drafts/${asked.body.data.id}`).expect(200);
    const [first, second] = (draft.body.data.games as Array<{ id: number; action: string }>).filter(
      (g) => g.action === 'unplaced',
    );
    // Saturday 24 April has one free slot, offered to both games.
    const answers = await Promise.all(
      [first!, second!].map((g) =>
        api('post', `/draw-drafts/${asked.body.data.id}/catch-up`).send({
          draft_game_id: g.id,
          date: '2027-04-24',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(
      await ctx.db.drawDraftGame.count({
        where: { draftId: asked.body.data.id, action: 'create', courtId: { not: null } },
      }),
    ).toBe(4);
  });

  it('offers a repair’s washed-out games the dates after the blackout, never the washed-out date', async () => {
    const { season, division } = await competition();
    const asked = await api('post', `/seasons/${season.id}/draw/generate`).send({
      division_ids: [division.id],
      to_date: '2027-04-17',
    });
    expect(await runDrawGenerations(ctx.app.deps)).toEqual({ generated: 1, failed: 0 });
    await api('post', `/draw-drafts/${asked.body.data.id}/publish`)
      .send({ leave_unplaced: true })
      .expect(200);
    // A game on each Saturday; the courts are closed from 13/04 to 22/06 (beyond the weeks a repair
    // looks ahead), and 10/04 is washed out.
    await api('post', `/seasons/${season.id}/draw/blackouts`)
      .send({ kind: 'other', from_date: '2027-04-13', to_date: '2027-06-22', reason: 'Hall works' })
      .expect(201);
    const repair = await api('post', `/seasons/${season.id}/draw/repair`).send({
      washout: { date: '2027-04-10' },
      reason: 'Rain',
    });
    expect(repair.status, JSON.stringify(repair.body)).toBe(201);
    const unplaced = (repair.body.data.games as Array<{ action: string; catch_up: unknown[] }>).filter(
      (g) => g.action === 'unplaced',
    );
    // The games of 10/04 and 17/04: 03/04 has its game, 10/04 was washed out (its slot is free
    // now, but not to play on), the blackout takes the weeks after.
    expect(unplaced).toHaveLength(2);
    for (const g of unplaced)
      expect(g.catch_up).toEqual([
        { date: '2027-06-26', free_slots: 1 },
        { date: '2027-07-03', free_slots: 1 },
        { date: '2027-07-10', free_slots: 1 },
      ]);

    // One placed on the first date: its published game moves there, keeping its length.
    const taken = (repair.body.data.games as Array<{ id: number; action: string; from: string | null }>).find(
      (g) => g.action === 'unplaced' && g.from === null,
    )!;
    const game = await ctx.db.drawDraftGame.findUniqueOrThrow({ where: { id: taken.id } });
    const placed = await api('post', `/draw-drafts/${repair.body.data.id}/catch-up`).send({
      draft_game_id: taken.id,
      date: '2027-06-26',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const moved = await ctx.db.drawDraftGame.findUniqueOrThrow({ where: { id: taken.id } });
    expect(moved).toMatchObject({
      action: 'move',
      gameId: game.gameId,
      fromStartsAt: game.startsAt,
      fromCourtId: game.courtId,
    });
    expect(moved.endsAt!.getTime() - moved.startsAt!.getTime()).toBe(50 * 60_000);
    expect(placed.body.data.games.find((g: { id: number }) => g.id === taken.id)).toMatchObject({
      date: '2027-06-26',
      time: '09:00',
    });

    // A night of 40-minute slots cannot take the other game, which keeps its 50 minutes.
    const { venue, courts } = await ctx.db.venue
      .findFirstOrThrow({ where: { courts: { some: { id: game.courtId! } } }, include: { courts: true } })
      .then((v) => ({ venue: v, courts: v.courts }));
    await api('post', `/seasons/${season.id}/draw/slots`)
      .send({
        venue_id: venue.id,
        on_date: '2027-06-24',
        start_times: ['19:00'],
        game_minutes: 40,
        court_ids: courts.map((c) => c.id),
      })
      .expect(201);
    const other = (repair.body.data.games as Array<{ id: number; action: string }>).find(
      (g) => g.action === 'unplaced' && g.id !== taken.id,
    )!;
    const short = await api('post', `/draw-drafts/${repair.body.data.id}/catch-up`).send({
      draft_game_id: other.id,
      date: '2027-06-24',
    });
    expect(short.status, JSON.stringify(short.body)).toBe(422);
    expect(short.body.errors.date).toEqual(['No slot on 24/06/2027 is free that both teams can take.']);
  });
});
