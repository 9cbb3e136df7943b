import { ZClassRoll, type TClassRemoveMember } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** POST /api/admin/hpc/classes/:id/remove: a member taken off the waitlist or out of the class; answers the roll. */
export const removeMember = async ({ id, ...body }: TClassRemoveMember & { id: number }) =>
  (await apiPost(`/api/admin/hpc/classes/${id}/remove`, body, ZClassRoll)).data;

export const useRemoveMember = () => useConsoleChange(hpcKey, removeMember);
