// The public store lists (the Products screen and the store's calls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createDonationProduct, createMembershipProduct } from '../../../test/money-factories.js';
import { countSqlStatements } from '../../../test/sql-counter.js';
import {
  createCategory,
  createStoreProduct,
  createVenue,
  dayFromToday,
} from '../../../test/store-factories.js';

let ctx: TestContext;
const products = async (query = '') =>
  (await ctx.api().get(`/api/ecommerce/store/products${query}`).expect(200)).body.data as TProduct[];
const names = (list: TProduct[]) => list.map((p) => p.product_name);

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
});
afterAll(() => ctx?.close());

describe('GET /api/ecommerce/store/products', () => {
  it('lets a visitor browse the products with their category, venue and stock, briefly cacheable', async () => {
    const camps = await createCategory(ctx.db, 'Camps');
    const venue = await createVenue(ctx.db, 'Harbourside Sports Centre');
    const camp = await createStoreProduct(ctx.db, {
      name: 'Summer Camp',
      description: 'Three days of basketball',
      priceCents: 25_000,
      quantity: 40,
      booked: 12,
      categoryId: camps.id,
      venueId: venue.id,
      orderQtyMax: 4,
      voucherEligible: true,
      akv: true,
    });

    const res = await ctx.api().get('/api/ecommerce/store/products');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=15');
    expect(res.headers.etag).toBeTruthy();
    const found = (res.body.data as TProduct[]).find((p) => p.product_id === camp.id);
    expect(found).toEqual({
      product_id: camp.id,
      product_name: 'Summer Camp',
      product_price: 250,
      product_quantity: 40,
      product_booked: 12,
      product_available: 28,
      product_sold_out: false,
      product_bookable: true,
      product_description: 'Three days of basketball',
      product_cover: null,
      product_category_id: camps.id,
      product_venue_id: venue.id,
      product_date_start: dayFromToday(-5).toISOString().slice(0, 10),
      product_date_end: dayFromToday(30).toISOString().slice(0, 10),
      product_time_start: '09:00',
      product_time_end: '15:00',
      product_voucher_eligible: true,
      product_no_attendee: false,
      product_akv: true,
      product_order_qty_max: 4,
      product_is_hpc: false,
      category: { category_id: camps.id, category_name: 'Camps', parent_id: null },
      venue: {
        venue_id: venue.id,
        venue_name: 'Harbourside Sports Centre',
        venue_address: '1 Hoop Street',
        venue_suburb: 'Glebe',
        venue_postcode: '2037',
        venue_state: 'NSW',
      },
    });

    const again = await ctx
      .api()
      .get('/api/ecommerce/store/products')
      .set('if-none-match', res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('marks Sold Out when quantity is not above booked', async () => {
    const full = await createStoreProduct(ctx.db, { name: 'Full Clinic', quantity: 10, booked: 10 });
    const over = await createStoreProduct(ctx.db, { name: 'Overbooked Clinic', quantity: 10, booked: 11 });
    const one = await createStoreProduct(ctx.db, { name: 'Last Place Clinic', quantity: 10, booked: 9 });
    const list = await products();
    const byId = (id: number) => list.find((p) => p.product_id === id);
    expect(byId(full.id)).toMatchObject({ product_sold_out: true, product_available: 0 });
    expect(byId(over.id)).toMatchObject({ product_sold_out: true, product_available: 0 });
    expect(byId(one.id)).toMatchObject({ product_sold_out: false, product_available: 1 });
  });

  it('lists products still to open as not bookable, and leaves out ended ones and items sold elsewhere', async () => {
    const later = await createStoreProduct(ctx.db, {
      name: 'Next Term Program',
      dateStart: dayFromToday(10),
      dateEnd: dayFromToday(40),
    });
    const lastDay = await createStoreProduct(ctx.db, {
      name: 'Closing Today Camp',
      dateStart: dayFromToday(-10),
      dateEnd: dayFromToday(0),
    });
    await createStoreProduct(ctx.db, {
      name: 'Ended Camp',
      dateStart: dayFromToday(-20),
      dateEnd: dayFromToday(-1),
    });
    await createStoreProduct(ctx.db, { name: 'Withdrawn Camp', active: false });
    await createMembershipProduct(ctx.db, 'basketball');
    await createDonationProduct(ctx.db);

    const list = await products();
    // On sale before it starts: its dates are when it runs.
    expect(list.find((p) => p.product_id === later.id)?.product_bookable).toBe(true);
    expect(list.find((p) => p.product_id === lastDay.id)?.product_bookable).toBe(true);
    expect(names(list)).not.toContain('Ended Camp');
    expect(names(list)).not.toContain('Withdrawn Camp');
    expect(names(list)).not.toContain('Basketball Membership');
    expect(names(list)).not.toContain('Donation');
  });

  it('gives the HPC products for orig=hpc and the store products otherwise', async () => {
    await createStoreProduct(ctx.db, { name: 'HPC Strength Block', isHpc: true });
    await createStoreProduct(ctx.db, { name: 'Club Singlet', noAttendee: true });
    const hpc = await products('?orig=hpc');
    expect(names(hpc)).toContain('HPC Strength Block');
    expect(names(hpc)).not.toContain('Club Singlet');
    expect(hpc.every((p) => p.product_is_hpc)).toBe(true);
    const shop = await products('?orig=store');
    expect(names(shop)).toContain('Club Singlet');
    expect(names(shop)).not.toContain('HPC Strength Block');
    expect(names(await products())).not.toContain('HPC Strength Block');
  });

  it('narrows by category (sub-categories included) and by venue', async () => {
    const events = await createCategory(ctx.db, 'Events');
    const finals = await createCategory(ctx.db, 'Finals', events.id);
    const other = await createVenue(ctx.db, 'Glebe Stadium');
    await createStoreProduct(ctx.db, { name: 'Presentation Night', categoryId: events.id });
    await createStoreProduct(ctx.db, {
      name: 'Grand Final Ticket',
      categoryId: finals.id,
      venueId: other.id,
    });
    expect(names(await products(`?category=${events.id}`)).sort()).toEqual([
      'Grand Final Ticket',
      'Presentation Night',
    ]);
    expect(names(await products(`?category=${finals.id}`))).toEqual(['Grand Final Ticket']);
    expect(names(await products(`?venue=${other.id}`))).toEqual(['Grand Final Ticket']);
    expect((await ctx.api().get('/api/ecommerce/store/products?category=abc')).status).toBe(422);
  });

  it('costs the same three SQL statements for 1 or 30 products (no query per product)', async () => {
    const category = await createCategory(ctx.db, 'Counted');
    const venue = await createVenue(ctx.db, 'Counted Venue');
    await createStoreProduct(ctx.db, { categoryId: category.id, venueId: venue.id });
    const counter = countSqlStatements();
    try {
      await products(`?category=${category.id}`);
      const one = counter.statements.length;
      for (let i = 0; i < 29; i += 1)
        await createStoreProduct(ctx.db, {
          categoryId: category.id,
          venueId: (await createVenue(ctx.db)).id,
        });
      counter.reset();
      expect((await products(`?category=${category.id}`)).length).toBe(30);
      expect(counter.statements.length).toBe(one);
      expect(one).toBeLessThanOrEqual(3);
    } finally {
      counter.stop();
    }
  });
});

describe('GET /api/ecommerce/store/categories, /venues and /productvenues', () => {
  it('lists the categories that have products of the origin, with their parents', async () => {
    const programs = await createCategory(ctx.db, 'Programs');
    const juniors = await createCategory(ctx.db, 'Junior Programs', programs.id);
    const empty = await createCategory(ctx.db, 'Empty Shelf');
    const hpcOnly = await createCategory(ctx.db, 'HPC Sessions');
    await createStoreProduct(ctx.db, { categoryId: juniors.id });
    await createStoreProduct(ctx.db, { categoryId: hpcOnly.id, isHpc: true });

    const res = await ctx.api().get('/api/ecommerce/store/categories?orig=store');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const ids = (res.body.data as Array<{ category_id: number }>).map((c) => c.category_id);
    expect(ids).toEqual(expect.arrayContaining([programs.id, juniors.id]));
    expect(ids).not.toContain(empty.id);
    expect(ids).not.toContain(hpcOnly.id);
    expect(res.body.data).toContainEqual({
      category_id: juniors.id,
      category_name: 'Junior Programs',
      parent_id: programs.id,
    });

    const hpc = await ctx.api().get('/api/ecommerce/store/categories?orig=hpc');
    expect((hpc.body.data as Array<{ category_id: number }>).map((c) => c.category_id)).toContain(hpcOnly.id);
  });

  it('lists every venue, and for the picker only the venues with products', async () => {
    const bare = await createVenue(ctx.db, 'Empty Hall');
    const used = await createVenue(ctx.db, 'Busy Hall');
    await createStoreProduct(ctx.db, { venueId: used.id });

    const all = await ctx.api().get('/api/ecommerce/store/venues').expect(200);
    expect(all.body.data).toContainEqual({
      venue_id: bare.id,
      venue_name: 'Empty Hall',
      venue_address: '1 Hoop Street',
      venue_suburb: 'Glebe',
      venue_postcode: '2037',
      venue_state: 'NSW',
    });
    const picker = await ctx.api().get('/api/ecommerce/store/productvenues').expect(200);
    const ids = (picker.body.data as Array<{ venue_id: number }>).map((v) => v.venue_id);
    expect(ids).toContain(used.id);
    expect(ids).not.toContain(bare.id);
  });
});

describe('API documentation', () => {
  it('documents the store and checkout calls', async () => {
    const res = await ctx.api().get('/api/docs/json').expect(200);
    for (const path of [
      'products',
      'categories',
      'venues',
      'productvenues',
      'productDonation',
      'checkattendee',
      'payshoppingcart',
    ])
      expect(Object.keys(res.body.paths)).toContain(`/api/ecommerce/store/${path}`);
  });
});
