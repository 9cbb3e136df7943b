// Court hire at the desk through the API (facilities staff and admins): the venue's day as a
// resource calendar with a game, a hire, an HPC class and a closure; a hire booked for a member,
// priced by the member side's rates and billed on an invoice; a recurring block refused whole
// when one date clashes with a game (nothing written) and booked at the same local time each
// week across the end of daylight saving, billed on one invoice; two staff racing for one slot;
// moving a hire; and cancelling a member's card hire with its refund, a desk hire with its invoice
// credited, and the dates of a block one by one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_MAX_OCCURRENCES, HIRE_MSG } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA } from '../../../test/money-factories.js';
import { createGameOn, createHireVenue, type HireVenue } from '../../../test/booking-factories.js';
import { localInstant } from '../../lib/local-dates.js';

const TZ = 'Australia/Sydney';
let ctx: TestContext;
let v: HireVenue;
let admin: { id: number };
let facilities: { id: number };
let competition: { id: number };
let finance: { id: number };
let member: { id: number };

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post', path: string, actor: number | null = facilities.id) => {
  const req = ctx.api()[method](`/api/admin${path}`);
  return actor === null ? req : req.set('authorization', bearer(actor));
};
const at = (date: string, time: string) => localInstant(date, time, TZ);
const hire = (o: Record<string, unknown> = {}, actor: number | null = facilities.id) =>
  api('post', '/hire-bookings', actor).send({
    member_id: member.id,
    court_id: v.single,
    sport_id: v.basketball,
    type_id: v.casual,
    date: '2027-03-24',
    start_time: '18:00',
    end_time: '19:00',
    ...o,
  });
const block = (o: Record<string, unknown> = {}) =>
  api('post', '/hire-bookings/block').send({
    member_id: member.id,
    court_id: v.single,
    sport_id: v.basketball,
    type_id: v.casual,
    first_date: '2027-03-23',
    rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4',
    start_time: '18:00',
    end_time: '19:00',
    ...o,
  });
const written = async () => ({
  bookings: await ctx.db.booking.count(),
  occupancies: await ctx.db.courtOccupancy.count(),
  invoices: await ctx.db.invoice.count(),
  audit: await ctx.db.auditEntry.count(),
});

// Now is Saturday 20 March 2027, 9 am in Sydney (daylight saving ends on Sunday 4 April).
const NOW = '2027-03-20T09:00:00+11:00';

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  v = await createHireVenue(ctx.db);
  const staff = (firstname: string, role: 'admin' | 'facilities' | 'competition' | 'finance') =>
    createMember(ctx.db, { firstname, lastname: 'Staff', staffGrants: { create: [{ role }] } });
  admin = await staff('Ada', 'admin');
  facilities = await staff('Fay', 'facilities');
  competition = await staff('Cory', 'competition');
  finance = await staff('Finn', 'finance');
  member = await createMember(ctx.db, { firstname: 'Hattie', lastname: 'Hirer' });
});
afterAll(() => ctx?.close());
beforeEach(() => {
  ctx.clock.offsetMs = Date.parse(NOW) - Date.now();
});

describe('who may use court hire at the desk', () => {
  it('lets facilities staff and admins in; finance and competition staff and members get 403, visitors 401', async () => {
    const day = '?date=2027-03-22';
    expect((await api('get', `/venues/${v.venueId}/calendar${day}`)).status).toBe(200);
    expect((await api('get', `/venues/${v.venueId}/calendar${day}`, admin.id)).status).toBe(200);
    for (const who of [finance.id, competition.id, member.id]) {
      expect((await api('get', `/venues/${v.venueId}/calendar${day}`, who)).status).toBe(403);
      expect((await hire({ date: '2027-03-22' }, who)).status).toBe(403);
    }
    expect((await api('get', `/venues/${v.venueId}/calendar${day}`, null)).status).toBe(401);
    expect((await hire({ date: '2027-03-22' }, null)).status).toBe(401);
    expect(await ctx.db.booking.count({ where: { memberId: member.id } })).toBe(0);
  });
});

