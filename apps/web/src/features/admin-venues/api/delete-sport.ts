import { ZDeleted } from '@courtside/contracts/admin';
import { apiDelete } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/** DELETE /api/admin/booking-sports/:id: refused (409) while courts, rates or hires use it. */
export const deleteSport = async (id: number) =>
  (await apiDelete(`/api/admin/booking-sports/${id}`, ZDeleted)).data;

export const useDeleteSport = () => useConsoleChange(venuesKey, deleteSport);
