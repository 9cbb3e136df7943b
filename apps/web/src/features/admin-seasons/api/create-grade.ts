import { ZGradeResponse, type TGradeCreate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/grades: a new grade. */
export const createGrade = async (body: TGradeCreate) =>
  (await apiPost('/api/admin/grades', body, ZGradeResponse)).data;

export function useCreateGrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGrade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
