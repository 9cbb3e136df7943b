// Store and checkout: the products, the cart, attendee rows, the checks before paying
// and the store's calls.
import { z } from 'zod/mini';
import { optionalText, preprocess, requiredText } from '../common/fields.js';
import {
  AU_STATES,
  GENDERS,
  choice,
  dateOfBirth,
  email,
  phoneNumber,
  postcode,
} from '../common/person-fields.js';
import {
  ZCardData,
  ZCouponCart,
  ZDonationCart,
  ZIdempotencyKey,
  ZPaymentOutcome,
} from '../payments/payments.js';

/** Texts of the store, compared exactly by the tests; the ones marked as ours had no given wording. */
export const STORE_MSG = {
  noProducts: 'No products are currently available please check website for release dates.',
  attendeeAdded: 'Attendee added',
  attendeeRemoved: 'Attendee removed',
  attendeeAlreadyAdded: 'Attendee already added',
  confirmAttendee: 'Must click "CONFIRM Attendee" button',
  attendeeInfoRequired:
    'We could not find this person in our records. Please enter their contact and emergency contact details, then confirm again.',
  assignMismatch: 'Assign attendees do not match products quantity purchased',
  attendeeAssignInvalid: 'Attendee / Assign Data Invalid',
  attendeeCount: (min: number, max: number) =>
    min === max
      ? `Please add ${max} attendee${max === 1 ? '' : 's'}.`
      : `Please add between ${min} and ${max} attendees.`,
  akvOneProduct: 'An Active & Creative Kids voucher cannot be used with more than one product.',
  voucherNotEligibleFor: (name: string) => `This voucher cannot be used for ${name}.`,
  /** Active & Creative Kids vouchers are for children: an attendee of 18 or over cannot use one. */
  akvAdult: (name: string) =>
    `An Active & Creative Kids voucher is for children under 18: ${name} is 18 or over.`,
  cartEmpty: 'Your cart is empty.',
  productUnavailable: 'A product in your cart is no longer available. Please remove it and try again.',
  soldOut: (name: string) => `Sorry, ${name} is sold out.`,
  onlyLeft: (name: string, left: number) => `Sorry, only ${left} left of ${name}.`,
  orderMax: (name: string, max: number) => `You can order at most ${max} of ${name} at a time.`,
  notBookable: (name: string) => `${name} is not available to book at the moment.`,
  hpcOnly: 'High Performance Centre products are only available to HPC members.',
} as const;

/** The `error` key of a checkattendee answer that asks for the extra fields (web: set requireInfo). */
export const ATTENDEE_INFO_REQUIRED = 'attendee_info_required';

// --- Catalogue ----------------------------------------------------------------

export const ZStoreCategory = z.object({
  category_id: z.int(),
  category_name: z.string(),
  parent_id: z.nullable(z.int()),
});
export type TStoreCategory = z.infer<typeof ZStoreCategory>;

export const ZStoreVenue = z.object({
  venue_id: z.int(),
  venue_name: z.string(),
  venue_address: z.nullable(z.string()),
  venue_suburb: z.nullable(z.string()),
  venue_postcode: z.nullable(z.string()),
  venue_state: z.nullable(z.string()),
});
export type TStoreVenue = z.infer<typeof ZStoreVenue>;

/** A product card, prices in dollars. */
export const ZProduct = z.object({
  product_id: z.int(),
  product_name: z.string(),
  product_price: z.number(),
  product_quantity: z.nullable(z.int()).check(z.describe('places on offer; null = not limited')),
  product_booked: z.int(),
  product_available: z
    .nullable(z.int())
    .check(z.describe('quantity - booked, never below 0; null = not limited')),
  product_sold_out: z.boolean().check(z.describe('quantity is not above booked')),
  product_bookable: z
    .boolean()
    .check(z.describe('today is within product_date_start..product_date_end (association time zone)')),
  product_description: z.nullable(z.string()),
  product_cover: z.nullable(z.string()),
  product_category_id: z.nullable(z.int()),
  product_venue_id: z.nullable(z.int()),
  product_date_start: z.nullable(z.string()).check(z.describe('YYYY-MM-DD: first day it can be booked')),
  product_date_end: z.nullable(z.string()).check(z.describe('YYYY-MM-DD: last day it can be booked')),
  product_time_start: z.nullable(z.string()).check(z.describe('HH:mm, display only')),
  product_time_end: z.nullable(z.string()).check(z.describe('HH:mm, display only')),
  product_voucher_eligible: z.boolean().check(z.describe('client vouchers accepted')),
  product_no_attendee: z.boolean(),
  product_akv: z.boolean().check(z.describe('Active & Creative Kids voucher eligible')),
  product_order_qty_max: z.nullable(z.int()),
  product_is_hpc: z.boolean(),
  category: z.nullable(ZStoreCategory),
  venue: z.nullable(ZStoreVenue),
});
export type TProduct = z.infer<typeof ZProduct>;

