import { ZConsoleEntryResponse, type TConsoleEntry } from '@courtside/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { askWhenSignedIn } from '../../../lib/auth';
import { useRenderCollector } from '../../../lib/server-render';

/** GET /api/member/console: the member's staff roles (none for most members, and for a visitor). */
export const getConsoleEntry = (signal?: AbortSignal): Promise<TConsoleEntry> =>
  askWhenSignedIn(
    { roles: [], second_factor_required: false },
    async () => (await apiGet('/api/member/console', ZConsoleEntryResponse, signal)).data,
  );

/**
 * Asked by the browser only, once per page load: the server's render of every member page stays
 * one request shorter, and the link simply appears for staff once the answer arrives (the server's
 * HTML and the first browser render both lack it, so hydration matches).
 */
export function useConsoleEntry() {
  const inBrowser = useRenderCollector() === null;
  return useQuery({
    queryKey: ['console-entry'],
    queryFn: ({ signal }) => getConsoleEntry(signal),
    enabled: inBrowser,
    staleTime: 5 * 60_000,
  });
}
