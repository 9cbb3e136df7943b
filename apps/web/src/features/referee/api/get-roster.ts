import {
  ZRefereeRosterResponse,
  type TRefereeRosterRequest,
  type TRefereeRosterResponse,
} from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/referee/roster {season, roster, type, dates}: MY ROSTER or FULL ROSTER.
 * A read, but sent by a button with a body, so it runs as a mutation.
 */
export const getRefereeRoster = (request: TRefereeRosterRequest): Promise<TRefereeRosterResponse> =>
  apiPost('/api/referee/roster', request, ZRefereeRosterResponse);

export const useRefereeRoster = () => useMutation({ mutationFn: getRefereeRoster });
