import { ZDeleted } from '@courtside/contracts/admin';
import { apiDelete } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/** DELETE /api/admin/booking-types/:id: refused (409) while courts, rates or hires use it. */
export const deleteBookingType = async (id: number) =>
  (await apiDelete(`/api/admin/booking-types/${id}`, ZDeleted)).data;

export const useDeleteBookingType = () => useConsoleChange(venuesKey, deleteBookingType);
