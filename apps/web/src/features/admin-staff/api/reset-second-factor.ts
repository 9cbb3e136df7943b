import { ZStaffMemberResponse, type TStaffReason } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/admin/staff/:mid/second-factor/reset: removes a member's lost authenticator; their
 * sessions end and they are emailed; audited.
 */
export const resetSecondFactor = async ({ mid, ...body }: TStaffReason & { mid: number }) =>
  (await apiPost(`/api/admin/staff/${mid}/second-factor/reset`, body, ZStaffMemberResponse)).data;

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
