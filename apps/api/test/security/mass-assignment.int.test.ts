// Mass assignment: unknown or privileged fields (access flags such
// as is_ref or sk_tm, prices and totals, someone else's member id) sent to every write
// endpoint of the route table are refused or ignored. The caller holds only the flag
// its route needs, so a flag that gets set shows; a victim's row and records must not
// move; the money routes are sent a valid payment with tampered prices and the server
// charges its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToDmy } from '@courtside/contracts';
import type { Db } from '../../src/plugins/prisma.js';
import type { TestContext } from '../helpers.js';
import { createMember, registrationBody } from '../factories.js';
import { VISA, createInvoice, createMembershipProduct } from '../money-factories.js';
import { createStoreProduct, cartLine } from '../store-factories.js';
import { createOpenDivision } from '../team-factories.js';
import { createPlan } from '../hpc-factories.js';
import { contextWithRoutes, fill, type TableRoute } from './route-table.js';

type Member = Awaited<ReturnType<typeof createMember>>;

/** Fields no request may set. Prices are a cent, totals zero, and the member ids are the victim's. */
const privileged = (victimId: number) => ({
  is_ref: true,
  isRef: true,
  is_roster: true,
  isRoster: true,
  is_man: true,
  isMan: true,
  is_hpc: true,
  isHpc: true,
  is_eft: true,
  isEft: true,
  non_pl: true,
  nonPl: true,
  sk_tm: true,
  skTm: true,
  sk_tm_val: 0,
  skTmVal: 0,
  access_ref: ['referee', 'scorer', 'admin'],
  accessRef: ['referee', 'scorer', 'admin'],
  tokenVersion: 99,
  token_version: 99,
  price: 0.01,
  priceCents: 1,
  product_price: 0.01,
  p_price: 0.01,
  amountCents: 1,
  totalCents: 1,
  total: 0,
  subtotal: 0,
  o_total: 0,
  memberId: victimId,
  member_id: victimId,
  mid: victimId,
  o_paid: true,
  paid: true,
  status: 'succeeded',
  id: victimId,
});

const FLAG_COLUMNS = {
  isRef: true,
  isRoster: true,
  isMan: true,
  isHpc: true,
  isEft: true,
  nonPl: true,
  skTm: true,
  skTmVal: true,
  accessRef: true,
  tokenVersion: true,
  passwordHash: true,
  email: true,
} as const;
/** The flag a route's guard asks for (everything else stays off, so a flag set by the body would show). */
const flagFor = (url: string) =>
  url.startsWith('/api/hpc')
    ? { isHpc: true }
    : url.startsWith('/api/referee')
      ? { isRef: true }
      : url.startsWith('/api/roster')
        ? { isRoster: true }
        : url.endsWith('/eft')
          ? { isEft: true }
          : {};

interface Fixture {
  /** Path parameters and a valid body; the privileged fields are merged into it (and into its cart lines). */
  prepare: (
    db: Db,
    caller: Member,
  ) => Promise<{
    params?: Record<string, string | number>;
    body: Record<string, unknown>;
    check?: (db: Db, caller: Member, status: number, answer: unknown) => Promise<void>;
  }>;
}

