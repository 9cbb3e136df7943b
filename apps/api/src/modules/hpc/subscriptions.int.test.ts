// Plans, plan payment and subscriptions with the sandbox gateway; renewals run by
// runDueRenewals with the application's clock moved forward (ctx.clock.offsetMs).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HPC_MSG, MSG, PAY_MSG, isoToDmy } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { VISA, card } from '../../../test/money-factories.js';
import { createClass, createHpcMember, createPlan, TZ } from '../../../test/hpc-factories.js';
import { addDaysIso, dbDate, localIsoDate, todayIso } from '../../lib/local-dates.js';
import { addMonthsIso } from './hpc-rules.js';
import { runDueRenewals } from './renewals.service.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const DAY = 86_400_000;
const DECLINES_LATER = '4000 0000 0000 0341';
let squad: { id: number; priceCents: number };

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ, TAX_RATE: '0.1' });
  squad = await createPlan(ctx.db, { name: 'Development Squad', description: 'Two sessions a week.' });
});
afterAll(() => ctx?.close());
afterEach(() => {
  ctx.clock.offsetMs = 0;
});

const today = () => todayIso(TZ, new Date(Date.now() + ctx.clock.offsetMs));
const subscribe = (memberId: number, planId: number, body: Record<string, unknown> = {}) =>
  ctx
    .api()
    .post(`/api/hpc/plans/${planId}/payment`)
    .set('authorization', bearer(memberId))
    .send({ cardData: VISA, agreed: true, ...body });
const subscriptionsOf = async (memberId: number) =>
  (await ctx.api().get('/api/hpc/subscriptions').set('authorization', bearer(memberId))).body.data;
const updateCard = (memberId: number, subId: number, cardData: unknown) =>
  ctx
    .api()
    .post(`/api/hpc/subscriptions/${subId}/updatecard`)
    .set('authorization', bearer(memberId))
    .send({ cardData, action: 'updatecard', sub_id: subId });
const activeSubs = async (memberId: number) =>
  (await ctx.api().get('/api/member/user').set('authorization', bearer(memberId))).body.data.active_hpc_sub;

async function subscribedMember(planId = squad.id, cardData: unknown = VISA) {
  const m = await createHpcMember(ctx.db);
  const res = await subscribe(m.id, planId, { cardData });
  expect(res.status).toBe(200);
  return { m, subId: res.body.data.subscription_id as number };
}

describe('GET /api/hpc/plans', () => {
  it('lists the plans on offer with their fields, leaving out ended sliding-date plans', async () => {
    const start = addDaysIso(today(), 10);
    const holiday = await createPlan(ctx.db, {
      name: 'Holiday Intensive',
      priceCents: 24_000,
      billingCycle: 'fortnightly',
      autoRenewal: false,
      slidingDate: true,
      startDate: dbDate(start),
      endDate: dbDate(addDaysIso(start, 13)),
      excludedDates: [dbDate(addDaysIso(start, 6))],
      expiryPeriodDays: 99,
    });
    const ended = await createPlan(ctx.db, {
      name: 'Last Holidays',
      slidingDate: true,
      startDate: dbDate('2020-01-01'),
      endDate: dbDate('2020-01-14'),
    });
    const m = await createHpcMember(ctx.db);
    const res = await ctx.api().get('/api/hpc/plans').set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    expect(res.body.data.find((p: { plan_id: number }) => p.plan_id === squad.id)).toEqual({
      plan_id: squad.id,
      plan_name: 'Development Squad',
      plan_price: 120,
      plan_billing_cycle: 'monthly',
      plan_auto_renewal: true,
      plan_sliding_date: false,
      plan_start_date: null,
      plan_end_date: null,
      plan_expiry_period: null,
      plan_excluded_date: [],
      plan_cover: null,
      plan_description: 'Two sessions a week.',
      plan_tax: 10.91,
    });
    expect(res.body.data.find((p: { plan_id: number }) => p.plan_id === holiday.id)).toMatchObject({
      plan_sliding_date: true,
      plan_start_date: isoToDmy(start),
      plan_end_date: isoToDmy(addDaysIso(start, 13)),
      plan_expiry_period: null,
      plan_excluded_date: [isoToDmy(addDaysIso(start, 6))],
    });
    expect(res.body.data.some((p: { plan_id: number }) => p.plan_id === ended.id)).toBe(false);
    expect(
      (await ctx.api().get(`/api/hpc/plans/${squad.id}`).set('authorization', bearer(m.id))).body.data
        .plan_name,
    ).toBe('Development Squad');
    expect((await ctx.api().get('/api/hpc/plans/999999').set('authorization', bearer(m.id))).status).toBe(
      404,
    );
  });
});

