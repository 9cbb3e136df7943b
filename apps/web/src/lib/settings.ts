// Page-supplied settings, served by GET /api/settings.
import { ZSettings, type TSettings } from '@courtside/contracts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { todayIso } from './calendar-dates';

export const getSettings = (signal?: AbortSignal): Promise<TSettings> =>
  apiGet('/api/settings', ZSettings, signal);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: ({ signal }) => getSettings(signal), staleTime: Infinity });

export const useSettings = () => useQuery(settingsQueryOptions());
/** For screens that cannot render without the settings (the route shows a loader meanwhile). */
export const useSettingsSuspense = () => useSuspenseQuery(settingsQueryOptions()).data;

/**
 * The association's time zone (the browser's, should the settings not load); undefined while
 * they load.
 */
export function useTimeZone(): string | undefined {
  const settings = useSettings();
  if (settings.isPending) return undefined;
  return settings.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today (YYYY-MM-DD) in the association's time zone; undefined while the settings load. */
export function useToday(): string | undefined {
  const timeZone = useTimeZone();
  return timeZone === undefined ? undefined : todayIso(timeZone);
}
