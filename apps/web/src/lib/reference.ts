// Reference lists of POST /api/member/getData: states, countries, jobs, localities.
import { ZGetDataResponse, ZLocality, ZOption, AU_STATES, AU_STATE_NAMES, type TLocality, type TOption } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from './api-client';

const ZOptions = z.object({ data: z.array(ZOption) });
const ZLocalities = z.object({ data: z.array(ZLocality) });

export const STATE_OPTIONS: TOption[] = AU_STATES.map((value) => ({ value, text: AU_STATE_NAMES[value] }));

/**
 * The API serves getData to signed-in members only, yet the public registration
 * wizard needs the country list. Until it is public, visitors get the ISO regions the
 * browser itself can name (Intl.DisplayNames), Australia first, like the server's list.
 */
function browserCountries(): TOption[] {
  const names = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });
  const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
  const out: TOption[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      let text: string | undefined;
      try {
        text = names.of(code);
      } catch {
        text = undefined;
      }
      if (text && text !== code && !notCountries.has(code)) out.push({ value: code, text });
    }
  return out.sort((x, y) => (x.value === 'AU' ? -1 : y.value === 'AU' ? 1 : x.text.localeCompare(y.text, 'en-AU')));
}

export async function getOptions(type: 'states' | 'countries' | 'jobs'): Promise<TOption[]> {
  try {
    return (await apiPost('/api/member/getData', { type }, ZOptions)).data;
  } catch (err) {
    if (type === 'countries') return browserCountries();
    if (type === 'states') return STATE_OPTIONS;
    throw err;
  }
}

export const optionsQueryOptions = (type: 'states' | 'countries' | 'jobs') =>
  queryOptions({ queryKey: ['getData', type], queryFn: () => getOptions(type), staleTime: Infinity });

export const useOptions = (type: 'states' | 'countries' | 'jobs') => useQuery(optionsQueryOptions(type));

export async function searchLocalities(search: string): Promise<TLocality[]> {
  return (await apiPost('/api/member/getData', { type: 'localities', search }, ZLocalities)).data;
}

/** Suburbs starting with the typed text; asks only from 2 characters on. */
export const useLocalities = (search: string) => {
  const prefix = search.trim().toUpperCase();
  return useQuery({
    queryKey: ['getData', 'localities', prefix],
    queryFn: () => searchLocalities(prefix),
    enabled: prefix.length >= 2,
    staleTime: Infinity,
    retry: false,
  });
};

// Keeps ZGetDataResponse referenced as the documented union answer of this endpoint.
export type TGetDataResponse = z.infer<typeof ZGetDataResponse>;
