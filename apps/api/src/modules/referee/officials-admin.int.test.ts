// The console's officials: roster types and their rates, the seasons and game times offered to
// referees (the member side then offers exactly those), granting roster types, the allocation of
// a day's games at a venue with each official's availability and clashes (own team, two games at
// once, no time to travel), the suggestion, racing changes, and the payments report and its CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  at,
  createCompetition,
  createGame,
  dayFromToday,
  type Competition,
} from '../../../test/officials-fixtures.js';
import { weekdayOfIso } from '../../lib/local-dates.js';

let ctx: TestContext;
let staff: { id: number };
let finance: { id: number };
let comp: Competition;
let away: Competition;
const DAY = dayFromToday(9);
const WEEKDAY = weekdayOfIso(DAY);
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, as = staff.id) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(as));
const asMember = (method: 'get' | 'post', path: string, id: number) =>
  ctx.api()[method](path).set('authorization', bearer(id));

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  comp = await createCompetition(ctx.db, { venueName: 'Home Stadium' });
  away = await createCompetition(ctx.db, { venueName: 'Away Stadium' });
});
afterAll(() => ctx?.close());

describe('who may', () => {
  it('lets only competition staff (and admins) in, before the body is read', async () => {
    expect((await api('get', '/officials/setup', finance.id)).status).toBe(403);
    expect((await api('post', '/roster-types', finance.id).send({ junk: true })).status).toBe(403);
    const member = await createMember(ctx.db);
    expect((await api('get', '/officials', member.id)).status).toBe(403);
    expect((await ctx.api().get('/api/admin/officials')).status).toBe(401);
  });
});

