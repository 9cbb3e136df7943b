// Court hire: the public catalogue and calendar, the stepper's checks, the booking
// window in the association's zone (daylight saving included) and price rules.
// Payments, collisions and history are in booking-payment.int.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA } from '../../../test/money-factories.js';
import {
  PARTY_SCHOOL_HOURS,
  createGameOn,
  createHireVenue,
  type HireVenue,
} from '../../../test/booking-factories.js';

let ctx: TestContext;
let v: HireVenue;
let member: Awaited<ReturnType<typeof createMember>>;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;

/** Moves the application's clock to an instant (tests then run within seconds of it). */
const setNow = (iso: string) => {
  ctx.clock.offsetMs = Date.parse(iso) - Date.now();
};
// Wednesday 9 June 2027, 9 am in Sydney (no daylight saving in June).
const WEDNESDAY_9AM = '2027-06-09T09:00:00+10:00';
const THURSDAY = '10/06/2027';
const SATURDAY = '12/06/2027';

const slot = (o: Record<string, unknown> = {}) => ({
  day: THURSDAY,
  start: '10:00',
  end: '11:00',
  space: v.single,
  sport: v.basketball,
  type: v.casual,
  option: null,
  ...o,
});
const checkRules = (body: Record<string, unknown>) =>
  ctx.api().post('/api/booking/events/checkrules').set('authorization', bearer(member.id)).send(body);
const pay = (memberId: number, cart: Record<string, unknown>) =>
  ctx.api().post('/api/booking/paybooking').set('authorization', bearer(memberId)).send({
    cardData: VISA,
    couponCart: [],
    donationCart: [],
    bookingCart: cart,
    idempotencyKey: randomUUID(),
  });

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  v = await createHireVenue(ctx.db);
  member = await createMember(ctx.db);
});
afterAll(() => ctx?.close());
beforeEach(() => setNow(WEDNESDAY_9AM));

