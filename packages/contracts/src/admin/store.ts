// The console's Store area (facilities staff, API /api/admin/store): the categories (nested, as a
// tree), the products members buy in the store with every field the member store reads, their
// cover images, stock adjustments with a reason, and each product's sales and attendee list (also
// as CSV files for the coordinator). Money is integer cents; dates are YYYY-MM-DD and times HH:mm
// in the association's time zone. Membership, donation and nomination products are catalogue
// items bought elsewhere: the store console neither lists nor edits them.
import { z } from 'zod/mini';
import { requiredText } from '../common/fields.js';
import { id, isoDate, timeOfDay, whole } from './fields.js';

/** A cover image: JPEG, PNG or WebP, under this many bytes (as member photos). */
export const COVER_MAX_BYTES = 500_000;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Places on offer (and a stock adjustment) at most. */
export const PLACES_MAX = 100_000;

// --- Categories ----------------------------------------------------------------------------------

export const ZAdminStoreCategory = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.nullable(z.number()),
  sort_order: z.number(),
  /** 0 for a top category, 1 for its sub-categories, ... */
  depth: z.number(),
  /** The names from the top category down to this one: 'Camps › Holiday camps'. */
  path: z.string(),
  /** Products filed directly under it (withdrawn ones too), and its sub-categories. */
  product_count: z.number(),
  child_count: z.number(),
});
export type TAdminStoreCategory = z.infer<typeof ZAdminStoreCategory>;

/** GET /api/admin/store/categories: the tree, depth first (each category followed by its sub-categories, by sort order then name). */
export const ZStoreCategoryTree = z.object({ data: z.object({ categories: z.array(ZAdminStoreCategory) }) });
export type TStoreCategoryTree = z.infer<typeof ZStoreCategoryTree>['data'];
export const ZStoreCategoryResponse = z.object({ data: ZAdminStoreCategory });
export const ZStoreCategoryDeleted = z.object({ data: z.object({ id: z.number() }) });

const sortOrder = whole(-100_000, 100_000);

/** POST /api/admin/store/categories. */
export const ZStoreCategoryCreate = z.object({
  name: requiredText(100),
  parent_id: z.optional(z.nullable(id)),
  sort_order: z.optional(sortOrder),
});
export type TStoreCategoryCreate = z.infer<typeof ZStoreCategoryCreate>;

/** PATCH /api/admin/store/categories/{id}: rename, move (parent_id null: to the top) or reorder; each may be left out. */
export const ZStoreCategoryChange = z.object({
  name: z.optional(requiredText(100)),
  parent_id: z.optional(z.nullable(id)),
  sort_order: z.optional(sortOrder),
});
export type TStoreCategoryChange = z.infer<typeof ZStoreCategoryChange>;

// --- Products ------------------------------------------------------------------------------------

export const STORE_PRODUCT_STATUSES = ['active', 'withdrawn'] as const;
export const STORE_PRODUCT_SORTS = ['newest', 'name'] as const;

