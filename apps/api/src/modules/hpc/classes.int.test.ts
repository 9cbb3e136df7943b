import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HPC_MSG, type THpcClass } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createClass, createHpcMember, createPlan } from '../../../test/hpc-factories.js';
import { addDaysIso, todayIso } from '../../lib/local-dates.js';

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
let plan: { id: number; priceCents: number };

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  plan = await createPlan(ctx.db);
});
afterAll(() => ctx?.close());

const subscribed = () => createHpcMember(ctx.db, { subscribed: true, plan });
const book = (memberId: number, classData: unknown, classAction: string, classWeek = 0) =>
  ctx
    .api()
    .post('/api/hpc/classes/book')
    .set('authorization', bearer(memberId))
    .send({ classData, classAction, classWeek });
const classOf = (body: { data: THpcClass[] }, id: number) => body.data.find((c) => c.class_id === id);

describe('HPC access', () => {
  const endpoints: Array<[string, string, Record<string, unknown>?]> = [
    ['get', '/api/hpc/plans'],
    ['get', '/api/hpc/plans/1'],
    ['post', '/api/hpc/plans/1/payment', { agreed: true }],
    ['get', '/api/hpc/classes/0'],
    ['post', '/api/hpc/classes/book', { classData: 1, classAction: 'add', classWeek: 0 }],
    ['get', '/api/hpc/enrollments'],
    ['post', '/api/hpc/enrollments/1/cancel'],
    ['get', '/api/hpc/subscriptions'],
    ['post', '/api/hpc/subscriptions/sendaction', { id: 1, action: 'pause' }],
    ['post', '/api/hpc/subscriptions/1/updatecard', { cardData: {} }],
  ];

  it('refuses members without is_hpc (403) and visitors (401) on every HPC endpoint', async () => {
    const outsider = await createMember(ctx.db);
    for (const [method, path, body] of endpoints) {
      const req =
        method === 'get'
          ? ctx.api().get(path)
          : ctx
              .api()
              .post(path)
              .send(body ?? {});
      expect((await req).status, `${method} ${path} signed out`).toBe(401);
      const signed =
        method === 'get'
          ? ctx.api().get(path)
          : ctx
              .api()
              .post(path)
              .send(body ?? {});
      const res = await signed.set('authorization', bearer(outsider.id));
      expect(res.status, `${method} ${path} without is_hpc`).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
  });

  it('documents every HPC endpoint in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.api().get('/api/docs/json').expect(200)).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/hpc/plans',
        '/api/hpc/plans/{plan}',
        '/api/hpc/plans/{plan}/payment',
        '/api/hpc/classes/{week}',
        '/api/hpc/classes/book',
        '/api/hpc/enrollments',
        '/api/hpc/enrollments/{id}/cancel',
        '/api/hpc/subscriptions',
        '/api/hpc/subscriptions/sendaction',
        '/api/hpc/subscriptions/{sub_id}/updatecard',
      ]),
    );
  });
});

