import { ZAdminSettings, type THireRulesUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/admin/settings/hire (admins): the rule members cancel and move their own court hire by. */
export const updateHireRules = async (body: THireRulesUpdate) =>
  (await apiPut('/api/admin/settings/hire', body, ZAdminSettings)).data;

export function useUpdateHireRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHireRules,
    onSuccess: async (data) => {
      queryClient.setQueryData(['admin', 'settings'], data);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
