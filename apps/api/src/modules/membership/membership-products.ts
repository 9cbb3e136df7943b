// The membership products membership sells are store products. Store and membership stand side
// by side and import neither each other: app.ts registers store's readers here at start-up.
import type { Sport } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';

type Db = Deps['db'] | Tx;

export interface MembershipProducts {
  /** The membership product on sale for a sport (the newest active one), or null. */
  membershipProduct(
    db: Db,
    sport: 'basketball' | 'netball',
  ): Promise<{
    id: number;
    name: string;
    priceCents: number;
    akv: boolean;
    voucherEligible: boolean;
    membershipMonths: number | null;
  } | null>;
  /** Every membership product of a sport, on sale or not (the ones an order may hold). */
  membershipProductIds(db: Db, sport: 'basketball' | 'netball'): Promise<number[]>;
  /** The sport and months of the membership products among these. */
  membershipTerms(
    db: Db,
    productIds: number[],
  ): Promise<Array<{ id: number; membershipSport: Sport | null; membershipMonths: number | null }>>;
}

let products: MembershipProducts | null = null;

/** Registers how membership reads its products (store owns them). */
export function useMembershipProducts(source: MembershipProducts): void {
  products = source;
}

export function membershipProducts(): MembershipProducts {
  if (!products)
    throw new Error('No membership products are registered: app.ts registers the store readers at start-up');
  return products;
}