describe('roster types', () => {
  it('lists the two every association has and adds, changes and removes one', async () => {
    const setup = await api('get', '/officials/setup');
    expect(setup.status).toBe(200);
    expect(
      setup.body.data.roster_types.map((t: { name: string; per_game: number }) => [t.name, t.per_game]),
    ).toEqual([
      ['referee', 2],
      ['scorer', 1],
    ]);
    expect(setup.body.data.seasons.some((s: { id: number }) => s.id === comp.season.id)).toBe(true);

    const made = await api('post', '/roster-types').send({
      name: 'timekeeper',
      per_game: 1,
      rate_cents: 1500,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'timekeeper', per_game: 1, rate_cents: 1500, officials: 0 });
    const twice = await api('post', '/roster-types').send({ name: 'timekeeper', per_game: 1, rate_cents: 0 });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('There is already a roster type "timekeeper"');
    expect(
      (await api('post', '/roster-types').send({ name: 'Bad!', per_game: 1, rate_cents: 0 })).status,
    ).toBe(422);
    expect((await api('post', '/roster-types').send({ name: 'x', per_game: 11, rate_cents: 0 })).status).toBe(
      422,
    );

    const changed = await api('patch', `/roster-types/${made.body.data.id}`).send({ rate_cents: 1750 });
    expect(changed.body.data.rate_cents).toBe(1750);

    const holder = await createMember(ctx.db, { isRef: true, accessRef: ['timekeeper'] });
    const held = await api('delete', `/roster-types/${made.body.data.id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toContain('held by 1 member(s)');
    await ctx.db.member.update({ where: { id: holder.id }, data: { accessRef: [] } });
    expect((await api('delete', `/roster-types/${made.body.data.id}`)).status).toBe(200);
    expect((await api('delete', `/roster-types/${made.body.data.id}`)).status).toBe(404);

    const audit = await ctx.db.auditEntry.findMany({
      where: { entity: 'RosterType', entityId: String(made.body.data.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual([
      'roster_type.create',
      'roster_type.change',
      'roster_type.delete',
    ]);
  });
});

describe('seasons and game times offered to referees', () => {
  it("offers a closed season to nobody and staff's times instead of the draw's", async () => {
    const ref = await createMember(ctx.db, { isRef: true, accessRef: ['referee'] });
    const season = await createCompetition(ctx.db, { venueName: 'Times Stadium' });
    await createGame(ctx.db, season, at(3, '18:00'));
    const seasons = async () =>
      (await asMember('get', '/api/referee/seasons', ref.id)).body.data.map(
        (s: { season_id: number }) => s.season_id,
      );
    expect(await seasons()).toContain(season.season.id);

    const closed = await api('put', `/seasons/${season.season.id}/referees-open`).send({ open: false });
    expect(closed.status).toBe(200);
    expect(closed.body.data.referees_open).toBe(false);
    expect(await seasons()).not.toContain(season.season.id);
    await api('put', `/seasons/${season.season.id}/referees-open`).send({ open: true });

    const weekday = weekdayOfIso(dayFromToday(3));
    const availability = async () =>
      (await asMember('get', `/api/referee/availability/${season.season.id}/${season.venue.id}`, ref.id)).body
        .data.refGameTimes;
    // Without times set, the season offers its games' start times.
    expect(await availability()).toEqual({ [String(weekday)]: ['18:00'] });
    const before = await api('get', `/seasons/${season.season.id}/officials-times`);
    const venue = before.body.data.venues.find((v: { venue_id: number }) => v.venue_id === season.venue.id);
    expect(before.body.data.offers).toBe('draw');
    expect(venue.draw_times).toEqual([{ day: weekday, time: '18:00' }]);

    const saved = await api('put', `/seasons/${season.season.id}/officials-times/${season.venue.id}`).send({
      times: [
        { day: 2, time: '19:30' },
        { day: 2, time: '18:30' },
        { day: 2, time: '18:30' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.offers).toBe('set');
    expect(
      saved.body.data.venues.find((v: { venue_id: number }) => v.venue_id === season.venue.id).times,
    ).toEqual([
      { day: 2, time: '18:30' },
      { day: 2, time: '19:30' },
    ]);
    expect(await availability()).toEqual({ '2': ['18:30', '19:30'] });
    // The member side now refuses the draw's time that is no longer offered.
    const refused = await asMember('post', '/api/referee/availability', ref.id).send({
      season: season.season.id,
      venue: season.venue.id,
      availability: [{ day: weekday, time: '18:00' }],
      unavailability: [],
    });
    expect(refused.status).toBe(422);

    const bad = await api('put', `/seasons/${season.season.id}/officials-times/${season.venue.id}`).send({
      times: [{ day: 7, time: '25:00' }],
    });
    expect(bad.status).toBe(422);
    expect(
      (await api('put', `/seasons/${season.season.id}/officials-times/999999`).send({ times: [] })).status,
    ).toBe(404);
  });
});

describe('granting roster types', () => {
  it('sets the types and the referee flag with them, and refuses an unknown type', async () => {
    const jo = await createMember(ctx.db, { firstname: 'Jo', lastname: 'Grant' });
    const granted = await api('put', `/officials/${jo.id}`).send({ roster_types: ['referee', 'scorer'] });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data.roster_types).toEqual(['referee', 'scorer']);
    const list = await api('get', '/officials');
    expect(list.body.data.officials.some((o: { member_id: number }) => o.member_id === jo.id)).toBe(true);
    expect((await ctx.db.member.findUniqueOrThrow({ where: { id: jo.id } })).isRef).toBe(true);

    const unknown = await api('put', `/officials/${jo.id}`).send({ roster_types: ['umpire'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('There is no roster type "umpire"');

    expect((await api('put', `/officials/${jo.id}`).send({ roster_types: [] })).status).toBe(200);
    const after = await ctx.db.member.findUniqueOrThrow({ where: { id: jo.id } });
    expect([after.isRef, after.accessRef]).toEqual([false, []]);
    expect((await api('put', '/officials/999999').send({ roster_types: [] })).status).toBe(404);
    const audit = await ctx.db.auditEntry.count({
      where: { entity: 'Member', entityId: String(jo.id), action: 'official.grant' },
    });
    expect(audit).toBe(2);
  });
});

describe("allocating a day's games", () => {
  let ann: { id: number };
  let ben: { id: number };
  let cal: { id: number };
  let nine: { id: number };
  let ten: { id: number };

  beforeAll(async () => {
    const offer = (memberId: number, times: string[]) =>
      ctx.db.refereeAvailability.createMany({
        data: times.map((timeSlot) => ({ memberId, seasonId: comp.season.id, weekday: WEEKDAY, timeSlot })),
      });
    ann = await createMember(ctx.db, {
      firstname: 'Ann',
      lastname: 'Able',
      isRef: true,
      accessRef: ['referee'],
    });
    ben = await createMember(ctx.db, {
      firstname: 'Ben',
      lastname: 'Baker',
      isRef: true,
      accessRef: ['referee'],
    });
    cal = await createMember(ctx.db, {
      firstname: 'Cal',
      lastname: 'Cole',
      isRef: true,
      accessRef: ['referee', 'scorer'],
    });
    await offer(ann.id, ['09:00', '10:00']);
    await offer(ben.id, ['09:00', '10:00']);
    await offer(cal.id, ['10:00']);
    // Ben plays for the home team's opponents at 10:00.
    await ctx.db.teamPosition.create({ data: { teamId: comp.teamB.id, memberId: ben.id, role: 'player' } });
    nine = await createGame(ctx.db, comp, at(9, '09:00'), { teamBId: null, teamAId: comp.teamA.id });
    ten = await createGame(ctx.db, comp, at(9, '10:00'));
  });

  const allocation = async () => {
    const res = await api('get', `/seasons/${comp.season.id}/allocation?date=${DAY}&venue=${comp.venue.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const fit = (
    data: { officials: Array<{ member_id: number; fit: unknown[] }> },
    memberId: number,
    gameId: number,
  ) =>
    (data.officials.find((o) => o.member_id === memberId)!.fit as Array<{ game_id: number }>).find(
      (f) => f.game_id === gameId,
    );

  it("shows the day's games, the officials' availability and the clashes", async () => {
    const data = await allocation();
    expect(data.venues).toEqual([{ id: comp.venue.id, name: 'Home Stadium' }]);
    expect(data.games.map((g: { id: number; time: string }) => [g.id, g.time])).toEqual([
      [nine.id, '09:00'],
      [ten.id, '10:00'],
    ]);
    expect(fit(data, ann.id, ten.id)).toEqual({ game_id: ten.id, available: true, clashes: [] });
    expect(fit(data, ben.id, ten.id)).toEqual({
      game_id: ten.id,
      available: true,
      clashes: [`Own team: ${comp.teamB.name}`],
    });
    expect(fit(data, cal.id, nine.id)).toMatchObject({ available: false, clashes: [] });
    expect(data.published).toBe(false);
  });

  it('gives places, answers the clash, and refuses an official on two games at once', async () => {
    const given = await api('put', `/games/${ten.id}/officials`).send({
      roster_type: 'referee',
      member_ids: [ann.id, ben.id],
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data.officials.map((o: { name: string }) => o.name)).toEqual(['Ann Able', 'Ben Baker']);
    expect(given.body.data.clashes).toEqual([
      { member_id: ben.id, clashes: [`Own team: ${comp.teamB.name}`] },
    ]);

    // Another court of the venue: a court holds one game at a time, an official one too.
    const court2 = await ctx.db.court.create({ data: { venueId: comp.court.venueId, name: 'Court 2' } });
    const sameTime = await createGame(ctx.db, comp, at(9, '10:30'), { courtId: court2.id });
    const twice = await api('put', `/games/${sameTime.id}/officials`).send({
      roster_type: 'referee',
      member_ids: [ann.id],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Ann Able already has a game at 10:00 (Court 1, ${comp.division.name})`);
    await ctx.db.game.delete({ where: { id: sameTime.id } });

    const notHeld = await api('put', `/games/${ten.id}/officials`).send({
      roster_type: 'scorer',
      member_ids: [ann.id],
    });
    expect(notHeld.status).toBe(422);
    expect(notHeld.body.message).toBe('Ann Able does not hold the scorer roster type');
    const tooMany = await api('put', `/games/${ten.id}/officials`).send({
      roster_type: 'scorer',
      member_ids: [cal.id, ann.id],
    });
    expect(tooMany.status).toBe(422);

    const audit = await ctx.db.auditEntry.findFirst({ where: { entity: 'Game', entityId: String(ten.id) } });
    expect(audit?.action).toBe('game_officials.set');
  });

  it('shows a game at another venue without time to travel', async () => {
    const later = await createGame(ctx.db, away, at(9, '11:15'));
    await ctx.db.refereeAssignment.create({
      data: { gameId: later.id, memberId: cal.id, rosterType: 'referee' },
    });
    const data = await allocation();
    expect(fit(data, cal.id, ten.id)!).toMatchObject({
      clashes: ['No time to travel to Away Stadium (game at 11:15)'],
    });
    expect(data.officials.find((o: { member_id: number }) => o.member_id === cal.id).games_that_day).toEqual([
      { game_id: later.id, time: '11:15', venue: 'Away Stadium' },
    ]);
  });

  it('suggests officials who offered the time and do not clash, fewest games first', async () => {
    const suggested = await api('post', `/seasons/${comp.season.id}/allocation/suggest`).send({
      date: DAY,
      venue: comp.venue.id,
    });
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(200);
    const data = await allocation();
    const on = (gameId: number, type: string) =>
      data.games
        .find((g: { id: number }) => g.id === gameId)
        .officials.filter((o: { roster_type: string }) => o.roster_type === type)
        .map((o: { member_id: number }) => o.member_id)
        .sort();
    // 09:00: Ann is on 10:00 already, but 09:00 ends at 10:00; Ben offered it and plays only at 10:00.
    expect(on(nine.id, 'referee')).toEqual([ann.id, ben.id].sort());
    // Cal did not offer 09:00, and at 10:00 has no time to travel: no scorer for either game.
    expect(on(nine.id, 'scorer')).toEqual([]);
    expect(on(ten.id, 'scorer')).toEqual([]);
    expect(suggested.body.data).toEqual({ filled: 2, left_empty: 2 });
  });

  it('gives an official only one of two games at once when staff race', async () => {
    const dee = await createMember(ctx.db, {
      firstname: 'Dee',
      lastname: 'Dunn',
      isRef: true,
      accessRef: ['scorer'],
    });
    const court3 = await ctx.db.court.create({ data: { venueId: comp.court.venueId, name: 'Court 3' } });
    const [a, b] = [
      await createGame(ctx.db, comp, at(9, '14:00')),
      await createGame(ctx.db, comp, at(9, '14:00'), { courtId: court3.id }),
    ];
    const answers = await Promise.all(
      [a, b].map((g) =>
        api('put', `/games/${g.id}/officials`).send({ roster_type: 'scorer', member_ids: [dee.id] }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ctx.db.refereeAssignment.count({ where: { memberId: dee.id } })).toBe(1);
  });

  it("pays each official's games of the period at the type's rate, as JSON and CSV", async () => {
    await ctx.db.rosterType.update({ where: { name: 'referee' }, data: { rateCents: 4550 } });
    const res = await api('get', `/officials/payments?from=${DAY}&to=${DAY}`);
    expect(res.status).toBe(200);
    const annRow = res.body.data.rows.find((r: { member_id: number }) => r.member_id === ann.id);
    expect(annRow).toMatchObject({ roster_type: 'referee', games: 2, rate_cents: 4550, amount_cents: 9100 });
    const csv = await api('get', `/officials/payments.csv?from=${DAY}&to=${DAY}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines: string[][] = parse(csv.text);
    expect(lines[0]).toEqual([
      'Member ID',
      'First name',
      'Last name',
      'Roster type',
      'Games',
      'Rate',
      'Amount',
    ]);
    expect(lines).toContainEqual([String(ann.id), 'Ann', 'Able', 'referee', '2', '45.50', '91.00']);
    expect(lines.at(-1)![3]).toBe('Total');
    expect(lines.at(-1)![6]).toBe((res.body.data.total_cents / 100).toFixed(2));
    // The day before has none of these games.
    const before = await api('get', `/officials/payments?from=${dayFromToday(8)}&to=${dayFromToday(8)}`);
    expect(before.body.data.rows.some((r: { member_id: number }) => r.member_id === ann.id)).toBe(false);
    expect((await api('get', '/officials/payments?from=2026-02-30&to=2026-03-01')).status).toBe(422);
  });
});

describe('the payments CSV file', () => {
  it('keeps a name that starts like a formula as text', async () => {
    const formula = '=HYPERLINK("http://evil.example","Pay here")';
    const mal = await createMember(ctx.db, { firstname: formula, isRef: true, accessRef: ['scorer'] });
    const game = await createGame(ctx.db, comp, at(9, '18:00'));
    const put = await api('put', `/games/${game.id}/officials`).send({
      roster_type: 'scorer',
      member_ids: [mal.id],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const csv = await api('get', `/officials/payments.csv?from=${DAY}&to=${DAY}`);
    expect(csv.status).toBe(200);
    const lines: string[][] = parse(csv.text, { bom: true });
    expect(lines.find((l) => l[0] === String(mal.id))?.[1]).toBe(`'${formula}`);
  });

  it('refuses a period that ends before it starts, as the reports do', async () => {
    const res = await api('get', `/officials/payments.csv?from=${DAY}&to=${dayFromToday(8)}`);
    expect(res.status).toBe(422);
  });
});
