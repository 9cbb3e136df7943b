import { STORE_MSG } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../domains/cart/cart';
import {
  akvProblem,
  assignmentsProblem,
  attendeeBounds,
  attendeePayload,
  attendeesProblem,
  emptyAttendee,
  isDuplicateAttendee,
  voucherKinds,
  voucherProblem,
} from './checkout';

const line = (product_id: number, product_quantity: number, o: Partial<CartItem> = {}): CartItem => ({
  product_id,
  product_title: `Product ${product_id}`,
  product_price: 10,
  product_quantity,
  product_totalPrice: 10 * product_quantity,
  ...o,
});
const camp = line(1, 2);
const singlet = line(2, 3, { product_no_attendee: true });
const clinic = line(3, 1);
const donation = line(9, 1, { product_donation: true });

const person = (uid: string, firstname: string, confirmed = true) => ({
  ...emptyAttendee(uid),
  firstname,
  lastname: 'Lee',
  dob: '01/02/2014',
  gender: 'female',
  confirmed,
});

describe('checkout attendees', () => {
  it('takes between the largest and the total quantity of products needing attendees', () => {
    expect(attendeeBounds([camp, singlet, clinic, donation])).toEqual({ min: 2, max: 3 });
    expect(attendeeBounds([singlet])).toEqual({ min: 0, max: 0 });
  });

  it('asks for the confirm button, then for the right number of attendees', () => {
    const cart = [camp, clinic];
    expect(attendeesProblem([{ confirmed: true }, { confirmed: false }], cart)).toBe(
      STORE_MSG.confirmAttendee,
    );
    expect(attendeesProblem([{ confirmed: true }], cart)).toBe(STORE_MSG.attendeeCount(2, 3));
    expect(attendeesProblem([{ confirmed: true }, { confirmed: true }], cart)).toBeNull();
    expect(attendeesProblem([], [singlet])).toBeNull();
  });

  it('finds the same person added twice, whatever the case', () => {
    const rows = [person('a', 'Zara'), { ...person('b', ' zara ', false) }];
    expect(isDuplicateAttendee(rows, 1)).toBe(true);
    expect(isDuplicateAttendee([person('a', 'Zara'), person('b', 'Ava', false)], 1)).toBe(false);
  });

  it('wants each product assigned exactly as many attendees as bought', () => {
    const rows = [person('a', 'Zara'), person('b', 'Ava')];
    expect(assignmentsProblem([camp, clinic], { 1: ['a'], 3: ['b'] }, rows)).toBe(STORE_MSG.assignMismatch);
    expect(assignmentsProblem([camp, clinic], { 1: ['a', 'b'], 3: ['b'] }, rows)).toBeNull();
    expect(assignmentsProblem([camp, clinic], { 1: ['a', 'gone'], 3: ['b'] }, rows)).toBe(
      STORE_MSG.assignMismatch,
    );
    expect(assignmentsProblem([singlet], {}, [])).toBeNull();
  });

  it('sends the attendees without interface flags and the assignments as positions', () => {
    const rows = [person('a', 'Zara'), person('b', 'Ava')];
    const payload = attendeePayload([camp, singlet, clinic], rows, { 1: ['b', 'a'], 3: ['b'] });
    expect(payload.assign).toEqual([
      { product_id: 1, attendees: [1, 0] },
      { product_id: 3, attendees: [1] },
    ]);
    expect(payload.attendees[0]).not.toHaveProperty('confirmed');
    expect(payload.attendees[0]).not.toHaveProperty('uid');
    expect(payload.attendees[1]).toMatchObject({ firstname: 'Ava', dob: '01/02/2014' });
    expect(attendeePayload([singlet], rows, {})).toEqual({ attendees: [], assign: [] });
  });
});

describe('checkout vouchers', () => {
  it('offers Active Kids when a product is eligible and the association voucher when all are', () => {
    expect(
      voucherKinds([line(1, 1, { product_akv: true }), line(2, 1, { product_voucher_eligible: true })]),
    ).toEqual({ akv: true, client: false });
    expect(voucherKinds([line(1, 1, { product_voucher_eligible: true }), donation])).toEqual({
      akv: false,
      client: true,
    });
  });

  it('names the real reason an association voucher does not fit: the product it does not cover', () => {
    const cart = [
      line(1, 1, { product_akv: true, product_title: 'Junior Camp' }),
      line(2, 2, { product_voucher_eligible: true }),
    ];
    expect(voucherProblem(false, cart, [], {}, 'Australia/Sydney')).toBe(
      STORE_MSG.voucherNotEligibleFor('Junior Camp'),
    );
    expect(
      voucherProblem(false, [line(2, 2, { product_voucher_eligible: true })], [], {}, 'Australia/Sydney'),
    ).toBeNull();
  });

  it('refuses an Active & Creative Kids voucher for an attendee of 18 or over', () => {
    const program = line(1, 1, { product_akv: true });
    const adult = { ...person('a', 'Grace'), lastname: 'Grownup', dob: '01/01/1990' };
    const child = person('c', 'Kit');
    expect(voucherProblem(true, [program], [adult, child], { 1: ['a'] }, 'Australia/Sydney')).toBe(
      STORE_MSG.akvAdult('Grace Grownup'),
    );
    expect(voucherProblem(true, [program], [adult, child], { 1: ['c'] }, 'Australia/Sydney')).toBeNull();
    expect(voucherProblem(true, [line(1, 2, { product_akv: true })], [], {}, 'Australia/Sydney')).toBe(
      STORE_MSG.akvOneProduct,
    );
  });

  it('refuses an Active & Creative Kids voucher for more than one product', () => {
    expect(akvProblem([line(1, 1, { product_akv: true }), donation])).toBeNull();
    expect(akvProblem([line(1, 2, { product_akv: true })])).toBe(STORE_MSG.akvOneProduct);
    expect(akvProblem([line(1, 1), line(2, 1)])).toBe(STORE_MSG.akvOneProduct);
  });
});
