import { ZSeriesResult, type TSeriesChange } from '@courtside/contracts/admin';
import { apiPatch } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** PATCH /api/admin/hpc/series/:id: changes every class of the series on or after `from`; answers them. */
export const changeSeries = async ({ id, ...body }: TSeriesChange & { id: number }) =>
  (await apiPatch(`/api/admin/hpc/series/${id}`, body, ZSeriesResult)).data;

export const useChangeSeries = () => useConsoleChange(hpcKey, changeSeries);
