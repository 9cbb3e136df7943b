// What the console's page of an order shows of what the order paid for, beyond its own lines and
// payments: the areas that sell register their part at start-up (court hire its bookings, HPC the
// subscription and its class places, the store each line's attendees), so payments reads none of
// their tables. Registering again under the same area replaces the earlier part.
import type { TOrderPage } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';

/** The order as the areas need it to find what it paid for. */
export interface OrderOfPage {
  id: number;
  subscriptionId: number | null;
  lineIds: number[];
}

/** An area's part of the page, in the contract's words; a part left out stays empty. */
export interface OrderPageParts {
  bookings?: TOrderPage['bookings'];
  subscription?: TOrderPage['subscription'];
  classes?: TOrderPage['classes'];
  /** Each line's attendees, by line id. */
  attendees?: Map<number, TOrderPage['lines'][number]['attendees']>;
}

/** `when` formats a moment as the console shows it (the portal's time zone). */
export type OrderPagePart = (
  deps: Deps,
  order: OrderOfPage,
  when: (d: Date) => string,
) => Promise<OrderPageParts>;

const parts = new Map<string, OrderPagePart>();

/** Registers what an area adds to the console's page of every order (it answers empty where it has nothing). */
export function onOrderPage(area: string, part: OrderPagePart): void {
  parts.set(area, part);
}

/** Every registered area's part of the page of this order, together. */
export async function orderPageParts(
  deps: Deps,
  order: OrderOfPage,
  when: (d: Date) => string,
): Promise<Required<OrderPageParts>> {
  const found = await Promise.all([...parts.values()].map((part) => part(deps, order, when)));
  return {
    bookings: found.flatMap((p) => p.bookings ?? []),
    subscription: found.find((p) => p.subscription)?.subscription ?? null,
    classes: found.flatMap((p) => p.classes ?? []),
    attendees: new Map(found.flatMap((p) => (p.attendees ? [...p.attendees] : []))),
  };
}
