import { ZAdminSettings, type TTaxSettingsUpdate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { settingsQueryOptions } from '../../../lib/settings';

/** PUT /api/admin/settings/tax (admins): ABN, GST registration and the invoices' bank account. */
export const updateTaxSettings = async (body: TTaxSettingsUpdate) =>
  (await apiPut('/api/admin/settings/tax', body, ZAdminSettings)).data;

export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxSettings,
    onSuccess: async (data) => {
      queryClient.setQueryData(['admin', 'settings'], data);
      // Receipts and invoices read the ABN and bank account from the pages' own settings.
      await queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
