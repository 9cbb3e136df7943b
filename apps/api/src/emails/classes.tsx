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

export interface ClassPlaceByStaffProps {
  firstname: string;
  className: string;
  /** "10/04/2027". */
  date: string;
  /** "9:00 AM". */
  time: string;
  /** Venue and room; empty when the class has neither. */
  where: string;
  /** What staff did: booked them in, put them on the waitlist, or took them off either. */
  change: 'booked' | 'waitlisted' | 'removed' | 'removed_from_waitlist';
  /** Their place on the waitlist (waitlisted only). */
  position?: number;
  enrolmentsUrl: string;
}

const staffChangeText = (p: ClassPlaceByStaffProps) => {
  const cls = `${p.className} on ${p.date} at ${p.time}`;
  switch (p.change) {
    case 'booked':
      return `You have been booked into ${cls}`;
    case 'waitlisted':
      return `You have been added to the waitlist of ${cls}, position ${p.position ?? 1}`;
    case 'removed':
      return `You have been taken out of ${cls}`;
    case 'removed_from_waitlist':
      return `You have been taken off the waitlist of ${cls}`;
  }
};

const whereLine = (where: string) => (where ? ` The class is at ${where}.` : '');

const staffChangeNext = (p: ClassPlaceByStaffProps) =>
  p.change === 'booked'
    ? 'If you cannot come, please cancel from your enrollments so someone else can have the place.'
    : p.change === 'waitlisted'
      ? 'We will email you if a place comes up; your enrollments show your place in the queue.'
      : 'If you think this is a mistake, please contact the centre.';

/** Staff booked a member into a class, put them on its waitlist, or took them off either. */
export const classPlaceByStaff = defineEmail<ClassPlaceByStaffProps>({
  subject: staffChangeText,
  text: (p) =>
    `Hi ${p.firstname},\n\n${staffChangeText(p)}.${whereLine(p.where)}\n\n${staffChangeNext(p)}\n\nYour enrollments: ${p.enrolmentsUrl}\n`,
  Body: (p) => (
    <>
      <P>Hi {p.firstname},</P>
      <P>{`${staffChangeText(p)}.${whereLine(p.where)}`}</P>
      <P>{staffChangeNext(p)}</P>
      <P>
        <A href={p.enrolmentsUrl}>Your enrollments</A>
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
