// Court hire payments: the server's price, the payment answers' error keys, the
// order detail's booking card, Court Hire History, and no double booking: the
// exclusion constraint decides races, full courts and halves block each other,
// competition games block courts, and a refused booking is never charged.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MSG, PAY_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA, card, createVoucher, pinOf } from '../../../test/money-factories.js';
import { createGameOn, createHireVenue, type HireVenue } from '../../../test/booking-factories.js';
import { expireAbandonedPayments, PENDING_PAYMENT_MINUTES } from '../payments/index.js';

let ctx: TestContext;
let v: HireVenue;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const setNow = (iso: string) => {
  ctx.clock.offsetMs = Date.parse(iso) - Date.now();
};

// Now is Wednesday 9 June 2027, 9 am in Sydney. Each test books its own day and court.
const NOW = '2027-06-09T09:00:00+10:00';
const slot = (o: Record<string, unknown> = {}) => ({
  venue: v.venueId,
  day: '10/06/2027',
  start: '10:00',
  end: '11:00',
  space: v.single,
  sport: v.basketball,
  type: v.casual,
  option: null,
  ...o,
});
const pay = (memberId: number, cart: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ctx
    .api()
    .post('/api/booking/paybooking')
    .set('authorization', bearer(memberId))
    .send({
      cardData: VISA,
      couponCart: [],
      donationCart: [],
      bookingCart: cart,
      idempotencyKey: randomUUID(),
      ...extra,
    });
const checkRules = (memberId: number, cart: Record<string, unknown>) =>
  ctx.api().post('/api/booking/events/checkrules').set('authorization', bearer(memberId)).send(cart);
const newMember = () => createMember(ctx.db);
const liveBookings = (courtId: number) =>
  ctx.db.booking.findMany({
    where: { courtId, status: { in: ['booked', 'pending'] } },
    select: { id: true, memberId: true, status: true },
  });

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', TAX_RATE: '0.1' });
  v = await createHireVenue(ctx.db);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  setNow(NOW);
  vi.restoreAllMocks();
});

