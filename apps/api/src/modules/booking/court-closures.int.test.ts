// Court closures through the API: facilities and competition staff close a court for a time
// (local dates and times), list and reopen it, each write audited; bad input is a 422 with
// nothing written. Court hire then shows the court as taken and refuses it, its halves and its
// full court (the day view, the calendar, checkrules and the payment, even one already under
// way), while the times either side still book.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MSG } from '@courtside/contracts';
import { CLOSURE_MSG } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA } from '../../../test/money-factories.js';
import { createGameOn, createHireVenue, type HireVenue } from '../../../test/booking-factories.js';
import { localInstant } from '../../lib/local-dates.js';
import { closuresOf } from './court-closures.service.js';

let ctx: TestContext;
let v: HireVenue;
let other: HireVenue;
let admin: { id: number };
let facilities: { id: number };
let competition: { id: number };
let finance: { id: number };
let member: { id: number; firstname: string; lastname: string };

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'delete', path: string, actor: number | null = facilities.id) => {
  const req = ctx.api()[method](`/api/admin${path}`);
  return actor === null ? req : req.set('authorization', bearer(actor));
};
const close = (body: Record<string, unknown>, actor: number | null = facilities.id) =>
  api('post', '/court-closures', actor).send({
    start_date: '2027-06-10',
    start_time: '12:00',
    end_time: '14:00',
    reason: 'Floor resurfacing',
    ...body,
  });
const auditOf = (id: number) =>
  ctx.db.auditEntry.findMany({
    where: { entity: 'CourtClosure', entityId: String(id) },
    orderBy: { id: 'asc' },
  });
const counts = async () => ({
  closures: await ctx.db.courtClosure.count(),
  audit: await ctx.db.auditEntry.count({ where: { entity: 'CourtClosure' } }),
});

// Now is Wednesday 9 June 2027, 9 am in Sydney (no daylight saving in June).
const NOW = '2027-06-09T09:00:00+10:00';
const setNow = (iso: string) => {
  ctx.clock.offsetMs = Date.parse(iso) - Date.now();
};
const slot = (o: Record<string, unknown> = {}) => ({
  venue: v.venueId,
  day: '10/06/2027',
  start: '12:00',
  end: '13:00',
  space: v.single,
  sport: v.basketball,
  type: v.casual,
  option: null,
  ...o,
});
const pay = (memberId: number, cart: Record<string, unknown>) =>
  ctx.api().post('/api/booking/paybooking').set('authorization', bearer(memberId)).send({
    cardData: VISA,
    couponCart: [],
    donationCart: [],
    bookingCart: cart,
    idempotencyKey: randomUUID(),
  });
const checkRules = (cart: Record<string, unknown>) =>
  ctx.api().post('/api/booking/events/checkrules').set('authorization', bearer(member.id)).send(cart);
const dayView = async (day: string) => {
  const res = await ctx
    .api()
    .post('/api/booking/events/checkavailday')
    .set('authorization', bearer(member.id))
    .send({ day, venue: v.venueId });
  expect(res.status).toBe(200);
  return (courtId: number) =>
    (res.body.feedback as Array<{ court_id: number; taken: unknown[] }>).find((c) => c.court_id === courtId)!
      .taken;
};

/** Polls until a session of this database waits for a lock, or `done` says there is no need. */
async function lockWaiters(done: () => boolean = () => false) {
  for (let i = 0; i < 400 && !done(); i += 1) {
    const [{ waiting }] = await ctx.db.$queryRaw<[{ waiting: number }]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  v = await createHireVenue(ctx.db);
  other = await createHireVenue(ctx.db);
  const staff = (firstname: string, role: 'admin' | 'facilities' | 'competition' | 'finance') =>
    createMember(ctx.db, { firstname, lastname: 'Staff', staffGrants: { create: [{ role }] } });
  admin = await staff('Ada', 'admin');
  facilities = await staff('Fay', 'facilities');
  competition = await staff('Cory', 'competition');
  finance = await staff('Finn', 'finance');
  member = await createMember(ctx.db);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  setNow(NOW);
  vi.restoreAllMocks();
});

