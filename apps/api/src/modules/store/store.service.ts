// The store catalogue (the Products screen): public reads of the
// products on offer, their categories, venues and cover images. A fixed number of SQL statements
// per list whatever its length (products: three, for products, categories and venues).
import {
  todayIso,
  type TProduct,
  type TStoreCategory,
  type TStoreQuery,
  type TStoreVenue,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { toDollars } from '../../lib/money.js';
import { notFound } from '../../lib/app-error.js';
import { IMAGE_CONTENT_TYPES, type ImageExtension } from '../../lib/uploaded-image.js';
import { venuePlaces } from '../booking/index.js';

/** The association's today as YYYY-MM-DD. */
export const storeToday = (deps: Deps) => todayIso(deps.settings.current().timeZone, deps.now());
const dbDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The store's own products, on sale or withdrawn (memberships, donations and nominations are bought elsewhere). */
export const STORE_KIND = {
  isDonation: false,
  isMembership: false,
  isNomination: false,
} as const satisfies Prisma.ProductWhereInput;

/** Products sold through the store. */
export const STORE_PRODUCT: Prisma.ProductWhereInput = { active: true, ...STORE_KIND };

/** Covers uploaded through the console are kept in the file store under this folder. */
export const COVER_FOLDER = 'covers/';
/** Where members' browsers fetch a cover uploaded through the console (store.routes.ts). */
export const COVER_PATH = '/api/ecommerce/store/covers/';

/**
 * A product's cover as an address: an uploaded one (a file store key, covers/...) is served by
 * the API; anything else (the demo's /demo/... pictures of the web app) is already an address.
 */
export const coverUrl = (cover: string | null) =>
  cover === null
    ? null
    : cover.startsWith(COVER_FOLDER)
      ? COVER_PATH + cover.slice(COVER_FOLDER.length)
      : cover;

const COVER_NAME = /^\d{1,10}-[0-9a-f]{16}\.(jpg|png|webp)$/;

/** An uploaded cover by its name in COVER_PATH: only a product's current cover is served. */
export async function readCover(deps: Deps, name: string): Promise<{ bytes: Buffer; type: string }> {
  const ext = COVER_NAME.exec(name)?.[1] as ImageExtension | undefined;
  if (!ext) throw notFound('Cover');
  const key = COVER_FOLDER + name;
  const product = await deps.db.product.findFirst({ where: { cover: key }, select: { id: true } });
  const bytes = product ? await deps.files.get(key) : null;
  if (!bytes) throw notFound('Cover');
  return { bytes, type: IMAGE_CONTENT_TYPES[ext] };
}

/** On the list: store products of the origin (hpc or not) whose booking window has not ended. */
function listedWhere(orig: string | undefined, today: string): Prisma.ProductWhereInput {
  return {
    ...STORE_PRODUCT,
    isHpc: orig === 'hpc',
    OR: [{ dateEnd: null }, { dateEnd: { gte: dbDate(today) } }],
  };
}

/**
 * Bookable today: until the product's last day (product_date_end; open when none). Its first
 * day does not hold sales back: the dates are when the camp, course or event runs, and places
 * and tickets are bought before it starts (a one-night event's tickets sell before the night).
 */
export function isBookable(p: { dateStart: Date | null; dateEnd: Date | null }, today: string): boolean {
  const end = isoOf(p.dateEnd);
  return end === null || today <= end;
}

/** Sold Out when quantity is not above booked; a product without a quantity is never sold out. */
export const isSoldOut = (p: { quantity: number | null; booked: number }) =>
  p.quantity !== null && p.quantity <= p.booked;

type VenuePlace = Awaited<ReturnType<typeof venuePlaces>>[number];
const toVenue = (v: VenuePlace): TStoreVenue => ({
  venue_id: v.id,
  venue_name: v.name,
  venue_address: v.address,
  venue_suburb: v.suburb,
  venue_postcode: v.postcode,
  venue_state: v.state,
});
const categorySelect = { id: true, name: true, parentId: true } satisfies Prisma.ProductCategorySelect;
const toCategory = (
  c: Prisma.ProductCategoryGetPayload<{ select: typeof categorySelect }>,
): TStoreCategory => ({
  category_id: c.id,
  category_name: c.name,
  parent_id: c.parentId,
});

const productSelect = {
  id: true,
  name: true,
  description: true,
  cover: true,
  priceCents: true,
  quantity: true,
  booked: true,
  categoryId: true,
  venueId: true,
  dateStart: true,
  dateEnd: true,
  timeStart: true,
  timeEnd: true,
  voucherEligible: true,
  akv: true,
  noAttendee: true,
  orderQtyMax: true,
  isHpc: true,
  category: { select: categorySelect },
} satisfies Prisma.ProductSelect;

function toProduct(
  p: Prisma.ProductGetPayload<{ select: typeof productSelect }>,
  venue: VenuePlace | undefined,
  today: string,
): TProduct {
  return {
    product_id: p.id,
    product_name: p.name,
    product_price: toDollars(p.priceCents),
    product_quantity: p.quantity,
    product_booked: p.booked,
    product_available: p.quantity === null ? null : Math.max(0, p.quantity - p.booked),
    product_sold_out: isSoldOut(p),
    product_bookable: isBookable(p, today),
    product_description: p.description,
    product_cover: coverUrl(p.cover),
    product_category_id: p.categoryId,
    product_venue_id: p.venueId,
    product_date_start: isoOf(p.dateStart),
    product_date_end: isoOf(p.dateEnd),
    product_time_start: p.timeStart,
    product_time_end: p.timeEnd,
    product_voucher_eligible: p.voucherEligible,
    product_no_attendee: p.noAttendee,
    product_akv: p.akv,
    product_order_qty_max: p.orderQtyMax,
    product_is_hpc: p.isHpc,
    category: p.category ? toCategory(p.category) : null,
    venue: venue ? toVenue(venue) : null,
  };
}

export async function listProducts(deps: Deps, query: TStoreQuery): Promise<TProduct[]> {
  const today = storeToday(deps);
  const filters: Prisma.ProductWhereInput[] = [listedWhere(query.orig, today)];
  if (query.category)
    filters.push({ OR: [{ categoryId: query.category }, { category: { parentId: query.category } }] });
  if (query.venue) filters.push({ venueId: query.venue });
  const rows = await deps.db.product.findMany({
    where: { AND: filters },
    select: productSelect,
    orderBy: [{ dateStart: { sort: 'asc', nulls: 'last' } }, { name: 'asc' }, { id: 'asc' }],
  });
  const venues = await venuePlaces(deps.db, [
    ...new Set(rows.flatMap((p) => (p.venueId === null ? [] : [p.venueId]))),
  ]);
  return rows.map((p) =>
    toProduct(
      p,
      venues.find((v) => v.id === p.venueId),
      today,
    ),
  );
}

/** Categories with something on the list (directly or through a sub-category), parents included. */
export async function listCategories(deps: Deps, orig: string | undefined): Promise<TStoreCategory[]> {
  const listed = { some: listedWhere(orig, storeToday(deps)) };
  const rows = await deps.db.productCategory.findMany({
    where: { OR: [{ products: listed }, { children: { some: { products: listed } } }] },
    select: categorySelect,
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });
  return rows.map(toCategory);
}

/** Every venue of the association. */
export async function listVenues(deps: Deps): Promise<TStoreVenue[]> {
  return (await venuePlaces(deps.db)).map(toVenue);
}

/** Venues with products on the list: the venue picker of the products screen. */
export async function listProductVenues(deps: Deps, orig: string | undefined): Promise<TStoreVenue[]> {
  const listed = await deps.db.product.findMany({
    where: { ...listedWhere(orig, storeToday(deps)), venueId: { not: null } },
    select: { venueId: true },
    distinct: ['venueId'],
  });
  return (
    await venuePlaces(
      deps.db,
      listed.map((p) => p.venueId as number),
    )
  ).map(toVenue);
}

// --- For other areas: products are read here only ------------------------------------------

type Db = Deps['db'] | Prisma.TransactionClient;
const pricedSelect = { id: true, name: true, priceCents: true } satisfies Prisma.ProductSelect;

/** The active donation product: the given one, or the first when no id is given. */
export function donationProduct(db: Db, productId?: number) {
  return db.product.findFirst({
    where: { ...(productId === undefined ? {} : { id: productId }), isDonation: true, active: true },
    orderBy: { id: 'asc' },
    select: pricedSelect,
  });
}

/** The membership product on sale for a sport (the newest active one). */
export function membershipProduct(db: Db, sport: 'basketball' | 'netball') {
  return db.product.findFirst({
    where: { isMembership: true, membershipSport: sport, active: true },
    orderBy: { id: 'desc' },
    select: { ...pricedSelect, akv: true, voucherEligible: true, membershipMonths: true },
  });
}

/** Every membership product of a sport, on sale or not (the ones an order may hold). */
export async function membershipProductIds(db: Db, sport: 'basketball' | 'netball'): Promise<number[]> {
  const rows = await db.product.findMany({
    where: { isMembership: true, membershipSport: sport },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** The sport and term of each membership product among the given ones. */
export function membershipTerms(db: Db, productIds: number[]) {
  return db.product.findMany({
    where: { id: { in: productIds }, isMembership: true, membershipSport: { not: null } },
    select: { id: true, membershipSport: true, membershipMonths: true },
  });
}

/** The attendees of order lines (the console's order page), by line, in the order they were added. */
export async function attendeesOfOrderLines(db: Db, lineIds: number[]) {
  const found = await db.orderLineAttendee.findMany({
    where: { orderLineId: { in: lineIds } },
    select: {
      orderLineId: true,
      attendee: { select: { id: true, firstname: true, lastname: true, dob: true, memberId: true } },
    },
    orderBy: { id: 'asc' },
  });
  const byLine = new Map<number, Array<(typeof found)[number]['attendee']>>();
  for (const a of found) byLine.set(a.orderLineId, [...(byLine.get(a.orderLineId) ?? []), a.attendee]);
  return byLine;
}
