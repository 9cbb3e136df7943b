import {
  ZEventRosterResponse,
  type TEventRosterRequest,
  type TEventRosterResponse,
} from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/roster/eventroster {event, roster, date}: MY ROSTER or FULL ROSTER of one day (a read sent by a button). */
export const getEventRoster = (request: TEventRosterRequest): Promise<TEventRosterResponse> =>
  apiPost('/api/roster/eventroster', request, ZEventRosterResponse);

export const useEventRoster = () => useMutation({ mutationFn: getEventRoster });
