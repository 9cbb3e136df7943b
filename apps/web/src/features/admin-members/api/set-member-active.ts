import { ZMemberDetailResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';

/** POST /api/admin/members/:mid/deactivate or /reactivate, with the reason; answers the new page. */
export const setMemberActive = async ({
  mid,
  active,
  reason,
}: {
  mid: number;
  active: boolean;
  reason: string;
}) =>
  (
    await apiPost(
      `/api/admin/members/${mid}/${active ? 'reactivate' : 'deactivate'}`,
      { reason },
      ZMemberDetailResponse,
    )
  ).data;

export function useSetMemberActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberActive,
    onSuccess: async (detail) => {
      queryClient.setQueryData(memberQueryKey(detail.profile.mid), detail);
      await queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
    },
  });
}
