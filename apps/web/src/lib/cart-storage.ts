// Where the cart is kept (local storage keys 'cart' and 'voucher') and who is told
// when it changes. Apart from domains/cart/cart.ts so that sign-in and sign-out, on every
// page's first download, can empty the cart without bringing the cart rules and the
// store contracts they use (about 4 KB gzipped) along.

export const CART_KEY = 'cart';
export const VOUCHER_KEY = 'voucher';
export const listeners = new Set<() => void>();

export const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
export const notify = () => listeners.forEach((l) => l());

/** After a successful payment, at sign-in and at sign-out: no cart, no voucher. */
export function clearCart() {
  storage()?.removeItem(CART_KEY);
  storage()?.removeItem(VOUCHER_KEY);
  notify();
}
