import { ZMemberDetailResponse, type TMemberEdit } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';

/** PATCH /api/admin/members/:mid: the changed fields (locked ones with a reason); answers the new page. */
export const editMember = async ({ mid, edit }: { mid: number; edit: TMemberEdit }) =>
  (await apiPatch(`/api/admin/members/${mid}`, edit, ZMemberDetailResponse)).data;

export function useEditMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMember,
    onSuccess: async (detail) => {
      queryClient.setQueryData(memberQueryKey(detail.profile.mid), detail);
      // The search (names) and the audit log (the new entry) are asked again.
      await queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
    },
  });
}
