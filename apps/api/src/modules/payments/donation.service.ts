// The $1 donation offered at every payment when DONATIONS_ENABLED is on
// (at most one donation line; its product's price is the donation).
import { PAY_MSG, type TDonationCart, type TDonationProduct } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import type { DonationInput } from './payments.service.js';
import { paymentError } from './payment-errors.js';
import { donationProduct } from '../store/store.service.js';

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
