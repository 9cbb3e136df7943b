import { ZSeriesResult, type TSeriesCancel } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/** POST /api/admin/hpc/series/:id/cancel: cancels every class of the series on or after `from`. */
export const cancelSeries = async ({ id, ...body }: TSeriesCancel & { id: number }) =>
  (await apiPost(`/api/admin/hpc/series/${id}/cancel`, body, ZSeriesResult)).data;

export const useCancelSeries = () => useConsoleChange(hpcKey, cancelSeries);
