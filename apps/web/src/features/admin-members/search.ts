// The member search's address: the words, the status and the order live in the query string
// (a search can be linked to and survives a reload); the grid's sort model maps onto the API's
// sort keys, which name a column or, with '-', its reverse.
import { serverSort } from '../../components/console/grid-sort';
import { MEMBER_SORTS, MEMBER_STATUSES, type TMemberSearchQuery } from '@courtside/contracts/admin';

type Sort = (typeof MEMBER_SORTS)[number];
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Grid columns the server can sort on, and the API's key for each; by name when none. */
export const { sortOf, sortModelOf } = serverSort<Sort>({ name: 'name', mid: 'mid' } as const, 'name');

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
