// The races of the member side with their requests spread over two real server processes on
// one PostgreSQL: whatever decides a race (a conditional update, a row lock, an
// exclusion constraint, a unique key) lives in the database, so two processes sell, book,
// redeem, renew and pay exactly as one does. Every charge goes through the real Stripe SDK
// to one local stand-in (test/stripe-mock.ts), which counts them.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToDmy, todayIn, toIsoDate } from '@courtside/contracts';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { createMember } from '../factories.js';
import { createInvoice, createMembershipProduct, createVoucher, pinOf } from '../money-factories.js';
import { cartLine, createStoreProduct, dayFromToday, newChild } from '../store-factories.js';
import { createClass, createHpcMember, createPlan } from '../hpc-factories.js';
import { createHireVenue } from '../booking-factories.js';
import { createOpenDivision } from '../team-factories.js';
import { startStripeMock, type StripeMock } from '../stripe-mock.js';
import { spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { createTestDatabase } from '../helpers.js';

const CARD = { paymentMethodId: 'pm_card_visa' };
let db: Db;
let stripe: StripeMock;
let servers: SpawnedServer[] = [];

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 4);
  stripe = await startStripeMock();
  // One JWT secret for both, as every deployment of several processes has.
  const JWT_SECRET = randomBytes(32).toString('hex');
  servers = await Promise.all(
    [0, 1].map(() =>
      spawnServer(databaseUrl, {
        JWT_SECRET,
        TIME_ZONE: 'Australia/Sydney',
        STRIPE_SECRET_KEY: 'sk_test_courtside',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
        STRIPE_API_URL: stripe.url,
      }),
    ),
  );
  await Promise.all(servers.map((server) => server.ready()));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await stripe?.close();
  await db?.$disconnect();
});

