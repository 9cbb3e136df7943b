// The Invoices area's pure rules, tested without a browser: the list's address (the words and
// the status live in the query string, so a search can be linked to), the forms as typed (money
// in dollars) and the bodies the API takes (whole cents), the total and GST shown while an
// invoice is typed, and the sentences saying what a payment, a void or billing game fees does.
// Each form checks in its own words first (each message under its field), then with the contract.
import { formatDollars, orderTaxCents } from '@courtside/contracts';
import {
  INVOICE_STATUSES,
  OFFLINE_METHODS,
  ZGameFeesRequest,
  ZInvoiceCreate,
  ZOfflinePayment,
  type TAdminInvoice,
  type TAdminInvoiceRow,
  type TGameFeesRequest,
  type TGameFeesResult,
  type TInvoiceCreate,
  type TInvoiceSearchQuery,
  type TInvoiceStatus,
  type TOfflinePayment,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import type { SelectOption } from '../../components/form/FormSelect';
import type { BillableChoice } from '../../components/console/billable-field';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';
import { paymentMethodText } from '../../domains/payment/payment-rows';
import { dateText } from '../../components/console/periods';
import { formValues, issuesOf } from '../../components/console/form-schema';

// ---- The list's address ---------------------------------------------------------------------

export interface InvoiceSearch {
  q: string;
  status: TInvoiceStatus | '';
}

const isStatus = (value: string | null): value is TInvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value ?? '');

/** The search of the address; anything unknown is left out. */
export function searchOf(params: URLSearchParams): InvoiceSearch {
  const status = params.get('status');
  return { q: (params.get('q') ?? '').trim().slice(0, 100), status: isStatus(status) ? status : '' };
}

/** The address for a search, empty parts left out. */
export function paramsOf(search: InvoiceSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.status) params.set('status', search.status);
  return params;
}

/** The API's query for a search and a page. */
export const apiQueryOf = (search: InvoiceSearch, page: number, pageSize: number): TInvoiceSearchQuery => ({
  ...(search.q && { q: search.q }),
  ...(search.status && { status: search.status }),
  page,
  page_size: pageSize,
});

/** The search form's checks. */
export const ZInvoiceSearchForm = z.object({
  q: z.string().check(z.maxLength(100, 'At most 100 characters')),
  status: z.enum(['', ...INVOICE_STATUSES]),
});

export const STATUS_TEXT: Record<TInvoiceStatus, string> = {
  owing: 'Owing',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

export const STATUS_COLOR: Record<TInvoiceStatus, 'warning' | 'error' | 'success' | 'default'> = {
  owing: 'warning',
  overdue: 'error',
  paid: 'success',
  void: 'default',
};

export const KIND_TEXT: Record<TAdminInvoiceRow['kind'], string> = { member: 'Member', team: 'Team' };

export const invoicePath = (id: number) => `/admin/invoices/${id}`;

// ---- Money as typed -------------------------------------------------------------------------

/** The most any amount may be (the contract's limit): $1,000,000. */
const MAX_CENTS = 100_000_000;
const MONEY_MESSAGE = 'Type dollars, such as 25 or 25.50 (at most 1000000).';

/** Dollars typed as cents, `blank` when nothing is typed; null when it is not dollars. */
const centsTyped = (text: string, blank: number | null = null) =>
  text.trim() === '' ? blank : centsOfDollars(text);

/** Whether text is dollars within the contract's limit (blank allowed when `blank` is given). */
const moneyOk = (text: string, blank: number | null = null) => {
  const cents = centsTyped(text, blank);
  return cents !== null && cents <= MAX_CENTS;
};

const wholeTyped = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : null);

/** The message of a date field's first problem (nothing chosen, half typed), if any. */
const dateProblem = (text: string, empty: string) =>
  dateText(empty).safeParse(text).error?.issues[0]?.message;

// ---- A new invoice --------------------------------------------------------------------------