describe('POST /api/hpc/plans/{plan}/payment', () => {
  it('charges the plan price, creates an active monthly subscription and an HPC order, and keeps only a card reference', async () => {
    const m = await createHpcMember(ctx.db);
    expect(await activeSubs(m.id)).toBe(0);
    const res = await subscribe(m.id, squad.id, { planCart: [{ name: `Plan #${squad.id}`, p_price: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      o_paid: true,
      status: 'succeeded',
      message: HPC_MSG.subscriptionActivated,
      test_mode: true,
    });

    const sub = await ctx.db.subscription.findUniqueOrThrow({ where: { id: res.body.data.subscription_id } });
    expect(sub).toMatchObject({
      memberId: m.id,
      planId: squad.id,
      status: 'active',
      priceCents: 12_000,
      paymentMethodRef: 'sandbox:4242:succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      endDate: null,
    });
    expect(localIsoDate(sub.currentPeriodEnd, TZ)).toBe(addMonthsIso(today(), 1));
    expect(JSON.stringify(sub)).not.toContain('4242424242424242');

    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: res.body.data.o_id },
      include: { lines: true, payments: true },
    });
    expect(order).toMatchObject({
      origin: 'hpc_plan',
      isHpc: true,
      subscriptionId: sub.id,
      totalCents: 12_000,
      taxCents: 1_091,
      paid: true,
    });
    expect(order.lines[0]).toMatchObject({
      name: `Development Squad (Plan #${squad.id})`,
      unitPriceCents: 12_000,
    });
    expect(order.payments[0]).toMatchObject({ amountCents: 12_000, gateway: 'sandbox', status: 'succeeded' });
    expect(await activeSubs(m.id)).toBe(1);
    const receipt = await ctx.mail.waitFor((x) => x.to === m.email);
    expect(receipt.text).toContain('Development Squad');

    const rows = await subscriptionsOf(m.id);
    expect(rows).toEqual([
      {
        id: sub.id,
        plan_id: squad.id,
        name: 'Development Squad',
        cycle: 'monthly',
        price: 120,
        start_date: isoToDmy(today()),
        end_date: null,
        status: 'active',
        one_off: false,
        renews_on: isoToDmy(addMonthsIso(today(), 1)),
        card_brand: 'visa',
        card_last4: '4242',
        pause_requested: false,
        cancel_requested: false,
        request_effective_date: null,
        can_manage: true,
        can_cancel: true,
        can_withdraw: false,
        can_update_card: true,
      },
    ]);
  });

  it('answers a repeated request with the same idempotency key once, and refuses a second subscription to the plan (error_paid)', async () => {
    const m = await createHpcMember(ctx.db);
    const [a, b] = await Promise.all([
      subscribe(m.id, squad.id, { idempotencyKey: 'hpc-plan-attempt-1' }),
      subscribe(m.id, squad.id, { idempotencyKey: 'hpc-plan-attempt-1' }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.data.o_id).toBe(a.body.data.o_id);
    expect(b.body.data.subscription_id).toBe(a.body.data.subscription_id);
    const again = await subscribe(m.id, squad.id, { idempotencyKey: 'hpc-plan-attempt-2' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'error_paid', message: HPC_MSG.alreadySubscribed });
    expect(await ctx.db.subscription.count({ where: { memberId: m.id } })).toBe(1);
  });

  it('requires the terms to be agreed (error_validation, Plan Data Invalid)', async () => {
    const m = await createHpcMember(ctx.db);
    const res = await subscribe(m.id, squad.id, { agreed: false });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'error_validation',
      message: HPC_MSG.planDataInvalid,
      errors: { agreed: [MSG.required] },
    });
    expect(
      (
        await ctx
          .api()
          .post(`/api/hpc/plans/${squad.id}/payment`)
          .set('authorization', bearer(m.id))
          .send({ cardData: VISA })
      ).body.errors.agreed,
    ).toEqual([MSG.required]);
  });

  it('refuses a declined or invalid card (error_payment) and records nothing', async () => {
    const m = await createHpcMember(ctx.db);
    const declined = await subscribe(m.id, squad.id, { cardData: card('4000 0000 0000 0002') });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ error: 'error_payment', message: PAY_MSG.cardDeclined });
    // Attaches at sign-up but its first charge fails, so nothing is created either.
    expect((await subscribe(m.id, squad.id, { cardData: card(DECLINES_LATER) })).body).toEqual({
      error: 'error_payment',
      message: PAY_MSG.cardDeclined,
    });
    expect((await subscribe(m.id, squad.id, { cardData: card('4242 4242 4242 4241') })).body).toEqual({
      error: 'error_payment',
      message: PAY_MSG.cardInvalid,
    });
    expect((await subscribe(m.id, squad.id, { cardData: null })).body.error).toBe('error_payment');
    expect(await ctx.db.subscription.count({ where: { memberId: m.id } })).toBe(0);
    expect(await ctx.db.order.count({ where: { memberId: m.id } })).toBe(0);
  });

  it('needs a complete profile (error_auth) and an existing plan', async () => {
    const m = await createHpcMember(ctx.db, {}, { address: null });
    const res = await subscribe(m.id, squad.id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'error_auth', message: MSG.profileIncomplete });
    expect((await subscribe(m.id, 999_999)).status).toBe(404);
  });

  it('ends a sliding-date plan subscription on the plan end date, and a plan with an expiry period after its days', async () => {
    const end = addDaysIso(today(), 13);
    const holiday = await createPlan(ctx.db, {
      name: 'Holiday Block',
      billingCycle: 'fortnightly',
      autoRenewal: false,
      slidingDate: true,
      startDate: dbDate(today()),
      endDate: dbDate(end),
    });
    const elite = await createPlan(ctx.db, {
      name: 'Elite Pathway',
      priceCents: 18_000,
      expiryPeriodDays: 365,
    });
    const { m, subId } = await subscribedMember(holiday.id);
    expect((await subscriptionsOf(m.id))[0]).toMatchObject({
      id: subId,
      end_date: isoToDmy(end),
      cycle: 'fortnightly',
    });
    const { m: m2 } = await subscribedMember(elite.id);
    expect((await subscriptionsOf(m2.id))[0].end_date).toBe(isoToDmy(addDaysIso(today(), 365)));
  });
});

