// The shopping cart lives in the browser's local storage under the
// keys 'cart' and 'voucher'. This module is the only reader and writer of those keys:
// the cart drawer, its badge, the products screen and the checkout all read it here.
//
// The rules (add, change, donation) are pure functions of the list so they can be
// unit tested without a browser; the exported actions apply them to the storage.
import {
  availableQuantity,
  canAddToCart,
  cartLineOf,
  type TDonationProduct,
  type TProduct,
  type TVoucherCart,
} from '@courtside/contracts';
import { useSyncExternalStore } from 'react';
import type { Voucher } from '../../lib/money';
import { CART_KEY, clearCart, listeners, notify, storage, VOUCHER_KEY } from '../../lib/cart-storage';

export interface CartItem {
  product_id: number | string;
  product_title: string;
  product_price: number;
  product_quantity: number;
  product_totalPrice: number;
  product_akv?: boolean;
  /** Association (client) vouchers accepted; not an API field, kept so the checkout can offer the right voucher kinds. */
  product_voucher_eligible?: boolean;
  product_court?: unknown;
  product_no_attendee?: boolean;
  product_order_qty_max?: number | null;
  /** Places or items left beyond those already sold, as the product list last said (null: not limited). */
  product_stock_left?: number | null;
  product_hpc?: boolean;
  product_donation?: boolean;
  product_court_names?: string;
}

/** The applied voucher as kept between pages: the validate answer plus the PIN the payment sends again. */
export type StoredVoucher = TVoucherCart & { voucher_pin: string };

const EMPTY: CartItem[] = [];

// --- Pure rules -----------------------------------------------------------------------

const lineTotal = (price: number, quantity: number) => Math.round(price * quantity * 100) / 100;

/** How many of a product the cart holds. */
export const quantityInCart = (items: readonly CartItem[], productId: CartItem['product_id']): number =>
  items.find((i) => i.product_id === productId && !i.product_donation)?.product_quantity ?? 0;

/** Quantity minus booked minus in cart, never below 0 (null: not limited). */
export const availableFor = (items: readonly CartItem[], product: TProduct): number | null =>
  availableQuantity(product, quantityInCart(items, product.product_id));

/**
 * Add To Cart: raises the line's quantity, or adds the product with quantity 1, only
 * while the product may be added (not sold out, some left, bookable, below its
 * per-order maximum). Answers null when it may not.
 */
export function addLine(items: readonly CartItem[], product: TProduct): CartItem[] | null {
  const inCart = quantityInCart(items, product.product_id);
  if (!canAddToCart(product, inCart)) return null;
  const stockLeft = availableQuantity(product, 0);
  if (inCart === 0)
    return [
      ...items,
      {
        ...cartLineOf(product),
        product_voucher_eligible: product.product_voucher_eligible,
        product_stock_left: stockLeft,
      },
    ];
  return items.map((item) =>
    item.product_id === product.product_id && !item.product_donation
      ? {
          ...item,
          product_quantity: inCart + 1,
          product_totalPrice: lineTotal(item.product_price, inCart + 1),
          product_stock_left: stockLeft,
        }
      : item,
  );
}

