import { ZOrderPageResponse, type TRefundRequest } from '@courtside/contracts/admin';
import { apiPost } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';

/**
 * POST /api/admin/orders/:id/refunds: gives back part or all of what the order received (of one
 * line with `line_id`); answers the order's page. Card payments go back through the gateway (502
 * when it refuses), others are recorded as paid back by hand; 409 when it is more than is left.
 * The same idempotency key again answers the refund already made.
 */
export const refundOrder = async ({ id, ...body }: TRefundRequest & { id: number }) =>
  (await apiPost(`/api/admin/orders/${id}/refunds`, body, ZOrderPageResponse)).data;

/** The order's page and its row in the search are asked again once the refund is made. */
export const useRefundOrder = () => useConsoleChange(['admin', 'orders'], refundOrder);
