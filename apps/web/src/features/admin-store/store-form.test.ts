import type { TAdminStoreCategory, TAdminStoreProduct } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import { issuesByField } from '../../lib/form';
import {
  apiQueryOf,
  categoryInputOf,
  changeOfText,
  datesText,
  newProductForm,
  paramsOf,
  parentChoices,
  placesText,
  productFormOf,
  productInputOf,
  searchOf,
  stockChangedText,
  timesText,
  ZCategoryChangeForm,
  ZCategoryCreateForm,
  ZProductForm,
  ZStockForm,
  type ProductForm,
  type StockForm,
} from './store-form';

const product = (extra: Partial<TAdminStoreProduct> = {}): TAdminStoreProduct => ({
  id: 9,
  name: 'Holiday Camp',
  description: 'Three days of drills.',
  cover_url: null,
  price_cents: 5_000,
  quantity: 20,
  booked: 6,
  available: 14,
  category: { id: 3, name: 'Camps' },
  venue: { id: 2, name: 'Harbourside' },
  date_start: '2026-07-01',
  date_end: '2026-07-14',
  time_start: '09:00',
  time_end: '15:00',
  voucher_eligible: true,
  akv: false,
  no_attendee: false,
  order_qty_max: 4,
  is_hpc: false,
  active: true,
  created_at: '2026-05-01T00:00:00.000Z',
  ...extra,
});

const typed = (extra: Partial<ProductForm> = {}): ProductForm => ({
  ...newProductForm(),
  name: 'Holiday Camp',
  price: '50',
  quantity: '20',
  ...extra,
});

/** A form's messages by field, as the screen shows them. */
const problems = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  form: unknown,
) => {
  const result = schema.safeParse(form);
  return result.success ? {} : issuesByField(result.error as Parameters<typeof issuesByField>[0]);
};

describe('the product list address', () => {
  it('reads words, a category id, a known status and order; writes only what differs from the default', () => {
    expect(searchOf(new URLSearchParams('q=%20camp%20&category=3&status=withdrawn&sort=name'))).toEqual({
      q: 'camp',
      category: '3',
      status: 'withdrawn',
      sort: 'name',
    });
    expect(searchOf(new URLSearchParams('category=camps&status=sold&sort=price&tab=x'))).toEqual({
      q: '',
      category: '',
      status: '',
      sort: 'newest',
    });
    expect(paramsOf({ q: ' camp ', category: '3', status: 'active', sort: 'name' }).toString()).toBe(
      'q=camp&category=3&status=active&sort=name',
    );
    expect(paramsOf({ q: '', category: '', status: '', sort: 'newest' }).toString()).toBe('');
  });

  it("asks the API for the category by id and the grid's page", () => {
    expect(apiQueryOf({ q: 'camp', category: '3', status: 'active', sort: 'name' }, 2, 50)).toEqual({
      q: 'camp',
      category_id: 3,
      status: 'active',
      sort: 'name',
      page: 2,
      page_size: 50,
    });
    expect(apiQueryOf({ q: '', category: '', status: '', sort: 'newest' }, 0, 25)).toEqual({
      sort: 'newest',
      page: 0,
      page_size: 25,
    });
  });
});

describe('what a product reads as', () => {
  it('says the places left, or no limit', () => {
    expect(placesText(product())).toBe('14 of 20 left');
    expect(placesText(product({ quantity: null, available: null }))).toBe('No limit');
  });

  it('says the dates and times it has', () => {
    expect(datesText(product())).toBe('01/07/2026 to 14/07/2026');
    expect(datesText(product({ date_end: null }))).toBe('From 01/07/2026');
    expect(datesText(product({ date_start: null }))).toBe('Until 14/07/2026');
    expect(datesText(product({ date_start: null, date_end: null }))).toBe('Any time');
    expect(timesText(product())).toBe('09:00 to 15:00');
    expect(timesText(product({ time_start: null, time_end: null }))).toBe('None');
  });
});

