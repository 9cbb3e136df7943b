// Invoices of a member, and of the teams where the member is a manager or admin.
// Owing is the amount minus the sum of payments, with
// refunds counting negative and each payment's discount added.
import {
  MSG,
  PAY_MSG,
  type TInvoice,
  type TInvoiceDetail,
  type TInvoicePaymentRequest,
} from '@courtside/contracts';
import type {
  Invoice,
  InvoiceLine,
  Member,
  PaymentStatus,
  Prisma,
  Team,
} from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { formatDmy } from '../../lib/zoned-time.js';
import { notFound } from '../../lib/app-error.js';
import { taxIncludedCents, toCents, toDollars } from '../../lib/money.js';
import { memberNames, memberStanding } from '../people/index.js';
import { dmyOfDate } from '../../lib/display.js';
import {
  donationFromCart,
  bookingRow,
  paymentError,
  toPaymentRow,
  type BookingRowData,
  type PaymentRowData,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
  type PaymentOutcome,
  onOrderSettling,
  invoicePaymentRows,
  settlingOnInvoice,
  findUsableVoucher,
  onOwingReport,
  type InvoiceOwing,
} from '../payments/index.js';
import { bookingsOnInvoices, invoiceTeams } from './invoice-sources.js';
import { rows, sql, type SqlQuery } from '../../lib/sql.js';

/** Payments that count towards an invoice: money received (and later refunds of it). */
const COUNTED: PaymentStatus[] = ['succeeded', 'refunded'];
/** Payments that hold part of an invoice: received, and waiting for 3-D Secure. */
const HELD: PaymentStatus[] = [...COUNTED, 'pending'];
const MIN_PAYMENT_CENTS = 100;

export interface OwingPayment {
  amountCents: number;
  refundedCents: number;
  discountCents: number;
  status: PaymentStatus;
}

/** amount - sum(payment - refunded + discount) over received payments (`counted`: which statuses count). */
export function owingCents(
  amountCents: number,
  payments: OwingPayment[],
  counted: readonly PaymentStatus[] = COUNTED,
): number {
  const received = payments
    .filter((p) => counted.includes(p.status))
    .reduce((sum, p) => sum + p.amountCents - p.refundedCents + p.discountCents, 0);
  return amountCents - received;
}

/** Invoices the member may see: their own, and their teams' where they are a manager or admin. */
export const visibleTo = (memberId: number): Prisma.InvoiceWhereInput => ({
  OR: [{ memberId }, { team: { positions: { some: { memberId, role: { in: ['manager', 'admin'] } } } } }],
});

/** An invoice as loadInvoices reads it, in the schema's own field types. */
type InvoiceRow = Pick<
  Invoice,
  'id' | 'memberId' | 'teamId' | 'dueDate' | 'amountCents' | 'discountCents' | 'legacyTeams' | 'createdAt'
> & {
  teamName: string | null;
  lines: Array<Pick<InvoiceLine, 'description' | 'quantity' | 'unitPriceCents' | 'payoutCents'>>;
};

type InvoiceData = Omit<InvoiceRow, 'teamName'> & {
  member: Pick<Member, 'firstname' | 'lastname'> | null;
  team: Pick<Team, 'name'> | null;
  payments: Array<PaymentRowData & OwingPayment>;
  bookings: BookingRowData[];
};

/** SQL on "Invoice" i: the invoices the member sees (one with `invoiceId`), by the member's invoice teams. */
async function seenBy(deps: Deps, memberId: number, invoiceId: number | null = null): Promise<SqlQuery> {
  const teamIds = await invoiceTeams().teamIdsSeenBy(deps.db, memberId);
  return sql`(i."memberId" = ${memberId} OR i."teamId" = ANY(${teamIds}::int[]))
           AND (${invoiceId}::int IS NULL OR i.id = ${invoiceId}::int)`;
}

/**
 * The invoices `where` picks (SQL on "Invoice" i), latest due first, with their received payments
 * and billed bookings, in a fixed number of plain SQL statements however many there are (a
 * member's page: 6 with the sign-in check and seenBy; lib/sql.ts): the invoices with their lines
 * and team names, payments (from payments) and bookings (from booking) in one joined statement
 * each, and the members' names (from profile) in one more.
 */
