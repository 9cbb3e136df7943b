import { ZHireCancellation, type THireCancellation } from '@courtside/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/booking/mybookings/{id}/cancellation: the refund cancelling now gives, in the server's words. */
export const getHireCancellation = async (id: number, signal?: AbortSignal): Promise<THireCancellation> =>
  (await apiGet(`/api/booking/mybookings/${id}/cancellation`, ZHireCancellation, signal)).data;

/**
 * Asked each time the confirm dialog opens (null: closed): the refund depends on the hour. Kept
 * apart from the history's key, so the history asked again after a cancel does not ask this again.
 */
export const useHireCancellation = (id: number | null) =>
  useQuery({
    queryKey: ['booking', 'cancellation', id],
    queryFn: ({ signal }) => getHireCancellation(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
