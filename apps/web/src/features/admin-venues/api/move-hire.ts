import { ZAdminHireAnswer, type THireMove } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/** POST /api/admin/hire-bookings/:id/move: another court, date or time; the price stays (409 on a clash). */
export const moveHire = async ({ id, ...body }: THireMove & { id: number }) =>
  (await apiPost(`/api/admin/hire-bookings/${id}/move`, body, ZAdminHireAnswer)).data;

export const useMoveHire = () => useConsoleChange(venuesKey, moveHire);
