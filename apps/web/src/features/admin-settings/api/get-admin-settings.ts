import { ZAdminSettings, type TAdminSettings } from '@courtside/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/settings: the page settings with their source, and the competition defaults. */
export const getAdminSettings = async (signal?: AbortSignal): Promise<TAdminSettings> =>
  (await apiGet('/api/admin/settings', ZAdminSettings, signal)).data;

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => getAdminSettings(signal),
    staleTime: 0,
  });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
