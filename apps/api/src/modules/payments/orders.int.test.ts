import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { PAY_MSG, todayIn, toIsoDate } from '@courtside/contracts';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../app.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import {
  VISA,
  createDonationProduct,
  createInvoice,
  createMembershipProduct,
  createVoucher,
  pinOf,
} from '../../../test/money-factories.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let donation: { id: number };

const soon = () =>
  new Date(Date.parse(`${toIsoDate(todayIn('Australia/Sydney'))}T00:00:00Z`) + 5 * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', TAX_RATE: '0.1' });
  await createMembershipProduct(ctx.db, 'basketball');
  donation = await createDonationProduct(ctx.db);
});
afterAll(() => ctx?.close());

/** A member who renewed with a $20 voucher and the donation, and part-paid an invoice. */
async function memberWithHistory() {
  const m = await createMember(ctx.db, { firstname: 'Jack', lastname: 'Thompson' });
  await ctx.db.sportProfile.create({
    data: { memberId: m.id, sport: 'basketball', expiryDate: soon(), membRenewal: true },
  });
  const v = await createVoucher(ctx.db, m, { value: 2_000 });
  const membership = await ctx
    .api()
    .post('/api/ecommerce/membership/basketball')
    .set('authorization', bearer(m.id))
    .send({
      cardData: VISA,
      couponCart: { voucherNumber: v.number, voucherPin: pinOf(m), akv: true },
      donationCart: [{ product_id: donation.id }],
      membershipCart: [],
      sport: 'basketball',
    });
  expect(membership.status).toBe(200);
  const invoice = await createInvoice(ctx.db, { memberId: m.id, amountCents: 10_000 });
  const invoicePayment = await ctx
    .api()
    .post(`/api/ecommerce/invoice/${invoice.id}/payment`)
    .set('authorization', bearer(m.id))
    .send({
      cardData: VISA,
      couponCart: [],
      donationCart: [],
      invoice: invoice.id,
      invoiceCart: [{ p_price: 40 }],
    });
  expect(invoicePayment.status).toBe(200);
  return {
    m,
    membershipOrderId: membership.body.data.o_id as number,
    invoiceOrderId: invoicePayment.body.o_id as number,
    invoice,
  };
}

