/** Which product list: the ordinary store, or the High Performance Centre's (orig=hpc). */
export type StoreOrigin = 'store' | 'hpc';

export const CHECKOUT_PATH = '/member/checkout';
export const orderPath = (id: number) => `/member/orders/order/${id}`;

/** The member products screen of an origin, with the picked category and venue as query. */
export function productsPath(
  origin: StoreOrigin,
  filters: { category?: string; venue?: string } = {},
): string {
  const q = new URLSearchParams();
  if (filters.category) q.set('category', filters.category);
  if (filters.venue) q.set('venue', filters.venue);
  const s = q.toString();
  return `${origin === 'hpc' ? '/member/store/hpc' : '/member/store'}${s ? `?${s}` : ''}`;
}
