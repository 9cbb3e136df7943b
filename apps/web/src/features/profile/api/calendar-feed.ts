import { ZCalendarFeedResponse, type TCalendarFeed } from '@courtside/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

const calendarFeedKey = ['calendar-feed'] as const;

/** GET /api/member/calendar-feed: the member's calendar subscription address (made on first ask). */
export const getCalendarFeed = async (signal?: AbortSignal): Promise<TCalendarFeed> =>
  (await apiGet('/api/member/calendar-feed', ZCalendarFeedResponse, signal)).data;

export const useCalendarFeed = () =>
  useQuery({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

/** POST /api/member/calendar-feed/renew: a new address; the old one stops answering. */
export const renewCalendarFeed = async (): Promise<TCalendarFeed> =>
  (await apiPost('/api/member/calendar-feed/renew', {}, ZCalendarFeedResponse)).data;

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
