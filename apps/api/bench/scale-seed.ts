// The data of pnpm bench's scale part (scale.ts): at each size, the competition (seasons of
// divisions with every result), members with paid store orders in bulk SQL, and the member whose
// pages are measured.
import { todayIn } from '@courtside/contracts';
import type { loadEnv } from '../src/config/env.js';
import type { Db } from '../src/plugins/prisma.js';
import { hashPassword } from '../src/lib/passwords.js';
import { seedAssociation, seedSeason, type DivisionPlan } from '../src/seed/competition.js';
import { seedBenchMember } from './bench-member.js';

/** The data at 1x; each size is this times its scale. */
export const BASE = { members: 15_000, divisions: 60, seasons: 3, orders: 50_000 };
/** A venue's weekly slots for a division: seven days at five start times two hours apart. */
const SLOTS_PER_VENUE = 35;

/** Three seasons (two past, archived; one active) of 60 x scale divisions, each 10 teams, 18 rounds, every result. */
export async function seedCompetition(db: Db, env: ReturnType<typeof loadEnv>, scale: number) {
  const { courtIds: demoCourts, groupIds } = await seedAssociation(db);
  // No two games share a court at a time (the court occupancy constraint): a venue's three courts
  // hold one division at each of its 35 day-and-start slots, so the divisions get venues enough.
  const venuesNeeded = Math.ceil((BASE.divisions * scale) / SLOTS_PER_VENUE);
  const courtIds = [...demoCourts];
  for (let v = demoCourts.length / 3; v < venuesNeeded; v++) {
    const venue = await db.venue.create({
      data: {
        name: `Bench Stadium ${v + 1}`,
        state: 'NSW',
        courts: { create: [1, 2, 3].map((n) => ({ name: `Court ${n}`, sortOrder: n })) },
      },
      select: { courts: { select: { id: true }, orderBy: { sortOrder: 'asc' } } },
    });
    courtIds.push(...venue.courts.map((c) => c.id));
  }
  const today = todayIn(env.TIME_ZONE);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  let active = { seasonId: 0, divisionIds: [] as number[] };
  for (let s = 0; s < BASE.seasons; s++) {
    const yearsAgo = BASE.seasons - 1 - s;
    const t = new Date(Date.UTC(today.year - yearsAgo, today.month - 1, today.day - weekday - 22 * 7));
    const divisions: DivisionPlan[] = Array.from({ length: BASE.divisions * scale }, (_, i) => ({
      name: `Division ${i + 1}`,
      grade: 'Seniors',
      group: 'Open Men',
      teams: 10,
      gender: 'male',
      ages: [19, 40],
      teamNames: 'suburbs',
      // Division i plays on day i mod 7 at start i mod 5 (a distinct pair for each i mod 35).
      day: i % 7,
      venue: Math.floor(i / SLOTS_PER_VENUE),
      start: [8 + (i % 5) * 2, 0],
      adjustments: [],
    }));
    const season = await seedSeason(
      db,
      env,
      {
        name: `Season ${today.year - yearsAgo}`,
        status: yearsAgo === 0 ? 'active' : 'inactive',
        archived: yearsAgo > 0,
        firstSunday: { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() },
        minRounds: 18,
        doubleRounds: () => [9],
        divisions,
        withPlayers: false,
        seed: 7 + s,
      },
      courtIds,
      groupIds,
      new Date(),
    );
    if (yearsAgo === 0) active = season;
  }
  return { activeSeasonId: active.seasonId, divisionId: active.divisionIds[0]! };
}

