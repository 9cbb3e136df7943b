// The console's HPC subscriptions: their statuses and requests in words, the list's search (in the
// address) and the actions each subscription allows, with what each will do and did.
import { isoToDmy } from '@courtside/contracts';
import {
  ADMIN_SUBSCRIPTION_STATUSES,
  type TAdminSubscription,
  type TAdminSubscriptionAction,
  type TAdminSubscriptionQuery,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';

// ---- Subscriptions ---------------------------------------------------------------------------

export const SUBSCRIPTION_STATUS_TEXT: Record<TAdminSubscription['status'], string> = {
  active: 'Active',
  suspended: 'Suspended',
  paused: 'Paused',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A member's request in a few words: 'Pause from 01/12/2026'. */
export const requestText = (r: TAdminSubscription['request']) =>
  r === null ? '' : `${r.action === 'pause' ? 'Pause' : 'Cancel'} from ${isoToDmy(r.effective_on)}`;

/** What a closure did. */
// ---- The subscriptions list's address --------------------------------------------------------

export interface SubscriptionSearch {
  q: string;
  status: TAdminSubscription['status'] | '';
  /** Only those with a request waiting. */
  requests: boolean;
}

export function subscriptionSearchOf(params: URLSearchParams): SubscriptionSearch {
  const status = params.get('status') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 50),
    status: (ADMIN_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
      ? (status as TAdminSubscription['status'])
      : '',
    requests: params.get('requests') === 'pending',
  };
}

export function subscriptionParamsOf(search: SubscriptionSearch, tab?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.status) params.set('status', search.status);
  if (search.requests) params.set('requests', 'pending');
  return params;
}

export const subscriptionQueryOf = (
  search: SubscriptionSearch,
  page: number,
  pageSize: number,
): TAdminSubscriptionQuery => ({
  ...(search.q && { q: search.q }),
  ...(search.status && { status: search.status }),
  ...(search.requests && { requests: 'pending' as const }),
  page,
  page_size: pageSize,
});

export const ZSubscriptionSearchForm = z.object({
  q: z.string().check(z.maxLength(50, 'At most 50 characters')),
  status: z.enum(['', ...ADMIN_SUBSCRIPTION_STATUSES]),
  requests: z.boolean(),
});

export type SubscriptionAction = TAdminSubscriptionAction['action'];

/** The actions a subscription's status and request allow. */
export function actionsFor(s: Pick<TAdminSubscription, 'status' | 'request'>): SubscriptionAction[] {
  const out: SubscriptionAction[] = [];
  if (s.request) out.push('approve', 'decline');
  if (s.status === 'active') out.push('pause');
  if (s.status === 'paused') out.push('resume');
  if (s.status === 'active' || s.status === 'paused' || s.status === 'suspended') out.push('cancel');
  return out;
}

export const ACTION_TEXT: Record<SubscriptionAction, string> = {
  approve: 'Approve',
  decline: 'Decline',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
};

/** What an action will do, said before it is done. */
export function actionWillText(
  action: SubscriptionAction,
  s: Pick<TAdminSubscription, 'member' | 'request'>,
) {
  const who = s.member.name;
  switch (action) {
    case 'approve':
      return `${who}'s request (${requestText(s.request).toLowerCase()}) takes effect today.`;
    case 'decline':
      return `${who}'s request is withdrawn; they are emailed the reason.`;
    case 'pause':
      return `${who}'s subscription is paused now: no billing and no bookings until it is resumed.`;
    case 'resume':
      return `${who}'s subscription is active again; its next billing moves on by the days it was paused.`;
    case 'cancel':
      return `${who}'s subscription is cancelled now. This cannot be undone.`;
  }
}

/** What an action did. */
export const actionDoneText = (s: Pick<TAdminSubscription, 'member' | 'status'>) =>
  `${s.member.name}'s subscription is ${SUBSCRIPTION_STATUS_TEXT[s.status].toLowerCase()}.`;
