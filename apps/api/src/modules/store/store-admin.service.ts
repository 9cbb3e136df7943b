// The store console (facilities staff): the store's products with every field the member store
// reads, their cover images and stock adjustments. Categories are store-categories-admin.service.ts,
// each product's sales and attendee list store-sales-admin.service.ts. Every write is audited in
// its own transaction.
//
// Stock is the member side's rule, kept here in the same place as the checkout's: `booked` only
// ever moves inside a payment (checkout.service takeStock, `booked + n <= quantity` under the row
// lock), and the console moves `quantity` the same way, with one conditional UPDATE
// (`quantity + change >= booked`) or under the row lock (an edit), so racing adjustments and
// purchases can never leave fewer places than are booked.
//
// Membership, donation and nomination products are catalogue items bought elsewhere: here they
// do not exist (404), so the console cannot reprice a membership by accident.
import { randomBytes } from 'node:crypto';
import { MSG } from '@courtside/contracts';
import {
  PLACES_MAX,
  type TAdminStoreProduct,
  type TStockAdjustment,
  type TStoreProductInput,
  type TStoreProductSearchPage,
  type TStoreProductSearchQuery,
  type TStoreProductStatus,
} from '@courtside/contracts/admin';
import { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { dbDate, isoOfDbDate } from '../../lib/local-dates.js';
import { likeLiteral } from '../../lib/sql.js';
import { recordAudit } from '../audit/index.js';
import { venueExists, venuePlaces } from '../booking/index.js';
import { COVER_FOLDER, STORE_KIND, coverUrl } from './store.service.js';
import { categoryAndBelow, categoryKept } from './store-categories-admin.service.js';
import { IMAGE_CONTENT_TYPES, type ImageExtension } from '../../lib/uploaded-image.js';

const DEFAULT_PAGE_SIZE = 25;
/** The store's own products, in SQL (STORE_KIND). */
const STORE_KIND_SQL = Prisma.sql`NOT "isDonation" AND NOT "isMembership" AND NOT "isNomination"`;

// --- Products ------------------------------------------------------------------------------------

const productSelect = {
  id: true,
  name: true,
  description: true,
  cover: true,
  priceCents: true,
  quantity: true,
  booked: true,
  category: { select: { id: true, name: true } },
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
  active: true,
  createdAt: true,
} satisfies Prisma.ProductSelect;
type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

const isoOrNull = (d: Date | null) => (d ? isoOfDbDate(d) : null);

function toAdminProduct(p: ProductRow, venues: Map<number, string>): TAdminStoreProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    cover_url: coverUrl(p.cover),
    price_cents: p.priceCents,
    quantity: p.quantity,
    booked: p.booked,
    available: p.quantity === null ? null : Math.max(0, p.quantity - p.booked),
    category: p.category,
    venue: p.venueId === null ? null : { id: p.venueId, name: venues.get(p.venueId) ?? '' },
    date_start: isoOrNull(p.dateStart),
    date_end: isoOrNull(p.dateEnd),
    time_start: p.timeStart,
    time_end: p.timeEnd,
    voucher_eligible: p.voucherEligible,
    akv: p.akv,
    no_attendee: p.noAttendee,
    order_qty_max: p.orderQtyMax,
    is_hpc: p.isHpc,
    active: p.active,
    created_at: p.createdAt.toISOString(),
  };
}

/** The venues' names (from booking), by id. */
async function venueNames(deps: Deps, products: ProductRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(products.flatMap((p) => (p.venueId === null ? [] : [p.venueId])))];
  if (ids.length === 0) return new Map();
  return new Map((await venuePlaces(deps.db, ids)).map((v) => [v.id, v.name]));
}

