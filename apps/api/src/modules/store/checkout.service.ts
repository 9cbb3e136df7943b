// Checkout of the store cart: the attendee rows, the checks before paying and the
// payment's error answers.
//
// Everything the browser sends is re-read: prices, eligibility and limits come
// from the database, attendees are validated again, and the stock is taken inside
// the payment transaction (createPaidOrder's `lock` hook) with one conditional
// UPDATE per product, `booked + n <= quantity`. Racing buyers queue on the product
// row; the ones that find it taken get a sold-out answer before any card is
// charged, and a declined card rolls the stock back with the order.
import {
  ATTENDEE_INFO_REQUIRED,
  MSG,
  STORE_MSG,
  attendeeSchema,
  isAdult,
  parseDmy,
  sameAttendee,
  toIsoDate,
  todayIn,
  type TAttendee,
  type TAttendeeInput,
  type TCheckAttendeeResponse,
  type TSavedAttendee,
  type TShopPaymentRequest,
} from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { isoOfDbDate } from '../../lib/local-dates.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { fieldErrorsOf } from '../../plugins/errors.js';
import { findMemberIdByPerson, memberFacts, memberStanding } from '../people/index.js';
import {
  donationFromCart,
  onDonationProduct,
  linesOfOrder,
  onOrderFailed,
  onOrderPage,
  onOrderRefunded,
  paymentError,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
  type PaymentOutcome,
  findUsableVoucher,
  type UsableVoucher,
} from '../payments/index.js';
import type { Tx } from '../../db/tx.js';
import { countPersonLookup } from '../../lib/person-lookup.js';
import { findAttendeeIdByPerson } from './attendee-lookup.service.js';
import {
  STORE_PRODUCT,
  attendeesOfOrderLines,
  donationProduct,
  isBookable,
  storeToday,
} from './store.service.js';

const dbDateOfDmy = (dmy: string) => {
  const d = parseDmy(dmy);
  if (!d) throw new Error(`not a date: ${dmy}`);
  return new Date(`${toIsoDate(d)}T00:00:00Z`);
};

// --- Attendees -------------------------------------------------------------------

/** A member with this first name, last name (any case) and date of birth, if there is one. */
const findMemberLike = (deps: Deps, a: { firstname: string; lastname: string; dob: string }) =>
  findMemberIdByPerson(deps.db, { firstname: a.firstname, lastname: a.lastname, dob: dbDateOfDmy(a.dob) });

interface CheckedAttendee {
  attendee: TAttendee;
  memberId: number | null;
}

type Problem = { kind: 'basic' | 'info'; errors: Record<string, string[]> };

/** Validates one attendee: the basic fields always, the extra ones when no member matches. */
async function checkOne(deps: Deps, input: TAttendeeInput): Promise<CheckedAttendee | Problem> {
  const basic = attendeeSchema(deps.settings.current().timeZone, false).safeParse(input);
  if (!basic.success) return { kind: 'basic', errors: fieldErrorsOf(basic.error.issues) };
  const memberId = await findMemberLike(deps, basic.data);
  if (memberId !== null) return { attendee: basic.data, memberId };
  const full = attendeeSchema(deps.settings.current().timeZone, true).safeParse(input);
  if (!full.success) return { kind: 'info', errors: fieldErrorsOf(full.error.issues) };
  return { attendee: full.data, memberId: null };
}

const isProblem = (r: CheckedAttendee | Problem): r is Problem => 'kind' in r;

/**
 * POST /store/checkattendee: an existing member (same first name, last name and dob)
 * is added as is; anyone else needs the extra details, else 422 attendee_info_required
 * naming the missing or invalid ones.
 */
