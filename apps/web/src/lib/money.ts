// Money rules of the cart (spec sections 4, 5 and 9). Amounts are whole cents so
// sums never drift; prices are entered in dollars and include GST.

export const toCents = (dollars: number): number => Math.round(dollars * 100);

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
export const formatCents = (cents: number): string => aud.format(cents / 100);

/**
 * GST contained in a tax-inclusive amount. The spec says tax "is derived as subtotal
 * divided by (tax rate + 1)": that is the price before tax, subtotal / (1 + rate), and the
 * tax is what remains, subtotal - subtotal / (1 + rate) = subtotal * rate / (1 + rate).
 * For the Australian rate 0.1 that is one eleventh of the price.
 */
export function taxIncluded(subtotalCents: number, rate: number): number {
  if (rate <= 0) return 0;
  return Math.round((subtotalCents * rate) / (1 + rate));
}

export interface Voucher {
  c_value: number;
  c_method: 'fixed' | 'percent';
}

/** Voucher discount: fixed gives its value, percent a share of the total; never above the total. */
export function voucherDiscountCents(totalCents: number, voucher: Voucher | null | undefined): number {
  if (!voucher || totalCents <= 0) return 0;
  const raw = voucher.c_method === 'percent' ? (totalCents * voucher.c_value) / 100 : toCents(voucher.c_value);
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
export function cartTotals(lines: readonly CartLineAmounts[], taxRate: number, voucher?: Voucher | null): CartTotals {
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
    taxCents: taxIncluded(subtotalCents, taxRate),
    discountCents,
    donationCents,
    grandTotalCents: subtotalCents - discountCents + donationCents,
  };
}
