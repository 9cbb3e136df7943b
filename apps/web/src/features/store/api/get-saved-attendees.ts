import { ZSavedAttendeesResponse, type TSavedAttendee } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/store/attendees: the people the member bought places for before, latest first. */
export const getSavedAttendees = async (signal?: AbortSignal): Promise<TSavedAttendee[]> =>
  (await apiGet('/api/ecommerce/store/attendees', ZSavedAttendeesResponse, signal)).data;

export const savedAttendeesQueryOptions = () =>
  queryOptions({ queryKey: ['store', 'attendees'], queryFn: ({ signal }) => getSavedAttendees(signal) });

export const useSavedAttendees = () => useQuery(savedAttendeesQueryOptions());