export interface InvoiceLineForm {
  description: string;
  quantity: string;
  /** Dollars. */
  unit_price: string;
  /** Dollars; empty is none. */
  payout: string;
}

/** The new invoice form as typed. */
export interface InvoiceForm {
  billed: BillableChoice | null;
  due_date: string;
  /** Dollars; empty is none. */
  discount: string;
  lines: InvoiceLineForm[];
}

/** The most lines an invoice holds (the contract's limit). */
export const MAX_LINES = 50;

export const NEW_LINE: InvoiceLineForm = { description: '', quantity: '1', unit_price: '', payout: '' };

export const newInvoiceForm = (): InvoiceForm => ({
  billed: null,
  due_date: '',
  discount: '',
  lines: [{ ...NEW_LINE }],
});

/** Whether a line's quantity and unit price read as numbers (its total can be told). */
const lineReads = (line: Pick<InvoiceLineForm, 'quantity' | 'unit_price'>) =>
  wholeTyped(line.quantity) !== null && moneyOk(line.unit_price);

/** A line's total as typed so far (what is not a number yet counts as nothing). */
export const lineTotalCents = (line: Pick<InvoiceLineForm, 'quantity' | 'unit_price'>) =>
  (wholeTyped(line.quantity) ?? 0) * (centsOfDollars(line.unit_price) ?? 0);

export interface InvoiceTotals {
  linesCents: number;
  discountCents: number;
  /** Lines less the discount: the invoice's amount. */
  totalCents: number;
  /** The GST included in the total, at the association's rate. */
  gstCents: number;
}

/** The totals shown while the invoice is typed. */
export function invoiceTotals(form: Pick<InvoiceForm, 'lines' | 'discount'>, taxRate: number): InvoiceTotals {
  const linesCents = form.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const discountCents = centsTyped(form.discount, 0) ?? 0;
  return {
    linesCents,
    discountCents,
    totalCents: linesCents - discountCents,
    gstCents: orderTaxCents({ subtotalCents: linesCents, discountCents }, taxRate),
  };
}

/** The body of POST /api/admin/invoices. */
export function invoiceCreateOf(form: InvoiceForm): TInvoiceCreate {
  return {
    ...(form.billed?.kind === 'member' && { member_id: form.billed.id }),
    ...(form.billed?.kind === 'team' && { team_id: form.billed.id }),
    due_date: form.due_date,
    discount_cents: centsTyped(form.discount, 0) ?? 0,
    lines: form.lines.map((line) => ({
      description: line.description.trim(),
      quantity: wholeTyped(line.quantity) ?? 0,
      unit_price_cents: centsOfDollars(line.unit_price) ?? 0,
      payout_cents: centsTyped(line.payout, 0) ?? 0,
    })),
  };
}

/** The new invoice's rules in the form's words, each under its field, then the contract's. */
export const ZInvoiceForm = z.pipe(
  z.pipe(
    formValues<InvoiceForm>().check(
      z.superRefine((form, ctx) => {
        const issue = issuesOf(ctx);
        if (!form.billed) issue('billed', 'Choose the member or team to bill.');
        const due = dateProblem(form.due_date, 'Choose the due date.');
        if (due) issue('due_date', due);
        if (!moneyOk(form.discount, 0)) issue('discount', MONEY_MESSAGE);
        if (form.lines.length === 0) issue('lines', 'Add a line.');
        form.lines.forEach((line, i) => {
          const at = (field: string) => `lines.${i}.${field}`;
          const description = line.description.trim();
          if (!description) issue(at('description'), 'Describe the line.');
          else if (description.length > 200) issue(at('description'), 'At most 200 characters.');
          const quantity = wholeTyped(line.quantity);
          if (quantity === null || quantity < 1 || quantity > 10_000)
            issue(at('quantity'), 'A whole number from 1 to 10000.');
          if (!moneyOk(line.unit_price)) issue(at('unit_price'), MONEY_MESSAGE);
          if (!moneyOk(line.payout, 0)) issue(at('payout'), MONEY_MESSAGE);
          else if (lineReads(line) && (centsTyped(line.payout, 0) ?? 0) > lineTotalCents(line))
            issue(at('payout'), 'A payout cannot be more than its line.');
        });
        // The amount (lines less the discount) must be more than nothing, once every amount reads.
        const { linesCents, discountCents } = invoiceTotals(form, 0);
        const amountsRead = form.lines.length > 0 && form.lines.every(lineReads) && moneyOk(form.discount, 0);
        if (amountsRead && discountCents >= linesCents) {
          if (discountCents > 0) issue('discount', 'The discount must leave something to pay.');
          else issue('lines', 'The lines must come to more than $0.00.');
        }
      }),
    ),
    z.transform((form): z.input<typeof ZInvoiceCreate> => invoiceCreateOf(form)),
  ),
  ZInvoiceCreate,
);

