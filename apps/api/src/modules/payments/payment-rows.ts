// Payment rows as the invoice, receipt and payments screens read them, and the court bookings
// an invoice or a receipt lists.
import type { TBookingRow, TPayment } from '@courtside/contracts';
import type { PaymentStatus, Prisma } from '../../generated/prisma/client.js';
import { toDollars } from '../../lib/money.js';
import { formatDateTime } from '../../lib/display.js';

export const paymentRowSelect = {
  id: true,
  createdAt: true,
  amountCents: true,
  discountCents: true,
  refundedCents: true,
  method: true,
  status: true,
  description: true,
  orderId: true,
  member: { select: { firstname: true, lastname: true } },
  order: { select: { origin: true, voucher: { select: { method: true, value: true } } } },
  refunds: {
    select: { id: true, createdAt: true, amountCents: true, reason: true },
    orderBy: { id: 'asc' },
  },
} satisfies Prisma.PaymentSelect;

export type PaymentRowData = Prisma.PaymentGetPayload<{ select: typeof paymentRowSelect }>;

const STATUS_TEXT: Record<PaymentStatus, string> = {
  succeeded: 'Paid',
  refunded: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
};

export function toPaymentRow(p: PaymentRowData, timeZone: string): TPayment {
  const voucher = p.order.voucher;
  // The voucher's full face value, so a screen can say "$50.00 voucher, $45.00 used".
  const discountOrig = p.discountCents > 0 && voucher?.method === 'fixed' ? voucher.value : p.discountCents;
  return {
    p_id: p.id,
    pid: p.id,
    p_date: p.createdAt.toISOString(),
    p_date_formatted: formatDateTime(p.createdAt, timeZone),
    p_amount: toDollars(p.amountCents),
    p_discount: toDollars(p.discountCents),
    p_discount_orig: toDollars(discountOrig),
    p_refunded: toDollars(p.refundedCents),
    p_origin: p.order.origin,
    p_member: `${p.member.firstname} ${p.member.lastname}`,
    p_description: p.description ?? '',
    // Money given back of a payment kept in part: the member sees it was refunded in part.
    p_status: p.status === 'succeeded' && p.refundedCents > 0 ? 'Part refunded' : STATUS_TEXT[p.status],
    p_method: p.method,
    o_id: p.orderId,
    p_refunds: p.refunds.map((r) => ({
      r_id: r.id,
      r_date: r.createdAt.toISOString(),
      r_date_formatted: formatDateTime(r.createdAt, timeZone),
      r_amount: toDollars(r.amountCents),
      r_reason: r.reason,
    })),
  };
}

/** A booking an invoice bills or a receipt lists, shaped like Prisma's nested select. */
export interface BookingRowData {
  id: number;
  startsAt: Date;
  endsAt: Date;
  court: { name: string; venue: { name: string } };
  sport: { name: string };
  type: { name: string };
  option: { name: string } | null;
}

/** A court booking as an invoice or a receipt lists it. */
export function bookingRow(b: BookingRowData, timeZone: string): TBookingRow {
  return {
    b_id: b.id,
    b_from: b.startsAt.toISOString(),
    b_to: b.endsAt.toISOString(),
    b_from_formatted: formatDateTime(b.startsAt, timeZone),
    b_to_formatted: formatDateTime(b.endsAt, timeZone),
    b_venue: b.court.venue.name,
    b_sport: b.sport.name,
    b_space: b.court.name,
    b_type: b.type.name,
    b_option: b.option?.name ?? '',
  };
}
