// A member cancels and moves their own court hire through the API, by the association's rule
// (console settings, defaults: cancel up to 48 hours before with 100 % back, later refused; move up
// to 48 hours before): only their own hire (another member's is 404 before the body is read); the
// refund the rule gives through the gateway, once for a double click; a late cancellation with no
// refund once the association allows it; a move only to a free slot of the same price; two members
// racing for one slot by move or by hire, exactly one winning.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HIRE_CHANGE_MSG } from '@courtside/contracts';
import { HIRE_RULE_DEFAULTS } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createDonationProduct, createVoucher, pinOf, VISA } from '../../../test/money-factories.js';
import { createHireVenue, type HireVenue } from '../../../test/booking-factories.js';
import { localInstant } from '../../lib/local-dates.js';

const TZ = 'Australia/Sydney';
// Now is Saturday 20 March 2027, 9 am in Sydney: Monday 22/03 10:00 is 49 hours ahead, Sunday 21/03 25.
const NOW = '2027-03-20T09:00:00+11:00';
let ctx: TestContext;
let v: HireVenue;
let admin: { id: number };
let facilities: { id: number };
let hattie: { id: number; email: string | null; dob: Date };
let ivan: { id: number; email: string | null };

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const as = (id: number | null) => ({
  get: (path: string) => {
    const req = ctx.api().get(path);
    return id === null ? req : req.set('authorization', bearer(id));
  },
  post: (path: string, body: object) => {
    const req = ctx.api().post(path);
    return (id === null ? req : req.set('authorization', bearer(id))).send(body);
  },
  put: (path: string, body: object) => ctx.api().put(path).set('authorization', bearer(id!)).send(body),
});

/** The member pays for a hire of `court` (default the undivided one) online; answers its id. */
async function hire(
  memberId: number,
  day: string,
  start: string,
  end: string,
  court = v.single,
  couponCart: object[] = [],
  donationCart: object[] = [],
) {
  const pay = await as(memberId).post('/api/booking/paybooking', {
    cardData: VISA,
    couponCart,
    donationCart,
    bookingCart: {
      venue: v.venueId,
      day,
      start,
      end,
      space: court,
      sport: v.basketball,
      type: v.casual,
      option: null,
    },
    idempotencyKey: randomUUID(),
  });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  return pay.body.data.b_id as number;
}
const cancel = (memberId: number, id: number, refund: number) =>
  as(memberId).post(`/api/booking/mybookings/${id}/cancel`, { refund_cents: refund });
const move = (memberId: number, id: number, body: object) =>
  as(memberId).post(`/api/booking/mybookings/${id}/move`, body);
const listed = async (memberId: number, id: number) =>
  ((await as(memberId).get('/api/booking/mybookings')).body.data as Array<Record<string, unknown>>).find(
    (b) => b.b_id === id,
  );
const setRule = (rule: object) => as(admin.id).put('/api/admin/settings/hire', rule);
const paymentOf = async (id: number) => {
  const { orderId } = await ctx.db.booking.findUniqueOrThrow({ where: { id } });
  return ctx.db.payment.findFirstOrThrow({ where: { orderId: orderId! } });
};

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  v = await createHireVenue(ctx.db);
  const staff = (firstname: string, role: 'admin' | 'facilities') =>
    createMember(ctx.db, { firstname, lastname: 'Staff', staffGrants: { create: [{ role }] } });
  admin = await staff('Ada', 'admin');
  facilities = await staff('Fay', 'facilities');
  hattie = await createMember(ctx.db, { firstname: 'Hattie', lastname: 'Hirer' });
  ivan = await createMember(ctx.db, { firstname: 'Ivan', lastname: 'Other' });
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  ctx.clock.offsetMs = Date.parse(NOW) - Date.now();
  expect((await setRule(HIRE_RULE_DEFAULTS)).status).toBe(200);
});