describe('POST /api/booking/paybooking', () => {
  it('books and charges the price the server works out, and the booking shows on the order detail', async () => {
    const m = await newMember();
    const charge = vi.spyOn(ctx.app.deps.gateway, 'charge');
    const res = await pay(
      m.id,
      slot({ day: '10/06/2027', start: '16:00', end: '18:00', price: 1, p_price: 1 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      o_paid: true,
      status: 'succeeded',
      message: PAY_MSG.paymentSuccess,
      test_mode: true,
      b_id: expect.any(Number),
    });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0]![0]).toMatchObject({ amountCents: 14_500, currency: 'aud' });

    const booking = await ctx.db.booking.findUniqueOrThrow({
      where: { id: res.body.data.b_id },
      include: { occupancies: true },
    });
    expect(booking).toMatchObject({
      memberId: m.id,
      courtId: v.single,
      status: 'booked',
      priceCents: 14_500,
      orderId: res.body.data.o_id,
    });
    expect(booking.startsAt.toISOString()).toBe('2027-06-10T06:00:00.000Z');
    expect(booking.occupancies.map((o) => o.courtId)).toEqual([v.single]);

    const order = await ctx
      .api()
      .get(`/api/ecommerce/order/${res.body.data.o_id}`)
      .set('authorization', bearer(m.id));
    expect(order.body.data).toMatchObject({ o_origin: 'booking', o_total: 145, o_booking: true });
    expect(order.body.data.o_bookings).toEqual([
      expect.objectContaining({
        b_id: booking.id,
        b_space: 'Court 2',
        b_sport: 'Basketball',
        b_type: 'Casual hire',
        b_option: '',
        b_from_formatted: '10/06/2027 4:00 PM',
        b_to_formatted: '10/06/2027 6:00 PM',
      }),
    ]);
    expect(order.body.data.o_products[0].opr_name).toMatch(
      /^Court hire: Court 2, Hire Stadium \w+, 10\/06\/2027 4:00 PM to 6:00 PM$/,
    );
  });

  it('a double-click (the same idempotency key twice at once) books and charges once, and both answers name the booking', async () => {
    const m = await newMember();
    const charge = vi.spyOn(ctx.app.deps.gateway, 'charge');
    const idempotencyKey = randomUUID();
    const cart = slot({ day: '11/06/2027', start: '12:00', end: '13:00' });
    const [a, b] = await Promise.all([
      pay(m.id, cart, { idempotencyKey }),
      pay(m.id, cart, { idempotencyKey }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toMatchObject({ o_paid: true, o_id: b.body.data.o_id, b_id: b.body.data.b_id });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await ctx.db.booking.count({ where: { memberId: m.id } })).toBe(1);
  });

  it('refuses with error_rate when the price the member reviewed is no longer the price, and charges nothing', async () => {
    const m = await newMember();
    const charge = vi.spyOn(ctx.app.deps.gateway, 'charge');
    const res = await pay(m.id, slot({ day: '11/06/2027', rate_review: 50 }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'error_rate', message: BOOKING_MSG.rateChanged('$60.00') });
    expect(charge).not.toHaveBeenCalled();
    expect((await pay(m.id, slot({ day: '11/06/2027', rate_review: 60 }))).status).toBe(200);
  });

  it("answers error_validation 'Booking Data Invalid' with the fields at fault", async () => {
    const m = await newMember();
    const res = await pay(m.id, { ...slot(), space: undefined, start: '25:00' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'error_validation', message: 'Booking Data Invalid' });
    expect(Object.keys(res.body.errors).sort()).toEqual(['space', 'start']);
    const reversed = await pay(m.id, slot({ start: '12:00', end: '11:00' }));
    expect(reversed.body.errors).toEqual({
      start: ['Start Time must be before End Time'],
      end: ['End Time must be after Start Time'],
    });
  });

  it('answers error_rule, error_avail and error_rate for a booking outside the rules', async () => {
    const m = await newMember();
    const window = await pay(m.id, slot({ day: '09/06/2027', start: '09:30', end: '10:30' }));
    expect(window.status).toBe(422);
    expect(window.body).toEqual({
      error: 'error_rule',
      message: 'Booking can only be made between 1 hours and 7 days from now.',
    });
    const closed = await pay(m.id, slot({ space: v.closed }));
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({
      error: 'error_avail',
      message: 'Booking not available: no availability hours.',
    });
    const unpriced = await pay(m.id, slot({ start: '22:00', end: '23:00' }));
    expect(unpriced.body).toEqual({ error: 'error_rate', message: BOOKING_MSG.noRate });
  });

  it('answers error_auth when the profile is incomplete, and 401 without sign-in', async () => {
    const m = await createMember(ctx.db, { address: null });
    const res = await pay(m.id, slot({ day: '12/06/2027' }));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('error_auth');
    expect((await ctx.api().post('/api/booking/paybooking').send({ bookingCart: slot() })).status).toBe(401);
  });

  it('answers error_payment for a declined card and leaves the court free', async () => {
    const m = await newMember();
    const cart = slot({ day: '12/06/2027', start: '12:00', end: '13:00' });
    const res = await pay(m.id, cart, { cardData: card('4000 0000 0000 0002') });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardDeclined });
    expect((await checkRules(m.id, cart)).body.feedback).toBe(75);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(0);
  });

  it('refuses an Active & Creative Kids voucher for court hire', async () => {
    const m = await newMember();
    const voucher = await createVoucher(ctx.db, m);
    const res = await pay(m.id, slot({ day: '12/06/2027', start: '14:00', end: '15:00' }), {
      couponCart: [{ voucherNumber: voucher.number, voucherPin: pinOf(m), akv: true }],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'error_response', message: PAY_MSG.voucherNotEligible });
  });

  it('holds the court while the card waits for 3-D Secure, then books it; a card failing 3-D Secure gives it back', async () => {
    const m = await newMember();
    const other = await newMember();
    const cart = slot({ day: '13/06/2027', start: '10:00', end: '11:00' });
    const started = await pay(m.id, cart, { cardData: card('4000 0025 0000 3155') });
    expect(started.body.data).toMatchObject({ o_paid: false, status: 'requires_action' });
    expect((await pay(other.id, cart)).body.error).toBe('error_collision');
    const pending = await ctx.api().get('/api/booking/mybookings').set('authorization', bearer(m.id));
    expect(pending.body.data[0]).toMatchObject({ b_id: started.body.data.b_id, status: 'Pending' });
    const confirmed = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: started.body.data.o_id });
    expect(confirmed.body).toMatchObject({ o_paid: true, status: 'succeeded' });
    expect((await ctx.db.booking.findUniqueOrThrow({ where: { id: started.body.data.b_id } })).status).toBe(
      'booked',
    );

    const later = slot({ day: '13/06/2027', start: '12:00', end: '13:00' });
    const failing = await pay(m.id, later, { cardData: card('4000 0082 6000 3178') });
    expect(failing.body.data.status).toBe('requires_action');
    const declined = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: failing.body.data.o_id });
    expect(declined.status).toBe(402);
    const released = await ctx.db.booking.findUniqueOrThrow({
      where: { id: failing.body.data.b_id },
      include: { occupancies: true },
    });
    expect(released.status).toBe('cancelled');
    expect(released.occupancies).toEqual([]);
    expect((await pay(other.id, later)).status).toBe(200);
  });
});

