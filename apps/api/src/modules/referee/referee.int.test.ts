import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { REFEREE_MSG, WEEKDAY_NAMES } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  at,
  createCompetition,
  createCourt,
  createGame,
  dayFromToday,
  TZ,
  type Competition,
} from '../../../test/officials-fixtures.js';
import { weekdayOfIso } from '../../lib/local-dates.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const referee = (o: Parameters<typeof createMember>[1] = {}) =>
  createMember(ctx.db, { isRef: true, accessRef: ['referee', 'scorer'], ...o });

let comp: Competition;
let ref: Awaited<ReturnType<typeof referee>>;
const games: Record<string, number> = {};

// Two playing weekdays: W1 (two days from today) with 18:30 and 19:30 games, W2 (three days) with 10:00
// at the main venue and 12:00 at another venue.
const W1 = () => weekdayOfIso(dayFromToday(2));
const W2 = () => weekdayOfIso(dayFromToday(3));
const dayName = (day: number) => WEEKDAY_NAMES[day] as string;

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  comp = await createCompetition(ctx.db, { seasonName: 'Summer Comp' });
  ref = await referee();
  const other = await referee();
  const elsewhere = await createCourt(ctx.db, 'Far Away Stadium');

  games.g1 = (await createGame(ctx.db, comp, at(2, '18:30'), { round: 4 })).id;
  games.g2 = (await createGame(ctx.db, comp, at(2, '19:30'), { round: 4 })).id;
  games.g3 = (await createGame(ctx.db, comp, at(3, '10:00'), { round: 4 })).id;
  games.g4 = (await createGame(ctx.db, comp, at(9, '18:30'), { round: 5 })).id;
  games.far = (await createGame(ctx.db, comp, at(3, '12:00'), { courtId: elsewhere.id })).id;
  // Not games a referee works: a bye-only card and an excluded date.
  games.bye = (
    await createGame(ctx.db, comp, at(2, '08:00'), {
      teamAId: null,
      teamBId: null,
      byeTeamId: comp.teamA.id,
      courtId: null,
    })
  ).id;
  games.excluded = (
    await createGame(ctx.db, comp, at(2, '07:00'), { excludedDate: true, matchLabel: 'Public holiday' })
  ).id;

  await ctx.db.refereeAssignment.createMany({
    data: [
      { gameId: games.g1, memberId: ref.id, rosterType: 'referee' },
      { gameId: games.g2, memberId: ref.id, rosterType: 'scorer' },
      { gameId: games.g3, memberId: other.id, rosterType: 'referee' },
    ],
  });
  await ctx.db.gameResult.create({ data: { gameId: games.g1, scoreA: 55, scoreB: 48 } });

  // Another season's game on the same day never shows in this season's roster.
  const otherSeason = await createCompetition(ctx.db, { seasonName: 'Winter Comp' });
  games.otherSeason = (await createGame(ctx.db, otherSeason, at(2, '18:30'))).id;
  await ctx.db.refereeAssignment.create({
    data: { gameId: games.otherSeason, memberId: ref.id, rosterType: 'referee' },
  });
});
afterAll(() => ctx?.close());

describe('referee guard', () => {
  it('refuses members without is_ref on every referee endpoint with 403 in the error shape', async () => {
    const member = await createMember(ctx.db, { isRef: false, accessRef: ['referee'] });
    const auth = bearer(member.id);
    const calls = [
      ctx.api().get('/api/referee/seasons').set('authorization', auth),
      ctx.api().get('/api/referee/venues').set('authorization', auth),
      ctx
        .api()
        .post('/api/referee/roster')
        .set('authorization', auth)
        .send({ season: comp.season.id, roster: 'my', dates: [dayFromToday(0)] }),
      ctx.api().get(`/api/referee/availability/${comp.season.id}`).set('authorization', auth),
      ctx
        .api()
        .get(`/api/referee/availability/${comp.season.id}/${comp.venue.id}`)
        .set('authorization', auth),
      ctx
        .api()
        .post('/api/referee/availability')
        .set('authorization', auth)
        .send({ season: comp.season.id, availability: [], unavailability: [] }),
      ctx.api().get(`/api/referee/game/${games.g1}/ics`).set('authorization', auth),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'forbidden', message: expect.any(String) });
    }
  });

  it('asks for sign-in without a token', async () => {
    const res = await ctx.api().get('/api/referee/seasons');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthenticated');
  });
});

