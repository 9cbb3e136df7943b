// Speed: the store's product list, the same for every visitor, is built
// once and reused for a few seconds; a sale made through the portal shows at once.
// (Other test files run with NODE_ENV=test, where every answer is built afresh.)
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@courtside/contracts';
import { createTestContext, type TestContext } from '../helpers.js';
import { createMember } from '../factories.js';
import { VISA } from '../money-factories.js';
import { cartLine, createStoreProduct } from '../store-factories.js';
import { countSqlStatements } from '../sql-counter.js';

let ctx: TestContext;
const list = async () =>
  (await ctx.api().get('/api/ecommerce/store/products').expect(200)).body.data as TProduct[];

beforeAll(async () => {
  ctx = await createTestContext({
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
});
afterAll(() => ctx?.close());

describe('the product list answer', () => {
  it('is reused for a few seconds without touching the database, and a sale clears it', async () => {
    const singlet = await createStoreProduct(ctx.db, {
      name: 'Association Singlet',
      priceCents: 5_500,
      noAttendee: true,
      quantity: 10,
      booked: 0,
    });
    for (let i = 0; i < 5; i++) await createStoreProduct(ctx.db, { name: `Holiday Camp ${i}` });
    const first = await list();
    expect(first.find((p) => p.product_id === singlet.id)?.product_available).toBe(10);

    const counter = countSqlStatements();
    let again: TProduct[];
    try {
      again = await list();
      expect(counter.statements).toEqual([]);
    } finally {
      counter.stop();
    }
    expect(again).toEqual(first);

    // Compressed once when built: a phone that accepts brotli gets a fraction of the bytes.
    const raw = await ctx.api().get('/api/ecommerce/store/products').set('accept-encoding', 'identity');
    const br = await ctx
      .api()
      .get('/api/ecommerce/store/products')
      .set('accept-encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.data).toEqual(first);
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(raw.headers['content-length']) / 3);

    const buyer = await createMember(ctx.db);
    const paid = await ctx
      .api()
      .post('/api/ecommerce/store/payshoppingcart')
      .set('authorization', `Bearer ${ctx.app.jwt.sign({ sub: String(buyer.id), tv: 0 })}`)
      .send({
        shoppingCart: [cartLine(singlet, 2)],
        attendees: [],
        assign: [],
        couponCart: null,
        donationCart: [],
        cardData: VISA,
      });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await list()).find((p) => p.product_id === singlet.id)?.product_available).toBe(8);
  });
});