/** Valid requests for the routes that take money or create people: deeper than the generic check. */
const FIXTURES: Record<string, Fixture> = {
  'POST /api/ecommerce/membership/:sport': {
    prepare: async (db) => {
      await db.product.updateMany({ where: { isMembership: true }, data: { active: false } });
      await createMembershipProduct(db, 'basketball', { priceCents: 12_000 });
      return {
        params: { sport: 'basketball' },
        body: {
          cardData: VISA,
          couponCart: [],
          donationCart: [],
          sport: 'basketball',
          membershipCart: [{ p_name: 'Membership', p_price: 0.01, price: 0.01 }],
        },
        check: async (db, caller, status) => {
          expect(status).toBe(200);
          const order = await db.order.findFirstOrThrow({
            where: { memberId: caller.id, origin: 'membership' },
          });
          expect(order).toMatchObject({ totalCents: 12_000, subtotalCents: 12_000 });
        },
      };
    },
  },
  'POST /api/ecommerce/invoice/:invoice/payment': {
    prepare: async (db, caller) => {
      const invoice = await createInvoice(db, { memberId: caller.id, amountCents: 20_000 });
      return {
        params: { invoice: invoice.id },
        body: {
          cardData: VISA,
          couponCart: [],
          donationCart: [],
          invoice: invoice.id,
          invoiceCart: [{ p_name: `Invoice #${invoice.id}`, p_price: 50, amount: 50 }],
        },
        check: async (db, caller, status) => {
          expect(status).toBe(200);
          const payment = await db.payment.findFirstOrThrow({ where: { invoiceId: invoice.id } });
          // The member chooses how much to pay; amountCents/totalCents of 1 cent are ignored.
          expect(payment).toMatchObject({ memberId: caller.id, amountCents: 5_000 });
        },
      };
    },
  },
  'POST /api/ecommerce/store/payshoppingcart': {
    prepare: async (db) => {
      const product = await createStoreProduct(db, { priceCents: 4_500, noAttendee: true });
      return {
        body: {
          attendees: [],
          assign: [],
          couponCart: null,
          donationCart: [],
          cardData: VISA,
          shoppingCart: [{ ...cartLine(product, 2, 0.01), product_totalPrice: 0.02, priceCents: 1 }],
        },
        check: async (db, caller, status) => {
          expect(status).toBe(200);
          const order = await db.order.findFirstOrThrow({
            where: { memberId: caller.id, origin: 'store' },
            include: { lines: true },
          });
          expect(order.totalCents).toBe(9_000);
          expect(order.lines[0]).toMatchObject({ productId: product.id, unitPriceCents: 4_500, quantity: 2 });
        },
      };
    },
  },
  'POST /api/hpc/plans/:plan/payment': {
    prepare: async (db) => {
      const plan = await createPlan(db, { priceCents: 12_000 });
      return {
        params: { plan: plan.id },
        body: { cardData: VISA, agreed: true, planCart: [{ name: `Plan #${plan.id}`, p_price: 0.01 }] },
        check: async (db, caller, status) => {
          expect(status).toBe(200);
          expect(await db.subscription.findFirstOrThrow({ where: { memberId: caller.id } })).toMatchObject({
            priceCents: 12_000,
            status: 'active',
          });
          expect(
            (await db.order.findFirstOrThrow({ where: { memberId: caller.id, origin: 'hpc_plan' } }))
              .totalCents,
          ).toBe(12_000);
        },
      };
    },
  },
  'POST /api/ecommerce/teamnomination/payteamnom': {
    prepare: async (db, caller) => {
      const open = await createOpenDivision(db);
      return {
        body: {
          manager: {
            firstname: caller.firstname,
            lastname: caller.lastname,
            dob: isoToDmy(caller.dob.toISOString()),
            gender: caller.gender,
            email: caller.email,
            mobile: '0412345678',
            address: '1 Court Lane',
            suburb: 'PARRAMATTA',
            postcode: '2150',
            state: 'NSW',
            agreed: true,
          },
          coach: { showCoach: false },
          team: {
            teamname: `Tamper ${caller.id}`,
            prevteamname: '',
            teamprevious: null,
            grade: open.grade.id,
            divisiongroup: open.group.id,
            division: open.division.id,
            preferreddivision: null,
          },
          note: '',
          players: Array.from({ length: 5 }, (_, i) => ({
            firstname: `Rookie${i}`,
            lastname: `Tamper${caller.id}`,
            gender: 'female',
            dob: '12/03/2000',
            email: `t${i}.${caller.id}@example.com`,
            rep: false,
          })),
          donationCart: [],
          teamnominationCart: [{ p_name: 'Team Nomination', p_price: 0.01 }],
          cardData: VISA,
        },
        check: async (db, caller, status) => {
          // sk_tm in the body does not skip the payment: the division's price is charged.
          expect(status).toBe(200);
          expect(
            (await db.order.findFirstOrThrow({ where: { memberId: caller.id, origin: 'nomination' } }))
              .totalCents,
          ).toBe(65_000);
        },
      };
    },
  },
  'POST /api/member/register': {
    prepare: async () => {
      const body = registrationBody();
      return {
        body,
        check: async (db, _caller, status) => {
          expect(status).toBe(201);
          const created = await db.member.findFirstOrThrow({
            where: { username: body.username },
            select: FLAG_COLUMNS,
          });
          expect(created).toMatchObject({
            isRef: false,
            isRoster: false,
            isMan: false,
            isHpc: false,
            isEft: false,
            nonPl: false,
            skTm: false,
            accessRef: [],
            tokenVersion: 0,
          });
        },
      };
    },
  },
  'POST /api/member/user': {
    prepare: async (_db, caller) => ({
      body: {
        email: caller.email,
        mobile: caller.mobile,
        address: caller.address,
        suburb: caller.suburb,
        state: caller.state,
        postcode: caller.postcode,
        prefname: caller.prefname,
        ec_fullname: caller.ecFullname,
        ec_mobile: caller.ecMobile,
        countrybirth: 'AU',
        statebirth: 'NSW',
        aboriginal: 'no',
        identifygender: 'female',
        disability: 'no',
        agreed_to_terms: true,
        agreed_to_privacy: true,
        username: 'hijacked',
        firstname: 'Renamed',
        dob: '01/01/1900',
      },
      check: async (db, caller, status) => {
        expect(status).toBe(200);
        // Username, names and birthday cannot be changed by the member, only by staff.
        expect(
          await db.member.findUniqueOrThrow({
            where: { id: caller.id },
            select: { username: true, firstname: true, dob: true },
          }),
        ).toEqual({ username: caller.username, firstname: caller.firstname, dob: caller.dob });
      },
    }),
  },
};

