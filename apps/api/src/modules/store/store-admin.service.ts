// The store console (facilities staff): categories as a tree, the store's products with every
// field the member store reads, their cover images, stock adjustments, and each product's sales
// and attendee list (also as CSV). Every write is audited in its own transaction.
//
// Stock is the member side's rule, kept here in the same place as the checkout's: `booked` only
// ever moves inside a payment (checkout.service takeStock, `booked + n <= quantity` under the row
// lock), and the console moves `quantity` the same way, with one conditional UPDATE
// (`quantity + change >= booked`) or under the row lock (an edit), so racing adjustments and
// purchases can never leave fewer places than are booked.
//
// Membership, donation and nomination products are catalogue items bought elsewhere: here they
// do not exist (404), so the console cannot reprice a membership by accident.
import { uniqueOr } from '../../lib/unique.js';
import { randomBytes } from 'node:crypto';
import { MSG } from '@courtside/contracts';
import {
  PLACES_MAX,
  type TAdminStoreCategory,
  type TAdminStoreProduct,
  type TProductAttendees,
  type TProductSales,
  type TStockAdjustment,
  type TStoreCategoryChange,
  type TStoreCategoryCreate,
  type TStoreCategoryTree,
  type TStoreProductInput,
  type TStoreProductSearchPage,
  type TStoreProductSearchQuery,
  type TStoreProductStatus,
} from '@courtside/contracts/admin';
import { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { money, toCsv } from '../../lib/csv.js';
import { formatDateTime } from '../../lib/display.js';
import { dbDate, isoOfDbDate, localIsoDate } from '../../lib/local-dates.js';
import { likeLiteral } from '../../lib/sql.js';
import { recordAudit } from '../audit/audit.service.js';
import { venueExists, venuePlaces } from '../booking/booking-catalogue.service.js';
import { paidLinesOfProduct } from '../payments/product-sales.service.js';
import { memberContacts } from '../profile/profile.service.js';
import { COVER_FOLDER, STORE_KIND, coverUrl } from './store.service.js';
import { IMAGE_CONTENT_TYPES, type ImageExtension } from '../../lib/uploaded-image.js';

const DEFAULT_PAGE_SIZE = 25;
/** The store's own products, in SQL (STORE_KIND). */
const STORE_KIND_SQL = Prisma.sql`NOT "isDonation" AND NOT "isMembership" AND NOT "isNomination"`;

// --- Categories ----------------------------------------------------------------------------------

interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  sortOrder: number;
  _count: { products: number; children: number };
}

