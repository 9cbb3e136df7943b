// Mail about HPC classes and subscriptions.
import { formatDollars } from '../lib/money.js';
import { A, P } from './parts.js';
import { defineEmail } from './render.js';

export interface ClassPlaceProps {
  firstname: string;
  className: string;
  /** "10/04/2027 9:00am". */
  when: string;
  /** Venue and room; empty when the class has neither. */
  where: string;
  enrolmentsUrl: string;
}

const at = (where: string) => (where ? ` at ${where}` : '');

/** A member moved from a class's waitlist into the class. */
export const classPlace = defineEmail<ClassPlaceProps>({
  subject: (p) => `You're in: ${p.className} on ${p.when}`,
  text: (p) =>
    `Hi ${p.firstname},\n\nA place came up in ${p.className} on ${p.when}${at(p.where)} and you have been moved from the waitlist into the class.\n\nIf you can no longer come, please cancel from your enrollments so the next person can have the place: ${p.enrolmentsUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        {`A place came up in ${p.className} on ${p.when}${at(p.where)} and you have been moved from the waitlist into the class.`}
      </P>
      <P>
        If you can no longer come, please cancel from <A href={p.enrolmentsUrl}>your enrollments</A> so the
        next person can have the place.
      </P>
    </>
  ),
});

export interface ClassCancelledProps {
  firstname: string;
  className: string;
  when: string;
  where: string;
  reason?: string;
  classesUrl: string;
}

/** A class the member had a place in is cancelled. */
export const classCancelled = defineEmail<ClassCancelledProps>({
  subject: (p) => `Cancelled: ${p.className} on ${p.when}`,
  text: (p) =>
    `Hi ${p.firstname},\n\n${p.className} on ${p.when}${at(p.where)} has been cancelled${p.reason ? `: ${p.reason}` : ''}. Your place has been released; there is nothing you need to do.\n\nOther classes: ${p.classesUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        {`${p.className} on ${p.when}${at(p.where)} has been cancelled${p.reason ? `: ${p.reason}` : ''}.`}{' '}
        Your place has been released; there is nothing you need to do.
      </P>
      <P>
        <A href={p.classesUrl}>Other classes</A>
      </P>
    </>
  ),
});

export interface SubscriptionRequestDeclinedProps {
  firstname: string;
  what: 'cancel' | 'pause';
  plan: string;
  reason: string;
  priceCents: number;
  /** "monthly", "weekly". */
  billingCycle: string;
  subscriptionUrl: string;
}

const continuesAt = (p: SubscriptionRequestDeclinedProps) =>
  `Your subscription continues at ${formatDollars(p.priceCents)} per ${p.billingCycle.replace(/ly$/, '')}.`;

/** Staff declined the member's request to pause or cancel a subscription. */
export const subscriptionRequestDeclined = defineEmail<SubscriptionRequestDeclinedProps>({
  subject: (p) => `Your request to ${p.what} ${p.plan}`,
  text: (p) =>
    `Hi ${p.firstname},\n\nYour request to ${p.what} your ${p.plan} subscription was declined: ${p.reason}\n\n${continuesAt(p)} Please contact the centre with any questions: ${p.subscriptionUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>{`Your request to ${p.what} your ${p.plan} subscription was declined: ${p.reason}`}</P>
      <P>
        {continuesAt(p)} Please contact the centre with any questions:{' '}
        <A href={p.subscriptionUrl}>your subscription</A>
      </P>
    </>
  ),
});

export interface SubscriptionPaymentFailedProps {
  firstname: string;
  plan: string;
  reason: string;
  subscriptionUrl: string;
}

/** A subscription's renewal payment failed and the subscription is suspended. */
export const subscriptionPaymentFailed = defineEmail<SubscriptionPaymentFailedProps>({
  subject: (p) => `Your ${p.plan} subscription payment failed`,
  text: (p) =>
    `Hi ${p.firstname},\n\nThe renewal payment of your ${p.plan} subscription failed (${p.reason}). Your subscription is suspended until you update your credit card: ${p.subscriptionUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>
        {`The renewal payment of your ${p.plan} subscription failed (${p.reason}).`} Your subscription is
        suspended until you <A href={p.subscriptionUrl}>update your credit card</A>.
      </P>
    </>
  ),
});
