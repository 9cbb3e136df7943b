// Page-supplied settings, served by GET /api/settings.
import { ZSettings, type TSettings } from '@courtside/contracts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

export const getSettings = (signal?: AbortSignal): Promise<TSettings> =>
  apiGet('/api/settings', ZSettings, signal);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: ({ signal }) => getSettings(signal), staleTime: Infinity });

export const useSettings = () => useQuery(settingsQueryOptions());
/** For screens that cannot render without the settings (the route shows a loader meanwhile). */
export const useSettingsSuspense = () => useSuspenseQuery(settingsQueryOptions()).data;
