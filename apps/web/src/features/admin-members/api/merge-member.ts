import { ZMemberMergeResponse, type TMemberMerge } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/members/:mid/merge: the duplicate from_mid folds into mid; answers what moved. */
export const mergeMember = async ({ mid, ...body }: TMemberMerge & { mid: number }) =>
  (await apiPost(`/api/admin/members/${mid}/merge`, body, ZMemberMergeResponse)).data;

export function useMergeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeMember,
    // Both members' pages, the search and the audit log change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
