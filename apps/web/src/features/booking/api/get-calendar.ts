import { ZCalendarResponse, type TCalendarResponse, type TCalendarViewType } from '@courtside/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/events/venue/{venueId}/{viewType}/{date}: taken slots of the day, week or month (public, never who). */
export const getCalendar = (
  venueId: number,
  viewType: TCalendarViewType,
  date: string,
  signal?: AbortSignal,
): Promise<TCalendarResponse> =>
  apiGet(`/api/booking/events/venue/${venueId}/${viewType}/${date}`, ZCalendarResponse, signal);

export const calendarQueryOptions = (venueId: number, viewType: TCalendarViewType, date: string) =>
  queryOptions({
    queryKey: ['booking', 'calendar', venueId, viewType, date],
    queryFn: ({ signal }) => getCalendar(venueId, viewType, date, signal),
    staleTime: 0,
  });

/** The previous answer stays on screen while the next day or week loads. */
export const useCalendar = (venueId: number, viewType: TCalendarViewType, date: string) =>
  useQuery({
    ...calendarQueryOptions(venueId, viewType, date),
    enabled: venueId > 0,
    placeholderData: keepPreviousData,
  });
