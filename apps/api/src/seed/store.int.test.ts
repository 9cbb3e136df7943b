import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { createMember } from '../../test/factories.js';
import { VISA } from '../../test/money-factories.js';
import { seedStore } from './store.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
});
afterAll(() => ctx?.close());

describe('store demo data', () => {
  it('offers camps, clinics, merchandise and events at the existing venues, one sold out, one for AKV vouchers, and two HPC products', async () => {
    const venue = await ctx.db.venue.create({ data: { name: 'Harbourside Sports Centre' } });
    await seedStore(ctx.db);
    const api = ctx.api();

    const store = (await api.get('/api/ecommerce/store/products').expect(200)).body.data as TProduct[];
    const byName = (name: string) => store.find((p) => p.product_name.startsWith(name));
    expect(byName('Summer School Holiday Camp')).toMatchObject({
      product_price: 250,
      product_no_attendee: false,
      product_bookable: true,
      product_sold_out: false,
    });
    expect(byName('Shooting Skills Clinic')).toMatchObject({ product_price: 45 });
    expect(byName('Association Singlet')).toMatchObject({
      product_price: 55,
      product_no_attendee: true,
      product_order_qty_max: 3,
    });
    expect(byName('Junior Development Program')).toMatchObject({ product_akv: true });
    expect(store.filter((p) => p.product_sold_out)).toHaveLength(1);
    expect(store.every((p) => p.venue?.venue_id === venue.id)).toBe(true);

    const hpc = (await api.get('/api/ecommerce/store/products?orig=hpc').expect(200)).body.data as TProduct[];
    expect(hpc).toHaveLength(2);
    expect(hpc.every((p) => p.product_is_hpc)).toBe(true);

    const categories = (await api.get('/api/ecommerce/store/categories').expect(200)).body.data as Array<{
      category_name: string;
    }>;
    expect(categories.map((c) => c.category_name)).toEqual(['Camps', 'Clinics', 'Merchandise', 'Events']);

    // And a member can buy from it.
    const buyer = await createMember(ctx.db);
    const singlet = byName('Association Singlet') as TProduct;
    const paid = await api
      .post('/api/ecommerce/store/payshoppingcart')
      .set('authorization', `Bearer ${ctx.app.jwt.sign({ sub: String(buyer.id), tv: 0 })}`)
      .send({
        shoppingCart: [{ product_id: singlet.product_id, product_quantity: 3 }],
        donationCart: [],
        cardData: VISA,
      });
    expect(paid.status).toBe(200);
  });
});
