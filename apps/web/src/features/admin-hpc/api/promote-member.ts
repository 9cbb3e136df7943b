import { ZClassRoll, type TWaitlistPromote } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * POST /api/admin/hpc/classes/:id/promote: a waitlisted member moved into the class; answers the
 * roll. Refused (409) when the class is full, unless raise_capacity gives them one more place.
 */
export const promoteMember = async ({ id, ...body }: TWaitlistPromote & { id: number }) =>
  (await apiPost(`/api/admin/hpc/classes/${id}/promote`, body, ZClassRoll)).data;

export const usePromoteMember = () => useConsoleChange(hpcKey, promoteMember);