export async function checkAttendee(
  deps: Deps,
  memberId: number,
  input: TAttendeeInput,
): Promise<TCheckAttendeeResponse> {
  await countPersonLookup(deps.limits, memberId);
  const result = await checkOne(deps, input);
  if (isProblem(result)) {
    if (result.kind === 'basic') throw new AppError('validation_failed', MSG.formErrors, result.errors);
    throw new AppError(ATTENDEE_INFO_REQUIRED, STORE_MSG.attendeeInfoRequired, result.errors);
  }
  const a = result.attendee;
  return {
    message: STORE_MSG.attendeeAdded,
    data: {
      existing_member: result.memberId !== null,
      requireInfo: result.memberId === null,
      attendee: {
        firstname: a.firstname,
        lastname: a.lastname,
        dob: a.dob,
        gender: a.gender,
        email: a.email,
        mobile: a.mobile,
        address: a.address,
        suburb: a.suburb,
        postcode: a.postcode,
        state: a.state,
        ec_fullname: a.ec_fullname,
        ec_mobile: a.ec_mobile,
        ec_medical: a.ec_medical,
      },
    },
  };
}

// --- Cart --------------------------------------------------------------------------

interface CartProduct {
  id: number;
  name: string;
  priceCents: number;
  quantity: number | null;
  booked: number;
  dateStart: Date | null;
  dateEnd: Date | null;
  akv: boolean;
  voucherEligible: boolean;
  noAttendee: boolean;
  orderQtyMax: number | null;
  isHpc: boolean;
}

interface PricedLine {
  product: CartProduct;
  quantity: number;
}

/** Cart lines by product (a product listed twice counts once with both quantities); donation lines are read from donationCart. */
function cartQuantities(cart: TShopPaymentRequest['shoppingCart']): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const line of cart) {
    if (line.product_donation) continue;
    byProduct.set(line.product_id, (byProduct.get(line.product_id) ?? 0) + line.product_quantity);
  }
  return byProduct;
}

const soldOutError = (name: string, left: number) =>
  paymentError('sold_out', left > 0 ? STORE_MSG.onlyLeft(name, left) : STORE_MSG.soldOut(name));

/** Prices and checks each line from the database: on offer, bookable today, within the per-order maximum, in stock now. */
async function priceCart(
  deps: Deps,
  quantities: Map<number, number>,
  memberIsHpc: boolean,
): Promise<PricedLine[]> {
  const products = await deps.db.product.findMany({
    where: { ...STORE_PRODUCT, id: { in: [...quantities.keys()] } },
    select: {
      id: true,
      name: true,
      priceCents: true,
      quantity: true,
      booked: true,
      dateStart: true,
      dateEnd: true,
      akv: true,
      voucherEligible: true,
      noAttendee: true,
      orderQtyMax: true,
      isHpc: true,
    },
  });
  const today = storeToday(deps);
  const lines: PricedLine[] = [];
  for (const [productId, quantity] of quantities) {
    const product = products.find((p) => p.id === productId);
    if (!product) throw paymentError('error_response', STORE_MSG.productUnavailable);
    if (product.isHpc && !memberIsHpc) throw paymentError('payment_not_allowed', STORE_MSG.hpcOnly);
    if (!isBookable(product, today))
      throw paymentError('error_response', STORE_MSG.notBookable(product.name));
    if (product.orderQtyMax !== null && quantity > product.orderQtyMax)
      throw paymentError('error_response', STORE_MSG.orderMax(product.name, product.orderQtyMax));
    // An early answer; the payment transaction checks again under the row lock.
    if (product.quantity !== null && product.quantity - product.booked < quantity)
      throw soldOutError(product.name, Math.max(0, product.quantity - product.booked));
    lines.push({ product, quantity });
  }
  return lines;
}

/** A voucher must suit every product; an Active & Creative Kids voucher pays for one product only. */
function checkVoucherFits(voucher: UsableVoucher, lines: PricedLine[]): void {
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  if (voucher.kind === 'akv' && units > 1) throw paymentError('error_response', STORE_MSG.akvOneProduct);
  for (const { product } of lines) {
    const eligible = voucher.kind === 'akv' ? product.akv : product.voucherEligible;
    if (!eligible) throw paymentError('error_response', STORE_MSG.voucherNotEligibleFor(product.name));
  }
}

/**
 * The people the member bought places for before (their attendee rows, one per person, the
 * latest details first), so a parent types a child's details once.
 */
