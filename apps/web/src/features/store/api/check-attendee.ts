import {
  ZCheckAttendeeResponse,
  type TAttendeeInput,
  type TCheckAttendeeResponse,
} from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/ecommerce/store/checkattendee: 'Attendee added' for a known member or a
 * complete row; 422 attendee_info_required (with the missing fields) for anyone else.
 */
export const checkAttendee = (attendee: TAttendeeInput): Promise<TCheckAttendeeResponse> =>
  apiPost('/api/ecommerce/store/checkattendee', { attendee }, ZCheckAttendeeResponse);

export const useCheckAttendee = () => useMutation({ mutationFn: checkAttendee });
