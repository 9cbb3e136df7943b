import type { TAdminSubscription } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../lib/form';
import { ZReasonForm } from './classes';
import { closureText, ZClosureForm } from './closures';
import {
  actionsFor,
  requestText,
  subscriptionParamsOf,
  subscriptionQueryOf,
  subscriptionSearchOf,
} from './subscriptions';

const subscription = (extra: Partial<TAdminSubscription> = {}): TAdminSubscription => ({
  id: 4,
  member: { id: 9, name: 'Riley Manager' },
  plan: { id: 1, name: 'Development Squad' },
  status: 'active',
  price_cents: 12_000,
  start_date: '2026-10-01',
  end_date: null,
  next_billing_date: '2026-12-01',
  stripe: false,
  request: null,
  paused_on: null,
  ...extra,
});

const issues = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : issuesByField(result.error as Parameters<typeof issuesByField>[0]);

describe('subscriptions', () => {
  it('keeps the search in the address and asks the API for it', () => {
    const search = subscriptionSearchOf(new URLSearchParams('q= riley &status=paused&requests=pending&x=1'));
    expect(search).toEqual({ q: 'riley', status: 'paused', requests: true });
    expect(subscriptionParamsOf(search).toString()).toBe('q=riley&status=paused&requests=pending');
    expect(subscriptionQueryOf(search, 0, 25)).toEqual({
      q: 'riley',
      status: 'paused',
      requests: 'pending',
      page: 0,
      page_size: 25,
    });
    expect(subscriptionSearchOf(new URLSearchParams('status=gone'))).toEqual({
      q: '',
      status: '',
      requests: false,
    });
  });

  it('offers the actions the status and request allow', () => {
    const request = { action: 'pause' as const, requested_on: '2026-11-20', effective_on: '2026-12-01' };
    expect(actionsFor(subscription({ request }))).toEqual(['approve', 'decline', 'pause', 'cancel']);
    expect(actionsFor(subscription({ status: 'paused' }))).toEqual(['resume', 'cancel']);
    expect(actionsFor(subscription({ status: 'cancelled' }))).toEqual([]);
    expect(requestText(request)).toBe('Pause from 01/12/2026');
  });

  it('asks a reason for a decline only', () => {
    expect(issues(ZReasonForm(true).safeParse({ reason: ' ' }))).toEqual({
      reason: 'Type the reason: it is told to the member.',
    });
    expect(ZReasonForm(false).safeParse({ reason: '' }).success).toBe(true);
  });

  it('checks a closure and says what it moved', () => {
    expect(
      issues(ZClosureForm.safeParse({ name: 'Break', first_day: '2026-12-24', last_day: '2026-12-20' })),
    ).toEqual({
      last_day: 'The last day cannot be before the first.',
    });
    expect(closureText({ name: 'Christmas', days: 7, moved_now: 1, moved_at_renewal: 2 })).toBe(
      'Christmas: 7 days closed. 1 subscription moved now, 2 subscriptions at renewal.',
    );
  });
});
