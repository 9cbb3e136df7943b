import type { TAdminInvoice } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import { issuesByField } from '../../lib/form';
import { queryStringOf } from '../../lib/query-string';
import {
  apiQueryOf,
  gameFeesRequestOf,
  gameFeesText,
  invoiceCreateOf,
  invoiceErrorFields,
  invoiceTotals,
  newInvoiceForm,
  offlinePaymentOf,
  paramsOf,
  paymentFormOf,
  paymentFormSchema,
  paymentRecordedText,
  searchOf,
  voidedText,
  voidWillText,
  ZGameFeesForm,
  ZInvoiceForm,
  type GameFeesForm,
  type InvoiceForm,
  type PaymentForm,
} from './invoice-form';

const invoice = (extra: Partial<TAdminInvoice> = {}): TAdminInvoice => ({
  id: 42,
  billed_to: 'Ann Able',
  kind: 'member',
  member_id: 7,
  team_id: null,
  due_date: '2026-12-31',
  amount_cents: 11_000,
  owing_cents: 11_000,
  status: 'owing',
  created_at_formatted: '26/11/2026 9:00 am',
  discount_cents: 0,
  gst_cents: 1_000,
  lines: [],
  payments: [],
  voided_at_formatted: null,
  void_reason: null,
  credit_note: null,
  ...extra,
});

const ann = { kind: 'member', id: 7, name: 'Ann Able', detail: 'member 7' } as const;

const typed = (extra: Partial<InvoiceForm> = {}): InvoiceForm => ({
  ...newInvoiceForm(),
  billed: ann,
  due_date: '2026-12-31',
  lines: [
    { description: ' Uniform ', quantity: '2', unit_price: '45.50', payout: '' },
    { description: 'Referee fee', quantity: '1', unit_price: '30', payout: '30' },
  ],
  ...extra,
});

/** The form's messages by field, as the screen shows them. */
const problems = (form: InvoiceForm) => {
  const result = ZInvoiceForm.safeParse(form);
  return result.success ? {} : issuesByField(result.error);
};

describe('the invoice list address', () => {
  it('reads the words and a known status, and writes only what was asked for', () => {
    expect(searchOf(new URLSearchParams('q=%20able%20&status=overdue'))).toEqual({
      q: 'able',
      status: 'overdue',
    });
    expect(searchOf(new URLSearchParams('status=lost'))).toEqual({ q: '', status: '' });
    expect(paramsOf({ q: ' able ', status: 'paid' }).toString()).toBe('q=able&status=paid');
    expect(paramsOf({ q: '', status: '' }).toString()).toBe('');
  });

  it('asks the API for a page of the search', () => {
    expect(queryStringOf(apiQueryOf({ q: 'able', status: 'void' }, 2, 25))).toBe(
      'q=able&status=void&page=2&page_size=25',
    );
    expect(queryStringOf(apiQueryOf({ q: '', status: '' }, 0, 50))).toBe('page=0&page_size=50');
  });
});

describe('a new invoice', () => {
  it('totals the lines less the discount as typed, with the GST included', () => {
    expect(invoiceTotals(typed({ discount: '1.00' }), 0.1)).toEqual({
      linesCents: 12_100,
      discountCents: 100,
      totalCents: 12_000,
      // 120.00 / 11 = 10.909..., half up.
      gstCents: 1_091,
    });
    // What does not read as a number yet counts as nothing.
    const halfTyped = typed({ lines: [{ description: '', quantity: 'two', unit_price: '10', payout: '' }] });
    expect(invoiceTotals(halfTyped, 0.1).totalCents).toBe(0);
    expect(invoiceTotals(typed(), 0).gstCents).toBe(0);
  });

  it('sends whole cents, the one billed and trimmed descriptions', () => {
    expect(invoiceCreateOf(typed({ discount: '5' }))).toEqual({
      member_id: 7,
      due_date: '2026-12-31',
      discount_cents: 500,
      lines: [
        { description: 'Uniform', quantity: 2, unit_price_cents: 4_550, payout_cents: 0 },
        { description: 'Referee fee', quantity: 1, unit_price_cents: 3_000, payout_cents: 3_000 },
      ],
    });
    const team = { kind: 'team', id: 3, name: 'Hoop Dreams', detail: 'Div 1, Summer 2026' } as const;
    expect(invoiceCreateOf(typed({ billed: team }))).toMatchObject({ team_id: 3, discount_cents: 0 });
    expect(invoiceCreateOf(typed({ billed: team }))).not.toHaveProperty('member_id');
    expect(ZInvoiceForm.safeParse(typed()).success).toBe(true);
  });

  it('says what is missing under each field', () => {
    expect(
      problems({
        ...newInvoiceForm(),
        lines: [{ description: '', quantity: '0', unit_price: '', payout: 'x' }],
      }),
    ).toEqual({
      billed: 'Choose the member or team to bill.',
      due_date: 'Choose the due date.',
      'lines.0.description': 'Describe the line.',
      'lines.0.quantity': 'A whole number from 1 to 10000.',
      'lines.0.unit_price': 'Type dollars, such as 25 or 25.50 (at most 1000000).',
      'lines.0.payout': 'Type dollars, such as 25 or 25.50 (at most 1000000).',
    });
    expect(problems(typed({ due_date: INVALID_DATE }))).toEqual({ due_date: 'Type the date as dd/mm/yyyy.' });
    expect(problems(typed({ lines: [] }))).toEqual({ lines: 'Add a line.' });
  });

  it('keeps payouts within their line and the discount below the lines', () => {
    const line = { description: 'Referee fee', quantity: '2', unit_price: '30', payout: '60.01' };
    expect(problems(typed({ lines: [line] }))).toEqual({
      'lines.0.payout': 'A payout cannot be more than its line.',
    });
    // A line whose total cannot be told yet says only what is wrong with it.
    expect(problems(typed({ lines: [{ ...line, quantity: 'two' }] }))).toEqual({
      'lines.0.quantity': 'A whole number from 1 to 10000.',
    });
    expect(problems(typed({ discount: '121' }))).toEqual({
      discount: 'The discount must leave something to pay.',
    });
    expect(problems(typed({ discount: '120.99' }))).toEqual({});
    const free = { description: 'Welcome pack', quantity: '1', unit_price: '0', payout: '' };
    expect(problems(typed({ lines: [free] }))).toEqual({ lines: 'The lines must come to more than $0.00.' });
  });

  it("puts the API's field errors under the fields that hold them", () => {
    const { fields, rename } = invoiceErrorFields(2);
    expect(fields).toContain('lines.1.payout');
    expect(rename).toMatchObject({
      member_id: 'billed',
      team_id: 'billed',
      discount_cents: 'discount',
      'lines.1.unit_price_cents': 'lines.1.unit_price',
      'lines.0.payout_cents': 'lines.0.payout',
    });
  });
});