describe("the association's rule in the console", () => {
  it('lets an admin set it, audited, and refuses other staff and bad values', async () => {
    const res = await setRule({ cancel_hours: 24, refund_percent: 80, reason: 'Committee decision' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.hire).toEqual({ ...HIRE_RULE_DEFAULTS, cancel_hours: 24, refund_percent: 80 });
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'settings.hire' },
      orderBy: { id: 'desc' },
    });
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { cancel_hours: 48, refund_percent: 100 },
      after: { cancel_hours: 24, refund_percent: 80 },
      reason: 'Committee decision',
    });
    expect((await as(facilities.id).put('/api/admin/settings/hire', { cancel_hours: 1 })).status).toBe(403);
    const bad = await setRule({ refund_percent: 101, move_hours: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ refund_percent: ['Enter 0 to 100 %.'] });
    expect((await as(admin.id).get('/api/admin/settings')).body.data.hire.refund_percent).toBe(80);
  });
});

describe("cancelling one's own hire", () => {
  it('gives the full refund 48 hours or more ahead, frees the court, audits it and emails the member', async () => {
    const id = await hire(hattie.id, '22/03/2027', '10:00', '11:00');
    expect(await listed(hattie.id, id)).toMatchObject({
      can_cancel: true,
      can_move: true,
      action_note: null,
    });
    const quote = await as(hattie.id).get(`/api/booking/mybookings/${id}/cancellation`);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toEqual({
      refund_cents: 6_000,
      message: HIRE_CHANGE_MSG.refund('$60.00', 100, '$60.00'),
    });
    const res = await cancel(hattie.id, id, 6_000);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      b_id: id,
      refunded_cents: 6_000,
      message: HIRE_CHANGE_MSG.cancelledWith('$60.00'),
    });
    expect(await ctx.db.booking.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'cancelled' });
    expect(await ctx.db.courtOccupancy.count({ where: { bookingId: id } })).toBe(0);
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refundedCents: 6_000 });
    expect(
      await ctx.db.auditEntry.findFirstOrThrow({ where: { action: 'hire.cancel', entityId: String(id) } }),
    ).toMatchObject({
      actorId: hattie.id,
      before: expect.objectContaining({ status: 'booked', price_cents: 6_000 }),
      after: { status: 'cancelled', refunded_cents: 6_000 },
      reason: 'Cancelled by the member online',
    });
    const mail = await ctx.mail.waitFor(
      (m) => m.to === hattie.email && m.subject.startsWith('Court hire cancelled'),
    );
    expect(mail.text).toContain('$60.00 is being refunded to the card you paid with.');
    expect(mail.subject).toContain('22/03/2027 10:00 AM to 11:00 AM');
    // One email tells of the cancellation and its refund; the refund is the member's, not staff's.
    const { orderId } = await ctx.db.booking.findUniqueOrThrow({ where: { id } });
    expect(ctx.mail.messages.filter((m) => m.subject === `Refund of $60.00 on order #${orderId}`)).toEqual(
      [],
    );
    expect(await ctx.db.refund.findFirstOrThrow({ where: { payment: { orderId: orderId! } } })).toMatchObject(
      { staffMemberId: null, reason: 'Cancelled by the member online' },
    );
    expect(await listed(hattie.id, id)).toBeUndefined();
    // The court is free again: another member books it.
    await hire(ivan.id, '22/03/2027', '10:00', '11:00');
  });

  it("answers 404 for another member's hire before reading the body, and 401 to a visitor", async () => {
    const id = await hire(hattie.id, '22/03/2027', '12:00', '13:00');
    expect((await as(ivan.id).get(`/api/booking/mybookings/${id}/cancellation`)).status).toBe(404);
    for (const body of [{ refund_cents: 6_000 }, {}, { refund_cents: 'all' }]) {
      const res = await as(ivan.id).post(`/api/booking/mybookings/${id}/cancel`, body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(HIRE_CHANGE_MSG.notFound);
    }
    expect((await move(ivan.id, id, { day: 'never' })).status).toBe(404);
    expect((await as(null).post(`/api/booking/mybookings/${id}/cancel`, { refund_cents: 0 })).status).toBe(
      401,
    );
    expect((await cancel(hattie.id, 999_999, 0)).status).toBe(404);
    // The owner's bad body is a 422.
    expect((await as(hattie.id).post(`/api/booking/mybookings/${id}/cancel`, {})).status).toBe(422);
    expect(await ctx.db.booking.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'booked' });
    expect(await ctx.db.refund.count({ where: { paymentId: (await paymentOf(id)).id } })).toBe(0);
  });

  it('refuses inside the window by default; allowed late, cancels with no refund', async () => {
    const id = await hire(hattie.id, '21/03/2027', '10:00', '11:00');
    expect(await listed(hattie.id, id)).toMatchObject({
      can_cancel: false,
      can_move: false,
      action_note: HIRE_CHANGE_MSG.tooLateToCancel(48),
    });
    const refused = await cancel(hattie.id, id, 0);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(HIRE_CHANGE_MSG.tooLateToCancel(48));

    expect((await setRule({ late_cancel: true })).status).toBe(200);
    expect(await listed(hattie.id, id)).toMatchObject({ can_cancel: true, can_move: false });
    const quote = await as(hattie.id).get(`/api/booking/mybookings/${id}/cancellation`);
    expect(quote.body.data).toEqual({ refund_cents: 0, message: HIRE_CHANGE_MSG.noRefundLate(48) });
    const res = await cancel(hattie.id, id, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.refunded_cents).toBe(0);
    expect(await paymentOf(id)).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(await ctx.db.courtOccupancy.count({ where: { bookingId: id } })).toBe(0);
    const mail = await ctx.mail.waitFor(
      (m) => m.to === hattie.email && m.subject.includes('21/03/2027 10:00 AM'),
    );
    expect(mail.text).toContain('No refund is given for this cancellation.');
  });

  it("refunds the association's percentage, and refuses an amount the member was not shown", async () => {
    expect((await setRule({ refund_percent: 50 })).status).toBe(200);
    const id = await hire(hattie.id, '23/03/2027', '10:00', '11:30');
    const quote = await as(hattie.id).get(`/api/booking/mybookings/${id}/cancellation`);
    expect(quote.body.data.refund_cents).toBe(4_500);
    const stale = await cancel(hattie.id, id, 9_000);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(HIRE_CHANGE_MSG.refundChanged('$45.00'));
    expect((await cancel(hattie.id, id, 4_500)).status).toBe(200);
    expect(await paymentOf(id)).toMatchObject({ status: 'succeeded', refundedCents: 4_500 });
  });

  it('cancels once and refunds once on a double click', async () => {
    const id = await hire(hattie.id, '24/03/2027', '10:00', '11:00');
    const answers = await Promise.all([cancel(hattie.id, id, 6_000), cancel(hattie.id, id, 6_000)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 6_000 });
    expect(await ctx.db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(await ctx.db.auditEntry.count({ where: { action: 'hire.cancel', entityId: String(id) } })).toBe(1);
    await ctx.mail.waitFor((m) => m.to === hattie.email && m.subject.includes('24/03/2027 10:00 AM'));
    expect(
      ctx.mail.messages.filter((m) => m.to === hattie.email && m.subject.includes('24/03/2027 10:00 AM')),
    ).toHaveLength(1);
    // Clicked again later: already cancelled.
    const again = await cancel(hattie.id, id, 6_000);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(HIRE_CHANGE_MSG.cancelled);
  });

  it('gives back only the money paid, not the part a voucher paid, as the console does', async () => {
    const voucher = await createVoucher(ctx.db, hattie, { kind: 'client', value: 2_000 });
    const id = await hire(hattie.id, '25/03/2027', '12:00', '13:00', v.single, [
      { voucherNumber: voucher.number, voucherPin: pinOf(hattie), akv: false },
    ]);
    const quote = await as(hattie.id).get(`/api/booking/mybookings/${id}/cancellation`);
    expect(quote.body.data).toEqual({
      refund_cents: 4_000,
      message: HIRE_CHANGE_MSG.refund('$40.00', 100, '$40.00'),
    });
    expect((await cancel(hattie.id, id, 4_000)).status).toBe(200);
    const card = await ctx.db.payment.findFirstOrThrow({
      where: {
        orderId: (await ctx.db.booking.findUniqueOrThrow({ where: { id } })).orderId!,
        method: 'card',
      },
    });
    expect(card).toMatchObject({ status: 'refunded', refundedCents: 4_000 });
  });

  it('never gives back the donation paid with the hire, nor money staff refunded already', async () => {
    const voucher = await createVoucher(ctx.db, hattie, { kind: 'client', value: 2_000 });
    const donation = await createDonationProduct(ctx.db);
    const id = await hire(
      hattie.id,
      '25/03/2027',
      '14:00',
      '15:00',
      v.single,
      [{ voucherNumber: voucher.number, voucherPin: pinOf(hattie), akv: false }],
      [{ product_id: donation.id }],
    );
    expect(await paymentOf(id)).toMatchObject({ amountCents: 4_100 });
    const quote = await as(hattie.id).get(`/api/booking/mybookings/${id}/cancellation`);
    expect(quote.body.data).toEqual({
      refund_cents: 4_000,
      message: HIRE_CHANGE_MSG.refund('$40.00', 100, '$40.00'),
    });

    // Staff gave $10 of another hire back at the desk: what is left comes back, and no more.
    const other = await hire(hattie.id, '26/03/2027', '14:00', '15:00');
    const { orderId } = await ctx.db.booking.findUniqueOrThrow({ where: { id: other } });
    const refunded = await ctx
      .api()
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set('authorization', bearer(admin.id))
      .send({ amount_cents: 1_000, reason: 'Light out on court', idempotency_key: `staff-part-${other}` });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const left = await as(hattie.id).get(`/api/booking/mybookings/${other}/cancellation`);
    expect(left.body.data).toEqual({
      refund_cents: 5_000,
      message: HIRE_CHANGE_MSG.refund('$50.00', 100, '$50.00'),
    });
    const cancelled = await cancel(hattie.id, other, 5_000);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await paymentOf(other)).toMatchObject({ status: 'refunded', refundedCents: 6_000 });
  });

  it('sends a hire booked at the desk to the association', async () => {
    const desk = await as(facilities.id).post('/api/admin/hire-bookings', {
      member_id: hattie.id,
      court_id: v.single,
      sport_id: v.basketball,
      type_id: v.casual,
      date: '2027-03-25',
      start_time: '10:00',
      end_time: '11:00',
    });
    expect(desk.status, JSON.stringify(desk.body)).toBe(201);
    const id = desk.body.data.id as number;
    expect(await listed(hattie.id, id)).toMatchObject({
      can_cancel: false,
      can_move: false,
      action_note: HIRE_CHANGE_MSG.deskHire,
    });
    expect((await cancel(hattie.id, id, 0)).body.message).toBe(HIRE_CHANGE_MSG.deskHire);
  });
});