/** GET /api/admin/store/products: each word in the name or description (or the id), newest first or by name. */
export async function searchProducts(
  deps: Deps,
  query: TStoreProductSearchQuery,
): Promise<TStoreProductSearchPage> {
  const page = query.page ?? 0;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  const filters: Prisma.ProductWhereInput[] = [STORE_KIND];
  for (const word of words) {
    const like = { contains: likeLiteral(word), mode: 'insensitive' as const };
    filters.push({
      OR: [{ name: like }, { description: like }, ...(/^\d{1,9}$/.test(word) ? [{ id: Number(word) }] : [])],
    });
  }
  if (query.category_id !== undefined)
    filters.push({ categoryId: { in: await categoryAndBelow(deps, query.category_id) } });
  if (query.status) filters.push({ active: query.status === 'active' });
  const where = { AND: filters };
  const [found, total] = await Promise.all([
    deps.db.product.findMany({
      where,
      select: productSelect,
      orderBy:
        query.sort === 'name' ? [{ name: 'asc' }, { id: 'asc' }] : [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: page * pageSize,
      take: pageSize,
    }),
    deps.db.product.count({ where }),
  ]);
  const venues = await venueNames(deps, found);
  return { products: found.map((p) => toAdminProduct(p, venues)), total, page, page_size: pageSize };
}

/** GET /api/admin/store/products/:id. */
export async function productPage(deps: Deps, productId: number): Promise<TAdminStoreProduct> {
  const p = await deps.db.product.findFirst({
    where: { id: productId, ...STORE_KIND },
    select: productSelect,
  });
  if (!p) throw notFound('Product');
  return toAdminProduct(p, await venueNames(deps, [p]));
}

function productData(body: TStoreProductInput) {
  return {
    name: body.name,
    description: body.description?.trim() || null,
    priceCents: body.price_cents,
    quantity: body.quantity,
    categoryId: body.category_id,
    venueId: body.venue_id,
    dateStart: body.date_start === null ? null : dbDate(body.date_start),
    dateEnd: body.date_end === null ? null : dbDate(body.date_end),
    timeStart: body.time_start,
    timeEnd: body.time_end,
    voucherEligible: body.voucher_eligible,
    akv: body.akv,
    noAttendee: body.no_attendee,
    orderQtyMax: body.order_qty_max,
    isHpc: body.is_hpc,
  } satisfies Prisma.ProductUncheckedUpdateInput;
}

/** The product's fields as the form sends them (the audit's before). */
function inputOf(p: ProductRow): TStoreProductInput {
  return {
    name: p.name,
    description: p.description,
    price_cents: p.priceCents,
    quantity: p.quantity,
    category_id: p.category?.id ?? null,
    venue_id: p.venueId,
    date_start: isoOrNull(p.dateStart),
    date_end: isoOrNull(p.dateEnd),
    time_start: p.timeStart,
    time_end: p.timeEnd,
    voucher_eligible: p.voucherEligible,
    akv: p.akv,
    no_attendee: p.noAttendee,
    order_qty_max: p.orderQtyMax,
    is_hpc: p.isHpc,
  };
}

/** The checks the schema cannot make: the venue and category exist, and no fewer places than booked. */
async function checkProduct(deps: Deps, tx: Tx, body: TStoreProductInput, booked: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (body.venue_id !== null && !(await venueExists(deps.db, body.venue_id)))
    errors.venue_id = ['No such venue'];
  if (body.category_id !== null && !(await categoryKept(tx, body.category_id)))
    errors.category_id = ['No such category'];
  if (body.quantity !== null && body.quantity < booked)
    errors.quantity = [`${booked} places are already booked: offer at least ${booked}`];
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', MSG.formErrors, errors);
}

/** A venue removed between the check and the write is the sender's to retry, not a server fault. */
async function referencesKept<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003')
      throw new AppError(
        'conflict',
        'The venue or category was just removed. Please check the form and save again.',
      );
    throw err;
  }
}

/** POST /api/admin/store/products: on sale at once. */
export async function createProduct(deps: Deps, actorId: number, body: TStoreProductInput): Promise<number> {
  return referencesKept(() =>
    deps.db.$transaction(async (tx) => {
      await checkProduct(deps, tx, body, 0);
      const created = await tx.product.create({ data: productData(body), select: { id: true } });
      await recordAudit(tx, {
        actorId,
        action: 'product.create',
        entity: 'Product',
        entityId: created.id,
        after: body,
      });
      return created.id;
    }),
  );
}

/**
 * PUT /api/admin/store/products/:id: every field. The product row is held while it is checked,
 * so a purchase waits and cannot book past a smaller quantity being saved.
 */
export async function updateProduct(
  deps: Deps,
  actorId: number,
  productId: number,
  body: TStoreProductInput,
): Promise<void> {
  await referencesKept(() =>
    deps.db.$transaction(async (tx) => {
      const held = await tx.$queryRaw<Array<{ id: number }>>`
        SELECT id FROM "Product" WHERE id = ${productId} AND ${STORE_KIND_SQL} FOR UPDATE`;
      if (held.length === 0) throw notFound('Product');
      const before = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: productSelect });
      await checkProduct(deps, tx, body, before.booked);
      await tx.product.update({ where: { id: productId }, data: productData(body) });
      await recordAudit(tx, {
        actorId,
        action: 'product.update',
        entity: 'Product',
        entityId: productId,
        before: inputOf(before),
        after: body,
      });
    }),
  );
}

/** POST /api/admin/store/products/:id/status: withdraw from sale or restore. */
export async function setProductStatus(
  deps: Deps,
  actorId: number,
  productId: number,
  body: TStoreProductStatus,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<Array<{ active: boolean }>>`
      SELECT active FROM "Product" WHERE id = ${productId} AND ${STORE_KIND_SQL} FOR UPDATE`;
    if (!before) throw notFound('Product');
    await tx.product.update({ where: { id: productId }, data: { active: body.active } });
    await recordAudit(tx, {
      actorId,
      action: 'product.status',
      entity: 'Product',
      entityId: productId,
      before: { active: before.active },
      after: body,
    });
  });
}

