import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env.js';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { createMember } from '../../test/factories.js';
import { seedHpc } from './hpc.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
});
afterAll(() => ctx?.close());

describe('HPC demo data', () => {
  it('gives demomanager three plans, four weeks of classes, an active subscription with receipts and enrolments, and a full class with a waitlist', async () => {
    const manager = await createMember(ctx.db, {
      username: 'demomanager',
      usernameLower: 'demomanager',
      isHpc: true,
    });
    for (let i = 0; i < 6; i += 1) await createMember(ctx.db);
    await seedHpc(ctx.db, ctx.env);
    const api = ctx.api();
    const auth = `Bearer ${ctx.app.jwt.sign({ sub: String(manager.id), tv: 0 })}`;

    const plans = (await api.get('/api/hpc/plans').set('authorization', auth)).body.data;
    expect(plans.map((p: { plan_name: string; plan_price: number }) => [p.plan_name, p.plan_price])).toEqual([
      ['Development Squad', 120],
      ['Elite Pathway', 180],
      ['Holiday Intensive', 240],
    ]);
    expect(plans[2]).toMatchObject({ plan_sliding_date: true, plan_auto_renewal: false });
    // Each plan's cover names that plan.
    for (const p of plans as Array<{ plan_name: string; plan_cover: string }>) {
      const svg = fs.readFileSync(path.join(repoRoot, 'apps/web/public', p.plan_cover), 'utf8');
      const titles = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(titles, p.plan_cover).toEqual([p.plan_name]);
    }

    const weeks = await Promise.all(
      [0, 1, 2, 3].map(
        async (w) => (await api.get(`/api/hpc/classes/${w}`).set('authorization', auth)).body.data,
      ),
    );
    for (const week of weeks) expect(week.length).toBeGreaterThanOrEqual(8);
    const all = weeks.flat();
    expect(new Set(all.map((c: { class_activity: string }) => c.class_activity)).size).toBeGreaterThanOrEqual(
      4,
    );
    expect(all.some((c: { class_booked: boolean }) => c.class_booked)).toBe(true);
    const full = all.find(
      (c: { class_capacity: number; class_booked: boolean }) => c.class_capacity === 0 && !c.class_booked,
    );
    expect(full).toBeDefined();
    expect(
      await ctx.db.classEnrollment.count({ where: { classId: full.class_id, status: 'waitlisted' } }),
    ).toBe(2);

    const subs = (await api.get('/api/hpc/subscriptions').set('authorization', auth)).body.data;
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ name: 'Development Squad', status: 'active', card_last4: '4242' });
    expect((await api.get('/api/member/user').set('authorization', auth)).body.data.active_hpc_sub).toBe(1);
    const enrolments = (await api.get('/api/hpc/enrollments').set('authorization', auth)).body.data;
    expect(enrolments.filter((e: { can_cancel: boolean }) => e.can_cancel)).toHaveLength(2);
    expect(enrolments.filter((e: { can_cancel: boolean }) => !e.can_cancel)).toHaveLength(1);
    const receipts = (await api.get('/api/ecommerce/orders?orig=hpc').set('authorization', auth)).body.data
      .orders;
    expect(receipts).toHaveLength(2);
  });
});
