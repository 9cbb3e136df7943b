import { ZClassBookResponse, type CLASS_ACTIONS } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { classesQueryKey } from './get-classes';

export type ClassAction = (typeof CLASS_ACTIONS)[number];
export interface ClassBookInput {
  classId: number;
  action: ClassAction;
  week: number;
}

/** POST /api/hpc/classes/book: add, waitlist or remove; the answer is the refreshed week. */
export const bookClass = ({ classId, action, week }: ClassBookInput) =>
  apiPost(
    '/api/hpc/classes/book',
    { classData: classId, classAction: action, classWeek: week },
    ZClassBookResponse,
  );

export function useBookClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookClass,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(classesQueryKey(input.week), answer.data);
      void queryClient.invalidateQueries({ queryKey: ['hpc', 'enrollments'] });
    },
  });
}