/**
 * POST /api/admin/store/products/:id/stock: one conditional UPDATE. It waits for a payment holding
 * the row and then sees its booking, so the places left can never drop below those booked.
 */
export async function adjustStock(
  deps: Deps,
  actorId: number,
  productId: number,
  body: TStockAdjustment,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const [after] = await tx.$queryRaw<Array<{ quantity: number; booked: number }>>`
      UPDATE "Product" SET quantity = quantity + ${body.change}, "updatedAt" = now()
       WHERE id = ${productId} AND ${STORE_KIND_SQL} AND quantity IS NOT NULL
         AND quantity + ${body.change} >= booked AND quantity + ${body.change} <= ${PLACES_MAX}
       RETURNING quantity, booked`;
    if (!after) {
      const now = await tx.product.findFirst({
        where: { id: productId, ...STORE_KIND },
        select: { quantity: true, booked: true },
      });
      if (!now) throw notFound('Product');
      if (now.quantity === null)
        throw new AppError(
          'conflict',
          'This product has no limit on places: set the places on offer on the product first.',
        );
      if (now.quantity + body.change > PLACES_MAX)
        throw fieldError('change', `At most ${PLACES_MAX} places can be on offer`, MSG.formErrors);
      const free = Math.max(0, now.quantity - now.booked);
      throw new AppError(
        'conflict',
        `Only ${free} place${free === 1 ? ' is' : 's are'} free to remove: ${now.booked} of ${now.quantity} are booked.`,
      );
    }
    await recordAudit(tx, {
      actorId,
      action: 'product.stock',
      entity: 'Product',
      entityId: productId,
      before: { quantity: after.quantity - body.change, booked: after.booked },
      after: { quantity: after.quantity, booked: after.booked, change: body.change },
      reason: body.reason,
    });
  });
}

// --- Cover ---------------------------------------------------------------------------------------

/**
 * PUT /api/admin/store/products/:id/cover: a new cover (or a replacement). The file is stored
 * first under a new name, then the product points at it; if that fails the new file goes, and
 * once it is done the old file goes (the member store serves only a product's current cover).
 */
export async function setCover(
  deps: Deps,
  actorId: number,
  productId: number,
  image: { bytes: Buffer; extension: ImageExtension },
): Promise<void> {
  if (!(await deps.db.product.findFirst({ where: { id: productId, ...STORE_KIND }, select: { id: true } })))
    throw notFound('Product');
  const kind = image.extension;
  const key = `${COVER_FOLDER}${productId}-${randomBytes(8).toString('hex')}.${kind}`;
  await deps.files.put(key, image.bytes, IMAGE_CONTENT_TYPES[kind]);
  let previous: string | null;
  try {
    previous = await deps.db.$transaction(async (tx) => {
      const [before] = await tx.$queryRaw<Array<{ cover: string | null }>>`
        SELECT cover FROM "Product" WHERE id = ${productId} AND ${STORE_KIND_SQL} FOR UPDATE`;
      if (!before) throw notFound('Product');
      await tx.product.update({ where: { id: productId }, data: { cover: key } });
      await recordAudit(tx, {
        actorId,
        action: 'product.cover',
        entity: 'Product',
        entityId: productId,
        before: { cover: before.cover },
        after: { cover: key },
      });
      return before.cover;
    });
  } catch (err) {
    await deps.files.remove(key).catch(() => undefined);
    throw err;
  }
  await forgetCoverFile(deps, previous);
}

/** DELETE /api/admin/store/products/:id/cover: 404 when it has none. */
export async function removeCover(deps: Deps, actorId: number, productId: number): Promise<void> {
  const previous = await deps.db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<Array<{ cover: string | null }>>`
      SELECT cover FROM "Product" WHERE id = ${productId} AND ${STORE_KIND_SQL} FOR UPDATE`;
    if (!before) throw notFound('Product');
    if (before.cover === null) throw notFound('Cover');
    await tx.product.update({ where: { id: productId }, data: { cover: null } });
    await recordAudit(tx, {
      actorId,
      action: 'product.cover',
      entity: 'Product',
      entityId: productId,
      before: { cover: before.cover },
      after: { cover: null },
    });
    return before.cover;
  });
  await forgetCoverFile(deps, previous);
}

/** A cover no product shows any more: a file left behind (storage down) is never served, only kept. */
async function forgetCoverFile(deps: Deps, key: string | null): Promise<void> {
  if (!key?.startsWith(COVER_FOLDER)) return;
  await deps.files.remove(key).catch((err: unknown) => deps.log.warn({ err, key }, 'old cover not removed'));
}