export async function savedAttendees(deps: Deps, memberId: number): Promise<TSavedAttendee[]> {
  const rows = await deps.db.attendee.findMany({
    where: { createdById: memberId },
    orderBy: { id: 'desc' },
    take: 200,
  });
  const seen = new Set<string>();
  const people: TSavedAttendee[] = [];
  for (const r of rows) {
    const dob = `${String(r.dob.getUTCDate()).padStart(2, '0')}/${String(r.dob.getUTCMonth() + 1).padStart(2, '0')}/${r.dob.getUTCFullYear()}`;
    const key = `${r.firstname.trim().toLowerCase()}|${r.lastname.trim().toLowerCase()}|${dob}`;
    if (seen.has(key)) continue;
    seen.add(key);
    people.push({
      firstname: r.firstname,
      lastname: r.lastname,
      dob,
      gender: r.gender,
      email: r.email ?? '',
      mobile: r.mobile ?? '',
      address: r.address ?? '',
      suburb: r.suburb ?? '',
      postcode: r.postcode ?? '',
      state: r.state ?? '',
      ec_fullname: r.ecFullname ?? '',
      ec_mobile: r.ecMobile ?? '',
      ec_medical: r.ecMedical ?? '',
    });
  }
  return people;
}

/** An Active & Creative Kids voucher is for a child: refused when an attendee of its product is 18 or over. */
function checkAkvChild(deps: Deps, voucher: UsableVoucher, lines: PricedLine[], attending: Attending): void {
  if (voucher.kind !== 'akv') return;
  const today = todayIn(deps.settings.current().timeZone, deps.now());
  for (const { product } of lines)
    for (const i of attending.assigned.get(product.id) ?? []) {
      const a = attending.checked[i]?.attendee;
      const dob = a ? parseDmy(a.dob) : null;
      if (a && dob && isAdult(dob, today))
        throw paymentError('error_response', STORE_MSG.akvAdult(`${a.firstname} ${a.lastname}`));
    }
}

// --- Attendees of the cart --------------------------------------------------------

interface Attending {
  checked: CheckedAttendee[];
  /** product id -> positions in `checked` */
  assigned: Map<number, number[]>;
}

const invalid = (message: string, errors: Record<string, string[]>) =>
  paymentError('error_validation', message, errors);

/**
 * The attendees and their assignment: between the largest line quantity and the total
 * quantity of products needing attendees, each valid, no one twice, and every such
 * product assigned exactly as many different attendees as bought.
 */
async function checkAttending(
  deps: Deps,
  lines: PricedLine[],
  body: TShopPaymentRequest,
): Promise<Attending> {
  const needing = lines.filter((l) => !l.product.noAttendee);
  const assigned = new Map<number, number[]>();
  for (const a of body.assign)
    assigned.set(a.product_id, [...(assigned.get(a.product_id) ?? []), ...a.attendees]);
  if (needing.length === 0) {
    if ([...assigned.values()].some((list) => list.length > 0))
      throw invalid(STORE_MSG.assignMismatch, { assign: [STORE_MSG.assignMismatch] });
    return { checked: [], assigned: new Map() };
  }

  const most = Math.max(...needing.map((l) => l.quantity));
  const total = needing.reduce((n, l) => n + l.quantity, 0);
  if (body.attendees.length < most || body.attendees.length > total) {
    const message = STORE_MSG.attendeeCount(most, total);
    throw invalid(message, { attendees: [message] });
  }
  body.attendees.forEach((a, i) => {
    if (body.attendees.findIndex((b) => sameAttendee(a, b)) !== i)
      throw invalid(STORE_MSG.attendeeAlreadyAdded, { [`attendees.${i}`]: [STORE_MSG.attendeeAlreadyAdded] });
  });

  const checked: CheckedAttendee[] = [];
  for (const [i, input] of body.attendees.entries()) {
    const result = await checkOne(deps, input);
    if (isProblem(result)) {
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, messages]) => [`attendees.${i}.${field}`, messages]),
      );
      throw invalid(
        result.kind === 'info' ? STORE_MSG.attendeeInfoRequired : STORE_MSG.attendeeAssignInvalid,
        errors,
      );
    }
    checked.push(result);
  }

  const needingIds = new Set(needing.map((l) => l.product.id));
  const mismatch = () => invalid(STORE_MSG.assignMismatch, { assign: [STORE_MSG.assignMismatch] });
  for (const [productId, positions] of assigned) {
    if (!needingIds.has(productId) && positions.length > 0) throw mismatch();
  }
  for (const line of needing) {
    const positions = assigned.get(line.product.id) ?? [];
    const distinct = new Set(positions);
    if (
      positions.length !== line.quantity ||
      distinct.size !== positions.length ||
      positions.some((p) => p >= checked.length)
    )
      throw mismatch();
  }
  return { checked, assigned: new Map([...assigned].filter(([id]) => needingIds.has(id))) };
}

