// The console's changes: a mutation that, once the server has made the change, asks the
// feature's reads again and marks the audit log stale (asked again only when next shown).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

const auditKey = ['admin', 'audit'] as const;

/** A change through `change`; on success the queries under `key` are asked again. */
export function useConsoleChange<A, R>(key: QueryKey, change: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: auditKey, refetchType: 'none' });
    },
  });
}
