// The console's HPC plans (facilities staff): a plan made or changed here is the one the member
// Plans screen shows, field for field; a withdrawn plan leaves that screen and comes back when
// restored; a cover image uploaded here is the one members see, and a replaced or removed cover
// is no longer served. Every write is audited; facilities staff and admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPlan } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createHpcMember, createPlan } from '../../../test/hpc-factories.js';

let ctx: TestContext;
let facilities: { id: number };
let member: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string, as = facilities.id) =>
  ctx.api()[method](`/api/admin/hpc${path}`).set('authorization', bearer(as));
const memberPlans = async () => {
  const res = await ctx.api().get('/api/hpc/plans').set('authorization', bearer(member.id));
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, unknown>>;
};
const audits = (planId: number) =>
  ctx.db.auditEntry.findMany({ where: { entity: 'Plan', entityId: String(planId) }, orderBy: { id: 'asc' } });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a tiny picture of a basketball court'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('another picture')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 data')]);

const holidayIntensive = {
  name: 'Holiday Intensive',
  description: 'Five mornings of skills in the school holidays.',
  price_cents: 24_950,
  billing_cycle: 'weekly',
  auto_renewal: false,
  sliding_date: true,
  start_date: '2099-04-06',
  end_date: '2099-04-17',
  expiry_period_days: null,
  excluded_dates: ['2099-04-10', '2099-04-07'],
  minimum_term_months: 0,
  notice_period_days: 7,
};

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  facilities = await createMember(ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } });
  member = await createHpcMember(ctx.db, { subscribed: true });
});
afterAll(() => ctx?.close());