/** GET /api/admin/store/products: every part may be left out (newest first). */
export const ZStoreProductSearchQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  /** Products of this category or any of its sub-categories. */
  category_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  status: z.optional(z.enum(STORE_PRODUCT_STATUSES)),
  sort: z.optional(z.enum(STORE_PRODUCT_SORTS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type TStoreProductSearchQuery = z.infer<typeof ZStoreProductSearchQuery>;

export const ZAdminStoreProduct = z.object({
  id: z.number(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** The image's address as the member store shows it, or null. */
  cover_url: z.nullable(z.string()),
  price_cents: z.number(),
  quantity: z.nullable(z.number()).check(z.describe('places on offer; null = not limited')),
  booked: z.number().check(z.describe('places taken by paid (or paying) orders')),
  available: z.nullable(z.number()).check(z.describe('quantity - booked, never below 0; null = not limited')),
  category: z.nullable(z.object({ id: z.number(), name: z.string() })),
  venue: z.nullable(z.object({ id: z.number(), name: z.string() })),
  date_start: z.nullable(z.string()).check(z.describe('YYYY-MM-DD: first day it can be booked')),
  date_end: z.nullable(z.string()).check(z.describe('YYYY-MM-DD: last day it can be booked')),
  time_start: z.nullable(z.string()).check(z.describe('HH:mm, shown to members')),
  time_end: z.nullable(z.string()).check(z.describe('HH:mm, shown to members')),
  voucher_eligible: z.boolean(),
  akv: z.boolean().check(z.describe('Active & Creative Kids voucher eligible')),
  no_attendee: z.boolean().check(z.describe('true: no attendee names are asked at checkout')),
  order_qty_max: z.nullable(z.number()),
  is_hpc: z.boolean().check(z.describe('sold to HPC members only, on the HPC store')),
  active: z.boolean().check(z.describe('false: withdrawn from sale')),
  created_at: z.string().check(z.describe('ISO instant')),
});
export type TAdminStoreProduct = z.infer<typeof ZAdminStoreProduct>;

export const ZStoreProductSearchPage = z.object({
  data: z.object({
    products: z.array(ZAdminStoreProduct),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
});
export type TStoreProductSearchPage = z.infer<typeof ZStoreProductSearchPage>['data'];
export const ZStoreProductResponse = z.object({ data: ZAdminStoreProduct });

const isDay = (d: string | null): d is string => d !== null && isoDate.safeParse(d).success;
const isTime = (t: string | null): t is string => t !== null && /^([01]\d|2[0-3]):[0-5]\d$/.test(t);

/**
 * POST /api/admin/store/products and PUT /api/admin/store/products/{id}: the whole product (a
 * field left out takes its default: no limit, no category, no venue, not eligible). The cover
 * is uploaded on its own; withdrawing is POST .../status.
 */
export const ZStoreProductInput = z
  .object({
    name: requiredText(191),
    description: z._default(z.nullable(z.string().check(z.maxLength(10_000))), null),
    price_cents: whole(0, 100_000_000),
    quantity: z._default(z.nullable(whole(0, PLACES_MAX)), null),
    category_id: z._default(z.nullable(id), null),
    venue_id: z._default(z.nullable(id), null),
    date_start: z._default(z.nullable(isoDate), null),
    date_end: z._default(z.nullable(isoDate), null),
    time_start: z._default(z.nullable(timeOfDay), null),
    time_end: z._default(z.nullable(timeOfDay), null),
    voucher_eligible: z._default(z.boolean(), false),
    akv: z._default(z.boolean(), false),
    no_attendee: z._default(z.boolean(), false),
    order_qty_max: z._default(z.nullable(whole(1, 1_000)), null),
    is_hpc: z._default(z.boolean(), false),
  })
  .check(
    z.refine((p) => !isDay(p.date_start) || !isDay(p.date_end) || p.date_start <= p.date_end, {
      message: 'The last day cannot be before the first',
      path: ['date_end'],
    }),
    // Only two valid times are compared: a bad one has its own message.
    z.refine((p) => !isTime(p.time_start) || !isTime(p.time_end) || p.time_start < p.time_end, {
      message: 'The end time must be after the start time',
      path: ['time_end'],
    }),
  );
export type TStoreProductInput = z.infer<typeof ZStoreProductInput>;

/** POST /api/admin/store/products/{id}/status: withdraw from sale (false) or restore (true). */
export const ZStoreProductStatus = z.object({ active: z.boolean() });
export type TStoreProductStatus = z.infer<typeof ZStoreProductStatus>;

/**
 * POST /api/admin/store/products/{id}/stock: add places (change > 0) or remove free ones
 * (change < 0), with the reason the audit log keeps. Places already booked cannot be removed.
 */
export const ZStockAdjustment = z.object({
  change: z.int().check(
    z.minimum(-PLACES_MAX),
    z.maximum(PLACES_MAX),
    z.refine((n) => n !== 0, 'Add or remove at least one place'),
  ),
  reason: requiredText(500),
});
export type TStockAdjustment = z.infer<typeof ZStockAdjustment>;

// --- Sales and attendees -------------------------------------------------------------------------

export const ZProductSale = z.object({
  order_id: z.number(),
  line_id: z.number(),
  paid_on: z.string().check(z.describe('YYYY-MM-DD, local')),
  paid_at_formatted: z.string().check(z.describe("DD/MM/YYYY h:mm a in the association's zone")),
  member: z.object({ id: z.number(), name: z.string() }),
  quantity: z.number(),
  amount_cents: z.number().check(z.describe("the line's total as paid (before any order discount)")),
  /** Given back in full (the line, or the whole order): its places went back on sale. */
  refunded: z.boolean(),
  refunded_cents: z.number(),
});
export type TProductSale = z.infer<typeof ZProductSale>;

/** GET /api/admin/store/products/{id}/sales: every paid order line of the product, oldest first. */
export const ZProductSales = z.object({
  data: z.object({
    product: z.object({ id: z.number(), name: z.string() }),
    sales: z.array(ZProductSale),
    totals: z.object({
      orders: z.number(),
      /** Places sold and not refunded. */
      places: z.number(),
      amount_cents: z.number(),
      refunded_cents: z.number(),
      net_cents: z.number(),
    }),
  }),
});
export type TProductSales = z.infer<typeof ZProductSales>['data'];

export const ZProductAttendee = z.object({
  attendee_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().check(z.describe('YYYY-MM-DD')),
  gender: z.string(),
  /** A member with these names and date of birth (the store asked no further details then). */
  is_member: z.boolean(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  address: z.nullable(z.string()),
  suburb: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  state: z.nullable(z.string()),
  emergency_contact: z.nullable(z.string()),
  emergency_mobile: z.nullable(z.string()),
  medical: z.nullable(z.string()),
  order_id: z.number(),
  buyer: z.object({ id: z.number(), name: z.string(), email: z.nullable(z.string()) }),
});
export type TProductAttendee = z.infer<typeof ZProductAttendee>;

/** GET /api/admin/store/products/{id}/attendees: who attends, from paid lines not refunded, by last name. */
export const ZProductAttendees = z.object({
  data: z.object({
    product: z.object({ id: z.number(), name: z.string() }),
    attendees: z.array(ZProductAttendee),
  }),
});
export type TProductAttendees = z.infer<typeof ZProductAttendees>['data'];
