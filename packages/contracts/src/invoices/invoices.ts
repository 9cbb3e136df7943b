import { z } from 'zod/mini';
import { preprocess } from '../common/fields.js';
import {
  ZBookingRow,
  ZCardData,
  ZCouponCart,
  ZDonationCart,
  ZIdempotencyKey,
  ZPayment,
  ZPaymentOutcome,
} from '../payments/payments.js';

export const ZInvoiceProduct = z.object({
  opr_name: z.string(),
  opr_quantity: z.int(),
  opr_price: z.number(),
  opr_total: z.number(),
  opr_payout: z.number(),
});

/** An invoice. Amounts in dollars; owing = amount - sum(payments - refunds + discounts). */
export const ZInvoice = z.object({
  inv_id: z.int(),
  inv_invoiceable: z.string().check(z.describe('member full name or team name')),
  inv_invoiceable_type: z.enum(['member', 'team']),
  inv_team_id: z.nullable(z.int()),
  inv_legacy_teams: z.nullable(z.string()).check(z.describe('shown instead of inv_invoiceable when present')),
  inv_due_date: z.string().check(z.describe('DD/MM/YYYY')),
  inv_date: z.string().check(z.describe('DD/MM/YYYY the invoice was issued, in the association time zone')),
  inv_amount: z.number(),
  inv_discount: z.number(),
  inv_tax: z.number().check(z.describe('GST included in inv_amount')),
  inv_paid: z.enum(['Yes', 'No']),
  inv_owing: z.number(),
  inv_payments: z.array(ZPayment),
  inv_products: z.array(ZInvoiceProduct),
  inv_booking: z.boolean(),
  inv_bookings: z.array(ZBookingRow),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoicesResponse = z.object({
  data: z.object({ invoices: z.array(ZInvoice), invoices_count: z.int() }),
});
/** GET /api/ecommerce/invoice/{id}: the invoice, and the association's bank account for paying it by EFT. */
export const ZInvoiceDetail = z.object({
  ...ZInvoice.shape,
  inv_eft: z
    .nullable(z.object({ account_name: z.string(), bsb: z.string(), account_number: z.string() }))
    .check(z.describe('null until the console has the account name, BSB and number')),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;
export const ZInvoiceResponse = z.object({ data: ZInvoiceDetail });

/** The amount the member chose to pay: [{p_name, p_price}] (p_price in dollars) or {amount}. */
export const ZInvoiceCart = preprocess(
  (v) => {
    const first: unknown = Array.isArray(v) ? v[0] : v;
    if (!first || typeof first !== 'object') return first;
    const o = first as Record<string, unknown>;
    return { amount: o.amount ?? o.p_price };
  },
  z.object({ amount: z.coerce.number() }, { error: 'The amount to pay is required' }),
);

/** POST /api/ecommerce/invoice/{invoice}/payment. */
export const ZInvoicePaymentRequest = z.object({
  cardData: z.nullish(ZCardData),
  couponCart: z.optional(ZCouponCart),
  donationCart: ZDonationCart,
  team: z
    .optional(z.union([z.coerce.number().check(z.int()), z.null()]))
    .check(z.describe('team id of a team invoice (informational)')),
  invoice: z
    .optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))
    .check(z.describe('must match the path when given')),
  invoiceCart: ZInvoiceCart,
  idempotencyKey: ZIdempotencyKey,
});
export type TInvoicePaymentRequest = z.infer<typeof ZInvoicePaymentRequest>;
export const ZInvoicePaymentResponse = ZPaymentOutcome;
