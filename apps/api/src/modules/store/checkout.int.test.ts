// Checkout (attendee rows, the checks before paying, the store and checkout
// calls, Checkout payment errors), through the real API and the sandbox gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDEE_INFO_REQUIRED, MSG, PAY_MSG, STORE_MSG } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA, card, createDonationProduct, createVoucher, pinOf } from '../../../test/money-factories.js';
import { cartLine, createStoreProduct, dayFromToday, newChild } from '../../../test/store-factories.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let donation: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    TAX_RATE: '0.1',
    DONATIONS_ENABLED: 'true',
  });
  donation = await createDonationProduct(ctx.db);
});
afterAll(() => ctx?.close());

const checkAttendee = (memberId: number, attendee: Record<string, unknown>) =>
  ctx
    .api()
    .post('/api/ecommerce/store/checkattendee')
    .set('authorization', bearer(memberId))
    .send({ attendee });

const pay = (memberId: number, body: Record<string, unknown>) =>
  ctx
    .api()
    .post('/api/ecommerce/store/payshoppingcart')
    .set('authorization', bearer(memberId))
    .send({ attendees: [], assign: [], couponCart: null, donationCart: [], cardData: VISA, ...body });

const bookedOf = async (id: number) =>
  (await ctx.db.product.findUniqueOrThrow({ where: { id }, select: { booked: true } })).booked;
const ordersOf = (memberId: number) => ctx.db.order.count({ where: { memberId } });

/** A singlet: no attendees, so tests of other rules need none. */
const singlet = (o: Parameters<typeof createStoreProduct>[1] = {}) =>
  createStoreProduct(ctx.db, {
    name: 'Association Singlet',
    priceCents: 5_500,
    noAttendee: true,
    quantity: 100,
    ...o,
  });

