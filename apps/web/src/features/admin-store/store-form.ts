// The Store area's pure rules, tested without a browser: the product list's address (words, a
// category, a status and an order live in the query string, so a search can be linked to), the
// product form as typed (price in dollars, places and limits as text, dates and times, "attendees
// needed" said the positive way) and the body the API takes (cents, numbers, nulls), the stock
// adjustment and category forms, the parents a category may move under, and the sentences the
// screens say (the cover's own check is the console's shared components/console/cover-image.ts). Each form checks in its own words first (each
// message under its field), then with the contract.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import {
  PLACES_MAX,
  STORE_PRODUCT_SORTS,
  STORE_PRODUCT_STATUSES,
  ZStockAdjustment,
  ZStoreCategoryChange,
  ZStoreCategoryCreate,
  ZStoreProductInput,
  type TAdminStoreCategory,
  type TAdminStoreProduct,
  type TStockAdjustment,
  type TStoreCategoryChange,
  type TStoreCategoryCreate,
  type TStoreProductInput,
  type TStoreProductSearchQuery,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import type { SelectOption } from '../../components/form/FormSelect';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';
import { timeOfText } from '../../lib/time-of-day';
import { formValues, issuesOf } from '../../components/console/form-schema';

type Status = (typeof STORE_PRODUCT_STATUSES)[number];
type Sort = (typeof STORE_PRODUCT_SORTS)[number];

export const storePath = '/admin/store';
export const productPath = (id: number) => `/admin/store/products/${id}`;

/** A whole number typed (digits only); null for anything else. */
const wholeTyped = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null);

// ---- The list's address ---------------------------------------------------------------------

export interface ProductSearch {
  /** Words of the name or description. */
  q: string;
  /** A category id, '' for any. */
  category: string;
  status: Status | '';
  sort: Sort;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The search of the address; anything unknown is left out. */
export function searchOf(params: URLSearchParams): ProductSearch {
  const category = params.get('category') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: /^[1-9]\d{0,8}$/.test(category) ? category : '',
    status: oneOf(STORE_PRODUCT_STATUSES, params.get('status')),
    sort: oneOf(STORE_PRODUCT_SORTS, params.get('sort')) || 'newest',
  };
}

/** The address for a search, empty parts (and the default order) left out. */
export function paramsOf(search: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.category) params.set('category', search.category);
  if (search.status) params.set('status', search.status);
  if (search.sort !== 'newest') params.set('sort', search.sort);
  return params;
}

/** The API's query for a search and a page. */
export const apiQueryOf = (
  search: ProductSearch,
  page: number,
  pageSize: number,
): TStoreProductSearchQuery => ({
  ...(search.q && { q: search.q }),
  ...(search.category && { category_id: Number(search.category) }),
  ...(search.status && { status: search.status }),
  sort: search.sort,
  page,
  page_size: pageSize,
});

/** The search form's checks. */
export const ZProductSearchForm = z.object({
  q: z.string().check(z.maxLength(100, 'At most 100 characters')),
  category: z.string(),
  status: z.enum(['', ...STORE_PRODUCT_STATUSES]),
  sort: z.enum(STORE_PRODUCT_SORTS),
});

export const STATUS_TEXT: Record<Status, string> = { active: 'On sale', withdrawn: 'Withdrawn' };
export const SORT_TEXT: Record<Sort, string> = { newest: 'Newest first', name: 'By name' };

/** A product's status as the screens say it. */
export const statusOf = (product: Pick<TAdminStoreProduct, 'active'>): Status =>
  product.active ? 'active' : 'withdrawn';

/** The categories as select options, each named with its path ('Camps › Holiday camps'). */
export const categoryOptions = (categories: readonly TAdminStoreCategory[]): SelectOption[] =>
  categories.map((c) => ({ value: String(c.id), text: c.path }));

// ---- What a product reads as ----------------------------------------------------------------

/** The places: '14 of 40 left', or 'No limit'. */
export const placesText = (product: Pick<TAdminStoreProduct, 'quantity' | 'available'>) =>
  product.quantity === null ? 'No limit' : `${product.available ?? 0} of ${product.quantity} left`;

