// The console's HPC classes (facilities staff): classes made from a weekly schedule keep their local
// time across daylight saving and skip the days the centre is closed; members see them, each with
// its own booking window; one class or the rest of a series can be changed or cancelled (members
// told); each class's roll is marked; waitlisted members are moved in by hand or automatically,
// and a promotion by hand racing a member for the last place gives it to exactly one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HPC_MSG, type THpcClass } from '@courtside/contracts';
import { HPC_ADMIN_MSG, type TAdminClass } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createClass, createHpcMember, createPlan, TZ } from '../../../test/hpc-factories.js';
import { addDaysIso, dbDate, todayIso, weekdayOfIso } from '../../lib/local-dates.js';

let ctx: TestContext;
let facilities: { id: number };
let plan: { id: number; priceCents: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const admin = (method: 'get' | 'post' | 'put' | 'patch', path: string, as = facilities.id) =>
  ctx.api()[method](`/api/admin/hpc${path}`).set('authorization', bearer(as));
const book = (memberId: number, classId: number, classAction: 'add' | 'waitlist' | 'remove', classWeek = 0) =>
  ctx
    .api()
    .post('/api/hpc/classes/book')
    .set('authorization', bearer(memberId))
    .send({ classData: classId, classAction, classWeek });
const week = async (memberId: number, n: number) =>
  (await ctx.api().get(`/api/hpc/classes/${n}`).set('authorization', bearer(memberId))).body
    .data as THpcClass[];
const subscribed = () => createHpcMember(ctx.db, { subscribed: true, plan });
const statusOf = async (classId: number, memberId: number) =>
  (await ctx.db.classEnrollment.findUnique({ where: { classId_memberId: { classId, memberId } } }))?.status;
const today = () => todayIso(TZ, new Date());
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

const squad = {
  name: 'Elite Squad',
  description: 'Game-speed reps for rep players.',
  room: 'Court 2',
  trainers: ['Coach Mia Santos', 'Coach Tom Becker'],
  activities: ['Shooting', 'Defence'],
  colour: '#8e24aa',
  capacity: 12,
};

/** A full class (capacity 1, booked) with `waiting` members on its waitlist, in that order. */
async function fullClassWithWaitlist(days: number, waiting: number, time = '16:00') {
  const c = await createClass(ctx.db, days, { capacity: 1, time, name: 'Shooting Lab' });
  const booked = await subscribed();
  expect((await book(booked.id, c.id, 'add')).status).toBe(200);
  const waitlist = [];
  for (let i = 0; i < waiting; i++) {
    const w = await subscribed();
    expect((await book(w.id, c.id, 'waitlist')).status).toBe(200);
    waitlist.push(w);
  }
  return { c, booked, waitlist };
}

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  facilities = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
  plan = await createPlan(ctx.db);
});
afterAll(() => ctx?.close());

