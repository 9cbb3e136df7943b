import { ZRefereeAvailabilitySaved, type TRefereeAvailabilityRequest } from '@courtside/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { availabilityQueryKey } from './get-availability';

/** POST /api/referee/availability: replaces the saved slots and unavailable dates; answers the saved state. */
export const saveAvailability = (request: TRefereeAvailabilityRequest) =>
  apiPost('/api/referee/availability', request, ZRefereeAvailabilitySaved);

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      queryClient.setQueryData(
        availabilityQueryKey(
          String(saved.data.season),
          saved.data.venue === null ? '' : String(saved.data.venue),
        ),
        saved.data,
      );
    },
  });
}
