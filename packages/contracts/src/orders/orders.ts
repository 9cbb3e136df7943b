import { z } from 'zod/mini';
import { ZBookingRow, ZPayment } from '../payments/payments.js';

export const ORDER_ORIGINS = [
  'store',
  'membership',
  'invoice',
  'nomination',
  'booking',
  'hpc_plan',
  'hpc_subscription',
] as const;

/** A row of the Receipts list (#, Date, Description, Status, Amount). */
export const ZOrderSummary = z.object({
  o_id: z.int(),
  o_date: z.string().check(z.describe('ISO instant')),
  o_date_formatted: z.string().check(z.describe('DD/MM/YYYY h:mm a')),
  o_description: z.string(),
  o_status: z.enum(['Paid', 'Pending', 'Failed']),
  o_paid: z.boolean(),
  o_total: z.number(),
  o_origin: z.enum(ORDER_ORIGINS),
  o_is_hpc: z.boolean(),
  o_invoice: z.boolean(),
  o_invoice_id: z.nullable(z.int()),
  o_receipt_id: z.nullable(z.int()).check(z.describe('first payment id (Receipt #...)')),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;
export const ZOrdersResponse = z.object({
  data: z.object({ orders: z.array(ZOrderSummary), orders_count: z.int() }),
});

export const ORDER_FILTERS = ['', 'hpc', ...ORDER_ORIGINS] as const;
export const ZOrderQuery = z.object({
  orig: z
    .optional(z.enum(ORDER_FILTERS))
    .check(
      z.describe('hpc: only high performance centre orders; an origin (store, membership, ...) only those'),
    ),
});

export const ZOrderProduct = z.object({
  pid: z.nullable(z.int()),
  opr_name: z.string(),
  opr_quantity: z.int(),
  opr_price: z.number(),
  opr_total: z.number(),
  opr_donation: z.boolean(),
  attendees: z.array(z.object({ a_id: z.int(), firstname: z.string(), lastname: z.string() })),
});

/** GET /api/ecommerce/order/{id} -> { data }. */
export const ZOrderDetail = z.object({
  o_id: z.int(),
  o_paid: z.boolean(),
  o_date: z.string(),
  o_date_formatted: z.string(),
  o_origin: z.enum(ORDER_ORIGINS),
  o_description: z.string(),
  o_is_hpc: z.boolean(),
  o_invoice: z.boolean(),
  o_invoice_id: z.nullable(z.int()),
  o_booking: z.boolean(),
  o_member: z.string().check(z.describe('full name of the buyer')),
  o_subtotal: z.number(),
  o_tax: z.number(),
  o_discount: z.number(),
  o_donation: z.number(),
  o_total: z.number(),
  o_receipt_id: z.nullable(z.int()),
  o_products: z.array(ZOrderProduct),
  o_payments: z.array(ZPayment),
  o_bookings: z.array(ZBookingRow),
  o_notes: z
    .array(z.string())
    .check(z.describe("what the payment gave besides the items, e.g. a membership's new expiry date")),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;
export const ZOrderDetailResponse = z.object({ data: ZOrderDetail });

export const ZPaymentsResponse = z.object({
  data: z.object({ payments: z.array(ZPayment), payments_count: z.int() }),
});