describe('the console: closing and reopening courts', () => {
  it('closes a full court (and so its halves) for a time, lists it with its court and venue, and audits it', async () => {
    const res = await close({ court_id: v.full });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      court_id: v.full,
      court: 'Court 1',
      venue_id: v.venueId,
      venue: expect.stringMatching(/^Hire Stadium /),
      start_date: '2027-06-10',
      start_time: '12:00',
      end_date: '2027-06-10',
      end_time: '14:00',
      starts_at: '2027-06-10T12:00:00+10:00',
      ends_at: '2027-06-10T14:00:00+10:00',
      reason: 'Floor resurfacing',
      blocks: [
        { id: v.halfA, name: 'Court 1 - Half A' },
        { id: v.halfB, name: 'Court 1 - Half B' },
      ],
      created_by_id: facilities.id,
      created_by: 'Fay Staff',
      created_at: expect.any(String),
      overlapping_booking_ids: [],
    });
    const id = res.body.data.id as number;
    const row = await ctx.db.courtClosure.findUniqueOrThrow({ where: { id } });
    expect(row.startsAt.toISOString()).toBe('2027-06-10T02:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2027-06-10T04:00:00.000Z');

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: facilities.id,
        action: 'court_closure.create',
        before: null,
        after: {
          court_id: v.full,
          court: 'Court 1',
          venue: res.body.data.venue,
          starts_at: '2027-06-10T12:00:00+10:00',
          ends_at: '2027-06-10T14:00:00+10:00',
          reason: 'Floor resurfacing',
        },
        reason: 'Floor resurfacing',
      }),
    ]);

    const list = await api('get', `/court-closures?venue_id=${v.venueId}&from=2027-06-10&to=2027-06-10`);
    expect(list.status).toBe(200);
    expect(list.body.data.closures).toEqual([{ ...res.body.data, overlapping_booking_ids: undefined }]);
    // Competition staff see and make them too, for the draw.
    const asCompetition = await api('get', `/court-closures?venue_id=${v.venueId}`, competition.id);
    expect(asCompetition.body.data.closures.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('lists the closures overlapping the days asked, at one venue or all, in start order', async () => {
    const late = await close({
      court_id: other.single,
      start_date: '2027-07-01',
      start_time: '18:00',
      end_date: '2027-07-03',
      end_time: '24:00',
      reason: 'Roof repairs',
    });
    const early = await close(
      { court_id: other.halfA, start_date: '2027-07-02', start_time: '08:00', end_time: '09:30' },
      competition.id,
    );
    const mine = await close({
      court_id: v.single,
      start_date: '2027-07-02',
      start_time: '07:00',
      end_time: '08:00',
    });
    for (const r of [late, early, mine]) expect(r.status, JSON.stringify(r.body)).toBe(201);
    // To midnight reads as 00:00 of the next day.
    expect(late.body.data).toMatchObject({ end_date: '2027-07-04', end_time: '00:00' });
    const ids = async (query: string) =>
      ((await api('get', `/court-closures?${query}`)).body.data.closures as Array<{ id: number }>).map(
        (c) => c.id,
      );

    // The roof closure started on the 1st and still runs on the 2nd.
    expect(await ids(`venue_id=${other.venueId}&from=2027-07-02&to=2027-07-02`)).toEqual([
      late.body.data.id,
      early.body.data.id,
    ]);
    expect(await ids('from=2027-07-02&to=2027-07-02')).toEqual([
      late.body.data.id,
      mine.body.data.id,
      early.body.data.id,
    ]);
    expect(await ids(`venue_id=${other.venueId}&from=2027-07-04&to=2027-07-30`)).toEqual([]);
    expect(await ids(`venue_id=${other.venueId}&from=2027-06-30&to=2027-06-30`)).toEqual([]);
    // From today on by default.
    expect(await ids(`venue_id=${other.venueId}`)).toEqual([late.body.data.id, early.body.data.id]);
    setNow('2027-07-05T09:00:00+10:00');
    expect(await ids(`venue_id=${other.venueId}`)).toEqual([]);
  });

  it('opens the court again, with an audit entry of the closure; an unknown closure is 404', async () => {
    const made = await close({ court_id: v.halfB, start_date: '2027-06-20' });
    const id = made.body.data.id as number;
    const res = await api('delete', `/court-closures/${id}`, competition.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id } });
    expect(await ctx.db.courtClosure.findUnique({ where: { id } })).toBeNull();
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      'court_closure.create',
      'court_closure.delete',
    ]);
    expect((await auditOf(id))[1]).toMatchObject({
      actorId: competition.id,
      before: { court_id: v.halfB, starts_at: '2027-06-20T12:00:00+10:00', reason: 'Floor resurfacing' },
      after: null,
    });
    expect((await api('delete', `/court-closures/${id}`)).status).toBe(404);
    expect((await api('delete', '/court-closures/nope')).status).toBe(404);
    expect((await api('delete', '/court-closures/99999999999')).status).toBe(404);
  });

  it('answers 401 to a visitor and 403 to a member or finance staff, and writes nothing; admins get in', async () => {
    const made = await close({ court_id: v.single, start_date: '2027-06-21' });
    const before = await counts();
    for (const [actor, status] of [
      [null, 401],
      [member.id, 403],
      [finance.id, 403],
    ] as const) {
      expect((await api('get', '/court-closures', actor)).status).toBe(status);
      expect((await close({ court_id: v.single, start_date: '2027-06-22' }, actor)).status).toBe(status);
      expect((await api('delete', `/court-closures/${made.body.data.id}`, actor)).status).toBe(status);
    }
    expect(await counts()).toEqual(before);
    expect((await close({ court_id: v.single, start_date: '2027-06-22' }, admin.id)).status).toBe(201);
    expect((await api('delete', `/court-closures/${made.body.data.id}`, admin.id)).status).toBe(200);
  });

  it('refuses bad input with 422 and the field, and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ end_time: '12:00' }, 'end_time', CLOSURE_MSG.endAfterStart],
      [{ end_time: '11:00' }, 'end_time', CLOSURE_MSG.endAfterStart],
      [{ end_date: '2027-06-09', end_time: '23:00' }, 'end_time', CLOSURE_MSG.endAfterStart],
      [{ court_id: 99_999_999 }, 'court_id', CLOSURE_MSG.noSuchCourt],
      [{ court_id: 0 }, 'court_id'],
      [{ court_id: 3_000_000_000 }, 'court_id'],
      [{ court_id: 'one' }, 'court_id'],
      [{ reason: undefined }, 'reason'],
      [{ reason: '' }, 'reason'],
      [{ reason: '    ' }, 'reason'],
      [{ reason: 'x'.repeat(201) }, 'reason'],
      [{ start_date: '2027-02-30' }, 'start_date'],
      [{ start_date: '10/06/2027' }, 'start_date'],
      [{ start_time: '24:00' }, 'start_time'],
      [{ start_time: '9:00' }, 'start_time'],
      [{ end_time: '25:00' }, 'end_time'],
      [{ end_date: 'soon' }, 'end_date'],
      // Sydney's clocks go from 2:00 to 3:00 on Sunday 3 October 2027: 2:30 never happens.
      [
        { start_date: '2027-10-03', start_time: '02:30', end_time: '04:00' },
        'start_time',
        CLOSURE_MSG.missingTime,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await close({ court_id: v.single, ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error, JSON.stringify(body)).toBe('validation_failed');
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
      if (message) expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await counts()).toEqual(before);

    for (const query of ['from=2027-06-10&to=2027-06-09', 'from=2027-13-01', 'venue_id=abc', 'to=tomorrow']) {
      expect((await api('get', `/court-closures?${query}`)).status, query).toBe(422);
    }
    const noVenue = await api('get', '/court-closures?venue_id=99999999');
    expect(noVenue.status).toBe(422);
    expect(noVenue.body.errors).toEqual({ venue_id: [CLOSURE_MSG.noSuchVenue] });
  });
});

