// HPC subscriptions in the console (sandbox gateway; Stripe's side is in hpc-stripe.int.test.ts):
// a member's pause request approved and a cancel request declined with the reason emailed; staff
// pausing, resuming (billing moved on by the days paused) and cancelling; and a closure of the
// centre that moves every billing date past it, so the renewal job charges nobody during it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA } from '../../../test/money-factories.js';
import { createHpcMember, createPlan, TZ } from '../../../test/hpc-factories.js';
import { addDaysIso, dbDate, localIsoDate, todayIso } from '../../lib/local-dates.js';
import { addCycle, addLocalDays } from './hpc-rules.js';
import { runDueRenewals } from './renewals.service.js';

let ctx: TestContext;
let staff: { id: number };
let plan: { id: number; priceCents: number };
const DAY = 86_400_000;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const today = () => todayIso(TZ, new Date(Date.now() + ctx.clock.offsetMs));
const admin = (method: 'get' | 'post', path: string, body?: object, as = staff.id) => {
  const req = ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(as));
  return body === undefined ? req : req.send(body);
};
const act = (id: number, body: Record<string, unknown>) =>
  admin('post', `/hpc/subscriptions/${id}/actions`, body);
const memberView = async (memberId: number, id: number) =>
  (
    (await ctx.api().get('/api/hpc/subscriptions').set('authorization', bearer(memberId))).body
      .data as Array<{
      id: number;
      status: string;
      cancel_requested: boolean;
      end_date: string | null;
    }>
  ).find((s) => s.id === id);

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  staff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
  plan = await createPlan(ctx.db, { name: 'Elite Squad', minimumTermMonths: 0, noticePeriodDays: 7 });
});
afterAll(() => ctx?.close());
afterEach(() => {
  ctx.clock.offsetMs = 0;
});

/** A member subscribed through the member side (a sandbox card, monthly). */
async function subscribed() {
  const m = await createHpcMember(ctx.db, {}, { email: `hpc${Date.now()}${Math.random()}@example.com` });
  const res = await ctx
    .api()
    .post(`/api/hpc/plans/${plan.id}/payment`)
    .set('authorization', bearer(m.id))
    .send({ cardData: VISA, agreed: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { m, id: res.body.data.subscription_id as number };
}

const request = (memberId: number, id: number, action: 'pause' | 'cancel') =>
  ctx
    .api()
    .post('/api/hpc/subscriptions/sendaction')
    .set('authorization', bearer(memberId))
    .send({ id, action });

describe("members' requests", () => {
  it('lists waiting requests; approving a pause takes effect today', async () => {
    const { m, id } = await subscribed();
    expect((await request(m.id, id, 'pause')).status).toBe(200);
    const waiting = await admin('get', '/hpc/subscriptions?requests=pending');
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.subscriptions.find((s: { id: number }) => s.id === id)).toMatchObject({
      status: 'active',
      plan: { name: 'Elite Squad' },
      request: { action: 'pause', requested_on: today(), effective_on: addDaysIso(today(), 7) },
    });

    const approved = await act(id, { action: 'approve', reason: 'Injured' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'paused', paused_on: today(), request: null });
    expect(await memberView(m.id, id)).toMatchObject({ status: 'paused' });
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'hpc_subscription.approve', entityId: String(id) },
    });
    expect(audit).toMatchObject({ actorId: staff.id, reason: 'Injured', after: { status: 'paused' } });
    // Nothing waits any more.
    expect((await act(id, { action: 'approve' })).status).toBe(409);
  });

  it('declines a cancel request with the reason, emailed to the member; the subscription goes on', async () => {
    const { m, id } = await subscribed();
    expect((await request(m.id, id, 'cancel')).status).toBe(200);
    expect(await memberView(m.id, id)).toMatchObject({ cancel_requested: true });
    const noReason = await act(id, { action: 'decline' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('reason');

    const declined = await act(id, { action: 'decline', reason: 'You are in the finals squad until June.' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'active', request: null, end_date: null });
    expect(await memberView(m.id, id)).toMatchObject({
      status: 'active',
      cancel_requested: false,
      end_date: null,
    });
    const member = await ctx.db.member.findUniqueOrThrow({ where: { id: m.id } });
    const mail = await ctx.mail.waitFor((x) => x.to === member.email && /declined/.test(x.text));
    expect(mail.subject).toBe('Your request to cancel Elite Squad');
    expect(mail.text).toContain('You are in the finals squad until June.');
  });
});

