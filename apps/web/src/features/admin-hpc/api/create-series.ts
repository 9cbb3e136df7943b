import { ZClassSeriesCreated, type TClassSeriesCreate } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * POST /api/admin/hpc/series: a weekly schedule made into classes; answers the classes made and
 * the days left out (closed, or skipped) with why. Refused (422, under the field) for a time that
 * does not exist or a schedule that makes no class or too many.
 */
export const createSeries = async (body: TClassSeriesCreate) =>
  (await apiPost('/api/admin/hpc/series', body, ZClassSeriesCreated)).data;

export const useCreateSeries = () => useConsoleChange(hpcKey, createSeries);
