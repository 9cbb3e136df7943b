// The store console (facilities staff and admins): categories as a tree (a move that would make a
// loop and a delete of a category still in use are refused); products with every field the
// member store reads, which the member store then shows as saved; withdraw and restore; the cover
// image uploaded, served to members (local disk and S3 alike), replaced and removed; stock
// adjustments that can never leave fewer places than booked, even racing member purchases; and
// each product's sales and attendees, as JSON and CSV. Every write is audited; finance and
// competition staff and members get 403, visitors 401.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MAX_BYTES } from '@courtside/contracts/admin';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { VISA, createMembershipProduct } from '../../../test/money-factories.js';
import {
  cartLine,
  createCategory,
  createStoreProduct,
  createVenue,
  dayFromToday,
} from '../../../test/store-factories.js';
import { startTestS3, type TestS3 } from '../../../test/s3-server.js';

let ctx: TestContext;
const staff: Record<'facilities' | 'admin' | 'finance' | 'competition' | 'member', number> = {
  facilities: 0,
  admin: 0,
  finance: 0,
  competition: 0,
  member: 0,
};
const bearer = (c: TestContext, id: number) => `Bearer ${c.app.jwt.sign({ sub: String(id), tv: 0 })}`;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const call = (method: Method, path: string, body?: unknown, as: number | null = staff.facilities) => {
  const req = ctx.api()[method](`/api/admin${path}`);
  if (as !== null) req.set('authorization', bearer(ctx, as));
  return body === undefined ? req : req.send(body as object);
};
const get = (path: string, as?: number | null) => call('get', path, undefined, as);
const post = (path: string, body: unknown, as?: number | null) => call('post', path, body, as);
const put = (path: string, body: unknown, as?: number | null) => call('put', path, body, as);
const patch = (path: string, body: unknown, as?: number | null) => call('patch', path, body, as);
const del = (path: string, as?: number | null) => call('delete', path, undefined, as);
const isoIn = (days: number) => dayFromToday(days).toISOString().slice(0, 10);
const audits = (entity: string, id: number) =>
  ctx.db.auditEntry.findMany({ where: { entity, entityId: String(id) }, orderBy: { id: 'asc' } });
const memberStoreProduct = async (id: number) =>
  ((await ctx.api().get('/api/ecommerce/store/products')).body.data as Array<{ product_id: number }>).find(
    (p) => p.product_id === id,
  );

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0xc8, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(200),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(200)]);

/** Every field of a product, as the console's form sends it. */
const fullProduct = (o: Record<string, unknown> = {}) => ({
  name: 'Winter Shooting Clinic',
  description: 'Three mornings of shooting drills.',
  price_cents: 8_950,
  quantity: 24,
  category_id: null,
  venue_id: null,
  date_start: isoIn(-2),
  date_end: isoIn(20),
  time_start: '09:00',
  time_end: '12:30',
  voucher_eligible: true,
  akv: true,
  no_attendee: false,
  order_qty_max: 3,
  is_hpc: false,
  ...o,
});

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  for (const role of ['facilities', 'admin', 'finance', 'competition'] as const)
    staff[role] = (await createMember(ctx.db, { staffGrants: { create: [{ role }] } })).id;
  staff.member = (await createMember(ctx.db)).id;
});
afterAll(() => ctx?.close());

describe('who may use the store console', () => {
  it('lets facilities staff and admins in; finance and competition staff and members get 403, visitors 401', async () => {
    const p = await createStoreProduct(ctx.db);
    const c = await createCategory(ctx.db);
    const routes: Array<[Method, string, unknown?]> = [
      ['get', '/store/categories'],
      ['post', '/store/categories', { name: 'Role check' }],
      ['patch', `/store/categories/${c.id}`, { sort_order: 1 }],
      ['delete', `/store/categories/${c.id}`],
      ['get', '/store/products'],
      ['get', `/store/products/${p.id}`],
      ['post', '/store/products', fullProduct()],
      ['put', `/store/products/${p.id}`, fullProduct()],
      ['post', `/store/products/${p.id}/status`, { active: true }],
      ['post', `/store/products/${p.id}/stock`, { change: 1, reason: 'Role check' }],
      ['put', `/store/products/${p.id}/cover`, {}],
      ['delete', `/store/products/${p.id}/cover`],
      ['get', `/store/products/${p.id}/sales`],
      ['get', `/store/products/${p.id}/sales.csv`],
      ['get', `/store/products/${p.id}/attendees`],
      ['get', `/store/products/${p.id}/attendees.csv`],
    ];
    for (const [method, path, body] of routes) {
      for (const role of ['finance', 'competition', 'member'] as const) {
        const res = await call(method, path, body, staff[role]);
        expect([`${method} ${path} as ${role}`, res.status, res.body.error]).toEqual([
          `${method} ${path} as ${role}`,
          403,
          'forbidden',
        ]);
      }
      expect((await call(method, path, body, null)).status, `${method} ${path} as a visitor`).toBe(401);
    }
    expect(await ctx.db.auditEntry.count({ where: { entity: { in: ['Product', 'ProductCategory'] } } })).toBe(
      0,
    );
    for (const role of ['facilities', 'admin'] as const)
      for (const [method, path] of routes.filter(([m]) => m === 'get')) {
        const res = await call(method, path, undefined, staff[role]);
        expect(res.status, `${method} ${path} as ${role}`).toBe(200);
      }
    const made = await post('/store/products', fullProduct({ name: 'Made by an admin' }), staff.admin);
    expect(made.status).toBe(201);
    expect((await audits('Product', made.body.data.id))[0]).toMatchObject({
      actorId: staff.admin,
      action: 'product.create',
    });
  });
});

