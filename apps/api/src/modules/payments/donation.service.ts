// The $1 donation offered at every payment when DONATIONS_ENABLED is on
// (at most one donation line; its product's price is the donation). The donation product is one of
// the store's products: the store registers how it is found (onDonationProduct) at start-up.
import { PAY_MSG, type TDonationCart, type TDonationProduct } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import type { DonationInput } from './payments.service.js';
import { paymentError } from './payment-errors.js';

/** The donation product on sale (with `productId`, that one only if it is one), or null. */
export type DonationProductLookup = (
  db: Deps['db'],
  productId?: number,
) => Promise<{ id: number; name: string; priceCents: number } | null>;

let lookup: DonationProductLookup | null = null;

/** Registers how the donation product is found (the store owns the products). */
export function onDonationProduct(find: DonationProductLookup): void {
  lookup = find;
}

function donationProduct(db: Deps['db'], productId?: number) {
  if (!lookup)
    throw new Error('No donation product lookup is registered: the store registers it at start-up');
  return lookup(db, productId);
}

export async function getDonationProduct(deps: Deps): Promise<TDonationProduct> {
  if (!deps.settings.current().donations) throw notFound('Donation product');
  const product = await donationProduct(deps.db);
  if (!product) throw notFound('Donation product');
  return { product_id: product.id, product_name: product.name, product_price: toDollars(product.priceCents) };
}

/** The donation of a payment request, priced from the database; null when none was added. */
export async function donationFromCart(deps: Deps, cart: TDonationCart): Promise<DonationInput | null> {
  const line = cart[0];
  if (!line) return null;
  if (!deps.settings.current().donations) throw paymentError('error_response', PAY_MSG.donationsOff);
  const product = await donationProduct(deps.db, line.product_id);
  if (!product) throw paymentError('error_response', PAY_MSG.donationUnknown);
  return { productId: product.id, name: product.name, cents: product.priceCents };
}