describe('a plan with its own block of dates, bought ahead', () => {
  // A two-week school-holiday intensive starting in three weeks, one payment, no renewal:
  // the subscription runs on the block's dates, whatever day it was bought.
  const holidayBlock = (overrides: Parameters<typeof createPlan>[1] = {}) => {
    const start = addDaysIso(today(), 21);
    return createPlan(ctx.db, {
      name: 'Holiday Intensive',
      priceCents: 24_000,
      billingCycle: 'fortnightly',
      autoRenewal: false,
      startDate: dbDate(start),
      endDate: dbDate(addDaysIso(start, 13)),
      ...overrides,
    });
  };

  for (const slidingDate of [true, false]) {
    it(`runs from the block's first day to its last (sliding date ${slidingDate ? 'on' : 'off'}) and is still active during it`, async () => {
      const start = addDaysIso(today(), 21);
      const end = addDaysIso(start, 13);
      const plan = await holidayBlock({ slidingDate });
      const { m, subId } = await subscribedMember(plan.id);
      expect((await subscriptionsOf(m.id))[0]).toMatchObject({
        id: subId,
        status: 'active',
        start_date: isoToDmy(start),
        end_date: isoToDmy(end),
      });
      // The renewal job two weeks later (before the block) and on the block's last day leaves it active.
      for (const days of [15, 34]) {
        ctx.clock.offsetMs = days * DAY;
        await runDueRenewals(ctx.app.deps);
        expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('active');
      }
      // The day after the block it expires, having been charged once.
      ctx.clock.offsetMs = 36 * DAY;
      await runDueRenewals(ctx.app.deps);
      expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('expired');
      expect(await ctx.db.payment.count({ where: { memberId: m.id } })).toBe(1);
    });
  }

  it("books classes only on the block's dates and never on an excluded date, and never speaks of renewal", async () => {
    const start = addDaysIso(today(), 21);
    const plan = await holidayBlock({ slidingDate: true, excludedDates: [dbDate(addDaysIso(start, 6))] });
    const { m } = await subscribedMember(plan.id);
    expect((await subscriptionsOf(m.id))[0]).toMatchObject({ one_off: true, renews_on: null });
    const book = (classData: number) =>
      ctx
        .api()
        .post('/api/hpc/classes/book')
        .set('authorization', bearer(m.id))
        .send({ classData, classAction: 'add', classWeek: 0 });
    const before = await createClass(ctx.db, 1, { time: '17:00' });
    const excluded = await createClass(ctx.db, 27, { time: '17:00' });
    const inside = await createClass(ctx.db, 28, { time: '17:00' });
    const early = await book(before.id);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      HPC_MSG.outsidePlanDates(
        isoToDmy(addDaysIso(today(), 1)),
        isoToDmy(start),
        isoToDmy(addDaysIso(start, 13)),
      ),
    );
    // Two weeks on, both classes in the block are within the booking window.
    ctx.clock.offsetMs = 15 * DAY;
    const off = await book(excluded.id);
    expect(off.status).toBe(422);
    expect(off.body.message).toBe(HPC_MSG.excludedPlanDate(isoToDmy(addDaysIso(start, 6))));
    expect((await book(inside.id)).body.message).toBe(HPC_MSG.booked);
  });

  it('with auto renewal, bills its first period from the first day of the block, then each cycle until the block ends', async () => {
    const start = addDaysIso(today(), 21);
    const plan = await holidayBlock({
      name: 'Winter Term',
      billingCycle: 'weekly',
      autoRenewal: true,
      slidingDate: true,
      priceCents: 5_000,
      endDate: dbDate(addDaysIso(start, 20)),
    });
    const { m, subId } = await subscribedMember(plan.id);
    expect((await subscriptionsOf(m.id))[0]).toMatchObject({
      start_date: isoToDmy(start),
      renews_on: isoToDmy(addDaysIso(start, 7)),
    });
    ctx.clock.offsetMs = 20 * DAY;
    await runDueRenewals(ctx.app.deps);
    expect(await ctx.db.order.count({ where: { subscriptionId: subId, origin: 'hpc_subscription' } })).toBe(
      0,
    );
    ctx.clock.offsetMs = 29 * DAY;
    await runDueRenewals(ctx.app.deps);
    expect(await ctx.db.order.count({ where: { subscriptionId: subId, origin: 'hpc_subscription' } })).toBe(
      1,
    );
  });
});

