// The shopping cart lives in the browser's local storage (spec section 4) under the
// keys 'cart' and 'voucher'. This module is the only reader and writer of those keys.
import { useSyncExternalStore } from 'react';
import type { Voucher } from './money';

export interface CartItem {
  product_id: number | string;
  product_title: string;
  product_price: number;
  product_quantity: number;
  product_totalPrice: number;
  product_akv?: boolean;
  product_court?: unknown;
  product_no_attendee?: boolean;
  product_order_qty_max?: number | null;
  product_hpc?: boolean;
  product_donation?: boolean;
  product_court_names?: string;
}

const CART_KEY = 'cart';
const VOUCHER_KEY = 'voucher';
const listeners = new Set<() => void>();
const EMPTY: CartItem[] = [];
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

function read(): CartItem[] {
  const raw = storage()?.getItem(CART_KEY) ?? null;
  if (raw === cached.raw) return cached.items;
  let items: CartItem[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed as CartItem[];
  } catch {
    items = EMPTY;
  }
  cached = { raw, items };
  return items;
}

function write(items: CartItem[]) {
  if (items.length === 0) storage()?.removeItem(CART_KEY);
  else storage()?.setItem(CART_KEY, JSON.stringify(items));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === CART_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useCart = (): CartItem[] => useSyncExternalStore(subscribe, read, () => EMPTY);

export function readVoucher(): Voucher | null {
  try {
    const raw = storage()?.getItem(VOUCHER_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Voucher>) : null;
    return v && typeof v.c_value === 'number' && (v.c_method === 'fixed' || v.c_method === 'percent') ? (v as Voucher) : null;
  } catch {
    return null;
  }
}

/** Increments a line; reducing to 0 removes it (spec section 4). */
export function changeQuantity(productId: CartItem['product_id'], delta: number) {
  const items = read()
    .map((item) => {
      if (item.product_id !== productId) return item;
      const max = item.product_order_qty_max;
      const quantity = Math.max(0, item.product_quantity + delta);
      if (delta > 0 && max != null && item.product_quantity >= max) return item;
      return { ...item, product_quantity: quantity, product_totalPrice: Math.round(item.product_price * quantity * 100) / 100 };
    })
    .filter((item) => item.product_quantity > 0);
  write(items);
}

export const removeFromCart = (productId: CartItem['product_id']) => write(read().filter((i) => i.product_id !== productId));

export function clearCart() {
  storage()?.removeItem(CART_KEY);
  storage()?.removeItem(VOUCHER_KEY);
  listeners.forEach((l) => l());
}