/** Depth first from the top categories, each level by sort order, then name. */
function asTree(rows: CategoryRow[]): TAdminStoreCategory[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const tree: TAdminStoreCategory[] = [];
  const visit = (parentId: number | null, depth: number, path: string[]) => {
    const level = [...(byParent.get(parentId) ?? [])].sort(
      (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id - b.id,
    );
    for (const c of level) {
      tree.push({
        id: c.id,
        name: c.name,
        parent_id: c.parentId,
        sort_order: c.sortOrder,
        depth,
        path: [...path, c.name].join(' › '),
        product_count: c._count.products,
        child_count: c._count.children,
      });
      visit(c.id, depth + 1, [...path, c.name]);
    }
  };
  visit(null, 0, []);
  return tree;
}

/** GET /api/admin/store/categories. */
export async function categoryTree(deps: Deps): Promise<TStoreCategoryTree> {
  const rows = await deps.db.productCategory.findMany({
    select: {
      id: true,
      name: true,
      parentId: true,
      sortOrder: true,
      _count: { select: { products: true, children: true } },
    },
  });
  return { categories: asTree(rows) };
}

export async function categoryOf(deps: Deps, categoryId: number): Promise<TAdminStoreCategory> {
  const found = (await categoryTree(deps)).categories.find((c) => c.id === categoryId);
  if (!found) throw notFound('Category');
  return found;
}

/**
 * Whether the category exists, holding it (FOR KEY SHARE) until the transaction ends: a delete
 * of it waits, then sees what was filed under it.
 */
async function categoryKept(tx: Tx, categoryId: number): Promise<boolean> {
  const found = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM "ProductCategory" WHERE id = ${categoryId} FOR KEY SHARE`;
  return found.length === 1;
}

const nameTaken = () => fieldError('name', 'A category with this name is already there', MSG.formErrors);

/** Two categories of one parent may not share a name (any case; a unique index holds it too). */
async function refuseSiblingName(tx: Tx, name: string, parentId: number | null, self: number | null) {
  const twin = await tx.productCategory.findFirst({
    where: {
      parentId,
      name: { equals: likeLiteral(name), mode: 'insensitive' },
      ...(self !== null && { id: { not: self } }),
    },
    select: { id: true },
  });
  if (twin) throw nameTaken();
}

/** POST /api/admin/store/categories. */
export async function createCategory(
  deps: Deps,
  actorId: number,
  body: TStoreCategoryCreate,
): Promise<number> {
  const parentId = body.parent_id ?? null;
  return deps.db.$transaction(async (tx) => {
    if (parentId !== null && !(await categoryKept(tx, parentId)))
      throw fieldError('parent_id', 'No such category', MSG.formErrors);
    await refuseSiblingName(tx, body.name, parentId, null);
    const created = await uniqueOr(
      tx.productCategory.create({
        data: { name: body.name, parentId, sortOrder: body.sort_order ?? 0 },
        select: { id: true },
      }),
      nameTaken,
    );
    await recordAudit(tx, {
      actorId,
      action: 'category.create',
      entity: 'ProductCategory',
      entityId: created.id,
      after: { name: body.name, parent_id: parentId, sort_order: body.sort_order ?? 0 },
    });
    return created.id;
  });
}

/**
 * PATCH /api/admin/store/categories/:id: rename, move, reorder. Every category is held while a
 * move is checked (there are tens, not thousands), so two racing moves cannot build a loop
 * between them (A under B while B goes under A).
 */
export async function changeCategory(
  deps: Deps,
  actorId: number,
  categoryId: number,
  body: TStoreCategoryChange,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const all = await tx.$queryRaw<
      Array<{ id: number; name: string; parentId: number | null; sortOrder: number }>
    >`SELECT id, name, "parentId", "sortOrder" FROM "ProductCategory" ORDER BY id FOR NO KEY UPDATE`;
    const before = all.find((c) => c.id === categoryId);
    if (!before) throw notFound('Category');
    const parentId = body.parent_id === undefined ? before.parentId : body.parent_id;
    if (body.parent_id !== undefined && parentId !== null) {
      const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
      if (!parentOf.has(parentId)) throw fieldError('parent_id', 'No such category', MSG.formErrors);
      for (let at: number | null = parentId; at !== null; at = parentOf.get(at) ?? null)
        if (at === categoryId)
          throw fieldError(
            'parent_id',
            'A category cannot go under itself or one of its own sub-categories',
            MSG.formErrors,
          );
    }
    const name = body.name ?? before.name;
    if (body.name !== undefined || body.parent_id !== undefined)
      await refuseSiblingName(tx, name, parentId, categoryId);
    await uniqueOr(
      tx.productCategory.update({
        where: { id: categoryId },
        data: { name, parentId, sortOrder: body.sort_order ?? before.sortOrder },
      }),
      nameTaken,
    );
    await recordAudit(tx, {
      actorId,
      action: 'category.change',
      entity: 'ProductCategory',
      entityId: categoryId,
      before: { name: before.name, parent_id: before.parentId, sort_order: before.sortOrder },
      after: body,
    });
  });
}

/** DELETE /api/admin/store/categories/:id: only an empty one (no products, no sub-categories): else 409. */
export async function deleteCategory(deps: Deps, actorId: number, categoryId: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<
      Array<{ id: number; name: string; parentId: number | null; sortOrder: number }>
    >`SELECT id, name, "parentId", "sortOrder" FROM "ProductCategory" WHERE id = ${categoryId} FOR UPDATE`;
    if (!before) throw notFound('Category');
    const products = await tx.product.count({ where: { categoryId } });
    if (products > 0)
      throw new AppError(
        'conflict',
        `${before.name} still has ${products} product${products === 1 ? '' : 's'}: move ${products === 1 ? 'it' : 'them'} to another category first.`,
      );
    const children = await tx.productCategory.count({ where: { parentId: categoryId } });
    if (children > 0)
      throw new AppError(
        'conflict',
        `${before.name} still has ${children} sub-categor${children === 1 ? 'y' : 'ies'}: move or delete ${children === 1 ? 'it' : 'them'} first.`,
      );
    await tx.productCategory.delete({ where: { id: categoryId } });
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      entity: 'ProductCategory',
      entityId: categoryId,
      before: { name: before.name, parent_id: before.parentId, sort_order: before.sortOrder },
    });
  });
}

/** The category and every category below it. */
async function categoryAndBelow(deps: Deps, categoryId: number): Promise<number[]> {
  const all = await deps.db.productCategory.findMany({ select: { id: true, parentId: true } });
  const found = [categoryId];
  for (let i = 0; i < found.length; i++)
    for (const c of all) if (c.parentId === found[i] && !found.includes(c.id)) found.push(c.id);
  return found;
}

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

// --- Sales and attendees -------------------------------------------------------------------------

async function storeProductName(deps: Deps, productId: number) {
  const p = await deps.db.product.findFirst({
    where: { id: productId, ...STORE_KIND },
    select: { id: true, name: true },
  });
  if (!p) throw notFound('Product');
  return p;
}

const fullName = (m: { firstname: string; lastname: string } | undefined) =>
  m ? `${m.firstname} ${m.lastname}` : '';

/** GET /api/admin/store/products/:id/sales: every paid line, oldest first, dates in the association's zone. */
export async function productSales(deps: Deps, productId: number): Promise<TProductSales> {
  const product = await storeProductName(deps, productId);
  const lines = await paidLinesOfProduct(deps.db, productId);
  const members = await memberContacts(deps.db, [...new Set(lines.map((l) => l.memberId))]);
  const { timeZone } = deps.settings.current();
  const sales = lines.map((l) => ({
    order_id: l.orderId,
    line_id: l.lineId,
    paid_on: localIsoDate(l.paidAt, timeZone),
    paid_at_formatted: formatDateTime(l.paidAt, timeZone),
    member: { id: l.memberId, name: fullName(members.get(l.memberId)) },
    quantity: l.quantity,
    amount_cents: l.totalCents,
    refunded: l.refunded,
    refunded_cents: l.refundedCents,
  }));
  const amount = sales.reduce((sum, s) => sum + s.amount_cents, 0);
  const refunded = sales.reduce((sum, s) => sum + s.refunded_cents, 0);
  return {
    product,
    sales,
    totals: {
      orders: new Set(sales.map((s) => s.order_id)).size,
      places: sales.reduce((sum, s) => sum + (s.refunded ? 0 : s.quantity), 0),
      amount_cents: amount,
      refunded_cents: refunded,
      net_cents: amount - refunded,
    },
  };
}

export async function productSalesCsv(deps: Deps, productId: number): Promise<string> {
  const report = await productSales(deps, productId);
  return toCsv([
    ['Order', 'Paid', 'Member ID', 'Member', 'Places', 'Amount', 'Refunded', 'Amount refunded'],
    ...report.sales.map((s) => [
      s.order_id,
      s.paid_at_formatted,
      s.member.id,
      s.member.name,
      s.quantity,
      money(s.amount_cents),
      s.refunded ? 'Yes' : 'No',
      money(s.refunded_cents),
    ]),
    [
      'Total',
      '',
      '',
      '',
      report.totals.places,
      money(report.totals.amount_cents),
      '',
      money(report.totals.refunded_cents),
    ],
  ]);
}

/**
 * GET /api/admin/store/products/:id/attendees: the people on paid lines not refunded, with what
 * the checkout collected about them and who bought the place, by last name.
 */
export async function productAttendees(deps: Deps, productId: number): Promise<TProductAttendees> {
  const product = await storeProductName(deps, productId);
  const lines = (await paidLinesOfProduct(deps.db, productId)).filter((l) => !l.refunded);
  const lineOf = new Map(lines.map((l) => [l.lineId, l]));
  const assigned = await deps.db.orderLineAttendee.findMany({
    where: { orderLineId: { in: [...lineOf.keys()] } },
    select: {
      orderLineId: true,
      attendee: {
        select: {
          id: true,
          firstname: true,
          lastname: true,
          dob: true,
          gender: true,
          memberId: true,
          email: true,
          mobile: true,
          address: true,
          suburb: true,
          postcode: true,
          state: true,
          ecFullname: true,
          ecMobile: true,
          ecMedical: true,
        },
      },
    },
    orderBy: { id: 'asc' },
  });
  const buyers = await memberContacts(deps.db, [...new Set(lines.map((l) => l.memberId))]);
  const attendees = assigned.map(({ orderLineId, attendee: a }) => {
    const line = lineOf.get(orderLineId)!;
    const buyer = buyers.get(line.memberId);
    return {
      attendee_id: a.id,
      firstname: a.firstname,
      lastname: a.lastname,
      dob: isoOfDbDate(a.dob),
      gender: a.gender,
      is_member: a.memberId !== null,
      email: a.email,
      mobile: a.mobile,
      address: a.address,
      suburb: a.suburb,
      postcode: a.postcode,
      state: a.state,
      emergency_contact: a.ecFullname,
      emergency_mobile: a.ecMobile,
      medical: a.ecMedical,
      order_id: line.orderId,
      buyer: { id: line.memberId, name: fullName(buyer), email: buyer?.email ?? null },
    };
  });
  attendees.sort(
    (x, y) =>
      x.lastname.localeCompare(y.lastname) ||
      x.firstname.localeCompare(y.firstname) ||
      x.order_id - y.order_id,
  );
  return { product, attendees };
}

export async function productAttendeesCsv(deps: Deps, productId: number): Promise<string> {
  const list = await productAttendees(deps, productId);
  return toCsv([
    [
      'First name',
      'Last name',
      'Date of birth',
      'Gender',
      'Member',
      'Email',
      'Mobile',
      'Address',
      'Suburb',
      'Postcode',
      'State',
      'Emergency contact',
      'Emergency mobile',
      'Medical',
      'Order',
      'Bought by',
      'Buyer email',
    ],
    ...list.attendees.map((a) => [
      a.firstname,
      a.lastname,
      a.dob,
      a.gender,
      a.is_member ? 'Yes' : 'No',
      a.email ?? '',
      a.mobile ?? '',
      a.address ?? '',
      a.suburb ?? '',
      a.postcode ?? '',
      a.state ?? '',
      a.emergency_contact ?? '',
      a.emergency_mobile ?? '',
      a.medical ?? '',
      a.order_id,
      a.buyer.name,
      a.buyer.email ?? '',
    ]),
  ]);
}
