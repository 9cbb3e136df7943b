import { ZProfileResponse } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/member/user (multipart with the optional profilephoto file). Answers the new profile. */
export const updateProfile = async (body: FormData) =>
  (await apiPost('/api/member/user', body, ZProfileResponse)).data;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(['profile'], profile),
  });
}
