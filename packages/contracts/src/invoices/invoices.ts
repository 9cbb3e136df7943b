import { z } from 'zod';
import { ZBookingRow, ZCardData, ZCouponCart, ZDonationCart, ZIdempotencyKey, ZPayment, ZPaymentOutcome } from '../payments/payments.js';

export const ZInvoiceProduct = z.object({
  opr_name: z.string(),
  opr_quantity: z.number().int(),
  opr_price: z.number(),
  opr_total: z.number(),
  opr_payout: z.number(),
});

/** An invoice (spec document 2 section 3). Amounts in dollars; owing = amount - sum(payments - refunds + discounts). */
export const ZInvoice = z.object({
  inv_id: z.number().int(),
  inv_invoiceable: z.string().describe('member full name or team name'),
  inv_invoiceable_type: z.enum(['member', 'team']),
  inv_team_id: z.number().int().nullable(),
  inv_legacy_teams: z.string().nullable().describe('shown instead of inv_invoiceable when present'),
  inv_due_date: z.string().describe('DD/MM/YYYY'),
  inv_amount: z.number(),
  inv_discount: z.number(),
  inv_tax: z.number().describe('GST included in inv_amount'),
  inv_paid: z.enum(['Yes', 'No']),
  inv_owing: z.number(),
  inv_payments: z.array(ZPayment),
  inv_products: z.array(ZInvoiceProduct),
  inv_booking: z.boolean(),
  inv_bookings: z.array(ZBookingRow),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoicesResponse = z.object({ data: z.object({ invoices: z.array(ZInvoice), invoices_count: z.number().int() }) });
export const ZInvoiceResponse = z.object({ data: ZInvoice });

/** The amount the member chose to pay: [{p_name, p_price}] (p_price in dollars) or {amount}. */
export const ZInvoiceCart = z.preprocess(
  (v) => {
    const first = Array.isArray(v) ? v[0] : v;
    if (!first || typeof first !== 'object') return first;
    const o = first as Record<string, unknown>;
    return { amount: o.amount ?? o.p_price };
  },
  z.object({ amount: z.coerce.number().finite() }, { error: 'The amount to pay is required' }),
);

/** POST /api/ecommerce/invoice/{invoice}/payment. */
export const ZInvoicePaymentRequest = z.object({
  cardData: ZCardData.nullish(),
  couponCart: ZCouponCart.optional(),
  donationCart: ZDonationCart,
  team: z.union([z.coerce.number().int(), z.null()]).optional().describe('team id of a team invoice (informational)'),
  invoice: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('must match the path when given'),
  invoiceCart: ZInvoiceCart,
  idempotencyKey: ZIdempotencyKey,
});
export type TInvoicePaymentRequest = z.infer<typeof ZInvoicePaymentRequest>;
export const ZInvoicePaymentResponse = ZPaymentOutcome;
