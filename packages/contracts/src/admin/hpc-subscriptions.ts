// The console's HPC subscriptions (facilities staff, API /api/admin/hpc/subscriptions and
// /api/admin/hpc/closures): members' pause and cancel requests approved (applied now) or declined
// (withdrawn, the member told why); staff pausing, resuming and cancelling a subscription; and a
// closure of the centre, which moves every subscription's billing on by its days so nobody is
// charged during it or pays for it. Dates are the association's local dates.
import { z } from 'zod/mini';
import { optionalText, requiredText } from '../common/fields.js';
import { isoDate } from './fields.js';

export const ADMIN_SUBSCRIPTION_STATUSES = ['active', 'suspended', 'paused', 'cancelled', 'expired'] as const;

/** GET /api/admin/hpc/subscriptions: every part may be left out. */
export const ZAdminSubscriptionQuery = z.object({
  /** Member name words, or a subscription number. */
  q: z.optional(z.string().check(z.maxLength(50))),
  status: z.optional(z.enum(ADMIN_SUBSCRIPTION_STATUSES)),
  /** Only those with a pause or cancel request waiting. */
  requests: z.optional(z.enum(['pending'])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type TAdminSubscriptionQuery = z.infer<typeof ZAdminSubscriptionQuery>;

export const ZAdminSubscription = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), name: z.string() }),
  plan: z.object({ id: z.number(), name: z.string() }),
  status: z.enum(ADMIN_SUBSCRIPTION_STATUSES),
  price_cents: z.number(),
  start_date: z.string(),
  /** Its last day, when it has one. */
  end_date: z.nullable(z.string()),
  /** The local date it is next billed (the paid period's end). */
  next_billing_date: z.string(),
  /** Stripe renews it (else our renewal job does, through the saved card). */
  stripe: z.boolean(),
  /** A pause or cancel the member asked for, and the day the plan's terms let it take effect. */
  request: z.nullable(
    z.object({ action: z.enum(['pause', 'cancel']), requested_on: z.string(), effective_on: z.string() }),
  ),
  paused_on: z.nullable(z.string()),
});
export type TAdminSubscription = z.infer<typeof ZAdminSubscription>;

export const ZAdminSubscriptionPage = z.object({
  data: z.object({
    subscriptions: z.array(ZAdminSubscription),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
});
export type TAdminSubscriptionPage = z.infer<typeof ZAdminSubscriptionPage>['data'];

/** One subscription (the answer of every action). */
export const ZAdminSubscriptionOne = z.object({ data: ZAdminSubscription });

/**
 * POST /api/admin/hpc/subscriptions/:id/actions.
 * approve: the member's request takes effect today; decline: it is withdrawn and the member is
 * emailed the reason; pause, resume, cancel: staff do it now (resuming moves the next billing date
 * on by the days it was paused).
 */
export const ZAdminSubscriptionAction = z.object({
  action: z.enum(['approve', 'decline', 'pause', 'resume', 'cancel']),
  /** Kept on the audit log; a decline's is emailed to the member and may not be left out. */
  reason: z.optional(optionalText(500)),
});
export type TAdminSubscriptionAction = z.infer<typeof ZAdminSubscriptionAction>;

/** POST /api/admin/hpc/closures: the centre closed from first_day to last_day (both included). */
export const ZHpcClosureCreate = z
  .object({ name: requiredText(100), first_day: isoDate, last_day: isoDate })
  .check(
    z.refine((c) => c.first_day <= c.last_day, {
      message: 'The last day cannot be before the first',
      path: ['last_day'],
    }),
  );
export type THpcClosureCreate = z.infer<typeof ZHpcClosureCreate>;

export const ZHpcClosure = z.object({
  id: z.number(),
  name: z.string(),
  first_day: z.string(),
  last_day: z.string(),
  days: z.number(),
  /** Subscriptions whose billing moved at once (billed on or after the first day). */
  moved_now: z.number(),
  /** Subscriptions billed before it starts: their next period is lengthened when they renew. */
  moved_at_renewal: z.number(),
});
export type THpcClosure = z.infer<typeof ZHpcClosure>;

export const ZHpcClosures = z.object({ data: z.array(ZHpcClosure) });
export const ZHpcClosureOne = z.object({ data: ZHpcClosure });
