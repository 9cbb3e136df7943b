// Money rules of the cart drawer. Amounts are whole cents so sums never drift; prices
// are entered in dollars and include GST. GST itself follows the contracts' one rule.
import { orderTaxCents } from '@courtside/contracts';

export const toCents = (dollars: number): number => Math.round(dollars * 100);

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
export const formatCents = (cents: number): string => aud.format(cents / 100);

export interface Voucher {
  c_value: number;
  c_method: 'fixed' | 'percent';
}

/** Voucher discount: fixed gives its value, percent a share of the total; never above the total. */
export function voucherDiscountCents(totalCents: number, voucher: Voucher | null | undefined): number {
  if (!voucher || totalCents <= 0) return 0;
  const raw =
    voucher.c_method === 'percent' ? (totalCents * voucher.c_value) / 100 : toCents(voucher.c_value);
  return Math.min(Math.round(raw), totalCents);
}

export interface CartLineAmounts {
  product_price: number;
  product_quantity: number;
  product_donation?: boolean;
}

export interface CartTotals {
  itemCount: number;
  subtotalCents: number;
  taxCents: number;
  discountCents: number;
  donationCents: number;
  grandTotalCents: number;
}

/** Subtotal, tax, discount and grand total (subtotal minus discount plus any donation). */
export function cartTotals(
  lines: readonly CartLineAmounts[],
  taxRate: number,
  voucher?: Voucher | null,
): CartTotals {
  let itemCount = 0;
  let subtotalCents = 0;
  let donationCents = 0;
  for (const line of lines) {
    if (line.product_donation) {
      donationCents += toCents(line.product_price);
      continue;
    }
    itemCount += line.product_quantity;
    subtotalCents += toCents(line.product_price) * line.product_quantity;
  }
  const discountCents = voucherDiscountCents(subtotalCents, voucher);
  return {
    itemCount,
    subtotalCents,
    taxCents: orderTaxCents({ subtotalCents, discountCents }, taxRate),
    discountCents,
    donationCents,
    grandTotalCents: subtotalCents - discountCents + donationCents,
  };
}

/** '12', '12.5' or '12.50' dollars as cents; null for anything else (blank, '12.345', '-1'). */
export function centsOfDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the dollars a price field shows: 1250 -> '12.50', 2000 -> '20.00'. */
export const dollarsOfCents = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
