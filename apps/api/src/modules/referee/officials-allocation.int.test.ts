// The allocation's rules that officials-admin.int.test.ts does not reach: the suggestion passes
// over an official who marked the date unavailable and prefers the one with the fewest games of
// the season; a team of the official playing elsewhere at the same time is a clash; an official
// cannot take two kinds of place on one game; a season closed to referees is closed to their
// availability and roster too, not only left out of the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  at,
  createCompetition,
  createGame,
  dayFromToday,
  type Competition,
} from '../../../test/officials-fixtures.js';
import { dbDate, weekdayOfIso } from '../../lib/local-dates.js';

let ctx: TestContext;
let staff: { id: number };
let comp: Competition;
let away: Competition;
const DAY = dayFromToday(11);
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'put', path: string) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(staff.id));

/** A scorer who offered 15:00 on DAY's weekday in the season. */
async function scorer(firstname: string, lastname: string, types = ['scorer']) {
  const m = await createMember(ctx.db, { firstname, lastname, isRef: true, accessRef: types });
  await ctx.db.refereeAvailability.create({
    data: { memberId: m.id, seasonId: comp.season.id, weekday: weekdayOfIso(DAY), timeSlot: '15:00' },
  });
  return m;
}

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  comp = await createCompetition(ctx.db, { venueName: 'Fair Stadium' });
  away = await createCompetition(ctx.db, { venueName: 'Far Stadium' });
});
afterAll(() => ctx?.close());

describe('the suggestion and the clashes', () => {
  let game: { id: number };
  let abe: { id: number };
  let eve: { id: number };
  let fay: { id: number };
  let ivy: { id: number };

  beforeAll(async () => {
    // Abe has had no game but marked DAY unavailable; Eve has had two games of the season; Fay none.
    abe = await scorer('Abe', 'Adams');
    eve = await scorer('Eve', 'Evans');
    fay = await scorer('Fay', 'Ford');
    ivy = await scorer('Ivy', 'Irwin');
    await ctx.db.refereeUnavailableDate.create({
      data: { memberId: abe.id, seasonId: comp.season.id, date: dbDate(DAY) },
    });
    for (const n of [2, 3]) {
      const earlier = await createGame(ctx.db, comp, at(n, '15:00'));
      await ctx.db.refereeAssignment.create({
        data: { gameId: earlier.id, memberId: eve.id, rosterType: 'scorer' },
      });
    }
    // Ivy plays for a team whose game at another venue overlaps the 15:00 game.
    await ctx.db.teamPosition.create({ data: { teamId: away.teamA.id, memberId: ivy.id, role: 'player' } });
    await createGame(ctx.db, away, at(11, '15:30'));
    game = await createGame(ctx.db, comp, at(11, '15:00'));
  });

  it('shows the unavailable date and a team playing elsewhere at the same time', async () => {
    const res = await api('get', `/seasons/${comp.season.id}/allocation?date=${DAY}&venue=${comp.venue.id}`);
    expect(res.status).toBe(200);
    const person = (id: number) =>
      res.body.data.officials.find((o: { member_id: number }) => o.member_id === id);
    expect(person(abe.id).unavailable).toBe(true);
    expect(person(ivy.id).fit).toEqual([
      { game_id: game.id, available: true, clashes: [`${away.teamA.name} play at 15:30 (Far Stadium)`] },
    ]);
  });

  it('gives the place to the free official with the fewest games of the season', async () => {
    const res = await api('post', `/seasons/${comp.season.id}/allocation/suggest`).send({
      date: DAY,
      venue: comp.venue.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Abe (unavailable) and Ivy (a clash) are passed over; Fay (0 games) goes before Eve (2).
    const given = await ctx.db.refereeAssignment.findMany({
      where: { gameId: game.id },
      select: { memberId: true },
    });
    expect(given.map((g) => g.memberId)).toEqual([fay.id]);
  });

  it('refuses an official two kinds of place on one game', async () => {
    const jo = await scorer('Jo', 'Jones', ['referee', 'scorer']);
    expect(
      (await api('put', `/games/${game.id}/officials`).send({ roster_type: 'scorer', member_ids: [jo.id] }))
        .status,
    ).toBe(200);
    const twice = await api('put', `/games/${game.id}/officials`).send({
      roster_type: 'referee',
      member_ids: [jo.id],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Jo Jones is already the scorer of this game');
  });
});

describe('a season closed to referees', () => {
  it('refuses their availability and roster for it, not only its place in the list', async () => {
    const ref = await createMember(ctx.db, { isRef: true, accessRef: ['referee'] });
    const closed = await createCompetition(ctx.db, { venueName: 'Shut Stadium' });
    await createGame(ctx.db, closed, at(4, '18:00'));
    expect(
      (await api('put', `/seasons/${closed.season.id}/referees-open`).send({ open: false })).status,
    ).toBe(200);
    const member = (method: 'get' | 'post', path: string) =>
      ctx.api()[method](path).set('authorization', bearer(ref.id));
    expect(
      (await member('get', `/api/referee/availability/${closed.season.id}/${closed.venue.id}`)).status,
    ).toBe(404);
    const save = await member('post', '/api/referee/availability').send({
      season: closed.season.id,
      availability: [],
      unavailability: [],
    });
    expect(save.status).toBe(404);
    expect(
      (await member('post', '/api/referee/roster').send({ season: closed.season.id, roster: 'full' })).status,
    ).toBe(404);
  });
});