describe('the console: closing a whole venue', () => {
  it('closes every court in one step, lists the games, hires and classes it hits, audits each closure, and is for facilities and competition staff only', async () => {
    const w = await createHireVenue(ctx.db);
    const day = '2027-06-17';
    const at = (time: string) => localInstant(day, time, 'Australia/Sydney');
    const game = await createGameOn(ctx.db, w.single, at('18:00'), at('19:00'));
    // A game placed before its court was divided holds the undivided court: still hit.
    const court4 = await ctx.db.court.create({ data: { venueId: w.venueId, name: 'Court 4', sortOrder: 6 } });
    const early = await createGameOn(ctx.db, court4.id, at('09:00'), at('10:00'));
    await ctx.db.court.create({
      data: { venueId: w.venueId, name: 'Court 4 - Half A', parentCourtId: court4.id, sortOrder: 7 },
    });
    const hire = await api('post', '/hire-bookings').send({
      member_id: member.id,
      court_id: w.halfA,
      sport_id: w.basketball,
      type_id: w.casual,
      date: day,
      start_time: '19:00',
      end_time: '20:00',
      invoice: false,
    });
    expect(hire.status, JSON.stringify(hire.body)).toBe(201);
    const cls = await ctx.db.hpcClass.create({
      data: {
        name: 'Shooting Lab',
        startsAt: at('20:00'),
        endsAt: at('21:00'),
        venueId: w.venueId,
        room: 'Court 1',
        capacity: 10,
      },
    });
    const whole = {
      venue_id: w.venueId,
      start_date: day,
      start_time: '00:00',
      end_time: '24:00',
      reason: 'Power outage',
    };
    const hits = {
      games: [
        {
          id: early.id,
          season_id: expect.any(Number),
          division: 'Div 1',
          team_a: expect.stringMatching(/^Secret Tigers /),
          team_b: expect.stringMatching(/^Hidden Hawks /),
          court: 'Court 4',
          starts_at: '2027-06-17T09:00:00+10:00',
          ends_at: '2027-06-17T10:00:00+10:00',
        },
        {
          id: game.id,
          season_id: expect.any(Number),
          division: 'Div 1',
          team_a: expect.stringMatching(/^Secret Tigers /),
          team_b: expect.stringMatching(/^Hidden Hawks /),
          court: 'Court 2',
          starts_at: '2027-06-17T18:00:00+10:00',
          ends_at: '2027-06-17T19:00:00+10:00',
        },
      ],
      hires: [
        {
          id: expect.any(Number),
          member: `${member.firstname} ${member.lastname}`,
          court: 'Court 1 - Half A',
          starts_at: '2027-06-17T19:00:00+10:00',
          ends_at: '2027-06-17T20:00:00+10:00',
        },
      ],
      classes: [
        {
          id: cls.id,
          name: 'Shooting Lab',
          court: 'Court 1',
          starts_at: '2027-06-17T20:00:00+10:00',
          ends_at: '2027-06-17T21:00:00+10:00',
        },
      ],
    };
    const { venue_id: _venue, reason: _reason, ...times } = whole;
    const preview = await api('get', '/court-closures/hits').query({ ...times, venue_id: w.venueId });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toEqual(hits);
    // One court answers only what is on it.
    const one = await api('get', '/court-closures/hits').query({ ...times, court_id: w.single });
    expect(one.body.data).toEqual({ games: [hits.games[1]], hires: [], classes: [] });

    const before = await counts();
    for (const [actor, status] of [
      [null, 401],
      [member.id, 403],
      [finance.id, 403],
    ] as const) {
      expect((await api('post', '/court-closures/venue', actor).send(whole)).status).toBe(status);
      expect(
        (await api('get', '/court-closures/hits', actor).query({ ...times, venue_id: w.venueId })).status,
      ).toBe(status);
    }
    expect(await counts()).toEqual(before);

    const res = await api('post', '/court-closures/venue', competition.id).send(whole);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = res.body.data.closures as Array<{
      id: number;
      court_id: number;
      starts_at: string;
      ends_at: string;
    }>;
    // A full court's closure closes its halves: one closure for each court that is not a half.
    expect(made.map((c) => c.court_id).sort((a, b) => a - b)).toEqual([
      w.full,
      w.single,
      w.closed,
      court4.id,
    ]);
    expect(
      made.every(
        (c) => c.starts_at === '2027-06-17T00:00:00+10:00' && c.ends_at === '2027-06-18T00:00:00+10:00',
      ),
    ).toBe(true);
    expect(res.body.data.hits).toEqual(hits);
    expect(await counts()).toEqual({ closures: before.closures + 4, audit: before.audit + 4 });
    for (const c of made)
      expect(await auditOf(c.id)).toEqual([
        expect.objectContaining({
          action: 'court_closure.create',
          actorId: competition.id,
          reason: 'Power outage',
        }),
      ]);
    // Court hire now refuses the venue all day.
    const later = await api('post', '/hire-bookings').send({
      member_id: member.id,
      court_id: w.halfB,
      sport_id: w.basketball,
      type_id: w.casual,
      date: day,
      start_time: '10:00',
      end_time: '11:00',
      invoice: false,
    });
    expect(later.status).toBe(409);
  });
});