/** The i-th request of a race goes to process i mod 2 (`claims`: a staff session's second factor). */
const post = async (
  i: number,
  memberId: number,
  path: string,
  body: unknown,
  claims?: Record<string, unknown>,
) => {
  const server = servers[i % 2]!;
  const res = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${server.tokenFor(memberId, claims)}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const statuses = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

const charged = () => stripe.creates().length;

/** A card payment of `dollars` towards an invoice, as the invoice page sends it. */
const invoicePayment = (invoiceId: number, dollars: number, extra: Record<string, unknown>) => ({
  cardData: CARD,
  couponCart: [],
  donationCart: [],
  team: null,
  invoice: invoiceId,
  invoiceCart: [{ p_name: `Invoice #${invoiceId}`, p_price: dollars }],
  ...extra,
});

describe('races spread over two processes', () => {
  it('sells the last 3 places to 3 of 30 members, charging only them', async () => {
    const camp = await createStoreProduct(db, {
      name: 'Winter Camp',
      priceCents: 25_000,
      quantity: 40,
      booked: 37,
    });
    const members = await Promise.all(Array.from({ length: 30 }, () => createMember(db)));
    const before = charged();
    const answers = await Promise.all(
      members.map((m, i) =>
        post(i, m.id, '/api/ecommerce/store/payshoppingcart', {
          shoppingCart: [cartLine(camp, 1)],
          attendees: [newChild({ firstname: `Camper${i}` })],
          assign: [{ product_id: camp.id, attendees: [0] }],
          couponCart: null,
          donationCart: [],
          cardData: CARD,
          idempotencyKey: `store-race-${m.id}`,
        }),
      ),
    );
    expect(statuses(answers), JSON.stringify(answers.find((a) => a.status === 422)?.body)).toEqual({
      200: 3,
      409: 27,
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: camp.id } })).booked).toBe(40);
    expect(charged() - before).toBe(3);
    expect(await db.payment.count({ where: { memberId: { in: members.map((m) => m.id) } } })).toBe(3);
  });

  it('books one court slot for one of 10 members; the others are refused and not charged', async () => {
    const v = await createHireVenue(db);
    const day = isoToDmy(dayFromToday(3).toISOString().slice(0, 10));
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(db)));
    const before = charged();
    const answers = await Promise.all(
      members.map((m, i) =>
        post(i, m.id, '/api/booking/paybooking', {
          cardData: CARD,
          couponCart: [],
          donationCart: [],
          bookingCart: {
            venue: v.venueId,
            day,
            start: '19:00',
            end: '20:00',
            space: v.single,
            sport: v.basketball,
            type: v.casual,
            option: null,
          },
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    expect(
      statuses(answers),
      JSON.stringify(answers.find((a) => a.status !== 200 && a.status !== 409)),
    ).toEqual({
      200: 1,
      409: 9,
    });
    expect(
      await db.booking.count({ where: { courtId: v.single, status: { in: ['booked', 'pending'] } } }),
    ).toBe(1);
    expect(charged() - before).toBe(1);
  });

  it('gives one court and time to a class or a hire, never both, when 5 schedules and 5 hires race', async () => {
    const v = await createHireVenue(db);
    const staff = await createMember(db, { staffGrants: { create: [{ role: 'facilities' }] } });
    const iso = dayFromToday(4).toISOString().slice(0, 10);
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(db)));
    const hire = (i: number, memberId: number) =>
      post(i, memberId, '/api/booking/paybooking', {
        cardData: CARD,
        couponCart: [],
        donationCart: [],
        bookingCart: {
          venue: v.venueId,
          day: isoToDmy(iso),
          start: '19:00',
          end: '20:00',
          space: v.single,
          sport: v.basketball,
          type: v.casual,
          option: null,
        },
        idempotencyKey: randomUUID(),
      });
    const schedule = (i: number) =>
      post(
        i,
        staff.id,
        '/api/admin/hpc/series',
        {
          name: `Racing Class ${i}`,
          capacity: 10,
          venue_id: v.venueId,
          room: 'Court 2',
          weekdays: [weekday],
          start_time: '19:30',
          end_time: '20:30',
          first_date: iso,
          count: 1,
        },
        { mfa: true },
      );
    // Request i goes to process i mod 2: each kind reaches both processes.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? hire(i, members[i / 2]!.id) : schedule(i))),
    );
    const won = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(won, JSON.stringify(answers.filter((a) => a.status !== 409))).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409),
      JSON.stringify(answers),
    ).toHaveLength(9);
    const hires = await db.booking.count({ where: { courtId: v.single, status: { not: 'cancelled' } } });
    const classes = await db.hpcClass.count({ where: { venueId: v.venueId, cancelledAt: null } });
    expect(hires + classes).toBe(1);
    expect(await db.courtOccupancy.count({ where: { courtId: v.single } })).toBe(1);
  });

  it('leaves no class on a closed court that the closure does not name, when a venue closure and 8 schedules race', async () => {
    const v = await createHireVenue(db);
    const staff = await createMember(db, { staffGrants: { create: [{ role: 'facilities' }] } });
    const iso = dayFromToday(5).toISOString().slice(0, 10);
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
    const schedule = (i: number) =>
      post(
        i,
        staff.id,
        '/api/admin/hpc/series',
        {
          name: `Closing Race ${i}`,
          capacity: 10,
          venue_id: v.venueId,
          room: i % 2 === 0 ? 'Court 2' : 'Court 1 - Half A',
          weekdays: [weekday],
          start_time: `${String(9 + i).padStart(2, '0')}:00`,
          end_time: `${String(9 + i).padStart(2, '0')}:45`,
          first_date: iso,
          count: 1,
        },
        { mfa: true },
      );
    const closing = post(
      0,
      staff.id,
      '/api/admin/court-closures/venue',
      {
        venue_id: v.venueId,
        start_date: iso,
        start_time: '00:00',
        end_time: '24:00',
        reason: 'Power outage',
      },
      { mfa: true },
    );
    // Request i goes to process i mod 2: the closure and the schedules reach both processes.
    const [closed, ...made] = await Promise.all([
      closing,
      ...Array.from({ length: 8 }, (_, i) => schedule(i + 1)),
    ]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(
      made.every((a) => a.status === 201 || a.status === 409),
      JSON.stringify(made),
    ).toBe(true);
    // A class made before the closure stands and is named; none is made after it.
    const named = ((closed.body.data as { hits: { classes: Array<{ id: number }> } }).hits.classes ?? []).map(
      (c) => c.id,
    );
    const standing = await db.hpcClass.findMany({
      where: { venueId: v.venueId, cancelledAt: null },
      select: { id: true },
    });
    expect(standing.map((c) => c.id).sort((a, b) => a - b)).toEqual(named.sort((a, b) => a - b));
    expect(made.filter((a) => a.status === 201)).toHaveLength(named.length);
  });

  it('gives the last class spot to one of 15 members', async () => {
    const plan = await createPlan(db);
    const c = await createClass(db, 4, { capacity: 1 });
    const members = await Promise.all(
      Array.from({ length: 15 }, () => createHpcMember(db, { subscribed: true, plan })),
    );
    const answers = await Promise.all(
      members.map((m, i) =>
        post(i, m.id, '/api/hpc/classes/book', { classData: c.id, classAction: 'add', classWeek: 0 }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 14 });
    expect((await db.hpcClass.findUniqueOrThrow({ where: { id: c.id } })).bookedCount).toBe(1);
    expect(await db.classEnrollment.count({ where: { classId: c.id, status: 'booked' } })).toBe(1);
  });

  it('redeems a voucher once when 20 payments race for it', async () => {
    const m = await createMember(db);
    const inv = await createInvoice(db, { memberId: m.id, amountCents: 100_000 });
    const v = await createVoucher(db, m, { value: 500 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          i,
          m.id,
          `/api/ecommerce/invoice/${inv.id}/payment`,
          invoicePayment(inv.id, 10, {
            couponCart: { voucherNumber: v.number, voucherPin: pinOf(m), akv: true },
            idempotencyKey: `voucher-race-${v.id}-${i}`,
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await db.order.count({ where: { voucherId: v.id } })).toBe(1);
    expect((await db.voucher.findUniqueOrThrow({ where: { id: v.id } })).redeemedOrderId).not.toBeNull();
  });

  it('renews a membership once when 20 payments with different keys race', async () => {
    await createMembershipProduct(db, 'basketball');
    const m = await createMember(db);
    const today = toIsoDate(todayIn('Australia/Sydney'));
    const expiry = new Date(Date.parse(`${today}T00:00:00Z`) + 5 * 86_400_000);
    await db.sportProfile.create({
      data: { memberId: m.id, sport: 'basketball', expiryDate: expiry, membRenewal: false },
    });
    const before = charged();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i, m.id, '/api/ecommerce/membership/basketball', {
          cardData: CARD,
          couponCart: [],
          donationCart: [],
          membershipCart: [{ p_name: 'Membership', p_price: 120 }],
          sport: 'basketball',
          idempotencyKey: `renewal-race-${m.id}-${i}`,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 422: 19 });
    expect(await db.payment.count({ where: { memberId: m.id, status: 'succeeded' } })).toBe(1);
    expect(charged() - before).toBe(1);
    const profile = await db.sportProfile.findUniqueOrThrow({
      where: { memberId_sport: { memberId: m.id, sport: 'basketball' } },
    });
    expect(profile.expiryDate?.getUTCFullYear()).toBe(expiry.getUTCFullYear() + 1);
  });

  it('takes an invoice balance once when 10 payments of all of it race', async () => {
    const m = await createMember(db);
    const inv = await createInvoice(db, { memberId: m.id, amountCents: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          i,
          m.id,
          `/api/ecommerce/invoice/${inv.id}/payment`,
          invoicePayment(inv.id, 100, { idempotencyKey: `invoice-race-${inv.id}-${i}` }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBeGreaterThanOrEqual(400);
    const kept = await db.payment.aggregate({
      where: { invoiceId: inv.id, status: 'succeeded' },
      _sum: { amountCents: true },
      _count: true,
    });
    expect(kept).toMatchObject({ _count: 1, _sum: { amountCents: 10_000 } });
  });

  it('gives a division group’s last place to one of 8 teams staff enter at once, billing only it', async () => {
    const open = await createOpenDivision(db, { groupCapacity: 1 });
    const staff = await createMember(db, { staffGrants: { create: [{ role: 'competition' }] } });
    const managers = await Promise.all(Array.from({ length: 8 }, () => createMember(db)));
    const answers = await Promise.all(
      managers.map((m, i) =>
        post(
          i,
          staff.id,
          '/api/admin/nominations/entries',
          {
            team_name: `Racing Rockets ${i}`,
            manager_id: m.id,
            season_id: open.season.id,
            division_id: open.division.id,
          },
          { mfa: true },
        ),
      ),
    );
    expect(statuses(answers), JSON.stringify(answers.find((a) => a.status !== 201))).toEqual({ 201: 8 });
    // The others join the waitlist, billed nothing until a place is offered to them.
    const teams = await db.team.groupBy({
      by: ['nominationStatus'],
      where: { divisionId: open.division.id },
      _count: true,
    });
    expect(teams.map((t) => [t.nominationStatus, t._count]).sort()).toEqual([
      ['pending', 1],
      ['waitlisted', 7],
    ]);
    expect(await db.invoice.count({ where: { team: { divisionId: open.division.id } } })).toBe(1);
  });
});
