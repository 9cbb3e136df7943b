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

/**
 * The previous day, week or month stays on screen while the next one of the same layout loads
 * (isPlaceholderData says so). A change of layout shows nothing kept: a week's answer drawn as a
 * month would list seven days under the month's title.
 */
export const useCalendar = (venueId: number, viewType: TCalendarViewType, date: string) =>
  useQuery({
    ...calendarQueryOptions(venueId, viewType, date),
    enabled: venueId > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === venueId && previousQuery.queryKey[3] === viewType
        ? keepPreviousData(previous)
        : undefined,
  });