describe('seasons and venues', () => {
  it('lists active, unarchived seasons', async () => {
    const archived = await createCompetition(ctx.db, { seasonName: 'Old Archived', archived: true });
    const res = await ctx.api().get('/api/referee/seasons').set('authorization', bearer(ref.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ season_id: comp.season.id, season_name: 'Summer Comp' });
    expect(res.body.data.map((s: { season_id: number }) => s.season_id)).not.toContain(archived.season.id);
  });

  it('lists the venues where the competition plays', async () => {
    const idle = await ctx.db.venue.create({ data: { name: 'Hire Only Hall' } });
    const res = await ctx.api().get('/api/referee/venues').set('authorization', bearer(ref.id));
    expect(res.status).toBe(200);
    const names = res.body.data.map((v: { venue_name: string }) => v.venue_name);
    expect(names).toContain(comp.venue.name);
    expect(names).toContain('Far Away Stadium');
    expect(res.body.data.map((v: { venue_id: number }) => v.venue_id)).not.toContain(idle.id);
  });
});

describe('competition roster', () => {
  const post = (body: Record<string, unknown>, who = ref.id) =>
    ctx.api().post('/api/referee/roster').set('authorization', bearer(who)).send(body);
  const ids = (res: { body: { data: Array<{ gs_game: number }> } }) => res.body.data.map((g) => g.gs_game);

  it("MY ROSTER shows only the member's own games of the season, with their fields", async () => {
    const res = await post({
      season: comp.season.id,
      roster: 'my',
      dates: [dayFromToday(0), dayFromToday(14)],
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([games.g1, games.g2]);
    const g1 = res.body.data[0];
    expect(g1).toEqual({
      gs_game: games.g1,
      gs_date: dayFromToday(2),
      gs_time: '18:30',
      gs_date_formatted: dayFromToday(2).split('-').reverse().join('/'),
      gs_time_formatted: '6:30 PM',
      gs_starts_at: at(2, '18:30').toISOString(),
      gs_ends_at: new Date(at(2, '18:30').getTime() + 45 * 60_000).toISOString(),
      venue_name: comp.venue.name,
      venue_address: '1 Hoop Road',
      venue_suburb: 'PARRAMATTA',
      venue_postcode: '2150',
      venue_state: 'NSW',
      division_name: comp.division.name,
      game_rank: 4,
      member_type_name: 'referee',
      team_a: comp.teamA.name,
      team_b: comp.teamB.name,
      team_a_points: 55,
      team_b_points: 48,
      court_name: 'Court 1',
    });
    expect(res.body.data[1].member_type_name).toBe('scorer');
    expect(res.body.data[1].team_a_points).toBeNull();
  });

  it("takes the body without dates: the season's games from today on", async () => {
    const past = (await createGame(ctx.db, comp, at(-3, '18:30'), { round: 1 })).id;
    await ctx.db.refereeAssignment.create({
      data: { gameId: past, memberId: ref.id, rosterType: 'referee' },
    });
    const res = await post({ season: comp.season.id, roster: 'my', type: null });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([games.g1, games.g2]);
    expect(res.body).toMatchObject({ from: dayFromToday(0), to: dayFromToday(365) });
    await ctx.db.game.delete({ where: { id: past } });
  });

  it('FULL ROSTER shows every game of the season in the range, byes and excluded dates aside', async () => {
    const res = await post({
      season: comp.season.id,
      roster: 'full',
      dates: [dayFromToday(0), dayFromToday(14)],
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([games.g1, games.g2, games.g3, games.far, games.g4]);
    expect(res.body.data.map((g: { member_type_name: string | null }) => g.member_type_name)).toEqual([
      'referee',
      'scorer',
      null,
      null,
      null,
    ]);
  });

  it('limits MY ROSTER to the chosen roster type', async () => {
    const res = await post({
      season: comp.season.id,
      roster: 'my',
      type: 'scorer',
      dates: [dayFromToday(0), dayFromToday(14)],
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([games.g2]);
  });

  it('refuses a roster type outside the member access_ref list', async () => {
    const refereeOnly = await referee({ accessRef: ['referee'] });
    const res = await post(
      { season: comp.season.id, roster: 'full', type: 'scorer', dates: [dayFromToday(0)] },
      refereeOnly.id,
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'forbidden_roster_type',
      message: 'You do not have access to the scorer roster',
    });
    const allowed = await post(
      { season: comp.season.id, roster: 'full', type: 'referee', dates: [dayFromToday(0)] },
      refereeOnly.id,
    );
    expect(allowed.status).toBe(200);
  });

  it('takes one date as that day only', async () => {
    const res = await post({ season: comp.season.id, roster: 'full', dates: [dayFromToday(3)] });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([games.g3, games.far]);
    expect(res.body).toMatchObject({
      from: dayFromToday(3),
      to: dayFromToday(3),
      roster: 'full',
      type: null,
    });
  });

  it('swaps a reversed range', async () => {
    const forward = await post({
      season: comp.season.id,
      roster: 'full',
      dates: [dayFromToday(2), dayFromToday(3)],
    });
    const reversed = await post({
      season: comp.season.id,
      roster: 'full',
      dates: [dayFromToday(3), dayFromToday(2)],
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({ from: dayFromToday(2), to: dayFromToday(3) });
    expect(ids(reversed)).toEqual(ids(forward));
    expect(ids(reversed)).toEqual([games.g1, games.g2, games.g3, games.far]);
  });

  it('accepts the button labels and dd/mm/yyyy dates', async () => {
    const dmy = dayFromToday(2).split('-').reverse().join('/');
    const res = await post({ season: String(comp.season.id), roster: 'MY ROSTER', dates: [dmy] });
    expect(res.status).toBe(200);
    expect(res.body.roster).toBe('my');
    expect(ids(res)).toEqual([games.g1, games.g2]);
  });

  it('answers 422 for missing or invalid input and 404 for an unknown season', async () => {
    // Dates may be left out (see above), but an empty list is not a choice of dates.
    const empty = await post({ season: comp.season.id, roster: 'my', dates: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.dates).toBeDefined();
    const missingSeason = await post({ roster: 'my' });
    expect(missingSeason.status).toBe(422);
    const badDate = await post({ season: comp.season.id, roster: 'my', dates: ['31/02/2026'] });
    expect(badDate.status).toBe(422);
    const badKind = await post({ season: comp.season.id, roster: 'everyone', dates: [dayFromToday(0)] });
    expect(badKind.status).toBe(422);
    expect(badKind.body.errors.roster).toBeDefined();
    const unknown = await post({ season: 999999, roster: 'my', dates: [dayFromToday(0)] });
    expect(unknown.status).toBe(404);
  });
});

describe('calendar file of a roster game', () => {
  it('is a real iCalendar event lasting 45 minutes', async () => {
    const res = await ctx.api().get(`/api/referee/game/${games.g1}/ics`).set('authorization', bearer(ref.id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('.ics');
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe(at(2, '18:30').toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(event.location).toContain(comp.venue.name);
    expect(event.description).toContain(comp.teamA.name);
    // The title names the teams, as a calendar's list shows only the title.
    expect(event.summary).toContain(`${comp.teamA.name} vs ${comp.teamB.name}`);
  });

  it('answers 404 for an unknown game or a bye card', async () => {
    for (const id of [999999, games.bye]) {
      const res = await ctx.api().get(`/api/referee/game/${id}/ics`).set('authorization', bearer(ref.id));
      expect(res.status).toBe(404);
    }
  });
});

describe('availability', () => {
  const getAvail = (who: number, venue?: number, season = comp.season.id) =>
    ctx
      .api()
      .get(`/api/referee/availability/${season}${venue ? `/${venue}` : ''}`)
      .set('authorization', bearer(who));
  const save = (who: number, body: Record<string, unknown>) =>
    ctx.api().post('/api/referee/availability').set('authorization', bearer(who)).send(body);

  it("offers the season's distinct game start times per weekday, at the venue when given", async () => {
    const me = await referee();
    const all = await getAvail(me.id);
    expect(all.status).toBe(200);
    expect(all.body.data.refGameTimes).toEqual({ [W1()]: ['18:30', '19:30'], [W2()]: ['10:00', '12:00'] });
    expect(all.body.data.days).toEqual(
      [W1(), W2()].sort((a, b) => a - b).map((day) => ({ day, name: WEEKDAY_NAMES[day] })),
    );
    expect(all.body.data.availability).toEqual({ [dayName(W1())]: [], [dayName(W2())]: [] });
    expect(all.body.data.window).toEqual({ from: dayFromToday(0), to: dayFromToday(27) });

    const atVenue = await getAvail(me.id, comp.venue.id);
    expect(atVenue.body.data.refGameTimes).toEqual({ [W1()]: ['18:30', '19:30'], [W2()]: ['10:00'] });
    expect(atVenue.body.data.venue).toBe(comp.venue.id);
  });

  it('saves time slots and unavailable dates and reads them back', async () => {
    const me = await referee();
    const res = await save(me.id, {
      season: comp.season.id,
      venue: comp.venue.id,
      availability: [
        { day: W1(), time: '19:30' },
        { day: W1(), time: '18:30' },
        { day: W2(), time: '10:00' },
      ],
      unavailability: [dayFromToday(10), dayFromToday(3)],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Availability updated successfully');

    const back = await getAvail(me.id, comp.venue.id);
    expect(back.body.data.availability).toEqual({
      [dayName(W1())]: ['18:30', '19:30'],
      [dayName(W2())]: ['10:00'],
    });
    expect(back.body.data.unavailability).toEqual([dayFromToday(3), dayFromToday(10)]);
    expect(res.body.data).toEqual(back.body.data);

    // The set for the season without a venue is a separate one.
    const noVenue = await getAvail(me.id);
    expect(noVenue.body.data.availability[dayName(W1())]).toEqual([]);

    // Saving again replaces the set.
    const again = await save(me.id, {
      season: comp.season.id,
      venue: comp.venue.id,
      availability: [{ day: W2(), time: '10:00' }],
      unavailability: [],
    });
    expect(again.status).toBe(200);
    const replaced = await getAvail(me.id, comp.venue.id);
    expect(replaced.body.data.availability).toEqual({ [dayName(W1())]: [], [dayName(W2())]: ['10:00'] });
    expect(replaced.body.data.unavailability).toEqual([]);
  });

  it('refuses a time slot that is not a game time and a date beyond 4 weeks', async () => {
    const me = await referee();
    const slot = await save(me.id, {
      season: comp.season.id,
      availability: [{ day: W1(), time: '07:15' }],
      unavailability: [],
    });
    expect(slot.status).toBe(422);
    expect(slot.body.errors.availability).toBeDefined();
    const late = await save(me.id, {
      season: comp.season.id,
      availability: [],
      unavailability: [dayFromToday(28)],
    });
    expect(late.status).toBe(422);
    expect(late.body.errors.unavailability).toEqual(['Unavailable dates must be within the next 4 weeks']);
    const past = await save(me.id, {
      season: comp.season.id,
      availability: [],
      unavailability: [dayFromToday(-1)],
    });
    expect(past.status).toBe(422);
  });

  it('keeps two racing saves of one member consistent', async () => {
    const me = await referee();
    const a = {
      season: comp.season.id,
      availability: [{ day: W1(), time: '18:30' }],
      unavailability: [dayFromToday(5)],
    };
    const b = {
      season: comp.season.id,
      availability: [{ day: W2(), time: '12:00' }],
      unavailability: [dayFromToday(6)],
    };
    const results = await Promise.all([save(me.id, a), save(me.id, b), save(me.id, a), save(me.id, b)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await ctx.db.refereeAvailability.findMany({ where: { memberId: me.id } });
    const dates = await ctx.db.refereeUnavailableDate.findMany({ where: { memberId: me.id } });
    expect(rows).toHaveLength(1);
    expect(dates).toHaveLength(1);
  });

  describe('once a roster date is published', () => {
    let published: Competition;
    let me: Awaited<ReturnType<typeof referee>>;
    // Published: the W1 date two days from today. W2 has nothing published.
    beforeAll(async () => {
      published = await createCompetition(ctx.db, { seasonName: 'Published Comp' });
      await createGame(ctx.db, published, at(2, '18:30'));
      await createGame(ctx.db, published, at(2, '19:30'));
      await createGame(ctx.db, published, at(3, '10:00'));
      me = await referee();
      const first = await save(me.id, {
        season: published.season.id,
        availability: [{ day: W1(), time: '18:30' }],
        unavailability: [dayFromToday(4)],
      });
      expect(first.status).toBe(200);
      await ctx.db.rosterPublication.create({
        data: { seasonId: published.season.id, date: new Date(`${dayFromToday(2)}T00:00:00Z`) },
      });
    });

    const expectRefusedAndNothingSaved = async (body: Record<string, unknown>) => {
      const before = (await getAvail(me.id, undefined, published.season.id)).body.data;
      const res = await save(me.id, { season: published.season.id, ...body });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'roster_published', message: REFEREE_MSG.rosterPublished });
      const after = (await getAvail(me.id, undefined, published.season.id)).body.data;
      expect(after).toEqual(before);
    };

    it('lists the published dates in the window', async () => {
      const res = await getAvail(me.id, undefined, published.season.id);
      expect(res.body.data.refRosteredPublished).toEqual([dayFromToday(2)]);
    });

    it('refuses adding a slot on a weekday with a published date, saving nothing of the request', async () => {
      // The W2 slot and the new unavailable date alone would be fine; with the W1 change nothing is saved.
      await expectRefusedAndNothingSaved({
        availability: [
          { day: W1(), time: '18:30' },
          { day: W1(), time: '19:30' },
          { day: W2(), time: '10:00' },
        ],
        unavailability: [dayFromToday(4), dayFromToday(11)],
      });
    });

    it('refuses removing a slot on a weekday with a published date', async () => {
      await expectRefusedAndNothingSaved({ availability: [], unavailability: [dayFromToday(4)] });
    });

    it('refuses marking a published roster date unavailable', async () => {
      await expectRefusedAndNothingSaved({
        availability: [{ day: W1(), time: '18:30' }],
        unavailability: [dayFromToday(4), dayFromToday(2)],
      });
    });

    it('accepts changes that touch no published date', async () => {
      const res = await save(me.id, {
        season: published.season.id,
        availability: [
          { day: W1(), time: '18:30' },
          { day: W2(), time: '10:00' },
        ],
        unavailability: [dayFromToday(11)],
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(REFEREE_MSG.availabilityUpdated);
      expect(res.body.data.availability[dayName(W2())]).toEqual(['10:00']);
      expect(res.body.data.unavailability).toEqual([dayFromToday(11)]);
    });
  });
});
