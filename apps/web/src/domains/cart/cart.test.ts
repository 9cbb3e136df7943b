import type { TProduct } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  availableFor,
  cartSignature,
  changeLine,
  mostInCart,
  quantityInCart,
  withDonation,
  type CartItem,
} from './cart';

const product = (o: Partial<TProduct> = {}): TProduct => ({
  product_id: 7,
  product_name: 'Holiday Camp',
  product_price: 250,
  product_quantity: 10,
  product_booked: 6,
  product_available: 4,
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
  product_voucher_eligible: true,
  product_no_attendee: false,
  product_akv: false,
  product_order_qty_max: 3,
  product_is_hpc: false,
  category: null,
  venue: null,
  ...o,
});

const donation = { product_id: 99, product_name: 'Donation', product_price: 1 };

describe('the cart', () => {
  it('adds a product with quantity 1, then raises that line', () => {
    const once = addLine([], product())!;
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({
      product_id: 7,
      product_quantity: 1,
      product_totalPrice: 250,
      product_voucher_eligible: true,
    });
    const twice = addLine(once, product())!;
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ product_quantity: 2, product_totalPrice: 500 });
  });

  it('adds only while below the per-order maximum and while some is left', () => {
    let items: CartItem[] = [];
    for (let i = 0; i < 3; i += 1) items = addLine(items, product())!;
    expect(addLine(items, product())).toBeNull();
    expect(addLine([], product({ product_sold_out: true }))).toBeNull();
    expect(addLine([], product({ product_bookable: false }))).toBeNull();
    const two = addLine(
      addLine([], product({ product_order_qty_max: null, product_booked: 8 }))!,
      product({ product_order_qty_max: null, product_booked: 8 }),
    )!;
    expect(addLine(two, product({ product_order_qty_max: null, product_booked: 8 }))).toBeNull();
  });

  it('counts what is left as quantity minus booked minus in cart, never below 0', () => {
    const items = addLine([], product())!;
    expect(availableFor(items, product())).toBe(3);
    expect(availableFor(items, product({ product_booked: 12 }))).toBe(0);
    expect(availableFor(items, product({ product_quantity: null }))).toBeNull();
  });

  it('stops plus at the maximum and removes a line reduced to 0', () => {
    const items = addLine([], product())!;
    const three = changeLine(changeLine(items, 7, 1), 7, 1);
    expect(quantityInCart(three, 7)).toBe(3);
    expect(quantityInCart(changeLine(three, 7, 1), 7)).toBe(3);
    expect(changeLine(items, 7, -1)).toEqual([]);
  });

  it('stops plus at what is left when that is below the per-order maximum', () => {
    // 2 places left (10, 8 sold), 3 per order: the cart holds at most 2.
    const twoLeft = product({ product_booked: 8 });
    const items = addLine([], twoLeft)!;
    expect(mostInCart(items[0]!)).toBe(2);
    const two = changeLine(items, 7, 1);
    expect(quantityInCart(two, 7)).toBe(2);
    expect(quantityInCart(changeLine(two, 7, 1), 7)).toBe(2);
    expect(
      mostInCart(addLine([], product({ product_quantity: null, product_order_qty_max: null }))![0]!),
    ).toBe(null);
  });

  it('keeps one donation line at most, outside the signature of what is bought', () => {
    const items = addLine([], product())!;
    const withOne = withDonation(withDonation(items, donation), { ...donation, product_id: 100 });
    expect(withOne.filter((i) => i.product_donation)).toHaveLength(1);
    expect(withOne.find((i) => i.product_donation)?.product_id).toBe(100);
    expect(withDonation(withOne, null)).toEqual(items);
    expect(cartSignature(withOne)).toBe(cartSignature(items));
    expect(cartSignature(changeLine(items, 7, 1))).not.toBe(cartSignature(items));
  });
});
