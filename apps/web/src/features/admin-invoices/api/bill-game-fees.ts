import { ZGameFeesResult, type TGameFeesRequest } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { invoicesKey } from './search-invoices';

/**
 * POST /api/admin/invoices/game-fees: an invoice per team with games in the round (or season);
 * answers the invoices created and the teams skipped, with why (a team already billed is skipped).
 */
export const billGameFees = async (body: TGameFeesRequest) =>
  (await apiPost('/api/admin/invoices/game-fees', body, ZGameFeesResult)).data;

export const useBillGameFees = () => useConsoleChange(invoicesKey, billGameFees);
