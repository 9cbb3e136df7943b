// The receipt email: a plain, readable HTML table and the same content as text, each line with
// the attendees it is for. Built from the stored order, so a re-sent receipt matches the first
// one. The words are the receipt template's (emails/orders.tsx); this file gathers what it shows.
import { PAY_MSG, TAX_INVOICE_BUYER_CENTS, formatAbn } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { formatDollars } from '../../lib/money.js';
import { receipt, renderEmail } from '../../emails/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/display.js';
import { receiptNotesOf } from './order-effects.js';

const METHOD_TEXT: Record<string, string> = {
  card: 'Card',
  eft: 'EFT',
  cash: 'Cash',
  voucher: 'Voucher',
  no_charge: 'No payment required',
};

export interface ReceiptContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function loadReceiptOrder(deps: Deps, orderId: number) {
  return deps.db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      origin: true,
      createdAt: true,
      paidAt: true,
      subtotalCents: true,
      taxCents: true,
      discountCents: true,
      donationCents: true,
      totalCents: true,
      invoiceId: true,
      member: { select: { firstname: true, lastname: true, email: true } },
      lines: {
        select: {
          name: true,
          quantity: true,
          unitPriceCents: true,
          totalCents: true,
          attendees: {
            select: { attendee: { select: { firstname: true, lastname: true } } },
            orderBy: { id: 'asc' },
          },
        },
        orderBy: { id: 'asc' },
      },
      payments: {
        where: { status: { in: ['succeeded', 'refunded'] } },
        select: { id: true, amountCents: true, method: true, gateway: true, gatewayRef: true },
        orderBy: { id: 'asc' },
      },
      voucher: { select: { number: true } },
    },
  });
}

export async function renderReceipt(
  order: NonNullable<Awaited<ReturnType<typeof loadReceiptOrder>>>,
  deps: Deps,
  notes: string[] = [],
): Promise<ReceiptContent> {
  const settings = deps.settings.current();
  const receiptNo = order.payments[0]?.id ?? order.id;
  const when = formatDateTime(order.paidAt ?? order.createdAt, settings.timeZone);
  const name = `${order.member.firstname} ${order.member.lastname}`;
  const testMode = order.payments.some((p) => p.gateway === 'sandbox');
  const link = `${deps.publicUrl}/member/orders/order/${order.id}`;
  // Registered for GST with an ABN: the receipt is a tax invoice, with what the ATO asks of one.
  const { abn, gstRegistered } = settings.tax;
  const taxInvoice = gstRegistered && abn !== null;
  const buyer = taxInvoice && order.totalCents >= TAX_INVOICE_BUYER_CENTS ? `Buyer: ${name}` : null;
  const seller = taxInvoice ? `${settings.clientName}, ABN ${formatAbn(abn)}` : null;

  const totals: Array<[string, string]> = [['Subtotal', formatDollars(order.subtotalCents)]];
  if (order.discountCents > 0)
    totals.push([
      `Discount${order.voucher ? ` (voucher ${order.voucher.number})` : ''}`,
      `-${formatDollars(order.discountCents)}`,
    ]);
  if (order.donationCents > 0) totals.push(['Donation', formatDollars(order.donationCents)]);
  totals.push(['Total', formatDollars(order.totalCents)]);
  // An association not registered for GST charges none and shows none.
  if (gstRegistered) totals.push(['GST included', formatDollars(order.taxCents)]);
  const attendeesOf = (l: (typeof order.lines)[number]) =>
    l.attendees.map((a) => `${a.attendee.firstname} ${a.attendee.lastname}`).join(', ');
  const payments = order.payments.map(
    (p) =>
      `${METHOD_TEXT[p.method] ?? p.method} ${formatDollars(p.amountCents)}${p.gatewayRef ? `, ref ${p.gatewayRef}` : ''} (payment #${p.id})`,
  );

  const mail = await renderEmail(receipt, {
    association: settings.clientName,
    name,
    receiptNo,
    orderId: order.id,
    invoiceId: order.invoiceId,
    when,
    testMode,
    seller,
    buyer,
    lines: order.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      totalCents: l.totalCents,
      attendees: attendeesOf(l),
    })),
    totals,
    notes,
    payments,
    link,
  });
  return { to: order.member.email ?? '', ...mail };
}

/** Emails the receipt of a paid order to its member, and answers it; refused without a payment or an address. */
export async function sendReceipt(deps: Deps, orderId: number): Promise<ReceiptContent> {
  const order = await loadReceiptOrder(deps, orderId);
  if (!order) throw notFound('Order');
  if (order.payments.length === 0) throw new AppError('error_response', PAY_MSG.receiptNoPayment);
  const content = await renderReceipt(order, deps, await receiptNotesOf(deps.db, order));
  if (!content.to) throw new AppError('error_response', PAY_MSG.receiptNoEmail);
  await deps.mailer.send(content);
  return content;
}

/** After a payment: the receipt is a courtesy, so a mail failure is logged, never turned into a failed payment. */
export async function sendReceiptQuietly(deps: Deps, orderId: number): Promise<void> {
  try {
    await sendReceipt(deps, orderId);
  } catch (err) {
    deps.log.warn({ err, orderId }, 'receipt email not sent');
  }
}
