import type { TOrderDetail } from '@courtside/contracts';

export const ORDERS_PATH = '/member/orders';
export const HPC_ORDERS_PATH = '/member/hpc/orders';
export const orderPath = (id: number) => `/member/orders/order/${id}`;

/**
 * Title of the receipt screen: Invoice #{invoice id}
 * for invoice payments; else Receipt #{first payment id} when it has payments; else Receipt #{order id}.
 */
export function receiptTitle(
  order: Pick<TOrderDetail, 'o_id' | 'o_invoice' | 'o_invoice_id' | 'o_payments'>,
): string {
  if (order.o_invoice && order.o_invoice_id !== null) return `Invoice #${order.o_invoice_id}`;
  const first = order.o_payments[0];
  if (first) return `Receipt #${first.p_id}`;
  return `Receipt #${order.o_id}`;
}

/** The back link: HPC orders go back to the HPC receipts. */
export const receiptsPathFor = (order: Pick<TOrderDetail, 'o_is_hpc'>) =>
  order.o_is_hpc ? HPC_ORDERS_PATH : ORDERS_PATH;
