// Mail about orders: the receipt (a tax invoice when the association is registered for GST)
// and a refund.
import { PAY_MSG } from '@courtside/contracts';
import { formatDollars } from '../lib/money.js';
import { A, P } from './parts.js';
import { defineEmail } from './render.js';

export interface ReceiptProps {
  association: string;
  /** The member's full name. */
  name: string;
  receiptNo: number;
  orderId: number;
  invoiceId: number | null;
  /** When it was paid, in the association's time zone. */
  when: string;
  /** Paid through the sandbox gateway: no money was taken. */
  testMode: boolean;
  /** A tax invoice's seller ("Club, ABN 51 824 753 556") and buyer (on large ones); null otherwise. */
  seller: string | null;
  buyer: string | null;
  lines: Array<{
    name: string;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
    /** The people the line is for, comma separated; empty when none. */
    attendees: string;
  }>;
  /** Subtotal, discount, donation, total, GST: label and amount as shown. */
  totals: Array<[string, string]>;
  /** What the things bought mean now ("Membership now expires on ..."). */
  notes: string[];
  /** One line a payment: "Card $10.00, ref ch_1 (payment #3)". */
  payments: string[];
  link: string;
}

const numbers = (p: ReceiptProps) => `(order #${p.orderId}${p.invoiceId ? `, invoice #${p.invoiceId}` : ''})`;
const cell = { padding: '4px 8px', borderBottom: '1px solid #ddd' };
const num = { ...cell, textAlign: 'right' as const };

/** The receipt of a paid order, built from the stored order so a re-sent one matches the first. */
export const receipt = defineEmail<ReceiptProps>({
  subject: (p) => `${p.seller ? 'Tax invoice: ' : ''}Receipt #${p.receiptNo} - ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.name},`,
      '',
      `Thank you for your payment to ${p.association}.${p.testMode ? ` ${PAY_MSG.testMode}: no money was taken.` : ''}`,
      '',
      ...(p.seller ? ['Tax invoice', p.seller, ...(p.buyer ? [p.buyer] : [])] : []),
      `Receipt #${p.receiptNo} ${numbers(p)}`,
      `Date: ${p.when}`,
      '',
      ...p.lines.flatMap((l) => [
        `${l.name}  ${l.quantity} x ${formatDollars(l.unitPriceCents)} = ${formatDollars(l.totalCents)}`,
        ...(l.attendees ? [`  Attendees: ${l.attendees}`] : []),
      ]),
      '',
      ...p.totals.map(([label, value]) => `${label}: ${value}`),
      '',
      ...(p.notes.length ? [...p.notes, ''] : []),
      'Paid by:',
      ...p.payments.map((line) => `  ${line}`),
      '',
      `View this receipt: ${p.link}`,
    ].join('\n'),
  // The body does not name the association: the frame above it does.
  Body: (p) => (
    <div style={{ fontFamily: 'Arial,Helvetica,sans-serif', color: '#222' }}>
      <P>Hi {p.name},</P>
      <P>
        Thank you for your payment.
        {p.testMode && (
          <>
            {' '}
            <strong>{`${PAY_MSG.testMode}: no money was taken.`}</strong>
          </>
        )}
      </P>
      {p.seller && (
        <>
          <h3 style={{ margin: '8px 0 4px' }}>Tax invoice</h3>
          <P>
            {p.seller}
            {p.buyer && (
              <>
                <br />
                {p.buyer}
              </>
            )}
          </P>
        </>
      )}
      <P>
        <strong>Receipt #{p.receiptNo}</strong> {numbers(p)}
        <br />
        Date: {p.when}
      </P>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell} align="left">
              Item
            </th>
            <th style={num}>Qty</th>
            <th style={num}>Price</th>
            <th style={num}>Total</th>
          </tr>
        </thead>
        <tbody>
          {p.lines.map((l, i) => (
            <tr key={i}>
              <td style={cell}>
                {l.name}
                {l.attendees && (
                  <>
                    <br />
                    <small>{`Attendees: ${l.attendees}`}</small>
                  </>
                )}
              </td>
              <td style={num}>{l.quantity}</td>
              <td style={num}>{formatDollars(l.unitPriceCents)}</td>
              <td style={num}>{formatDollars(l.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {p.totals.map(([label, value]) => (
            <tr key={label}>
              <td colSpan={3} style={num}>
                {label}
              </td>
              <td style={num}>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {p.notes.map((n, i) => (
        <P key={i}>
          <strong>{n}</strong>
        </P>
      ))}
      <P>
        Paid by:
        {p.payments.map((line, i) => (
          <span key={i}>
            <br />
            {line}
          </span>
        ))}
      </P>
      <P>
        <A href={p.link}>View this receipt online</A>
      </P>
    </div>
  ),
});

export interface RefundProps {
  firstname: string;
  amountCents: number;
  orderId: number;
  reason: string;
  receiptUrl: string;
}

/** Part or all of an order refunded: how much, why, and the receipt that now shows it. */
export const refund = defineEmail<RefundProps>({
  subject: (p) => `Refund of ${formatDollars(p.amountCents)} on order #${p.orderId}`,
  text: (p) =>
    `Hi ${p.firstname},\n\n${formatDollars(p.amountCents)} of order #${p.orderId} has been refunded.\nReason: ${p.reason}\n\nYour receipt shows the refund: ${p.receiptUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        {`${formatDollars(p.amountCents)} of order #${p.orderId} has been refunded.`}
        <br />
        Reason: {p.reason}
      </P>
      <P>
        <A href={p.receiptUrl}>Your receipt shows the refund</A>
      </P>
    </>
  ),
});
