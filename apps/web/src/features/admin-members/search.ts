// The member search's address: the words, the status and the order live in the query string
// (a search can be linked to and survives a reload); the grid's sort model maps onto the API's
// sort keys, which name a column or, with '-', its reverse.
import { MEMBER_SORTS, MEMBER_STATUSES, type TMemberSearchQuery } from '@courtside/contracts/admin';

type Sort = (typeof MEMBER_SORTS)[number];
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Grid columns the server can sort on, and the API's key for each. */
const SORT_KEYS = { name: 'name', mid: 'mid' } as const satisfies Record<string, Sort>;
export type SortableColumn = keyof typeof SORT_KEYS;

export interface GridSort {
  field: string;
  sort: 'asc' | 'desc' | null | undefined;
}

/** The API's sort key for the grid's sort model (the server's default, by name, when none). */
export function sortOf(model: readonly GridSort[]): Sort {
  const first = model[0];
  if (!first?.sort || !(first.field in SORT_KEYS)) return 'name';
  const key = SORT_KEYS[first.field as SortableColumn];
  return first.sort === 'desc' ? `-${key}` : key;
}

/** The grid's sort model for an API sort key ('created' shows as no column sorted). */
export function sortModelOf(sort: Sort): GridSort[] {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  return key in SORT_KEYS ? [{ field: key, sort: desc ? 'desc' : 'asc' }] : [];
}

const isSort = (value: string | null): value is Sort =>
  (MEMBER_SORTS as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is MemberStatus =>
  (MEMBER_STATUSES as readonly string[]).includes(value ?? '');

/** The words, status and order of the address; anything unknown falls back to the defaults. */
export function searchOf(params: URLSearchParams): { q: string; status: MemberStatus; sort: Sort } {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: isStatus(status) ? status : 'active',
    sort: isSort(sort) ? sort : 'name',
  };
}

/** The address for a search, defaults left out. */
export function paramsOf({ q, status, sort }: { q: string; status: MemberStatus; sort: Sort }) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status !== 'active') params.set('status', status);
  if (sort !== 'name') params.set('sort', sort);
  return params;
}

/** The API's query string for a search (empty parts left out). */
export function apiQueryOf(query: TMemberSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}
