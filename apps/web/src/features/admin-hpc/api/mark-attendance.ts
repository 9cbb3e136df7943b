import { ZClassRoll, type TAttendanceMarks } from '@courtside/contracts/admin';
import { apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * PUT /api/admin/hpc/classes/:id/attendance: booked members marked attended or absent (null clears
 * a mark); answers the roll. Refused (422) before the class's day.
 */
export const markAttendance = async ({ id, ...body }: TAttendanceMarks & { id: number }) =>
  (await apiPut(`/api/admin/hpc/classes/${id}/attendance`, body, ZClassRoll)).data;

export const useMarkAttendance = () => useConsoleChange(hpcKey, markAttendance);
