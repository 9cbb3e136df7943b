import { ZTeamEntryOutcome, type TTeamEntry } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';

/**
 * POST /api/admin/nominations/entries: staff enter a team for a club paying by EFT or cash, billed
 * on an invoice (201); a full division takes it onto its waitlist, unbilled. Refused with 422 under
 * the fields (a name the division has, a manager who cannot sign in, a waitlist division without a
 * preferred one).
 */
export const enterTeam = async (body: TTeamEntry) =>
  (await apiPost('/api/admin/nominations/entries', body, ZTeamEntryOutcome)).data;

// The nominations, the seasons' team counts and the invoices are all asked again.
export const useEnterTeam = () => useConsoleChange(['admin'], enterTeam);