/** ?orig=hpc lists the HPC products, anything else the ordinary store; category and venue narrow the list. */
export const ZStoreQuery = z.object({
  orig: z
    .optional(z.string().check(z.trim(), z.maxLength(20)))
    .check(z.describe('hpc: High Performance Centre products; otherwise the store')),
  category: z
    .optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))
    .check(z.describe('a category id (its sub-categories included)')),
  venue: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});
export type TStoreQuery = z.infer<typeof ZStoreQuery>;

export const ZProductsResponse = z.object({ data: z.array(ZProduct) });
export const ZStoreCategoriesResponse = z.object({ data: z.array(ZStoreCategory) });
export const ZStoreVenuesResponse = z.object({ data: z.array(ZStoreVenue) });

/** A cart line as the browser keeps it. */
export const ZCartLine = z.object({
  product_id: z.int(),
  product_title: z.string(),
  product_price: z.number(),
  product_quantity: z.int(),
  product_totalPrice: z.number(),
  product_akv: z.boolean(),
  product_no_attendee: z.boolean(),
  product_order_qty_max: z.nullable(z.int()),
  product_hpc: z.boolean(),
  product_court: z.optional(z.unknown()),
});
export type TCartLine = z.infer<typeof ZCartLine>;

/** The cart line of a product card's Add To Cart, quantity 1. */
export function cartLineOf(p: TProduct): TCartLine {
  return {
    product_id: p.product_id,
    product_title: p.product_name,
    product_price: p.product_price,
    product_quantity: 1,
    product_totalPrice: p.product_price,
    product_akv: p.product_akv,
    product_no_attendee: p.product_no_attendee,
    product_order_qty_max: p.product_order_qty_max,
    product_hpc: p.product_is_hpc,
  };
}

/** quantity - booked - in cart, never below 0 (null = not limited). */
export function availableQuantity(
  p: Pick<TProduct, 'product_quantity' | 'product_booked'>,
  inCart: number,
): number | null {
  if (p.product_quantity === null) return null;
  return Math.max(0, p.product_quantity - p.product_booked - inCart);
}

/** Add To Cart shows for a signed-in user when the product is not sold out, some is left beyond the cart, it is bookable and the per-order maximum allows. */
export function canAddToCart(p: TProduct, inCart: number): boolean {
  const left = availableQuantity(p, inCart);
  if (p.product_sold_out || !p.product_bookable || (left !== null && left <= 0)) return false;
  return p.product_order_qty_max === null || inCart < p.product_order_qty_max;
}

// --- Attendees ------------------------------------------------------------------

export const ATTENDEE_EXTRA_FIELDS = [
  'email',
  'mobile',
  'address',
  'suburb',
  'postcode',
  'state',
  'ec_fullname',
  'ec_mobile',
] as const;

const basicShape = (timeZone: string) => ({
  firstname: requiredText(100),
  lastname: requiredText(100),
  dob: dateOfBirth(timeZone).check(z.describe('dd/mm/yyyy')),
  gender: choice(GENDERS),
});

const extraShape = {
  email: email(),
  mobile: phoneNumber(),
  address: requiredText(191),
  suburb: requiredText(100),
  postcode: postcode(),
  state: choice(AU_STATES),
  ec_fullname: requiredText(191),
  ec_mobile: phoneNumber(),
  ec_medical: optionalText(2000),
};

const optionalExtraShape = {
  email: optionalText(191),
  mobile: optionalText(15),
  address: optionalText(191),
  suburb: optionalText(100),
  postcode: optionalText(10),
  state: optionalText(3),
  ec_fullname: optionalText(191),
  ec_mobile: optionalText(15),
  ec_medical: optionalText(2000),
};

/**
 * An attendee row's rules: firstname, lastname, gender and dob always; with
 * requireInfo (the server found no such member) also email, mobile (10 digits),
 * address, suburb, postcode, state, emergency contact name and mobile (10 digits).
 */
export function attendeeSchema(timeZone: string, requireInfo: boolean) {
  return z.object({ ...basicShape(timeZone), ...(requireInfo ? extraShape : optionalExtraShape) });
}
export type TAttendee = z.infer<ReturnType<typeof attendeeSchema>>;

