import { ZAdminRateRuleAnswer, type TRateRuleWrite } from '@courtside/contracts/admin';
import { apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/**
 * POST /api/admin/venues/:venueId/rate-rules (no id: a new rule) or PUT /api/admin/rate-rules/:id;
 * 422 under the fields (a sport of another venue, an end before the start).
 */
export const saveRateRule = async ({
  id,
  venueId,
  ...body
}: TRateRuleWrite & { id: number | null; venueId: number }) =>
  (
    await (id === null
      ? apiPost(`/api/admin/venues/${venueId}/rate-rules`, body, ZAdminRateRuleAnswer)
      : apiPut(`/api/admin/rate-rules/${id}`, body, ZAdminRateRuleAnswer))
  ).data;

export const useSaveRateRule = () => useConsoleChange(venuesKey, saveRateRule);
