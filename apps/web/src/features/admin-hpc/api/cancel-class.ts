import { ZClassRoll, type TClassCancel } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** POST /api/admin/hpc/classes/:id/cancel: cancels the class; its booked and waitlisted members are emailed. */
export const cancelClass = async ({ id, ...body }: TClassCancel & { id: number }) =>
  (await apiPost(`/api/admin/hpc/classes/${id}/cancel`, body, ZClassRoll)).data;

export const useCancelClass = () => useConsoleChange(hpcKey, cancelClass);
