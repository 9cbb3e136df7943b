// The Reconciliation screens' pure rules, tested without a browser: the period the list shows
// (kept in the address, so Back from a payout returns to it; the last 30 days at first), the words
// for a payout's status, gateway and movements, and what a treasurer should look at in a payout.
import { formatDollars } from '@courtside/contracts';
import {
  REPORT_MAX_DAYS,
  ZPayoutListQuery,
  type TPayoutItemKind,
  type TPayoutStatus,
  type TPayoutSummary,
} from '@courtside/contracts/admin';
import { lastDaysTo, periodFormSchema, type Period } from '../../components/console/periods';

/** The list opens on the last 30 days, today included: a month of daily payouts. */
export const DEFAULT_DAYS = 30;

export const payoutPath = (id: number) => `/admin/reconciliation/${id}`;

/** The period of the address (?from=&to=) when it is one the API answers, else the last 30 days. */
export function periodOf(params: URLSearchParams, today: string): Period {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const answered =
    ZPayoutListQuery.safeParse(asked).success && periodFormSchema(REPORT_MAX_DAYS).safeParse(asked).success;
  return answered ? asked : lastDaysTo(today, DEFAULT_DAYS);
}

export const STATUS_TEXT: Record<TPayoutStatus, string> = {
  pending: 'Pending',
  in_transit: 'In transit',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
};

export const STATUS_COLOR: Record<TPayoutStatus, 'default' | 'success' | 'error'> = {
  pending: 'default',
  in_transit: 'default',
  paid: 'success',
  failed: 'error',
  canceled: 'error',
};

const GATEWAYS: Record<string, string> = { stripe: 'Stripe', sandbox: 'Sandbox (test)' };
export const gatewayText = (gateway: string) => GATEWAYS[gateway] ?? gateway;

export const KIND_TEXT: Record<TPayoutItemKind, string> = {
  charge: 'Charge',
  refund: 'Refund',
  fee: 'Fee',
  other: 'Other',
};

/**
 * What to look at in a payout, as the words of its warning chips: movements matched to no payment
 * or refund of ours, and an amount its movements do not add up to. None when it reconciles.
 */
export function payoutChecks(payout: Pick<TPayoutSummary, 'unmatched' | 'difference_cents'>): string[] {
  return [
    ...(payout.unmatched > 0 ? [`${payout.unmatched} unmatched`] : []),
    ...(payout.difference_cents !== 0 ? [`Difference ${formatDollars(payout.difference_cents)}`] : []),
  ];
}

/** '3 card payments'. */
export const paymentsText = (count: number) => `${count} card ${count === 1 ? 'payment' : 'payments'}`;