export async function loadInvoices(deps: Deps, where: SqlQuery): Promise<InvoiceData[]> {
  const invoices = await rows<InvoiceRow>(
    deps.db,
    sql`SELECT i.id, i."memberId", i."teamId", i."dueDate", i."amountCents", i."discountCents", i."legacyTeams",
               i."createdAt", tn.name AS "teamName",
               COALESCE((SELECT json_agg(json_build_object('description', l.description, 'quantity', l.quantity,
                                           'unitPriceCents', l."unitPriceCents", 'payoutCents', l."payoutCents")
                                         ORDER BY l.id)
                           FROM "InvoiceLine" l WHERE l."invoiceId" = i.id), '[]') AS lines
          FROM "Invoice" i
          LEFT JOIN team_names tn ON tn.id = i."teamId"
         WHERE ${where}
         ORDER BY i."dueDate" DESC, i.id DESC`,
  );
  if (invoices.length === 0) return [];
  const ids = invoices.map((i) => i.id);
  const [payments, bookings] = await Promise.all([
    invoicePaymentRows(deps.db, ids, COUNTED),
    bookingsOnInvoices(deps.db, ids),
  ]);
  const names = await memberNames(deps.db, [
    ...new Set([
      ...invoices.flatMap((i) => (i.memberId === null ? [] : [i.memberId])),
      ...payments.map((p) => p.memberId),
    ]),
  ]);
  return invoices.map(({ teamName, ...inv }) => ({
    ...inv,
    member: inv.memberId === null ? null : (names.get(inv.memberId) ?? null),
    team: inv.teamId === null || teamName === null ? null : { name: teamName },
    payments: payments
      .filter((p) => p.invoiceId === inv.id)
      .map((p) => ({
        id: p.id,
        createdAt: p.createdAt,
        amountCents: p.amountCents,
        discountCents: p.discountCents,
        refundedCents: p.refundedCents,
        method: p.method,
        status: p.status,
        description: p.description,
        orderId: p.orderId,
        member: names.get(p.memberId) ?? { firstname: '', lastname: '' },
        order: {
          origin: p.origin,
          voucher: p.voucherMethod === null ? null : { method: p.voucherMethod, value: p.voucherValue ?? 0 },
        },
        refunds: p.refunds.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
      })),
    bookings: bookings
      .filter((b) => b.invoiceId === inv.id)
      .map((b) => ({
        id: b.id,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        court: { name: b.courtName, venue: { name: b.venueName } },
        sport: { name: b.sportName },
        type: { name: b.typeName },
        option: b.optionName === null ? null : { name: b.optionName },
      })),
  }));
}

function toInvoice(inv: InvoiceData, deps: Deps): TInvoice {
  const owing = owingCents(inv.amountCents, inv.payments);
  return {
    inv_id: inv.id,
    inv_invoiceable: inv.team
      ? inv.team.name
      : inv.member
        ? `${inv.member.firstname} ${inv.member.lastname}`
        : '',
    inv_invoiceable_type: inv.teamId ? 'team' : 'member',
    inv_team_id: inv.teamId,
    inv_legacy_teams: inv.legacyTeams,
    inv_due_date: dmyOfDate(inv.dueDate),
    inv_date: formatDmy(inv.createdAt, deps.settings.current().timeZone),
    inv_amount: toDollars(inv.amountCents),
    inv_discount: toDollars(inv.discountCents),
    inv_tax: toDollars(taxIncludedCents(inv.amountCents, deps.settings.current().taxRate)),
    inv_paid: owing <= 0 ? 'Yes' : 'No',
    inv_owing: toDollars(Math.max(owing, 0)),
    inv_payments: inv.payments.map((p) => toPaymentRow(p, deps.settings.current().timeZone)),
    inv_products: inv.lines.map((l) => ({
      opr_name: l.description,
      opr_quantity: l.quantity,
      opr_price: toDollars(l.unitPriceCents),
      opr_total: toDollars(l.quantity * l.unitPriceCents),
      opr_payout: toDollars(l.payoutCents),
    })),
    inv_booking: inv.bookings.length > 0,
    inv_bookings: inv.bookings.map((b) => bookingRow(b, deps.settings.current().timeZone)),
  };
}

