import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { TZ } from '../../../test/officials-fixtures.js';
import { addDaysIso, localInstant, todayIso } from '../../lib/local-dates.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;

let me: Awaited<ReturnType<typeof createMember>>;
let colleague: Awaited<ReturnType<typeof createMember>>;
let eventId: number;
let today: string;
const entries: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  // The application's clock sits at 08:00 in Sydney: the UTC calendar day is still
  // yesterday, so "today" must be taken in the association's time zone.
  const sydneyToday = todayIso(TZ, new Date());
  ctx.clock.offsetMs = localInstant(sydneyToday, '08:00', TZ).getTime() - Date.now();
  today = sydneyToday;

  me = await createMember(ctx.db, { isRoster: true, firstname: 'Robin', prefname: 'Rob', lastname: 'Shift' });
  colleague = await createMember(ctx.db, {
    isRoster: true,
    firstname: 'Sam',
    prefname: null,
    lastname: 'Helper',
  });
  const venue = await ctx.db.venue.create({
    data: { name: 'Carnival Centre', address: '9 Event Way', suburb: 'RYDE', postcode: '2112', state: 'NSW' },
  });
  const court = await ctx.db.court.create({ data: { venueId: venue.id, name: 'Court 3' } });
  const event = await ctx.db.localEvent.create({ data: { name: 'Junior Carnival' } });
  await ctx.db.localEvent.create({ data: { name: 'Old Event', active: false } });
  eventId = event.id;
  const entry = (memberId: number, day: string, time: string, fn: string, withCourt = true, minutes = 60) =>
    ctx.db.localRosterEntry.create({
      data: {
        eventId,
        memberId,
        scheduleAt: localInstant(day, time, TZ),
        minutes,
        venueId: venue.id,
        courtId: withCourt ? court.id : null,
        function: fn,
      },
    });
  entries.mineToday = (await entry(me.id, today, '09:00', 'Scorer')).id;
  entries.colleagueToday = (await entry(colleague.id, today, '09:30', 'Canteen', false)).id;
  entries.mineTomorrow = (await entry(me.id, addDaysIso(today, 1), '13:15', 'Timekeeper', true, 150)).id;
  entries.mineYesterday = (await entry(me.id, addDaysIso(today, -1), '23:30', 'Scorer')).id;
});
afterAll(() => ctx?.close());

describe('event roster guard', () => {
  it('refuses members without is_roster with 403', async () => {
    const member = await createMember(ctx.db, { isRoster: false, isRef: true });
    const auth = bearer(member.id);
    const calls = [
      ctx.api().get('/api/roster/events').set('authorization', auth),
      ctx
        .api()
        .post('/api/roster/eventroster')
        .set('authorization', auth)
        .send({ event: eventId, roster: 'my' }),
      ctx.api().get(`/api/roster/entry/${entries.mineToday}/ics`).set('authorization', auth),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
  });

  it('asks for sign-in without a token', async () => {
    expect((await ctx.api().get('/api/roster/events')).status).toBe(401);
  });
});

describe('events', () => {
  it('lists the active events', async () => {
    const res = await ctx.api().get('/api/roster/events').set('authorization', bearer(me.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ event_id: eventId, event_name: 'Junior Carnival' }]);
  });
});

describe('event roster', () => {
  const post = (body: Record<string, unknown>) =>
    ctx.api().post('/api/roster/eventroster').set('authorization', bearer(me.id)).send(body);

  it("defaults to today in the association's time zone and MY ROSTER shows only the member's shifts", async () => {
    const res = await post({ event: eventId, roster: 'my' });
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(today);
    expect(res.body.data).toEqual([
      {
        id: entries.mineToday,
        schedule_date: today,
        schedule_time: '09:00',
        schedule_date_formatted: today.split('-').reverse().join('/'),
        schedule_time_formatted: '9:00 AM',
        schedule_at: localInstant(today, '09:00', TZ).toISOString(),
        venue_name: 'Carnival Centre',
        event: eventId,
        event_name: 'Junior Carnival',
        function: 'Scorer',
        court_name: 'Court 3',
        member_name: 'Rob Shift',
        mine: true,
      },
    ]);
  });

  it("FULL ROSTER shows everyone's shifts of the day", async () => {
    const res = await post({ event: eventId, roster: 'FULL ROSTER' });
    expect(res.status).toBe(200);
    expect(res.body.roster).toBe('full');
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual([
      entries.mineToday,
      entries.colleagueToday,
    ]);
    expect(res.body.data[1]).toMatchObject({
      member_name: 'Sam Helper',
      court_name: null,
      mine: false,
      function: 'Canteen',
    });
  });

  it('shows the chosen date', async () => {
    const tomorrow = addDaysIso(today, 1);
    const res = await post({ event: eventId, roster: 'my', date: tomorrow });
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(tomorrow);
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual([entries.mineTomorrow]);
    expect(res.body.data[0].schedule_time_formatted).toBe('1:15 PM');
  });

  it('answers 404 for an unknown or inactive event and 422 for bad input', async () => {
    const inactive = await ctx.db.localEvent.findFirstOrThrow({ where: { active: false } });
    expect((await post({ event: 999999, roster: 'my' })).status).toBe(404);
    expect((await post({ event: inactive.id, roster: 'my' })).status).toBe(404);
    const bad = await post({ roster: 'mine', date: 'tomorrow' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'event', 'roster']);
  });
});

describe('calendar file of a shift', () => {
  it("runs from the shift's start to its end", async () => {
    const res = await ctx
      .api()
      .get(`/api/roster/entry/${entries.mineTomorrow}/ics`)
      .set('authorization', bearer(me.id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const vevent = new ICAL.Component(ICAL.parse(res.text)).getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    expect(vevent!.getFirstPropertyValue('dtstart')?.toString()).toBeDefined();
    const event = new ICAL.Event(vevent!);
    expect(event.startDate.toJSDate().toISOString()).toBe(
      localInstant(addDaysIso(today, 1), '13:15', TZ).toISOString(),
    );
    expect(event.endDate.toJSDate().toISOString()).toBe(
      localInstant(addDaysIso(today, 1), '15:45', TZ).toISOString(),
    );
    expect(event.summary).toBe('Junior Carnival - Timekeeper');
    expect(event.location).toContain('Carnival Centre');
  });

  it("answers 404 for another member's shift", async () => {
    const res = await ctx
      .api()
      .get(`/api/roster/entry/${entries.colleagueToday}/ics`)
      .set('authorization', bearer(me.id));
    expect(res.status).toBe(404);
  });
});