describe('POST /api/hpc/subscriptions/sendaction', () => {
  it("records a pause request that takes effect after the 3 months' minimum, and answers the pause text", async () => {
    const { m, subId } = await subscribedMember();
    const res = await ctx
      .api()
      .post('/api/hpc/subscriptions/sendaction')
      .set('authorization', bearer(m.id))
      .send({ id: subId, action: 'pause' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Subscription pause request sent.');
    expect(res.body.data).toMatchObject({
      status: 'active',
      pause_requested: true,
      can_manage: false,
      request_effective_date: isoToDmy(addMonthsIso(today(), 3)),
    });
    expect(
      (await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).pauseRequestedAt,
    ).not.toBeNull();
    const twice = await ctx
      .api()
      .post('/api/hpc/subscriptions/sendaction')
      .set('authorization', bearer(m.id))
      .send({ id: subId, action: 'pause' });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe(HPC_MSG.requestPending('pause'));

    // The job leaves it active until the effective day, then pauses it.
    ctx.clock.offsetMs = 60 * DAY;
    await runDueRenewals(ctx.app.deps);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('active');
    ctx.clock.offsetMs = 93 * DAY;
    const summary = await runDueRenewals(ctx.app.deps);
    expect(summary.paused).toBe(1);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('paused');
    expect(await activeSubs(m.id)).toBe(0);
  });

  it("cancels after 30 days' notice once the minimum has passed, showing the end date", async () => {
    const { m, subId } = await subscribedMember();
    // Started five months ago: only the notice period counts.
    await ctx.db.subscription.update({
      where: { id: subId },
      data: { startDate: dbDate(addMonthsIso(today(), -5)) },
    });
    const res = await ctx
      .api()
      .post('/api/hpc/subscriptions/sendaction')
      .set('authorization', bearer(m.id))
      .send({ id: subId, action: 'cancel' });
    expect(res.body.message).toBe('Subscription cancel request sent.');
    const effective = addDaysIso(today(), 30);
    expect(res.body.data).toMatchObject({
      cancel_requested: true,
      end_date: isoToDmy(effective),
      request_effective_date: isoToDmy(effective),
    });
    ctx.clock.offsetMs = 31 * DAY;
    // The notice period is paid: the renewal due at day ~30 runs before the cancellation takes effect.
    await runDueRenewals(ctx.app.deps);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('cancelled');
    expect((await subscriptionsOf(m.id))[0]).toMatchObject({
      status: 'cancelled',
      can_manage: false,
      can_update_card: false,
      renews_on: null,
    });
  });

  const sendAction = (memberId: number, id: number, action: string) =>
    ctx
      .api()
      .post('/api/hpc/subscriptions/sendaction')
      .set('authorization', bearer(memberId))
      .send({ id, action });

  it('lets a member cancel while a pause request is pending: the cancel replaces the pause', async () => {
    const { m, subId } = await subscribedMember();
    expect((await sendAction(m.id, subId, 'pause')).status).toBe(200);
    expect((await subscriptionsOf(m.id))[0]).toMatchObject({
      pause_requested: true,
      can_manage: false,
      can_cancel: true,
      can_withdraw: true,
    });
    const res = await sendAction(m.id, subId, 'cancel');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Subscription cancel request sent.');
    expect(res.body.data).toMatchObject({
      pause_requested: false,
      cancel_requested: true,
      can_cancel: false,
      request_effective_date: isoToDmy(addMonthsIso(today(), 3)),
    });
    // The job cancels it on the effective day; it is never paused.
    ctx.clock.offsetMs = 93 * DAY;
    await runDueRenewals(ctx.app.deps);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('cancelled');
  });

  it('lets a member withdraw a pending pause, and a pending cancel, which gives back the end the plan gives', async () => {
    const { m, subId } = await subscribedMember();
    expect((await sendAction(m.id, subId, 'withdraw')).body).toMatchObject({
      error: 'error_response',
      message: HPC_MSG.nothingToWithdraw,
    });
    await sendAction(m.id, subId, 'pause');
    const withdrawn = await sendAction(m.id, subId, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(HPC_MSG.requestWithdrawn('pause'));
    expect(withdrawn.body.data).toMatchObject({
      status: 'active',
      pause_requested: false,
      can_manage: true,
      can_withdraw: false,
      request_effective_date: null,
    });

    await sendAction(m.id, subId, 'cancel');
    const back = await sendAction(m.id, subId, 'withdraw');
    expect(back.body.message).toBe(HPC_MSG.requestWithdrawn('cancel'));
    expect(back.body.data).toMatchObject({ cancel_requested: false, end_date: null, can_manage: true });
    // Nothing is applied later: the subscription stays active past the old effective day (renewed as usual).
    ctx.clock.offsetMs = 93 * DAY;
    await runDueRenewals(ctx.app.deps);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('active');
  });

  it('refuses requests for subscriptions that are not active, and answers 404 for other members', async () => {
    const { m, subId } = await subscribedMember();
    const other = await createHpcMember(ctx.db);
    expect(
      (
        await ctx
          .api()
          .post('/api/hpc/subscriptions/sendaction')
          .set('authorization', bearer(other.id))
          .send({ id: subId, action: 'pause' })
      ).status,
    ).toBe(404);
    await ctx.db.subscription.update({ where: { id: subId }, data: { status: 'suspended' } });
    const res = await ctx
      .api()
      .post('/api/hpc/subscriptions/sendaction')
      .set('authorization', bearer(m.id))
      .send({ id: subId, action: 'cancel' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(HPC_MSG.onlyActiveAction('cancel'));
    expect(
      (
        await ctx
          .api()
          .post('/api/hpc/subscriptions/sendaction')
          .set('authorization', bearer(m.id))
          .send({ id: subId, action: 'stop' })
      ).status,
    ).toBe(422);
  });
});

describe('renewals (sandbox job)', () => {
  it('renews at the end of the period: charges the saved card, records a renewal order and extends the period', async () => {
    const { m, subId } = await subscribedMember();
    const before = await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } });
    ctx.clock.offsetMs = 10 * DAY;
    expect((await runDueRenewals(ctx.app.deps)).renewed).toBe(0);

    ctx.clock.offsetMs = before.currentPeriodEnd.getTime() - Date.now() + 60_000;
    // Two overlapping runs (or two servers) renew once.
    const [a, b] = await Promise.all([runDueRenewals(ctx.app.deps), runDueRenewals(ctx.app.deps)]);
    expect(a.renewed + b.renewed).toBe(1);
    const after = await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } });
    expect(after.status).toBe('active');
    expect(localIsoDate(after.currentPeriodEnd, TZ)).toBe(
      addMonthsIso(localIsoDate(before.currentPeriodEnd, TZ), 1),
    );
    const renewals = await ctx.db.order.findMany({
      where: { subscriptionId: subId, origin: 'hpc_subscription' },
      include: { payments: true },
    });
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ memberId: m.id, isHpc: true, paid: true, totalCents: 12_000 });
    expect(renewals[0]?.payments[0]).toMatchObject({
      amountCents: 12_000,
      status: 'succeeded',
      gateway: 'sandbox',
    });
    await ctx.mail.waitFor((x) => x.to === m.email && x.text.includes('renewal'));
  });

  it('suspends on a failed renewal, and a card update retries it and makes the subscription active again', async () => {
    const { m, subId } = await subscribedMember();
    const c = await createClass(ctx.db, 40, { capacity: 5 });
    // A card that can be saved but whose charges fail (Stripe's 4000 0000 0000 0341).
    const swapped = await updateCard(m.id, subId, card(DECLINES_LATER));
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({
      message: HPC_MSG.cardUpdated,
      data: { status: 'active', card_last4: '0341' },
    });
    expect(await ctx.db.order.count({ where: { subscriptionId: subId } })).toBe(1);

    const periodEnd = (await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } }))
      .currentPeriodEnd;
    ctx.clock.offsetMs = periodEnd.getTime() - Date.now() + 3_600_000;
    expect((await runDueRenewals(ctx.app.deps)).failed).toBeGreaterThanOrEqual(1);
    const suspended = await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } });
    expect(suspended.status).toBe('suspended');
    expect(suspended.lastPaymentFailedAt?.getTime()).toBeGreaterThan(periodEnd.getTime());
    expect(await ctx.db.order.count({ where: { subscriptionId: subId } })).toBe(1);
    const warning = await ctx.mail.waitFor((x) => x.to === m.email && x.subject.includes('payment failed'));
    expect(warning.text).toContain('update your credit card');
    expect(await activeSubs(m.id)).toBe(0);
    expect((await subscriptionsOf(m.id))[0]).toMatchObject({
      status: 'suspended',
      can_manage: false,
      can_update_card: true,
      renews_on: null,
    });
    // Suspended members cannot book; later runs do not charge again.
    const week = await ctx
      .api()
      .post('/api/hpc/classes/book')
      .set('authorization', bearer(m.id))
      .send({ classData: c.id, classAction: 'add', classWeek: 0 });
    expect(week.body.message.startsWith('No active subscription')).toBe(true);
    expect((await runDueRenewals(ctx.app.deps)).failed).toBe(0);

    // Still declined with another failing card: stays suspended.
    const stillFailing = await updateCard(m.id, subId, card('4000 0000 0000 9995'));
    expect(stillFailing.status).toBe(402);
    expect(stillFailing.body).toEqual({ error: 'error_payment', message: PAY_MSG.insufficientFunds });
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('suspended');

    const fixed = await updateCard(m.id, subId, VISA);
    expect(fixed.status).toBe(200);
    expect(fixed.body.message).toBe('Card details updated successfully.');
    expect(fixed.body.data).toMatchObject({ status: 'active', card_last4: '4242' });
    const active = await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } });
    expect(active.lastPaymentFailedAt).toBeNull();
    expect(localIsoDate(active.currentPeriodEnd, TZ)).toBe(addMonthsIso(localIsoDate(periodEnd, TZ), 1));
    expect(
      await ctx.db.order.count({ where: { subscriptionId: subId, origin: 'hpc_subscription', paid: true } }),
    ).toBe(1);
    expect(await activeSubs(m.id)).toBe(1);
  });

  it('expires a subscription without auto renewal at the end of its period, and one past its last day', async () => {
    const once = await createPlan(ctx.db, { name: 'One Month Trial', autoRenewal: false });
    const { subId } = await subscribedMember(once.id);
    const elite = await createPlan(ctx.db, {
      name: 'Short Pathway',
      billingCycle: 'weekly',
      expiryPeriodDays: 10,
    });
    const { subId: shortId } = await subscribedMember(elite.id);
    ctx.clock.offsetMs = 8 * DAY;
    await runDueRenewals(ctx.app.deps);
    expect(await ctx.db.order.count({ where: { subscriptionId: shortId, origin: 'hpc_subscription' } })).toBe(
      1,
    );
    ctx.clock.offsetMs = 32 * DAY;
    await runDueRenewals(ctx.app.deps);
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: subId } })).status).toBe('expired');
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id: shortId } })).status).toBe('expired');
    expect(await ctx.db.order.count({ where: { subscriptionId: subId, origin: 'hpc_subscription' } })).toBe(
      0,
    );
  });
});

