// Speed: a member's pages cost the same number of SQL statements whether
// the member has 1 record or 20 (no query per row), and never more than 8. The
// statements are counted at the pg driver (test/sql-counter.ts), the sign-in check
// included, for one real HTTP request each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { createMember } from '../factories.js';
import { createInvoice, recordInvoicePayment } from '../money-factories.js';
import { createTeamWithRoles } from '../team-factories.js';
import { createHireVenue } from '../booking-factories.js';
import { countSqlStatements } from '../sql-counter.js';

const MAX_STATEMENTS = 8;
const MANY = 20;

let ctx: TestContext;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;

/** A member with `n` of everything the member pages list. */
async function memberWith(n: number) {
  const m = await createMember(ctx.db);
  await ctx.db.sportProfile.create({
    data: { memberId: m.id, sport: 'basketball', expiryDate: new Date('2027-03-31T00:00:00Z') },
  });
  const venue = await createHireVenue(ctx.db);
  for (let i = 0; i < n; i++) {
    // A team the member plays in (each with its own staff, players and division).
    const { team } = await createTeamWithRoles(ctx.db, { players: 2 });
    await ctx.db.teamPosition.create({
      data: { teamId: team.id, memberId: m.id, role: 'player', playingNumber: 50 + i },
    });
    // An invoice of the member's, part paid at the desk (an order and a payment each).
    const invoice = await createInvoice(ctx.db, { memberId: m.id, amountCents: 20_000 + i });
    await recordInvoicePayment(ctx.db, invoice, m.id, 5_000);
    // A paid store order with two lines.
    const order = await ctx.db.order.create({
      data: {
        memberId: m.id,
        origin: 'store',
        subtotalCents: 9_000,
        taxCents: 818,
        totalCents: 9_000,
        paid: true,
        paidAt: new Date(),
        lines: {
          create: [
            { name: 'Singlet', quantity: 1, unitPriceCents: 5_500, totalCents: 5_500 },
            { name: 'Shorts', quantity: 1, unitPriceCents: 3_500, totalCents: 3_500 },
          ],
        },
      },
    });
    await ctx.db.payment.create({
      data: {
        orderId: order.id,
        memberId: m.id,
        amountCents: 9_000,
        method: 'card',
        gateway: 'sandbox',
        gatewayRef: `sql-count-${order.id}`,
        status: 'succeeded',
      },
    });
    // A court hire booking.
    const startsAt = new Date(Date.now() + (i + 1) * 86_400_000);
    await ctx.db.booking.create({
      data: {
        memberId: m.id,
        courtId: venue.single,
        sportId: venue.basketball,
        typeId: venue.casual,
        optionId: i % 2 ? venue.scoreboard : null,
        orderId: order.id,
        // Billed on the invoice too, so the invoice list carries its booking table.
        invoiceId: invoice.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        priceCents: 6_000,
        status: 'booked',
        occupancies: {
          create: [{ courtId: venue.single, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) }],
        },
      },
    });
  }
  return m;
}

let one: { id: number };
let many: { id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  one = await memberWith(1);
  many = await memberWith(MANY);
}, 180_000);
afterAll(() => ctx?.close());

/** Statements of one GET by the member, and the list it answered (to check the records are really there). */
async function measure(
  path: string,
  memberId: number,
  listOf: (body: Record<string, unknown>) => unknown[] | undefined,
) {
  const counter = countSqlStatements();
  try {
    const res = await ctx.api().get(path).set('authorization', bearer(memberId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      statements: [...counter.statements],
      rows: listOf(res.body as Record<string, unknown>)?.length ?? null,
      body: res.body as Record<string, unknown>,
    };
  } finally {
    counter.stop();
  }
}

const data = (b: Record<string, unknown>) => b.data as Record<string, unknown>;
const pages: Array<{
  page: string;
  path: string;
  list: (b: Record<string, unknown>) => unknown[] | undefined;
  perMember?: (n: number) => number;
}> = [
  { page: 'dashboard', path: '/api/member/user', list: () => undefined },
  { page: 'invoices', path: '/api/ecommerce/invoices', list: (b) => data(b).invoices as unknown[] },
  // Receipts: the desk payment's order and the store order of each record.
  {
    page: 'receipts',
    path: '/api/ecommerce/orders',
    list: (b) => (Array.isArray(b.data) ? b.data : (data(b).orders as unknown[])),
    perMember: (n) => 2 * n,
  },
  {
    page: 'payments',
    path: '/api/ecommerce/payments',
    list: (b) => (Array.isArray(b.data) ? b.data : (data(b).payments as unknown[])),
    perMember: (n) => 2 * n,
  },
  {
    page: 'teams',
    path: '/api/member/teams',
    list: (b) => (Array.isArray(b.data) ? b.data : (data(b).teams as unknown[])),
  },
  { page: 'bookings', path: '/api/booking/mybookings', list: (b) => b.data as unknown[] },
];

describe('member pages cost the same SQL for 1 record as for 20', () => {
  for (const p of pages) {
    it(`${p.page}: ${p.path}`, async () => {
      // A first request warms caches that are not per member (settings, reference lists).
      await measure(p.path, one.id, p.list);
      const a = await measure(p.path, one.id, p.list);
      const b = await measure(p.path, many.id, p.list);
      console.log(
        `sql-counts: ${p.page.padEnd(10)} ${a.statements.length} statements for 1 record, ${b.statements.length} for ${MANY} (${a.rows ?? '-'} vs ${b.rows ?? '-'} rows)`,
      );
      if (a.rows !== null) {
        const expected = p.perMember ?? ((n: number) => n);
        expect(a.rows).toBeGreaterThanOrEqual(expected(1));
        expect(b.rows).toBeGreaterThanOrEqual(expected(MANY));
      }
      if (p.page === 'invoices') {
        // Each invoice came with its payment and its booking table (loaded in one statement each).
        for (const inv of data(b.body).invoices as Array<{
          inv_payments: unknown[];
          inv_bookings: unknown[];
        }>) {
          expect(inv.inv_payments).toHaveLength(1);
          expect(inv.inv_bookings).toHaveLength(1);
        }
      }
      expect(b.statements.length, b.statements.join('\n')).toBe(a.statements.length);
      expect(b.statements.length, b.statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    });
  }
});