export async function listInvoices(
  deps: Deps,
  memberId: number,
): Promise<{ invoices: TInvoice[]; invoices_count: number }> {
  const found = await loadInvoices(deps, await seenBy(deps, memberId));
  return { invoices: found.map((r) => toInvoice(r, deps)), invoices_count: found.length };
}

export async function getInvoice(deps: Deps, memberId: number, invoiceId: number): Promise<TInvoiceDetail> {
  const [row] = await loadInvoices(deps, await seenBy(deps, memberId, invoiceId));
  if (!row) throw notFound('Invoice');
  const { eftAccountName, eftBsb, eftAccountNumber } = deps.settings.current().tax;
  return {
    ...toInvoice(row, deps),
    inv_eft:
      eftAccountName && eftBsb && eftAccountNumber
        ? { account_name: eftAccountName, bsb: eftBsb, account_number: eftAccountNumber }
        : null,
  };
}

/**
 * The invoice under its row lock, so two part payments of one invoice cannot both fit: what is
 * owing, and what is still open to pay (owing less what payments waiting for 3-D Secure hold; a
 * pending payment holds its amount until it settles or fails). `except`: an order whose own
 * pending payment is being settled.
 */
export async function lockInvoice(
  tx: Prisma.TransactionClient,
  invoiceId: number,
  except: number | null = null,
): Promise<{ owingCents: number; openCents: number }> {
  await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${invoiceId} FOR UPDATE`;
  const inv = await tx.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    select: {
      amountCents: true,
      payments: {
        where: { status: { in: HELD } },
        select: { amountCents: true, refundedCents: true, discountCents: true, status: true, orderId: true },
      },
    },
  });
  const payments = inv.payments.filter((p) => except === null || p.orderId !== except);
  return {
    owingCents: owingCents(inv.amountCents, payments),
    openCents: openCents(inv.amountCents, payments),
  };
}

/** What is still open to pay, under the invoice's row lock (lockInvoice). */
export async function lockedOpenCents(
  tx: Prisma.TransactionClient,
  invoiceId: number,
  except: number | null = null,
): Promise<number> {
  return (await lockInvoice(tx, invoiceId, except)).openCents;
}

/** Owing less the amounts pending payments hold: what a new payment may take. */
export const openCents = (amountCents: number, payments: OwingPayment[]) =>
  owingCents(amountCents, payments, HELD);

// An invoice payment settled after waiting for 3-D Secure must not pay more than is still owing
// (a payment recorded meanwhile): refused, and the card payment is cancelled or refunded.
onOrderSettling('invoice', async (tx, order) => {
  const { invoiceId, settlingCents } = await settlingOnInvoice(tx, order.id);
  if (!invoiceId) return null;
  return settlingCents > (await lockedOpenCents(tx, invoiceId, order.id)) ? PAY_MSG.invoiceOverpaid : null;
});

/** POST /api/ecommerce/invoice/{invoice}/payment: pay all or part of what is owing. */
export async function payInvoice(
  deps: Deps,
  memberId: number,
  invoiceId: number,
  body: TInvoicePaymentRequest,
): Promise<PaymentOutcome> {
  if (body.invoice !== undefined && body.invoice !== invoiceId)
    throw paymentError('error_validation', PAY_MSG.invoiceInvalid, {
      invoice: ['The invoice does not match the page'],
    });
  const card = cardInputOf(body.cardData);
  const cart = [
    'invoice',
    invoiceId,
    body.invoiceCart.amount,
    body.couponCart?.voucherNumber ?? null,
    body.donationCart.map((d) => d.product_id),
  ];
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, cart, card);
  const fingerprint = fingerprintOf(cart);
  return payOnce(deps, { memberId, origin: 'invoice', invoiceId, idempotencyKey, fingerprint }, async () => {
    const profile = await memberStanding(deps, memberId);
    if (!profile.profile_complete) throw paymentError('error_auth', MSG.profileIncomplete);

    const invoice = await deps.db.invoice.findFirst({
      where: { AND: [{ id: invoiceId }, visibleTo(memberId)] },
      select: {
        id: true,
        teamId: true,
        amountCents: true,
        payments: {
          where: { status: { in: HELD } },
          select: { amountCents: true, refundedCents: true, discountCents: true, status: true },
        },
      },
    });
    if (!invoice) throw notFound('Invoice');
    if (owingCents(invoice.amountCents, invoice.payments) <= 0)
      throw paymentError('error_paid', PAY_MSG.invoicePaid);
    const owing = openCents(invoice.amountCents, invoice.payments);
    if (owing <= 0) throw paymentError('error_response', PAY_MSG.invoicePaymentWaiting);

    const amount = body.invoiceCart.amount;
    const amountCents = toCents(amount);
    if (Math.abs(amount * 100 - amountCents) > 1e-6)
      throw paymentError('error_validation', PAY_MSG.invoiceInvalid, {
        invoiceCart: ['The amount can have at most 2 decimals'],
      });
    if (amountCents < MIN_PAYMENT_CENTS) throw paymentError('error_response', PAY_MSG.amountTooLow);
    if (amountCents > owing) throw paymentError('error_response', PAY_MSG.amountTooHigh);

    const voucher = body.couponCart ? await findUsableVoucher(deps, memberId, body.couponCart) : null;
    const donation = await donationFromCart(deps, body.donationCart);

    return createPaidOrder(deps, {
      memberId,
      origin: 'invoice',
      description: `Invoice #${invoiceId}`,
      lines: [
        { productId: null, name: `Invoice #${invoiceId} payment`, quantity: 1, unitPriceCents: amountCents },
      ],
      donation,
      voucher,
      invoiceId,
      teamId: invoice.teamId,
      card,
      idempotencyKey,
      fingerprint,
      lock: async (tx) => {
        const owingNow = await lockedOpenCents(tx, invoiceId);
        if (owingNow <= 0) throw paymentError('error_paid', PAY_MSG.invoicePaid);
        if (amountCents > owingNow) throw paymentError('error_response', PAY_MSG.amountTooHigh);
      },
    });
  });
}

