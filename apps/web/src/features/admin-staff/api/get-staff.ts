import { ZStaffList, type TStaffMember } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/staff: everyone holding a staff role (admins only). */
export const getStaff = async (signal?: AbortSignal): Promise<TStaffMember[]> =>
  (await apiGet('/api/admin/staff', ZStaffList, signal)).data.staff;

export const staffQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'staff'], queryFn: ({ signal }) => getStaff(signal), staleTime: 0 });

export const useStaff = () => useQuery(staffQueryOptions());