describe('booking a hire for a member', () => {
  it("books at the member side's price, holds the court, bills an invoice due that day, and audits it", async () => {
    const res = await hire({ date: '2027-03-29', start_time: '17:00', end_time: '18:30' }, admin.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Weekday peak from 17:00 at $85/h: 1.5 h = $127.50.
    expect(res.body.data).toMatchObject({
      member: { id: member.id, name: 'Hattie Hirer' },
      court_id: v.single,
      date: '2027-03-29',
      start_time: '17:00',
      end_time: '18:30',
      starts_at: '2027-03-29T17:00:00+11:00',
      price_cents: 12_750,
      status: 'booked',
      order_id: null,
      invoice_id: expect.any(Number),
    });
    const id = res.body.data.id as number;
    expect(await ctx.db.courtOccupancy.count({ where: { bookingId: id } })).toBe(1);
    const invoice = await ctx.db.invoice.findUniqueOrThrow({
      where: { id: res.body.data.invoice_id },
      include: { lines: true },
    });
    expect(invoice).toMatchObject({ memberId: member.id, amountCents: 12_750 });
    expect(invoice.dueDate.toISOString().slice(0, 10)).toBe('2027-03-29');
    expect(invoice.lines[0]!.description).toMatch(/^Court hire: Court 2, Hire Stadium .+, 29\/03\/2027/);

    const audit = await ctx.db.auditEntry.findMany({
      where: { entity: 'Booking', entityId: String(id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(['hire.create', 'hire.invoice']);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      before: null,
      after: expect.objectContaining({ member_id: member.id, court_id: v.single, price_cents: 12_750 }),
    });
    expect(audit[1]).toMatchObject({ before: { invoice_id: null }, after: { invoice_id: invoice.id } });
  });

  it('books beyond the 7 days members are held to, but refuses the past, closed hours and unknown members (422, nothing written)', async () => {
    expect((await hire({ date: '2027-05-20', invoice: false })).status).toBe(201);
    const before = await written();
    const past = await hire({ date: '2027-03-19' });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ start_time: ['The hire must start in the future.'] });
    const late = await hire({ date: '2027-03-25', start_time: '22:00', end_time: '23:00' });
    expect(late.status).toBe(422);
    expect(late.body.errors.start_time[0]).toMatch(/cannot be priced/);
    const closed = await hire({ court_id: v.closed });
    expect(closed.status).toBe(422);
    const nobody = await hire({ member_id: 2_000_000_000, date: '2027-03-25' });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors).toEqual({ member_id: [HIRE_MSG.noSuchMember] });
    const backwards = await hire({ start_time: '19:00', end_time: '18:00' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ end_time: [HIRE_MSG.endAfterStart] });
    expect(await written()).toEqual(before);
  });

  it('of two staff booking the same slot at once, one gets it and the other a 409', async () => {
    const slot = { date: '2027-03-26', start_time: '10:00', end_time: '11:00', invoice: false };
    const answers = await Promise.all([hire(slot), hire({ ...slot, court_id: v.single }, admin.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toMatch(/taken|clash/);
    expect(
      await ctx.db.booking.count({
        where: { courtId: v.single, startsAt: at('2027-03-26', '10:00'), status: 'booked' },
      }),
    ).toBe(1);
  });

  it('refuses a half court while its full court is hired (the database holds the shared half)', async () => {
    expect(
      (await hire({ court_id: v.full, option_id: v.fullOption, date: '2027-03-27', invoice: false })).status,
    ).toBe(201);
    const res = await hire({ court_id: v.halfA, date: '2027-03-27', start_time: '18:30', end_time: '19:30' });
    expect(res.status).toBe(409);
    expect(res.body.errors['2027-03-27'][0]).toMatch(/^Hire: Hattie Hirer, Court 1, 18:00 to 19:00/);
  });
});

describe('recurring block bookings', () => {
  it('refuses the whole block when one date clashes with a game on the full court, naming it, and writes nothing', async () => {
    await createGameOn(ctx.db, v.full, at('2027-04-13', '18:30'), at('2027-04-13', '19:30'));
    const before = await written();
    const res = await block({ court_id: v.halfA });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      message: HIRE_MSG.clashes(1),
      errors: { '2027-04-13': ['Competition game, Court 1, 18:30 to 19:30'] },
    });
    expect(await written()).toEqual(before);
  });

  it('books every date at 18:00 local across the end of daylight saving, on one invoice with a line per date', async () => {
    const res = await block();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const hires = res.body.data.bookings as Array<Record<string, unknown>>;
    expect(hires.map((h) => [h.date, h.start_time, h.end_time, h.starts_at])).toEqual([
      ['2027-03-23', '18:00', '19:00', '2027-03-23T18:00:00+11:00'],
      ['2027-03-30', '18:00', '19:00', '2027-03-30T18:00:00+11:00'],
      ['2027-04-06', '18:00', '19:00', '2027-04-06T18:00:00+10:00'],
      ['2027-04-13', '18:00', '19:00', '2027-04-13T18:00:00+10:00'],
    ]);
    expect(res.body.data.total_cents).toBe(4 * 8_500);
    const rows = await ctx.db.booking.findMany({
      where: { id: { in: hires.map((h) => h.id as number) } },
      orderBy: { startsAt: 'asc' },
    });
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
      '2027-03-23T07:00:00.000Z',
      '2027-03-30T07:00:00.000Z',
      '2027-04-06T08:00:00.000Z',
      '2027-04-13T08:00:00.000Z',
    ]);
    const invoiceIds = new Set(rows.map((r) => r.invoiceId));
    expect(invoiceIds.size).toBe(1);
    const invoice = await ctx.db.invoice.findUniqueOrThrow({
      where: { id: rows[0]!.invoiceId! },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
    expect(invoice).toMatchObject({ memberId: member.id, amountCents: 4 * 8_500 });
    expect(invoice.dueDate.toISOString().slice(0, 10)).toBe('2027-03-23');
    expect(
      invoice.lines.map((l) => [l.description.match(/\d\d\/\d\d\/2027/)?.[0], l.unitPriceCents]),
    ).toEqual([
      ['23/03/2027', 8_500],
      ['30/03/2027', 8_500],
      ['06/04/2027', 8_500],
      ['13/04/2027', 8_500],
    ]);
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'hire.create', entityId: { in: rows.map((r) => String(r.id)) } },
      }),
    ).toBe(4);
  });

  it(`refuses a rule without an end, one repeating hourly, one of more than ${BLOCK_MAX_OCCURRENCES} dates, and nonsense (422)`, async () => {
    const before = await written();
    const answers = await Promise.all([
      block({ rrule: 'FREQ=WEEKLY;BYDAY=WE' }),
      block({ rrule: 'FREQ=HOURLY;COUNT=3' }),
      block({ rrule: 'FREQ=DAILY;COUNT=53', first_date: '2027-06-01' }),
      block({ rrule: 'FREQ=WEEKLY;BYDAY=XX;COUNT=2' }),
    ]);
    expect(answers.map((a) => [a.status, a.body.errors?.rrule?.[0]])).toEqual([
      [422, HIRE_MSG.ruleNoEnd],
      [422, HIRE_MSG.ruleTooOften],
      [422, HIRE_MSG.tooMany(BLOCK_MAX_OCCURRENCES)],
      [422, HIRE_MSG.rule],
    ]);
    expect(await written()).toEqual(before);
  });
});

