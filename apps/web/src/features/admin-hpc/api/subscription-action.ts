import { ZAdminSubscriptionOne, type TAdminSubscriptionAction } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';
import { hpcKey } from './get-classes';

/**
 * POST /api/admin/hpc/subscriptions/:id/actions: approve or decline the member's request (a
 * decline's reason is emailed to them), or pause, resume or cancel it now; answers it. Refused
 * (409) for an action its status does not allow, (422, reason) for a decline without a reason.
 */
export const subscriptionAction = async ({ id, ...body }: TAdminSubscriptionAction & { id: number }) =>
  (await apiPost(`/api/admin/hpc/subscriptions/${id}/actions`, body, ZAdminSubscriptionOne)).data;

export const useSubscriptionAction = () => useConsoleChange(hpcKey, subscriptionAction);
