import { ZLocalEventsResponse, type TLocalEvent } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/roster/events: events for the event picker. */
export const getEvents = async (signal?: AbortSignal): Promise<TLocalEvent[]> =>
  (await apiGet('/api/roster/events', ZLocalEventsResponse, signal)).data;

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['roster', 'events'],
    queryFn: ({ signal }) => getEvents(signal),
    staleTime: 5 * 60_000,
  });

export const useEvents = () => useQuery(eventsQueryOptions());