describe('the resource calendar', () => {
  it("shows a venue's day: a game, a hire, an HPC class and a closure, each on the courts it takes", async () => {
    const day = '2027-04-21';
    await createGameOn(ctx.db, v.full, at(day, '10:00'), at(day, '11:00'));
    const booked = await hire({ date: day, start_time: '12:00', end_time: '13:00', invoice: false });
    expect(booked.status).toBe(201);
    const cls = await ctx.db.hpcClass.create({
      data: {
        name: 'Shooting Lab',
        startsAt: at(day, '14:00'),
        endsAt: at(day, '15:30'),
        venueId: v.venueId,
        room: 'court 2',
        capacity: 10,
      },
    });
    const closure = await ctx.db.courtClosure.create({
      data: { courtId: v.halfB, startsAt: at(day, '16:00'), endsAt: at(day, '17:00'), reason: 'Leak' },
    });
    const res = await api('get', `/venues/${v.venueId}/calendar?date=${day}`);
    expect(res.status).toBe(200);
    const court = (id: number) =>
      (res.body.data.courts as Array<{ id: number; uses: Array<Record<string, unknown>> }>).find(
        (c) => c.id === id,
      )!;
    expect(court(v.single).uses).toEqual([
      expect.objectContaining({
        kind: 'hire',
        id: booked.body.data.id,
        court_id: v.single,
        start: '12:00',
        end: '13:00',
        member: { id: member.id, name: 'Hattie Hirer' },
        status: 'booked',
        price_cents: 6_000,
      }),
      expect.objectContaining({
        kind: 'class',
        id: cls.id,
        start: '14:00',
        end: '15:30',
        title: 'HPC class: Shooting Lab',
      }),
    ]);
    expect(court(v.halfB).uses.map((u) => [u.kind, u.court_id, u.start])).toEqual([
      ['game', v.full, '10:00'],
      ['closure', v.halfB, '16:00'],
    ]);
    expect(court(v.halfA).uses.map((u) => u.kind)).toEqual(['game']);
    expect(court(v.full).uses.find((u) => u.kind === 'closure')).toMatchObject({
      id: closure.id,
      title: 'Closed: Leak',
      blocks: [v.full],
    });
    expect(court(v.full).uses.find((u) => u.kind === 'game')).toMatchObject({
      blocks: [v.halfA, v.halfB],
      starts_at: `${day}T10:00:00+10:00`,
    });

    // The class takes its court: a hire over it is refused.
    const over = await hire({ date: day, start_time: '15:00', end_time: '16:00' });
    expect(over.status).toBe(409);
    expect(over.body.errors[day]).toEqual(['HPC class: Shooting Lab, Court 2, 14:00 to 15:30']);
  });

  it('shows an event roster shift on its court, refuses a desk hire over it, and lets a class use the court', async () => {
    const day = '2027-04-22';
    const event = await ctx.db.localEvent.create({ data: { name: 'Winter Carnival' } });
    const shift = await ctx.db.localRosterEntry.create({
      data: {
        eventId: event.id,
        memberId: member.id,
        scheduleAt: at(day, '17:00'),
        minutes: 120,
        venueId: v.venueId,
        courtId: v.single,
        function: 'Scorer',
      },
    });
    const res = await api('get', `/venues/${v.venueId}/calendar?date=${day}`);
    const single = (res.body.data.courts as Array<{ id: number; uses: unknown[] }>).find(
      (c) => c.id === v.single,
    )!;
    expect(single.uses).toEqual([
      expect.objectContaining({
        kind: 'shift',
        id: shift.id,
        court_id: v.single,
        start: '17:00',
        end: '19:00',
        title: 'Event: Winter Carnival (Scorer)',
        member: null,
      }),
    ]);

    const over = await hire({ date: day, start_time: '18:30', end_time: '19:30' });
    expect(over.status).toBe(409);
    expect(over.body.errors[day]).toEqual(['Event: Winter Carnival (Scorer), Court 2, 17:00 to 19:00']);
    // The scorer is there for what is played: a class on the court is not refused over the shift.
    const lesson = await api('post', '/hpc/series', admin.id).send({
      name: 'Carnival Clinic',
      capacity: 10,
      venue_id: v.venueId,
      room: 'Court 2',
      weekdays: ['TH'],
      start_time: '17:00',
      end_time: '18:00',
      first_date: day,
      count: 1,
    });
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  });

  it('answers 404 for a venue that does not exist and 422 for a date that does not', async () => {
    expect((await api('get', '/venues/2000000000/calendar?date=2027-04-21')).status).toBe(404);
    expect((await api('get', `/venues/${v.venueId}/calendar?date=2027-02-30`)).status).toBe(422);
  });
});

