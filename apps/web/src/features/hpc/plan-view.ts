// How a plan reads on its card and in the payment summary.
import type { TPlan } from '@courtside/contracts';
import { dollars } from '../../domains/payment/format';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Expiry period, or the start and end dates of a sliding-date plan. */
export function planTerm(plan: TPlan): [string, string][] {
  if (plan.plan_sliding_date) {
    return [
      ['Start date', plan.plan_start_date ?? 'Not set'],
      ['End date', plan.plan_end_date ?? 'Not set'],
    ];
  }
  const days = plan.plan_expiry_period;
  return [
    [
      'Expiry period',
      days ? `${days} ${days === 1 ? 'day' : 'days'} from your start date` : 'None (runs until cancelled)',
    ],
  ];
}

/**
 * Label / value rows of a plan: price, billing cycle and auto renewal (or, for a one-off plan,
 * that it is one payment: it never renews, so nothing speaks of renewal), expiry or start/end,
 * excluded dates, and the classes it allows when it names them.
 */
export function planDetails(plan: TPlan): [string, string][] {
  return [
    ['Price', dollars(plan.plan_price)],
    ...(plan.plan_auto_renewal
      ? ([
          ['Billing cycle', capitalise(plan.plan_billing_cycle)],
          ['Auto renewal', 'Yes'],
        ] satisfies [string, string][])
      : ([['Payment', 'One payment']] satisfies [string, string][])),
    ...planTerm(plan),
    ['Excluded dates', plan.plan_excluded_date.length > 0 ? plan.plan_excluded_date.join(', ') : 'None'],
    ...(plan.plan_class_names?.length
      ? ([['Classes', plan.plan_class_names.join(', ')]] satisfies [string, string][])
      : []),
  ];
}

/** What the payment step says the saved card is for. */
export function paymentPromise(plan: TPlan, price: string): string {
  if (!plan.plan_auto_renewal) {
    const dates =
      plan.plan_start_date && plan.plan_end_date
        ? ` for the plan from ${plan.plan_start_date} to ${plan.plan_end_date}`
        : '';
    return `Your card is charged one payment of ${price}${dates}.`;
  }
  return `Your card is saved for the ${plan.plan_billing_cycle} payments of ${price} until you cancel.`;
}