describe('categories', () => {
  it('builds the tree depth first by sort order, with product and sub-category counts, audited', async () => {
    const top = await post('/store/categories', { name: 'Zz Camps', sort_order: 900 });
    expect(top.status, JSON.stringify(top.body)).toBe(201);
    const holiday = await post('/store/categories', { name: 'Holiday', parent_id: top.body.data.id });
    const easter = await post('/store/categories', { name: 'Easter', parent_id: holiday.body.data.id });
    const winter = await post('/store/categories', {
      name: 'Winter',
      parent_id: top.body.data.id,
      sort_order: -1,
    });
    await createStoreProduct(ctx.db, { categoryId: easter.body.data.id });
    await createStoreProduct(ctx.db, { categoryId: easter.body.data.id, active: false });
    expect(easter.body.data).toMatchObject({
      name: 'Easter',
      parent_id: holiday.body.data.id,
      depth: 2,
      path: 'Zz Camps › Holiday › Easter',
    });

    const tree = (await get('/store/categories')).body.data.categories as Array<Record<string, unknown>>;
    const ours = tree.filter((c) => String(c.path).startsWith('Zz Camps'));
    expect(ours.map((c) => [c.path, c.depth, c.product_count, c.child_count])).toEqual([
      ['Zz Camps', 0, 0, 2],
      ['Zz Camps › Winter', 1, 0, 0],
      ['Zz Camps › Holiday', 1, 0, 1],
      ['Zz Camps › Holiday › Easter', 2, 2, 0],
    ]);
    expect(tree.findIndex((c) => c.id === top.body.data.id)).toBe(
      tree.findIndex((c) => c.id === winter.body.data.id) - 1,
    );
    expect(await audits('ProductCategory', easter.body.data.id)).toMatchObject([
      {
        actorId: staff.facilities,
        action: 'category.create',
        after: { name: 'Easter', parent_id: holiday.body.data.id, sort_order: 0 },
      },
    ]);
  });

  it('renames, reorders and moves a category, each audited with before and after', async () => {
    const a = await post('/store/categories', { name: 'Yy Clinics' });
    const b = await post('/store/categories', { name: 'Yy Programs' });
    const child = await post('/store/categories', { name: 'Shooting', parent_id: a.body.data.id });
    const moved = await patch(`/store/categories/${child.body.data.id}`, {
      name: 'Shooting skills',
      parent_id: b.body.data.id,
      sort_order: 4,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({
      name: 'Shooting skills',
      parent_id: b.body.data.id,
      sort_order: 4,
      path: 'Yy Programs › Shooting skills',
    });
    const toTop = await patch(`/store/categories/${child.body.data.id}`, { parent_id: null });
    expect(toTop.body.data).toMatchObject({ parent_id: null, depth: 0, name: 'Shooting skills' });
    expect((await audits('ProductCategory', child.body.data.id)).slice(1)).toMatchObject([
      {
        action: 'category.change',
        before: { name: 'Shooting', parent_id: a.body.data.id, sort_order: 0 },
        after: { name: 'Shooting skills', parent_id: b.body.data.id, sort_order: 4 },
      },
      {
        action: 'category.change',
        before: { name: 'Shooting skills', parent_id: b.body.data.id, sort_order: 4 },
        after: { parent_id: null },
      },
    ]);
  });

  it('refuses a move under itself or its own sub-category (422), an unknown parent, a name its parent already has', async () => {
    const a = (await post('/store/categories', { name: 'Xx Leagues' })).body.data;
    const b = (await post('/store/categories', { name: 'Juniors', parent_id: a.id })).body.data;
    const c = (await post('/store/categories', { name: 'Under 12', parent_id: b.id })).body.data;
    for (const parent of [a.id, c.id, b.id]) {
      const res = await patch(`/store/categories/${a.id}`, { parent_id: parent });
      expect(res.status).toBe(422);
      expect(res.body.errors.parent_id[0]).toMatch(/cannot go under itself/);
    }
    const selfUnder = await patch(`/store/categories/${b.id}`, { parent_id: c.id });
    expect(selfUnder.status).toBe(422);
    expect((await patch(`/store/categories/${a.id}`, { parent_id: 2_000_000_000 })).body.errors).toEqual({
      parent_id: ['No such category'],
    });
    const noParent = await post('/store/categories', { name: 'Orphan', parent_id: 2_000_000_000 });
    expect([noParent.status, noParent.body.errors]).toEqual([422, { parent_id: ['No such category'] }]);
    const twin = await post('/store/categories', { name: 'JUNIORS', parent_id: a.id });
    expect([twin.status, Object.keys(twin.body.errors)]).toEqual([422, ['name']]);
    // A name is compared as text, not as a LIKE pattern: 'J%' is not 'Juniors'.
    expect((await post('/store/categories', { name: 'J%', parent_id: a.id })).status).toBe(201);
    expect((await post('/store/categories', { name: '', parent_id: a.id })).status).toBe(422);
    expect((await patch('/store/categories/2000000000', { name: 'Nobody' })).status).toBe(404);
    expect(
      (await get('/store/categories')).body.data.categories.find((x: { id: number }) => x.id === a.id),
    ).toMatchObject({
      parent_id: null,
    });
    expect((await audits('ProductCategory', a.id)).map((e) => e.action)).toEqual(['category.create']);
  });

  it('deletes an empty category; refuses one with products or sub-categories (409)', async () => {
    const parent = (await post('/store/categories', { name: 'Ww Events' })).body.data;
    const child = (await post('/store/categories', { name: 'Gala', parent_id: parent.id })).body.data;
    const product = await createStoreProduct(ctx.db, { categoryId: child.id });

    const withChild = await del(`/store/categories/${parent.id}`);
    expect([withChild.status, withChild.body.error]).toEqual([409, 'conflict']);
    expect(withChild.body.message).toMatch(/sub-category/);
    const withProduct = await del(`/store/categories/${child.id}`);
    expect([withProduct.status, withProduct.body.message]).toEqual([
      409,
      'Gala still has 1 product: move it to another category first.',
    ]);

    await ctx.db.product.update({ where: { id: product.id }, data: { categoryId: null } });
    expect((await del(`/store/categories/${child.id}`)).body).toEqual({ data: { id: child.id } });
    expect((await del(`/store/categories/${parent.id}`)).status).toBe(200);
    expect(await ctx.db.productCategory.count({ where: { id: { in: [parent.id, child.id] } } })).toBe(0);
    expect((await del(`/store/categories/${parent.id}`)).status).toBe(404);
    expect(await audits('ProductCategory', child.id)).toMatchObject([
      { action: 'category.create' },
      { action: 'category.delete', before: { name: 'Gala', parent_id: parent.id } },
    ]);
  });
});

describe('products', () => {
  it('creates a product with every field, which the member store shows as saved', async () => {
    const venue = await createVenue(ctx.db, 'Valley Stadium');
    const category = await createCategory(ctx.db, 'Clinics');
    const res = await post('/store/products', fullProduct({ venue_id: venue.id, category_id: category.id }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    expect(res.body.data).toMatchObject({
      name: 'Winter Shooting Clinic',
      description: 'Three mornings of shooting drills.',
      cover_url: null,
      price_cents: 8_950,
      quantity: 24,
      booked: 0,
      available: 24,
      category: { id: category.id, name: 'Clinics' },
      venue: { id: venue.id, name: 'Valley Stadium' },
      date_start: isoIn(-2),
      date_end: isoIn(20),
      time_start: '09:00',
      time_end: '12:30',
      voucher_eligible: true,
      akv: true,
      no_attendee: false,
      order_qty_max: 3,
      is_hpc: false,
      active: true,
    });
    expect(await memberStoreProduct(id)).toMatchObject({
      product_name: 'Winter Shooting Clinic',
      product_price: 89.5,
      product_quantity: 24,
      product_available: 24,
      product_bookable: true,
      product_description: 'Three mornings of shooting drills.',
      product_category_id: category.id,
      product_venue_id: venue.id,
      product_date_start: isoIn(-2),
      product_date_end: isoIn(20),
      product_time_start: '09:00',
      product_time_end: '12:30',
      product_voucher_eligible: true,
      product_akv: true,
      product_no_attendee: false,
      product_order_qty_max: 3,
      product_is_hpc: false,
    });
    expect(await audits('Product', id)).toMatchObject([
      {
        actorId: staff.facilities,
        action: 'product.create',
        after: { price_cents: 8_950, venue_id: venue.id },
      },
    ]);
  });

  it('refuses bad fields with 422 field errors and writes nothing', async () => {
    const before = await ctx.db.product.count();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ price_cents: -1 }, ['price_cents']],
      [{ price_cents: 10.5 }, ['price_cents']],
      [{ date_start: isoIn(5), date_end: isoIn(4) }, ['date_end']],
      [{ date_start: '2026-02-30' }, ['date_start']],
      [{ date_start: '2026-13-45', date_end: '2026-01-01' }, ['date_start']],
      [{ time_start: '25:00' }, ['time_start']],
      [{ time_start: '9am' }, ['time_start']],
      [{ time_start: '12:00', time_end: '12:00' }, ['time_end']],
      [{ order_qty_max: 0 }, ['order_qty_max']],
      [{ quantity: -1 }, ['quantity']],
      [{ name: '   ' }, ['name']],
      [{ venue_id: 2_000_000_000 }, ['venue_id']],
      [{ category_id: 2_000_000_000 }, ['category_id']],
      [{ venue_id: 2_000_000_000, category_id: 2_000_000_000 }, ['category_id', 'venue_id']],
    ];
    for (const [fields, errors] of cases) {
      const res = await post('/store/products', fullProduct(fields));
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.error).toBe('validation_failed');
      expect(Object.keys(res.body.errors).sort(), JSON.stringify(fields)).toEqual(errors);
    }
    expect(await ctx.db.product.count()).toBe(before);
  });

  it('updates every field; refuses fewer places than are booked; audits before and after', async () => {
    const p = await createStoreProduct(ctx.db, {
      name: 'Old name',
      quantity: 20,
      booked: 6,
      priceCents: 1_000,
    });
    const venue = await createVenue(ctx.db);
    const fewer = await put(`/store/products/${p.id}`, fullProduct({ quantity: 5 }));
    expect([fewer.status, fewer.body.errors]).toEqual([
      422,
      { quantity: ['6 places are already booked: offer at least 6'] },
    ]);
    const res = await put(
      `/store/products/${p.id}`,
      fullProduct({ name: 'New name', quantity: 6, venue_id: venue.id, is_hpc: true, description: null }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'New name',
      quantity: 6,
      booked: 6,
      available: 0,
      is_hpc: true,
      description: null,
      price_cents: 8_950,
    });
    const unlimited = await put(`/store/products/${p.id}`, fullProduct({ quantity: null }));
    expect(unlimited.body.data).toMatchObject({ quantity: null, available: null });
    expect(await audits('Product', p.id)).toMatchObject([
      {
        action: 'product.update',
        before: { name: 'Old name', quantity: 20, price_cents: 1_000, venue_id: null, is_hpc: false },
        after: { name: 'New name', quantity: 6, price_cents: 8_950, venue_id: venue.id, is_hpc: true },
      },
      { action: 'product.update', before: { quantity: 6 }, after: { quantity: null } },
    ]);
  });

  it('leaves membership, donation and nomination products out: not listed, 404 to read or change', async () => {
    const membership = await createMembershipProduct(ctx.db, 'netball', { name: 'Qq Netball Membership' });
    const listed = await get('/store/products?q=Qq');
    expect(listed.body.data.total).toBe(0);
    for (const [method, path, body] of [
      ['get', `/store/products/${membership.id}`],
      ['put', `/store/products/${membership.id}`, fullProduct()],
      ['post', `/store/products/${membership.id}/status`, { active: false }],
      ['post', `/store/products/${membership.id}/stock`, { change: 1, reason: 'x' }],
      ['get', `/store/products/${membership.id}/sales`],
      ['get', `/store/products/${membership.id}/attendees.csv`],
    ] as Array<[Method, string, unknown?]>) {
      const res = await call(method, path, body);
      expect([path, res.status, res.body.error]).toEqual([path, 404, 'not_found']);
    }
    expect(await ctx.db.product.findUniqueOrThrow({ where: { id: membership.id } })).toMatchObject({
      priceCents: membership.priceCents,
      active: true,
    });
    expect((await get('/store/products/abc')).status).toBe(404);
  });

  it('finds products by words, category (with sub-categories) and status, paged, newest first or by name', async () => {
    const camps = await createCategory(ctx.db, 'Pp Camps');
    const easter = await createCategory(ctx.db, 'Pp Easter', camps.id);
    const a = await createStoreProduct(ctx.db, { name: 'Pp Alpha camp', categoryId: camps.id });
    const b = await createStoreProduct(ctx.db, {
      name: 'Pp Bravo camp',
      categoryId: easter.id,
      active: false,
    });
    const c = await createStoreProduct(ctx.db, {
      name: 'Pp Charlie clinic',
      description: 'a camp for guards',
    });
    const ids = (res: { body: { data: { products: Array<{ id: number }> } } }) =>
      res.body.data.products.map((p) => p.id);

    expect(ids(await get('/store/products?q=pp camp'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await get('/store/products?q=pp camp&sort=name'))).toEqual([a.id, b.id, c.id]);
    expect(ids(await get(`/store/products?category_id=${camps.id}`))).toEqual([b.id, a.id]);
    expect(ids(await get(`/store/products?category_id=${easter.id}`))).toEqual([b.id]);
    expect(ids(await get('/store/products?q=pp&status=withdrawn'))).toEqual([b.id]);
    expect(ids(await get('/store/products?q=pp&status=active&sort=name'))).toEqual([a.id, c.id]);
    expect(ids(await get(`/store/products?q=${a.id}`))).toContain(a.id);
    const paged = await get('/store/products?q=pp&sort=name&page=1&page_size=2');
    expect(paged.body.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(ids(paged)).toEqual([c.id]);
    // Words are text, not LIKE patterns.
    expect((await get('/store/products?q=%25')).body.data.total).toBe(0);
    expect((await get('/store/products?q=pp_')).body.data.total).toBe(0);
    expect((await get('/store/products?page_size=1000')).status).toBe(422);
  });

  it('withdraws a product from the member store and restores it, audited', async () => {
    const p = await createStoreProduct(ctx.db);
    expect(await memberStoreProduct(p.id)).toBeDefined();
    const withdrawn = await post(`/store/products/${p.id}/status`, { active: false });
    expect(withdrawn.body.data.active).toBe(false);
    expect(await memberStoreProduct(p.id)).toBeUndefined();
    const restored = await post(`/store/products/${p.id}/status`, { active: true });
    expect(restored.body.data.active).toBe(true);
    expect(await memberStoreProduct(p.id)).toBeDefined();
    expect((await post(`/store/products/${p.id}/status`, { active: 'no' })).status).toBe(422);
    expect(await audits('Product', p.id)).toMatchObject([
      { action: 'product.status', before: { active: true }, after: { active: false } },
      { action: 'product.status', before: { active: false }, after: { active: true } },
    ]);
  });
});

/** Uploads, replaces and removes a cover through `c`; the member store serves each current one. */
async function coverRoundTrip(c: TestContext, facilitiesId: number) {
  const p = await createStoreProduct(c.db);
  const upload = (bytes: Buffer, filename: string) =>
    c
      .api()
      .put(`/api/admin/store/products/${p.id}/cover`)
      .set('authorization', bearer(c, facilitiesId))
      .attach('cover', bytes, { filename, contentType: 'application/octet-stream' });
  const shown = async () =>
    ((await c.api().get('/api/ecommerce/store/products')).body.data as Array<Record<string, unknown>>).find(
      (x) => x.product_id === p.id,
    )!.product_cover as string | null;

  const first = await upload(PNG, 'cover.png');
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const firstUrl = first.body.data.cover_url as string;
  expect(firstUrl).toMatch(/^\/api\/ecommerce\/store\/covers\/\d+-[0-9a-f]{16}\.png$/);
  expect(await shown()).toBe(firstUrl);
  const served = await c.api().get(firstUrl).buffer(true);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(Buffer.from(served.body as Buffer).equals(PNG)).toBe(true);

  const second = await upload(JPEG, 'photo.png');
  const secondUrl = second.body.data.cover_url as string;
  expect(secondUrl).toMatch(/\.jpg$/);
  expect(await shown()).toBe(secondUrl);
  expect((await c.api().get(firstUrl)).status).toBe(404);
  expect(await c.app.deps.files.get(`covers/${firstUrl.split('/').pop()}`)).toBeNull();
  const jpeg = await c.api().get(secondUrl).buffer(true);
  expect([jpeg.status, jpeg.headers['content-type']]).toEqual([200, 'image/jpeg']);

  const removed = await c
    .api()
    .delete(`/api/admin/store/products/${p.id}/cover`)
    .set('authorization', bearer(c, facilitiesId));
  expect(removed.body.data.cover_url).toBeNull();
  expect(await shown()).toBeNull();
  expect((await c.api().get(secondUrl)).status).toBe(404);
  expect(await c.app.deps.files.get(`covers/${secondUrl.split('/').pop()}`)).toBeNull();
  return p.id;
}

describe('the cover image', () => {
  it('uploads, serves to the member store, replaces and removes a cover on the local disk, audited', async () => {
    const id = await coverRoundTrip(ctx, staff.facilities);
    expect((await audits('Product', id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['product.cover', { cover: null }, { cover: expect.stringMatching(/^covers\/.*\.png$/) }],
      [
        'product.cover',
        { cover: expect.stringMatching(/\.png$/) },
        { cover: expect.stringMatching(/^covers\/.*\.jpg$/) },
      ],
      ['product.cover', { cover: expect.stringMatching(/\.jpg$/) }, { cover: null }],
    ]);
  });

  it('takes a WebP file; refuses other files, oversized ones, none, and a form that is not multipart', async () => {
    const p = await createStoreProduct(ctx.db);
    const upload = (bytes: Buffer) =>
      ctx
        .api()
        .put(`/api/admin/store/products/${p.id}/cover`)
        .set('authorization', bearer(ctx, staff.facilities))
        .attach('cover', bytes, { filename: 'cover.png', contentType: 'image/png' });
    const gif = await upload(GIF);
    expect([gif.status, gif.body.errors]).toEqual([
      422,
      { cover: ['The image must be a JPEG, PNG or WebP file'] },
    ]);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(COVER_MAX_BYTES)]));
    expect([big.status, Object.keys(big.body.errors)]).toEqual([422, ['cover']]);
    expect(big.body.errors.cover[0]).toMatch(/smaller than 500 kB/);
    const none = await ctx
      .api()
      .put(`/api/admin/store/products/${p.id}/cover`)
      .set('authorization', bearer(ctx, staff.facilities))
      .field('note', 'no file');
    expect([none.status, none.body.errors]).toEqual([422, { cover: ['Choose an image to upload'] }]);
    const json = await put(`/store/products/${p.id}/cover`, { cover: 'x' });
    expect([json.status, json.body.errors]).toEqual([422, { cover: ['Choose an image to upload'] }]);
    expect((await del(`/store/products/${p.id}/cover`)).status).toBe(404);
    expect(await audits('Product', p.id)).toEqual([]);
    expect((await ctx.db.product.findUniqueOrThrow({ where: { id: p.id } })).cover).toBeNull();

    const webp = await upload(WEBP);
    expect(webp.body.data.cover_url).toMatch(/\.webp$/);
    const served = await ctx.api().get(webp.body.data.cover_url).buffer(true);
    expect(served.headers['content-type']).toBe('image/webp');
    // Only a product's current cover is served; names that are not covers never reach the store.
    expect((await ctx.api().get('/api/ecommerce/store/covers/1-0000000000000000.png')).status).toBe(404);
    expect((await ctx.api().get('/api/ecommerce/store/covers/..%2Fphotos%2Fx.png')).status).toBe(404);
  });

  describe('kept in S3-compatible storage', () => {
    let s3: TestS3;
    let s3ctx: TestContext;
    let facilitiesId: number;
    beforeAll(async () => {
      s3 = await startTestS3();
      s3ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney', ...s3.env });
      facilitiesId = (await createMember(s3ctx.db, { staffGrants: { create: [{ role: 'facilities' }] } })).id;
    });
    afterAll(async () => {
      await s3ctx?.close();
      await s3?.stop();
    });

    it('uploads, serves, replaces and removes a cover the same way', async () => {
      expect(s3ctx.app.deps.files.where).toMatch(/^s3:\/\//);
      await coverRoundTrip(s3ctx, facilitiesId);
    });
  });
});

describe('stock adjustments', () => {
  it('adds and removes places with a reason, audited; refuses to remove booked places (409)', async () => {
    const p = await createStoreProduct(ctx.db, { quantity: 10, booked: 7 });
    const added = await post(`/store/products/${p.id}/stock`, { change: 5, reason: 'Second court booked' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ quantity: 15, booked: 7, available: 8 });
    const removed = await post(`/store/products/${p.id}/stock`, { change: -8, reason: 'Court two lost' });
    expect(removed.body.data).toMatchObject({ quantity: 7, booked: 7, available: 0 });
    const tooMany = await post(`/store/products/${p.id}/stock`, { change: -1, reason: 'One more' });
    expect([tooMany.status, tooMany.body]).toEqual([
      409,
      { error: 'conflict', message: 'Only 0 places are free to remove: 7 of 7 are booked.' },
    ]);
    expect(await audits('Product', p.id)).toMatchObject([
      {
        action: 'product.stock',
        before: { quantity: 10, booked: 7 },
        after: { quantity: 15, booked: 7, change: 5 },
        reason: 'Second court booked',
      },
      { action: 'product.stock', before: { quantity: 15 }, after: { quantity: 7 }, reason: 'Court two lost' },
    ]);
  });

  it('refuses no reason, no change, too many places, a product without a limit, and an unknown product', async () => {
    const p = await createStoreProduct(ctx.db, { quantity: 10 });
    const unlimited = await createStoreProduct(ctx.db, { quantity: null });
    const cases: Array<[number, unknown, number, string?]> = [
      [p.id, { change: 2 }, 422, 'reason'],
      [p.id, { change: 2, reason: '   ' }, 422, 'reason'],
      [p.id, { change: 0, reason: 'Nothing' }, 422, 'change'],
      [p.id, { change: 1.5, reason: 'Half' }, 422, 'change'],
      [p.id, { change: 100_000, reason: 'Too many' }, 422, 'change'],
      [unlimited.id, { change: 3, reason: 'No limit' }, 409],
      [2_000_000_000, { change: 3, reason: 'Nobody' }, 404],
    ];
    for (const [id, body, status, field] of cases) {
      const res = await post(`/store/products/${id}/stock`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (field) expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect((await ctx.db.product.findUniqueOrThrow({ where: { id: p.id } })).quantity).toBe(10);
    expect(await audits('Product', p.id)).toEqual([]);
  });

  it('racing removals and member purchases share out the free places exactly, never going below booked', async () => {
    const p = await createStoreProduct(ctx.db, {
      name: 'Last Places Clinic',
      quantity: 10,
      booked: 7,
      noAttendee: true,
      priceCents: 2_000,
    });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createMember(ctx.db)));
    const removals = Array.from({ length: 8 }, (_, i) =>
      post(`/store/products/${p.id}/stock`, { change: -1, reason: `Court closed ${i}` }),
    );
    const purchases = buyers.map((b) =>
      ctx
        .api()
        .post('/api/ecommerce/store/payshoppingcart')
        .set('authorization', bearer(ctx, b.id))
        .send({
          shoppingCart: [cartLine(p, 1)],
          attendees: [],
          assign: [],
          couponCart: null,
          donationCart: [],
          cardData: VISA,
        }),
    );
    const [removed, bought] = await Promise.all([Promise.all(removals), Promise.all(purchases)]);

    const removedOk = removed.filter((r) => r.status === 200).length;
    const boughtOk = bought.filter((r) => r.status === 200).length;
    expect(removedOk + boughtOk).toBe(3);
    for (const r of [...removed, ...bought].filter((x) => x.status !== 200)) expect(r.status).toBe(409);
    const after = await ctx.db.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(after.quantity).toBe(10 - removedOk);
    expect(after.booked).toBe(7 + boughtOk);
    expect(after.quantity! - after.booked).toBe(0);
    expect(
      await ctx.db.order.count({ where: { memberId: { in: buyers.map((b) => b.id) }, paid: true } }),
    ).toBe(boughtOk);
    expect((await audits('Product', p.id)).filter((e) => e.action === 'product.stock')).toHaveLength(
      removedOk,
    );
  });
});

describe('sales and attendees', () => {
  let product: { id: number; name: string };
  let mia: { id: number };
  let noah: { id: number };
  let paidOrder: { id: number };
  let refundedOrder: { id: number; lines: Array<{ id: number }> };

  /** A paid (or not) order of `lines`, its payment and its refund. */
  async function order(
    memberId: number,
    paidAt: string,
    lines: Array<{ productId: number; quantity: number; totalCents: number }>,
    o: { paid?: boolean; refund?: 'line' | null } = {},
  ) {
    const total = lines.reduce((s, l) => s + l.totalCents, 0);
    const created = await ctx.db.order.create({
      data: {
        memberId,
        origin: 'store',
        subtotalCents: total,
        taxCents: 0,
        totalCents: total,
        paid: o.paid ?? true,
        paidAt: o.paid === false ? null : new Date(paidAt),
        createdAt: new Date(paidAt),
        lines: {
          create: lines.map((l) => ({
            productId: l.productId,
            name: 'Line',
            quantity: l.quantity,
            unitPriceCents: l.totalCents / l.quantity,
            totalCents: l.totalCents,
          })),
        },
      },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
    const payment = await ctx.db.payment.create({
      data: {
        orderId: created.id,
        memberId,
        amountCents: total,
        refundedCents: o.refund ? created.lines[0]!.totalCents : 0,
        method: 'card',
        gateway: 'sandbox',
        status: o.paid === false ? 'failed' : 'succeeded',
      },
    });
    if (o.refund)
      await ctx.db.refund.create({
        data: {
          paymentId: payment.id,
          orderLineId: created.lines[0]!.id,
          amountCents: created.lines[0]!.totalCents,
          reason: 'Injured',
          byHand: false,
          idempotencyKey: `test-${created.id}`,
        },
      });
    return created;
  }

  async function attend(lineId: number, buyerId: number, a: Record<string, unknown>) {
    const attendee = await ctx.db.attendee.create({
      data: {
        createdById: buyerId,
        firstname: 'X',
        lastname: 'Y',
        dob: new Date('2014-02-14T00:00:00Z'),
        gender: 'female',
        ...a,
      },
    });
    await ctx.db.orderLineAttendee.create({ data: { orderLineId: lineId, attendeeId: attendee.id } });
  }

  beforeAll(async () => {
    product = await createStoreProduct(ctx.db, { name: 'Autumn Camp', priceCents: 25_000 });
    const other = await createStoreProduct(ctx.db, { name: 'Singlet' });
    mia = await createMember(ctx.db, { firstname: 'Mia', lastname: 'Tran', email: 'mia@example.com' });
    noah = await createMember(ctx.db, { firstname: 'Noah', lastname: 'Reid', email: 'noah@example.com' });
    const kid = await createMember(ctx.db, {
      firstname: 'Ari',
      lastname: 'Tran',
      dob: new Date('2013-05-01T00:00:00Z'),
    });
    // 13:30 UTC on 1 March is 00:30 on 2 March in Sydney.
    paidOrder = await order(mia.id, '2026-03-01T13:30:00Z', [
      { productId: product.id, quantity: 2, totalCents: 50_000 },
      { productId: other.id, quantity: 1, totalCents: 5_500 },
    ]);
    refundedOrder = await order(
      noah.id,
      '2026-03-03T02:00:00Z',
      [{ productId: product.id, quantity: 1, totalCents: 25_000 }],
      { refund: 'line' },
    );
    const unpaid = await order(
      noah.id,
      '2026-03-04T02:00:00Z',
      [{ productId: product.id, quantity: 1, totalCents: 25_000 }],
      { paid: false },
    );
    const line = (
      await ctx.db.orderLine.findFirstOrThrow({ where: { orderId: paidOrder.id, productId: product.id } })
    ).id;
    await attend(line, mia.id, {
      firstname: 'Zara',
      lastname: 'Tran',
      email: 'parent@example.com',
      mobile: '0411222333',
      address: '8 Rim Street',
      suburb: 'BLACKTOWN',
      postcode: '2148',
      state: 'NSW',
      ecFullname: 'Mia Tran',
      ecMobile: '0422333444',
      ecMedical: '=Asthma, puffer in bag',
    });
    await attend(line, mia.id, {
      firstname: 'Ari',
      lastname: 'Tran',
      dob: new Date('2013-05-01T00:00:00Z'),
      gender: 'male',
      memberId: kid.id,
    });
    await attend(refundedOrder.lines[0]!.id, noah.id, { firstname: 'Refunded', lastname: 'Kid' });
    await attend(unpaid.lines[0]!.id, noah.id, { firstname: 'Unpaid', lastname: 'Kid' });
  });

  it("lists every paid line with the date in the association's time zone, the refunds and the totals", async () => {
    const res = await get(`/store/products/${product.id}/sales`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      product: { id: product.id, name: 'Autumn Camp' },
      sales: [
        {
          order_id: paidOrder.id,
          line_id: expect.any(Number),
          paid_on: '2026-03-02',
          paid_at_formatted: '02/03/2026 12:30 AM',
          member: { id: mia.id, name: 'Mia Tran' },
          quantity: 2,
          amount_cents: 50_000,
          refunded: false,
          refunded_cents: 0,
        },
        {
          order_id: refundedOrder.id,
          line_id: refundedOrder.lines[0]!.id,
          paid_on: '2026-03-03',
          paid_at_formatted: '03/03/2026 1:00 PM',
          member: { id: noah.id, name: 'Noah Reid' },
          quantity: 1,
          amount_cents: 25_000,
          refunded: true,
          refunded_cents: 25_000,
        },
      ],
      totals: { orders: 2, places: 2, amount_cents: 75_000, refunded_cents: 25_000, net_cents: 50_000 },
    });
  });

  it('gives the sales as a CSV file', async () => {
    const res = await get(`/store/products/${product.id}/sales.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="product-${product.id}-sales.csv"`);
    expect(
      res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Order,Paid,Member ID,Member,Places,Amount,Refunded,Amount refunded',
      `${paidOrder.id},02/03/2026 12:30 AM,${mia.id},Mia Tran,2,500.00,No,0.00`,
      `${refundedOrder.id},03/03/2026 1:00 PM,${noah.id},Noah Reid,1,250.00,Yes,250.00`,
      'Total,,,,2,750.00,,250.00',
    ]);
  });

  it('lists the attendees of paid places not refunded, with what the checkout collected and the buyer', async () => {
    const res = await get(`/store/products/${product.id}/attendees`);
    expect(res.status).toBe(200);
    expect(res.body.data.product).toEqual({ id: product.id, name: 'Autumn Camp' });
    expect(res.body.data.attendees).toEqual([
      expect.objectContaining({
        firstname: 'Ari',
        lastname: 'Tran',
        dob: '2013-05-01',
        gender: 'male',
        is_member: true,
        email: null,
        order_id: paidOrder.id,
        buyer: { id: mia.id, name: 'Mia Tran', email: 'mia@example.com' },
      }),
      {
        attendee_id: expect.any(Number),
        firstname: 'Zara',
        lastname: 'Tran',
        dob: '2014-02-14',
        gender: 'female',
        is_member: false,
        email: 'parent@example.com',
        mobile: '0411222333',
        address: '8 Rim Street',
        suburb: 'BLACKTOWN',
        postcode: '2148',
        state: 'NSW',
        emergency_contact: 'Mia Tran',
        emergency_mobile: '0422333444',
        medical: '=Asthma, puffer in bag',
        order_id: paidOrder.id,
        buyer: { id: mia.id, name: 'Mia Tran', email: 'mia@example.com' },
      },
    ]);
  });

  it('gives the attendee list as a CSV file, formulas escaped', async () => {
    const res = await get(`/store/products/${product.id}/attendees.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="product-${product.id}-attendees.csv"`,
    );
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(
      res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'First name,Last name,Date of birth,Gender,Member,Email,Mobile,Address,Suburb,Postcode,State,Emergency contact,Emergency mobile,Medical,Order,Bought by,Buyer email',
      `Ari,Tran,2013-05-01,male,Yes,,,,,,,,,,${paidOrder.id},Mia Tran,mia@example.com`,
      `Zara,Tran,2014-02-14,female,No,parent@example.com,0411222333,8 Rim Street,BLACKTOWN,2148,NSW,Mia Tran,0422333444,"'=Asthma, puffer in bag",${paidOrder.id},Mia Tran,mia@example.com`,
    ]);
  });

  it('answers empty lists for a product nobody bought, and 404 for an unknown one', async () => {
    const p = await createStoreProduct(ctx.db);
    expect((await get(`/store/products/${p.id}/sales`)).body.data).toMatchObject({
      sales: [],
      totals: { orders: 0, places: 0, amount_cents: 0, refunded_cents: 0, net_cents: 0 },
    });
    expect((await get(`/store/products/${p.id}/attendees`)).body.data.attendees).toEqual([]);
    expect((await get('/store/products/2000000000/sales.csv')).status).toBe(404);
    expect((await get('/store/products/2000000000/attendees')).status).toBe(404);
  });
});
