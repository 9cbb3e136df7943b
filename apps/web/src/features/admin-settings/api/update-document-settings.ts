import { ZAdminSettings, type TDocumentSettingsUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { settingsQueryOptions } from '../../../lib/settings';

/** PUT /api/admin/settings/documents (admins): the terms and privacy policy members agree to. */
export const updateDocumentSettings = async (body: TDocumentSettingsUpdate) =>
  (await apiPut('/api/admin/settings/documents', body, ZAdminSettings)).data;

export function useUpdateDocumentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentSettings,
    onSuccess: async (data) => {
      queryClient.setQueryData(['admin', 'settings'], data);
      // Members' pages link the documents from the pages' own settings.
      await queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