describe('plans', () => {
  it('makes a plan with every field the member Plans screen reads, and members see it so', async () => {
    const res = await admin('post', '/plans').send(holidayIntensive);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const plan = res.body.data as TAdminPlan;
    expect(plan).toMatchObject({
      ...holidayIntensive,
      excluded_dates: ['2099-04-07', '2099-04-10'],
      active: true,
      cover_url: null,
      active_subscriptions: 0,
    });
    const seen = (await memberPlans()).find((p) => p.plan_id === plan.id);
    expect(seen).toEqual({
      plan_id: plan.id,
      plan_name: 'Holiday Intensive',
      plan_price: 249.5,
      plan_billing_cycle: 'weekly',
      plan_auto_renewal: false,
      plan_sliding_date: true,
      plan_start_date: '06/04/2099',
      plan_end_date: '17/04/2099',
      plan_expiry_period: null,
      plan_excluded_date: ['07/04/2099', '10/04/2099'],
      plan_cover: null,
      plan_description: 'Five mornings of skills in the school holidays.',
      plan_tax: expect.any(Number),
    });
    const [entry] = await audits(plan.id);
    expect(entry).toMatchObject({ actorId: facilities.id, action: 'hpc.plan.create' });
    expect(entry!.after).toMatchObject({ name: 'Holiday Intensive', price_cents: 24_950 });
  });

  it('changes every field, and keeps the plan before and after in the audit log', async () => {
    const created = await admin('post', '/plans').send(holidayIntensive);
    const id = created.body.data.id as number;
    const change = {
      name: 'Development Squad',
      description: '',
      price_cents: 0,
      billing_cycle: 'quarterly',
      auto_renewal: true,
      sliding_date: false,
      start_date: null,
      end_date: null,
      expiry_period_days: 90,
      excluded_dates: [],
      minimum_term_months: 6,
      notice_period_days: 14,
    };
    const res = await admin('put', `/plans/${id}`).send(change);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ ...change, active: true });
    const seen = (await memberPlans()).find((p) => p.plan_id === id);
    expect(seen).toMatchObject({
      plan_name: 'Development Squad',
      plan_price: 0,
      plan_billing_cycle: 'quarterly',
      plan_expiry_period: 90,
      plan_start_date: null,
      plan_excluded_date: [],
      plan_description: '',
    });
    const entries = await audits(id);
    expect(entries.map((e) => e.action)).toEqual(['hpc.plan.create', 'hpc.plan.update']);
    expect(entries[1]!.before).toMatchObject({ name: 'Holiday Intensive', price_cents: 24_950 });
    expect(entries[1]!.after).toMatchObject({
      name: 'Development Squad',
      price_cents: 0,
      minimum_term_months: 6,
    });
  });

  it('refuses dates out of order, half a date range, a plan with its own dates but none, a negative or fractional price, a date twice, no name', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start_date: '2099-04-17', end_date: '2099-04-06' }, 'end_date'],
      [{ sliding_date: false, start_date: '2099-04-06', end_date: null }, 'end_date'],
      [{ start_date: null, end_date: null }, 'start_date'],
      [{ price_cents: -1 }, 'price_cents'],
      [{ price_cents: 10.5 }, 'price_cents'],
      [{ excluded_dates: ['2099-04-07', '2099-04-07'] }, 'excluded_dates'],
      [{ excluded_dates: ['2099-02-30'] }, 'excluded_dates'],
      [{ name: '  ' }, 'name'],
      [{ billing_cycle: 'daily' }, 'billing_cycle'],
      [{ notice_period_days: 400 }, 'notice_period_days'],
    ];
    const before = await ctx.db.plan.count();
    for (const [change, field] of cases) {
      const res = await admin('post', '/plans').send({ ...holidayIntensive, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.error).toBe('validation_failed');
      expect(Object.keys(res.body.errors), JSON.stringify(change)).toContain(field);
    }
    expect(await ctx.db.plan.count()).toBe(before);
    expect((await admin('put', '/plans/999999').send(holidayIntensive)).status).toBe(404);
    expect((await admin('get', '/plans/999999')).status).toBe(404);
    expect((await admin('get', '/plans/abc')).status).toBe(404);
  });

  it('withdraws a plan from the member screen and restores it; the console lists both', async () => {
    const plan = await createPlan(ctx.db, { name: 'Winter Shooting Block' });
    const withdrawn = await admin('put', `/plans/${plan.id}/active`).send({ active: false });
    expect(withdrawn.body.data).toMatchObject({ id: plan.id, active: false });
    expect((await memberPlans()).some((p) => p.plan_id === plan.id)).toBe(false);
    const list = await admin('get', '/plans');
    expect(list.body.data.plans.find((p: TAdminPlan) => p.id === plan.id)).toMatchObject({ active: false });
    // Saving the form leaves a withdrawn plan withdrawn.
    const saved = await admin('put', `/plans/${plan.id}`).send(holidayIntensive);
    expect(saved.body.data).toMatchObject({ name: 'Holiday Intensive', active: false });

    await admin('put', `/plans/${plan.id}/active`).send({ active: true });
    expect((await memberPlans()).some((p) => p.plan_id === plan.id)).toBe(true);
    expect((await audits(plan.id)).map((e) => [e.action, (e.after as { active: boolean }).active])).toEqual([
      ['hpc.plan.withdraw', false],
      ['hpc.plan.update', false],
      ['hpc.plan.restore', true],
    ]);
  });

  it('counts the active subscriptions of each plan', async () => {
    const plan = await createPlan(ctx.db, { name: 'Counted Plan' });
    await createHpcMember(ctx.db, { subscribed: true, plan });
    await createHpcMember(ctx.db, { subscribed: true, plan });
    expect((await admin('get', `/plans/${plan.id}`)).body.data.active_subscriptions).toBe(2);
  });
});