/** The most of a line the cart may hold: its per-order maximum and what is left, whichever is lower (null: no limit). */
export function mostInCart(item: CartItem): number | null {
  const limits = [item.product_order_qty_max, item.product_stock_left].filter(
    (n): n is number => typeof n === 'number',
  );
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** Plus and minus: plus stops at the per-order maximum and at what is left; reducing to 0 removes the line. */
export function changeLine(
  items: readonly CartItem[],
  productId: CartItem['product_id'],
  delta: number,
): CartItem[] {
  return items
    .map((item) => {
      if (item.product_id !== productId || item.product_donation) return item;
      const max = mostInCart(item);
      if (delta > 0 && max != null && item.product_quantity + delta > max) return item;
      const quantity = Math.max(0, item.product_quantity + delta);
      return {
        ...item,
        product_quantity: quantity,
        product_totalPrice: lineTotal(item.product_price, quantity),
      };
    })
    .filter((item) => item.product_quantity > 0);
}

/** At most one donation line: the chosen donation replaces any other, null removes it. */
export function withDonation(items: readonly CartItem[], donation: TDonationProduct | null): CartItem[] {
  const rest = items.filter((i) => !i.product_donation);
  if (!donation) return rest;
  return [
    ...rest,
    {
      product_id: donation.product_id,
      product_title: donation.product_name,
      product_price: donation.product_price,
      product_quantity: 1,
      product_totalPrice: donation.product_price,
      product_donation: true,
      product_no_attendee: true,
    },
  ];
}

/** The lines that are bought (not the donation). */
export const productLines = (items: readonly CartItem[]): CartItem[] =>
  items.filter((i) => !i.product_donation);

/** What the cart holds, as text: changes whenever a product or a quantity changes (not the donation). */
export const cartSignature = (items: readonly CartItem[]): string =>
  productLines(items)
    .map((i) => `${i.product_id}:${i.product_quantity}`)
    .join(',');

// --- Storage --------------------------------------------------------------------------

function cachedReader<T>(key: string, parse: (raw: string) => T, empty: T) {
  let cached: { raw: string | null; value: T } = { raw: null, value: empty };
  return (): T => {
    const raw = storage()?.getItem(key) ?? null;
    if (raw === cached.raw) return cached.value;
    let value = empty;
    try {
      value = raw ? parse(raw) : empty;
    } catch {
      value = empty;
    }
    cached = { raw, value };
    return value;
  };
}

const readCart = cachedReader<CartItem[]>(
  CART_KEY,
  (raw) => {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as CartItem[]) : EMPTY;
  },
  EMPTY,
);

const readStoredVoucher = cachedReader<StoredVoucher | null>(
  VOUCHER_KEY,
  (raw) => {
    const v = JSON.parse(raw) as Partial<StoredVoucher> | null;
    const ok =
      v &&
      typeof v.c_value === 'number' &&
      (v.c_method === 'fixed' || v.c_method === 'percent') &&
      typeof v.voucher_number === 'string';
    return ok ? (v as StoredVoucher) : null;
  },
  null,
);

function writeCart(items: readonly CartItem[]) {
  if (items.length === 0) storage()?.removeItem(CART_KEY);
  else storage()?.setItem(CART_KEY, JSON.stringify(items));
}

/** A change of products or quantities: the applied voucher was checked against the old cart, so it goes. */
function writeCartLines(items: readonly CartItem[]) {
  const before = cartSignature(readCart());
  writeCart(items);
  if (cartSignature(items) !== before) storage()?.removeItem(VOUCHER_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) =>
    (e.key === CART_KEY || e.key === VOUCHER_KEY || e.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useCart = (): CartItem[] => useSyncExternalStore(subscribe, readCart, () => EMPTY);
export const useStoredVoucher = (): StoredVoucher | null =>
  useSyncExternalStore(subscribe, readStoredVoucher, () => null);

/** The discount rule's view of the applied voucher (value and method). */
export function readVoucher(): Voucher | null {
  const v = readStoredVoucher();
  return v ? { c_value: v.c_value, c_method: v.c_method } : null;
}

/** Add To Cart of a product card; false when the product may not be added (sold out, maximum reached, ...). */
export function addToCart(product: TProduct): boolean {
  const next = addLine(readCart(), product);
  if (!next) return false;
  writeCartLines(next);
  return true;
}

export const changeQuantity = (productId: CartItem['product_id'], delta: number) =>
  writeCartLines(changeLine(readCart(), productId, delta));

export const removeFromCart = (productId: CartItem['product_id']) =>
  writeCartLines(readCart().filter((i) => i.product_id !== productId || i.product_donation));

/** Chooses or removes the donation line (one at most); the voucher stays. */
export function setDonation(donation: TDonationProduct | null) {
  writeCart(withDonation(readCart(), donation));
  notify();
}

/** Voucher success sets it; null removes it (discount back to 0). */
export function saveVoucher(voucher: StoredVoucher | null) {
  if (voucher) storage()?.setItem(VOUCHER_KEY, JSON.stringify(voucher));
  else storage()?.removeItem(VOUCHER_KEY);
  notify();
}

export { clearCart };