/** Inside the payment: each attendee is kept once per buyer (reused at the next checkout) and linked to its order lines. */
async function saveAttendees(tx: Tx, buyerId: number, orderId: number, attending: Attending): Promise<void> {
  if (attending.checked.length === 0) return;
  const ids: number[] = [];
  for (const { attendee: a, memberId } of attending.checked) {
    const details = {
      firstname: a.firstname,
      lastname: a.lastname,
      dob: dbDateOfDmy(a.dob),
      gender: a.gender,
      memberId,
      ...(a.email ? { email: a.email.toLowerCase() } : {}),
      ...(a.mobile ? { mobile: a.mobile } : {}),
      ...(a.address ? { address: a.address } : {}),
      ...(a.suburb ? { suburb: a.suburb } : {}),
      ...(a.postcode ? { postcode: a.postcode } : {}),
      ...(a.state ? { state: a.state } : {}),
      ...(a.ec_fullname ? { ecFullname: a.ec_fullname } : {}),
      ...(a.ec_mobile ? { ecMobile: a.ec_mobile } : {}),
      ...(a.ec_medical ? { ecMedical: a.ec_medical } : {}),
    };
    const known = await findAttendeeIdByPerson(tx, buyerId, {
      firstname: a.firstname,
      lastname: a.lastname,
      dob: details.dob,
    });
    const row =
      known !== null
        ? await tx.attendee.update({ where: { id: known }, data: details, select: { id: true } })
        : await tx.attendee.create({ data: { ...details, createdById: buyerId }, select: { id: true } });
    ids.push(row.id);
  }
  const lines = await linesOfOrder(tx, orderId);
  const rows = lines.flatMap((line) =>
    (line.productId === null ? [] : (attending.assigned.get(line.productId) ?? [])).map((position) => ({
      orderLineId: line.id,
      attendeeId: ids[position] as number,
    })),
  );
  if (rows.length > 0) await tx.orderLineAttendee.createMany({ data: rows });
}

// --- Stock -------------------------------------------------------------------------

/**
 * Takes the places inside the payment transaction, products in id order so two carts
 * sharing products lock them in the same order. The UPDATE's row lock is held until
 * the payment commits or rolls back; a buyer behind it re-reads the row and finds
 * the places gone.
 */
async function takeStock(tx: Tx, lines: PricedLine[]): Promise<void> {
  for (const { product, quantity } of [...lines].sort((a, b) => a.product.id - b.product.id)) {
    const taken = await tx.$executeRaw`
      UPDATE "Product" SET booked = booked + ${quantity}, "updatedAt" = now()
      WHERE id = ${product.id} AND active AND (quantity IS NULL OR quantity - booked >= ${quantity})`;
    if (taken === 1) continue;
    const now = await tx.product.findUnique({
      where: { id: product.id },
      select: { quantity: true, booked: true, active: true },
    });
    if (!now?.active) throw paymentError('error_response', STORE_MSG.productUnavailable);
    throw soldOutError(product.name, Math.max(0, (now.quantity ?? 0) - now.booked));
  }
}

/** A store order whose payment finally failed (3-D Secure abandoned or declined) gives its places back. */
async function releaseStock(tx: Tx, order: { id: number }): Promise<void> {
  await releaseLineStock(tx, await linesOfOrder(tx, order.id));
}

