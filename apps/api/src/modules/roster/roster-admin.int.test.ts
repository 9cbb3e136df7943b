// The console's event rosters through the API: competition staff create, rename, publish and
// delete events, add, change and remove shifts in the association's local time, and copy a day's
// shifts to another date; members with is_roster see an event only once it is published. Every
// write is audited; bad input is a 4xx naming the field with nothing written; another staff
// role, a member and a visitor are refused before the body is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createHireVenue } from '../../../test/booking-factories.js';
import { TZ } from '../../../test/officials-fixtures.js';
import { addDaysIso, localInstant } from '../../lib/local-dates.js';

let ctx: TestContext;
let staff: { id: number };
let finance: { id: number };
let rostered: { id: number; firstname: string; lastname: string };
let colleague: { id: number };
let notRostered: { id: number; firstname: string; lastname: string };
let venue: { id: number };
let court: { id: number };
let otherCourt: { id: number };
/** A Saturday well ahead, so the test never depends on today. */
const DAY = '2027-03-06';
const NEXT_WEEK = addDaysIso(DAY, 7);

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, actor = staff.id) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(actor));
const auditOf = (entity: string, id: number) =>
  ctx.db.auditEntry.findMany({ where: { entity, entityId: String(id) }, orderBy: { id: 'asc' } });
const shiftBody = (over: Record<string, unknown> = {}) => ({
  member_id: rostered.id,
  date: DAY,
  time: '09:30',
  end_time: '11:00',
  venue_id: venue.id,
  court_id: court.id,
  duty: 'Scorer',
  ...over,
});
const newEvent = async (name: string) => {
  const res = await api('post', '/events').send({ name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; name: string; published: boolean };
};
/** The member's Event Roster page: its event picker and one day's FULL ROSTER. */
const membersEvents = async () =>
  (await ctx.api().get('/api/roster/events').set('authorization', bearer(rostered.id)).expect(200)).body
    .data as Array<{ event_id: number; event_name: string }>;
const membersRoster = (event: number, date: string) =>
  ctx
    .api()
    .post('/api/roster/eventroster')
    .set('authorization', bearer(rostered.id))
    .send({ event, roster: 'full', date });

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
  rostered = await createMember(ctx.db, { isRoster: true, firstname: 'Robin', lastname: 'Shift' });
  colleague = await createMember(ctx.db, { isRoster: true, firstname: 'Sam', lastname: 'Helper' });
  notRostered = await createMember(ctx.db, { isRoster: false, firstname: 'Nat', lastname: 'Outside' });
  venue = await ctx.db.venue.create({ data: { name: 'Carnival Centre' } });
  court = await ctx.db.court.create({ data: { venueId: venue.id, name: 'Court 1' } });
  const other = await ctx.db.venue.create({ data: { name: 'Other Stadium' } });
  otherCourt = await ctx.db.court.create({ data: { venueId: other.id, name: 'Court 9' } });
});
afterAll(() => ctx?.close());

