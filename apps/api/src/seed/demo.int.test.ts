// The demo association loaded on the first start of an empty database:
// every area has something to show, and a second start loads nothing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';
import { accountsWithDemoPassword, DEMO_USERNAMES } from './demo-accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  expect(await seedDemo(ctx.db, ctx.env)).toBe(true);
}, 180_000);
afterAll(() => ctx?.close());

describe('demo data', () => {
  it('gives the demo password only to the accounts a production start looks for', async () => {
    const withPassword = await ctx.db.member.findMany({
      where: { passwordHash: { not: null } },
      select: { username: true },
    });
    expect(withPassword.map((m) => m.username).sort()).toEqual([...DEMO_USERNAMES].sort());
    expect((await accountsWithDemoPassword(ctx.db)).sort()).toEqual([...DEMO_USERNAMES].sort());
  });

  it('loads once: a second start finds members and adds nothing', async () => {
    const members = await ctx.db.member.count();
    expect(await seedDemo(ctx.db, ctx.env)).toBe(false);
    expect(await ctx.db.member.count()).toBe(members);
  });

  it('has two venues, six or more courts, a current and an archived season, and ten divisions of six to ten teams', async () => {
    expect(await ctx.db.venue.count()).toBeGreaterThanOrEqual(2);
    expect(await ctx.db.court.count()).toBeGreaterThanOrEqual(6);
    const seasons = await ctx.db.season.findMany({ select: { archived: true, status: true } });
    expect(seasons.some((s) => s.archived)).toBe(true);
    expect(seasons.some((s) => !s.archived && s.status === 'active')).toBe(true);
    const current = await ctx.db.division.findMany({
      where: { season: { archived: false, status: 'active' } },
      select: { _count: { select: { teams: true } } },
    });
    const sized = current.filter((d) => d._count.teams >= 6 && d._count.teams <= 10);
    expect(sized.length).toBeGreaterThanOrEqual(10);
    expect(await ctx.db.gameResult.count()).toBeGreaterThan(0);
    expect(await ctx.db.playerGameStat.count()).toBeGreaterThan(0);
  });

  it('puts no two uses of a court (game, class, hire) on it at once, halves included', async () => {
    const [row] = await ctx.db.$queryRaw<Array<{ classes: number; clashes: number }>>`
      WITH uses AS (
        SELECT 'game' AS kind, g.id, leaf, g."startsAt", g."endsAt" FROM "Game" g
          CROSS JOIN LATERAL courtside_leaf_courts(g."courtId") leaf
        UNION ALL
        SELECT 'class', k.id, leaf, k."startsAt", k."endsAt" FROM "HpcClass" k
          CROSS JOIN LATERAL courtside_leaf_courts(courtside_class_court(k."venueId", k.room)) leaf
          WHERE k."cancelledAt" IS NULL
        UNION ALL
        SELECT 'hire', b.id, leaf, b."startsAt", b."endsAt" FROM "Booking" b
          CROSS JOIN LATERAL courtside_leaf_courts(b."courtId") leaf WHERE b.status <> 'cancelled'
      )
      SELECT (SELECT count(DISTINCT id) FROM uses WHERE kind = 'class')::int AS classes,
        (SELECT count(*) FROM uses a JOIN uses b ON a.leaf = b.leaf AND (a.kind, a.id) < (b.kind, b.id)
          AND a."startsAt" < b."endsAt" AND b."startsAt" < a."endsAt")::int AS clashes`;
    expect(row!.classes).toBeGreaterThan(20);
    expect(row!.clashes).toBe(0);
  });

  it('gives every area something to show', async () => {
    expect(await ctx.db.refereeAssignment.count()).toBeGreaterThan(0);
    expect(await ctx.db.product.count({ where: { isHpc: false, isDonation: false } })).toBeGreaterThan(0);
    expect(await ctx.db.plan.count()).toBeGreaterThan(0);
    expect(await ctx.db.hpcClass.count()).toBeGreaterThan(0);
    expect(await ctx.db.booking.count()).toBeGreaterThan(0);
    expect(await ctx.db.invoice.count()).toBeGreaterThan(0);
    expect(await ctx.db.noticeboardRow.count()).toBeGreaterThan(0);
    expect(await ctx.db.payoutItem.count({ where: { payout: { gateway: 'sandbox' } } })).toBeGreaterThan(0);
  });

  it('lets the demo users sign in and see their teams', async () => {
    for (const username of ['demomanager', 'demomember']) {
      const login = await ctx.api().post('/api/member/login').send({ username, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      const me = await ctx
        .api()
        .get('/api/member/user')
        .set('authorization', `Bearer ${login.body.access_token}`);
      expect(me.body.data.nb_teams).toBeGreaterThan(0);
    }
  });

  it('has demo staff: demoadmin with every role and one account per role, who reach the console', async () => {
    const expected = {
      demoadmin: ['admin', 'competition', 'finance', 'facilities'],
      democompetition: ['competition'],
      demofinance: ['finance'],
      demofacilities: ['facilities'],
    };
    for (const [username, roles] of Object.entries(expected)) {
      const login = await ctx.api().post('/api/member/login').send({ username, password: DEMO_PASSWORD });
      expect(login.status, username).toBe(200);
      const me = await ctx
        .api()
        .get('/api/admin/me')
        .set('authorization', `Bearer ${login.body.access_token}`);
      expect(me.status, username).toBe(200);
      expect(me.body.roles, username).toEqual(roles);
    }
  });
});