describe('staff actions', () => {
  it('pauses, and resuming ten days later moves the next billing date on ten days', async () => {
    const { id } = await subscribed();
    const before = await ctx.db.subscription.findUniqueOrThrow({ where: { id } });
    expect((await act(id, { action: 'resume' })).status).toBe(409);
    expect((await act(id, { action: 'pause' })).body.data).toMatchObject({ status: 'paused' });
    ctx.clock.offsetMs = 10 * DAY;
    const resumed = await act(id, { action: 'resume', reason: 'Back from injury' });
    expect(resumed.status).toBe(200);
    const next = addLocalDays(before.currentPeriodEnd, 10, TZ);
    expect(resumed.body.data).toMatchObject({
      status: 'active',
      paused_on: null,
      next_billing_date: localIsoDate(next, TZ),
    });
    expect((await ctx.db.subscription.findUniqueOrThrow({ where: { id } })).currentPeriodEnd).toEqual(next);
  });

  it('cancels today; an ended subscription cannot be acted on; other staff and members are refused', async () => {
    const { m, id } = await subscribed();
    const cancelled = await act(id, { action: 'cancel', reason: 'Moved interstate' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', end_date: today() });
    expect(await memberView(m.id, id)).toMatchObject({ status: 'cancelled' });
    expect((await act(id, { action: 'cancel' })).status).toBe(409);
    expect((await act(id, { action: 'pause' })).status).toBe(409);
    const finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
    expect(
      (await admin('post', `/hpc/subscriptions/${id}/actions`, { action: 'resume' }, finance.id)).status,
    ).toBe(403);
    expect((await admin('get', `/hpc/subscriptions/${id}`, undefined, m.id)).status).toBe(403);
    expect((await act(999_999, { action: 'pause' })).status).toBe(404);
  });
});

describe('a closure of the centre', () => {
  it('moves every billing date past it, so the renewal job charges nobody during it', async () => {
    // The closure: 15 days from 10 days ahead. Billed before it, during it, after it; one paused.
    const first = addDaysIso(today(), 10);
    const last = addDaysIso(today(), 24);
    const sub = async (billedInDays: number, status: 'active' | 'paused' = 'active', endDate?: string) => {
      const m = await createHpcMember(ctx.db);
      return ctx.db.subscription.create({
        data: {
          memberId: m.id,
          planId: plan.id,
          status,
          priceCents: plan.priceCents,
          startDate: dbDate(addDaysIso(today(), -20)),
          currentPeriodEnd: new Date(Date.now() + billedInDays * DAY),
          ...(endDate && { endDate: dbDate(endDate) }),
          paymentMethodRef: 'sandbox:4242:succeeded',
          cardBrand: 'visa',
          cardLast4: '4242',
        },
      });
    };
    const before = await sub(5);
    const during = await sub(12, 'active', addDaysIso(today(), 80));
    const after = await sub(40);
    const paused = await sub(12, 'paused');

    // Two staff closing the centre at the same moment: one closure.
    const [a, b] = await Promise.all([
      admin('post', '/hpc/closures', { name: 'Christmas', first_day: first, last_day: last }),
      admin('post', '/hpc/closures', { name: 'Christmas', first_day: first, last_day: last }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const made = (a.status === 201 ? a : b).body.data;
    expect(made).toMatchObject({ name: 'Christmas', first_day: first, last_day: last, days: 15 });
    expect(made.moved_now).toBeGreaterThanOrEqual(2);
    expect(made.moved_at_renewal).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.hpcClosure.count({ where: { name: 'Christmas' } })).toBe(1);

    const row = (id: number) => ctx.db.subscription.findUniqueOrThrow({ where: { id } });
    expect((await row(during.id)).currentPeriodEnd).toEqual(addLocalDays(during.currentPeriodEnd, 15, TZ));
    expect((await row(during.id)).endDate).toEqual(dbDate(addDaysIso(today(), 95)));
    expect((await row(after.id)).currentPeriodEnd).toEqual(addLocalDays(after.currentPeriodEnd, 15, TZ));
    expect((await row(before.id)).currentPeriodEnd).toEqual(before.currentPeriodEnd);
    expect((await row(paused.id)).currentPeriodEnd).toEqual(paused.currentPeriodEnd);
    const orders = (id: number) => ctx.db.order.count({ where: { subscriptionId: id } });

    // Day 5: the one billed before the closure pays, for a period lengthened by the closure's days.
    ctx.clock.offsetMs = 5 * DAY + 3_600_000;
    await runDueRenewals(ctx.app.deps);
    expect(await orders(before.id)).toBe(1);
    expect((await row(before.id)).currentPeriodEnd).toEqual(
      addLocalDays(addCycle(before.currentPeriodEnd, 'monthly', TZ), 15, TZ),
    );

    // Every day of the closure: nobody is charged.
    for (let day = 10; day <= 24; day += 1) {
      ctx.clock.offsetMs = day * DAY + 12 * 3_600_000;
      await runDueRenewals(ctx.app.deps);
    }
    expect([await orders(before.id), await orders(during.id), await orders(after.id)]).toEqual([1, 0, 0]);

    // The day after it, the one that was due during it pays.
    ctx.clock.offsetMs = 27 * DAY + 12 * 3_600_000;
    await runDueRenewals(ctx.app.deps);
    expect(await orders(during.id)).toBe(1);

    const listed = await admin('get', '/hpc/closures');
    expect(listed.body.data.find((c: { id: number }) => c.id === made.id)).toMatchObject({ days: 15 });
  });

  it('refuses one overlapping another, one in the past and one reversed', async () => {
    const first = addDaysIso(today(), 200);
    expect(
      (
        await admin('post', '/hpc/closures', {
          name: 'Term break',
          first_day: first,
          last_day: addDaysIso(first, 6),
        })
      ).status,
    ).toBe(201);
    const overlapping = await admin('post', '/hpc/closures', {
      name: 'Other',
      first_day: addDaysIso(first, 6),
      last_day: addDaysIso(first, 8),
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toContain('Term break');
    const past = await admin('post', '/hpc/closures', {
      name: 'Past',
      first_day: addDaysIso(today(), -1),
      last_day: today(),
    });
    expect(past.status).toBe(422);
    const reversed = await admin('post', '/hpc/closures', {
      name: 'Reversed',
      first_day: addDaysIso(first, 40),
      last_day: addDaysIso(first, 39),
    });
    expect(reversed.status).toBe(422);
  });
});