/** The form's fields for the API's field errors, and the API's names of those it names differently. */
export function invoiceErrorFields(lineCount: number): { fields: string[]; rename: Record<string, string> } {
  const lines = Array.from({ length: lineCount }, (_, i) => `lines.${i}`);
  return {
    fields: [
      'billed',
      'due_date',
      'discount',
      ...lines.flatMap((line) =>
        ['description', 'quantity', 'unit_price', 'payout'].map((f) => `${line}.${f}`),
      ),
    ],
    rename: {
      member_id: 'billed',
      team_id: 'billed',
      discount_cents: 'discount',
      ...Object.fromEntries(
        lines.flatMap((line) => [
          [`${line}.unit_price_cents`, `${line}.unit_price`],
          [`${line}.payout_cents`, `${line}.payout`],
        ]),
      ),
    },
  };
}

// ---- Game fees ------------------------------------------------------------------------------

/** Billing a division's game fees as typed: for one round or the whole season. */
export interface GameFeesForm {
  season: string;
  division: string;
  scope: 'round' | 'season';
  round: string;
  /** Dollars per game. */
  fee: string;
  due_date: string;
}

export const gameFeesFormOf = (seasonId: number | undefined): GameFeesForm => ({
  season: seasonId === undefined ? '' : String(seasonId),
  division: '',
  scope: 'round',
  round: '',
  fee: '',
  due_date: '',
});

/** The body of POST /api/admin/invoices/game-fees. */
export const gameFeesRequestOf = (form: GameFeesForm): TGameFeesRequest => ({
  division_id: Number(form.division),
  round: form.scope === 'season' ? null : (wholeTyped(form.round) ?? 0),
  fee_cents: centsOfDollars(form.fee) ?? 0,
  due_date: form.due_date,
});

export const ZGameFeesForm = z.pipe(
  z.pipe(
    formValues<GameFeesForm>().check(
      z.superRefine((form, ctx) => {
        const issue = issuesOf(ctx);
        if (!form.division) issue('division', 'Choose the division.');
        const round = wholeTyped(form.round);
        if (form.scope === 'round' && (round === null || round < 1 || round > 200))
          issue('round', 'A round number from 1 to 200.');
        if (!moneyOk(form.fee) || centsOfDollars(form.fee) === 0)
          issue('fee', 'Type the fee per game in dollars, such as 25 or 25.50.');
        const due = dateProblem(form.due_date, 'Choose the due date.');
        if (due) issue('due_date', due);
      }),
    ),
    z.transform((form): z.input<typeof ZGameFeesRequest> => gameFeesRequestOf(form)),
  ),
  ZGameFeesRequest,
);

export const GAME_FEES_FIELDS = ['division', 'round', 'fee', 'due_date'];
export const GAME_FEES_RENAME = { division_id: 'division', fee_cents: 'fee' };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What billing the game fees did: '3 invoices created ($450.00 in all); 1 team skipped.' */
export function gameFeesText(result: TGameFeesResult): string {
  const total = result.created.reduce((sum, c) => sum + c.amount_cents, 0);
  const created =
    result.created.length === 0
      ? 'No invoice created'
      : `${count(result.created.length, 'invoice', 'invoices')} created (${formatDollars(total)} in all)`;
  const skipped =
    result.skipped.length > 0 ? `; ${count(result.skipped.length, 'team', 'teams')} skipped` : '';
  return `${created}${skipped}.`;
}

