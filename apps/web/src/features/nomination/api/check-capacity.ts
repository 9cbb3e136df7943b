import { ZDivisionCapacityResponse, type TDivisionCapacity } from '@courtside/contracts';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/ecommerce/teamnomination/{division}: the capacity check run each time a
 * division is chosen (422 error_division when the group is full) and the nomination cart.
 */
export const checkCapacity = async (division: string): Promise<TDivisionCapacity> =>
  (await apiGet(`/api/ecommerce/teamnomination/${encodeURIComponent(division)}`, ZDivisionCapacityResponse))
    .data;
