// Checkout rules (the checks before paying) as pure functions, so the
// stepper stays a screen and the rules have fast tests. The server checks all of
// them again when the cart is paid.
import { isAdult, parseDmy, STORE_MSG, sameAttendee, todayIn } from '@courtside/contracts';
import type { CartItem } from '../../domains/cart/cart';

/** One attendee row of step 2, as the form keeps it. */
export interface AttendeeRow {
  /** Stable id of the row (assignments point at it, not at its position). */
  uid: string;
  firstname: string;
  lastname: string;
  dob: string;
  gender: string;
  email: string;
  mobile: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  ec_fullname: string;
  ec_mobile: string;
  ec_medical: string;
  /** The server found no such member: the extra fields are required. */
  requireInfo: boolean;
  /** 'CONFIRM Attendee' succeeded. */
  confirmed: boolean;
}

export const emptyAttendee = (uid: string): AttendeeRow => ({
  uid,
  firstname: '',
  lastname: '',
  dob: '',
  gender: '',
  email: '',
  mobile: '',
  address: '',
  suburb: '',
  postcode: '',
  state: '',
  ec_fullname: '',
  ec_mobile: '',
  ec_medical: '',
  requireInfo: false,
  confirmed: false,
});

/** product id -> the uids of the attendees assigned to it. */
export type Assignments = Record<string, string[]>;

/** Lines that are products (not the donation) and need attendees. */
export const linesNeedingAttendees = (cart: readonly CartItem[]): CartItem[] =>
  cart.filter((l) => !l.product_donation && !l.product_no_attendee);

/**
 * How many attendees the order takes: at least the largest quantity of one product
 * needing attendees (each of its places is a different person), at most their total.
 */
export function attendeeBounds(cart: readonly CartItem[]): { min: number; max: number } {
  const needing = linesNeedingAttendees(cart);
  return {
    min: needing.reduce((m, l) => Math.max(m, l.product_quantity), 0),
    max: needing.reduce((n, l) => n + l.product_quantity, 0),
  };
}

/** Why step 2 cannot be left yet, or null. */
export function attendeesProblem(
  rows: readonly Pick<AttendeeRow, 'confirmed'>[],
  cart: readonly CartItem[],
): string | null {
  const { min, max } = attendeeBounds(cart);
  if (max === 0) return null;
  if (rows.some((r) => !r.confirmed)) return STORE_MSG.confirmAttendee;
  if (rows.length < min || rows.length > max) return STORE_MSG.attendeeCount(min, max);
  return null;
}

/** 'Attendee already added' when another confirmed row is the same person. */
export const isDuplicateAttendee = (rows: readonly AttendeeRow[], index: number): boolean =>
  rows.some((r, i) => i !== index && r.confirmed && sameAttendee(r, rows[index] ?? {}));

/** Why step 3 cannot be left yet: each product needing attendees has exactly as many as its quantity. */
export function assignmentsProblem(
  cart: readonly CartItem[],
  assign: Assignments,
  rows: readonly Pick<AttendeeRow, 'uid'>[],
): string | null {
  const known = new Set(rows.map((r) => r.uid));
  for (const line of linesNeedingAttendees(cart)) {
    const chosen = (assign[String(line.product_id)] ?? []).filter((uid) => known.has(uid));
    if (chosen.length !== line.product_quantity) return STORE_MSG.assignMismatch;
  }
  return null;
}

/** Which vouchers the cart could take: Active & Creative Kids when a product is eligible, the association's when all are. */
export function voucherKinds(cart: readonly CartItem[]): { akv: boolean; client: boolean } {
  const lines = cart.filter((l) => !l.product_donation);
  return {
    akv: lines.some((l) => l.product_akv),
    client: lines.length > 0 && lines.every((l) => l.product_voucher_eligible),
  };
}

/** An Active & Creative Kids voucher pays for one product only (one place of one product). */
export function akvProblem(cart: readonly CartItem[]): string | null {
  const units = cart.filter((l) => !l.product_donation).reduce((n, l) => n + l.product_quantity, 0);
  return units > 1 ? STORE_MSG.akvOneProduct : null;
}

/**
 * Why a voucher the server has found cannot pay for this cart, in its own kind's words (as the
 * payment would refuse it): an Active & Creative Kids voucher pays for one product, for a child
 * under 18; the association's voucher must suit every product. Null when it fits.
 */
export function voucherProblem(
  akv: boolean,
  cart: readonly CartItem[],
  rows: readonly AttendeeRow[],
  assign: Assignments,
  timeZone: string,
): string | null {
  const lines = cart.filter((l) => !l.product_donation);
  if (!akv) {
    const refused = lines.find((l) => !l.product_voucher_eligible);
    return refused ? STORE_MSG.voucherNotEligibleFor(refused.product_title) : null;
  }
  const oneProduct = akvProblem(cart);
  if (oneProduct) return oneProduct;
  const refused = lines.find((l) => !l.product_akv);
  if (refused) return STORE_MSG.voucherNotEligibleFor(refused.product_title);
  const today = todayIn(timeZone);
  const chosen = new Set(lines.flatMap((l) => assign[String(l.product_id)] ?? []));
  for (const r of rows) {
    const dob = parseDmy(r.dob);
    if (chosen.has(r.uid) && dob && isAdult(dob, today))
      return STORE_MSG.akvAdult(`${r.firstname} ${r.lastname}`);
  }
  return null;
}

/** The attendees and assign parts of the payment request: assignments as positions in the attendee list. */
export function attendeePayload(
  cart: readonly CartItem[],
  rows: readonly AttendeeRow[],
  assign: Assignments,
) {
  const needing = linesNeedingAttendees(cart);
  if (needing.length === 0) return { attendees: [], assign: [] };
  const position = new Map(rows.map((r, i) => [r.uid, i]));
  return {
    attendees: rows.map(
      ({ uid: _uid, requireInfo: _requireInfo, confirmed: _confirmed, ...attendee }) => attendee,
    ),
    assign: needing.map((l) => ({
      product_id: Number(l.product_id),
      attendees: (assign[String(l.product_id)] ?? []).flatMap((uid) =>
        position.has(uid) ? [position.get(uid) as number] : [],
      ),
    })),
  };
}
