import { ZPreviousTeamsResponse, type TPreviousTeam } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/teamnomination/previousteams: teams the member ran, entered within the last 365 days. */
export const getPreviousTeams = async (signal?: AbortSignal): Promise<TPreviousTeam[]> =>
  (await apiGet('/api/ecommerce/teamnomination/previousteams', ZPreviousTeamsResponse, signal)).data;

export const previousTeamsQueryOptions = () =>
  queryOptions({ queryKey: ['nomination', 'previous'], queryFn: ({ signal }) => getPreviousTeams(signal) });

export const usePreviousTeams = () => useQuery(previousTeamsQueryOptions());
