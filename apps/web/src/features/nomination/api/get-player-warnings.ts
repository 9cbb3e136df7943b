import { ZPlayerWarningsResponse } from '@courtside/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/ecommerce/teamnomination/playerwarnings: what the division says about copied players. */
export const getPlayerWarnings = async (division: string, mids: number[]): Promise<Map<number, string[]>> => {
  const answer = await apiPost(
    '/api/ecommerce/teamnomination/playerwarnings',
    { division, mids },
    ZPlayerWarningsResponse,
  );
  return new Map(answer.data.map((p) => [p.mid, p.warnings]));
};

export const playerWarningsQueryOptions = (division: string, mids: number[]) =>
  queryOptions({
    queryKey: ['nomination', 'player-warnings', division, mids],
    queryFn: () => getPlayerWarnings(division, mids),
    enabled: division !== '' && mids.length > 0,
  });

export const usePlayerWarnings = (division: string, mids: number[]) =>
  useQuery(playerWarningsQueryOptions(division, mids));