describe('GET /api/ecommerce/orders', () => {
  it('lists the member receipts newest first', async () => {
    const { m, membershipOrderId, invoiceOrderId, invoice } = await memberWithHistory();
    const res = await ctx.api().get('/api/ecommerce/orders').set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    expect(res.body.data.orders_count).toBe(2);
    expect(res.body.data.orders.map((o: { o_id: number }) => o.o_id)).toEqual([
      invoiceOrderId,
      membershipOrderId,
    ]);
    expect(res.body.data.orders[0]).toMatchObject({
      o_status: 'Paid',
      o_paid: true,
      o_total: 40,
      o_origin: 'invoice',
      o_invoice: true,
      o_invoice_id: invoice.id,
      o_is_hpc: false,
    });
    expect(res.body.data.orders[1]).toMatchObject({
      o_description: 'Basketball Membership, Donation',
      o_total: 101,
      o_origin: 'membership',
      o_invoice: false,
    });
    expect(res.body.data.orders[1].o_date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('filters high performance centre orders with orig=hpc', async () => {
    const m = await createMember(ctx.db);
    const hpc = await ctx.db.order.create({
      data: {
        memberId: m.id,
        origin: 'hpc_plan',
        isHpc: true,
        subtotalCents: 5_000,
        taxCents: 455,
        totalCents: 5_000,
        paid: true,
      },
    });
    const store = await ctx.db.order.create({
      data: {
        memberId: m.id,
        origin: 'store',
        subtotalCents: 1_000,
        taxCents: 91,
        totalCents: 1_000,
        paid: true,
      },
    });
    const res = await ctx.api().get('/api/ecommerce/orders?orig=hpc').set('authorization', bearer(m.id));
    expect(res.body.data.orders.map((o: { o_id: number }) => o.o_id)).toEqual([hpc.id]);
    const fromStore = await ctx
      .api()
      .get('/api/ecommerce/orders?orig=store')
      .set('authorization', bearer(m.id));
    expect(fromStore.body.data.orders.map((o: { o_id: number }) => o.o_id)).toEqual([store.id]);
    expect(
      (await ctx.api().get('/api/ecommerce/orders').set('authorization', bearer(m.id))).body.data
        .orders_count,
    ).toBe(2);
    expect(
      (await ctx.api().get('/api/ecommerce/orders?orig=bogus').set('authorization', bearer(m.id))).status,
    ).toBe(422);
  });
});

describe('GET /api/ecommerce/order/{id}', () => {
  it('answers the order with its lines, totals, GST and payments', async () => {
    const { m, membershipOrderId } = await memberWithHistory();
    const res = await ctx
      .api()
      .get(`/api/ecommerce/order/${membershipOrderId}`)
      .set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o).toMatchObject({
      o_id: membershipOrderId,
      o_paid: true,
      o_origin: 'membership',
      o_member: 'Jack Thompson',
      o_is_hpc: false,
      o_invoice: false,
      o_invoice_id: null,
      o_booking: false,
      o_subtotal: 120,
      // GST is inside what was paid for the membership: (120 - 20 voucher) / 11; the donation carries none.
      o_tax: 9.09,
      o_discount: 20,
      o_donation: 1,
      o_total: 101,
      o_bookings: [],
    });
    expect(o.o_products).toEqual([
      expect.objectContaining({
        opr_name: 'Basketball Membership',
        opr_quantity: 1,
        opr_price: 120,
        opr_total: 120,
        opr_donation: false,
        attendees: [],
      }),
      expect.objectContaining({ pid: donation.id, opr_name: 'Donation', opr_total: 1, opr_donation: true }),
    ]);
    expect(o.o_payments).toHaveLength(1);
    expect(o.o_payments[0]).toMatchObject({
      p_amount: 101,
      p_discount: 20,
      p_discount_orig: 20,
      p_status: 'Paid',
      p_method: 'card',
      p_origin: 'membership',
      o_id: membershipOrderId,
    });
    expect(o.o_receipt_id).toBe(o.o_payments[0].p_id);
  });
});

describe('GET /api/ecommerce/payments', () => {
  it("lists the member's payments", async () => {
    const { m, invoiceOrderId } = await memberWithHistory();
    const res = await ctx.api().get('/api/ecommerce/payments').set('authorization', bearer(m.id));
    expect(res.body.data.payments_count).toBe(2);
    expect(res.body.data.payments[0]).toMatchObject({
      o_id: invoiceOrderId,
      p_amount: 40,
      p_description: expect.stringMatching(/^Invoice #\d+$/),
      p_member: `${m.firstname} ${m.lastname}`,
      p_origin: 'invoice',
      p_status: 'Paid',
    });
    expect(
      (await ctx.api().get('/api/ecommerce/payments?orig=hpc').set('authorization', bearer(m.id))).body.data
        .payments_count,
    ).toBe(0);
    const one = await ctx
      .api()
      .get(`/api/ecommerce/payment/${res.body.data.payments[0].p_id}`)
      .set('authorization', bearer(m.id));
    expect(one.body.data).toEqual(res.body.data.payments[0]);
  });
});

describe('GET /api/ecommerce/order/{id}/sendreceipt', () => {
  it("emails the receipt again and answers 'Receipt sent successfully'", async () => {
    const { m, invoiceOrderId } = await memberWithHistory();
    await ctx.mail.waitFor((x) => x.to === m.email && x.text.includes(`order #${invoiceOrderId}`));
    const res = await ctx
      .api()
      .get(`/api/ecommerce/order/${invoiceOrderId}/sendreceipt`)
      .set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PAY_MSG.receiptSent });
    await expect
      .poll(
        () =>
          ctx.mail.messages.filter((x) => x.to === m.email && x.text.includes(`order #${invoiceOrderId}`))
            .length,
      )
      .toBe(2);
  });

  it('sends a receipt at most 3 times an hour, counted across processes, and tells the member', async () => {
    const { m, membershipOrderId } = await memberWithHistory();
    const sent = () =>
      ctx.mail.messages.filter((x) => x.to === m.email && x.text.includes(`order #${membershipOrderId}`))
        .length;
    await expect.poll(sent).toBe(1); // the receipt of the payment itself
    // A second app on the same database, as a second process behind the load balancer is.
    const other = await buildApp({
      env: ctx.env,
      databaseUrl: ctx.databaseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      webDist: null,
      logger: false,
      jobs: false,
    });
    try {
      await other.ready();
      const clicks = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          supertest((i % 2 ? other : ctx.app).server)
            .get(`/api/ecommerce/order/${membershipOrderId}/sendreceipt`)
            .set(
              'authorization',
              `Bearer ${(i % 2 ? other : ctx.app).jwt.sign({ sub: String(m.id), tv: 0 })}`,
            ),
        ),
      );
      expect(clicks.map((c) => c.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      expect(clicks.find((c) => c.status === 429)!.body).toEqual({
        error: 'too_many_requests',
        message: PAY_MSG.receiptSentTooOften,
      });
      // Each answer came after its mail was in the outbox: 3 more, no others; all reach the relay.
      const receipt = await ctx.db.payment.findFirstOrThrow({
        where: { orderId: membershipOrderId },
        select: { id: true },
      });
      expect(
        await ctx.db.mailOutbox.count({
          where: { to: m.email!, subject: { startsWith: `Receipt #${receipt.id} ` } },
        }),
      ).toBe(4);
      await expect.poll(sent).toBe(4);
    } finally {
      await other.close();
    }
  });

  it('refuses an order with no payment yet', async () => {
    const m = await createMember(ctx.db);
    const o = await ctx.db.order.create({
      data: { memberId: m.id, origin: 'store', subtotalCents: 1_000, taxCents: 91, totalCents: 1_000 },
    });
    const res = await ctx
      .api()
      .get(`/api/ecommerce/order/${o.id}/sendreceipt`)
      .set('authorization', bearer(m.id));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'error_response', message: PAY_MSG.receiptNoPayment });
  });
});

