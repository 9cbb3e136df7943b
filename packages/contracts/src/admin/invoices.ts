// The console's Invoices area (finance staff, API /api/admin/invoices): find invoices; create one
// for a member or a team with lines, a due date and a discount; bill a division's game fees for a
// round or the season in one go; record payments made outside the portal (cash, transfer,
// cheque); void an invoice, crediting what is still owing with a credit note. Owing is the member
// side's rule: the amount less what payments received (less their refunds, plus discounts).
import { z } from 'zod/mini';
import { id, isoDate, whole } from './fields.js';

export const INVOICE_STATUSES = ['owing', 'overdue', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** GET /api/admin/invoices: every part may be left out. */
export const ZInvoiceSearchQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.enum(INVOICE_STATUSES)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type TInvoiceSearchQuery = z.infer<typeof ZInvoiceSearchQuery>;

export const ZAdminInvoiceRow = z.object({
  id: z.number(),
  billed_to: z.string(),
  kind: z.enum(['member', 'team']),
  member_id: z.nullable(z.number()),
  team_id: z.nullable(z.number()),
  due_date: z.string().check(z.describe('YYYY-MM-DD')),
  amount_cents: z.number(),
  owing_cents: z.number(),
  status: z.enum(INVOICE_STATUSES),
});
export type TAdminInvoiceRow = z.infer<typeof ZAdminInvoiceRow>;

export const ZInvoiceSearchPage = z.object({
  data: z.object({
    invoices: z.array(ZAdminInvoiceRow),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
    members_capped: z.boolean().check(z.describe('the words matched more than 1,000 members: add words')),
  }),
});
export type TInvoiceSearchPage = z.infer<typeof ZInvoiceSearchPage>['data'];

export const ZAdminInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price_cents: z.number(),
  payout_cents: z.number(),
  total_cents: z.number(),
});

export const ZAdminInvoicePayment = z.object({
  id: z.number(),
  order_id: z.number(),
  created_at_formatted: z.string(),
  method: z.string(),
  amount_cents: z.number(),
  refunded_cents: z.number(),
  status: z.string(),
  description: z.nullable(z.string()),
  payer: z.string(),
});

export const ZAdminInvoice = z.extend(ZAdminInvoiceRow, {
  created_at_formatted: z.string(),
  discount_cents: z.number(),
  gst_cents: z.number().check(z.describe('GST included in the amount')),
  lines: z.array(ZAdminInvoiceLine),
  payments: z.array(ZAdminInvoicePayment),
  voided_at_formatted: z.nullable(z.string()),
  void_reason: z.nullable(z.string()),
  /** The credit note's number (CN-<invoice id>) and what it credited, once voided. */
  credit_note: z.nullable(z.object({ number: z.string(), amount_cents: z.number() })),
});
export type TAdminInvoice = z.infer<typeof ZAdminInvoice>;
export const ZAdminInvoiceResponse = z.object({ data: ZAdminInvoice });

const cents = (min: number) => whole(min, 100_000_000);
const description = z.string().check(z.trim(), z.minLength(1, 'Describe the line'), z.maxLength(200));

export const ZInvoiceLineInput = z.object({
  description,
  quantity: whole(1, 10_000),
  unit_price_cents: cents(0),
  /** The part passed on (to referees, say); at most the line's total. */
  payout_cents: z._default(cents(0), 0),
});
export type TInvoiceLineInput = z.infer<typeof ZInvoiceLineInput>;

/** POST /api/admin/invoices: billed to a member or a team (exactly one). Amount = lines - discount. */
export const ZInvoiceCreate = z
  .object({
    member_id: z.optional(z.nullable(id)),
    team_id: z.optional(z.nullable(id)),
    due_date: isoDate,
    discount_cents: z._default(cents(0), 0),
    lines: z.array(ZInvoiceLineInput).check(z.minLength(1, 'Add a line'), z.maxLength(50)),
  })
  .check(
    z.refine((b) => ((b.member_id ?? null) === null) !== ((b.team_id ?? null) === null), {
      message: 'Bill a member or a team',
      path: ['member_id'],
    }),
    z.refine((b) => b.lines.every((l) => l.payout_cents <= l.quantity * l.unit_price_cents), {
      message: 'A payout cannot be more than its line',
      path: ['lines'],
    }),
    z.refine(
      (b) =>
        b.lines.length === 0 ||
        b.lines.reduce((sum, l) => sum + l.quantity * l.unit_price_cents, 0) > b.discount_cents,
      {
        message: 'The discount must leave something to pay',
        path: ['discount_cents'],
      },
    ),
  );
export type TInvoiceCreate = z.infer<typeof ZInvoiceCreate>;

/**
 * POST /api/admin/invoices/game-fees: one invoice per team of the division with a game in the
 * round (or in the season when `round` is null), a line of the team's games at the fee. A team
 * already billed for the same round (or season) is skipped, so running it twice bills once.
 */
export const ZGameFeesRequest = z.object({
  division_id: id,
  round: z.nullable(whole(1, 200)),
  fee_cents: cents(1),
  due_date: isoDate,
});
export type TGameFeesRequest = z.infer<typeof ZGameFeesRequest>;

export const ZGameFeesResult = z.object({
  data: z.object({
    created: z.array(
      z.object({ invoice_id: z.number(), team: z.string(), games: z.number(), amount_cents: z.number() }),
    ),
    skipped: z.array(z.object({ team: z.string(), reason: z.string() })),
  }),
});
export type TGameFeesResult = z.infer<typeof ZGameFeesResult>['data'];

export const OFFLINE_METHODS = ['cash', 'eft', 'cheque'] as const;

/** POST /api/admin/invoices/{id}/payments: money received outside the portal, at most what is owing. */
export const ZOfflinePayment = z.object({
  method: z.enum(OFFLINE_METHODS),
  amount_cents: cents(1),
  /** The receipt or bank reference, the cheque number. */
  reference: z.string().check(z.trim(), z.minLength(1, 'Give a reference'), z.maxLength(100)),
});
export type TOfflinePayment = z.infer<typeof ZOfflinePayment>;

/** POST /api/admin/invoices/{id}/void: what is still owing is credited (credit note CN-<id>). */
export const ZInvoiceVoid = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'Give a reason'), z.maxLength(500)),
});
export type TInvoiceVoid = z.infer<typeof ZInvoiceVoid>;

/** GET /api/admin/invoices/billable?q=: members and teams matching the words (at most 20 each). */
export const ZBillableQuery = z.object({
  q: z.string().check(z.trim(), z.minLength(2, 'Type at least two letters'), z.maxLength(100)),
});
export const ZBillable = z.object({
  data: z.object({
    members: z.array(z.object({ id: z.number(), name: z.string(), email: z.nullable(z.string()) })),
    teams: z.array(z.object({ id: z.number(), name: z.string(), division: z.string(), season: z.string() })),
  }),
});
export type TBillable = z.infer<typeof ZBillable>['data'];
