import { ZAdminHireCancelled, type THireCancel } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/**
 * POST /api/admin/hire-bookings/:id/cancel: the hire is cancelled and its court freed; with
 * refund, the member's money for it goes back. Answers the hire with what was refunded. The
 * idempotency key makes a retried click cancel (and refund) once.
 */
export const cancelHire = async ({ id, ...body }: THireCancel & { id: number }) =>
  (await apiPost(`/api/admin/hire-bookings/${id}/cancel`, body, ZAdminHireCancelled)).data;

export const useCancelHire = () => useConsoleChange(venuesKey, cancelHire);
