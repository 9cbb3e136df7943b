// The last places go to whoever is first to pay: 30 members pay for the last 3
// places at the same moment, through the real Stripe SDK pointed at a local
// recorder (test/stripe-mock.ts) so every charge attempt is counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { startStripeMock, type StripeMock } from '../../../test/stripe-mock.js';
import { cartLine, createStoreProduct, newChild } from '../../../test/store-factories.js';

let ctx: TestContext;
let stripeApi: StripeMock;
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;

beforeAll(async () => {
  stripeApi = await startStripeMock();
  ctx = await createTestContext({
    TIME_ZONE: 'Australia/Sydney',
    STRIPE_SECRET_KEY: 'sk_test_courtside',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside',
    STRIPE_API_URL: stripeApi.url,
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi?.close();
});

describe('30 members racing for the last 3 places', () => {
  it('sells exactly 3; the other 27 hear it is sold out and nothing is charged for them', async () => {
    const camp = await createStoreProduct(ctx.db, {
      name: 'Summer Holiday Camp',
      priceCents: 25_000,
      quantity: 40,
      booked: 37,
    });
    const members = await Promise.all(Array.from({ length: 30 }, () => createMember(ctx.db)));
    stripeApi.calls.length = 0;

    const answers = await Promise.all(
      members.map((m, i) =>
        ctx
          .api()
          .post('/api/ecommerce/store/payshoppingcart')
          .set('authorization', bearer(m.id))
          .send({
            shoppingCart: [cartLine(camp, 1)],
            attendees: [newChild({ firstname: `Camper${i}` })],
            assign: [{ product_id: camp.id, attendees: [0] }],
            couponCart: null,
            donationCart: [],
            cardData: { paymentMethodId: 'pm_card_visa' },
            idempotencyKey: `race-${m.id}-attempt-1`,
          }),
      ),
    );

    const sold = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(sold).toHaveLength(3);
    expect(sold.every((a) => a.body.data.o_paid === true)).toBe(true);
    expect(refused).toHaveLength(27);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body).toEqual({ error: 'error_response', message: 'Sorry, Summer Holiday Camp is sold out.' });
    }

    expect((await ctx.db.product.findUniqueOrThrow({ where: { id: camp.id } })).booked).toBe(40);
    expect(stripeApi.creates()).toHaveLength(3);
    const buyers = members.map((m) => m.id);
    expect(await ctx.db.order.count({ where: { memberId: { in: buyers } } })).toBe(3);
    expect(await ctx.db.payment.count({ where: { memberId: { in: buyers } } })).toBe(3);
    expect(await ctx.db.orderLineAttendee.count({ where: { orderLine: { productId: camp.id } } })).toBe(3);
  });

  it('gives a place taken by a declined card back to the next buyer', async () => {
    const clinic = await createStoreProduct(ctx.db, {
      name: 'Skills Clinic',
      priceCents: 4_500,
      quantity: 10,
      booked: 9,
      noAttendee: true,
    });
    const [unlucky, next] = await Promise.all([createMember(ctx.db), createMember(ctx.db)]);
    const buy = (memberId: number, paymentMethodId: string) =>
      ctx
        .api()
        .post('/api/ecommerce/store/payshoppingcart')
        .set('authorization', bearer(memberId))
        .send({ shoppingCart: [cartLine(clinic, 1)], donationCart: [], cardData: { paymentMethodId } });

    const declined = await buy(unlucky.id, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect((await ctx.db.product.findUniqueOrThrow({ where: { id: clinic.id } })).booked).toBe(9);
    const paid = await buy(next.id, 'pm_card_visa');
    expect(paid.status).toBe(200);
    expect((await ctx.db.product.findUniqueOrThrow({ where: { id: clinic.id } })).booked).toBe(10);
  });
});