describe('court hire refuses closed courts', () => {
  it('shows a full-court closure as taken on the full court and both halves, in the day view and the calendar', async () => {
    const made = await close({
      court_id: v.full,
      start_date: '2027-06-11',
      start_time: '10:00',
      end_time: '12:00',
    });
    expect(made.status).toBe(201);
    const taken = await dayView('11/06/2027');
    for (const id of [v.full, v.halfA, v.halfB])
      expect(taken(id)).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(taken(v.single)).toEqual([]);

    const one = await ctx
      .api()
      .post('/api/booking/events/checkavail')
      .set('authorization', bearer(member.id))
      .send({ day: '11/06/2027', space: v.halfB });
    expect(one.body.feedback.taken).toEqual([{ start: '10:00', end: '12:00' }]);

    const calendar = await ctx.api().get(`/api/booking/events/venue/${v.venueId}/day/2027-06-11`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.data).toEqual([
      {
        start: '2027-06-11T10:00:00+10:00',
        end: '2027-06-11T12:00:00+10:00',
        venue: v.venueId,
        type: 'closed',
        court: v.full,
        court_name: 'Court 1',
        title: 'Closed',
        blocks: [v.halfA, v.halfB],
      },
    ]);
    // Why a court is closed is staff's business.
    expect(JSON.stringify(calendar.body)).not.toContain('resurfacing');
  });

  it('refuses a half court under a full-court closure at checkrules and at payment, charging nothing', async () => {
    await close({ court_id: v.full, start_date: '2027-06-12', start_time: '10:00', end_time: '12:00' });
    const charge = vi.spyOn(ctx.app.deps.gateway, 'charge');
    const m = await createMember(ctx.db);
    for (const [space, option] of [
      [v.halfA, null],
      [v.full, v.fullOption],
    ] as const) {
      // Overlapping the closure's last half hour.
      const cart = slot({ day: '12/06/2027', start: '11:30', end: '12:30', space, option });
      expect((await checkRules(cart)).body).toEqual({
        feedback: BOOKING_MSG.closed,
        bookable: false,
        reason: 'error_avail',
      });
      const res = await pay(m.id, cart);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'error_avail', message: BOOKING_MSG.closed });
    }
    expect(charge).not.toHaveBeenCalled();
    expect(await ctx.db.booking.count({ where: { memberId: m.id } })).toBe(0);
  });

  it('a closed half blocks its full court but not the other half', async () => {
    await close({ court_id: v.halfA, start_date: '2027-06-13', start_time: '15:00', end_time: '16:00' });
    const m = await createMember(ctx.db);
    const day = { day: '13/06/2027', start: '15:00', end: '16:00' };
    expect((await pay(m.id, slot({ ...day, space: v.full, option: v.fullOption }))).body).toEqual({
      error: 'error_avail',
      message: BOOKING_MSG.closed,
    });
    expect((await pay(m.id, slot({ ...day, space: v.halfB }))).status).toBe(200);
  });

  it('books right up to a closure and from its end', async () => {
    await close({ court_id: v.single, start_date: '2027-06-14', start_time: '12:00', end_time: '14:00' });
    const m = await createMember(ctx.db);
    for (const [start, end] of [
      ['11:00', '12:00'],
      ['14:00', '15:30'],
    ]) {
      const cart = slot({ day: '14/06/2027', start, end });
      expect((await checkRules(cart)).body).toMatchObject({ bookable: true });
      const res = await pay(m.id, cart);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await ctx.db.booking.count({ where: { memberId: m.id, status: 'booked' } })).toBe(2);
  });

  it('a closure made while a payment for the court is being charged waits for it, and names the booking', async () => {
    const m = await createMember(ctx.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let charging!: () => void;
    const inCharge = new Promise<void>((resolve) => (charging = resolve));
    const gateway = ctx.app.deps.gateway;
    const realCharge = gateway.charge.bind(gateway);
    vi.spyOn(gateway, 'charge').mockImplementation(async (request) => {
      charging();
      await gate;
      return realCharge(request);
    });
    // A supertest request starts when it is first awaited: `then` starts it now.
    const paying = pay(m.id, slot({ day: '15/06/2027', start: '10:00', end: '11:00', space: v.halfA })).then(
      (r) => r,
    );
    await inCharge;
    const closing = close({
      court_id: v.full,
      start_date: '2027-06-15',
      start_time: '09:00',
      end_time: '17:00',
    }).then((r) => r);
    // The payment goes on once the closure waits for the court's row.
    await lockWaiters();
    release();
    const [paid, closed] = await Promise.all([paying, closing]);
    expect(paid.status).toBe(200);
    expect(closed.status).toBe(201);
    expect(closed.body.data.overlapping_booking_ids).toEqual([paid.body.data.b_id]);
  });

  it('a payment whose court is being closed waits for the closure, then is refused', async () => {
    const m = await createMember(ctx.db);
    let paying: ReturnType<typeof pay> | undefined;
    let answered = false;
    await ctx.db.$transaction(
      async (tx) => {
        // What the console's transaction holds while it writes a closure (court-closures.service.ts).
        await tx.$queryRaw`SELECT id FROM "Court" WHERE id = ${v.full} FOR NO KEY UPDATE`;
        await tx.courtClosure.create({
          data: {
            courtId: v.full,
            startsAt: new Date('2027-06-16T06:00:00+10:00'),
            endsAt: new Date('2027-06-16T08:00:00+10:00'),
            reason: 'Leak',
            createdById: facilities.id,
          },
        });
        paying = pay(m.id, slot({ day: '16/06/2027', start: '06:00', end: '07:00', space: v.halfB }));
        void paying.then(() => (answered = true));
        // Until the payment waits for the court's row (or, without that wait, has answered).
        await lockWaiters(() => answered);
      },
      { timeout: 20_000 },
    );
    const res = await paying!;
    expect(res.body).toEqual({ error: 'error_avail', message: BOOKING_MSG.closed });
    expect(await ctx.db.booking.count({ where: { memberId: m.id } })).toBe(0);
  });
});

