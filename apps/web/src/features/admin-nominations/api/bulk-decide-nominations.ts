// POST /api/admin/nominations/bulk: one decision (accept, decline or waitlist) with one reason on
// the teams picked in the grid. The API decides each team on its own and answers what became of
// each, so a refusal comes back in the answer, not as an error.
import {
  ZNominationBulkOutcome,
  type TNominationBulk,
  type TNominationBulkOutcome,
} from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const bulkDecideNominations = async (body: TNominationBulk): Promise<TNominationBulkOutcome> =>
  (await apiPost('/api/admin/nominations/bulk', body, ZNominationBulkOutcome)).data;

export function useBulkDecideNominations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDecideNominations,
    // The list, the seasons' team counts and the audit log (which holds each decision) are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