// ---- A payment received outside the portal ----------------------------------------------------

export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

export const OFFLINE_METHOD_OPTIONS: SelectOption[] = OFFLINE_METHODS.map((m) => ({
  value: m,
  text: paymentMethodText(m),
}));

export interface PaymentForm {
  method: OfflineMethod | '';
  /** Dollars. */
  amount: string;
  reference: string;
}

/** The form opens with what is owing as the amount; the method is chosen each time. */
export const paymentFormOf = (invoice: Pick<TAdminInvoice, 'owing_cents'>): PaymentForm => ({
  method: '',
  amount: dollarsOfCents(invoice.owing_cents),
  reference: '',
});

/** The body of POST /api/admin/invoices/:id/payments. */
export const offlinePaymentOf = (form: PaymentForm): TOfflinePayment => ({
  method: form.method as OfflineMethod,
  amount_cents: centsOfDollars(form.amount) ?? 0,
  reference: form.reference.trim(),
});

/** A payment is at most what is owing (the API refuses an overpayment too). */
export const paymentFormSchema = (owingCents: number) =>
  z.pipe(
    z.pipe(
      formValues<PaymentForm>().check(
        z.superRefine((form, ctx) => {
          const issue = issuesOf(ctx);
          if (!form.method) issue('method', 'Choose how it was paid.');
          const cents = centsOfDollars(form.amount);
          if (cents === null || cents === 0)
            issue('amount', 'Type the amount in dollars, such as 25 or 25.50.');
          else if (cents > owingCents)
            issue('amount', `At most what is owing, ${formatDollars(owingCents)}.`);
          if (!form.reference.trim())
            issue('reference', 'Give the receipt or bank reference, or the cheque number.');
        }),
      ),
      z.transform((form): z.input<typeof ZOfflinePayment> => offlinePaymentOf(form)),
    ),
    ZOfflinePayment,
  );

export const PAYMENT_FIELDS = ['method', 'amount', 'reference'];
export const PAYMENT_RENAME = { amount_cents: 'amount' };

/** What recording the payment did, with what is still owing. */
export function paymentRecordedText(payment: TOfflinePayment, invoice: TAdminInvoice): string {
  const recorded = `${formatDollars(payment.amount_cents)} (${paymentMethodText(payment.method)}) recorded on invoice #${invoice.id}.`;
  return invoice.owing_cents > 0
    ? `${recorded} ${formatDollars(invoice.owing_cents)} is still owing.`
    : `${recorded} Nothing is owing now.`;
}

// ---- Voiding --------------------------------------------------------------------------------

/** The credit note a void keeps (the API's numbering). */
export const creditNoteNumber = (invoiceId: number) => `CN-${invoiceId}`;

/** What voiding will do, said before it is done. */
export function voidWillText(invoice: Pick<TAdminInvoice, 'id' | 'owing_cents' | 'payments'>): string {
  const note = creditNoteNumber(invoice.id);
  const credit =
    invoice.owing_cents > 0
      ? `The ${formatDollars(invoice.owing_cents)} still owing is credited by credit note ${note}, which is kept with the invoice.`
      : `Nothing is owing, so nothing is credited; credit note ${note} is kept with the invoice.`;
  const paid =
    invoice.payments.length > 0
      ? ' Payments already received stay received: refund them from their order pages.'
      : '';
  return `${credit}${paid} A void cannot be undone.`;
}

/** What voiding did. */
export function voidedText(invoice: Pick<TAdminInvoice, 'id' | 'credit_note'>): string {
  const note = invoice.credit_note;
  return note
    ? `Invoice #${invoice.id} is void. Credit note ${note.number} credits ${formatDollars(note.amount_cents)}.`
    : `Invoice #${invoice.id} is void.`;
}