/** Puts the stock of these order lines back on sale (lines of products without stock are left). */
async function releaseLineStock(
  tx: Tx,
  lines: Array<{ productId: number | null; quantity: number }>,
): Promise<void> {
  const ids = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const stocked = new Set(
    (await tx.product.findMany({ where: { id: { in: ids }, ...STORE_PRODUCT }, select: { id: true } })).map(
      (p) => p.id,
    ),
  );
  for (const line of lines) {
    if (line.productId === null || !stocked.has(line.productId)) continue;
    await tx.$executeRaw`UPDATE "Product" SET booked = GREATEST(booked - ${line.quantity}, 0), "updatedAt" = now() WHERE id = ${line.productId}`;
  }
}

onOrderFailed('store', releaseStock);
// A line refunded in full (or the whole order) puts its stock back on sale.
onOrderRefunded('store', async (tx, order, what) => {
  const lines = await linesOfOrder(tx, order.id);
  await releaseLineStock(
    tx,
    lines.filter((l) => what.lineIds.includes(l.id)),
  );
});
// The donation offered at every payment is a store product.
onDonationProduct(donationProduct);
// The console's page of an order shows who each line's places are for.
onOrderPage('store', async (deps, order) => {
  const byLine = await attendeesOfOrderLines(deps.db, order.lineIds);
  return {
    attendees: new Map(
      [...byLine].map(([lineId, attendees]) => [
        lineId,
        attendees.map((a) => ({
          id: a.id,
          firstname: a.firstname,
          lastname: a.lastname,
          dob: isoOfDbDate(a.dob),
          member_id: a.memberId,
        })),
      ]),
    ),
  };
});

// --- Payment -----------------------------------------------------------------------

/** POST /store/payshoppingcart: the browser's prices are never used. */
export async function payShoppingCart(
  deps: Deps,
  memberId: number,
  body: TShopPaymentRequest,
): Promise<PaymentOutcome> {
  const card = cardInputOf(body.cardData);
  const quantities = cartQuantities(body.shoppingCart);
  const cart = [
    'store',
    [...quantities],
    body.assign,
    body.attendees.map((a) => [a.firstname, a.lastname, a.dob]),
    body.couponCart?.voucherNumber ?? null,
    body.donationCart.map((d) => d.product_id),
  ];
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, cart, card);
  const fingerprint = fingerprintOf(cart);
  return payOnce(deps, { memberId, origin: 'store', idempotencyKey, fingerprint }, async () => {
    if (quantities.size === 0) throw paymentError('error_response', STORE_MSG.cartEmpty);
    const [profile, member] = await Promise.all([
      memberStanding(deps, memberId),
      memberFacts(deps.db, memberId),
    ]);
    if (!member) throw notFound('Member');
    // Shown as sent: the checkout screen shows error_response messages.
    if (!profile.profile_complete) throw paymentError('payment_not_allowed', MSG.profileIncomplete);

    const lines = await priceCart(deps, quantities, member.isHpc);
    const voucher = body.couponCart ? await findUsableVoucher(deps, memberId, body.couponCart) : null;
    if (voucher) checkVoucherFits(voucher, lines);
    const donation = await donationFromCart(deps, body.donationCart);
    const attending = await checkAttending(deps, lines, body);
    if (voucher) checkAkvChild(deps, voucher, lines, attending);

    const names = lines
      .map((l) => (l.quantity > 1 ? `${l.product.name} x ${l.quantity}` : l.product.name))
      .join(', ');
    return createPaidOrder(deps, {
      memberId,
      origin: 'store',
      description: `Store: ${names}`.slice(0, 250),
      lines: lines.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        quantity: l.quantity,
        unitPriceCents: l.product.priceCents,
      })),
      donation,
      voucher,
      isHpc: lines.some((l) => l.product.isHpc),
      card,
      idempotencyKey,
      fingerprint,
      lock: (tx) => takeStock(tx, lines),
      beforeCharge: (tx, order) => saveAttendees(tx, memberId, order.id, attending),
    });
  });
}
