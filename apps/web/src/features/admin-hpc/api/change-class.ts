import { ZAdminClassResponse, type TClassChange } from '@courtside/contracts/admin';
import { apiPatch } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * PATCH /api/admin/hpc/classes/:id: changes one class (fields left out stay); answers it. Refused
 * (409) for a class started or cancelled, or a capacity below the places booked.
 */
export const changeClass = async ({ id, ...body }: TClassChange & { id: number }) =>
  (await apiPatch(`/api/admin/hpc/classes/${id}`, body, ZAdminClassResponse)).data;

export const useChangeClass = () => useConsoleChange(hpcKey, changeClass);
