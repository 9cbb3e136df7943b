import type { TPayment, TPaymentRefund } from '@courtside/contracts';

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

/**
 * A payment, then a row for the voucher discount it carried (payments table with an extra row for
 * a discount), then a row for each refund of it.
 */
export interface PaymentLine {
  key: string;
  payment: TPayment;
  discount: boolean;
  /** Set on a refund's row. */
  refund: TPaymentRefund | null;
}

export const paymentLines = (payments: readonly TPayment[]): PaymentLine[] =>
  payments.flatMap((p) => [
    { key: `p${p.p_id}`, payment: p, discount: false, refund: null },
    ...(p.p_discount > 0 ? [{ key: `d${p.p_id}`, payment: p, discount: true, refund: null }] : []),
    ...p.p_refunds.map((r) => ({ key: `r${r.r_id}`, payment: p, discount: false, refund: r })),
  ]);

/** The amount a row shows: the discount on its row, a refund as given back, else what was received. */
export const paymentLineAmount = (line: PaymentLine): number =>
  line.discount ? line.payment.p_discount : line.refund ? -line.refund.r_amount : line.payment.p_amount;

/** The date a row shows: a refund's own date, else the payment's. */
export const paymentLineDate = (line: PaymentLine): string =>
  line.refund ? line.refund.r_date_formatted : line.payment.p_date_formatted;

/** What a row is, in words: the payment's method, the voucher discount, or a refund and its reason. */
export const paymentLineWhat = (line: PaymentLine): string =>
  line.discount
    ? 'Discount (voucher)'
    : line.refund
      ? `Refund: ${line.refund.r_reason}`
      : paymentMethodText(line.payment.p_method);