describe('the product form', () => {
  it('turns dollars into cents, text into numbers, empty into null, and says attendees the contract way', () => {
    expect(
      productInputOf(
        typed({
          description: '  ',
          price: '49.95',
          category_id: '3',
          venue_id: '',
          order_qty_max: '',
          time_start: '9:00',
          time_end: '15.30',
          date_start: '2026-07-01',
          needs_attendees: true,
          akv: true,
        }),
      ),
    ).toEqual({
      name: 'Holiday Camp',
      description: null,
      price_cents: 4_995,
      quantity: 20,
      category_id: 3,
      venue_id: null,
      date_start: '2026-07-01',
      date_end: null,
      time_start: '09:00',
      time_end: '15:30',
      voucher_eligible: false,
      akv: true,
      no_attendee: false,
      order_qty_max: null,
      is_hpc: false,
    });
    expect(productInputOf(typed({ quantity: '', needs_attendees: false }))).toMatchObject({
      quantity: null,
      no_attendee: true,
    });
  });

  it('shows a saved product as typed, and saving it unchanged sends what it holds', () => {
    const saved = product();
    const form = productFormOf(saved);
    expect(form).toMatchObject({ price: '50.00', quantity: '20', category_id: '3', needs_attendees: true });
    expect(ZProductForm.safeParse(form).success).toBe(true);
    expect(productInputOf(form)).toEqual({
      name: saved.name,
      description: saved.description,
      price_cents: saved.price_cents,
      quantity: saved.quantity,
      category_id: 3,
      venue_id: 2,
      date_start: saved.date_start,
      date_end: saved.date_end,
      time_start: saved.time_start,
      time_end: saved.time_end,
      voucher_eligible: true,
      akv: false,
      no_attendee: false,
      order_qty_max: 4,
      is_hpc: false,
    });
  });

  it('passes a complete form, and one with only a name and a price', () => {
    expect(problems(ZProductForm, typed())).toEqual({});
    expect(problems(ZProductForm, typed({ quantity: '' }))).toEqual({});
    expect(ZProductForm.safeParse(typed({ price: '0' })).success).toBe(true);
  });

  it('says each problem under its field, in its own words', () => {
    expect(
      problems(
        ZProductForm,
        typed({
          name: '  ',
          price: '12.345',
          quantity: '1.5',
          order_qty_max: '0',
          date_start: INVALID_DATE,
          time_start: '25:00',
          time_end: 'noon',
        }),
      ),
    ).toEqual({
      name: 'Type the product name.',
      price: 'Type the price in dollars, such as 50 or 49.95.',
      quantity: 'A whole number from 0 to 100000, or empty for no limit.',
      order_qty_max: 'A whole number from 1 to 1000, or empty for no limit.',
      date_start: 'Type the date as dd/mm/yyyy, or leave it empty.',
      time_start: 'Type a 24-hour time such as 09:00 or 18:30, or leave it empty.',
      time_end: 'Type a 24-hour time such as 09:00 or 18:30, or leave it empty.',
    });
    expect(problems(ZProductForm, typed({ price: '1000000.01', quantity: '100001' }))).toEqual({
      price: 'At most $1,000,000.00.',
      quantity: 'A whole number from 0 to 100000, or empty for no limit.',
    });
  });

  it("says the contract's own rules under their fields: the last day and the end time come after", () => {
    expect(
      problems(
        ZProductForm,
        typed({ date_start: '2026-07-14', date_end: '2026-07-01', time_start: '15:00', time_end: '09:00' }),
      ),
    ).toEqual({
      date_end: 'The last day cannot be before the first',
      time_end: 'The end time must be after the start time',
    });
  });
});

describe('stock adjustments', () => {
  const stock = (extra: Partial<StockForm>): StockForm => ({ change: '5', reason: 'Second court', ...extra });

  it('reads places added or removed', () => {
    expect([changeOfText('5'), changeOfText('+5'), changeOfText(' - 3 '), changeOfText('1.5')]).toEqual([
      5,
      5,
      -3,
      null,
    ]);
    expect(ZStockForm.safeParse(stock({ change: '-3' })).data).toEqual({
      change: -3,
      reason: 'Second court',
    });
  });

  it('refuses no change, no reason and too many places', () => {
    expect(problems(ZStockForm, stock({ change: '0', reason: ' ' }))).toEqual({
      change: 'Type the places to add, such as 5, or to remove, such as -5.',
      reason: 'Say why: the audit log keeps it.',
    });
    expect(problems(ZStockForm, stock({ change: '-100001' }))).toEqual({
      change: 'At most 100000 places at once.',
    });
  });

  it('says what an adjustment did', () => {
    expect(stockChangedText(product({ quantity: 25, available: 19 }), 5)).toBe(
      '5 places added: 19 of 25 left.',
    );
    expect(stockChangedText(product({ quantity: 19, available: 13 }), -1)).toBe(
      '1 place removed: 13 of 19 left.',
    );
  });
});

describe('categories', () => {
  const category = (
    id: number,
    depth: number,
    extra: Partial<TAdminStoreCategory> = {},
  ): TAdminStoreCategory => ({
    id,
    name: `C${id}`,
    parent_id: null,
    sort_order: 0,
    depth,
    path: `C${id}`,
    product_count: 0,
    child_count: 0,
    ...extra,
  });
  // Camps (1) > Holiday (2) > Winter (3); Camps > Day (4); Clinics (5).
  const tree = [category(1, 0), category(2, 1), category(3, 2), category(4, 1), category(5, 0)];

  it('offers every category as a parent but itself and its own sub-categories', () => {
    expect(parentChoices(tree).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(parentChoices(tree, { id: 1 }).map((c) => c.id)).toEqual([5]);
    expect(parentChoices(tree, { id: 2 }).map((c) => c.id)).toEqual([1, 4, 5]);
    expect(parentChoices(tree, { id: 3 }).map((c) => c.id)).toEqual([1, 2, 4, 5]);
    expect(parentChoices(tree, { id: 5 }).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('sends the name, the parent (null: the top) and the sort order', () => {
    expect(categoryInputOf({ name: ' Holiday camps ', parent_id: '1', sort_order: '-2' })).toEqual({
      name: 'Holiday camps',
      parent_id: 1,
      sort_order: -2,
    });
    expect(ZCategoryChangeForm.safeParse({ name: 'Camps', parent_id: '', sort_order: '3' }).data).toEqual({
      name: 'Camps',
      parent_id: null,
      sort_order: 3,
    });
  });

  it('refuses an empty name and a sort order that is not a whole number', () => {
    expect(problems(ZCategoryCreateForm, { name: '', parent_id: '', sort_order: '1.5' })).toEqual({
      name: 'Type the category name.',
      sort_order: 'A whole number from -100000 to 100000: lower comes first.',
    });
  });
});