let ctx: TestContext;
let routes: TableRoute[];
beforeAll(async () => {
  ({ ctx, routes } = await contextWithRoutes({ DONATIONS_ENABLED: 'false' }));
});
afterAll(() => ctx?.close());

const writeRoutes = () => routes.filter((r) => r.write);
const ownRecords = (db: Db, memberId: number) =>
  Promise.all([
    db.order.count({ where: { memberId } }),
    db.payment.count({ where: { memberId } }),
    db.booking.count({ where: { memberId } }),
    db.subscription.count({ where: { memberId } }),
    db.classEnrollment.count({ where: { memberId } }),
    db.teamPosition.count({ where: { memberId } }),
    db.refereeAvailability.count({ where: { memberId } }),
    db.attendee.count({ where: { createdById: memberId } }),
  ]);

/** Adds the privileged fields at the top of the body and inside each cart line. */
function tamper(body: Record<string, unknown>, victimId: number): Record<string, unknown> {
  const extra = privileged(victimId);
  const out: Record<string, unknown> = { ...extra, ...body };
  for (const [k, v] of Object.entries(body)) {
    if (/cart$/i.test(k) && Array.isArray(v))
      out[k] = v.map((line) => (line && typeof line === 'object' ? { ...extra, ...(line as object) } : line));
  }
  return out;
}

describe('write endpoints of the route table', () => {
  it('are all POST routes, each tried below (fixtures exist only for routes that are there)', () => {
    expect(writeRoutes().length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(FIXTURES).filter((k) => !writeRoutes().some((r) => r.key === k))).toEqual([]);
  });
});

