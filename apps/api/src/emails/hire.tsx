// Mail about court hire the member changed themselves: a hire cancelled (and what comes back) and
// a hire moved.
import { formatDollars } from '../lib/money.js';
import { A, P } from './parts.js';
import { defineEmail } from './render.js';

export interface HireCancelledProps {
  firstname: string;
  /** "Court 1, Harbourside Sports Centre, 10/04/2027 10:00 AM to 11:00 AM". */
  hire: string;
  refundCents: number;
  historyUrl: string;
}

const refundText = (p: HireCancelledProps) =>
  p.refundCents > 0
    ? `${formatDollars(p.refundCents)} is being refunded to the card you paid with.`
    : 'No refund is given for this cancellation.';

/** The member cancelled their hire: which one, and the refund the association's rule gives. */
export const hireCancelled = defineEmail<HireCancelledProps>({
  subject: (p) => `Court hire cancelled: ${p.hire}`,
  text: (p) =>
    `Hi ${p.firstname},\n\nYour court hire ${p.hire} is cancelled and the court is free for others.\n${refundText(p)}\n\nYour court hire: ${p.historyUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        {`Your court hire ${p.hire} is cancelled and the court is free for others.`}
        <br />
        {refundText(p)}
      </P>
      <P>
        <A href={p.historyUrl}>Your court hire</A>
      </P>
    </>
  ),
});

export interface HireMovedProps {
  firstname: string;
  /** The hire before and after, as hireCancelled's `hire`. */
  from: string;
  to: string;
  historyUrl: string;
}

/** The member moved their hire to another time or court (same length and price). */
export const hireMoved = defineEmail<HireMovedProps>({
  subject: (p) => `Court hire moved: ${p.to}`,
  text: (p) =>
    `Hi ${p.firstname},\n\nYour court hire is moved.\nFrom: ${p.from}\nTo: ${p.to}\nThe price stays the same.\n\nYour court hire: ${p.historyUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        Your court hire is moved.
        <br />
        {`From: ${p.from}`}
        <br />
        {`To: ${p.to}`}
        <br />
        The price stays the same.
      </P>
      <P>
        <A href={p.historyUrl}>Your court hire</A>
      </P>
    </>
  ),
});