describe('moving and cancelling hires', () => {
  it('moves a hire to another court and time, its court rows with it, and refuses a move onto a game', async () => {
    const made = await hire({ date: '2027-04-28', start_time: '09:00', end_time: '10:00', invoice: false });
    const id = made.body.data.id as number;
    const moved = await api('post', `/hire-bookings/${id}/move`).send({
      court_id: v.halfA,
      start_time: '11:00',
      end_time: '12:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({
      court_id: v.halfA,
      option_id: v.halfOption,
      start_time: '11:00',
      price_cents: 6_000,
    });
    expect(
      await ctx.db.courtOccupancy.findMany({
        where: { bookingId: id },
        select: { courtId: true, startsAt: true },
      }),
    ).toEqual([{ courtId: v.halfA, startsAt: at('2027-04-28', '11:00') }]);
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'hire.move', entityId: String(id) },
    });
    expect(audit.before).toMatchObject({ court_id: v.single, starts_at: '2027-04-28T09:00:00+10:00' });
    expect(audit.after).toMatchObject({ court_id: v.halfA, starts_at: '2027-04-28T11:00:00+10:00' });

    await createGameOn(ctx.db, v.full, at('2027-04-28', '13:00'), at('2027-04-28', '14:00'));
    const onGame = await api('post', `/hire-bookings/${id}/move`).send({
      start_time: '13:30',
      end_time: '14:30',
    });
    expect(onGame.status).toBe(409);
    expect(onGame.body.errors['2027-04-28']).toEqual(['Competition game, Court 1, 13:00 to 14:00']);
    expect((await ctx.db.booking.findUniqueOrThrow({ where: { id } })).startsAt).toEqual(
      at('2027-04-28', '11:00'),
    );
  });

  it("cancels a member's card hire with a refund through the gateway, freeing the court, and audits it", async () => {
    const pay = await ctx
      .api()
      .post('/api/booking/paybooking')
      .set('authorization', bearer(member.id))
      .send({
        cardData: VISA,
        couponCart: [],
        donationCart: [],
        bookingCart: {
          venue: v.venueId,
          day: '22/03/2027',
          start: '08:00',
          end: '09:00',
          space: v.single,
          sport: v.basketball,
          type: v.casual,
          option: null,
        },
        idempotencyKey: randomUUID(),
      });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const id = pay.body.data.b_id as number;
    const res = await api('post', `/hire-bookings/${id}/cancel`).send({
      reason: 'Member is unwell',
      refund: true,
      idempotency_key: `cancel-${randomUUID()}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'cancelled', refunded_cents: 6_000 });
    expect(await ctx.db.courtOccupancy.count({ where: { bookingId: id } })).toBe(0);
    const booking = await ctx.db.booking.findUniqueOrThrow({ where: { id } });
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: booking.orderId! } });
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 6_000 });
    expect(await ctx.db.refund.count({ where: { paymentId: payment.id, byHand: false } })).toBe(1);
    expect(
      await ctx.db.auditEntry.findFirstOrThrow({ where: { action: 'hire.cancel', entityId: String(id) } }),
    ).toMatchObject({
      actorId: facilities.id,
      before: expect.objectContaining({ status: 'booked' }),
      after: { status: 'cancelled', refunded_cents: 6_000 },
      reason: 'Member is unwell',
    });
    // The slot books again, and a second cancel is refused.
    expect(
      (await hire({ date: '2027-03-22', start_time: '08:00', end_time: '09:00', invoice: false })).status,
    ).toBe(201);
    const again = await api('post', `/hire-bookings/${id}/cancel`).send({
      reason: 'again',
      refund: true,
      idempotency_key: `cancel-${randomUUID()}`,
    });
    expect(again.status).toBe(409);
  });

  it('cancels a desk hire with its unpaid invoice credited (void), or without a refund leaving it owing', async () => {
    const credited = await hire({ date: '2027-05-03' });
    const invoiceId = credited.body.data.invoice_id as number;
    const res = await api('post', `/hire-bookings/${credited.body.data.id}/cancel`).send({
      reason: 'Rained off',
      refund: true,
      idempotency_key: `cancel-${randomUUID()}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
    expect((await ctx.db.invoice.findUniqueOrThrow({ where: { id: invoiceId } })).voidedAt).not.toBeNull();

    const kept = await hire({ date: '2027-05-04' });
    const late = await api('post', `/hire-bookings/${kept.body.data.id}/cancel`).send({
      reason: 'Cancelled on the day',
      refund: false,
      idempotency_key: `cancel-${randomUUID()}`,
    });
    expect(late.status).toBe(200);
    const invoice = await ctx.db.invoice.findUniqueOrThrow({ where: { id: kept.body.data.invoice_id } });
    expect(invoice).toMatchObject({ voidedAt: null, amountCents: 8_500 });
  });

  it("cancels a block's dates one by one: each date's price comes off its one invoice, paid money goes back", async () => {
    const made = await block({ first_date: '2027-06-01', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [first, second, third] = made.body.data.bookings as Array<{ id: number; invoice_id: number }>;
    const invoiceId = first!.invoice_id;
    expect([second!.invoice_id, third!.invoice_id]).toEqual([invoiceId, invoiceId]);
    const cancel = (id: number) =>
      api('post', `/hire-bookings/${id}/cancel`).send({
        reason: 'Team folded',
        refund: true,
        idempotency_key: `cancel-${randomUUID()}`,
      });
    const invoice = () => ctx.db.invoice.findUniqueOrThrow({ where: { id: invoiceId } });

    // Nothing paid yet: the date's price is credited, the other dates still owe.
    const unpaid = await cancel(second!.id);
    expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(200);
    expect(unpaid.body.data).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
    expect(await invoice()).toMatchObject({ amountCents: 2 * 8_500, voidedAt: null });
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'invoice.credit', entityId: String(invoiceId) } }),
    ).toBe(1);

    // Paid in full at the desk: cancelling a date gives its price back, nothing is left owing.
    const paid = await api('post', `/invoices/${invoiceId}/payments`, admin.id).send({
      method: 'cash',
      amount_cents: 2 * 8_500,
      reference: 'Desk',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const back = await cancel(first!.id);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.refunded_cents).toBe(8_500);
    const after = await api('get', `/invoices/${invoiceId}`, admin.id);
    expect(after.body.data).toMatchObject({ status: 'paid', owing_cents: 0 });
    expect((await invoice()).amountCents).toBe(8_500);

    // The last date standing is cancelled as a single hire is: its money back, the invoice void.
    const last = await cancel(third!.id);
    expect(last.body.data.refunded_cents).toBe(8_500);
    expect((await invoice()).voidedAt).not.toBeNull();
  });
});