describe('weekly schedules', () => {
  it('makes Monday and Wednesday classes at 17:00 local time on both sides of the end of daylight saving', async () => {
    const venue = await ctx.db.venue.create({ data: { name: 'Northside Stadium' } });
    const res = await admin('post', '/series').send({
      ...squad,
      venue_id: venue.id,
      weekdays: ['MO', 'WE'],
      start_time: '17:00',
      end_time: '18:30',
      first_date: '2027-03-22',
      until: '2027-04-14',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const classes = res.body.data.classes as TAdminClass[];
    expect(classes.map((c) => c.starts_at)).toEqual([
      '2027-03-22T17:00:00+11:00',
      '2027-03-24T17:00:00+11:00',
      '2027-03-29T17:00:00+11:00',
      '2027-03-31T17:00:00+11:00',
      // Clocks go back on Sunday 4 April: still 17:00 on the wall, one hour later in UTC.
      '2027-04-05T17:00:00+10:00',
      '2027-04-07T17:00:00+10:00',
      '2027-04-12T17:00:00+10:00',
      '2027-04-14T17:00:00+10:00',
    ]);
    const rows = await ctx.db.hpcClass.findMany({
      where: { seriesId: res.body.data.series_id },
      orderBy: { startsAt: 'asc' },
    });
    expect(rows.map((r) => r.startsAt.toISOString().slice(11, 16))).toEqual([
      ...Array(4).fill('06:00'),
      ...Array(4).fill('07:00'),
    ]);
    expect(classes[0]).toMatchObject({
      ...squad,
      series_id: res.body.data.series_id,
      date: '2027-03-22',
      start_time: '17:00',
      end_time: '18:30',
      duration: 90,
      venue: { id: venue.id, name: 'Northside Stadium' },
      booked: 0,
      waitlisted: 0,
      booking_days_ahead: null,
      cancelled: false,
    });
    expect(res.body.data.rule).toBe(
      'DTSTART;TZID=Australia/Sydney:20270322T170000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;UNTIL=20270414T235959',
    );
    expect(res.body.data.skipped).toEqual([]);
    const audit = await ctx.db.auditEntry.findFirst({
      where: { entity: 'HpcClassSeries', entityId: String(res.body.data.series_id) },
    });
    expect(audit).toMatchObject({ actorId: facilities.id, action: 'hpc.series.create' });
  });

  it('skips days the centre is closed, dates a plan has no classes, and dates staff leave out, and says why', async () => {
    await ctx.db.hpcClosure.create({
      data: {
        name: 'Winter shutdown',
        firstDay: dbDate('2098-06-08'),
        lastDay: dbDate('2098-06-10'),
        createdById: facilities.id,
      },
    });
    await createPlan(ctx.db, { name: 'Term Plan', excludedDates: [dbDate('2098-06-23')] });
    const res = await admin('post', '/series').send({
      ...squad,
      weekdays: ['MO'],
      start_time: '06:30',
      end_time: '07:30',
      first_date: '2098-06-01',
      count: 5,
      skip_dates: ['2098-06-30'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.classes.map((c: TAdminClass) => c.date)).toEqual(['2098-06-02', '2098-06-16']);
    expect(res.body.data.skipped).toEqual([
      { date: '2098-06-09', why: 'Closed: Winter shutdown' },
      { date: '2098-06-23', why: 'No classes (plan Term Plan)' },
      { date: '2098-06-30', why: 'Skipped' },
    ]);
  });

  it('refuses a schedule of more than 200 classes, an end before its start, no end, an unknown venue, a day of no classes', async () => {
    const base = {
      ...squad,
      weekdays: ['MO'],
      start_time: '17:00',
      end_time: '18:00',
      first_date: '2097-01-07',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ weekdays: CODES, until: '2097-12-31' }, 'until'],
      [{ count: 201 }, 'count'],
      [{ count: 3, end_time: '16:00' }, 'end_time'],
      [{}, 'until'],
      [{ count: 3, until: '2097-02-01' }, 'until'],
      [{ until: '2097-01-06' }, 'until'],
      [{ count: 3, venue_id: 999_999 }, 'venue_id'],
      [{ count: 3, capacity: 0 }, 'capacity'],
      [{ count: 3, colour: 'purple' }, 'colour'],
      [{ count: 3, weekdays: [] }, 'weekdays'],
      [{ count: 1, skip_dates: ['2097-01-07'] }, 'weekdays'],
    ];
    const before = await ctx.db.hpcClass.count();
    for (const [change, field] of cases) {
      const res = await admin('post', '/series').send({ ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    expect(await ctx.db.hpcClass.count()).toBe(before);
  });

  it('shows members the new classes, and honours a class’s own booking window', async () => {
    const member = await subscribed();
    const day = addDaysIso(today(), 2);
    const res = await admin('post', '/series').send({
      ...squad,
      name: 'Early Window Squad',
      booking_days_ahead: 1,
      weekdays: [CODES[weekdayOfIso(day)]],
      start_time: '18:00',
      end_time: '19:00',
      first_date: day,
      count: 1,
    });
    const [made] = res.body.data.classes as TAdminClass[];
    const seen = (await week(member.id, 0)).find((c) => c.class_id === made!.id);
    expect(seen).toMatchObject({
      class_name: 'Early Window Squad',
      class_room: 'Court 2',
      class_trainers: 'Coach Mia Santos, Coach Tom Becker',
      class_activity: 'Shooting, Defence',
      class_colour: '#8e24aa',
      class_capacity: 12,
      class_starts_formatted: '18:00',
      class_day_advance: 2,
      class_booking_days_ahead: 1,
    });
    const refused = await book(member.id, made!.id, 'add');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: 'booking_not_open', message: HPC_MSG.bookingNotOpen(1) });

    // A longer window than the centre's 14 days opens a class three weeks out.
    const far = addDaysIso(today(), 17);
    const longer = await admin('post', '/series').send({
      ...squad,
      booking_days_ahead: 21,
      weekdays: [CODES[weekdayOfIso(far)]],
      start_time: '18:00',
      end_time: '19:00',
      first_date: far,
      count: 1,
    });
    const farId = longer.body.data.classes[0].id as number;
    expect((await book(member.id, farId, 'add', 2)).status).toBe(200);
    const plain = await createClass(ctx.db, 17, { time: '07:00' });
    expect((await book(member.id, plain.id, 'add', 2)).body.message).toBe(HPC_MSG.bookingNotOpen(14));
  });

  it('lists classes of a period for the console, cancelled ones too', async () => {
    const c = await createClass(ctx.db, 9, { time: '05:30', name: 'Listed Class' });
    const day = addDaysIso(today(), 9);
    const res = await admin('get', `/classes?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    expect(res.body.data.classes.map((x: TAdminClass) => x.id)).toContain(c.id);
    expect((await admin('get', `/classes?from=${day}&to=${addDaysIso(day, -1)}`)).status).toBe(422);
  });
});

describe('changing and cancelling classes', () => {
  it('changes one class’s time, room, trainers and capacity, never below the places booked', async () => {
    const { c } = await fullClassWithWaitlist(5, 0, '09:00');
    const res = await admin('patch', `/classes/${c.id}`).send({
      start_time: '09:30',
      end_time: '11:00',
      room: 'Gym',
      trainers: ['Coach Ana Ruiz'],
      capacity: 4,
      booking_days_ahead: 7,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      start_time: '09:30',
      end_time: '11:00',
      duration: 90,
      room: 'Gym',
      trainers: ['Coach Ana Ruiz'],
      capacity: 4,
      booked: 1,
      booking_days_ahead: 7,
    });
    const low = await admin('patch', `/classes/${c.id}`).send({ capacity: 1 });
    expect(low.status).toBe(200);
    const below = await ctx.db.hpcClass.update({ where: { id: c.id }, data: { bookedCount: 2 } });
    expect(below.bookedCount).toBe(2);
    const refused = await admin('patch', `/classes/${c.id}`).send({ capacity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(HPC_ADMIN_MSG.capacityBelowBooked(2));
    expect(
      (await admin('patch', `/classes/${c.id}`).send({ start_time: '12:00', end_time: '11:00' })).status,
    ).toBe(422);
    expect((await admin('patch', '/classes/999999').send({ room: 'x' })).status).toBe(404);
    const entries = await ctx.db.auditEntry.findMany({
      where: { entity: 'HpcClass', entityId: String(c.id), action: 'hpc.class.update' },
      orderBy: { id: 'asc' },
    });
    expect(entries).toHaveLength(2);
    expect(entries[0]!.before).toMatchObject({ start_time: '09:00', room: 'Court 1', capacity: 1 });
    expect(entries[0]!.after).toMatchObject({ start_time: '09:30', room: 'Gym', capacity: 4 });
  });

  it('moves waitlisted members into places a raised capacity adds, in order, and tells them', async () => {
    const { c, waitlist } = await fullClassWithWaitlist(6, 3, '10:00');
    const [w1, w2, w3] = [waitlist[0]!, waitlist[1]!, waitlist[2]!];
    const res = await admin('patch', `/classes/${c.id}`).send({ capacity: 3 });
    expect(res.body.data).toMatchObject({ capacity: 3, booked: 3, waitlisted: 1 });
    expect([await statusOf(c.id, w1.id), await statusOf(c.id, w2.id), await statusOf(c.id, w3.id)]).toEqual([
      'booked',
      'booked',
      'waitlisted',
    ]);
    await ctx.mail.waitFor((m) => m.to === w1.email && m.subject.startsWith("You're in"));
    await ctx.mail.waitFor((m) => m.to === w2.email && m.subject.startsWith("You're in"));
  });

  it('cancels a class: its members are emailed, their places released, and members no longer see or book it', async () => {
    const { c, booked, waitlist } = await fullClassWithWaitlist(3, 1, '19:00');
    const res = await admin('post', `/classes/${c.id}/cancel`).send({ reason: 'Court resurfacing' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ cancelled: true, booked: 0, roll: [], waitlist: [] });
    for (const m of [booked, waitlist[0]!]) {
      const mail = await ctx.mail.waitFor(
        (x) => x.to === m.email && x.subject.startsWith('Cancelled: Shooting Lab'),
      );
      expect(mail.text).toContain('has been cancelled: Court resurfacing');
      expect(await statusOf(c.id, m.id)).toBe('cancelled');
    }
    expect((await week(booked.id, 0)).some((x) => x.class_id === c.id)).toBe(false);
    const enrolled = await ctx.api().get('/api/hpc/enrollments').set('authorization', bearer(booked.id));
    expect(enrolled.body.data.find((e: { class_id: number }) => e.class_id === c.id)).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
    });
    const other = await subscribed();
    expect((await book(other.id, c.id, 'add')).status).toBe(404);
    expect((await admin('post', `/classes/${c.id}/cancel`).send({})).status).toBe(409);
    const audit = await ctx.db.auditEntry.findFirst({
      where: { entity: 'HpcClass', entityId: String(c.id), action: 'hpc.class.cancel' },
    });
    expect(audit).toMatchObject({ actorId: facilities.id, reason: 'Court resurfacing' });
  });

  it('changes and cancels the rest of a series from a date, leaving the earlier classes as they were', async () => {
    const first = addDaysIso(today(), 1);
    const made = await admin('post', '/series').send({
      ...squad,
      weekdays: [CODES[weekdayOfIso(first)]],
      start_time: '17:00',
      end_time: '18:00',
      first_date: first,
      count: 4,
    });
    const seriesId = made.body.data.series_id as number;
    const dates = (made.body.data.classes as TAdminClass[]).map((c) => c.date);
    const changed = await admin('patch', `/series/${seriesId}`).send({
      from: dates[2],
      start_time: '17:30',
      end_time: '19:00',
      room: 'Court 3',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.classes.map((c: TAdminClass) => [c.date, c.start_time, c.room])).toEqual([
      [dates[2], '17:30', 'Court 3'],
      [dates[3], '17:30', 'Court 3'],
    ]);
    const all = await admin('get', `/classes?from=${first}&to=${dates[3]}&series_id=${seriesId}`);
    expect(all.body.data.classes.map((c: TAdminClass) => [c.start_time, c.room])).toEqual([
      ['17:00', 'Court 2'],
      ['17:00', 'Court 2'],
      ['17:30', 'Court 3'],
      ['17:30', 'Court 3'],
    ]);

    // One class of the rest has more booked than the new capacity: nothing changes.
    const member = await subscribed();
    const lastId = all.body.data.classes[3].id as number;
    await ctx.db.hpcClass.update({ where: { id: lastId }, data: { bookedCount: 5 } });
    const refused = await admin('patch', `/series/${seriesId}`).send({
      from: dates[2],
      capacity: 2,
      room: 'X',
    });
    expect(refused.status).toBe(409);
    expect(
      (await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: all.body.data.classes[2].id } })).room,
    ).toBe('Court 3');
    await ctx.db.hpcClass.update({ where: { id: lastId }, data: { bookedCount: 0 } });

    const firstId = all.body.data.classes[0].id as number;
    expect((await book(member.id, firstId, 'add')).status).toBe(200);
    const cancelled = await admin('post', `/series/${seriesId}/cancel`).send({ from: dates[1] });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.classes.map((c: TAdminClass) => [c.date, c.cancelled])).toEqual([
      [dates[1], true],
      [dates[2], true],
      [dates[3], true],
    ]);
    expect(await statusOf(firstId, member.id)).toBe('booked');
    expect((await admin('patch', '/series/999999').send({ from: first, room: 'x' })).status).toBe(404);
  });
});

describe('the roll', () => {
  /** A class that started an hour ago with booked members (seeded as past bookings are). */
  async function startedClass(members: Array<{ id: number }>) {
    const startsAt = new Date(Date.now() - 60 * 60_000);
    return ctx.db.hpcClass.create({
      data: {
        name: 'Morning Conditioning',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60_000),
        capacity: 10,
        bookedCount: members.length,
        enrollments: { create: members.map((m) => ({ memberId: m.id, status: 'booked' as const })) },
      },
    });
  }

  it('shows booked members and the waitlist in order, and marks attendance, audited', async () => {
    const ann = await createHpcMember(
      ctx.db,
      { subscribed: true, plan },
      { firstname: 'Ann', lastname: 'Aardvark' },
    );
    const zed = await createHpcMember(
      ctx.db,
      { subscribed: true, plan },
      { firstname: 'Zed', lastname: 'Zebra' },
    );
    const c = await startedClass([zed, ann]);
    const res = await admin('put', `/classes/${c.id}/attendance`).send({
      marks: [
        { member_id: ann.id, attendance: 'attended' },
        { member_id: zed.id, attendance: 'absent' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.data.roll.map((r: { member: { name: string }; attendance: string }) => [
        r.member.name,
        r.attendance,
      ]),
    ).toEqual([
      ['Ann Aardvark', 'attended'],
      ['Zed Zebra', 'absent'],
    ]);
    const cleared = await admin('put', `/classes/${c.id}/attendance`).send({
      marks: [{ member_id: zed.id, attendance: null }],
    });
    expect(cleared.body.data.roll[1].attendance).toBeNull();
    const outsider = await subscribed();
    const refused = await admin('put', `/classes/${c.id}/attendance`).send({
      marks: [{ member_id: outsider.id, attendance: 'attended' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.marks[0]).toContain(HPC_ADMIN_MSG.notBooked);
    const entries = await ctx.db.auditEntry.findMany({
      where: { entity: 'HpcClass', entityId: String(c.id), action: 'hpc.class.attendance' },
      orderBy: { id: 'asc' },
    });
    expect(entries).toHaveLength(2);
    expect(entries[1]!.before).toEqual([{ member_id: zed.id, attendance: 'absent' }]);
    expect(entries[1]!.after).toEqual([{ member_id: zed.id, attendance: null }]);
  });

  it('lists the waitlist in the order members joined it, and opens the roll only on the day of the class', async () => {
    const { c, booked, waitlist } = await fullClassWithWaitlist(4, 2, '11:00');
    const res = await admin('get', `/classes/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.roll.map((r: { member: { id: number } }) => r.member.id)).toEqual([booked.id]);
    expect(
      res.body.data.waitlist.map((w: { member: { id: number }; position: number }) => [
        w.member.id,
        w.position,
      ]),
    ).toEqual([
      [waitlist[0]!.id, 1],
      [waitlist[1]!.id, 2],
    ]);
    expect(res.body.data.waitlist[0]).toMatchObject({ active_subscription: true });
    const early = await admin('put', `/classes/${c.id}/attendance`).send({
      marks: [{ member_id: booked.id, attendance: 'attended' }],
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(HPC_ADMIN_MSG.rollNotOpen);
    expect((await admin('get', '/classes/999999')).status).toBe(404);
  });
});

describe('the waitlist', () => {
  it('promotes a member by hand only into a free place, or with the capacity raised for them, and tells them', async () => {
    const { c, waitlist } = await fullClassWithWaitlist(8, 2, '12:00');
    const second = waitlist[1]!;
    const full = await admin('post', `/classes/${c.id}/promote`).send({ member_id: second.id });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: 'class_full', message: HPC_ADMIN_MSG.classFullRaise });
    const res = await admin('post', `/classes/${c.id}/promote`).send({
      member_id: second.id,
      raise_capacity: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ capacity: 2, booked: 2, waitlisted: 1 });
    expect(res.body.data.waitlist.map((w: { member: { id: number } }) => w.member.id)).toEqual([
      waitlist[0]!.id,
    ]);
    const mail = await ctx.mail.waitFor((m) => m.to === second.email);
    expect(mail.subject).toMatch(/^You're in: Shooting Lab on /);
    expect((await admin('post', `/classes/${c.id}/promote`).send({ member_id: second.id })).status).toBe(409);
    const audit = await ctx.db.auditEntry.findFirst({
      where: { entity: 'HpcClass', entityId: String(c.id), action: 'hpc.class.promote' },
    });
    expect(audit!.before).toMatchObject({
      capacity: 1,
      booked: 1,
      member_id: second.id,
      status: 'waitlisted',
    });
    expect(audit!.after).toMatchObject({ capacity: 2, booked: 2, member_id: second.id, status: 'booked' });

    // Without an active subscription the member cannot be moved in, as they could not book.
    const first = waitlist[0]!;
    await ctx.db.subscription.updateMany({ where: { memberId: first.id }, data: { status: 'suspended' } });
    const lapsed = await admin('post', `/classes/${c.id}/promote`).send({
      member_id: first.id,
      raise_capacity: true,
    });
    expect(lapsed.status).toBe(422);
    expect(lapsed.body.error).toBe('no_active_subscription');
  });

  it('gives the last place to exactly one of a promotion by hand and a member booking at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      // One place free and one member waiting for it (left from before the place came free).
      const c = await createClass(ctx.db, 10, { capacity: 2, time: `0${round + 5}:15` });
      const holder = await subscribed();
      const waiting = await subscribed();
      await ctx.db.hpcClass.update({ where: { id: c.id }, data: { bookedCount: 1 } });
      await ctx.db.classEnrollment.createMany({
        data: [
          { classId: c.id, memberId: holder.id, status: 'booked' },
          { classId: c.id, memberId: waiting.id, status: 'waitlisted', waitlistedAt: new Date() },
        ],
      });
      const booker = await subscribed();
      const [promoted, booked] = await Promise.all([
        admin('post', `/classes/${c.id}/promote`).send({ member_id: waiting.id }),
        book(booker.id, c.id, 'add', 1),
      ]);
      expect([promoted.status, booked.status].sort(), `round ${round}`).toEqual([200, 409]);
      const loser = promoted.status === 409 ? promoted : booked;
      expect(loser.body.error).toBe('class_full');
      const after = await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } });
      expect(after).toMatchObject({ capacity: 2, bookedCount: 2 });
      expect(await ctx.db.classEnrollment.count({ where: { classId: c.id, status: 'booked' } })).toBe(2);
      expect(await statusOf(c.id, waiting.id)).toBe(promoted.status === 200 ? 'booked' : 'waitlisted');
    }
  });

  it('takes a member off the waitlist, and out of the class with the place going to the next in line', async () => {
    const { c, booked, waitlist } = await fullClassWithWaitlist(11, 3, '13:00');
    const [w1, w2, w3] = [waitlist[0]!, waitlist[1]!, waitlist[2]!];
    const off = await admin('post', `/classes/${c.id}/remove`).send({ member_id: w1.id });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(
      off.body.data.waitlist.map((w: { member: { id: number }; position: number }) => [
        w.member.id,
        w.position,
      ]),
    ).toEqual([
      [w2.id, 1],
      [w3.id, 2],
    ]);
    expect(await statusOf(c.id, w1.id)).toBe('cancelled');

    const out = await admin('post', `/classes/${c.id}/remove`).send({ member_id: booked.id });
    expect(out.body.data).toMatchObject({ booked: 1, waitlisted: 1 });
    expect(out.body.data.roll.map((r: { member: { id: number } }) => r.member.id)).toEqual([w2.id]);
    await ctx.mail.waitFor((m) => m.to === w2.email && m.subject.startsWith("You're in"));

    const again = await admin('post', `/classes/${c.id}/remove`).send({ member_id: w1.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(HPC_ADMIN_MSG.notInClass);
    const audits = await ctx.db.auditEntry.findMany({
      where: { entity: 'HpcClass', entityId: String(c.id), action: 'hpc.class.remove' },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((a) => a.before)).toEqual([
      { member_id: w1.id, status: 'waitlisted' },
      { member_id: booked.id, status: 'booked' },
    ]);
    expect(audits[1]!.after).toEqual({ member_id: booked.id, status: 'cancelled', promoted: w2.id });
  });
});

describe('who may use it', () => {
  it('lets facilities staff and admins in, not finance or competition staff or members; visitors sign in', async () => {
    const c = await createClass(ctx.db, 12, { time: '14:00' });
    const adminStaff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    const member = await subscribed();
    expect((await admin('get', `/classes/${c.id}`, adminStaff.id)).status).toBe(200);
    expect((await admin('patch', `/classes/${c.id}`, adminStaff.id).send({ room: 'Court 9' })).status).toBe(
      200,
    );
    for (const who of [finance.id, competition.id, member.id]) {
      expect((await admin('get', `/classes/${c.id}`, who)).status).toBe(403);
      expect((await admin('patch', `/classes/${c.id}`, who).send({ room: 'Court 0' })).status).toBe(403);
      expect((await admin('post', `/classes/${c.id}/cancel`, who).send({})).status).toBe(403);
    }
    expect((await ctx.api().get(`/api/admin/hpc/classes/${c.id}`)).status).toBe(401);
    expect((await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).room).toBe('Court 9');
  });
});
