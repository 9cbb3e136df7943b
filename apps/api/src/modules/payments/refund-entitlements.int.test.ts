// A refund undoes what it paid for (POST /api/admin/orders/:id/refunds, sandbox gateway): a full
// refund of a membership puts its expiry back so the member can pay again; a partial refund keeps
// the entitlement unless staff ask to end it, and then a plan's subscription is cancelled and the
// member's class place goes to the waitlist; a refunded nomination is declined and its place
// offered to the first waitlisted team. The member sees each refund on the invoice, the receipt
// and the payment history, and is emailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn, toIsoDate } from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA, createInvoice, createMembershipProduct } from '../../../test/money-factories.js';
import { createClass, createHpcMember, createPlan } from '../../../test/hpc-factories.js';
import { createOpenDivision } from '../../../test/team-factories.js';

let ctx: TestContext;
let finance: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let keys = 0;
const refund = (orderId: number, body: Record<string, unknown>) =>
  ctx
    .api()
    .post(`/api/admin/orders/${orderId}/refunds`)
    .set('authorization', bearer(finance.id))
    .send({ reason: 'Moved interstate', idempotency_key: `entitle-${++keys}-${Date.now()}`, ...body });

const dayOf = (d: Date | null | undefined) => d?.toISOString().slice(0, 10) ?? null;
const inDays = (n: number) => {
  const d = new Date(`${toIsoDate(todayIn('Australia/Sydney'))}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d;
};

/** A paid order of `origin` with one sandbox card payment of its total. */
async function paidOrder(
  memberId: number,
  origin: Prisma.OrderUncheckedCreateInput['origin'],
  cents: number,
  link: Partial<Prisma.OrderUncheckedCreateInput>,
) {
  const order = await ctx.db.order.create({
    data: {
      memberId,
      origin,
      subtotalCents: cents,
      taxCents: Math.round(cents / 11),
      totalCents: cents,
      paid: true,
      paidAt: new Date(),
      ...link,
      lines: { create: [{ name: origin, quantity: 1, unitPriceCents: cents, totalCents: cents }] },
    },
  });
  await ctx.db.payment.create({
    data: {
      orderId: order.id,
      memberId,
      amountCents: cents,
      method: 'card',
      gateway: 'sandbox',
      gatewayRef: `sandbox_pi_entitle_${order.id}`,
      status: 'succeeded',
    },
  });
  return order;
}

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  await createMembershipProduct(ctx.db, 'basketball');
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('a refund ends what it paid for', () => {
  it('keeps a membership on a partial refund, and a full refund puts the expiry back so the member can pay again', async () => {
    const m = await createMember(ctx.db);
    const before = inDays(20);
    await ctx.db.sportProfile.create({ data: { memberId: m.id, sport: 'basketball', expiryDate: before } });
    const renew = (key: string) =>
      ctx
        .api()
        .post('/api/ecommerce/membership/basketball')
        .set('authorization', bearer(m.id))
        .send({
          cardData: VISA,
          couponCart: [],
          donationCart: [],
          membershipCart: [{ p_name: 'Membership', p_price: 120 }],
          sport: 'basketball',
          idempotencyKey: key,
        });
    const paid = await renew('entitle-membership-1');
    expect(paid.status).toBe(200);
    const orderId: number = paid.body.data.o_id;
    const expiry = async () =>
      dayOf(
        (
          await ctx.db.sportProfile.findUniqueOrThrow({
            where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
          })
        ).expiryDate,
      );
    const renewed = await expiry();
    expect(renewed).not.toBe(dayOf(before));

    expect((await refund(orderId, { amount_cents: 2_000 })).status).toBe(200);
    expect(await expiry()).toBe(renewed);

    expect((await refund(orderId, { amount_cents: 10_000 })).status).toBe(200);
    expect(await expiry()).toBe(dayOf(before));
    const again = await renew('entitle-membership-2');
    expect(again.status).toBe(200);
    expect(again.body.data.o_paid).toBe(true);
  });

  it('cancels the subscription of a plan refunded in part when staff end it, and gives its class place to the waitlist', async () => {
    const plan = await createPlan(ctx.db);
    const m = await createHpcMember(ctx.db, { subscribed: true, plan });
    const sub = await ctx.db.subscription.findFirstOrThrow({ where: { memberId: m.id } });
    const waiting = await createHpcMember(ctx.db, { subscribed: true, plan });
    const cls = await createClass(ctx.db, 3, { capacity: 1, name: 'Refund Lab' });
    await ctx.db.classEnrollment.create({ data: { classId: cls.id, memberId: m.id, status: 'booked' } });
    await ctx.db.classEnrollment.create({
      data: { classId: cls.id, memberId: waiting.id, status: 'waitlisted', waitlistedAt: new Date() },
    });
    await ctx.db.hpcClass.update({ where: { id: cls.id }, data: { bookedCount: 1 } });
    const order = await paidOrder(m.id, 'hpc_plan', 12_000, { subscriptionId: sub.id, isHpc: true });

    expect((await refund(order.id, { amount_cents: 3_000 })).status).toBe(200);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('active');

    expect((await refund(order.id, { amount_cents: 3_000, end_entitlement: true })).status).toBe(200);
    const after = await ctx.db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(after.status).toBe('cancelled');
    const places = await ctx.db.classEnrollment.findMany({
      where: { classId: cls.id },
      select: { memberId: true, status: true },
      orderBy: { memberId: 'asc' },
    });
    expect(places).toEqual([
      { memberId: m.id, status: 'cancelled' },
      { memberId: waiting.id, status: 'booked' },
    ]);
    const mail = await ctx.mail.waitFor((x) => x.to === waiting.email && /Refund Lab/.test(x.subject));
    expect(mail.subject).toMatch(/^You're in: Refund Lab/);
    const audit = await ctx.db.auditEntry.findFirst({
      where: { action: 'hpc_subscription.cancel', entityId: String(sub.id) },
    });
    expect(audit?.reason).toBe('Refunded: Moved interstate');
  });

  it('declines a refunded nomination and offers its place to the first waitlisted team', async () => {
    const { division } = await createOpenDivision(ctx.db, { division: { capacity: 1 } });
    const manager = await createMember(ctx.db);
    const team = await ctx.db.team.create({
      data: { name: 'Refunded Rockets', divisionId: division.id, nominationStatus: 'accepted' },
    });
    const waiting = await ctx.db.team.create({
      data: {
        name: 'Waiting Wombats',
        divisionId: division.id,
        nominationStatus: 'waitlisted',
        waitlistedAt: new Date(),
      },
    });
    const order = await paidOrder(manager.id, 'nomination', 65_000, { teamId: team.id });

    expect((await refund(order.id, { amount_cents: 65_000 })).status).toBe(200);
    const teams = await ctx.db.team.findMany({
      where: { id: { in: [team.id, waiting.id] } },
      select: { id: true, nominationStatus: true },
      orderBy: { id: 'asc' },
    });
    expect(teams).toEqual([
      { id: team.id, nominationStatus: 'declined' },
      { id: waiting.id, nominationStatus: 'offered' },
    ]);
  });
});

describe('members see their refunds', () => {
  it('shows a refund row on the invoice, the receipt and the payment history, and emails the member', async () => {
    const m = await createMember(ctx.db);
    const inv = await createInvoice(ctx.db, { memberId: m.id, amountCents: 20_000 });
    const paid = await ctx
      .api()
      .post(`/api/ecommerce/invoice/${inv.id}/payment`)
      .set('authorization', bearer(m.id))
      .send({
        cardData: VISA,
        couponCart: [],
        donationCart: [],
        team: null,
        invoice: inv.id,
        invoiceCart: { amount: 200 },
        idempotencyKey: 'entitle-invoice-pay-1',
      });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const orderId = paid.body.o_id as number;
    expect((await refund(orderId, { amount_cents: 5_000, reason: 'Charged twice' })).status).toBe(200);

    const row = expect.objectContaining({
      r_amount: 50,
      r_reason: 'Charged twice',
      r_date_formatted: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} /),
    });
    const get = (path: string) => ctx.api().get(path).set('authorization', bearer(m.id));
    const receipt = (await get(`/api/ecommerce/order/${orderId}`)).body.data;
    expect(receipt.o_payments).toEqual([
      expect.objectContaining({ p_amount: 200, p_refunded: 50, p_status: 'Part refunded', p_refunds: [row] }),
    ]);
    const invoice = (await get(`/api/ecommerce/invoice/${inv.id}`)).body.data;
    expect(invoice.inv_payments[0].p_refunds).toEqual([row]);
    const history = (await get('/api/ecommerce/payments')).body.data;
    expect(history.payments[0].p_refunds).toEqual([row]);

    const mail = await ctx.mail.waitFor((x) => x.to === m.email && x.subject.startsWith('Refund'));
    expect(mail.subject).toBe(`Refund of $50.00 on order #${orderId}`);
    expect(mail.text).toContain('Reason: Charged twice');
    expect(mail.text).toContain(`/member/orders/order/${orderId}`);
  });
});
