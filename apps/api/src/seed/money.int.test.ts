import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { createMember } from '../../test/factories.js';
import { seedMoney } from './money.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('money demo data', () => {
  it('gives demomember an unpaid, a part-paid and a paid invoice, and vouchers with PIN 0209', async () => {
    const jack = await createMember(ctx.db, {
      username: 'demomember',
      dob: new Date('2001-09-02T00:00:00Z'),
    });
    await seedMoney(ctx.db);
    const auth = `Bearer ${ctx.app.jwt.sign({ sub: String(jack.id), tv: 0 })}`;
    const invoices = (await ctx.api().get('/api/ecommerce/invoices').set('authorization', auth)).body.data
      .invoices;
    expect(
      invoices
        .map((i: { inv_amount: number; inv_owing: number; inv_paid: string }) => [
          i.inv_amount,
          i.inv_owing,
          i.inv_paid,
        ])
        .sort(),
    ).toEqual([
      [150, 150, 'No'],
      [200, 120, 'No'],
      [60, 0, 'Yes'],
    ]);
    for (const [voucher_number, akv, c_value] of [
      ['AKV2026000123', true, 100],
      ['WELCOME10', false, 10],
    ] as const) {
      const res = await ctx
        .api()
        .post('/api/ecommerce/voucher/validate')
        .set('authorization', auth)
        .send({ voucher_number, voucher_pin: '0209', akv });
      expect(res.body.c_value).toBe(c_value);
    }
    const membership = await ctx.api().get('/api/ecommerce/membership/netball').set('authorization', auth);
    expect(membership.body.data.membershipCart[0].p_price).toBe(95);
    expect(
      (await ctx.api().get('/api/ecommerce/store/productDonation').set('authorization', auth)).body
        .product_price,
    ).toBe(1);
  });
});
