import type { TPayment } from '@courtside/contracts';

/** How a payment was made, in words (p_method of payment rows). */
const METHOD_TEXT: Record<string, string> = {
  card: 'Card',
  cash: 'Cash',
  eft: 'EFT',
  voucher: 'Voucher',
  no_charge: 'No charge',
  cheque: 'Cheque',
};

export const paymentMethodText = (method: string): string =>
  METHOD_TEXT[method] ?? method.charAt(0).toUpperCase() + method.slice(1).replace(/_/g, ' ');

/** A payment, then a row for the voucher discount it carried (payments table with an extra row for a discount). */
export interface PaymentLine {
  key: string;
  payment: TPayment;
  discount: boolean;
}

export const paymentLines = (payments: readonly TPayment[]): PaymentLine[] =>
  payments.flatMap((p) => [
    { key: `p${p.p_id}`, payment: p, discount: false },
    ...(p.p_discount > 0 ? [{ key: `d${p.p_id}`, payment: p, discount: true }] : []),
  ]);

/** The amount a row shows: the discount on its row, else what was received less any refund. */
export const paymentLineAmount = (line: PaymentLine): number =>
  line.discount ? line.payment.p_discount : line.payment.p_amount - line.payment.p_refunded;