describe('GET /api/hpc/classes/{week}', () => {
  it('answers week 0 from today for seven days, with the class fields', async () => {
    const m = await createHpcMember(ctx.db);
    const c = await createClass(ctx.db, 2, { time: '17:00', minutes: 75, capacity: 12 });
    await ctx.db.hpcClass.update({ where: { id: c.id }, data: { bookedCount: 5 } });
    const nextWeek = await createClass(ctx.db, 7);
    const res = await ctx.api().get('/api/hpc/classes/0').set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    const day = addDaysIso(todayIso('Australia/Sydney', new Date()), 2);
    expect(classOf(res.body, c.id)).toEqual({
      class_id: c.id,
      class_name: 'Shooting Lab',
      class_description: 'Form shooting and game-speed reps.',
      class_date: `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
      class_date_formatted: day,
      class_starts_formatted: '17:00',
      class_starts_at: expect.stringMatching(new RegExp(`^${day}T17:00:00\\+1[01]:00$`)),
      class_ends_at: expect.stringMatching(new RegExp(`^${day}T18:15:00\\+1[01]:00$`)),
      duration: 75,
      class_venue: 'Harbourside Sports Centre',
      class_room: 'Court 1',
      class_trainers: 'Coach Mia Santos, Coach Tom Becker',
      class_activity: 'Shooting, Ball Handling',
      class_colour: '#1e88e5',
      class_capacity: 7,
      class_day_advance: 2,
      class_booking_days_ahead: 14,
      class_in_plan: true,
      class_booked: false,
      class_waitlist: false,
      class_waitlist_position: null,
    });
    expect(classOf(res.body, nextWeek.id)).toBeUndefined();
    const week1 = await ctx.api().get('/api/hpc/classes/1').set('authorization', bearer(m.id));
    expect(classOf(week1.body, nextWeek.id)?.class_day_advance).toBe(7);
  });

  it('takes week offsets 0 to 3 only', async () => {
    const m = await createHpcMember(ctx.db);
    for (const week of [0, 1, 2, 3])
      expect(
        (await ctx.api().get(`/api/hpc/classes/${week}`).set('authorization', bearer(m.id))).status,
      ).toBe(200);
    for (const week of ['4', '-1', 'x', '1.5']) {
      const res = await ctx.api().get(`/api/hpc/classes/${week}`).set('authorization', bearer(m.id));
      expect(res.status, week).toBe(422);
      expect(res.body.errors.week).toBeDefined();
    }
  });
});

describe('POST /api/hpc/classes/book', () => {
  it('books a class within 14 days and answers the refreshed week', async () => {
    const m = await subscribed();
    const c = await createClass(ctx.db, 3, { capacity: 2 });
    const res = await book(m.id, c.id, 'add');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HPC_MSG.booked);
    expect(classOf(res.body, c.id)).toMatchObject({
      class_booked: true,
      class_waitlist: false,
      class_capacity: 1,
    });
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).bookedCount).toBe(1);
    // Booking again is refused; the class object form of classData is accepted too.
    const again = await book(m.id, { class_id: c.id, class_name: 'Shooting Lab' }, 'add');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(HPC_MSG.alreadyBooked);
  });

  it('refuses a class that overlaps one the athlete is booked into, and takes the next one', async () => {
    const m = await subscribed();
    const first = await createClass(ctx.db, 4, { time: '17:00', minutes: 90, name: 'Speed & Agility' });
    const overlapping = await createClass(ctx.db, 4, { time: '18:00', minutes: 60 });
    const after = await createClass(ctx.db, 4, { time: '18:30', minutes: 60 });
    expect((await book(m.id, first.id, 'add')).status).toBe(200);
    const clash = await book(m.id, overlapping.id, 'add');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(
      /^You are already booked into Speed & Agility at 17:00 on \d\d\/\d\d\/\d{4}/,
    );
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: overlapping.id } })).bookedCount).toBe(0);
    expect((await book(m.id, after.id, 'add')).body.message).toBe(HPC_MSG.booked);
  });

  it('answers the week named by classWeek', async () => {
    const m = await subscribed();
    const c = await createClass(ctx.db, 9);
    const res = await book(m.id, c.id, 'add', 1);
    expect(res.status).toBe(200);
    expect(classOf(res.body, c.id)?.class_booked).toBe(true);
  });

  it('needs an active subscription', async () => {
    const m = await createHpcMember(ctx.db);
    const c = await createClass(ctx.db, 1);
    const res = await book(m.id, c.id, 'add');
    expect(res.status).toBe(422);
    expect(res.body.message.startsWith('No active subscription')).toBe(true);
    const suspended = await subscribed();
    await ctx.db.subscription.updateMany({
      where: { memberId: suspended.id },
      data: { status: 'suspended' },
    });
    expect((await book(suspended.id, c.id, 'add')).body.error).toBe('no_active_subscription');
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).bookedCount).toBe(0);
  });

  it('opens booking 14 days ahead, not 15', async () => {
    const m = await subscribed();
    const day14 = await createClass(ctx.db, 14, { time: '08:00' });
    const day15 = await createClass(ctx.db, 15, { time: '08:00' });
    expect((await book(m.id, day14.id, 'add', 2)).status).toBe(200);
    const late = await book(m.id, day15.id, 'add', 2);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(HPC_MSG.bookingNotOpen(14));
  });

  it('refuses classes that have started and unknown classes', async () => {
    const m = await subscribed();
    const started = await ctx.db.hpcClass.create({
      data: {
        name: 'Early',
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
        capacity: 5,
      },
    });
    expect((await book(m.id, started.id, 'add')).body.message).toBe(HPC_MSG.classStarted);
    expect((await book(m.id, 999_999, 'add')).status).toBe(404);
    expect((await book(m.id, 'abc', 'add')).status).toBe(422);
    expect((await book(m.id, started.id, 'book')).status).toBe(422);
  });

  it('never takes more places than the class has: 15 members race for the last spot, one gets it, 14 are told it is full', async () => {
    const c = await createClass(ctx.db, 4, { capacity: 1 });
    const members = await Promise.all(Array.from({ length: 15 }, () => subscribed()));
    const results = await Promise.all(members.map((m) => book(m.id, c.id, 'add')));
    const ok = results.filter((r) => r.status === 200);
    const full = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(full).toHaveLength(14);
    for (const r of full) expect(r.body).toEqual({ error: 'class_full', message: HPC_MSG.classFull });
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).bookedCount).toBe(1);
    expect(await ctx.db.classEnrollment.count({ where: { classId: c.id, status: 'booked' } })).toBe(1);
    expect(classOf(ok[0]?.body, c.id)).toMatchObject({ class_booked: true, class_capacity: 0 });
  });

  it('lets members join the waitlist of a full class only', async () => {
    const c = await createClass(ctx.db, 5, { capacity: 1 });
    const [first, second] = [await subscribed(), await subscribed()];
    expect((await book(first.id, c.id, 'waitlist')).body.message).toBe(HPC_MSG.classNotFull);
    await book(first.id, c.id, 'add');
    const res = await book(second.id, c.id, 'waitlist');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HPC_MSG.waitlisted);
    expect(classOf(res.body, c.id)).toMatchObject({
      class_booked: false,
      class_waitlist: true,
      class_waitlist_position: 1,
      class_capacity: 0,
    });
    expect((await book(second.id, c.id, 'waitlist')).body.message).toBe(HPC_MSG.alreadyWaitlisted);
    expect((await book(first.id, c.id, 'waitlist')).body.message).toBe(HPC_MSG.alreadyBooked);
  });

  it('moves the first waitlisted member into a freed place and tells them by email', async () => {
    const c = await createClass(ctx.db, 6, { capacity: 1, name: 'Elite Squad Training', time: '08:00' });
    const booked = await subscribed();
    const [w1, w2] = [await subscribed(), await subscribed()];
    await book(booked.id, c.id, 'add');
    await book(w1.id, c.id, 'waitlist');
    await book(w2.id, c.id, 'waitlist');

    const res = await book(booked.id, c.id, 'remove');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HPC_MSG.removedBooking);
    expect(classOf(res.body, c.id)).toMatchObject({
      class_booked: false,
      class_waitlist: false,
      class_capacity: 0,
    });
    expect(
      await ctx.db.classEnrollment.findUniqueOrThrow({
        where: { classId_memberId: { classId: c.id, memberId: w1.id } },
      }),
    ).toMatchObject({ status: 'booked', waitlistedAt: null });
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).bookedCount).toBe(1);
    const w2View = await ctx.api().get('/api/hpc/classes/0').set('authorization', bearer(w2.id));
    expect(classOf(w2View.body, c.id)).toMatchObject({ class_waitlist: true, class_waitlist_position: 1 });

    const mail = await ctx.mail.waitFor((x) => x.to === w1.email);
    expect(mail.subject).toMatch(/^You're in: Elite Squad Training on \d{2}\/\d{2}\/\d{4} 8:00 AM$/);
    expect(mail.text).toContain('moved from the waitlist into the class');
    expect(mail.text).toContain('Harbourside Sports Centre, Court 1');
    expect(ctx.mail.messages.some((x) => x.to === w2.email)).toBe(false);
  });

  it('skips waitlisted members who no longer hold an active subscription', async () => {
    const c = await createClass(ctx.db, 6, { capacity: 1, time: '10:00' });
    const booked = await subscribed();
    const [lapsed, next] = [await subscribed(), await subscribed()];
    await book(booked.id, c.id, 'add');
    await book(lapsed.id, c.id, 'waitlist');
    await book(next.id, c.id, 'waitlist');
    await ctx.db.subscription.updateMany({ where: { memberId: lapsed.id }, data: { status: 'suspended' } });
    await book(booked.id, c.id, 'remove');
    expect(
      (
        await ctx.db.classEnrollment.findUniqueOrThrow({
          where: { classId_memberId: { classId: c.id, memberId: next.id } },
        })
      ).status,
    ).toBe('booked');
    expect(
      (
        await ctx.db.classEnrollment.findUniqueOrThrow({
          where: { classId_memberId: { classId: c.id, memberId: lapsed.id } },
        })
      ).status,
    ).toBe('waitlisted');
  });

  it('frees the place when nobody is waiting, and removes a waitlist place without touching the bookings', async () => {
    const c = await createClass(ctx.db, 2, { capacity: 3, time: '06:00' });
    const m = await subscribed();
    await book(m.id, c.id, 'add');
    const res = await book(m.id, c.id, 'remove');
    expect(classOf(res.body, c.id)).toMatchObject({ class_booked: false, class_capacity: 3 });
    expect((await book(m.id, c.id, 'remove')).status).toBe(404);
    // A cancelled row is reused when the member books again.
    expect((await book(m.id, c.id, 'add')).status).toBe(200);

    const full = await createClass(ctx.db, 2, { capacity: 1, time: '07:00' });
    const [a, b] = [await subscribed(), await subscribed()];
    await book(a.id, full.id, 'add');
    await book(b.id, full.id, 'waitlist');
    const left = await book(b.id, full.id, 'remove');
    expect(left.body.message).toBe(HPC_MSG.removedWaitlist);
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: full.id } })).bookedCount).toBe(1);
  });
});

describe('enrollments', () => {
  it('lists the member enrolments latest first, with CANCEL on future ones only', async () => {
    const m = await subscribed();
    const soon = await createClass(ctx.db, 1, { name: 'Speed & Agility', minutes: 60 });
    const later = await createClass(ctx.db, 8, { name: 'Strength & Conditioning' });
    const past = await ctx.db.hpcClass.create({
      data: {
        name: 'Game IQ',
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        endsAt: new Date(Date.now() - 3 * 86_400_000 + 3_600_000),
        capacity: 5,
        room: 'Gym',
      },
    });
    await ctx.db.classEnrollment.create({
      data: { classId: past.id, memberId: m.id, status: 'booked', attendance: 'absent' },
    });
    await book(m.id, soon.id, 'add');
    await book(m.id, later.id, 'add', 1);

    const res = await ctx.api().get('/api/hpc/enrollments').set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { name: string }) => e.name)).toEqual([
      'Strength & Conditioning',
      'Speed & Agility',
      'Game IQ',
    ]);
    expect(res.body.data[1]).toMatchObject({
      class_id: soon.id,
      duration: 60,
      location: 'Harbourside Sports Centre, Court 1',
      status: 'booked',
      can_cancel: true,
    });
    expect(res.body.data[1].date_time).toMatch(/^\d{2}\/\d{2}\/\d{4} 6:30 PM$/);
    expect(res.body.data[1].attendance).toBeNull();
    // A past class reads as the roll has it: missed here; attended once marked so; not marked before.
    expect(res.body.data[2]).toMatchObject({ location: 'Gym', can_cancel: false, attendance: 'missed' });
    for (const [attendance, shown] of [
      ['attended', 'attended'],
      [null, 'not_marked'],
    ] as const) {
      await ctx.db.classEnrollment.updateMany({
        where: { classId: past.id, memberId: m.id },
        data: { attendance },
      });
      const again = await ctx.api().get('/api/hpc/enrollments').set('authorization', bearer(m.id));
      expect(again.body.data[2].attendance).toBe(shown);
    }
  });

  it('cancels a future enrolment, frees the place and refuses past ones and other members', async () => {
    const m = await subscribed();
    const other = await subscribed();
    const c = await createClass(ctx.db, 3, { capacity: 4, time: '12:00' });
    await book(m.id, c.id, 'add');
    const mine = await ctx.db.classEnrollment.findUniqueOrThrow({
      where: { classId_memberId: { classId: c.id, memberId: m.id } },
    });
    expect(
      (await ctx.api().post(`/api/hpc/enrollments/${mine.id}/cancel`).set('authorization', bearer(other.id)))
        .status,
    ).toBe(404);

    const res = await ctx
      .api()
      .post(`/api/hpc/enrollments/${mine.id}/cancel`)
      .set('authorization', bearer(m.id));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HPC_MSG.enrollmentCancelled);
    expect(res.body.data.find((e: { id: number }) => e.id === mine.id)).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
    });
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).bookedCount).toBe(0);
    expect(
      (await ctx.api().post(`/api/hpc/enrollments/${mine.id}/cancel`).set('authorization', bearer(m.id)))
        .status,
    ).toBe(422);

    const past = await ctx.db.hpcClass.create({
      data: {
        name: 'Yesterday',
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() - 82_800_000),
        capacity: 5,
        bookedCount: 1,
      },
    });
    const old = await ctx.db.classEnrollment.create({
      data: { classId: past.id, memberId: m.id, status: 'booked' },
    });
    const refused = await ctx
      .api()
      .post(`/api/hpc/enrollments/${old.id}/cancel`)
      .set('authorization', bearer(m.id));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(HPC_MSG.pastEnrollment);
  });
});