describe('ownership', () => {
  it('answers 404 to every invoice, order, receipt and payment id of another member', async () => {
    const a = await memberWithHistory();
    const b = await createMember(ctx.db);
    const asB = (path: string) => ctx.api().get(path).set('authorization', bearer(b.id));
    const payments = await ctx.db.payment.findMany({ where: { memberId: a.m.id } });
    expect(payments.length).toBeGreaterThan(0);

    expect((await asB(`/api/ecommerce/invoice/${a.invoice.id}`)).status).toBe(404);
    for (const orderId of [a.membershipOrderId, a.invoiceOrderId]) {
      expect((await asB(`/api/ecommerce/order/${orderId}`)).status).toBe(404);
      expect((await asB(`/api/ecommerce/order/${orderId}/sendreceipt`)).status).toBe(404);
      expect(
        (
          await ctx
            .api()
            .post('/api/payments/confirm')
            .set('authorization', bearer(b.id))
            .send({ o_id: orderId })
        ).status,
      ).toBe(404);
    }
    for (const p of payments) expect((await asB(`/api/ecommerce/payment/${p.id}`)).status).toBe(404);
    const pay = await ctx
      .api()
      .post(`/api/ecommerce/invoice/${a.invoice.id}/payment`)
      .set('authorization', bearer(b.id))
      .send({
        cardData: VISA,
        couponCart: [],
        donationCart: [],
        invoice: a.invoice.id,
        invoiceCart: [{ p_price: 10 }],
      });
    expect(pay.status).toBe(404);
    // And the lists hold nothing of A's.
    expect((await asB('/api/ecommerce/invoices')).body.data.invoices_count).toBe(0);
    expect((await asB('/api/ecommerce/orders')).body.data.orders_count).toBe(0);
    expect((await asB('/api/ecommerce/payments')).body.data.payments_count).toBe(0);
    // Ids that are not ids are not found either.
    expect((await asB('/api/ecommerce/order/abc')).status).toBe(404);
    expect((await asB('/api/ecommerce/invoice/99999999999')).status).toBe(404);
  });

  it('needs sign-in for every money endpoint', async () => {
    for (const path of [
      '/api/ecommerce/orders',
      '/api/ecommerce/order/1',
      '/api/ecommerce/payments',
      '/api/ecommerce/order/1/sendreceipt',
      '/api/ecommerce/store/productDonation',
    ]) {
      expect((await ctx.api().get(path)).status).toBe(401);
    }
    expect((await ctx.api().post('/api/ecommerce/voucher/validate').send({})).status).toBe(401);
    expect((await ctx.api().post('/api/payments/confirm').send({ o_id: 1 })).status).toBe(401);
  });
});

describe('donations switched off', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestContext({ DONATIONS_ENABLED: 'false' });
  });
  afterAll(() => off?.close());

  it('has no donation product and refuses a donation line', async () => {
    const m = await createMember(off.db);
    const auth = `Bearer ${off.app.jwt.sign({ sub: String(m.id), tv: 0 })}`;
    await createDonationProduct(off.db);
    expect(
      (await supertest(off.app.server).get('/api/ecommerce/store/productDonation').set('authorization', auth))
        .status,
    ).toBe(404);
    const inv = await createInvoice(off.db, { memberId: m.id });
    const res = await supertest(off.app.server)
      .post(`/api/ecommerce/invoice/${inv.id}/payment`)
      .set('authorization', auth)
      .send({ cardData: VISA, donationCart: [{ product_id: 1 }], invoiceCart: { amount: 10 } });
    expect(res.body).toEqual({ error: 'error_response', message: PAY_MSG.donationsOff });
    expect((await supertest(off.app.server).get('/api/settings')).body).toMatchObject({
      donations: false,
      gateway: 'sandbox',
      gateway_public_key: null,
    });
  });
});
