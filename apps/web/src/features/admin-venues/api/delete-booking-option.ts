import { ZDeleted } from '@courtside/contracts/admin';
import { apiDelete } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/** DELETE /api/admin/booking-options/:id: refused (409) while courts, rates or hires use it. */
export const deleteBookingOption = async (id: number) =>
  (await apiDelete(`/api/admin/booking-options/${id}`, ZDeleted)).data;

export const useDeleteBookingOption = () => useConsoleChange(venuesKey, deleteBookingOption);
