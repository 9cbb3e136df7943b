// Mail about team nominations: received, the association's decision, and the welcome of a
// player the nomination made a member.
import { A, P, SignOff } from './parts.js';
import { defineEmail } from './render.js';

export interface NominationReceivedProps {
  association: string;
  firstname: string;
  team: string;
  /** "Division 1, Winter 2027". */
  where: string;
  teamUrl: string;
}

/** To a nominator who paid nothing: the nomination went through. */
export const nominationReceived = defineEmail<NominationReceivedProps>({
  subject: (p) => `Team nomination received: ${p.team} - ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.firstname},`,
      '',
      `Your nomination of ${p.team} for ${p.where} has been received.`,
      'No payment was required.',
      'The association will confirm the team once it has reviewed the nomination.',
      '',
      `Your team page: ${p.teamUrl}`,
      '',
      p.association,
    ].join('\n'),
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        Your nomination of <strong>{p.team}</strong> for {p.where} has been received.
        <br />
        No payment was required.
        <br />
        The association will confirm the team once it has reviewed the nomination.
      </P>
      <P>
        <A href={p.teamUrl}>Your team page</A>
      </P>
    </>
  ),
});

export interface WelcomeProps {
  association: string;
  firstname: string;
  /** Who entered them: the nominator's name. */
  by: string;
  team: string;
  where: string;
  username: string;
  /** The single-use link to choose a password, and how long it works. */
  link: string;
  minutes: number;
  loginUrl: string;
  forgotUrl: string;
}

/** To a player a nomination made a member: how to sign in. */
export const welcome = defineEmail<WelcomeProps>({
  subject: (p) => `Welcome to ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.firstname},`,
      '',
      `${p.by} has entered you in the team ${p.team} for ${p.where}, so you are now a member of ${p.association}.`,
      '',
      'To sign in to the member portal (your games, your team, your registration):',
      `1. Choose your password with this link (it works once, for ${p.minutes} minutes):`,
      `   ${p.link}`,
      `2. Sign in at ${p.loginUrl} with your username: ${p.username}`,
      '',
      `If the link has expired, ask for a new one at ${p.forgotUrl} with your username.`,
      '',
      p.association,
    ].join('\n'),
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        {p.by} has entered you in the team <strong>{p.team}</strong> for {p.where}, so you are now a member of{' '}
        {p.association}.
      </P>
      <P>To sign in to the member portal (your games, your team, your registration):</P>
      <ol>
        <li>
          <A href={p.link}>Choose your password</A> (the link works once, for {p.minutes} minutes).
        </li>
        <li>
          Sign in at <A href={p.loginUrl}>{p.loginUrl}</A> with your username: <strong>{p.username}</strong>
        </li>
      </ol>
      <P>
        If the link has expired, ask for a new one at <A href={p.forgotUrl}>{p.forgotUrl}</A> with your
        username.
      </P>
    </>
  ),
});

export interface NominationOutcomeProps {
  association: string;
  firstname: string;
  team: string;
  /** "U14 A, Division 1, Winter 2027". */
  where: string;
  /** The nomination's status in words. */
  status: string;
  reason: string | null;
  /** Refunded to the card on a decline; 0 when nothing was. */
  refundedCents: number;
  teamUrl: string;
  /** The invoice a team offered a place pays to take it (its nomination fee), when one is owing. */
  invoice?: { owingCents: number; url: string } | null;
}

const refundLine = (cents: number) =>
  `$${(cents / 100).toFixed(2)} has been refunded to the card it was paid with.`;
const invoiceLine = (cents: number) =>
  `To take the place, pay the nomination fee of $${(cents / 100).toFixed(2)} on your invoice (also on the Invoices page of your account):`;

/** To a team's managers: what the association decided about the nomination. */
export const nominationOutcome = defineEmail<NominationOutcomeProps>({
  subject: (p) => `Team nomination: ${p.team} - ${p.association}`,
  text: (p) =>
    [
      `Hi ${p.firstname},`,
      '',
      `${p.team} (${p.where}): ${p.status}`,
      ...(p.reason ? ['', `The association says: ${p.reason}`] : []),
      ...(p.refundedCents > 0 ? ['', refundLine(p.refundedCents)] : []),
      ...(p.invoice ? ['', invoiceLine(p.invoice.owingCents), p.invoice.url] : []),
      '',
      `Your team page: ${p.teamUrl}`,
      '',
      p.association,
    ].join('\n'),
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        <strong>{p.team}</strong> ({p.where}): {p.status}
      </P>
      {p.reason && <P>The association says: {p.reason}</P>}
      {p.refundedCents > 0 && <P>{refundLine(p.refundedCents)}</P>}
      {p.invoice && (
        <P>
          {invoiceLine(p.invoice.owingCents)} <A href={p.invoice.url}>{p.invoice.url}</A>
        </P>
      )}
      <P>
        <A href={p.teamUrl}>Your team page</A>
      </P>
      <SignOff association={p.association} />
    </>
  ),
});