describe("moving one's own hire", () => {
  it('moves it to a free slot of the same length and price, audited and emailed', async () => {
    const id = await hire(hattie.id, '22/03/2027', '14:00', '15:00');
    const res = await move(hattie.id, id, { day: '2027-03-23', start: '08:00', space: v.full });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking).toMatchObject({
      b_id: id,
      booking_from: '2027-03-23T08:00:00+11:00',
      booking_to: '2027-03-23T09:00:00+11:00',
      space_name: 'Court 1',
    });
    expect(res.body.data.message).toBe(HIRE_CHANGE_MSG.moved('23/03/2027 8:00 AM to 9:00 AM', 'Court 1'));
    // The full court holds its halves too.
    expect(
      (await ctx.db.courtOccupancy.findMany({ where: { bookingId: id }, select: { courtId: true } }))
        .map((o) => o.courtId)
        .sort(),
    ).toEqual([v.halfA, v.halfB].sort());
    expect(
      await ctx.db.auditEntry.findFirstOrThrow({ where: { action: 'hire.move', entityId: String(id) } }),
    ).toMatchObject({
      actorId: hattie.id,
      before: expect.objectContaining({ court_id: v.single, starts_at: '2027-03-22T14:00:00+11:00' }),
      after: expect.objectContaining({ court_id: v.full, starts_at: '2027-03-23T08:00:00+11:00' }),
    });
    const mail = await ctx.mail.waitFor(
      (m) => m.to === hattie.email && m.subject.startsWith('Court hire moved'),
    );
    expect(mail.text).toContain('From: Court 2');
    expect(mail.text).toContain('To: Court 1');
  });

  it('refuses a taken slot, another price and a move too close to the start', async () => {
    const id = await hire(hattie.id, '22/03/2027', '15:00', '16:00');
    await hire(ivan.id, '22/03/2027', '08:00', '09:00');
    const taken = await move(hattie.id, id, { day: '22/03/2027', start: '08:30' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(HIRE_CHANGE_MSG.taken);
    const peak = await move(hattie.id, id, { day: '22/03/2027', start: '17:00' });
    expect(peak.status).toBe(422);
    expect(peak.body.message).toBe(HIRE_CHANGE_MSG.priceDiffers('$85.00', '$60.00'));
    const late = await hire(hattie.id, '21/03/2027', '12:00', '13:00');
    const tooLate = await move(hattie.id, late, { day: '23/03/2027', start: '12:00' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(HIRE_CHANGE_MSG.tooLateToMove(48));
    expect(await ctx.db.booking.findUniqueOrThrow({ where: { id } })).toMatchObject({
      startsAt: localInstant('2027-03-22', '15:00', TZ),
    });
  });

  it('lets exactly one of two members racing for one slot by move, or by move and hire, have it', async () => {
    const mine = await hire(hattie.id, '26/03/2027', '08:00', '09:00');
    const theirs = await hire(ivan.id, '26/03/2027', '09:00', '10:00');
    const racing = await Promise.all([
      move(hattie.id, mine, { day: '26/03/2027', start: '12:00' }),
      move(ivan.id, theirs, { day: '26/03/2027', start: '12:00' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const at12 = localInstant('2027-03-26', '12:00', TZ);
    expect(await ctx.db.courtOccupancy.count({ where: { courtId: v.single, startsAt: at12 } })).toBe(1);

    const loser = racing[0].status === 409 ? { who: hattie.id, id: mine } : { who: ivan.id, id: theirs };
    const winner = loser.who === hattie.id ? ivan.id : hattie.id;
    const [moved, paid] = await Promise.all([
      move(loser.who, loser.id, { day: '26/03/2027', start: '14:00' }),
      as(winner).post('/api/booking/paybooking', {
        cardData: VISA,
        couponCart: [],
        donationCart: [],
        bookingCart: {
          venue: v.venueId,
          day: '26/03/2027',
          start: '14:00',
          end: '15:00',
          space: v.single,
          sport: v.basketball,
          type: v.casual,
          option: null,
        },
        idempotencyKey: randomUUID(),
      }),
    ]);
    expect(
      [moved.status === 200, paid.status === 200 && paid.body.data.b_id !== null].filter(Boolean),
    ).toHaveLength(1);
    const at14 = localInstant('2027-03-26', '14:00', TZ);
    expect(await ctx.db.courtOccupancy.count({ where: { courtId: v.single, startsAt: at14 } })).toBe(1);
  });
});
