import { ZEnrollmentCancelResponse } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { enrollmentsQueryKey } from './get-enrollments';

/** POST /api/hpc/enrollments/{id}/cancel: the CANCEL button; answers the refreshed enrolments. */
export const cancelEnrollment = (id: number) =>
  apiPost(`/api/hpc/enrollments/${id}/cancel`, {}, ZEnrollmentCancelResponse);

export function useCancelEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEnrollment,
    onSuccess: (answer) => {
      queryClient.setQueryData(enrollmentsQueryKey, answer.data);
      // A freed place changes the class calendar too.
      void queryClient.invalidateQueries({ queryKey: ['hpc', 'classes'] });
    },
  });
}
