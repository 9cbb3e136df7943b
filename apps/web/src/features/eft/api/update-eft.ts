import { ZMessage, type TEftRequest } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/eft. Field errors come back keyed account_name / account_bsb / account_number. */
export const updateEft = (body: TEftRequest) => apiPost('/api/member/eft', body, ZMessage);

export function useUpdateEft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
