import { ZAdminSettings, type TPageSettingsUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { settingsQueryOptions } from '../../../lib/settings';

/** PUT /api/admin/settings (admins): the page settings given change; null puts the environment's back. */
export const updatePageSettings = async (body: TPageSettingsUpdate) =>
  (await apiPut('/api/admin/settings', body, ZAdminSettings)).data;

export function useUpdatePageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePageSettings,
    onSuccess: async (data) => {
      queryClient.setQueryData(['admin', 'settings'], data);
      // The pages' own settings (name in the title, time zone) change at once too.
      await queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
