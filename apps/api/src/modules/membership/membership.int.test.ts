import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PAY_MSG, isoToDmy, todayIn, toIsoDate } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  VISA,
  card,
  createDonationProduct,
  createMembershipProduct,
  createVoucher,
  pinOf,
} from '../../../test/money-factories.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let basketball: { id: number; priceCents: number };
let donation: { id: number };

const today = () => toIsoDate(todayIn('Australia/Sydney'));
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dbDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const addYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

beforeAll(async () => {
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    TAX_RATE: '0.1',
    DONATIONS_ENABLED: 'true',
  });
  basketball = await createMembershipProduct(ctx.db, 'basketball');
  await createMembershipProduct(ctx.db, 'netball');
  donation = await createDonationProduct(ctx.db);
});
afterAll(() => ctx?.close());

async function memberExpiring(
  expiryIso: string | null,
  membRenewal = false,
  overrides: Parameters<typeof createMember>[1] = {},
) {
  const m = await createMember(ctx.db, overrides);
  if (expiryIso !== undefined) {
    await ctx.db.sportProfile.create({
      data: {
        memberId: m.id,
        sport: 'basketball',
        expiryDate: expiryIso ? dbDate(expiryIso) : null,
        membRenewal,
      },
    });
  }
  return m;
}

const pay = (memberId: number, body: Record<string, unknown>, sport = 'basketball') =>
  ctx
    .api()
    .post(`/api/ecommerce/membership/${sport}`)
    .set('authorization', bearer(memberId))
    .send({
      cardData: VISA,
      couponCart: [],
      donationCart: [],
      membershipCart: [{ p_name: 'Membership', p_price: 120 }],
      sport,
      ...body,
    });

describe('GET /api/ecommerce/membership/{sport}', () => {
  it('answers the product price from the database and the sport options', async () => {
    const expiry = addDays(today(), 10);
    const m = await memberExpiring(expiry, true);
    const res = await ctx
      .api()
      .get('/api/ecommerce/membership/basketball')
      .set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      sport: 'basketball',
      membershipCart: [{ product_id: basketball.id, p_name: 'Basketball Membership', p_price: 120 }],
      renewal_open: true,
      not_needed_until: null,
      non_pl: false,
      profile_complete: true,
      akv_eligible: true,
      voucher_eligible: true,
      membership_months: 12,
      donations: true,
    });
    expect(res.body.data.sports).toEqual([
      {
        text: 'Basketball',
        value: 'basketball',
        expiry_date: isoToDmy(expiry),
        memb_renewal: true,
        prev_expiry_date: isoToDmy(expiry),
        renewal_open: true,
        not_needed_until: null,
      },
    ]);
  });

  it('opens renewal 31 days before expiry and says until when it is not needed', async () => {
    const far = addDays(today(), 40);
    const m = await memberExpiring(far);
    const res = await ctx
      .api()
      .get('/api/ecommerce/membership/basketball')
      .set('authorization', bearer(m.id));
    expect(res.body.data.renewal_open).toBe(false);
    expect(res.body.data.not_needed_until).toBe(isoToDmy(addDays(far, -31)));

    const edge = await memberExpiring(addDays(today(), 31));
    const open = await ctx
      .api()
      .get('/api/ecommerce/membership/basketball')
      .set('authorization', bearer(edge.id));
    expect(open.body.data.renewal_open).toBe(true);
    const dayBefore = await memberExpiring(addDays(today(), 32));
    const shut = await ctx
      .api()
      .get('/api/ecommerce/membership/basketball')
      .set('authorization', bearer(dayBefore.id));
    expect(shut.body.data.renewal_open).toBe(false);
  });

  it('accepts the page query form of the sport and answers 404 for an unknown sport', async () => {
    const m = await memberExpiring(null);
    expect(
      (await ctx.api().get('/api/ecommerce/membership/Netball').set('authorization', bearer(m.id))).body.data
        .membershipCart[0].p_price,
    ).toBe(95);
    expect(
      (await ctx.api().get('/api/ecommerce/membership/hockey').set('authorization', bearer(m.id))).status,
    ).toBe(404);
  });

  it('needs sign-in', async () => {
    expect((await ctx.api().get('/api/ecommerce/membership/basketball')).status).toBe(401);
  });
});

