import { ZPaymentOutcome, type TPaymentOutcome } from '@courtside/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/payments/confirm: finishes a payment once the 3-D Secure step is done. */
export const confirmPayment = (orderId: number): Promise<TPaymentOutcome> =>
  apiPost('/api/payments/confirm', { o_id: orderId }, ZPaymentOutcome);
