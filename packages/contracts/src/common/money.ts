// Money rules shared by the server (which decides) and the web app (which shows
// the same numbers before paying). Amounts are integer cents; dollars only on screen.
//
// Prices include GST. "Tax = subtotal divided by (tax rate + 1)" is
// read as the GST part of a tax-inclusive price: tax = subtotal * rate / (1 + rate)
// (at 10 %: subtotal / 11). Rounding is half up to the whole cent, done in integer
// arithmetic on the rate in basis points so no float error can tip a half cent.

/** Whole cents from a dollar amount typed or sent by a person (at most 2 decimals). */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toFixed(6)));
}

/** Dollars from cents, for JSON answers and screens (e.g. 1250 -> 12.5). */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** "$1,234.50"; negative amounts as "-$5.00". */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-AU');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.50": dollars without sign or grouping (negative "-5.00"), for files such as CSV. */
export function plainDollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer division of non-negative numbers rounded half up. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** a * b / c rounded half up, away from zero for negatives (refunds). */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const sign = a < 0 !== b < 0 ? -1 : 1;
  return sign * divideHalfUp(Math.abs(a) * Math.abs(b), c);
}

/**
 * GST included in a tax-inclusive amount: round(subtotal * rate / (1 + rate)),
 * half up to the cent. `rate` is a fraction (0.1 for 10 %).
 */
export function taxIncludedCents(subtotalCents: number, rate: number): number {
  const rateBp = Math.round(rate * 10_000);
  if (rateBp <= 0 || subtotalCents === 0) return 0;
  return mulDivHalfUp(subtotalCents, rateBp, 10_000 + rateBp);
}

export const DISCOUNT_METHODS = ['fixed', 'percent'] as const;
export type TDiscountMethod = (typeof DISCOUNT_METHODS)[number];

/**
 * Discount a voucher gives on a total (fixed gives its value, percent gives
 * total * value / 100, capped at the total, 2 decimals). `value` is cents for
 * fixed and basis points for percent (1000 = 10 %), as stored. Never negative,
 * never more than the total; a percent discount is rounded half up to the cent.
 */
export function voucherDiscountCents(
  totalCents: number,
  voucher: { method: TDiscountMethod; value: number },
): number {
  if (totalCents <= 0 || voucher.value <= 0) return 0;
  const raw = voucher.method === 'fixed' ? voucher.value : divideHalfUp(totalCents * voucher.value, 10_000);
  return Math.min(raw, totalCents);
}

/**
 * GST of an order: the tax included in what is actually paid for the goods and services,
 * that is the subtotal less the voucher discount. A donation is a gift and carries no GST.
 * Receipts, reviews and the treasurer's reports all use this one rule.
 */
export function orderTaxCents(
  parts: { subtotalCents: number; discountCents?: number },
  rate: number,
): number {
  return taxIncludedCents(Math.max(parts.subtotalCents - (parts.discountCents ?? 0), 0), rate);
}

/** Grand total = subtotal - discount + donation (membership, invoice and nomination totals). */
export function grandTotalCents(parts: {
  subtotalCents: number;
  discountCents?: number;
  donationCents?: number;
}): number {
  return parts.subtotalCents - (parts.discountCents ?? 0) + (parts.donationCents ?? 0);
}

/** The stored voucher units from the wire form {c_value, c_method} (dollars, or percent). */
export function voucherFromCart(cart: { c_value: number; c_method: TDiscountMethod }): {
  method: TDiscountMethod;
  value: number;
} {
  return { method: cart.c_method, value: Math.round(Number((cart.c_value * 100).toFixed(6))) };
}