describe('a booking left waiting for 3-D Secure', () => {
  it('gives the court back once the member has not finished for half an hour, and a late confirm does not book it', async () => {
    const m = await newMember();
    const other = await newMember();
    const cart = slot({ day: '13/06/2027', start: '15:00', end: '16:00' });
    const voucher = await createVoucher(ctx.db, m, { kind: 'client', value: 1_000 });
    const started = await pay(m.id, cart, {
      cardData: card('4000 0025 0000 3155'),
      couponCart: [{ voucherNumber: voucher.number, voucherPin: pinOf(m), akv: false }],
    });
    expect(started.body.data).toMatchObject({ o_paid: false, status: 'requires_action' });

    // The payment started some minutes ago (by the app's clock, which these tests move).
    const startedMinutesAgo = (minutes: number) =>
      ctx.db.payment.updateMany({
        where: { orderId: started.body.data.o_id },
        data: { createdAt: new Date(ctx.app.deps.now().getTime() - minutes * 60_000) },
      });
    // 29 minutes on: still the member's, even for the job.
    await startedMinutesAgo(PENDING_PAYMENT_MINUTES - 1);
    expect(await expireAbandonedPayments(ctx.app.deps)).toEqual({ failed: 0, paid: 0, stillPending: 0 });
    expect((await pay(other.id, cart)).body.error).toBe('error_collision');

    // Past the limit: the payment is cancelled, the court and the voucher given back, once.
    await startedMinutesAgo(PENDING_PAYMENT_MINUTES + 1);
    expect(await expireAbandonedPayments(ctx.app.deps)).toEqual({ failed: 1, paid: 0, stillPending: 0 });
    expect(await expireAbandonedPayments(ctx.app.deps)).toEqual({ failed: 0, paid: 0, stillPending: 0 });
    const released = await ctx.db.booking.findUniqueOrThrow({
      where: { id: started.body.data.b_id },
      include: { occupancies: true },
    });
    expect(released.status).toBe('cancelled');
    expect(released.occupancies).toEqual([]);
    expect(
      await ctx.db.payment.findMany({ where: { orderId: started.body.data.o_id }, select: { status: true } }),
    ).toEqual([{ status: 'failed' }]);
    expect((await ctx.db.voucher.findUniqueOrThrow({ where: { id: voucher.id } })).redeemedAt).toBeNull();

    const late = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: started.body.data.o_id });
    expect(late.status).toBe(402);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: started.body.data.o_id } })).paid).toBe(
      false,
    );
    expect((await pay(other.id, cart)).status).toBe(200);
  });
});

