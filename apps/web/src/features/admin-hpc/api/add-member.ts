import { ZClassRoll, type TClassAddMember } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * POST /api/admin/hpc/classes/:id/add: a member booked into the class when it has a free place,
 * else put at the end of its waitlist; answers the roll.
 */
export const addMember = async ({ id, ...body }: TClassAddMember & { id: number }) =>
  (await apiPost(`/api/admin/hpc/classes/${id}/add`, body, ZClassRoll)).data;

export const useAddMember = () => useConsoleChange(hpcKey, addMember);