describe('POST /api/ecommerce/membership/{sport}', () => {
  it('charges the database price, extends the expiry by 12 months from the current expiry, clears the renewal flag and emails a receipt with the new expiry date', async () => {
    const expiry = addDays(today(), 20);
    const m = await memberExpiring(expiry, true);
    const res = await pay(m.id, { membershipCart: [{ p_name: 'Membership', p_price: 0.01 }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      o_paid: true,
      status: 'succeeded',
      client_secret: null,
      message: PAY_MSG.paymentSuccess,
      test_mode: true,
    });
    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.data.o_id },
      include: { lines: true, payments: true },
    });
    // The browser said 1 cent; the database says $120.
    expect(order).toMatchObject({
      memberId: m.id,
      origin: 'membership',
      paid: true,
      subtotalCents: 12_000,
      taxCents: 1_091,
      totalCents: 12_000,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: basketball.id,
        quantity: 1,
        unitPriceCents: 12_000,
        totalCents: 12_000,
      }),
    ]);
    expect(order.payments).toEqual([
      expect.objectContaining({
        amountCents: 12_000,
        method: 'card',
        gateway: 'sandbox',
        status: 'succeeded',
      }),
    ]);
    expect(order.payments[0]?.gatewayRef).toMatch(/^sandbox_pi_/);

    const sp = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(sp.expiryDate?.toISOString().slice(0, 10)).toBe(addYear(expiry));
    expect(sp.membRenewal).toBe(false);

    const mail = await ctx.mail.waitFor((x) => x.to === m.email);
    expect(mail.subject).toMatch(/^Receipt #\d+ - /);
    expect(mail.text).toContain('Basketball Membership  1 x $120.00 = $120.00');
    expect(mail.text).toContain('Total: $120.00');
    expect(mail.text).toContain('GST included: $10.91');
    expect(mail.text).toContain(`Basketball membership now expires on ${isoToDmy(addYear(expiry))}`);
    expect(mail.html).toContain(`Basketball membership now expires on ${isoToDmy(addYear(expiry))}`);
    // The receipt page says it too.
    const page = await ctx.api().get(`/api/ecommerce/order/${order.id}`).set('authorization', bearer(m.id));
    expect(page.body.data.o_notes).toEqual([
      `Basketball membership now expires on ${isoToDmy(addYear(expiry))}`,
    ]);
    expect(mail.text).toContain(order.payments[0]?.gatewayRef as string);
    expect(mail.text).toContain('Test mode');
    expect(mail.html).toContain(
      '<td style="padding:4px 8px;border-bottom:1px solid #ddd">Basketball Membership</td>',
    );
  });

  it('counts 12 months from today when the membership has already lapsed, and registers a sport with no profile yet', async () => {
    const m = await memberExpiring(addDays(today(), -100), true);
    expect((await pay(m.id, {})).status).toBe(200);
    const sp = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(sp.expiryDate?.toISOString().slice(0, 10)).toBe(addYear(today()));

    const newcomer = await createMember(ctx.db);
    const res = await pay(newcomer.id, { sport: 'netball' }, 'netball');
    expect(res.status).toBe(200);
    const netball = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: newcomer.id, sport: 'netball' } },
    });
    expect(netball).toMatchObject({ membRenewal: false, expiryDate: dbDate(addYear(today())) });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: res.body.data.o_id } })).totalCents).toBe(
      9_500,
    );
  });

  it('adds the $1 donation as its own line, priced from the database', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const res = await pay(m.id, {
      donationCart: [{ product_id: donation.id, product_price: 500, product_donation: true }],
    });
    expect(res.status).toBe(200);
    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.data.o_id },
      include: { lines: { orderBy: { id: 'asc' } }, payments: true },
    });
    expect(order).toMatchObject({
      subtotalCents: 12_000,
      donationCents: 100,
      totalCents: 12_100,
      taxCents: 1_091,
    });
    expect(order.lines.map((l) => [l.name, l.totalCents])).toEqual([
      ['Basketball Membership', 12_000],
      ['Donation', 100],
    ]);
    expect(order.payments[0]?.amountCents).toBe(12_100);
  });

  it('allows one donation line only', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const res = await pay(m.id, { donationCart: [{ product_id: donation.id }, { product_id: donation.id }] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: 'error_validation',
      message: PAY_MSG.membershipInvalid,
      errors: { donationCart: [PAY_MSG.donationOneLine] },
    });
  });

  it('limits wrong voucher PINs per voucher, even in a burst of 20, and per member', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const v = await createVoucher(ctx.db, m, { value: 5_000 });
    const validate = (memberId: number, number: string, pin: string) =>
      ctx
        .api()
        .post('/api/ecommerce/voucher/validate')
        .set('authorization', bearer(memberId))
        .send({ voucher_number: number, voucher_pin: pin, akv: true });
    const wrong = [
      '0101',
      '0201',
      '0301',
      '0401',
      '0501',
      '0601',
      '0701',
      '0801',
      '0901',
      '1001',
      '1101',
      '1201',
      '1301',
      '1401',
      '1501',
      '1601',
      '1701',
      '1801',
      '1901',
      '2001',
    ];
    const burst = await Promise.all(wrong.map((pin) => validate(m.id, v.number, pin)));
    // Five tries per voucher a day: the rest of the burst is refused unchecked.
    expect(burst.filter((r) => r.status === 422)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(15);
    // Even the right PIN is refused now, so guessing all 366 birthdays is out of reach.
    const right = await validate(m.id, v.number, pinOf(m));
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ error: 'error_response', message: PAY_MSG.voucherTooManyTries });

    // Per member: ten wrong tries over several vouchers, then the member's own good voucher is refused too.
    const other = await memberExpiring(addDays(today(), 5));
    const good = await createVoucher(ctx.db, other, { value: 5_000 });
    for (let i = 0; i < 10; i++) expect((await validate(other.id, `NOSUCH${i}`, '0101')).status).toBe(422);
    expect((await validate(other.id, good.number, pinOf(other))).status).toBe(429);
  });

  it('finds a voucher entered under the other kind by its number, never counting it as a wrong try', async () => {
    const m = await memberExpiring(addDays(today(), 5), false, { dob: new Date('2012-07-14T00:00:00Z') });
    const v = await createVoucher(ctx.db, m, { kind: 'client', number: `CLUB${m.id}`, value: 2_000 });
    const validate = (pin: string, akv: boolean) =>
      ctx
        .api()
        .post('/api/ecommerce/voucher/validate')
        .set('authorization', bearer(m.id))
        .send({ voucher_number: v.number, voucher_pin: pin, akv });
    const { voucherPin } = ctx.app.deps.limits;
    // More tries under the wrong kind than the wrong tries a voucher allows a day.
    for (let i = 0; i < 6; i++) {
      const res = await validate('1407', true);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ akv: false, voucher_number: v.number, c_value: 20 });
    }
    expect(await voucherPin.voucher.used(v.number)).toBe(0);
    expect(await voucherPin.member.used(String(m.id))).toBe(0);
    // A wrong PIN is still a wrong try, whichever kind is chosen.
    expect((await validate('1507', true)).body).toEqual({
      error: 'error_response',
      message: PAY_MSG.voucherInvalid,
    });
    expect(await voucherPin.voucher.used(v.number)).toBe(1);

    // The payment takes it the same way, as the association voucher it is.
    const res = await pay(m.id, { couponCart: { voucherNumber: v.number, voucherPin: '1407', akv: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: res.body.data.o_id } })).toMatchObject({
      discountCents: 2_000,
      voucherId: v.id,
    });
  });

  it('applies a fixed voucher, redeems it, and records the discount on the payment', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const v = await createVoucher(ctx.db, m, { value: 5_000 });
    const res = await pay(m.id, {
      couponCart: {
        voucherNumber: v.number,
        voucherPin: pinOf(m),
        akv: true,
        c_value: 120,
        c_method: 'fixed',
      },
    });
    expect(res.status).toBe(200);
    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.data.o_id },
      include: { payments: true },
    });
    // The browser claimed $120 off; the voucher is worth $50.
    expect(order).toMatchObject({
      subtotalCents: 12_000,
      discountCents: 5_000,
      totalCents: 7_000,
      voucherId: v.id,
    });
    expect(order.payments[0]).toMatchObject({ amountCents: 7_000, discountCents: 5_000 });
    expect(await ctx.db.voucher.findUniqueOrThrow({ where: { id: v.id } })).toMatchObject({
      redeemedOrderId: order.id,
    });
    const again = await ctx
      .api()
      .post('/api/ecommerce/voucher/validate')
      .set('authorization', bearer(m.id))
      .send({ voucher_number: v.number, voucher_pin: pinOf(m), akv: true });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ error: 'error_response', message: PAY_MSG.voucherRedeemed });
  });

  it('completes without a card when a voucher covers the total (no gateway call, a zero payment)', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const v = await createVoucher(ctx.db, m, { value: 20_000 });
    const res = await pay(m.id, {
      cardData: null,
      couponCart: [{ voucher_number: v.number, voucher_pin: pinOf(m), akv: true }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ o_paid: true, status: 'succeeded' });
    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.data.o_id },
      include: { payments: true },
    });
    expect(order).toMatchObject({ discountCents: 12_000, totalCents: 0, paid: true });
    expect(order.payments).toEqual([
      expect.objectContaining({
        amountCents: 0,
        discountCents: 12_000,
        method: 'voucher',
        gateway: 'manual',
        gatewayRef: null,
      }),
    ]);
  });

  it('applies a percent client voucher rounded to the cent', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const v = await createVoucher(ctx.db, m, {
      kind: 'client',
      method: 'percent',
      value: 1_250,
      number: `CLIENT${m.id}`,
    });
    const res = await pay(m.id, {
      couponCart: { voucherNumber: v.number, voucherPin: pinOf(m), akv: false },
    });
    expect(res.status).toBe(200);
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: res.body.data.o_id } })).toMatchObject({
      discountCents: 1_500,
      totalCents: 10_500,
    });
  });

  it.each([
    ['4000000000000002', PAY_MSG.cardDeclined],
    ['4000000000009995', PAY_MSG.insufficientFunds],
    ['4000000000000069', PAY_MSG.cardExpired],
    ['4000000000000127', PAY_MSG.incorrectCvc],
  ])('answers error_payment for the test card %s and records nothing', async (number, message) => {
    const m = await memberExpiring(addDays(today(), 5), true);
    const v = await createVoucher(ctx.db, m, { value: 1_000 });
    const res = await pay(m.id, {
      cardData: card(number),
      couponCart: { voucherNumber: v.number, voucherPin: pinOf(m), akv: true },
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'error_payment', message });
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(0);
    // The voucher was not used up by the failed payment.
    expect((await ctx.db.voucher.findUniqueOrThrow({ where: { id: v.id } })).redeemedAt).toBeNull();
    const sp = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(sp.membRenewal).toBe(true);
  });

  it.each([
    ['a number failing the Luhn check', card('4242424242424241')],
    ['an expiry in the past', card('4242424242424242', { cardExpiry: '01/20' })],
    ['an expiry that is not MM/YY', card('4242424242424242', { cardExpiry: '13/30' })],
    ['a 2-digit CVC', card('4242424242424242', { cardCVC: '12' })],
    ['no name', card('4242424242424242', { cardName: ' ' })],
  ])("answers 'Credit Card fields invalid.' for %s", async (_what, cardData) => {
    const m = await memberExpiring(addDays(today(), 5));
    const res = await pay(m.id, { cardData });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardInvalid });
  });

  it("answers 'Credit Card fields invalid.' when a payment is due and no card was sent", async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const res = await pay(m.id, { cardData: null });
    expect(res.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardInvalid });
  });

  it('refuses a member whose profile needs no registration (non_pl) and an incomplete profile with error_auth', async () => {
    const nonPl = await memberExpiring(addDays(today(), 5), true, { nonPl: true });
    expect((await pay(nonPl.id, {})).body).toEqual({ error: 'error_auth', message: PAY_MSG.nonPl });
    const incomplete = await memberExpiring(addDays(today(), 5), true, { ecMobile: null });
    const res = await pay(incomplete.id, {});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'error_auth', message: MSG.profileIncomplete });
  });

  it('refuses a renewal that is not due yet, naming the date', async () => {
    const far = addDays(today(), 60);
    const m = await memberExpiring(far);
    const res = await pay(m.id, {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'error_response',
      message: PAY_MSG.notYetRenewable(isoToDmy(addDays(far, -31))),
    });
  });

  it("answers error_validation 'Membership Data Invalid' for a malformed request", async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const res = await pay(m.id, { sport: 'netball' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('error_validation');
    expect(res.body.message).toBe(PAY_MSG.membershipInvalid);
    const bad = await pay(m.id, { donationCart: 'lots' });
    expect(bad.body).toMatchObject({ error: 'error_validation', message: PAY_MSG.membershipInvalid });
  });

  it('charges once for a double-clicked payment with one idempotency key', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const key = `membership-${m.id}-attempt-1`;
    const first = await pay(m.id, { idempotencyKey: key });
    const second = await pay(m.id, { idempotencyKey: key });
    expect(second.status).toBe(200);
    expect(second.body.data.o_id).toBe(first.body.data.o_id);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(1);
    // Renewed once: one year, not two.
    const sp = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(sp.expiryDate?.toISOString().slice(0, 10)).toBe(addYear(addDays(today(), 5)));
  });

  it('refuses the same idempotency key with a different request (a donation added): 409, nothing charged', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const key = `membership-${m.id}-reused`;
    expect((await pay(m.id, { idempotencyKey: key })).status).toBe(200);
    const changed = await pay(m.id, {
      idempotencyKey: key,
      donationCart: [{ product_id: donation.id, product_price: 1 }],
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ error: 'error_response', message: PAY_MSG.keyReused });
    expect(await ctx.db.payment.count({ where: { memberId: m.id } })).toBe(1);
  });

  it('renews once when 20 payments with different keys race (two tabs, many clicks)', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(m.id, { idempotencyKey: `renewal-race-${m.id}-${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.error).toBe('error_response');
    }
    expect(await ctx.db.payment.count({ where: { memberId: m.id, status: 'succeeded' } })).toBe(1);
    const sp = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(sp.expiryDate?.toISOString().slice(0, 10)).toBe(addYear(addDays(today(), 5)));
  });

  it('holds the renewal for a payment waiting for 3-D Secure: a second payment is refused, the first then renews once', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const waiting = await pay(m.id, {
      idempotencyKey: `renewal-3ds-${m.id}-1`,
      cardData: card('4000 0025 0000 3155'),
    });
    expect(waiting.body.data).toMatchObject({ o_paid: false, status: 'requires_action' });
    const second = await pay(m.id, { idempotencyKey: `renewal-3ds-${m.id}-2` });
    expect(second.status).toBe(422);
    expect(second.body).toEqual({ error: 'error_response', message: PAY_MSG.renewalInProgress });
    const confirmed = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: waiting.body.data.o_id });
    expect(confirmed.body).toMatchObject({ o_paid: true, status: 'succeeded' });
    expect(await ctx.db.payment.count({ where: { memberId: m.id, status: 'succeeded' } })).toBe(1);
    const sp = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(sp.expiryDate?.toISOString().slice(0, 10)).toBe(addYear(addDays(today(), 5)));
    // And now the period is paid: another payment is refused as not yet due.
    expect((await pay(m.id, { idempotencyKey: `renewal-3ds-${m.id}-3` })).status).toBe(422);
  });

  it('derives a key when none is sent, so an accidental double submit still charges once', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const [a, b] = await Promise.all([pay(m.id, {}), pay(m.id, {})]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.o_id).toBe(b.body.data.o_id);
    expect(await ctx.db.payment.count({ where: { memberId: m.id } })).toBe(1);
  });

  it('takes a 3-D Secure card through requires_action and the confirm step (sandbox)', async () => {
    const m = await memberExpiring(addDays(today(), 5));
    const res = await pay(m.id, { cardData: card('4000002500003155') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ o_paid: false, status: 'requires_action', test_mode: true });
    expect(res.body.data.client_secret).toMatch(/_secret_sandbox$/);
    const pendingOrder = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.data.o_id },
      include: { payments: true },
    });
    expect(pendingOrder.paid).toBe(false);
    expect(pendingOrder.payments[0]?.status).toBe('pending');

    const confirm = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: res.body.data.o_id });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ o_id: res.body.data.o_id, o_paid: true, status: 'succeeded' });
    const sp = await ctx.db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(sp.membRenewal).toBe(false);
    // Confirming again changes nothing.
    const again = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: res.body.data.o_id });
    expect(again.body.o_paid).toBe(true);
    expect((await ctx.db.sportProfile.findUniqueOrThrow({ where: { id: sp.id } })).expiryDate).toEqual(
      sp.expiryDate,
    );
  });

  it('gives the voucher back when the card fails after 3-D Secure', async () => {
    const m = await memberExpiring(addDays(today(), 5), true);
    const v = await createVoucher(ctx.db, m, { value: 1_000 });
    const res = await pay(m.id, {
      cardData: card('4000008260003178'),
      couponCart: { voucherNumber: v.number, voucherPin: pinOf(m), akv: true },
    });
    expect(res.body.data.status).toBe('requires_action');
    expect((await ctx.db.voucher.findUniqueOrThrow({ where: { id: v.id } })).redeemedAt).not.toBeNull();
    const confirm = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(m.id))
      .send({ o_id: res.body.data.o_id });
    expect(confirm.status).toBe(402);
    expect(confirm.body).toEqual({ error: 'error_payment', message: PAY_MSG.insufficientFunds });
    expect((await ctx.db.voucher.findUniqueOrThrow({ where: { id: v.id } })).redeemedAt).toBeNull();
    expect((await ctx.db.sportProfile.findFirstOrThrow({ where: { memberId: m.id } })).membRenewal).toBe(
      true,
    );
  });

  it("answers 404 when confirming another member's order", async () => {
    const a = await memberExpiring(addDays(today(), 5));
    const b = await createMember(ctx.db);
    const res = await pay(a.id, { cardData: card('4000002500003155') });
    expect(
      (
        await ctx
          .api()
          .post('/api/payments/confirm')
          .set('authorization', bearer(b.id))
          .send({ o_id: res.body.data.o_id })
      ).status,
    ).toBe(404);
  });
});

describe('voucher validation', () => {
  it('answers c_value and c_method for the recipient (PIN = DDMM of the birthday)', async () => {
    const m = await createMember(ctx.db, { dob: new Date('2001-09-02T00:00:00Z') });
    const v = await createVoucher(ctx.db, m, { value: 10_000 });
    expect(pinOf(m)).toBe('0209');
    const res = await ctx
      .api()
      .post('/api/ecommerce/voucher/validate')
      .set('authorization', bearer(m.id))
      .send({ voucher_number: v.number.toLowerCase(), voucher_pin: '0209', akv: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      c_value: 100,
      c_method: 'fixed',
      akv: true,
      voucher_number: v.number,
      message: PAY_MSG.voucherApplied,
    });

    const camel = await ctx
      .api()
      .post('/api/ecommerce/membership/voucher/validate')
      .set('authorization', bearer(m.id))
      .send({ voucherNumber: v.number, voucherPin: '0209', akv: true });
    expect(camel.body.c_value).toBe(100);
  });

  it('answers percent vouchers in percent', async () => {
    const m = await createMember(ctx.db);
    const v = await createVoucher(ctx.db, m, {
      kind: 'client',
      method: 'percent',
      value: 1_250,
      number: `PCT${m.id}`,
    });
    const res = await ctx
      .api()
      .post('/api/ecommerce/membership/coupon/validate')
      .set('authorization', bearer(m.id))
      .send({ voucherNumber: v.number, voucherPin: pinOf(m) });
    expect(res.body).toMatchObject({ c_value: 12.5, c_method: 'percent', akv: false });
  });

  it.each([
    [{ voucher_number: '', voucher_pin: '0101' }, 'voucher_number', PAY_MSG.voucherNumberRequired],
    [{ voucher_number: 'X'.repeat(51), voucher_pin: '0101' }, 'voucher_number', PAY_MSG.voucherNumberTooLong],
    [{ voucher_number: 'AKV1', voucher_pin: '' }, 'voucher_pin', PAY_MSG.voucherPinRequired],
    [{ voucher_number: 'AKV1', voucher_pin: '12a4' }, 'voucher_pin', PAY_MSG.voucherPinDigits],
  ])('checks the fields: %j', async (body, field, message) => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .post('/api/ecommerce/voucher/validate')
      .set('authorization', bearer(m.id))
      .send({ akv: true, ...body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'error_validation', message, errors: { [field]: [message] } });
  });

  it('refuses a wrong PIN, an unknown number, another member, an expired and a redeemed voucher', async () => {
    const m = await createMember(ctx.db, { dob: new Date('1990-05-20T00:00:00Z') });
    const other = await createMember(ctx.db, { dob: new Date('1990-05-20T00:00:00Z') });
    const v = await createVoucher(ctx.db, m);
    const check = (memberId: number, body: Record<string, unknown>) =>
      ctx
        .api()
        .post('/api/ecommerce/voucher/validate')
        .set('authorization', bearer(memberId))
        .send({ voucher_number: v.number, voucher_pin: '2005', akv: true, ...body });
    expect((await check(m.id, { voucher_pin: '2105' })).body).toEqual({
      error: 'error_response',
      message: PAY_MSG.voucherInvalid,
    });
    expect((await check(m.id, { voucher_number: 'NOSUCHVOUCHER' })).body.message).toBe(
      PAY_MSG.voucherInvalid,
    );
    // Same birthday, but the voucher belongs to m: it must be used from m's dashboard.
    expect((await check(other.id, {})).body).toEqual({
      error: 'error_response',
      message: PAY_MSG.voucherNotRecipient,
    });
    await ctx.db.voucher.update({ where: { id: v.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await check(m.id, {})).body.message).toBe(PAY_MSG.voucherExpired);
    await ctx.db.voucher.update({ where: { id: v.id }, data: { expiresAt: null, redeemedAt: new Date() } });
    expect((await check(m.id, {})).body.message).toBe(PAY_MSG.voucherRedeemed);
  });
});

describe('donation product', () => {
  it('answers product_name and product_price when donations are on', async () => {
    const m = await createMember(ctx.db);
    const res = await ctx
      .api()
      .get('/api/ecommerce/store/productDonation')
      .set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ product_id: donation.id, product_name: 'Donation', product_price: 1 });
  });
});
