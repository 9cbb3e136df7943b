import { ZHireCalendar, type THireCalendar } from '@courtside/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryStringOf } from '../../../lib/query-string';
import { venuesKey } from './get-venues';

/**
 * GET /api/admin/venues/:id/calendar?date=: one local day at a venue, every court and half with
 * every use of it (games, hires with their member and status, HPC classes, closures).
 */
export const getHireCalendar = async (
  venueId: number,
  date: string,
  signal?: AbortSignal,
): Promise<THireCalendar> =>
  (await apiGet(`/api/admin/venues/${venueId}/calendar?${queryStringOf({ date })}`, ZHireCalendar, signal))
    .data;

export const hireCalendarQueryOptions = (venueId: number, date: string) =>
  queryOptions({
    queryKey: [...venuesKey, 'calendar', venueId, date],
    queryFn: ({ signal }) => getHireCalendar(venueId, date, signal),
    staleTime: 0,
    // The calendar keeps the day it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useHireCalendar = (venueId: number, date: string) =>
  useQuery(hireCalendarQueryOptions(venueId, date));