describe('POST /api/ecommerce/store/checkattendee', () => {
  it('needs sign-in', async () => {
    const res = await ctx.api().post('/api/ecommerce/store/checkattendee').send({ attendee: newChild() });
    expect(res.status).toBe(401);
  });

  it('adds an existing member found by first name, last name (any case) and date of birth', async () => {
    const parent = await createMember(ctx.db);
    const child = await createMember(ctx.db, {
      firstname: 'Milo',
      lastname: 'Sharma',
      dob: new Date('2013-07-09T00:00:00Z'),
      gender: 'male',
    });
    const res = await checkAttendee(parent.id, {
      firstname: ' milo ',
      lastname: 'SHARMA',
      dob: '09/07/2013',
      gender: 'male',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Attendee added',
      data: {
        existing_member: true,
        requireInfo: false,
        attendee: { firstname: 'milo', lastname: 'SHARMA', dob: '09/07/2013' },
      },
    });
    expect(child.id).toBeGreaterThan(0);
  });

  it("matches names exactly: '%' finds no member, a trailing backslash is no error", async () => {
    const parent = await createMember(ctx.db);
    await createMember(ctx.db, {
      firstname: 'Percy',
      lastname: 'Cent',
      dob: new Date('2014-06-07T00:00:00Z'),
    });
    for (const [firstname, lastname] of [
      ['%', '%'],
      ['P_rcy', 'C%'],
      ['Percy\\', 'Cent\\'],
    ]) {
      const res = await checkAttendee(parent.id, { firstname, lastname, dob: '07/06/2014', gender: 'male' });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(ATTENDEE_INFO_REQUIRED);
    }
  });

  it('limits attendee lookups per member (429 past 40 an hour)', async () => {
    const parent = await createMember(ctx.db);
    const results = [];
    for (let i = 0; i < 41; i++)
      results.push(
        (
          await checkAttendee(parent.id, {
            firstname: `Kid${i}`,
            lastname: 'Tester',
            dob: '01/02/2015',
            gender: 'male',
          })
        ).status,
      );
    expect(results.slice(0, 40).every((s) => s === 422)).toBe(true);
    expect(results[40]).toBe(429);
  });

  it('asks for the extra fields when no member matches, naming each one', async () => {
    const parent = await createMember(ctx.db);
    const res = await checkAttendee(parent.id, {
      firstname: 'Zara',
      lastname: 'Unknown',
      dob: '14/02/2014',
      gender: 'female',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(ATTENDEE_INFO_REQUIRED);
    expect(res.body.message).toBe(STORE_MSG.attendeeInfoRequired);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'address',
      'ec_fullname',
      'ec_mobile',
      'email',
      'mobile',
      'postcode',
      'state',
      'suburb',
    ]);
    expect(res.body.errors.email).toEqual([MSG.required]);

    const shortMobiles = await checkAttendee(
      parent.id,
      newChild({ mobile: '041122', ec_mobile: '04223334445', email: 'not-an-email' }),
    );
    expect(shortMobiles.status).toBe(422);
    expect(shortMobiles.body.error).toBe(ATTENDEE_INFO_REQUIRED);
    expect(shortMobiles.body.errors).toEqual({
      mobile: ['This field must be 10 digits'],
      ec_mobile: ['This field must be 10 digits'],
      email: [MSG.email],
    });
  });

  it('adds a new person once the extra fields are given; medical notes are optional', async () => {
    const parent = await createMember(ctx.db);
    const res = await checkAttendee(parent.id, newChild({ ec_medical: '' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Attendee added',
      data: { existing_member: false, requireInfo: true, attendee: { mobile: '0411222333', ec_medical: '' } },
    });
  });

  it('refuses a row without first name, last name, gender or a valid past date of birth', async () => {
    const parent = await createMember(ctx.db);
    const res = await checkAttendee(parent.id, {
      firstname: '',
      lastname: 'Lee',
      dob: '31/02/2014',
      gender: 'other',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.errors).toEqual({ firstname: [MSG.required], dob: [MSG.date], gender: [MSG.required] });
    const future = await checkAttendee(parent.id, newChild({ dob: '01/01/2999' }));
    expect(future.body.errors).toEqual({ dob: [MSG.dobBeforeToday] });
  });
});

describe('POST /api/ecommerce/store/payshoppingcart', () => {
  it('lets a visitor list the products but not pay (401), and stores nothing', async () => {
    const product = await singlet();
    expect(
      (await ctx.api().get('/api/ecommerce/store/products').expect(200)).body.data.some(
        (p: { product_id: number }) => p.product_id === product.id,
      ),
    ).toBe(true);
    const res = await ctx
      .api()
      .post('/api/ecommerce/store/payshoppingcart')
      .send({ shoppingCart: [cartLine(product)], cardData: VISA, donationCart: [] });
    expect(res.status).toBe(401);
    expect(await bookedOf(product.id)).toBe(0);
  });

  it('charges the database prices, not a tampered cart, and recomputes tax, discount and donation', async () => {
    const buyer = await createMember(ctx.db);
    const camp = await createStoreProduct(ctx.db, {
      name: 'Summer Camp',
      priceCents: 25_000,
      quantity: 10,
      booked: 2,
      voucherEligible: true,
    });
    const shirt = await singlet({ voucherEligible: true });
    const voucher = await createVoucher(ctx.db, buyer, { kind: 'client', method: 'percent', value: 1_000 });
    const res = await pay(buyer.id, {
      shoppingCart: [{ ...cartLine(camp, 1, 0.01), product_totalPrice: 0.01 }, cartLine(shirt, 2, 1)],
      attendees: [newChild()],
      assign: [{ product_id: camp.id, attendees: [0] }],
      couponCart: { voucherNumber: voucher.number, voucherPin: pinOf(buyer), akv: false },
      donationCart: [{ product_id: donation.id, product_price: 500 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      o_paid: true,
      status: 'succeeded',
      message: PAY_MSG.paymentSuccess,
    });

    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: res.body.data.o_id } });
    // 250 + 2 x 55 = 360; 10 % off = 36; + $1 donation; GST = (360 - 36) / 11: the donation carries none.
    expect(order).toMatchObject({
      origin: 'store',
      subtotalCents: 36_000,
      discountCents: 3_600,
      donationCents: 100,
      totalCents: 32_500,
      taxCents: 2_945,
      paid: true,
      isHpc: false,
    });
    const payment = await ctx.db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ amountCents: 32_500, status: 'succeeded', gateway: 'sandbox' });
    expect(await bookedOf(camp.id)).toBe(3);
    expect(await bookedOf(shirt.id)).toBe(2);
  });

  it('puts on the receipt and the order page the GST inside what was paid after a voucher', async () => {
    const buyer = await createMember(ctx.db);
    const kit = await createStoreProduct(ctx.db, {
      name: 'Training Kit',
      priceCents: 18_000,
      noAttendee: true,
      voucherEligible: true,
    });
    const voucher = await createVoucher(ctx.db, buyer, { kind: 'client', method: 'fixed', value: 10_000 });
    const res = await pay(buyer.id, {
      shoppingCart: [cartLine(kit, 1)],
      couponCart: { voucherNumber: voucher.number, voucherPin: pinOf(buyer), akv: false },
    });
    expect(res.status).toBe(200);
    // $180.00 less $100.00 off: $80.00 paid, of which GST is $7.27 (not $16.36, the GST of $180.00).
    const mail = await ctx.mail.waitFor((m) => m.to === buyer.email);
    expect(mail.text).toContain('Total: $80.00');
    expect(mail.text).toContain('GST included: $7.27');
    const detail = await ctx
      .api()
      .get(`/api/ecommerce/order/${res.body.data.o_id}`)
      .set('authorization', bearer(buyer.id));
    expect(detail.body.data).toMatchObject({ o_subtotal: 180, o_total: 80, o_tax: 7.27 });
  });

  it('stores the attendees and shows them in the order detail', async () => {
    const parent = await createMember(ctx.db);
    const sibling = await createMember(ctx.db, {
      firstname: 'Ruby',
      lastname: 'Walsh',
      dob: new Date('2012-03-04T00:00:00Z'),
    });
    const camp = await createStoreProduct(ctx.db, { name: 'Winter Camp', priceCents: 20_000 });
    const clinic = await createStoreProduct(ctx.db, { name: 'Shooting Clinic', priceCents: 4_500 });
    const zara = newChild({ firstname: 'Zara' });
    const res = await pay(parent.id, {
      shoppingCart: [cartLine(camp, 2), cartLine(clinic, 1)],
      attendees: [zara, { firstname: 'Ruby', lastname: 'walsh', dob: '04/03/2012', gender: 'female' }],
      assign: [
        { product_id: camp.id, attendees: [0, 1] },
        { product_id: clinic.id, attendees: [1] },
      ],
    });
    expect(res.status).toBe(200);

    // The receipt email names each line's attendees; its HTML is a body in the association's
    // frame (which names the association once), not a whole page of its own.
    const mail = await ctx.mail.waitFor((m) => m.to === parent.email);
    expect(mail.text).toContain(
      `Winter Camp  2 x $200.00 = $400.00\n  Attendees: Zara ${zara.lastname}, Ruby walsh`,
    );
    expect(mail.text).toContain('Shooting Clinic  1 x $45.00 = $45.00\n  Attendees: Ruby walsh');
    expect(mail.html).toContain(`Attendees: Zara ${zara.lastname}, Ruby walsh`);
    expect(mail.html).not.toMatch(/<!doctype|<html|<body/i);
    expect(mail.html.split(ctx.env.CLIENT_NAME).length - 1).toBe(1);

    const detail = await ctx
      .api()
      .get(`/api/ecommerce/order/${res.body.data.o_id}`)
      .set('authorization', bearer(parent.id));
    expect(detail.status).toBe(200);
    const lines = detail.body.data.o_products as Array<{
      opr_name: string;
      opr_quantity: number;
      attendees: Array<{ firstname: string; lastname: string }>;
    }>;
    expect(lines.find((l) => l.opr_name === 'Winter Camp')).toMatchObject({
      opr_quantity: 2,
      attendees: [
        { firstname: 'Zara', lastname: zara.lastname },
        { firstname: 'Ruby', lastname: 'walsh' },
      ],
    });
    expect(lines.find((l) => l.opr_name === 'Shooting Clinic')?.attendees).toEqual([
      expect.objectContaining({ firstname: 'Ruby' }),
    ]);

    const rows = await ctx.db.attendee.findMany({
      where: { createdById: parent.id },
      orderBy: { id: 'asc' },
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      firstname: 'Zara',
      memberId: null,
      mobile: '0411222333',
      ecFullname: 'Ava Nobody',
      ecMedical: 'Asthma: puffer in bag',
    });
    expect(rows[1]).toMatchObject({ firstname: 'Ruby', memberId: sibling.id });

    // The same person at the next checkout is the same attendee row.
    const again = await pay(parent.id, {
      shoppingCart: [cartLine(clinic, 1)],
      attendees: [zara],
      assign: [{ product_id: clinic.id, attendees: [0] }],
    });
    expect(again.status).toBe(200);
    expect(await ctx.db.attendee.count({ where: { createdById: parent.id } })).toBe(2);

    // The next order can take them from the member's own list, typed once; nobody else sees it.
    const saved = await ctx
      .api()
      .get('/api/ecommerce/store/attendees')
      .set('authorization', bearer(parent.id));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([
      expect.objectContaining({ firstname: 'Ruby', lastname: 'walsh', dob: '04/03/2012', gender: 'female' }),
      expect.objectContaining({
        firstname: 'Zara',
        lastname: zara.lastname,
        dob: zara.dob,
        email: zara.email,
        ec_fullname: zara.ec_fullname,
      }),
    ]);
    const stranger = await createMember(ctx.db);
    const none = await ctx
      .api()
      .get('/api/ecommerce/store/attendees')
      .set('authorization', bearer(stranger.id));
    expect(none.body.data).toEqual([]);
    expect((await ctx.api().get('/api/ecommerce/store/attendees')).status).toBe(401);
  });

  it('needs no attendees for a product marked no attendee', async () => {
    const buyer = await createMember(ctx.db);
    const shirt = await singlet();
    const res = await pay(buyer.id, { shoppingCart: [cartLine(shirt, 3)] });
    expect(res.status).toBe(200);
    expect(await bookedOf(shirt.id)).toBe(3);
  });

  it('refuses assignments that do not match the quantities bought', async () => {
    const buyer = await createMember(ctx.db);
    const camp = await createStoreProduct(ctx.db);
    const shirt = await singlet();
    const two = [newChild({ firstname: 'Ann' }), newChild({ firstname: 'Ben' })];
    const cases: Array<Record<string, unknown>> = [
      {
        shoppingCart: [cartLine(camp, 2)],
        attendees: two,
        assign: [{ product_id: camp.id, attendees: [0] }],
      },
      {
        shoppingCart: [cartLine(camp, 2)],
        attendees: two,
        assign: [{ product_id: camp.id, attendees: [0, 0] }],
      },
      {
        shoppingCart: [cartLine(camp, 2)],
        attendees: two,
        assign: [{ product_id: camp.id, attendees: [0, 5] }],
      },
      { shoppingCart: [cartLine(camp, 2)], attendees: two, assign: [] },
      {
        shoppingCart: [cartLine(camp, 1), cartLine(shirt, 1)],
        attendees: [two[0]],
        assign: [
          { product_id: camp.id, attendees: [0] },
          { product_id: shirt.id, attendees: [0] },
        ],
      },
    ];
    for (const body of cases) {
      const res = await pay(buyer.id, body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        error: 'error_validation',
        message: 'Assign attendees do not match products quantity purchased',
      });
    }
    expect(await bookedOf(camp.id)).toBe(0);
    expect(await ordersOf(buyer.id)).toBe(0);
  });

  it('refuses too few or too many attendees, the same attendee twice, and a new person without the extra fields', async () => {
    const buyer = await createMember(ctx.db);
    const camp = await createStoreProduct(ctx.db);
    const none = await pay(buyer.id, { shoppingCart: [cartLine(camp, 2)] });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ error: 'error_validation', message: STORE_MSG.attendeeCount(2, 2) });

    const three = [newChild({ firstname: 'A' }), newChild({ firstname: 'B' }), newChild({ firstname: 'C' })];
    const tooMany = await pay(buyer.id, {
      shoppingCart: [cartLine(camp, 2)],
      attendees: three,
      assign: [{ product_id: camp.id, attendees: [0, 1] }],
    });
    expect(tooMany.body.error).toBe('error_validation');

    const twin = newChild();
    const twice = await pay(buyer.id, {
      shoppingCart: [cartLine(camp, 2)],
      attendees: [twin, { ...twin, firstname: twin.firstname.toUpperCase() }],
      assign: [{ product_id: camp.id, attendees: [0, 1] }],
    });
    expect(twice.body).toMatchObject({ error: 'error_validation', message: STORE_MSG.attendeeAlreadyAdded });

    const bare = await pay(buyer.id, {
      shoppingCart: [cartLine(camp, 1)],
      attendees: [{ firstname: 'Nobody', lastname: 'Known', dob: '01/01/2015', gender: 'male' }],
      assign: [{ product_id: camp.id, attendees: [0] }],
    });
    expect(bare.status).toBe(422);
    expect(bare.body.error).toBe('error_validation');
    expect(bare.body.errors['attendees.0.mobile']).toEqual([MSG.required]);
    expect(await ordersOf(buyer.id)).toBe(0);
  });

  it('refuses more than the per-order maximum', async () => {
    const buyer = await createMember(ctx.db);
    const shirt = await singlet({ name: 'Limited Singlet', orderQtyMax: 3 });
    const res = await pay(buyer.id, { shoppingCart: [cartLine(shirt, 2), cartLine(shirt, 2)] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: 'error_response',
      message: 'You can order at most 3 of Limited Singlet at a time.',
    });
    expect(await bookedOf(shirt.id)).toBe(0);
  });

  it('sells tickets to a one-night event before its night, and refuses a product after its last day, withdrawn, or not sold in the store', async () => {
    const buyer = await createMember(ctx.db);
    const night = await singlet({
      name: 'Presentation Night',
      dateStart: dayFromToday(20),
      dateEnd: dayFromToday(20),
    });
    const ticket = await pay(buyer.id, { shoppingCart: [{ product_id: night.id, product_quantity: 2 }] });
    expect(ticket.status).toBe(200);
    expect(await bookedOf(night.id)).toBe(2);

    const late = await singlet({
      name: 'Last Term Program',
      dateStart: dayFromToday(-40),
      dateEnd: dayFromToday(-1),
    });
    const withdrawn = await singlet({ active: false });
    for (const [product, message] of [
      [late, 'Last Term Program is not available to book at the moment.'],
      [withdrawn, STORE_MSG.productUnavailable],
      [donation, STORE_MSG.productUnavailable],
    ] as const) {
      const res = await pay(buyer.id, { shoppingCart: [{ product_id: product.id, product_quantity: 1 }] });
      expect(res.body).toMatchObject({ error: 'error_response', message });
    }
    const empty = await pay(buyer.id, { shoppingCart: [] });
    expect(empty.body).toMatchObject({ error: 'error_response', message: STORE_MSG.cartEmpty });
  });

  it('answers a clear sold-out error naming the product, charging nothing', async () => {
    const buyer = await createMember(ctx.db);
    const full = await singlet({ name: 'Referee Course', quantity: 16, booked: 16 });
    const res = await pay(buyer.id, { shoppingCart: [cartLine(full, 1)] });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'error_response', message: 'Sorry, Referee Course is sold out.' });
    const few = await singlet({ name: 'Skills Clinic', quantity: 10, booked: 8 });
    const tooMany = await pay(buyer.id, { shoppingCart: [cartLine(few, 3)] });
    expect(tooMany.body.message).toBe('Sorry, only 2 left of Skills Clinic.');
    expect(await ctx.db.payment.count({ where: { memberId: buyer.id } })).toBe(0);
  });

  it('takes no stock and keeps no attendee when the card is declined', async () => {
    const buyer = await createMember(ctx.db);
    const camp = await createStoreProduct(ctx.db, { quantity: 5, booked: 1 });
    const res = await pay(buyer.id, {
      shoppingCart: [cartLine(camp, 1)],
      attendees: [newChild()],
      assign: [{ product_id: camp.id, attendees: [0] }],
      cardData: card('4000 0000 0000 0002'),
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardDeclined });
    expect(await bookedOf(camp.id)).toBe(1);
    expect(await ordersOf(buyer.id)).toBe(0);
    expect(await ctx.db.attendee.count({ where: { createdById: buyer.id } })).toBe(0);
  });

  // A further "payshopping" call (its shape not fixed) is the second half of a
  // checkout that needs 3-D Secure: POST /api/payments/confirm with the order, as for every
  // payment. A failed payment leaves no order to pay again (the cart is paid afresh).
  it('finishes a checkout that needs 3-D Secure with the confirm call: paid once, stock kept', async () => {
    const buyer = await createMember(ctx.db);
    const shirt = await singlet({ quantity: 5 });
    const res = await pay(buyer.id, {
      shoppingCart: [cartLine(shirt, 2)],
      cardData: card('4000 0027 6000 3184'),
    });
    expect(res.body.data).toMatchObject({ status: 'requires_action', o_paid: false });
    const confirm = () =>
      ctx
        .api()
        .post('/api/payments/confirm')
        .set('authorization', bearer(buyer.id))
        .send({ o_id: res.body.data.o_id });
    const first = await confirm();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ o_id: res.body.data.o_id, o_paid: true });
    // Sent twice (a double tap after the challenge): still one paid order and two singlets taken.
    expect((await confirm()).body).toMatchObject({ o_paid: true });
    expect(await bookedOf(shirt.id)).toBe(2);
    expect(await ordersOf(buyer.id)).toBe(1);
    expect(await ctx.db.payment.count({ where: { orderId: res.body.data.o_id, status: 'succeeded' } })).toBe(
      1,
    );
    // Nobody else confirms it.
    const other = await createMember(ctx.db);
    const foreign = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(other.id))
      .send({ o_id: res.body.data.o_id });
    expect(foreign.status).toBe(404);
  });

  it('holds the places during 3-D Secure and gives them back when the payment then fails', async () => {
    const buyer = await createMember(ctx.db);
    const shirt = await singlet({ quantity: 5 });
    const res = await pay(buyer.id, {
      shoppingCart: [cartLine(shirt, 2)],
      cardData: card('4000 0082 6000 3178'),
    });
    expect(res.body.data).toMatchObject({ status: 'requires_action', o_paid: false });
    expect(await bookedOf(shirt.id)).toBe(2);
    const confirm = await ctx
      .api()
      .post('/api/payments/confirm')
      .set('authorization', bearer(buyer.id))
      .send({ o_id: res.body.data.o_id });
    expect(confirm.body.error).toBe('error_payment');
    expect(await bookedOf(shirt.id)).toBe(0);
  });

  it('refuses an Active & Creative Kids voucher with more than one product, and applies it to one eligible product', async () => {
    const parent = await createMember(ctx.db);
    const program = await createStoreProduct(ctx.db, {
      name: 'Junior Program',
      priceCents: 18_000,
      akv: true,
      noAttendee: true,
    });
    const clinic = await createStoreProduct(ctx.db, {
      name: 'Clinic',
      priceCents: 4_500,
      akv: true,
      noAttendee: true,
    });
    const voucher = await createVoucher(ctx.db, parent, { kind: 'akv', method: 'fixed', value: 10_000 });
    const couponCart = { voucher_number: voucher.number, voucher_pin: pinOf(parent), akv: true };

    const twoProducts = await pay(parent.id, {
      shoppingCart: [cartLine(program), cartLine(clinic)],
      couponCart,
    });
    expect(twoProducts.status).toBe(422);
    expect(twoProducts.body).toMatchObject({ error: 'error_response', message: STORE_MSG.akvOneProduct });
    const twoOfOne = await pay(parent.id, { shoppingCart: [cartLine(program, 2)], couponCart });
    expect(twoOfOne.body.message).toBe(STORE_MSG.akvOneProduct);
    expect(await ctx.db.voucher.findUniqueOrThrow({ where: { id: voucher.id } })).toMatchObject({
      redeemedAt: null,
    });

    const one = await pay(parent.id, { shoppingCart: [cartLine(program)], couponCart });
    expect(one.status).toBe(200);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: one.body.data.o_id } });
    expect(order).toMatchObject({
      subtotalCents: 18_000,
      discountCents: 10_000,
      totalCents: 8_000,
      voucherId: voucher.id,
    });
  });

  it('refuses an Active & Creative Kids voucher for an attendee of 18 or over, and takes it for a child', async () => {
    const parent = await createMember(ctx.db);
    const program = await createStoreProduct(ctx.db, {
      name: 'Skills Program',
      priceCents: 15_000,
      akv: true,
    });
    const voucher = await createVoucher(ctx.db, parent, { kind: 'akv', method: 'fixed', value: 10_000 });
    const couponCart = { voucher_number: voucher.number, voucher_pin: pinOf(parent), akv: true };
    const grown = newChild({ firstname: 'Grace', lastname: 'Grownup', dob: '01/01/1990' });
    const adult = await pay(parent.id, {
      shoppingCart: [cartLine(program)],
      attendees: [grown],
      assign: [{ product_id: program.id, attendees: [0] }],
      couponCart,
    });
    expect(adult.status).toBe(422);
    expect(adult.body).toMatchObject({
      error: 'error_response',
      message: STORE_MSG.akvAdult('Grace Grownup'),
    });
    const child = await pay(parent.id, {
      shoppingCart: [cartLine(program)],
      attendees: [newChild({ firstname: 'Kit' })],
      assign: [{ product_id: program.id, attendees: [0] }],
      couponCart,
    });
    expect(child.status).toBe(200);
  });

  it('refuses a voucher on a product that does not accept it', async () => {
    const buyer = await createMember(ctx.db);
    const shirt = await singlet({ name: 'Club Hoodie', voucherEligible: false, akv: false });
    const client = await createVoucher(ctx.db, buyer, { kind: 'client', method: 'fixed', value: 1_000 });
    const res = await pay(buyer.id, {
      shoppingCart: [cartLine(shirt)],
      couponCart: { voucherNumber: client.number, voucherPin: pinOf(buyer) },
    });
    expect(res.body).toMatchObject({
      error: 'error_response',
      message: 'This voucher cannot be used for Club Hoodie.',
    });
  });

  it('sells HPC products to HPC members only, and files their orders under the HPC', async () => {
    const hpcProduct = await singlet({ name: 'HPC Strength Block', isHpc: true });
    const outsider = await createMember(ctx.db);
    const refused = await pay(outsider.id, { shoppingCart: [cartLine(hpcProduct)] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'error_response', message: STORE_MSG.hpcOnly });

    const athlete = await createMember(ctx.db, { isHpc: true });
    const res = await pay(athlete.id, { shoppingCart: [cartLine(hpcProduct)] });
    expect(res.status).toBe(200);
    const orders = await ctx
      .api()
      .get('/api/ecommerce/orders?orig=hpc')
      .set('authorization', bearer(athlete.id));
    expect(orders.body.data.orders.map((o: { o_id: number }) => o.o_id)).toEqual([res.body.data.o_id]);
  });

  it('asks for a complete profile before payment', async () => {
    const incomplete = await createMember(ctx.db, { mobile: null, address: null });
    const res = await pay(incomplete.id, { shoppingCart: [cartLine(await singlet())] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'error_response', message: MSG.profileIncomplete });
  });

  it('charges once when the same payment is sent twice with one idempotency key', async () => {
    const buyer = await createMember(ctx.db);
    const shirt = await singlet({ quantity: 5 });
    const body = { shoppingCart: [cartLine(shirt, 1)], idempotencyKey: `store-${buyer.id}-attempt-1` };
    const [a, b] = await Promise.all([pay(buyer.id, body), pay(buyer.id, body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.o_id).toBe(b.body.data.o_id);
    expect(await bookedOf(shirt.id)).toBe(1);
  });

  it('refuses a reused idempotency key with a different cart (409), even at the same total, and replays the same one', async () => {
    const buyer = await createMember(ctx.db);
    const shirt = await singlet({ quantity: 5 });
    const cap = await createStoreProduct(ctx.db, {
      name: 'Association Cap',
      priceCents: 5_500,
      noAttendee: true,
      quantity: 5,
    });
    const idempotencyKey = `store-${buyer.id}-reused`;
    const first = await pay(buyer.id, { shoppingCart: [cartLine(shirt, 1)], idempotencyKey });
    expect(first.status).toBe(200);
    // Same key, another product at the same price: not the same request.
    const other = await pay(buyer.id, { shoppingCart: [cartLine(cap, 1)], idempotencyKey });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: 'error_response', message: PAY_MSG.keyReused });
    expect(await bookedOf(cap.id)).toBe(0);
    // Same key, same request: the first answer again.
    const again = await pay(buyer.id, { shoppingCart: [cartLine(shirt, 1)], idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.body.data.o_id).toBe(first.body.data.o_id);
    expect(await ctx.db.order.count({ where: { memberId: buyer.id } })).toBe(1);
  });
});
