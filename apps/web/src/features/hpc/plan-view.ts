// How a plan reads on its card and in the payment summary.
import type { TPlan } from '@courtside/contracts';
import { dollars } from '../../lib/payments/format';

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

/** Label / value rows of a plan: price, billing cycle, auto renewal, expiry or start/end, excluded dates. */
export function planDetails(plan: TPlan): [string, string][] {
  return [
    ['Price', dollars(plan.plan_price)],
    ['Billing cycle', capitalise(plan.plan_billing_cycle)],
    ['Auto renewal', plan.plan_auto_renewal ? 'Yes' : 'No'],
    ...planTerm(plan),
    ['Excluded dates', plan.plan_excluded_date.length > 0 ? plan.plan_excluded_date.join(', ') : 'None'],
  ];
}
