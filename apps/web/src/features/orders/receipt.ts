import type { TOrderDetail, TOrderSummary } from '@courtside/contracts';

export const ORDERS_PATH = '/member/orders';
export const HPC_ORDERS_PATH = '/member/hpc/orders';
export const orderPath = (id: number) => `/member/orders/order/${id}`;

/**
 * A receipt's number, the one its email gives too: its first payment's id (the server's
 * o_receipt_id), else the order's id while nothing is paid.
 */
export const receiptNumber = (order: Pick<TOrderSummary, 'o_id' | 'o_receipt_id'>): number =>
  order.o_receipt_id ?? order.o_id;

/**
 * Title of the receipt screen: Invoice #{invoice id}
 * for invoice payments; else Receipt #{first payment id} when it has payments; else Receipt #{order id}.
 */
export function receiptTitle(
  order: Pick<TOrderDetail, 'o_id' | 'o_invoice' | 'o_invoice_id' | 'o_receipt_id'>,
): string {
  if (order.o_invoice && order.o_invoice_id !== null) return `Invoice #${order.o_invoice_id}`;
  return `Receipt #${receiptNumber(order)}`;
}

/** The back link: HPC orders go back to the HPC receipts. */
export const receiptsPathFor = (order: Pick<TOrderDetail, 'o_is_hpc'>) =>
  order.o_is_hpc ? HPC_ORDERS_PATH : ORDERS_PATH;
