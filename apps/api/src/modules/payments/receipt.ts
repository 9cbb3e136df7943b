// The receipt email: a plain, readable HTML table and the same content as text, each line with
// the attendees it is for. Built from the stored order, so a re-sent receipt matches the first
// one. The HTML is the message's body only: the mailer frames it with the association's logo and
// name (lib/mail-layout.ts), so it is no page of its own and does not name the association again.
import { PAY_MSG, TAX_INVOICE_BUYER_CENTS, formatAbn } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { escapeHtml } from '../../lib/html.js';
import { formatDollars } from '../../lib/money.js';
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

export function renderReceipt(
  order: NonNullable<Awaited<ReturnType<typeof loadReceiptOrder>>>,
  deps: Deps,
  notes: string[] = [],
): ReceiptContent {
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

  const text = [
    `Hi ${name},`,
    '',
    `Thank you for your payment to ${settings.clientName}.${testMode ? ` ${PAY_MSG.testMode}: no money was taken.` : ''}`,
    '',
    ...(seller ? ['Tax invoice', seller, ...(buyer ? [buyer] : [])] : []),
    `Receipt #${receiptNo} (order #${order.id}${order.invoiceId ? `, invoice #${order.invoiceId}` : ''})`,
    `Date: ${when}`,
    '',
    ...order.lines.flatMap((l) => [
      `${l.name}  ${l.quantity} x ${formatDollars(l.unitPriceCents)} = ${formatDollars(l.totalCents)}`,
      ...(l.attendees.length ? [`  Attendees: ${attendeesOf(l)}`] : []),
    ]),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(notes.length ? [...notes, ''] : []),
    'Paid by:',
    ...payments.map((p) => `  ${p}`),
    '',
    `View this receipt: ${link}`,
  ].join('\n');

  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const num = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>Hi ${e(name)},</p>
<p>Thank you for your payment.${testMode ? ` <strong>${e(PAY_MSG.testMode)}: no money was taken.</strong>` : ''}</p>
${seller ? `<h3 style="margin:8px 0 4px">Tax invoice</h3><p>${e(seller)}${buyer ? `<br>${e(buyer)}` : ''}</p>` : ''}
<p><strong>Receipt #${receiptNo}</strong> (order #${order.id}${order.invoiceId ? `, invoice #${order.invoiceId}` : ''})<br>Date: ${e(when)}</p>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th ${cell} align="left">Item</th><th ${num}>Qty</th><th ${num}>Price</th><th ${num}>Total</th></tr></thead>
<tbody>
${order.lines
  .map(
    (l) =>
      `<tr><td ${cell}>${e(l.name)}${l.attendees.length ? `<br><small>Attendees: ${e(attendeesOf(l))}</small>` : ''}</td><td ${num}>${l.quantity}</td><td ${num}>${formatDollars(l.unitPriceCents)}</td><td ${num}>${formatDollars(l.totalCents)}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
${totals.map(([label, value]) => `<tr><td colspan="3" ${num}>${e(label)}</td><td ${num}>${e(value)}</td></tr>`).join('\n')}
</tfoot>
</table>
${notes.map((n) => `<p><strong>${e(n)}</strong></p>`).join('\n')}
<p>Paid by:<br>${payments.map((p) => e(p)).join('<br>')}</p>
<p><a href="${e(link)}">View this receipt online</a></p>
</div>`;

  return {
    to: order.member.email ?? '',
    subject: `${taxInvoice ? 'Tax invoice: ' : ''}Receipt #${receiptNo} - ${settings.clientName}`,
    text,
    html,
  };
}

/** Emails the receipt of a paid order to its member, and answers it; refused without a payment or an address. */
export async function sendReceipt(deps: Deps, orderId: number): Promise<ReceiptContent> {
  const order = await loadReceiptOrder(deps, orderId);
  if (!order) throw notFound('Order');
  if (order.payments.length === 0) throw new AppError('error_response', PAY_MSG.receiptNoPayment);
  const receipt = renderReceipt(order, deps, await receiptNotesOf(deps.db, order));
  if (!receipt.to) throw new AppError('error_response', PAY_MSG.receiptNoEmail);
  await deps.mailer.send(receipt);
  return receipt;
}

/** After a payment: the receipt is a courtesy, so a mail failure is logged, never turned into a failed payment. */
export async function sendReceiptQuietly(deps: Deps, orderId: number): Promise<void> {
  try {
    await sendReceipt(deps, orderId);
  } catch (err) {
    deps.log.warn({ err, orderId }, 'receipt email not sent');
  }
}