/** An attendee as sent (validated by the server with attendeeSchema); interface flags are ignored. */
export const ZAttendeeInput = z.looseObject({
  firstname: z.optional(z.unknown()),
  lastname: z.optional(z.unknown()),
  dob: z.optional(z.unknown().check(z.describe('dd/mm/yyyy'))),
  gender: z.optional(z.unknown().check(z.describe('male or female'))),
  email: z.optional(z.unknown()),
  mobile: z.optional(z.unknown()),
  address: z.optional(z.unknown()),
  suburb: z.optional(z.unknown()),
  postcode: z.optional(z.unknown()),
  state: z.optional(z.unknown()),
  ec_fullname: z.optional(z.unknown()),
  ec_mobile: z.optional(z.unknown()),
  ec_medical: z.optional(z.unknown()),
});
export type TAttendeeInput = z.infer<typeof ZAttendeeInput>;

/** POST /api/ecommerce/store/checkattendee. */
export const ZCheckAttendeeRequest = z.object({ attendee: ZAttendeeInput });
export type TCheckAttendeeRequest = z.infer<typeof ZCheckAttendeeRequest>;

/**
 * 200: the person is known (a member with that first name, last name and dob) or the
 * extra details were given and valid. Otherwise 422 with error 'attendee_info_required'
 * and the missing or invalid extra fields in `errors` (web: set requireInfo, turn the button red).
 */
/** GET /api/ecommerce/store/attendees: the people the member bought places for before, latest first. */
export const ZSavedAttendee = z.object({
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().check(z.describe('dd/mm/yyyy')),
  gender: z.enum(GENDERS),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  ec_fullname: z.string(),
  ec_mobile: z.string(),
  ec_medical: z.string(),
});
export type TSavedAttendee = z.infer<typeof ZSavedAttendee>;
export const ZSavedAttendeesResponse = z.object({ data: z.array(ZSavedAttendee) });

export const ZCheckAttendeeResponse = z.object({
  message: z.literal(STORE_MSG.attendeeAdded),
  data: z.object({
    existing_member: z.boolean(),
    requireInfo: z.boolean(),
    attendee: z.object({
      firstname: z.string(),
      lastname: z.string(),
      dob: z.string(),
      gender: z.enum(GENDERS),
      email: z.string(),
      mobile: z.string(),
      address: z.string(),
      suburb: z.string(),
      postcode: z.string(),
      state: z.string(),
      ec_fullname: z.string(),
      ec_mobile: z.string(),
      ec_medical: z.string(),
    }),
  }),
});
export type TCheckAttendeeResponse = z.infer<typeof ZCheckAttendeeResponse>;

/** Same person: names compared without case or surrounding spaces, and the same dob. */
export function sameAttendee(
  a: { firstname?: unknown; lastname?: unknown; dob?: unknown },
  b: { firstname?: unknown; lastname?: unknown; dob?: unknown },
): boolean {
  const norm = (v: unknown) => (typeof v === 'string' ? v : '').trim().toLowerCase();
  return (
    norm(a.firstname) === norm(b.firstname) &&
    norm(a.lastname) === norm(b.lastname) &&
    norm(a.dob) === norm(b.dob)
  );
}

// --- Payment ---------------------------------------------------------------------

/** A shopping cart line as sent: only product_id and product_quantity are read (prices come from the database). */
export const ZShoppingCartLineInput = z.looseObject({
  product_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  product_quantity: z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)),
  product_donation: z
    .optional(z.boolean())
    .check(z.describe('donation lines are skipped here: the donation is read from donationCart')),
});

/**
 * Which attendees go to which product: `attendees` holds positions (0-based) in the
 * request's attendees list. Also accepted as an object keyed by product id.
 */
export const ZAssignment = z.object({
  product_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  attendees: z.array(z.coerce.number().check(z.int(), z.gte(0), z.lte(999))).check(z.maxLength(1000)),
});
export const ZAssignments = preprocess(
  (v) => {
    if (v === null || v === undefined) return [];
    if (Array.isArray(v)) return v as unknown[];
    if (typeof v === 'object')
      return Object.entries(v as Record<string, unknown>).map(([product_id, attendees]) => ({
        product_id,
        attendees,
      }));
    return v;
  },
  z.array(ZAssignment).check(z.maxLength(100)),
);
export type TAssignment = z.infer<typeof ZAssignment>;

/** POST /api/ecommerce/store/payshoppingcart. */
export const ZShopPaymentRequest = z.object({
  attendees: z.pipe(
    z.nullish(z.array(ZAttendeeInput).check(z.maxLength(200))),
    z.transform((v) => v ?? []),
  ),
  assign: ZAssignments,
  couponCart: z.optional(ZCouponCart),
  donationCart: ZDonationCart,
  cardData: z.nullish(ZCardData),
  shoppingCart: z.array(ZShoppingCartLineInput).check(z.maxLength(100)),
  idempotencyKey: ZIdempotencyKey,
});
export type TShopPaymentRequest = z.infer<typeof ZShopPaymentRequest>;
export const ZShopPaymentResponse = z.object({ data: ZPaymentOutcome });
