import { ZStaffMemberResponse, type TStaffRolesUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/admin/staff/:mid: the member's roles, all of them (none: no longer staff); audited. */
export const setStaffRoles = async ({ mid, ...body }: TStaffRolesUpdate & { mid: number }) =>
  (await apiPut(`/api/admin/staff/${mid}`, body, ZStaffMemberResponse)).data;

export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffRoles,
    // The staff list and the audit log (which now holds the change) are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
