// Money the treasurer received outside the portal (cash at the desk, a bank transfer, a cheque)
// for an invoice, recorded as the member side records every payment: a paid order of origin
// 'invoice' with one succeeded payment through the 'manual' gateway. The invoices area calls it
// inside its transaction, holding the invoice's row lock (so it cannot overpay).
import type { PaymentMethod } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import { orderTaxCents } from '../../lib/money.js';

export interface OfflinePayment {
  invoiceId: number;
  teamId: number | null;
  /** Who paid: the invoice's member, or a manager of its team. */
  memberId: number;
  amountCents: number;
  method: Extract<PaymentMethod, 'cash' | 'eft' | 'cheque'>;
  /** The receipt or bank reference, the cheque number. */
  reference: string;
  taxRate: number;
  now: Date;
}

/** Records the payment; answers its order's id. */
export async function recordOfflinePayment(tx: Tx, p: OfflinePayment): Promise<number> {
  const order = await tx.order.create({
    data: {
      memberId: p.memberId,
      origin: 'invoice',
      invoiceId: p.invoiceId,
      teamId: p.teamId,
      subtotalCents: p.amountCents,
      taxCents: orderTaxCents({ subtotalCents: p.amountCents, discountCents: 0 }, p.taxRate),
      totalCents: p.amountCents,
      paid: true,
      paidAt: p.now,
      lines: {
        create: [
          {
            name: `Invoice #${p.invoiceId} payment`,
            quantity: 1,
            unitPriceCents: p.amountCents,
            totalCents: p.amountCents,
          },
        ],
      },
    },
    select: { id: true },
  });
  await tx.payment.create({
    data: {
      orderId: order.id,
      invoiceId: p.invoiceId,
      memberId: p.memberId,
      amountCents: p.amountCents,
      method: p.method,
      gateway: 'manual',
      status: 'succeeded',
      description: `Invoice #${p.invoiceId}: ${p.reference}`,
    },
  });
  return order.id;
}