describe('closuresOf (for the draw)', () => {
  it('answers a closure under every court it closes: a full court for its halves, a half for its full court', async () => {
    const venue = await createHireVenue(ctx.db);
    const from = new Date('2027-08-01T00:00:00+10:00');
    const to = new Date('2027-08-02T00:00:00+10:00');
    const full = await close({
      court_id: venue.full,
      start_date: '2027-08-01',
      start_time: '09:00',
      end_time: '10:00',
    });
    const half = await close({
      court_id: venue.halfB,
      start_date: '2027-08-01',
      start_time: '18:00',
      end_time: '19:00',
    });
    const single = await close({
      court_id: venue.single,
      start_date: '2027-07-31',
      start_time: '20:00',
      end_date: '2027-08-01',
      end_time: '08:00',
      reason: 'Overnight event',
    });
    await close({ court_id: venue.single, start_date: '2027-08-02', start_time: '09:00', end_time: '10:00' });
    const at = (iso: string) => new Date(iso);
    const row = (
      id: number,
      courtId: number,
      startsAt: string,
      endsAt: string,
      reason = 'Floor resurfacing',
    ) => ({
      id,
      courtId,
      startsAt: at(startsAt),
      endsAt: at(endsAt),
      reason,
    });
    const nine = ['2027-08-01T09:00:00+10:00', '2027-08-01T10:00:00+10:00'] as const;
    const six = ['2027-08-01T18:00:00+10:00', '2027-08-01T19:00:00+10:00'] as const;
    const night = ['2027-07-31T20:00:00+10:00', '2027-08-01T08:00:00+10:00'] as const;

    const everyCourt = await closuresOf(ctx.db, { from, to });
    expect(everyCourt.filter((c) => [full, half, single].some((r) => r.body.data.id === c.id))).toEqual([
      row(single.body.data.id, venue.single, ...night, 'Overnight event'),
      row(full.body.data.id, venue.full, ...nine),
      row(full.body.data.id, venue.halfA, ...nine),
      row(full.body.data.id, venue.halfB, ...nine),
      row(half.body.data.id, venue.full, ...six),
      row(half.body.data.id, venue.halfB, ...six),
    ]);
    expect(await closuresOf(ctx.db, { courtIds: [venue.halfA], from, to })).toEqual([
      row(full.body.data.id, venue.halfA, ...nine),
    ]);
    expect(await closuresOf(ctx.db, { courtIds: [venue.full, venue.single], from, to })).toEqual([
      row(single.body.data.id, venue.single, ...night, 'Overnight event'),
      row(full.body.data.id, venue.full, ...nine),
      row(half.body.data.id, venue.full, ...six),
    ]);
    expect(await closuresOf(ctx.db, { courtIds: [], from, to })).toEqual([]);
  });
});
