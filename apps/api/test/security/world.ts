// The people and objects the attack suites reason about: member A owns one object
// of every kind; B, a manager of another team and the coach of A's team try them.
// Every access flag is on for everyone, so flag guards never hide what a handler does.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/plugins/prisma.js';
import { createMember } from '../factories.js';
import { createInvoice, createVoucher } from '../money-factories.js';
import { createTeamGame, createTeamWithRoles } from '../team-factories.js';
import { createClass, createPlan } from '../hpc-factories.js';
import { createHireVenue } from '../booking-factories.js';
import { dbDate, todayIso } from '../../src/lib/local-dates.js';

export const ALL_FLAGS = {
  isEft: true,
  isRef: true,
  isRoster: true,
  isMan: true,
  isHpc: true,
  accessRef: ['referee'],
};

export type Role = 'signedOut' | 'A' | 'B' | 'otherManager' | 'coach';
export const ROLES: Role[] = ['signedOut', 'A', 'B', 'otherManager', 'coach'];

export async function createWorld(db: Db) {
  const tag = randomBytes(3).toString('hex');
  const t = await createTeamWithRoles(db, { players: 6 });
  // A is the manager of the team; distinctive details make foreign data easy to spot in a body.
  const A = await db.member.update({
    where: { id: t.people.manager.id },
    data: {
      ...ALL_FLAGS,
      firstname: 'Alicia',
      lastname: `Ownerly${tag}`,
      email: `alicia.${tag}@secret.example`,
      mobile: '0400111222',
    },
  });
  const B = await createMember(db, { ...ALL_FLAGS, firstname: 'Bruno', lastname: `Other${tag}` });
  const otherManager = await db.member.update({ where: { id: t.people.outsider.id }, data: ALL_FLAGS });
  const coach = await db.member.update({ where: { id: t.people.coach.id }, data: ALL_FLAGS });
  for (const m of [B, otherManager, coach])
    await db.member.update({ where: { id: m.id }, data: { dob: new Date('1985-11-03T00:00:00Z') } });

  // Money: an invoice, a paid store order with an attendee, its payment, a booking order and a voucher.
  const invoice = await createInvoice(db, {
    memberId: A.id,
    amountCents: 12_345,
    lines: { create: [{ description: `Alicia private fees ${tag}`, quantity: 1, unitPriceCents: 12_345 }] },
  });
  const order = await db.order.create({
    data: {
      memberId: A.id,
      origin: 'store',
      subtotalCents: 9_876,
      taxCents: 898,
      totalCents: 9_876,
      paid: true,
      paidAt: new Date(),
      lines: {
        create: [{ name: `Alicia camp ${tag}`, quantity: 1, unitPriceCents: 9_876, totalCents: 9_876 }],
      },
    },
    include: { lines: true },
  });
  const attendee = await db.attendee.create({
    data: {
      createdById: A.id,
      firstname: 'Zephyrine',
      lastname: `Attendee${tag}`,
      dob: new Date('2014-02-14T00:00:00Z'),
      gender: 'female',
      email: `zeph.${tag}@secret.example`,
    },
  });
  await db.orderLineAttendee.create({ data: { orderLineId: order.lines[0]!.id, attendeeId: attendee.id } });
  const payment = await db.payment.create({
    data: {
      orderId: order.id,
      memberId: A.id,
      amountCents: 9_876,
      method: 'card',
      gateway: 'sandbox',
      status: 'succeeded',
      gatewayRef: `sandbox_${tag}`,
    },
  });
  const hire = await createHireVenue(db);
  const bookingOrder = await db.order.create({
    data: {
      memberId: A.id,
      origin: 'booking',
      subtotalCents: 6_543,
      taxCents: 595,
      totalCents: 6_543,
      paid: true,
      paidAt: new Date(),
    },
  });
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const booking = await db.booking.create({
    data: {
      memberId: A.id,
      courtId: hire.single,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      sportId: hire.basketball,
      typeId: hire.casual,
      orderId: bookingOrder.id,
      priceCents: 6_543,
      status: 'booked',
    },
  });
  await db.payment.create({
    data: {
      orderId: bookingOrder.id,
      memberId: A.id,
      amountCents: 6_543,
      method: 'card',
      gateway: 'sandbox',
      status: 'succeeded',
    },
  });
  const voucher = await createVoucher(db, A, { value: 4_321 });
  const coupon = await createVoucher(db, A, {
    kind: 'client',
    number: `CL${tag.toUpperCase()}`,
    value: 1_234,
  });

  // HPC: an active subscription and a booked class (3 days ahead).
  const plan = await createPlan(db, { priceCents: 11_111 });
  const subscription = await db.subscription.create({
    data: {
      memberId: A.id,
      planId: plan.id,
      status: 'active',
      priceCents: plan.priceCents,
      startDate: dbDate(todayIso('Australia/Sydney', new Date())),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      paymentMethodRef: 'sandbox:4242:succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    },
  });
  const hpcClass = await createClass(db, 3, { capacity: 10 });
  const enrollment = await db.classEnrollment.create({
    data: { classId: hpcClass.id, memberId: A.id, status: 'booked' },
  });
  await db.hpcClass.update({ where: { id: hpcClass.id }, data: { bookedCount: 1 } });

  // Event roster: a shift of A.
  const event = await db.localEvent.create({ data: { name: `Junior Carnival ${tag}` } });
  const venue = await db.venue.create({ data: { name: `Secret Venue ${tag}` } });
  const rosterEntry = await db.localRosterEntry.create({
    data: {
      eventId: event.id,
      memberId: A.id,
      scheduleAt: startsAt,
      venueId: venue.id,
      function: `Alicia scorer ${tag}`,
    },
  });

  const game = await createTeamGame(db, t.division.id, t.team.id, t.other.id, 5);
  // A member who can stand in for a player as a temporary member.
  const substitute = await createMember(db, {
    firstname: 'Tess',
    lastname: `Temp${tag}`,
    dob: new Date('1998-07-04T00:00:00Z'),
  });

  return {
    tag,
    people: { A, B, otherManager, coach },
    team: t.team,
    otherTeam: t.other,
    division: t.division,
    players: t.players,
    game,
    substitute,
    invoice,
    order,
    attendee,
    payment,
    bookingOrder,
    booking,
    voucher,
    coupon,
    plan,
    subscription,
    hpcClass,
    enrollment,
    event,
    rosterEntry,
    /** Text of A's that must never appear in an answer to anyone else. */
    secrets: [
      A.lastname,
      A.email!,
      '0400111222',
      `Alicia private fees ${tag}`,
      `Alicia camp ${tag}`,
      attendee.lastname,
      `Alicia scorer ${tag}`,
      '123.45',
      '98.76',
      '65.43',
      t.team.name,
    ],
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