describe('POST /api/hpc/subscriptions/{sub_id}/updatecard', () => {
  it('refuses other statuses, mismatched ids, bad cards and other members', async () => {
    const { m, subId } = await subscribedMember();
    const other = await createHpcMember(ctx.db);
    expect((await updateCard(other.id, subId, VISA)).status).toBe(404);
    const mismatch = await ctx
      .api()
      .post(`/api/hpc/subscriptions/${subId}/updatecard`)
      .set('authorization', bearer(m.id))
      .send({ cardData: VISA, sub_id: subId + 1 });
    expect(mismatch.body).toMatchObject({
      error: 'error_validation',
      message: HPC_MSG.subscriptionDataInvalid,
    });
    expect((await updateCard(m.id, subId, card('1234'))).body).toEqual({
      error: 'error_payment',
      message: PAY_MSG.cardInvalid,
    });
    expect((await updateCard(m.id, subId, card('4000 0000 0000 0002'))).body).toEqual({
      error: 'error_payment',
      message: PAY_MSG.cardDeclined,
    });
    const invalid = await ctx
      .api()
      .post(`/api/hpc/subscriptions/${subId}/updatecard`)
      .set('authorization', bearer(m.id))
      .send({ cardData: 'nope' });
    expect(invalid.body).toMatchObject({
      error: 'error_validation',
      message: HPC_MSG.subscriptionDataInvalid,
    });
    await ctx.db.subscription.update({ where: { id: subId }, data: { status: 'paused' } });
    const paused = await updateCard(m.id, subId, VISA);
    expect(paused.status).toBe(422);
    expect(paused.body).toEqual({ error: 'error_response', message: HPC_MSG.onlyActiveOrSuspendedCard });
  });
});
