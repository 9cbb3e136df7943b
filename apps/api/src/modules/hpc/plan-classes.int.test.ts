// A plan may name the classes its subscribers may book (set in the console's plan form); a plan
// naming none allows every class. A class no plan of the member allows is refused with a message
// that names it, and the member's class week marks it as not in their plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HPC_MSG, type THpcClass } from '@courtside/contracts';
import { HPC_ADMIN_MSG } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createClass, createHpcMember, createPlan } from '../../../test/hpc-factories.js';

let ctx: TestContext;
let facilities: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  facilities = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
});
afterAll(() => ctx?.close());

const planForm = {
  name: 'Speed Squad',
  description: '',
  price_cents: 9_000,
  billing_cycle: 'monthly',
  auto_renewal: true,
  sliding_date: false,
  start_date: null,
  end_date: null,
  expiry_period_days: null,
  excluded_dates: [],
  minimum_term_months: 3,
  notice_period_days: 30,
};
const book = (memberId: number, classId: number, classAction = 'add') =>
  ctx
    .api()
    .post('/api/hpc/classes/book')
    .set('authorization', bearer(memberId))
    .send({ classData: classId, classAction, classWeek: 0 });
const week = async (memberId: number) => {
  const res = await ctx.api().get('/api/hpc/classes/0').set('authorization', bearer(memberId));
  expect(res.status).toBe(200);
  return res.body.data as THpcClass[];
};

describe('a plan that names its classes', () => {
  it('lets its subscribers book only those classes, and their week marks the others', async () => {
    const athleteBefore = await createHpcMember(ctx.db);
    const made = await ctx
      .api()
      .post('/api/admin/hpc/plans')
      .set('authorization', bearer(facilities.id))
      .send({ ...planForm, class_names: ['Speed & Agility'] });
    expect(made.status).toBe(201);
    const planId = made.body.data.id as number;
    const shown = await ctx
      .api()
      .get(`/api/admin/hpc/plans/${planId}`)
      .set('authorization', bearer(facilities.id));
    expect(shown.body.data.class_names).toEqual(['Speed & Agility']);
    // Members see which classes a plan allows before they buy it.
    const plans = await ctx.api().get('/api/hpc/plans').set('authorization', bearer(athleteBefore.id));
    const offered = (plans.body.data as Array<{ plan_id: number; plan_class_names?: string[] }>).find(
      (p) => p.plan_id === planId,
    );
    expect(offered?.plan_class_names).toEqual(['Speed & Agility']);

    const plan = await ctx.db.plan.findUniqueOrThrow({ where: { id: planId } });
    const athlete = await createHpcMember(ctx.db, { subscribed: true, plan });
    const shooting = await createClass(ctx.db, 3, { time: '06:00', minutes: 60, name: 'Shooting Lab' });
    const speed = await createClass(ctx.db, 3, { time: '08:00', minutes: 60, name: 'Speed & Agility' });
    const full = await createClass(ctx.db, 4, {
      time: '06:00',
      minutes: 60,
      name: 'Shooting Lab',
      capacity: 0,
    });

    const classes = await week(athlete.id);
    expect(classes.find((c) => c.class_id === shooting.id)?.class_in_plan).toBe(false);
    expect(classes.find((c) => c.class_id === speed.id)?.class_in_plan).toBe(true);

    const refused = await book(athlete.id, shooting.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(HPC_MSG.classNotInPlan('Shooting Lab'));
    const waitlist = await book(athlete.id, full.id, 'waitlist');
    expect(waitlist.status).toBe(422);
    expect(waitlist.body.message).toBe(HPC_MSG.classNotInPlan('Shooting Lab'));
    expect(await ctx.db.classEnrollment.count({ where: { memberId: athlete.id } })).toBe(0);

    const booked = await book(athlete.id, speed.id);
    expect(booked.status).toBe(200);
    expect(booked.body.message).toBe(HPC_MSG.booked);

    // A second plan that names no classes opens every class to the same athlete.
    await ctx.db.subscription.create({
      data: {
        memberId: athlete.id,
        planId: (await createPlan(ctx.db)).id,
        status: 'active',
        priceCents: 12_000,
        startDate: new Date(Date.UTC(2020, 0, 1)),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    expect((await week(athlete.id)).find((c) => c.class_id === shooting.id)?.class_in_plan).toBe(true);
    expect((await book(athlete.id, shooting.id)).status).toBe(200);
  });

  it('refuses a plan form that names a class twice', async () => {
    const res = await ctx
      .api()
      .post('/api/admin/hpc/plans')
      .set('authorization', bearer(facilities.id))
      .send({ ...planForm, class_names: ['Shooting Lab', 'shooting lab '] });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(HPC_ADMIN_MSG.classNamedTwice);
  });
});
