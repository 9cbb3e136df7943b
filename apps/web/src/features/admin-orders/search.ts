// The order search's address and form. The words, dates, status, origin, amounts and order live
// in the query string (a search can be linked to and survives a reload); amounts are typed in
// dollars and kept and sent in cents; the grid's sort model maps onto the API's sort keys.
import {
  ORDER_SORTS,
  ORDER_STATUSES,
  type TOrderSearchQuery,
  type TOrderStatus,
} from '@courtside/contracts/admin';
import { ORDER_ORIGINS } from '@courtside/contracts';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import { serverSort } from '../../components/console/grid-sort';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';

type Sort = (typeof ORDER_SORTS)[number];
type Origin = (typeof ORDER_ORIGINS)[number];

export interface OrderSearch {
  q: string;
  from: string;
  to: string;
  status: TOrderStatus | '';
  origin: Origin | '';
  min_cents: number | null;
  max_cents: number | null;
  sort: Sort;
}

/** Grid columns the server can sort on; newest first when none. */
export const { sortOf, sortModelOf } = serverSort<Sort>(
  { created_at: 'date', total_cents: 'total', id: 'id' } as const,
  '-date',
);

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && ISO.test(value) ? value : '');
const centsOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The search of the address; anything unknown is left out. */
export function searchOf(params: URLSearchParams): OrderSearch {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    origin: oneOf(ORDER_ORIGINS, params.get('origin')),
    min_cents: centsOf(params.get('min')),
    max_cents: centsOf(params.get('max')),
    sort: oneOf(ORDER_SORTS, params.get('sort')) || '-date',
  };
}

/** The address for a search, empty parts and the default order left out. */
export function paramsOf(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.status) params.set('status', search.status);
  if (search.origin) params.set('origin', search.origin);
  if (search.min_cents !== null) params.set('min', String(search.min_cents));
  if (search.max_cents !== null) params.set('max', String(search.max_cents));
  if (search.sort !== '-date') params.set('sort', search.sort);
  return params;
}

/** The API's query for a search and a page. */
export function apiQueryOf(search: OrderSearch, page: number, pageSize: number): TOrderSearchQuery {
  return {
    ...(search.q && { q: search.q }),
    ...(search.from && { from: search.from }),
    ...(search.to && { to: search.to }),
    ...(search.status && { status: search.status }),
    ...(search.origin && { origin: search.origin }),
    ...(search.min_cents !== null && { min_cents: search.min_cents }),
    ...(search.max_cents !== null && { max_cents: search.max_cents }),
    sort: search.sort,
    page,
    page_size: pageSize,
  };
}

/** The search form as typed: amounts in dollars. */
export interface OrderSearchForm {
  q: string;
  from: string;
  to: string;
  status: TOrderStatus | '';
  origin: Origin | '';
  min: string;
  max: string;
}

export const formOf = (search: OrderSearch): OrderSearchForm => ({
  q: search.q,
  from: search.from,
  to: search.to,
  status: search.status,
  origin: search.origin,
  min: search.min_cents === null ? '' : dollarsOfCents(search.min_cents),
  max: search.max_cents === null ? '' : dollarsOfCents(search.max_cents),
});

const centsTyped = (text: string) => (text.trim() === '' ? null : centsOfDollars(text));

/** The search a checked form asks for, in the order already shown. */
export const searchOfForm = (form: OrderSearchForm, sort: Sort): OrderSearch => ({
  q: form.q.trim(),
  from: form.from,
  to: form.to,
  status: form.status,
  origin: form.origin,
  min_cents: centsTyped(form.min),
  max_cents: centsTyped(form.max),
  sort,
});

const date = z
  .string()
  .check(z.refine((t) => t !== INVALID_DATE, 'Type a whole date, dd/mm/yyyy, or leave it empty'));
const amount = z
  .string()
  .check(z.refine((t) => t.trim() === '' || centsOfDollars(t) !== null, 'Type dollars, such as 25 or 25.50'));

/** The form's checks, in its own words (the API's 422 would say the same less kindly). */
export const ZOrderSearchForm = z
  .object({
    q: z.string().check(z.maxLength(100, 'At most 100 characters')),
    from: date,
    to: date,
    status: z.enum(['', ...ORDER_STATUSES]),
    origin: z.enum(['', ...ORDER_ORIGINS]),
    min: amount,
    max: amount,
  })
  .check(
    z.refine((f) => !f.from || !f.to || f.from === INVALID_DATE || f.to === INVALID_DATE || f.from <= f.to, {
      message: 'The last day must not be before the first',
      path: ['to'],
    }),
    z.refine(
      (f) => {
        const [min, max] = [centsTyped(f.min), centsTyped(f.max)];
        return min === null || max === null || min <= max;
      },
      { message: 'The most must not be less than the least', path: ['max'] },
    ),
  );

export const STATUS_TEXT: Record<TOrderStatus, string> = {
  paid: 'Paid',
  part_refunded: 'Part refunded',
  refunded: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
};

export const ORIGIN_TEXT: Record<Origin, string> = {
  store: 'Store',
  membership: 'Membership',
  invoice: 'Invoice',
  nomination: 'Team nomination',
  booking: 'Court hire',
  hpc_plan: 'HPC plan',
  hpc_subscription: 'HPC renewal',
};
