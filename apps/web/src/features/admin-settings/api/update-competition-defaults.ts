import { ZAdminSettings, type TCompetitionDefaultsUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/admin/settings/competition: points per outcome and the tie-break order. */
export const updateCompetitionDefaults = async (body: TCompetitionDefaultsUpdate) =>
  (await apiPut('/api/admin/settings/competition', body, ZAdminSettings)).data;

export function useUpdateCompetitionDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompetitionDefaults,
    onSuccess: async (data) => {
      queryClient.setQueryData(['admin', 'settings'], data);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
