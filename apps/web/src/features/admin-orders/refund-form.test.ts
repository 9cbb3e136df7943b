import type { TOrderLine, TOrderPage, TOrderPayment, TOrderRefund } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../lib/form';
import {
  entitlementChoice,
  lineLeftCents,
  refundableLines,
  refundAmountOf,
  refundFormOf,
  refundFormSchema,
  refundMadeText,
  refundRequestOf,
  refundWayText,
  refundWillText,
  WHOLE_ORDER,
} from './refund-form';

const line = (id: number, extra: Partial<TOrderLine> = {}): TOrderLine => ({
  id,
  product_id: id,
  name: `Item ${id}`,
  quantity: 1,
  unit_price_cents: 5_000,
  total_cents: 5_000,
  refunded_cents: 0,
  attendees: [],
  ...extra,
});

const payment = (extra: Partial<TOrderPayment> = {}): TOrderPayment => ({
  id: 1,
  created_at_formatted: '26/11/2026 9:00 am',
  amount_cents: 10_000,
  discount_cents: 0,
  refunded_cents: 0,
  method: 'card',
  gateway: 'stripe',
  gateway_ref: 'pi_1',
  status: 'succeeded',
  description: null,
  ...extra,
});

const refund = (id: number, extra: Partial<TOrderRefund> = {}): TOrderRefund => ({
  id,
  created_at_formatted: '27/11/2026 9:00 am',
  payment_id: 1,
  amount_cents: 2_000,
  reason: 'Wrong size',
  by_hand: false,
  gateway_ref: `re_${id}`,
  line: null,
  staff: 'Fay Finance',
  ...extra,
});

const order = (extra: Partial<TOrderPage> = {}): TOrderPage => ({
  id: 31,
  status: 'part_refunded',
  origin: 'store',
  description: 'Item 1, Item 2',
  created_at_formatted: '26/11/2026 9:00 am',
  paid_at_formatted: '26/11/2026 9:01 am',
  member: { id: 7, firstname: 'Ann', lastname: 'Able', email: 'ann@example.com' },
  invoice_id: null,
  team_id: null,
  voucher: null,
  subtotal_cents: 10_000,
  discount_cents: 0,
  donation_cents: 0,
  total_cents: 10_000,
  gst_cents: 909,
  received_cents: 10_000,
  refunded_cents: 2_000,
  refundable_cents: 8_000,
  lines: [line(1, { refunded_cents: 2_000 }), line(2), line(3, { refunded_cents: 5_000 })],
  bookings: [],
  subscription: null,
  classes: [],
  payments: [payment({ refunded_cents: 2_000 })],
  refunds: [refund(1, { line: 'Item 1' })],
  receipt_link: '/member/orders/31',
  ...extra,
});

describe('what a refund may give back', () => {
  it('offers the lines with something left, each at most what the order has left', () => {
    expect(refundableLines(order()).map((l) => l.id)).toEqual([1, 2]);
    expect(lineLeftCents(order(), line(1, { refunded_cents: 2_000 }))).toBe(3_000);
    expect(lineLeftCents(order({ refundable_cents: 1_000 }), line(2))).toBe(1_000);
  });

  it('opens on the whole order and all it has left, and offers all of a line once chosen', () => {
    expect(refundFormOf(order())).toEqual({
      scope: WHOLE_ORDER,
      amount: '80.00',
      reason: '',
      endEntitlement: false,
    });
    expect(refundAmountOf(order(), '1')).toBe('30.00');
    expect(refundAmountOf(order(), '2')).toBe('50.00');
    expect(refundAmountOf(order(), '99')).toBe('0.00');
  });
});

