import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ZAssignments,
  attendeeSchema,
  availableQuantity,
  canAddToCart,
  cartLineOf,
  sameAttendee,
  type TProduct,
} from './store.js';

const product = (o: Partial<TProduct> = {}): TProduct => ({
  product_id: 1,
  product_name: 'Holiday Camp',
  product_price: 250,
  product_quantity: 10,
  product_booked: 4,
  product_available: 6,
  product_sold_out: false,
  product_bookable: true,
  product_description: null,
  product_cover: null,
  product_category_id: null,
  product_venue_id: null,
  product_date_start: null,
  product_date_end: null,
  product_time_start: null,
  product_time_end: null,
  product_voucher_eligible: false,
  product_no_attendee: false,
  product_akv: false,
  product_order_qty_max: null,
  product_is_hpc: false,
  category: null,
  venue: null,
  ...o,
});

describe('availableQuantity (quantity minus booked minus in cart, never below 0)', () => {
  it('subtracts what is booked and what is in the cart', () => {
    expect(availableQuantity(product(), 0)).toBe(6);
    expect(availableQuantity(product(), 5)).toBe(1);
    expect(availableQuantity(product({ product_booked: 12 }), 0)).toBe(0);
    expect(availableQuantity(product({ product_quantity: null }), 3)).toBeNull();
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (quantity, booked, inCart) => {
        const left = availableQuantity(
          { product_quantity: quantity, product_booked: booked },
          inCart,
        ) as number;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(Math.max(0, quantity - booked - inCart));
      }),
    );
  });
});

describe('canAddToCart', () => {
  it('allows while some is left, the product is bookable and the per-order maximum allows', () => {
    expect(canAddToCart(product(), 0)).toBe(true);
    expect(canAddToCart(product({ product_sold_out: true }), 0)).toBe(false);
    expect(canAddToCart(product({ product_bookable: false }), 0)).toBe(false);
    expect(canAddToCart(product(), 6)).toBe(false);
    expect(canAddToCart(product({ product_order_qty_max: 3 }), 2)).toBe(true);
    expect(canAddToCart(product({ product_order_qty_max: 3 }), 3)).toBe(false);
  });

  it('makes a quantity-1 cart line from a product card', () => {
    expect(cartLineOf(product({ product_akv: true, product_order_qty_max: 4 }))).toEqual({
      product_id: 1,
      product_title: 'Holiday Camp',
      product_price: 250,
      product_quantity: 1,
      product_totalPrice: 250,
      product_akv: true,
      product_no_attendee: false,
      product_order_qty_max: 4,
      product_hpc: false,
    });
  });
});

describe('attendee rules', () => {
  const basic = { firstname: 'Zara', lastname: 'Lee', dob: '14/02/2014', gender: 'female' };
  const extra = {
    email: 'a@example.com',
    mobile: '0411222333',
    address: '1 Rim St',
    suburb: 'GLEBE',
    postcode: '2037',
    state: 'NSW',
    ec_fullname: 'Ava Lee',
    ec_mobile: '0422333444',
  };

  it('needs only the names, gender and dob unless extra info is required', () => {
    expect(attendeeSchema('Australia/Sydney', false).safeParse(basic).success).toBe(true);
    expect(attendeeSchema('Australia/Sydney', true).safeParse(basic).success).toBe(false);
    expect(attendeeSchema('Australia/Sydney', true).safeParse({ ...basic, ...extra }).success).toBe(true);
  });

  it('wants mobiles of exactly 10 digits', () => {
    const r = attendeeSchema('Australia/Sydney', true).safeParse({
      ...basic,
      ...extra,
      mobile: '041122233',
      ec_mobile: '04112223334',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['mobile', 'This field must be 10 digits'],
      ['ec_mobile', 'This field must be 10 digits'],
    ]);
  });

  it('treats names in any case as the same person on the same dob', () => {
    expect(sameAttendee(basic, { ...basic, firstname: ' ZARA ' })).toBe(true);
    expect(sameAttendee(basic, { ...basic, dob: '15/02/2014' })).toBe(false);
  });

  it('takes assignments as a list or keyed by product id', () => {
    expect(ZAssignments.parse({ 7: [0, 1] })).toEqual([{ product_id: 7, attendees: [0, 1] }]);
    expect(ZAssignments.parse([{ product_id: '7', attendees: ['0'] }])).toEqual([
      { product_id: 7, attendees: [0] },
    ]);
    expect(ZAssignments.parse(null)).toEqual([]);
  });
});