/**
 * A declined team owes nothing more: each of its invoices still open is credited what remains
 * (a line of minus that amount, and the amount lowered by it), under the invoice's row lock so a
 * payment arriving at the same moment either lands first and is credited around, or finds the
 * invoice settled. Answers the cents credited.
 */
export async function creditTeamInvoices(
  tx: Prisma.TransactionClient,
  teamId: number,
  why: string,
): Promise<number> {
  const invoices = await tx.invoice.findMany({
    where: { teamId },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  let credited = 0;
  for (const { id } of invoices) {
    const open = await lockedOpenCents(tx, id);
    if (open <= 0) continue;
    await tx.invoiceLine.create({
      data: { invoiceId: id, description: why, quantity: 1, unitPriceCents: -open },
    });
    await tx.invoice.update({ where: { id }, data: { amountCents: { decrement: open } } });
    credited += open;
  }
  return credited;
}

/**
 * Every invoice still owing by the member side's rule (`owingCents` over the received payments,
 * exactly what the member's invoice page shows), oldest due date first. Read as the member's
 * page reads them (loadInvoices); the paid ones are left out by that same sum. The treasurer's aged
 * report (payments) reads them through onOwingReport.
 */
async function invoicesOwing(deps: Deps): Promise<InvoiceOwing[]> {
  // loadInvoices lists the latest due first.
  const invoices = (await loadInvoices(deps, sql`TRUE`)).reverse();
  return invoices.flatMap((i) => {
    const owing = owingCents(i.amountCents, i.payments);
    if (owing <= 0) return [];
    const member = i.member ? `${i.member.firstname} ${i.member.lastname}` : null;
    return [
      {
        id: i.id,
        billedTo: i.team?.name ?? member ?? i.legacyTeams ?? '',
        kind: i.teamId !== null ? 'team' : 'member',
        dueDate: i.dueDate,
        amountCents: i.amountCents,
        owingCents: owing,
      },
    ];
  });
}
onOwingReport(invoicesOwing);