describe('the refund asked for', () => {
  it('sends cents, the trimmed reason, the line and the key of the dialog', () => {
    expect(
      refundRequestOf(
        { scope: '2', amount: '12.5', reason: ' Faulty ', endEntitlement: false },
        'key-12345678',
      ),
    ).toEqual({
      amount_cents: 1_250,
      reason: 'Faulty',
      line_id: 2,
      idempotency_key: 'key-12345678',
    });
    expect(
      refundRequestOf(
        { scope: WHOLE_ORDER, amount: '80', reason: 'Cancelled', endEntitlement: false },
        'key-12345678',
      ),
    ).toEqual({
      amount_cents: 8_000,
      reason: 'Cancelled',
      idempotency_key: 'key-12345678',
    });
  });

  it('refuses more than is left of the scope, nothing, and no reason', () => {
    const schema = refundFormSchema(order(), 'key-12345678');
    const check = (form: { scope: string; amount: string; reason: string }) => {
      const result = schema.safeParse(form);
      return result.success ? {} : issuesByField(result.error);
    };
    expect(check({ scope: '1', amount: '30.00', reason: 'Faulty' })).toEqual({});
    expect(check({ scope: '1', amount: '30.01', reason: 'Faulty' })).toEqual({
      amount: 'At most what is left to refund, $30.00.',
    });
    expect(check({ scope: WHOLE_ORDER, amount: '0', reason: ' ' })).toEqual({
      amount: 'Type the amount in dollars, such as 25 or 25.50.',
      reason: 'Give the reason: it is kept with the refund and in the audit log.',
    });
  });
});

describe('what a refund will do', () => {
  it('says what a partial refund leaves of a membership, and ends it when staff choose or the refund is full', () => {
    const membership = order({ origin: 'membership' });
    expect(entitlementChoice(membership)).toMatch(/^End the membership as well/);
    expect(entitlementChoice(order())).toBeNull();
    expect(refundWillText(membership, { scope: WHOLE_ORDER, amount: '10' })[2]).toBe(
      'The membership stays: its expiry is not changed.',
    );
    expect(refundWillText(membership, { scope: WHOLE_ORDER, amount: '10', endEntitlement: true })[2]).toMatch(
      /^The membership ends/,
    );
    expect(refundWillText(membership, { scope: WHOLE_ORDER, amount: '80' })[2]).toMatch(
      /^The membership ends/,
    );
    expect(
      refundRequestOf(
        { scope: WHOLE_ORDER, amount: '10', reason: 'Moved', endEntitlement: true },
        'key-12345678',
      ),
    ).toMatchObject({ end_entitlement: true });
  });

  it('sends card money back through the gateway, and says other money is paid back by hand', () => {
    expect(refundWillText(order(), { scope: WHOLE_ORDER, amount: '10' })[0]).toBe(
      'The money goes back to the card through the payment gateway.',
    );
    const cash = order({ payments: [payment({ method: 'cash', gateway: 'manual', gateway_ref: null })] });
    expect(refundWillText(cash, { scope: WHOLE_ORDER, amount: '10' })[0]).toMatch(
      /^The order was not paid by card: pay the money back by hand/,
    );
    const both = order({ payments: [payment(), payment({ id: 2, method: 'eft', gateway: 'manual' })] });
    expect(refundWillText(both, { scope: WHOLE_ORDER, amount: '10' })[0]).toMatch(/^What was paid by card/);
  });

  it('gives back a line’s stock when it is refunded in full, and everything with the whole order', () => {
    expect(refundWillText(order(), { scope: '1', amount: '30' })[1]).toBe(
      'Item 1 is then refunded in full: its stock is given back.',
    );
    expect(refundWillText(order(), { scope: '1', amount: '29.99' })[1]).toMatch(/^No stock is given back/);
    const court = {
      id: 5,
      from_formatted: '28/11/2026 6:00 pm',
      to_formatted: '28/11/2026 7:00 pm',
      venue: 'Central Stadium',
      court: 'Court 1',
      sport: 'basketball',
      type: 'Casual hire',
      option: null,
      price_cents: 8_000,
      status: 'confirmed',
    };
    const booked = order({ bookings: [court] });
    expect(refundWillText(booked, { scope: WHOLE_ORDER, amount: '80' })[1]).toBe(
      "The order is then refunded in full: every line's stock is given back and its court bookings are freed.",
    );
  });

  it('says what the newest refund did', () => {
    const refunded = order({ refunds: [refund(1), refund(2, { amount_cents: 5_000, line: 'Item 2' })] });
    expect(refundMadeText(refunded)).toBe(
      '$50.00 of order #31 (Item 2) refunded to the card through the gateway (reference re_2).',
    );
    const byHand = order({ refunds: [refund(3, { by_hand: true, gateway_ref: null })] });
    expect(refundMadeText(byHand)).toBe('Refund of $20.00 of order #31 recorded: pay it back by hand.');
    expect(refundWayText(refund(4))).toBe('Gateway, re_4');
    expect(refundWayText(refund(5, { by_hand: true }))).toBe('By hand');
  });
});
