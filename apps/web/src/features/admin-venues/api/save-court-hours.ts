import { ZAdminCourtAnswer, type TCourtHoursWrite } from '@courtside/contracts/admin';
import { apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { venuesKey } from './get-venues';

/** PUT /api/admin/courts/:id/hours: the court's whole week, replacing it (422 when a day's hours overlap). */
export const saveCourtHours = async ({ id, ...body }: TCourtHoursWrite & { id: number }) =>
  (await apiPut(`/api/admin/courts/${id}/hours`, body, ZAdminCourtAnswer)).data;

export const useSaveCourtHours = () => useConsoleChange(venuesKey, saveCourtHours);