/** Members with a sport profile each, and paid store orders spread over them, in bulk SQL. */
export async function seedMembersAndOrders(db: Db, scale: number) {
  const members = BASE.members * scale;
  const orders = BASE.orders * scale;
  const hash = await hashPassword('ScaleSecret123');
  await db.$executeRawUnsafe(
    `INSERT INTO "Member" (username, "usernameLower", "passwordHash", firstname, lastname, dob, gender, email,
       mobile, address, suburb, postcode, state, "agreedToTerms", "agreedToPrivacy", "agreedToIndemnity", "updatedAt")
     SELECT 'member' || g, 'member' || g, $1, 'First' || g, 'Last' || g, date '1960-01-01' + (g % 20000),
       (CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END)::"Gender", 'member' || g || '@example.com',
       '04' || lpad((g % 100000000)::text, 8, '0'), (g % 300) || ' Court Street', 'BLACKTOWN', '2148', 'NSW',
       true, true, true, now()
     FROM generate_series(1, $2::int) g`,
    hash,
    members,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "SportProfile" ("memberId", sport, "expiryDate", "updatedAt")
     SELECT id, 'basketball', date '2027-03-31' - (id % 400), now() FROM "Member" WHERE username LIKE 'member%'`,
  );
  await db.$executeRawUnsafe(
    `WITH span AS (SELECT min(id) AS first, count(*) AS n FROM "Member" WHERE username LIKE 'member%')
     INSERT INTO "Order" ("memberId", origin, "subtotalCents", "taxCents", "totalCents", paid, "paidAt", "createdAt")
     SELECT span.first + (g::bigint * 7919) % span.n, 'store', 5500, 500, 5500, true,
       now() - (g % 1000) * interval '1 day', now() - (g % 1000) * interval '1 day'
     FROM span, generate_series(1, $1::int) g`,
    orders,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "OrderLine" ("orderId", name, quantity, "unitPriceCents", "totalCents")
     SELECT id, 'Association Singlet', 1, 5500, 5500 FROM "Order"`,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "Payment" ("orderId", "memberId", "amountCents", method, gateway, "gatewayRef", status, "createdAt")
     SELECT id, "memberId", "totalCents", 'card', 'sandbox', 'scale-' || id, 'succeeded', "createdAt" FROM "Order"`,
  );
}

/** The member whose pages are measured: the bench member with three orders, two invoices (one part paid) and a team. */
export async function seedMeasuredMember(db: Db, divisionId: number) {
  const m = await seedBenchMember(db);
  for (let i = 0; i < 3; i++) {
    const order = await db.order.create({
      data: {
        memberId: m.id,
        origin: 'store',
        subtotalCents: 5_500,
        taxCents: 500,
        totalCents: 5_500,
        paid: true,
        paidAt: new Date(),
        lines: {
          create: [{ name: 'Association Singlet', quantity: 1, unitPriceCents: 5_500, totalCents: 5_500 }],
        },
      },
    });
    await db.payment.create({
      data: {
        orderId: order.id,
        memberId: m.id,
        amountCents: 5_500,
        method: 'card',
        gateway: 'sandbox',
        gatewayRef: `bench-${order.id}`,
        status: 'succeeded',
      },
    });
  }
  const team = await db.team.findFirstOrThrow({ where: { divisionId }, select: { id: true } });
  await db.teamPosition.create({
    data: { teamId: team.id, memberId: m.id, role: 'player', playingNumber: 7 },
  });
  // Two invoices, one part paid by card.
  for (const amountCents of [12_000, 4_500]) {
    const invoice = await db.invoice.create({
      data: {
        memberId: m.id,
        dueDate: new Date(Date.UTC(2026, 11, 31)),
        amountCents,
        lines: { create: [{ description: 'Referee fees', quantity: 2, unitPriceCents: amountCents / 2 }] },
      },
    });
    const order = await db.order.create({
      data: {
        memberId: m.id,
        origin: 'invoice',
        invoiceId: invoice.id,
        subtotalCents: 2_000,
        taxCents: 182,
        totalCents: 2_000,
        paid: true,
        paidAt: new Date(),
      },
    });
    await db.payment.create({
      data: {
        orderId: order.id,
        memberId: m.id,
        invoiceId: invoice.id,
        amountCents: 2_000,
        method: 'card',
        gateway: 'sandbox',
        gatewayRef: `bench-invoice-${invoice.id}`,
        status: 'succeeded',
        description: `Invoice #${invoice.id}`,
      },
    });
  }
  return m;
}
