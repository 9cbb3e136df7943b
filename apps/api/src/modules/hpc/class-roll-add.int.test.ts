// Staff add a member to an HPC class from its roll: booked when the class has a free place, put at
// the end of the waitlist when it is full, the member emailed which and the change audited. The
// member's own rules hold (an active plan for the class, no class at the same time) except the
// booking window; a member already in the class or its waitlist is refused; a staff add racing
// members and other adds for the last place never takes the class past its capacity. Taking a
// member off (booked or waitlisted) emails them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HPC_MSG } from '@courtside/contracts';
import { HPC_ADMIN_MSG } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createClass, createHpcMember, createPlan, TZ } from '../../../test/hpc-factories.js';
import { addDaysIso, todayIso } from '../../lib/local-dates.js';

let ctx: TestContext;
let facilities: { id: number };
let plan: { id: number; priceCents: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const add = (classId: number, body: unknown, as = facilities.id) =>
  ctx
    .api()
    .post(`/api/admin/hpc/classes/${classId}/add`)
    .set('authorization', bearer(as))
    .send(body as object);
const remove = (classId: number, memberId: number) =>
  ctx
    .api()
    .post(`/api/admin/hpc/classes/${classId}/remove`)
    .set('authorization', bearer(facilities.id))
    .send({ member_id: memberId });
const book = (memberId: number, classId: number) =>
  ctx
    .api()
    .post('/api/hpc/classes/book')
    .set('authorization', bearer(memberId))
    .send({ classData: classId, classAction: 'add', classWeek: 1 });
const subscribed = () => createHpcMember(ctx.db, { subscribed: true, plan });
const statusOf = async (classId: number, memberId: number) =>
  (await ctx.db.classEnrollment.findUnique({ where: { classId_memberId: { classId, memberId } } }))?.status;
/** "10/04/2027", the class's local day `days` from today. */
const dmyIn = (days: number) => addDaysIso(todayIso(TZ, new Date()), days).split('-').reverse().join('/');

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: TZ });
  facilities = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
  plan = await createPlan(ctx.db);
});
afterAll(() => ctx?.close());

describe('adding a member', () => {
  it('books a member into a class with a free place, emails them and audits it', async () => {
    const c = await createClass(ctx.db, 5, { capacity: 2, time: '07:00' });
    const athlete = await subscribed();
    const res = await add(c.id, { member_id: athlete.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ booked: 1, capacity: 2, waitlisted: 0 });
    expect(res.body.data.roll.map((r: { member: { id: number } }) => r.member.id)).toEqual([athlete.id]);
    expect(await statusOf(c.id, athlete.id)).toBe('booked');

    const mail = await ctx.mail.waitFor((m) => m.to === athlete.email);
    expect(mail.subject).toBe(`You have been booked into Shooting Lab on ${dmyIn(5)} at 7:00 AM`);
    expect(mail.text).toContain('The class is at Harbourside Sports Centre, Court 1.');

    const audit = await ctx.db.auditEntry.findFirst({
      where: { entity: 'HpcClass', entityId: String(c.id), action: 'hpc.class.add' },
    });
    expect(audit).toMatchObject({ actorId: facilities.id });
    expect(audit!.before).toMatchObject({ booked: 0, member_id: athlete.id, status: null });
    expect(audit!.after).toMatchObject({
      booked: 1,
      member_id: athlete.id,
      status: 'booked',
      position: null,
    });
  });

  it('puts a member at the end of a full class’s waitlist and tells them their position', async () => {
    const c = await createClass(ctx.db, 6, { capacity: 1, time: '07:00' });
    const holder = await subscribed();
    const waiting = await subscribed();
    expect((await book(holder.id, c.id)).status).toBe(200);
    expect((await add(c.id, { member_id: waiting.id })).status).toBe(200);

    const athlete = await subscribed();
    const res = await add(c.id, { member_id: athlete.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ booked: 1, capacity: 1, waitlisted: 2 });
    expect(
      res.body.data.waitlist.map((w: { member: { id: number }; position: number }) => [
        w.member.id,
        w.position,
      ]),
    ).toEqual([
      [waiting.id, 1],
      [athlete.id, 2],
    ]);
    const mail = await ctx.mail.waitFor((m) => m.to === athlete.email);
    expect(mail.subject).toBe(
      `You have been added to the waitlist of Shooting Lab on ${dmyIn(6)} at 7:00 AM, position 2`,
    );
    const audit = await ctx.db.auditEntry.findFirst({
      where: { entity: 'HpcClass', entityId: String(c.id), action: 'hpc.class.add' },
      orderBy: { id: 'desc' },
    });
    expect(audit!.after).toMatchObject({ member_id: athlete.id, status: 'waitlisted', position: 2 });
  });

  it('refuses a member already booked or already waitlisted', async () => {
    const c = await createClass(ctx.db, 7, { capacity: 1, time: '07:00' });
    const [holder, waiting] = [await subscribed(), await subscribed()];
    expect((await add(c.id, { member_id: holder.id })).status).toBe(200);
    expect((await add(c.id, { member_id: waiting.id })).status).toBe(200);
    const booked = await add(c.id, { member_id: holder.id });
    expect(booked.status).toBe(409);
    expect(booked.body).toEqual({ error: 'already_booked', message: HPC_ADMIN_MSG.alreadyBooked });
    const queued = await add(c.id, { member_id: waiting.id });
    expect(queued.status).toBe(409);
    expect(queued.body).toEqual({ error: 'already_waitlisted', message: HPC_ADMIN_MSG.alreadyWaitlisted(1) });
    expect(await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({
      bookedCount: 1,
    });
  });

  it('holds the member’s own rules (an active plan, no class at the same time) but not the booking window', async () => {
    const lapsed = await createHpcMember(ctx.db);
    const c = await createClass(ctx.db, 8, { time: '07:00' });
    const none = await add(c.id, { member_id: lapsed.id });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ error: 'no_active_subscription', message: HPC_MSG.noActiveSubscription });

    const athlete = await subscribed();
    expect((await add(c.id, { member_id: athlete.id })).status).toBe(200);
    const sameTime = await createClass(ctx.db, 8, { time: '07:30', name: 'Footwork' });
    const clash = await add(sameTime.id, { member_id: athlete.id });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('class_clash');

    // Members book 14 days ahead at most; staff may place them further ahead.
    const later = await createClass(ctx.db, 20, { time: '07:00' });
    expect((await book(athlete.id, later.id)).body.error).toBe('booking_not_open');
    expect((await add(later.id, { member_id: athlete.id })).status).toBe(200);
  });

  it('answers an unknown class or member 404, a started or cancelled class 422 or 409', async () => {
    const athlete = await subscribed();
    const unknownClass = await add(999_999, { member_id: athlete.id });
    expect(unknownClass.status).toBe(404);
    const c = await createClass(ctx.db, 9, { time: '07:00' });
    const unknownMember = await add(c.id, { member_id: 999_999 });
    expect(unknownMember.status).toBe(404);
    expect(unknownMember.body.message).toBe('Member not found');
    expect((await add(c.id, { member_id: 'x' })).status).toBe(422);

    const past = await createClass(ctx.db, -1, { time: '07:00' });
    expect((await add(past.id, { member_id: athlete.id })).body).toEqual({
      error: 'class_started',
      message: HPC_ADMIN_MSG.classOver,
    });
    await ctx.db.hpcClass.update({ where: { id: c.id }, data: { cancelledAt: new Date() } });
    expect((await add(c.id, { member_id: athlete.id })).body.message).toBe(HPC_ADMIN_MSG.classCancelled);
  });

  it('answers a role without the HPC area 403 before reading the body, a visitor 401', async () => {
    const c = await createClass(ctx.db, 9, { time: '09:00' });
    const athlete = await subscribed();
    const finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
    for (const who of [finance.id, athlete.id]) {
      expect((await add(c.id, { member_id: athlete.id }, who)).status).toBe(403);
      expect((await add(c.id, { member_id: 'not an id', extra: true }, who)).status).toBe(403);
    }
    const visitor = await ctx
      .api()
      .post(`/api/admin/hpc/classes/${c.id}/add`)
      .send({ member_id: athlete.id });
    expect(visitor.status).toBe(401);
    expect(await statusOf(c.id, athlete.id)).toBeUndefined();
  });
});