describe('plan covers', () => {
  const upload = (planId: number, bytes: Buffer, name = 'cover.png', field = 'cover') =>
    admin('put', `/plans/${planId}/cover`).attach(field, bytes, name);
  const fetchCover = (url: string, as = member.id) =>
    ctx
      .api()
      .get(url)
      .set('authorization', bearer(as))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('uploads a cover members see on the Plans screen, replaces it, and removes it', async () => {
    const plan = await createPlan(ctx.db, { name: 'Covered Plan', priceCents: 1 });
    const first = await upload(plan.id, PNG);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The console reads it at its own address: facilities staff need not be HPC members.
    const consoleUrl = first.body.data.cover_url as string;
    expect(consoleUrl).toMatch(/^\/api\/admin\/hpc\/covers\/\d+-[0-9a-f]{16}\.png$/);
    const url = consoleUrl.replace('/api/admin/hpc/', '/api/hpc/');
    expect((await memberPlans()).find((p) => p.plan_id === plan.id)?.plan_cover).toBe(url);
    const served = await fetchCover(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    const staffServed = await fetchCover(consoleUrl, facilities.id);
    expect(staffServed.status).toBe(200);
    expect(Buffer.compare(staffServed.body as Buffer, PNG)).toBe(0);
    expect((await fetchCover(url, facilities.id)).status).toBe(403);
    expect((await fetchCover(consoleUrl, member.id)).status).toBe(403);

    const second = await upload(plan.id, JPEG, 'cover.jpg');
    const url2 = (second.body.data.cover_url as string).replace('/api/admin/hpc/', '/api/hpc/');
    expect(url2).toMatch(/\.jpg$/);
    expect(url2).not.toBe(url);
    expect((await fetchCover(url2)).headers['content-type']).toBe('image/jpeg');
    expect((await fetchCover(url)).status).toBe(404);
    // The replaced file is gone from the store, not only unlinked.
    expect(await ctx.app.deps.files.get(`plancovers/${url.split('/').at(-1)}`)).toBeNull();

    const webp = await upload(plan.id, WEBP, 'cover.webp');
    expect(webp.body.data.cover_url).toMatch(/\.webp$/);

    const removed = await admin('delete', `/plans/${plan.id}/cover`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.cover_url).toBeNull();
    expect((await fetchCover(webp.body.data.cover_url, facilities.id)).status).toBe(404);
    expect((await admin('delete', `/plans/${plan.id}/cover`)).status).toBe(409);
    expect((await audits(plan.id)).map((e) => e.action)).toEqual([
      'hpc.plan.cover',
      'hpc.plan.cover',
      'hpc.plan.cover',
      'hpc.plan.cover',
    ]);
  });

  it('keeps a cover given as an address (the demo pictures) as it is', async () => {
    const plan = await createPlan(ctx.db, { cover: '/demo/hpc-squad.jpg' });
    expect((await memberPlans()).find((p) => p.plan_id === plan.id)?.plan_cover).toBe('/demo/hpc-squad.jpg');
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, one too big, and a form without the file', async () => {
    const plan = await createPlan(ctx.db);
    const notImage = await upload(plan.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png');
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors).toEqual({ cover: ['The cover must be a JPEG, PNG or WebP image.'] });
    const big = await upload(plan.id, Buffer.concat([PNG, Buffer.alloc(500_000)]));
    expect(big.status).toBe(422);
    expect(big.body.errors.cover[0]).toMatch(/under 500 kB/);
    expect((await upload(plan.id, PNG, 'cover.png', 'picture')).status).toBe(422);
    expect((await admin('put', `/plans/${plan.id}/cover`).send({ cover: 'x' })).status).toBe(422);
    expect((await upload(999_999, PNG)).status).toBe(404);
    expect((await ctx.db.plan.findUniqueOrThrow({ where: { id: plan.id } })).cover).toBeNull();
    expect((await fetchCover('/api/hpc/covers/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('who may use it', () => {
  it('lets facilities staff and admins in, not finance or competition staff or members; visitors sign in', async () => {
    const adminStaff = await createMember(ctx.db, { staffGrants: { create: [{ role: 'admin' }] } });
    const finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
    const competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
    expect((await admin('get', '/plans', adminStaff.id)).status).toBe(200);
    expect((await admin('post', '/plans', adminStaff.id).send(holidayIntensive)).status).toBe(201);
    for (const who of [finance.id, competition.id, member.id]) {
      expect((await admin('get', '/plans', who)).status).toBe(403);
      expect((await admin('post', '/plans', who).send(holidayIntensive)).status).toBe(403);
    }
    expect((await ctx.api().get('/api/admin/hpc/plans')).status).toBe(401);
  });
});