describe('events', () => {
  it('creates an event unpublished, renames it and lists it with its shifts and dates, each write audited', async () => {
    const event = await newEvent('Spring Carnival');
    expect(event).toEqual({
      id: event.id,
      name: 'Spring Carnival',
      published: false,
      shifts: 0,
      first_date: null,
      last_date: null,
    });
    const renamed = await api('put', `/events/${event.id}`).send({ name: '  Spring Carnival 2027 ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Spring Carnival 2027');
    await api('post', `/events/${event.id}/shifts`).send(shiftBody()).expect(201);
    await api('post', `/events/${event.id}/shifts`)
      .send(shiftBody({ date: NEXT_WEEK, time: '23:30', end_time: '23:59' }))
      .expect(201);
    const list = (await api('get', '/events').expect(200)).body.data.events as Array<{ id: number }>;
    expect(list.find((e) => e.id === event.id)).toEqual({
      id: event.id,
      name: 'Spring Carnival 2027',
      published: false,
      shifts: 2,
      first_date: DAY,
      // 23:30 in Sydney is the next day in UTC: the dates are local.
      last_date: NEXT_WEEK,
    });
    expect((await auditOf('LocalEvent', event.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['local_event.create', staff.id],
      ['local_event.rename', staff.id],
    ]);
  });

  it("shows an event on the members' Event Roster page only while it is published", async () => {
    const event = await newEvent('Presentation Night');
    await api('post', `/events/${event.id}/shifts`)
      .send(shiftBody({ duty: 'Usher' }))
      .expect(201);
    expect((await membersEvents()).map((e) => e.event_id)).not.toContain(event.id);
    expect((await membersRoster(event.id, DAY)).status).toBe(404);

    const published = await api('put', `/events/${event.id}/published`).send({ published: true });
    expect(published.status).toBe(200);
    expect(published.body.data.published).toBe(true);
    expect(await membersEvents()).toContainEqual({ event_id: event.id, event_name: 'Presentation Night' });
    const roster = await membersRoster(event.id, DAY);
    expect(roster.status).toBe(200);
    expect(roster.body.data).toMatchObject([{ function: 'Usher', schedule_time: '09:30', mine: true }]);

    await api('put', `/events/${event.id}/published`).send({ published: false }).expect(200);
    expect((await membersEvents()).map((e) => e.event_id)).not.toContain(event.id);
    expect((await auditOf('LocalEvent', event.id)).map((a) => a.action)).toEqual([
      'local_event.create',
      'local_event.publish',
      'local_event.unpublish',
    ]);
  });

  it('refuses to delete an event while it has shifts (409), and deletes it once they are gone', async () => {
    const event = await newEvent('Fun Run');
    const shift = (await api('post', `/events/${event.id}/shifts`).send(shiftBody()).expect(201)).body
      .data as {
      id: number;
    };
    const refused = await api('delete', `/events/${event.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'conflict', message: expect.stringContaining('1 shift') });
    expect(await ctx.db.localEvent.count({ where: { id: event.id } })).toBe(1);
    await api('delete', `/events/${event.id}/shifts/${shift.id}`).expect(200);
    expect((await api('delete', `/events/${event.id}`)).status).toBe(200);
    expect((await api('delete', `/events/${event.id}`)).status).toBe(404);
    expect((await api('get', `/events/${event.id}`)).status).toBe(404);
    expect((await auditOf('LocalEvent', event.id)).map((a) => a.action)).toEqual([
      'local_event.create',
      'local_event.delete',
    ]);
  });

  it('refuses a blank or missing name with 422 and an unknown or junk id with 404', async () => {
    const before = await ctx.db.localEvent.count();
    const blank = await api('post', '/events').send({ name: '   ' });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(['name']);
    expect((await api('post', '/events').send({})).status).toBe(422);
    expect(await ctx.db.localEvent.count()).toBe(before);
    expect((await api('put', '/events/999999').send({ name: 'X' })).status).toBe(404);
    expect((await api('put', '/events/abc/published').send({ published: true })).status).toBe(404);
    expect((await api('put', '/events/1/published').send({ published: 'yes' })).status).toBe(422);
  });
});

describe('shifts', () => {
  it('adds, changes and removes a shift in local time, with duties suggested from the event', async () => {
    const event = await newEvent('Junior Carnival');
    const added = await api('post', `/events/${event.id}/shifts`).send(shiftBody());
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const shift = added.body.data as { id: number };
    expect(added.body.data).toEqual({
      id: shift.id,
      member_id: rostered.id,
      member_name: 'Robin Shift',
      date: DAY,
      time: '09:30',
      end_time: '11:00',
      // March in Sydney is daylight saving time.
      starts_at: '2027-03-06T09:30:00+11:00',
      ends_at: '2027-03-06T11:00:00+11:00',
      venue_id: venue.id,
      venue: 'Carnival Centre',
      court_id: court.id,
      court: 'Court 1',
      duty: 'Scorer',
    });
    const kept = await ctx.db.localRosterEntry.findUniqueOrThrow({ where: { id: shift.id } });
    expect(kept.scheduleAt.toISOString()).toBe(localInstant(DAY, '09:30', TZ).toISOString());
    expect(kept.minutes).toBe(90);
    // Without an end, a shift lasts an hour.
    await api('post', `/events/${event.id}/shifts`)
      .send(
        shiftBody({
          member_id: colleague.id,
          time: '08:00',
          end_time: undefined,
          duty: 'Canteen',
          court_id: null,
        }),
      )
      .expect(201);

    const roster = (await api('get', `/events/${event.id}`).expect(200)).body.data;
    expect(roster.shifts.map((s: { duty: string }) => s.duty)).toEqual(['Canteen', 'Scorer']);
    expect(roster.duties).toEqual(['Canteen', 'Scorer']);
    expect(roster.venues).toContainEqual({
      id: venue.id,
      name: 'Carnival Centre',
      courts: [{ id: court.id, name: 'Court 1' }],
    });

    expect(roster.shifts.map((s: { time: string; end_time: string }) => [s.time, s.end_time])).toEqual([
      ['08:00', '09:00'],
      ['09:30', '11:00'],
    ]);

    const changed = await api('put', `/events/${event.id}/shifts/${shift.id}`).send(
      shiftBody({ time: '13:15', end_time: '17:45', duty: 'Timekeeper', court_id: null }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      time: '13:15',
      end_time: '17:45',
      duty: 'Timekeeper',
      court: null,
    });
    const [created, updated] = await auditOf('LocalRosterEntry', shift.id);
    expect(created!.after).toMatchObject({ minutes: 90, courtId: court.id });
    expect(updated!.before).toMatchObject({ minutes: 90 });
    expect(updated!.after).toMatchObject({ minutes: 270, courtId: null });

    expect((await api('delete', `/events/${event.id}/shifts/${shift.id}`)).status).toBe(200);
    expect((await api('delete', `/events/${event.id}/shifts/${shift.id}`)).status).toBe(404);
    expect((await api('put', `/events/${event.id}/shifts/${shift.id}`).send(shiftBody())).status).toBe(404);
    expect((await auditOf('LocalRosterEntry', shift.id)).map((a) => a.action)).toEqual([
      'roster_shift.create',
      'roster_shift.update',
      'roster_shift.delete',
    ]);
  });

  it('refuses a member without is_roster, an unknown member, a court of another venue and bad input, writing nothing', async () => {
    const event = await newEvent('Refusals');
    const add = (over: Record<string, unknown>) =>
      api('post', `/events/${event.id}/shifts`).send(shiftBody(over));

    const outsider = await add({ member_id: notRostered.id });
    expect(outsider.status).toBe(422);
    expect(outsider.body.message).toBe(
      'Nat Outside is not on the event roster: tick Rostered official on their member record first.',
    );
    expect(outsider.body.errors).toEqual({
      member_id: [
        'This member is not on the event roster: tick Rostered official on their member record first.',
      ],
    });
    expect((await add({ member_id: 99_999_999 })).body.errors).toEqual({
      member_id: ['No member has this id.'],
    });
    const elsewhere = await add({ court_id: otherCourt.id });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual({ court_id: ['This court is not at the chosen venue.'] });
    expect((await add({ venue_id: 99_999_999 })).body.errors).toEqual({
      venue_id: ['There is no such venue.'],
    });
    // 02:30 does not exist in Sydney on the day the clocks go forward.
    expect((await add({ date: '2027-10-03', time: '02:30' })).body.errors).toEqual({
      time: ['This time does not exist on that day (the clocks go forward).'],
    });
    // A shift ends after it starts, on the same day.
    for (const end_time of ['09:30', '09:00', '00:15']) {
      const early = await add({ end_time });
      expect(early.status).toBe(422);
      expect(early.body.errors).toEqual({
        end_time: ['The shift must end after it starts, on the same day.'],
      });
    }
    expect((await add({ end_time: '11:60' })).body.errors).toEqual({
      end_time: ['This field must be a time (HH:mm)'],
    });
    const bad = await add({ date: '2027-02-30', time: '25:00', duty: '', member_id: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'duty', 'member_id', 'time']);

    expect(await ctx.db.localRosterEntry.count({ where: { eventId: event.id } })).toBe(0);
    expect((await api('post', '/events/999999/shifts').send(shiftBody())).status).toBe(404);
  });

  it('answers 404 for a shift of another event, and a change racing a delete answers 404, never 500', async () => {
    const one = await newEvent('Race One');
    const two = await newEvent('Race Two');
    const shift = (await api('post', `/events/${one.id}/shifts`).send(shiftBody()).expect(201)).body.data as {
      id: number;
    };
    expect((await api('put', `/events/${two.id}/shifts/${shift.id}`).send(shiftBody())).status).toBe(404);
    expect((await api('delete', `/events/${two.id}/shifts/${shift.id}`)).status).toBe(404);

    const [removed, changed] = await Promise.all([
      api('delete', `/events/${one.id}/shifts/${shift.id}`),
      api('put', `/events/${one.id}/shifts/${shift.id}`).send(shiftBody({ duty: 'Late change' })),
    ]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(changed.status);
    expect(await ctx.db.localRosterEntry.count({ where: { id: shift.id } })).toBe(0);
  });
});

describe('a shift on a court and court hire', () => {
  it('takes the court from member hire while the shift lasts, and frees it when the shift is shortened or moved off court', async () => {
    const hire = await createHireVenue(ctx.db);
    const event = await newEvent('Court Carnival');
    const onCourt = (over: Record<string, unknown>) =>
      shiftBody({ venue_id: hire.venueId, court_id: hire.single, time: '17:00', end_time: '19:00', ...over });
    // Two days before the shift, inside the members' booking window.
    ctx.clock.offsetMs = Date.parse('2027-03-04T09:00:00+11:00') - Date.now();
    try {
      const hireOf = (start: string, end: string) =>
        ctx.api().post('/api/booking/events/checkrules').set('authorization', bearer(colleague.id)).send({
          day: '06/03/2027',
          start,
          end,
          space: hire.single,
          sport: hire.basketball,
          type: hire.casual,
          option: null,
        });
      const shift = (await api('post', `/events/${event.id}/shifts`).send(onCourt({})).expect(201)).body
        .data as { id: number };
      expect((await hireOf('18:00', '19:00')).body).toEqual({
        feedback: BOOKING_MSG.event,
        bookable: false,
        reason: 'error_collision',
      });
      expect((await hireOf('19:00', '20:00')).body.bookable).toBe(true);

      const change = (over: Record<string, unknown>) =>
        api('put', `/events/${event.id}/shifts/${shift.id}`).send(onCourt(over)).expect(200);
      await change({ end_time: '18:00' });
      expect((await hireOf('18:00', '19:00')).body.bookable).toBe(true);
      expect((await hireOf('17:30', '18:30')).body.reason).toBe('error_collision');
      await change({ end_time: '18:00', court_id: null });
      expect((await hireOf('17:00', '18:00')).body.bookable).toBe(true);
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });
});

describe('copying a day', () => {
  it("copies a day's shifts to another date with the same times, members and duties, and refuses to double them", async () => {
    const event = await newEvent('Saturday Canteen');
    const add = (over: Record<string, unknown>) =>
      api('post', `/events/${event.id}/shifts`).send(shiftBody(over)).expect(201);
    await add({ time: '08:00', duty: 'Canteen', court_id: null });
    await add({ member_id: colleague.id, time: '23:30', end_time: '23:45', duty: 'Cleaner' });
    await add({ date: addDaysIso(DAY, 1), time: '10:00', duty: 'Other day' });

    const copied = await api('post', `/events/${event.id}/copy-day`).send({
      from_date: DAY,
      to_date: NEXT_WEEK,
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    expect(copied.body.data.to_date).toBe(NEXT_WEEK);
    expect(
      copied.body.data.shifts.map((s: Record<string, unknown>) => [
        s.date,
        s.time,
        s.end_time,
        s.member_id,
        s.duty,
        s.court_id,
      ]),
    ).toEqual([
      [NEXT_WEEK, '08:00', '11:00', rostered.id, 'Canteen', null],
      [NEXT_WEEK, '23:30', '23:45', colleague.id, 'Cleaner', court.id],
    ]);
    const [audit] = await ctx.db.auditEntry.findMany({
      where: { entity: 'LocalEvent', entityId: String(event.id), action: 'local_event.copy_day' },
    });
    expect(audit).toMatchObject({ actorId: staff.id, after: { from_date: DAY, to_date: NEXT_WEEK } });

    const again = await api('post', `/events/${event.id}/copy-day`).send({
      from_date: DAY,
      to_date: NEXT_WEEK,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({
      to_date: ['The event already has shifts on this day: remove them first, so nothing is doubled.'],
    });
    expect(await ctx.db.localRosterEntry.count({ where: { eventId: event.id } })).toBe(5);

    const empty = await api('post', `/events/${event.id}/copy-day`).send({
      from_date: addDaysIso(DAY, 2),
      to_date: addDaysIso(DAY, 20),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ from_date: ['The event has no shifts on this day to copy.'] });
    const same = await api('post', `/events/${event.id}/copy-day`).send({ from_date: DAY, to_date: DAY });
    expect(same.status).toBe(422);
    expect(Object.keys(same.body.errors)).toEqual(['to_date']);
    expect(await ctx.db.localRosterEntry.count({ where: { eventId: event.id } })).toBe(5);
  });

  it('refuses to copy the shifts of a member no longer on the event roster', async () => {
    const event = await newEvent('Copy Refusal');
    const leaver = await createMember(ctx.db, { isRoster: true, firstname: 'Lee', lastname: 'Leaver' });
    await api('post', `/events/${event.id}/shifts`)
      .send(shiftBody({ member_id: leaver.id }))
      .expect(201);
    await ctx.db.member.update({ where: { id: leaver.id }, data: { isRoster: false } });
    const res = await api('post', `/events/${event.id}/copy-day`).send({
      from_date: DAY,
      to_date: NEXT_WEEK,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('Lee Leaver');
    expect(await ctx.db.localRosterEntry.count({ where: { eventId: event.id } })).toBe(1);
  });
});

describe('who may', () => {
  it('refuses staff without the competition role, members and visitors before reading the body', async () => {
    const event = await newEvent('Guarded');
    const shift = (await api('post', `/events/${event.id}/shifts`).send(shiftBody()).expect(201)).body
      .data as {
      id: number;
    };
    const calls: Array<['get' | 'post' | 'put' | 'delete', string]> = [
      ['get', '/events'],
      ['post', '/events'],
      ['get', `/events/${event.id}`],
      ['put', `/events/${event.id}`],
      ['put', `/events/${event.id}/published`],
      ['delete', `/events/${event.id}`],
      ['post', `/events/${event.id}/shifts`],
      ['put', `/events/${event.id}/shifts/${shift.id}`],
      ['delete', `/events/${event.id}/shifts/${shift.id}`],
      ['post', `/events/${event.id}/copy-day`],
    ];
    for (const [method, path] of calls) {
      for (const actor of [finance.id, rostered.id]) {
        const res = await api(method, path, actor).send({ junk: true });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error).toBe('forbidden');
      }
      expect((await ctx.api()[method](`/api/admin${path}`).send({ junk: true })).status).toBe(401);
    }
    expect(await ctx.db.localRosterEntry.count({ where: { eventId: event.id } })).toBe(1);
    expect(await ctx.db.localEvent.count({ where: { id: event.id, name: 'Guarded' } })).toBe(1);
  });
});