describe('booking catalogue (public lists)', () => {
  it('lists venues with courts for hire, without sign-in', async () => {
    const res = await ctx.api().get('/api/booking/venues');
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({
      venue_id: v.venueId,
      venue_name: expect.stringMatching(/^Hire Stadium/),
    });
  });

  it("lists a venue's courts with their fields: halves point at their full court", async () => {
    const res = await ctx.api().get(`/api/booking/courts/venue/${v.venueId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        court_id: v.full,
        court_name: 'Court 1',
        venue_id: v.venueId,
        sport_id: null,
        type_id: null,
        option_id: v.fullOption,
        parent_id: null,
      },
      {
        court_id: v.halfA,
        court_name: 'Court 1 - Half A',
        venue_id: v.venueId,
        sport_id: null,
        type_id: null,
        option_id: v.halfOption,
        parent_id: v.full,
      },
      {
        court_id: v.halfB,
        court_name: 'Court 1 - Half B',
        venue_id: v.venueId,
        sport_id: null,
        type_id: null,
        option_id: v.halfOption,
        parent_id: v.full,
      },
      {
        court_id: v.single,
        court_name: 'Court 2',
        venue_id: v.venueId,
        sport_id: null,
        type_id: null,
        option_id: null,
        parent_id: null,
      },
      {
        court_id: v.closed,
        court_name: 'Court 3',
        venue_id: v.venueId,
        sport_id: null,
        type_id: null,
        option_id: null,
        parent_id: null,
      },
    ]);
  });

  it('lists sports, types and options of a venue', async () => {
    const sports = await ctx.api().get(`/api/booking/sports/venue/${v.venueId}`);
    expect(sports.body.data).toEqual([
      { sport_id: v.basketball, sport_name: 'Basketball', venue_id: v.venueId },
      { sport_id: v.netball, sport_name: 'Netball', venue_id: v.venueId },
    ]);
    const types = await ctx.api().get(`/api/booking/types/venue/${v.venueId}`);
    expect(types.body.data).toEqual(
      expect.arrayContaining([
        { type_id: v.casual, type_name: 'Casual hire', type_slug: expect.stringMatching(/^casual-/) },
        { type_id: v.party, type_name: 'Party', type_slug: expect.stringMatching(/^party-/) },
      ]),
    );
    const options = await ctx.api().get(`/api/booking/options/venue/${v.venueId}`);
    expect(options.body.data).toEqual(
      expect.arrayContaining([
        { option_id: v.fullOption, option_name: 'Full court' },
        { option_id: v.halfOption, option_name: 'Half court' },
        { option_id: v.scoreboard, option_name: 'With scoreboard' },
      ]),
    );
  });

  it('answers 404 for an unknown venue', async () => {
    for (const what of ['courts', 'sports', 'types', 'options']) {
      const res = await ctx.api().get(`/api/booking/${what}/venue/999999`);
      expect(res.status).toBe(404);
    }
  });

  it('refuses a venue id past the database integer range with a 4xx, not a 500 (found by the fuzzer)', async () => {
    for (const what of ['courts', 'sports', 'types', 'options']) {
      const res = await ctx.api().get(`/api/booking/${what}/venue/3000000000`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('calendar (public): taken slots, never who booked', () => {
  let booker: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    setNow(WEDNESDAY_9AM);
    booker = await createMember(ctx.db, { firstname: 'Priscilla', lastname: 'Privatesurname' });
    const paid = await pay(
      booker.id,
      slot({ day: '11/06/2027', space: v.full, option: v.fullOption, start: '18:00', end: '19:30' }),
    );
    expect(paid.status).toBe(200);
    await createGameOn(
      ctx.db,
      v.single,
      new Date('2027-06-11T19:00:00+10:00'),
      new Date('2027-06-11T19:50:00+10:00'),
    );
  });

  it('shows a visitor the day with bookings and competition games as taken, and nothing about who', async () => {
    const res = await ctx.api().get(`/api/booking/events/venue/${v.venueId}/day/2027-06-11`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: '2027-06-11',
      to: '2027-06-11',
      data: [
        {
          start: '2027-06-11T18:00:00+10:00',
          end: '2027-06-11T19:30:00+10:00',
          venue: v.venueId,
          type: 'booking',
          court: v.full,
          court_name: 'Court 1',
          title: 'Booked',
          blocks: [v.halfA, v.halfB],
        },
        {
          start: '2027-06-11T19:00:00+10:00',
          end: '2027-06-11T19:50:00+10:00',
          venue: v.venueId,
          type: 'competition',
          court: v.single,
          court_name: 'Court 2',
          title: 'Competition',
          blocks: [],
        },
      ],
    });
    const text = JSON.stringify(res.body);
    for (const secret of [
      booker.firstname,
      booker.lastname,
      booker.username as string,
      booker.email as string,
      'Secret Tigers',
      'Hidden Hawks',
      'member',
    ])
      expect(text).not.toContain(secret);
  });

  it('shows the Monday-to-Sunday week and the whole month', async () => {
    const week = await ctx.api().get(`/api/booking/events/venue/${v.venueId}/week/2027-06-09`);
    expect(week.body).toMatchObject({ from: '2027-06-07', to: '2027-06-13' });
    expect(week.body.data).toHaveLength(2);
    const month = await ctx.api().get(`/api/booking/events/venue/${v.venueId}/month/2027-06-30`);
    expect(month.body).toMatchObject({ from: '2027-06-01', to: '2027-06-30' });
    expect(month.body.data).toHaveLength(2);
    const otherDay = await ctx.api().get(`/api/booking/events/venue/${v.venueId}/day/2027-06-12`);
    expect(otherDay.body.data).toEqual([]);
  });

  it('refuses an unknown view or date, and answers 404 for an unknown venue', async () => {
    expect((await ctx.api().get(`/api/booking/events/venue/${v.venueId}/year/2027-06-09`)).status).toBe(422);
    expect((await ctx.api().get(`/api/booking/events/venue/${v.venueId}/day/2027-02-30`)).status).toBe(422);
    expect((await ctx.api().get('/api/booking/events/venue/999999/day/2027-06-09')).status).toBe(404);
  });
});

describe('HPC classes on the courts members hire', () => {
  // Monday 5 July 2027, 9 am; the class runs on Court 1 (both halves) on Tuesday 17:00 to 18:30.
  const MONDAY_9AM = '2027-07-05T09:00:00+10:00';
  beforeAll(async () => {
    await ctx.db.hpcClass.create({
      data: {
        name: 'Shooting Lab',
        startsAt: new Date('2027-07-06T17:00:00+10:00'),
        endsAt: new Date('2027-07-06T18:30:00+10:00'),
        venueId: v.venueId,
        room: 'Court 1',
        capacity: 12,
      },
    });
  });
  beforeEach(() => setNow(MONDAY_9AM));

  it('shows the class as taken on the calendar, on its court and blocking its halves', async () => {
    const res = await ctx.api().get(`/api/booking/events/venue/${v.venueId}/day/2027-07-06`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        start: '2027-07-06T17:00:00+10:00',
        end: '2027-07-06T18:30:00+10:00',
        venue: v.venueId,
        type: 'class',
        court: v.full,
        court_name: 'Court 1',
        title: 'HPC class',
        blocks: [v.halfA, v.halfB],
      },
    ]);
  });

  it("lists the class among a half court's taken times and refuses a hire over it, saying why", async () => {
    const avail = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(member.id))
      .send({ day: '06/07/2027', space: v.halfA });
    expect(avail.body.feedback.taken).toEqual([{ start: '17:00', end: '18:30' }]);
    const over = await checkRules(
      slot({ day: '06/07/2027', space: v.halfA, option: v.halfOption, start: '18:00', end: '19:00' }),
    );
    expect(over.body).toEqual({ feedback: BOOKING_MSG.hpcClass, bookable: false, reason: 'error_collision' });
    const after = await checkRules(
      slot({ day: '06/07/2027', space: v.halfA, option: v.halfOption, start: '18:30', end: '19:30' }),
    );
    expect(after.body.bookable).toBe(true);
  });
});

describe('event roster shifts on the courts members hire', () => {
  // Monday 5 July 2027, 9 am; on Wednesday a scorer and a timekeeper are rostered on Court 1 (both
  // halves) from 17:00 to 19:00, and a canteen shift is on no court.
  const MONDAY_9AM = '2027-07-05T09:00:00+10:00';
  const WEDNESDAY = '07/07/2027';
  beforeAll(async () => {
    const event = await ctx.db.localEvent.create({ data: { name: 'Winter Carnival' } });
    const official = await createMember(ctx.db, { isRoster: true });
    const startsAt = new Date('2027-07-07T17:00:00+10:00');
    await ctx.db.localRosterEntry.createMany({
      data: [
        { courtId: v.full, function: 'Scorer', minutes: 120 },
        { courtId: v.full, function: 'Timekeeper', minutes: 120 },
        { courtId: null, function: 'Canteen', minutes: 240 },
      ].map((s) => ({
        ...s,
        eventId: event.id,
        memberId: official.id,
        scheduleAt: startsAt,
        venueId: v.venueId,
      })),
    });
  });
  beforeEach(() => setNow(MONDAY_9AM));

  it('shows the shifts on a court as one event on the calendar, blocking its halves, and never who', async () => {
    const res = await ctx.api().get(`/api/booking/events/venue/${v.venueId}/day/2027-07-07`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        start: '2027-07-07T17:00:00+10:00',
        end: '2027-07-07T19:00:00+10:00',
        venue: v.venueId,
        type: 'event',
        court: v.full,
        court_name: 'Court 1',
        title: 'Event',
        blocks: [v.halfA, v.halfB],
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/Winter Carnival|Scorer|Canteen/);
  });

  it("lists the shift among a half court's taken times and refuses a hire over it as over a class", async () => {
    const avail = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(member.id))
      .send({ day: WEDNESDAY, space: v.halfA });
    expect(avail.body.feedback.taken).toEqual([{ start: '17:00', end: '19:00' }]);
    const over = await checkRules(
      slot({ day: WEDNESDAY, space: v.halfA, option: v.halfOption, start: '18:30', end: '19:30' }),
    );
    expect(over.body).toEqual({ feedback: BOOKING_MSG.event, bookable: false, reason: 'error_collision' });
    const paid = await pay(
      member.id,
      slot({ day: WEDNESDAY, space: v.full, option: v.fullOption, start: '16:00', end: '17:30' }),
    );
    expect(paid.body).toEqual({ error: 'error_collision', message: BOOKING_MSG.event });
  });

  it('accepts a hire on another court at the same time, or on the court once the shifts end', async () => {
    const elsewhere = await checkRules(
      slot({ day: WEDNESDAY, space: v.single, start: '17:00', end: '18:00' }),
    );
    expect(elsewhere.body.bookable).toBe(true);
    const after = await checkRules(
      slot({ day: WEDNESDAY, space: v.halfB, option: v.halfOption, start: '19:00', end: '20:00' }),
    );
    expect(after.body.bookable).toBe(true);
  });
});

describe('POST /api/booking/events/checkavailday and checkavail', () => {
  it('need sign-in', async () => {
    expect((await ctx.api().post('/api/booking/events/checkavailday').send({ day: THURSDAY })).status).toBe(
      401,
    );
    expect(
      (await ctx.api().post('/api/booking/events/checkavail').send({ day: THURSDAY, space: v.single }))
        .status,
    ).toBe(401);
    expect((await ctx.api().post('/api/booking/events/checkrules').send(slot())).status).toBe(401);
  });

  it("answer each court's hours for the day; a court without hours has none", async () => {
    const res = await ctx
      .api()
      .post('/api/booking/events/checkavailday')
      .set('authorization', bearer(member.id))
      .send({ day: THURSDAY, venue: v.venueId });
    expect(res.status).toBe(200);
    const byCourt = new Map(res.body.feedback.map((c: { court_id: number }) => [c.court_id, c]));
    expect(byCourt.get(v.single)).toMatchObject({
      court_name: 'Court 2',
      availability_from: '06:00',
      availability_to: '23:00',
      hours: [{ start: '06:00', end: '23:00' }],
    });
    expect(byCourt.get(v.halfA)).toMatchObject({ parent_id: v.full });
    expect(byCourt.get(v.closed)).toMatchObject({
      availability_from: null,
      availability_to: null,
      hours: [],
    });
  });

  it('show a full-court booking as taken on the full court and on both halves', async () => {
    const other = await createMember(ctx.db);
    expect(
      (
        await pay(
          other.id,
          slot({ day: '14/06/2027', space: v.full, option: v.fullOption, start: '12:00', end: '13:00' }),
        )
      ).status,
    ).toBe(200);
    const res = await ctx
      .api()
      .post('/api/booking/events/checkavailday')
      .set('authorization', bearer(member.id))
      .send({ day: '14/06/2027', venue: v.venueId });
    const taken = (id: number) =>
      res.body.feedback.find((c: { court_id: number }) => c.court_id === id).taken;
    for (const id of [v.full, v.halfA, v.halfB])
      expect(taken(id)).toEqual([{ start: '12:00', end: '13:00' }]);
    expect(taken(v.single)).toEqual([]);
  });

  it("answers availability_from and availability_to of a court, and today's earliest start one hour from now", async () => {
    setNow('2027-06-09T08:59:30+10:00');
    const res = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(member.id))
      .send({ day: '09/06/2027', space: v.single });
    expect(res.status).toBe(200);
    expect(res.body.feedback).toMatchObject({
      availability_from: '06:00',
      availability_to: '23:00',
      earliest_start: '10:00',
      latest_start: '22:45',
    });
    setNow('2027-06-09T09:00:30+10:00');
    const lastDay = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(member.id))
      .send({ day: '16/06/2027', space: v.single });
    expect(lastDay.body.feedback).toMatchObject({ earliest_start: '06:00', latest_start: '09:00' });
  });

  it("answers 'Booking not available: no availability hours.' for a court with no hours that day", async () => {
    const res = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(member.id))
      .send({ day: THURSDAY, space: v.closed });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'error_avail',
      message: 'Booking not available: no availability hours.',
    });
  });

  it('refuses a day outside the 7-day window with its message', async () => {
    for (const day of ['08/06/2027', '17/06/2027']) {
      const res = await ctx
        .api()
        .post('/api/booking/events/checkavail')
        .set('authorization', bearer(member.id))
        .send({ day, space: v.single });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        error: 'error_rule',
        message: 'Booking can only be made between 1 hours and 7 days from now.',
      });
    }
  });
});

describe('POST /api/booking/events/checkrules: the price, or why not', () => {
  it('answers the price in dollars from the rate rules: off-peak, peak, weekend, half court', async () => {
    const price = async (o: Record<string, unknown>) => (await checkRules(slot(o))).body;
    expect(await price({})).toEqual({ feedback: 60, bookable: true, reason: null });
    expect((await price({ start: '16:00', end: '18:00' })).feedback).toBe(145);
    expect((await price({ start: '17:00', end: '17:45' })).feedback).toBe(63.75);
    expect((await price({ day: SATURDAY, start: '17:00', end: '18:00' })).feedback).toBe(75);
    expect((await price({ space: v.halfA, start: '17:00', end: '18:30' })).feedback).toBe(52.5);
    expect((await price({ space: v.full, option: v.fullOption })).feedback).toBe(60);
  });

  it("answers a blocking rule's message, and says when no rate covers the time", async () => {
    expect((await checkRules(slot({ type: v.party }))).body).toEqual({
      feedback: PARTY_SCHOOL_HOURS,
      bookable: false,
      reason: 'error_rule',
    });
    expect((await checkRules(slot({ type: v.party, start: '15:00', end: '16:00' }))).body.feedback).toBe(60);
    expect((await checkRules(slot({ start: '21:30', end: '22:30' }))).body).toEqual({
      feedback: BOOKING_MSG.noRate,
      bookable: false,
      reason: 'error_rate',
    });
  });

  it("keeps bookings inside the court's hours for that weekday", async () => {
    expect((await checkRules(slot({ start: '05:30', end: '06:30' }))).body).toEqual({
      feedback: BOOKING_MSG.outsideHours('06:00', '23:00'),
      bookable: false,
      reason: 'error_avail',
    });
    expect((await checkRules(slot({ space: v.closed }))).body).toEqual({
      feedback: 'Booking not available: no availability hours.',
      bookable: false,
      reason: 'error_avail',
    });
  });

  it('refuses an option the court does not come with', async () => {
    expect((await checkRules(slot({ space: v.halfA, option: v.fullOption }))).body).toEqual({
      feedback: BOOKING_MSG.optionMismatch,
      bookable: false,
      reason: 'error_rule',
    });
  });

  it('refuses an end before the start with its two messages, and times off the 15-minute steps', async () => {
    const reversed = await checkRules(slot({ start: '11:00', end: '10:00' }));
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({
      start: ['Start Time must be before End Time'],
      end: ['End Time must be after Start Time'],
    });
    const odd = await checkRules(slot({ start: '10:10' }));
    expect(odd.status).toBe(422);
    expect(odd.body.errors.start).toEqual([BOOKING_MSG.timeStep]);
    const missing = await checkRules(slot({ day: undefined, space: undefined }));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['day', 'space']);
  });

  it('refuses a start less than an hour from now, and from more than 7 days ahead', async () => {
    // Now is 9:00 am on Wednesday 9 June; 9:45 am is 45 minutes away.
    expect((await checkRules(slot({ day: '09/06/2027', start: '09:45', end: '10:45' }))).body).toEqual({
      feedback: BOOKING_MSG.window,
      bookable: false,
      reason: 'error_rule',
    });
    expect((await checkRules(slot({ day: '16/06/2027', start: '09:15', end: '10:15' }))).body.feedback).toBe(
      BOOKING_MSG.window,
    );
    expect((await checkRules(slot({ day: '17/06/2027' }))).body.feedback).toBe(BOOKING_MSG.window);
  });

  it('accepts a start exactly one hour from now and exactly 7 days from now', async () => {
    setNow('2027-06-09T08:59:30+10:00');
    expect((await checkRules(slot({ day: '09/06/2027', start: '10:00', end: '11:00' }))).body.feedback).toBe(
      60,
    );
    setNow('2027-06-09T09:00:30+10:00');
    expect((await checkRules(slot({ day: '16/06/2027', start: '09:00', end: '10:00' }))).body.feedback).toBe(
      60,
    );
  });
});

describe('booking window around daylight saving in Australia/Sydney', () => {
  // A second venue open around the clock on Sundays, so the early-morning edge can be tried.
  let night: HireVenue;
  beforeAll(async () => {
    night = await createHireVenue(ctx.db, { hours: { 0: [[0, 1440]], 6: [[6 * 60, 23 * 60]] } });
    await ctx.db.rateRule.create({
      data: { venueId: night.venueId, fromMinute: 0, toMinute: 1440, pricePerHourCents: 4_000, priority: -1 },
    });
  });
  const nightSlot = (o: Record<string, unknown>) =>
    slot({ space: night.single, sport: night.basketball, type: night.casual, ...o });

  it('in April (clocks go back), 10 am Saturday can still book 10 am next Saturday: 7 days is 169 hours', async () => {
    setNow('2027-04-03T10:00:30+11:00');
    expect((await checkRules(slot({ day: '10/04/2027', start: '10:00', end: '11:00' }))).body.feedback).toBe(
      75,
    );
    expect((await checkRules(slot({ day: '10/04/2027', start: '10:15', end: '11:15' }))).body.feedback).toBe(
      BOOKING_MSG.window,
    );
    const paid = await pay(member.id, slot({ day: '10/04/2027', start: '10:00', end: '11:00' }));
    expect(paid.status).toBe(200);
    const booking = await ctx.db.booking.findUniqueOrThrow({
      where: { id: paid.body.data.b_id },
      select: { startsAt: true },
    });
    expect(booking.startsAt.toISOString()).toBe('2027-04-10T00:00:00.000Z');
  });

  it('in October (clocks go forward), 7 days from 10 am Saturday ends at 10 am next Saturday: 167 hours', async () => {
    setNow('2027-10-02T10:00:30+10:00');
    expect((await checkRules(slot({ day: '09/10/2027', start: '10:00', end: '11:00' }))).body.feedback).toBe(
      75,
    );
    expect((await checkRules(slot({ day: '09/10/2027', start: '10:15', end: '11:15' }))).body.feedback).toBe(
      BOOKING_MSG.window,
    );
  });

  it('at 1:30 am on the night clocks go forward, the earliest start is 3:30 am (one real hour later) and 2:30 am does not exist', async () => {
    setNow('2027-10-03T01:29:30+10:00');
    expect(
      (await checkRules(nightSlot({ day: '03/10/2027', start: '03:15', end: '04:15' }))).body.feedback,
    ).toBe(BOOKING_MSG.window);
    expect(
      (await checkRules(nightSlot({ day: '03/10/2027', start: '03:30', end: '04:30' }))).body.feedback,
    ).toBe(40);
    expect((await checkRules(nightSlot({ day: '03/10/2027', start: '02:30', end: '04:30' }))).body).toEqual({
      feedback: BOOKING_MSG.dateTime,
      bookable: false,
      reason: 'error_validation',
    });
    const avail = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(member.id))
      .send({ day: '03/10/2027', space: night.single });
    expect(avail.body.feedback).toMatchObject({
      availability_from: '00:00',
      availability_to: '24:00',
      earliest_start: '03:30',
    });
  });

  it('at 2:29 am daylight time on the night clocks go back, 3 am can be booked: it is 1.5 real hours away, not 31 minutes', async () => {
    // 4 April 2027: at 3 am daylight time (+11) the clocks go back to 2 am standard time (+10).
    setNow('2027-04-04T02:29:30+11:00');
    expect(
      (await checkRules(nightSlot({ day: '04/04/2027', start: '03:00', end: '04:00' }))).body.feedback,
    ).toBe(40);
    expect(
      (await checkRules(nightSlot({ day: '04/04/2027', start: '01:45', end: '02:00' }))).body.feedback,
    ).toBe(BOOKING_MSG.window);
  });
});