/** When it can be booked: '01/07/2026 to 14/07/2026', 'From 01/07/2026', 'Until ...', 'Any time'. */
export function datesText(product: Pick<TAdminStoreProduct, 'date_start' | 'date_end'>): string {
  const { date_start: from, date_end: to } = product;
  if (from && to) return `${isoToDmy(from)} to ${isoToDmy(to)}`;
  if (from) return `From ${isoToDmy(from)}`;
  if (to) return `Until ${isoToDmy(to)}`;
  return 'Any time';
}

/** The times shown to members: '09:00 to 15:00', 'From 09:00', or 'None'. */
export function timesText(product: Pick<TAdminStoreProduct, 'time_start' | 'time_end'>): string {
  const { time_start: from, time_end: to } = product;
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'None';
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

// ---- The product form -----------------------------------------------------------------------

/** The product form as typed. */
export interface ProductForm {
  name: string;
  description: string;
  /** A category id, '' for none. */
  category_id: string;
  /** Dollars. */
  price: string;
  /** Places on offer; '' is no limit. */
  quantity: string;
  /** A venue id, '' for none. */
  venue_id: string;
  /** YYYY-MM-DD, '' for none, or INVALID_DATE while half typed. */
  date_start: string;
  date_end: string;
  /** As typed ('9:00', '18:30'); '' for none. */
  time_start: string;
  time_end: string;
  /** The most places one order may take; '' is no limit. */
  order_qty_max: string;
  voucher_eligible: boolean;
  akv: boolean;
  /** The checkout asks an attendee for each place (the contract's no_attendee, said the other way). */
  needs_attendees: boolean;
  is_hpc: boolean;
}

export const newProductForm = (): ProductForm => ({
  name: '',
  description: '',
  category_id: '',
  price: '',
  quantity: '',
  venue_id: '',
  date_start: '',
  date_end: '',
  time_start: '',
  time_end: '',
  order_qty_max: '',
  voucher_eligible: false,
  akv: false,
  needs_attendees: true,
  is_hpc: false,
});

/** A saved product as the form shows it, to change it. */
export const productFormOf = (p: TAdminStoreProduct): ProductForm => ({
  name: p.name,
  description: p.description ?? '',
  category_id: p.category ? String(p.category.id) : '',
  price: dollarsOfCents(p.price_cents),
  quantity: p.quantity === null ? '' : String(p.quantity),
  venue_id: p.venue ? String(p.venue.id) : '',
  date_start: p.date_start ?? '',
  date_end: p.date_end ?? '',
  time_start: p.time_start ?? '',
  time_end: p.time_end ?? '',
  order_qty_max: p.order_qty_max === null ? '' : String(p.order_qty_max),
  voucher_eligible: p.voucher_eligible,
  akv: p.akv,
  needs_attendees: !p.no_attendee,
  is_hpc: p.is_hpc,
});

const idOrNull = (text: string) => (text === '' ? null : Number(text));
const wholeOrNull = (text: string) => (text.trim() === '' ? null : (wholeTyped(text) ?? -1));
const timeOrNull = (text: string) => (text.trim() === '' ? null : (timeOfText(text) ?? text.trim()));

/** The body of POST /api/admin/store/products and PUT /api/admin/store/products/:id. */
export const productInputOf = (form: ProductForm): TStoreProductInput => ({
  name: form.name.trim(),
  description: form.description.trim() || null,
  price_cents: centsOfDollars(form.price) ?? -1,
  quantity: wholeOrNull(form.quantity),
  category_id: idOrNull(form.category_id),
  venue_id: idOrNull(form.venue_id),
  date_start: form.date_start || null,
  date_end: form.date_end || null,
  time_start: timeOrNull(form.time_start),
  time_end: timeOrNull(form.time_end),
  voucher_eligible: form.voucher_eligible,
  akv: form.akv,
  no_attendee: !form.needs_attendees,
  order_qty_max: wholeOrNull(form.order_qty_max),
  is_hpc: form.is_hpc,
});

/** The most a price may be (the contract's limit): $1,000,000. */
const MAX_CENTS = 100_000_000;
const HALF_TYPED_DATE = 'Type the date as dd/mm/yyyy, or leave it empty.';
const TIME_MESSAGE = 'Type a 24-hour time such as 09:00 or 18:30, or leave it empty.';

/** The product's rules in the form's words, each under its field, then the contract's. */
export const ZProductForm = z.pipe(
  z.pipe(
    formValues<ProductForm>().check(
      z.superRefine((form, ctx) => {
        const issue = issuesOf(ctx);
        const name = form.name.trim();
        if (!name) issue('name', 'Type the product name.');
        else if (name.length > 191) issue('name', 'At most 191 characters.');
        if (form.description.trim().length > 10_000) issue('description', 'At most 10000 characters.');
        const cents = centsOfDollars(form.price);
        if (cents === null) issue('price', 'Type the price in dollars, such as 50 or 49.95.');
        else if (cents > MAX_CENTS) issue('price', `At most ${formatDollars(MAX_CENTS)}.`);
        const places = wholeOrNull(form.quantity);
        if (places !== null && (places < 0 || places > PLACES_MAX))
          issue('quantity', `A whole number from 0 to ${PLACES_MAX}, or empty for no limit.`);
        const perOrder = wholeOrNull(form.order_qty_max);
        if (perOrder !== null && (perOrder < 1 || perOrder > 1_000))
          issue('order_qty_max', 'A whole number from 1 to 1000, or empty for no limit.');
        for (const field of ['date_start', 'date_end'] as const)
          if (form[field] === INVALID_DATE) issue(field, HALF_TYPED_DATE);
        for (const field of ['time_start', 'time_end'] as const)
          if (form[field].trim() && timeOfText(form[field]) === null) issue(field, TIME_MESSAGE);
      }),
    ),
    z.transform((form): z.input<typeof ZStoreProductInput> => productInputOf(form)),
  ),
  ZStoreProductInput,
);

/** The form's fields for the API's field errors, and the API's names of those it names differently. */
export const PRODUCT_ERROR_FIELDS = {
  fields: [
    'name',
    'description',
    'category_id',
    'price',
    'quantity',
    'venue_id',
    'date_start',
    'date_end',
    'time_start',
    'time_end',
    'order_qty_max',
    'needs_attendees',
  ],
  rename: { price_cents: 'price', no_attendee: 'needs_attendees' } as Record<string, string>,
};

// ---- Withdrawing and restoring --------------------------------------------------------------

export const withdrawWillText = (p: Pick<TAdminStoreProduct, 'name'>) =>
  `${p.name} leaves the member store: nobody can buy it until it is restored. Orders already paid keep their places.`;

export const restoreWillText = (p: Pick<TAdminStoreProduct, 'name'>) =>
  `${p.name} goes back on sale in the member store (within its dates, while places are left).`;

export const statusChangedText = (p: Pick<TAdminStoreProduct, 'name' | 'active'>) =>
  p.active ? `${p.name} is on sale again.` : `${p.name} is withdrawn from sale.`;

// ---- Stock adjustments ----------------------------------------------------------------------

/** The stock adjustment as typed: places to add (5) or remove (-5), and why. */
export interface StockForm {
  change: string;
  reason: string;
}

export const newStockForm = (): StockForm => ({ change: '', reason: '' });

/** '5', '+5' or '-5' as a number; null for anything else. */
export function changeOfText(text: string): number | null {
  const match = /^\s*([+-]?)\s*(\d{1,6})\s*$/.exec(text);
  if (!match) return null;
  const n = Number(match[2]);
  return match[1] === '-' ? -n : n;
}

/** The body of POST /api/admin/store/products/:id/stock. */
export const stockAdjustmentOf = (form: StockForm): TStockAdjustment => ({
  change: changeOfText(form.change) ?? 0,
  reason: form.reason.trim(),
});

export const ZStockForm = z.pipe(
  z.pipe(
    formValues<StockForm>().check(
      z.superRefine((form, ctx) => {
        const issue = issuesOf(ctx);
        const change = changeOfText(form.change);
        if (change === null || change === 0)
          issue('change', 'Type the places to add, such as 5, or to remove, such as -5.');
        else if (Math.abs(change) > PLACES_MAX) issue('change', `At most ${PLACES_MAX} places at once.`);
        const reason = form.reason.trim();
        if (!reason) issue('reason', 'Say why: the audit log keeps it.');
        else if (reason.length > 500) issue('reason', 'At most 500 characters.');
      }),
    ),
    z.transform((form): z.input<typeof ZStockAdjustment> => stockAdjustmentOf(form)),
  ),
  ZStockAdjustment,
);

/** What an adjustment did. */
export function stockChangedText(p: Pick<TAdminStoreProduct, 'quantity' | 'available'>, change: number) {
  const moved = `${Math.abs(change)} place${Math.abs(change) === 1 ? '' : 's'} ${change > 0 ? 'added' : 'removed'}`;
  return `${moved}: ${placesText(p)}.`;
}

// ---- Categories -----------------------------------------------------------------------------

/** A category as typed: its name, its parent ('' for the top) and its sort order. */
export interface CategoryForm {
  name: string;
  parent_id: string;
  sort_order: string;
}

export const categoryFormOf = (category?: TAdminStoreCategory): CategoryForm => ({
  name: category?.name ?? '',
  parent_id: category?.parent_id ? String(category.parent_id) : '',
  sort_order: String(category?.sort_order ?? 0),
});

/** A sort order typed ('3', '-2'); null for anything else. */
const sortOrderTyped = (text: string) => (/^\s*-?\d{1,6}\s*$/.test(text) ? Number(text) : null);

/** The body of POST /api/admin/store/categories (and of its PATCH: every part is sent). */
export const categoryInputOf = (form: CategoryForm): TStoreCategoryCreate & TStoreCategoryChange => ({
  name: form.name.trim(),
  parent_id: idOrNull(form.parent_id),
  sort_order: sortOrderTyped(form.sort_order) ?? 0,
});

const categoryChecks = formValues<CategoryForm>().check(
  z.superRefine((form, ctx) => {
    const issue = issuesOf(ctx);
    const name = form.name.trim();
    if (!name) issue('name', 'Type the category name.');
    else if (name.length > 100) issue('name', 'At most 100 characters.');
    const order = sortOrderTyped(form.sort_order);
    if (order === null || Math.abs(order) > 100_000)
      issue('sort_order', 'A whole number from -100000 to 100000: lower comes first.');
  }),
);
export const ZCategoryCreateForm = z.pipe(
  z.pipe(
    categoryChecks,
    z.transform((form): z.input<typeof ZStoreCategoryCreate> => categoryInputOf(form)),
  ),
  ZStoreCategoryCreate,
);
export const ZCategoryChangeForm = z.pipe(
  z.pipe(
    categoryChecks,
    z.transform((form): z.input<typeof ZStoreCategoryChange> => categoryInputOf(form)),
  ),
  ZStoreCategoryChange,
);

/**
 * The categories a category may go under: any but itself and its own sub-categories (the tree
 * comes depth first, so those follow it, deeper, until the next one at its depth or above).
 */
export function parentChoices(
  categories: readonly TAdminStoreCategory[],
  self?: Pick<TAdminStoreCategory, 'id'>,
): TAdminStoreCategory[] {
  if (!self) return [...categories];
  const at = categories.findIndex((c) => c.id === self.id);
  if (at < 0) return [...categories];
  const depth = categories[at]!.depth;
  let end = at + 1;
  while (end < categories.length && categories[end]!.depth > depth) end += 1;
  return [...categories.slice(0, at), ...categories.slice(end)];
}

/** Why a category cannot be deleted yet, said before asking (the API says it too). */
export function deleteWillText(category: TAdminStoreCategory): string {
  if (category.product_count > 0 || category.child_count > 0)
    return `${category.name} still holds products or sub-categories: the store refuses to delete it until they are moved.`;
  return `${category.name} is deleted. The audit log keeps it.`;
}

// ---- Sales and attendees --------------------------------------------------------------------

export const salesCsvUrl = (productId: number) => `/api/admin/store/products/${productId}/sales.csv`;
export const attendeesCsvUrl = (productId: number) => `/api/admin/store/products/${productId}/attendees.csv`;
