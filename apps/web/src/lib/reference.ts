// Reference lists: states, countries, jobs, localities. They are read from the public
// POST /api/reference/getData (same answer as /api/member/getData) because the
// registration wizard needs them before sign-in.
import {
  ZLocality,
  ZOption,
  AU_STATES,
  AU_STATE_NAMES,
  type TLocality,
  type TOption,
} from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPost } from './api-client';

const ZOptions = z.object({ data: z.array(ZOption) });
const ZLocalities = z.object({ data: z.array(ZLocality) });

export const STATE_OPTIONS: TOption[] = AU_STATES.map((value) => ({ value, text: AU_STATE_NAMES[value] }));

export async function getOptions(type: 'states' | 'countries' | 'jobs'): Promise<TOption[]> {
  return (await apiPost('/api/reference/getData', { type }, ZOptions)).data;
}

export const optionsQueryOptions = (type: 'states' | 'countries' | 'jobs') =>
  queryOptions({ queryKey: ['getData', type], queryFn: () => getOptions(type), staleTime: Infinity });

export const useOptions = (type: 'states' | 'countries' | 'jobs') => useQuery(optionsQueryOptions(type));

export async function searchLocalities(search: string): Promise<TLocality[]> {
  return (await apiPost('/api/reference/getData', { type: 'localities', search }, ZLocalities)).data;
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
