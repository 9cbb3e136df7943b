import { ZMessage } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ecommerce/order/{id}/sendreceipt: emails the receipt again ('Receipt sent successfully'). */
export const sendReceipt = async (orderId: number): Promise<string> =>
  (await apiGet(`/api/ecommerce/order/${orderId}/sendreceipt`, ZMessage)).message;

export const useSendReceipt = () => useMutation({ mutationFn: sendReceipt });