describe('no double booking', () => {
  it('refuses a second member the same or an overlapping slot with error_collision, and charges nothing', async () => {
    const [a, b] = [await newMember(), await newMember()];
    expect((await pay(a.id, slot({ day: '14/06/2027' }))).status).toBe(200);
    const charge = vi.spyOn(ctx.app.deps.gateway, 'charge');
    for (const times of [{}, { start: '10:30', end: '11:30' }, { start: '09:00', end: '12:00' }]) {
      const res = await pay(b.id, slot({ day: '14/06/2027', ...times }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'error_collision', message: BOOKING_MSG.collision });
    }
    expect(charge).not.toHaveBeenCalled();
    const check = await checkRules(b.id, slot({ day: '14/06/2027' }));
    expect(check.body).toEqual({
      feedback: BOOKING_MSG.collision,
      bookable: false,
      reason: 'error_collision',
    });
    // Back to back is fine: ranges are half open.
    expect((await pay(b.id, slot({ day: '14/06/2027', start: '11:00', end: '12:00' }))).status).toBe(200);
  });

  it('20 members racing for the same court and hour: exactly one booking and 19 error_collision answers, one charge', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember()));
    const charge = vi.spyOn(ctx.app.deps.gateway, 'charge');
    const cart = slot({ day: '15/06/2027', start: '18:00', end: '19:00' });
    const answers = await Promise.all(members.map((m) => pay(m.id, cart)));
    const ok = answers.filter((r) => r.status === 200);
    const collisions = answers.filter((r) => r.status === 409 && r.body.error === 'error_collision');
    expect(ok).toHaveLength(1);
    expect(collisions).toHaveLength(19);
    for (const c of collisions) expect(c.body.message).toBe(BOOKING_MSG.collision);
    expect(charge).toHaveBeenCalledTimes(1);
    const bookings = await liveBookings(v.single).then((all) =>
      all.filter((bk) => members.some((m) => m.id === bk.memberId)),
    );
    expect(bookings).toHaveLength(1);
    const memberIds = members.map((m) => m.id);
    expect(await ctx.db.order.count({ where: { memberId: { in: memberIds } } })).toBe(1);
    expect(await ctx.db.payment.count({ where: { memberId: { in: memberIds } } })).toBe(1);
  });

  it('the database decides when the check before the payment cannot see a booking still being paid for', async () => {
    const [holder, racer] = [await newMember(), await newMember()];
    const charge = vi.spyOn(ctx.app.deps.gateway, 'charge');
    const startsAt = new Date('2027-06-15T10:00:00+10:00');
    const endsAt = new Date('2027-06-15T11:00:00+10:00');
    // Another payment's transaction has written its occupancy row but not committed yet.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const rowWritten = new Promise<void>((resolve) => (written = resolve));
    const holding = ctx.db.$transaction(
      async (tx) => {
        const b = await tx.booking.create({
          data: {
            memberId: holder.id,
            courtId: v.single,
            startsAt,
            endsAt,
            sportId: v.basketball,
            typeId: v.casual,
            priceCents: 6_000,
            status: 'pending',
          },
        });
        await tx.courtOccupancy.create({ data: { bookingId: b.id, courtId: v.single, startsAt, endsAt } });
        written();
        await committed;
      },
      { timeout: 30_000 },
    );
    await rowWritten;
    const racing = pay(racer.id, slot({ day: '15/06/2027', start: '10:30', end: '11:30' })).then((r) => r);
    // Wait until the racer's occupancy insert is queued behind the holder's row lock.
    for (let i = 0; i < 200; i += 1) {
      const rows = await ctx.db.$queryRaw<
        Array<{ waiting: bigint }>
      >`SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if ((rows[0]?.waiting ?? 0n) > 0n) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    commit();
    await holding;
    const res = await racing;
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'error_collision', message: BOOKING_MSG.collision });
    expect(charge).not.toHaveBeenCalled();
    expect(await ctx.db.order.count({ where: { memberId: racer.id } })).toBe(0);
  });

  it('the database itself refuses two overlapping occupancy rows of one court', async () => {
    const m = await newMember();
    const startsAt = new Date('2027-07-01T10:00:00+10:00');
    const endsAt = new Date('2027-07-01T11:00:00+10:00');
    const b = await ctx.db.booking.create({
      data: {
        memberId: m.id,
        courtId: v.single,
        startsAt,
        endsAt,
        sportId: v.basketball,
        typeId: v.casual,
        priceCents: 0,
      },
    });
    await ctx.db.courtOccupancy.create({ data: { bookingId: b.id, courtId: v.single, startsAt, endsAt } });
    await expect(
      ctx.db.courtOccupancy.create({
        data: {
          bookingId: b.id,
          courtId: v.single,
          startsAt: new Date(startsAt.getTime() + 30 * 60_000),
          endsAt,
        },
      }),
    ).rejects.toThrow(/court_occupancy_no_overlap/);
    await expect(
      ctx.db.courtOccupancy.create({
        data: { bookingId: b.id, courtId: v.single, startsAt: endsAt, endsAt },
      }),
    ).rejects.toThrow(/court_occupancy_positive_length/);
  });

  it('a full court blocks its halves and a half blocks the full court, but the two halves can be hired at once', async () => {
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    const day = '10/06/2027';
    const full = await pay(
      a.id,
      slot({ day, start: '12:00', end: '13:00', space: v.full, option: v.fullOption }),
    );
    expect(full.status).toBe(200);
    expect(
      (
        await ctx.db.courtOccupancy.findMany({
          where: { bookingId: full.body.data.b_id },
          orderBy: { courtId: 'asc' },
        })
      ).map((o) => o.courtId),
    ).toEqual([v.halfA, v.halfB]);
    const half = await pay(b.id, slot({ day, start: '12:30', end: '13:30', space: v.halfA }));
    expect(half.status).toBe(409);
    expect(half.body.error).toBe('error_collision');

    expect((await pay(b.id, slot({ day, start: '14:00', end: '15:00', space: v.halfA }))).status).toBe(200);
    expect((await pay(c.id, slot({ day, start: '14:00', end: '15:00', space: v.halfB }))).status).toBe(200);
    const blocked = await pay(
      a.id,
      slot({ day, start: '14:30', end: '15:30', space: v.full, option: v.fullOption }),
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toBe('error_collision');
  });

  it('a full court and a half raced at once: exactly one wins', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const day = '11/06/2027';
    const answers = await Promise.all([
      pay(a.id, slot({ day, start: '19:00', end: '20:00', space: v.full, option: v.fullOption })),
      pay(b.id, slot({ day, start: '19:00', end: '20:00', space: v.halfB })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('competition games block the court, its halves and its full court', async () => {
    const m = await newMember();
    await createGameOn(
      ctx.db,
      v.full,
      new Date('2027-06-16T06:00:00+10:00'),
      new Date('2027-06-16T06:50:00+10:00'),
    );
    for (const space of [v.full, v.halfA, v.halfB]) {
      const res = await pay(
        m.id,
        slot({ day: '16/06/2027', start: '06:30', end: '07:30', space, option: null }),
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'error_collision', message: BOOKING_MSG.competition });
    }
    expect(
      (await checkRules(m.id, slot({ day: '16/06/2027', start: '06:45', end: '07:45', space: v.halfA }))).body
        .reason,
    ).toBe('error_collision');
    expect(
      (await pay(m.id, slot({ day: '16/06/2027', start: '07:00', end: '08:00', space: v.halfA }))).status,
    ).toBe(200);
  });
});

describe('GET /api/booking/mybookings (Court Hire History)', () => {
  it("lists only the member's own bookings, latest start first, with their fields", async () => {
    const [me, other] = [await newMember(), await newMember()];
    const first = await pay(me.id, slot({ day: '10/06/2027', start: '07:00', end: '08:30', space: v.halfB }));
    const second = await pay(me.id, slot({ day: '11/06/2027', start: '07:00', end: '08:00' }));
    await pay(other.id, slot({ day: '11/06/2027', start: '08:00', end: '09:00' }));
    const res = await ctx.api().get('/api/booking/mybookings').set('authorization', bearer(me.id));
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { b_id: number }) => b.b_id)).toEqual([
      second.body.data.b_id,
      first.body.data.b_id,
    ]);
    expect(res.body.data[1]).toEqual({
      b_id: first.body.data.b_id,
      venue_name: expect.stringMatching(/^Hire Stadium/),
      sport_name: 'Basketball',
      booking_from: '2027-06-10T07:00:00+10:00',
      booking_to: '2027-06-10T08:30:00+10:00',
      booking_from_formatted: '10/06/2027 7:00 AM',
      booking_to_formatted: '10/06/2027 8:30 AM',
      duration: 90,
      type_name: 'Casual hire',
      option_name: 'Half court',
      space_name: 'Court 1 - Half B',
      status: 'Booked',
      o_id: first.body.data.o_id,
      o_receipt_id: expect.any(Number),
      // Now (9 June, 9 am) is inside the association's 48 hours before this hire.
      can_cancel: false,
      can_move: false,
      action_note: 'Hires can be cancelled online up to 48 hours before they start: please contact us.',
    });
    // One number per receipt: the history's is the one the receipt page and its email show.
    const payment = await ctx.db.payment.findFirstOrThrow({
      where: { orderId: first.body.data.o_id },
      orderBy: { id: 'asc' },
    });
    expect(res.body.data[1].o_receipt_id).toBe(payment.id);
    const receipt = await ctx
      .api()
      .get(`/api/ecommerce/order/${first.body.data.o_id}`)
      .set('authorization', bearer(me.id));
    expect(receipt.body.data.o_receipt_id).toBe(payment.id);
    const theirs = await ctx.api().get('/api/booking/mybookings').set('authorization', bearer(other.id));
    expect(theirs.body.data).toHaveLength(1);
    const nobody = await newMember();
    expect(
      (await ctx.api().get('/api/booking/mybookings').set('authorization', bearer(nobody.id))).body.data,
    ).toEqual([]);
    expect((await ctx.api().get('/api/booking/mybookings')).status).toBe(401);
  });
});
