import { describe, expect, it } from 'vitest';
import { PAY_MSG } from '@courtside/contracts';
import { SandboxGateway, sandboxCardProblem } from './sandbox-gateway.js';
import type { CardInput } from './gateway.js';

const today = { year: 2026, month: 11 };
const card = (o: Partial<Extract<CardInput, { kind: 'card' }>> = {}): CardInput => ({
  kind: 'card',
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Casey Jones',
  cardExpiry: '12/30',
  cardCVC: '123',
  ...o,
});
const gateway = new SandboxGateway(
  () => 'Australia/Sydney',
  () => new Date('2026-11-21T00:00:00Z'),
);
const charge = (c: CardInput, key = 'key-0001') =>
  gateway.charge({
    amountCents: 12_000,
    currency: 'aud',
    idempotencyKey: key,
    description: 'Membership',
    memberId: 1,
    orderId: 1,
    card: c,
  });

describe('sandbox card checks', () => {
  it('accepts this month as expiry and refuses last month', () => {
    expect(sandboxCardProblem(card({ cardExpiry: '11/26' }), today)).toBeNull();
    expect(sandboxCardProblem(card({ cardExpiry: '10/26' }), today)).toBe(PAY_MSG.cardInvalid);
    expect(sandboxCardProblem(card({ cardExpiry: '00/27' }), today)).toBe(PAY_MSG.cardInvalid);
    expect(sandboxCardProblem(card({ cardExpiry: '1227' }), today)).toBe(PAY_MSG.cardInvalid);
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(sandboxCardProblem(card({ cardCVC: '1234' }), today)).toBeNull();
    expect(sandboxCardProblem(card({ cardCVC: '12' }), today)).toBe(PAY_MSG.cardInvalid);
    expect(sandboxCardProblem(card({ cardCVC: '12a' }), today)).toBe(PAY_MSG.cardInvalid);
  });
});

describe('sandbox outcomes (Stripe test cards)', () => {
  it('succeeds with 4242 4242 4242 4242 and answers the same reference for the same key', async () => {
    const a = await charge(card());
    const b = await charge(card());
    expect(a).toMatchObject({ status: 'succeeded', message: PAY_MSG.paymentSuccess });
    expect(b.gatewayRef).toBe(a.gatewayRef);
    expect((await charge(card(), 'key-0002')).gatewayRef).not.toBe(a.gatewayRef);
  });

  it.each([
    ['4000000000000002', PAY_MSG.cardDeclined],
    ['4000000000009995', PAY_MSG.insufficientFunds],
    ['4000000000000069', PAY_MSG.cardExpired],
    ['4000000000000127', PAY_MSG.incorrectCvc],
  ])('declines %s', async (cardNumber, message) => {
    expect(await charge(card({ cardNumber }))).toMatchObject({ status: 'declined', message });
  });

  it('declines real card numbers: test mode only takes test cards', async () => {
    expect(await charge(card({ cardNumber: '4111111111111111' }))).toMatchObject({ status: 'declined' });
  });

  it('asks for 3-D Secure with 4000 0025 0000 3155 and succeeds once confirmed', async () => {
    const first = await charge(card({ cardNumber: '4000002500003155' }));
    expect(first.status).toBe('requires_action');
    expect(await gateway.confirm(first.gatewayRef as string)).toMatchObject({ status: 'succeeded' });
  });

  it('accepts the Stripe test payment methods too', async () => {
    expect(await charge({ kind: 'payment_method', paymentMethodId: 'pm_card_visa' })).toMatchObject({
      status: 'succeeded',
    });
    expect(await charge({ kind: 'payment_method', paymentMethodId: 'pm_card_chargeDeclined' })).toMatchObject(
      { status: 'declined' },
    );
    expect(await charge({ kind: 'payment_method', paymentMethodId: 'pm_123' })).toMatchObject({
      status: 'declined',
      message: PAY_MSG.cardInvalid,
    });
  });
});