describe('the last place', () => {
  it('goes to exactly one of two staff adds and a member booking at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await createClass(ctx.db, 10, { capacity: 1, time: `1${round}:00` });
      const [first, second, booker] = [await subscribed(), await subscribed(), await subscribed()];
      const [a, b, own] = await Promise.all([
        add(c.id, { member_id: first.id }),
        add(c.id, { member_id: second.id }),
        book(booker.id, c.id),
      ]);
      // Staff adds never fail for a full class (they join the waitlist); the member's booking does.
      expect([a.status, b.status], `round ${round}`).toEqual([200, 200]);
      expect([200, 409]).toContain(own.status);
      if (own.status === 409) expect(own.body.error).toBe('class_full');
      const after = await ctx.db.hpcClass.findUniqueOrThrow({ where: { id: c.id } });
      expect(after).toMatchObject({ capacity: 1, bookedCount: 1 });
      const statuses = [
        await statusOf(c.id, first.id),
        await statusOf(c.id, second.id),
        own.status === 200 ? 'booked' : undefined,
      ];
      expect(
        statuses.filter((s) => s === 'booked'),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await ctx.db.classEnrollment.count({ where: { classId: c.id, status: 'booked' } })).toBe(1);
      expect(await ctx.db.classEnrollment.count({ where: { classId: c.id, status: 'waitlisted' } })).toBe(
        own.status === 200 ? 2 : 1,
      );
    }
  });
});

describe('taking a member off', () => {
  it('emails the member taken out of the class and the one taken off its waitlist', async () => {
    const c = await createClass(ctx.db, 11, { capacity: 1, time: '07:00' });
    const [holder, waiting, next] = [await subscribed(), await subscribed(), await subscribed()];
    for (const m of [holder, waiting, next]) expect((await add(c.id, { member_id: m.id })).status).toBe(200);

    expect((await remove(c.id, waiting.id)).status).toBe(200);
    const off = await ctx.mail.waitFor((m) => m.to === waiting.email && m.subject.includes('taken off'));
    expect(off.subject).toBe(
      `You have been taken off the waitlist of Shooting Lab on ${dmyIn(11)} at 7:00 AM`,
    );

    expect((await remove(c.id, holder.id)).status).toBe(200);
    const out = await ctx.mail.waitFor((m) => m.to === holder.email && m.subject.includes('taken out'));
    expect(out.subject).toBe(`You have been taken out of Shooting Lab on ${dmyIn(11)} at 7:00 AM`);
    // The freed place went to the waitlist, whose member is told as before.
    await ctx.mail.waitFor((m) => m.to === next.email && m.subject.startsWith("You're in"));
  });
});