describe('billing game fees', () => {
  const form: GameFeesForm = {
    season: '1',
    division: '12',
    scope: 'round',
    round: '3',
    fee: '15.50',
    due_date: '2027-01-15',
  };

  it('bills one round, or the whole season, at the fee in cents', () => {
    expect(gameFeesRequestOf(form)).toEqual({
      division_id: 12,
      round: 3,
      fee_cents: 1_550,
      due_date: '2027-01-15',
    });
    expect(gameFeesRequestOf({ ...form, scope: 'season', round: '' })).toMatchObject({ round: null });
    expect(ZGameFeesForm.safeParse({ ...form, scope: 'season', round: '' }).success).toBe(true);
  });

  it('needs a division, a round number for one round and a fee', () => {
    const result = ZGameFeesForm.safeParse({ ...form, division: '', round: '0', fee: '0', due_date: '' });
    expect(result.success ? {} : issuesByField(result.error)).toEqual({
      division: 'Choose the division.',
      round: 'A round number from 1 to 200.',
      fee: 'Type the fee per game in dollars, such as 25 or 25.50.',
      due_date: 'Choose the due date.',
    });
  });

  it('says what was created and skipped', () => {
    expect(
      gameFeesText({
        created: [
          { invoice_id: 1, team: 'A', games: 2, amount_cents: 3_000 },
          { invoice_id: 2, team: 'B', games: 1, amount_cents: 1_500 },
        ],
        skipped: [{ team: 'C', reason: 'Already billed for round 3' }],
      }),
    ).toBe('2 invoices created ($45.00 in all); 1 team skipped.');
    expect(gameFeesText({ created: [], skipped: [] })).toBe('No invoice created.');
  });
});

describe('a payment received outside the portal', () => {
  it('opens with what is owing and sends cents with a trimmed reference', () => {
    const form: PaymentForm = { ...paymentFormOf(invoice({ owing_cents: 5_050 })), method: 'cheque' };
    expect(form.amount).toBe('50.50');
    expect(offlinePaymentOf({ ...form, reference: ' 000123 ' })).toEqual({
      method: 'cheque',
      amount_cents: 5_050,
      reference: '000123',
    });
  });

  it('takes at most what is owing, and needs a method and a reference', () => {
    const result = paymentFormSchema(5_050).safeParse({ method: '', amount: '50.51', reference: ' ' });
    expect(result.success ? {} : issuesByField(result.error)).toEqual({
      method: 'Choose how it was paid.',
      amount: 'At most what is owing, $50.50.',
      reference: 'Give the receipt or bank reference, or the cheque number.',
    });
    expect(paymentFormSchema(5_050).safeParse({ method: 'eft', amount: '20', reference: 'X1' }).success).toBe(
      true,
    );
  });

  it('says what was recorded and what is still owing', () => {
    const payment = { method: 'eft', amount_cents: 2_000, reference: 'X1' } as const;
    expect(paymentRecordedText(payment, invoice({ owing_cents: 3_050 }))).toBe(
      '$20.00 (EFT) recorded on invoice #42. $30.50 is still owing.',
    );
    expect(paymentRecordedText(payment, invoice({ owing_cents: 0 }))).toBe(
      '$20.00 (EFT) recorded on invoice #42. Nothing is owing now.',
    );
  });
});

describe('voiding an invoice', () => {
  it('says what is credited and that the credit note is kept', () => {
    expect(voidWillText(invoice({ owing_cents: 6_000 }))).toBe(
      'The $60.00 still owing is credited by credit note CN-42, which is kept with the invoice. A void cannot be undone.',
    );
    const payment = {
      id: 9,
      order_id: 31,
      created_at_formatted: '27/11/2026 10:00 am',
      method: 'cash',
      amount_cents: 11_000,
      refunded_cents: 0,
      status: 'succeeded',
      description: 'Receipt 17',
      payer: 'Ann Able',
    };
    expect(voidWillText(invoice({ owing_cents: 0, payments: [payment] }))).toBe(
      'Nothing is owing, so nothing is credited; credit note CN-42 is kept with the invoice. Payments already received stay received: refund them from their order pages. A void cannot be undone.',
    );
    expect(voidedText(invoice({ credit_note: { number: 'CN-42', amount_cents: 6_000 } }))).toBe(
      'Invoice #42 is void. Credit note CN-42 credits $60.00.',
    );
  });
});
