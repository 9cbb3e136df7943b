import { ZStaffSelf, type TStaffSelf } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/me: the staff member's roles. Refused with 401 (signed out), 403 `forbidden`
 * (not staff) or 403 `second_factor_required` (this session has not given a code yet).
 */
export const getStaffSelf = async (signal?: AbortSignal): Promise<TStaffSelf> =>
  apiGet('/api/admin/me', ZStaffSelf, signal);

export const staffSelfQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => getStaffSelf(signal),
    staleTime: 60_000,
  });

export const useStaffSelf = ({ enabled = true } = {}) => useQuery({ ...staffSelfQueryOptions(), enabled });