describe.each(['member', 'ecommerce', 'booking', 'hpc', 'referee', 'roster', 'payments', 'other'])(
  'module %s',
  (area) => {
    const inArea = (r: TableRoute) =>
      area === 'other'
        ? !/^\/api\/(member|ecommerce|booking|hpc|referee|roster|payments)\//.test(r.url)
        : r.url.startsWith(`/api/${area}/`);

    it('ignores or refuses privileged fields on every write endpoint: no flag set, no victim touched, no server error', async () => {
      const routesHere = writeRoutes().filter(inArea);
      expect(routesHere.length).toBeGreaterThan(0);
      for (const route of routesHere) {
        const victim = await createMember(ctx.db, {
          firstname: 'Vera',
          lastname: `Victim${route.key.length}`,
        });
        const caller = await createMember(ctx.db, flagFor(route.url));
        const fixture = await FIXTURES[route.key]?.prepare(ctx.db, caller);
        const params = Object.fromEntries(
          route.params.map((p) => [
            p,
            fixture?.params?.[p] ?? (p === 'sport' ? 'basketball' : p === 'week' ? 0 : 1),
          ]),
        );
        const callerBefore = await ctx.db.member.findUniqueOrThrow({
          where: { id: caller.id },
          select: FLAG_COLUMNS,
        });
        const victimBefore = await ctx.db.member.findUniqueOrThrow({
          where: { id: victim.id },
          select: FLAG_COLUMNS,
        });
        const victimRecords = await ownRecords(ctx.db, victim.id);

        const res = await ctx.app.inject({
          method: 'POST',
          url: fill(route.url, params),
          headers: {
            authorization: `Bearer ${ctx.app.jwt.sign({ sub: String(caller.id), tv: 0 })}`,
            accept: 'application/json',
          },
          payload: tamper(fixture?.body ?? {}, victim.id),
        });
        const where = `${route.key}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);

        const callerAfter = await ctx.db.member.findUniqueOrThrow({
          where: { id: caller.id },
          select: FLAG_COLUMNS,
        });
        // Signing out and a password reset move the token version by design; nothing else may.
        const own = /\/(logout|logout\/everywhere|password\/reset)$/.test(route.url)
          ? { ...callerAfter, tokenVersion: callerBefore.tokenVersion }
          : callerAfter;
        expect(own, `${where}: the caller's flags`).toEqual(callerBefore);
        expect(
          await ctx.db.member.findUniqueOrThrow({ where: { id: victim.id }, select: FLAG_COLUMNS }),
          `${where}: the victim's row`,
        ).toEqual(victimBefore);
        expect(await ownRecords(ctx.db, victim.id), `${where}: the victim's records`).toEqual(victimRecords);
        await fixture?.check?.(ctx.db, caller, res.statusCode, res.json());
      }
    });
  },
);

describe("someone else's member id in a player row", () => {
  const as = (m: Member) => ({ authorization: `Bearer ${ctx.app.jwt.sign({ sub: String(m.id), tv: 0 })}` });

  it('does not put a stranger in a team with their id and name alone (the manager would see their contacts); their birthday or a team of the caller is needed', async () => {
    const open = await createOpenDivision(ctx.db);
    const attacker = await createMember(ctx.db, { skTm: true });
    const victim = await createMember(ctx.db, { firstname: 'Vanessa', lastname: 'Stranger' });
    const row = { mid: victim.id, firstname: 'Vanessa', lastname: 'Stranger', gender: 'female', rep: false };

    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/ecommerce/teamnomination/checkplayer',
      headers: as(attacker),
      payload: { player: row, fromteamentry: true },
    });
    expect(check.statusCode).toBe(422);
    expect(check.body).not.toContain(String(victim.email));

    const others = Array.from({ length: 4 }, (_, i) => ({
      firstname: `Mate${i}`,
      lastname: `Known${attacker.id}`,
      gender: 'female',
      dob: '12/03/2000',
      email: `m${i}.${attacker.id}@example.com`,
      rep: false,
    }));
    const nominate = (players: unknown[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ecommerce/teamnomination/payteamnom',
        headers: as(attacker),
        payload: {
          manager: {
            firstname: attacker.firstname,
            lastname: attacker.lastname,
            dob: isoToDmy(attacker.dob.toISOString()),
            gender: attacker.gender,
            email: attacker.email,
            mobile: '0412345678',
            address: '1 Court Lane',
            suburb: 'PARRAMATTA',
            postcode: '2150',
            state: 'NSW',
            agreed: true,
          },
          coach: { showCoach: false },
          team: {
            teamname: `Nosy ${attacker.id}`,
            prevteamname: '',
            teamprevious: null,
            grade: open.grade.id,
            divisiongroup: open.group.id,
            division: open.division.id,
            preferreddivision: null,
          },
          players,
          donationCart: [],
          cardData: null,
        },
      });
    const refused = await nominate([row, ...others]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'players.0': [expect.any(String)] });
    expect(await ctx.db.teamPosition.count({ where: { memberId: victim.id } })).toBe(0);

    // Knowing the birthday is what a manager adding an existing member must show.
    const allowed = await nominate([{ ...row, dob: isoToDmy(victim.dob.toISOString()) }, ...others]);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await ctx.db.teamPosition.count({ where: { memberId: victim.id, role: 'player' } })).toBe(1);
  });
});
