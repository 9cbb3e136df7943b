// The order page's refund, kept pure so it is tested without a browser: what may still be given
// back of the order or of one line, the form as typed (dollars) and the body the API takes (cents
// and the dialog's idempotency key), and the sentences saying what a refund will do and did.
import { formatDollars } from '@courtside/contracts';
import {
  REFUND_REASON_MAX,
  ZRefundRequest,
  type TOrderLine,
  type TOrderPage,
  type TOrderRefund,
  type TRefundRequest,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';
import { formValues } from '../../components/console/form-schema';

/** The refund form's scope for the whole order (else a line's id). */
export const WHOLE_ORDER = 'order';

export interface RefundForm {
  /** WHOLE_ORDER, or the id of the line refunded. */
  scope: string;
  /** Dollars. */
  amount: string;
  reason: string;
  /** On a partial refund: end what the order paid for as well (a full refund always does). */
  endEntitlement: boolean;
}

type Refundable = Pick<TOrderPage, 'refundable_cents' | 'lines'>;
type LineLeft = Pick<TOrderLine, 'total_cents' | 'refunded_cents'>;

/** What is left to refund of a line: its total less its refunds, at most what the order has left. */
export const lineLeftCents = (order: Pick<TOrderPage, 'refundable_cents'>, line: LineLeft) =>
  Math.max(0, Math.min(line.total_cents - line.refunded_cents, order.refundable_cents));

/** The lines with something left to refund. */
export const refundableLines = (order: Refundable) => order.lines.filter((l) => lineLeftCents(order, l) > 0);

const lineOf = (order: Pick<TOrderPage, 'lines'>, scope: string) =>
  scope === WHOLE_ORDER ? undefined : order.lines.find((l) => String(l.id) === scope);

/** The most a refund of the scope may give back. */
export function refundLeftCents(order: Refundable, scope: string): number {
  if (scope === WHOLE_ORDER) return order.refundable_cents;
  const line = lineOf(order, scope);
  return line ? lineLeftCents(order, line) : 0;
}

/** The amount the form offers for a scope: all that is left of it. */
export const refundAmountOf = (order: Refundable, scope: string) =>
  dollarsOfCents(refundLeftCents(order, scope));

/** The dialog opens on the whole order and all it has left. */
export const refundFormOf = (order: Refundable): RefundForm => ({
  scope: WHOLE_ORDER,
  amount: refundAmountOf(order, WHOLE_ORDER),
  reason: '',
  endEntitlement: false,
});

/** What each kind of order paid for that a refund can end, in the dialog's words. */
const ENTITLEMENT: Partial<Record<TOrderPage['origin'], { stays: string; ends: string; choice: string }>> = {
  membership: {
    stays: 'The membership stays: its expiry is not changed.',
    ends: 'The membership ends: its expiry goes back to what it was before this payment, so the member can renew again.',
    choice: 'End the membership as well (expiry back to before this payment)',
  },
  hpc_plan: {
    stays: 'The HPC subscription stays active and the member keeps their class places.',
    ends: 'The HPC subscription is cancelled today and the member’s places in coming classes go to the waitlist.',
    choice: 'Cancel the HPC subscription as well (class places go to the waitlist)',
  },
  hpc_subscription: {
    stays: 'The HPC subscription stays active and the member keeps their class places.',
    ends: 'The HPC subscription is cancelled today and the member’s places in coming classes go to the waitlist.',
    choice: 'Cancel the HPC subscription as well (class places go to the waitlist)',
  },
  nomination: {
    stays: 'The team stays entered and keeps its place.',
    ends: 'The team’s nomination is declined and its place is offered to the first team on the waitlist.',
    choice: 'Withdraw the team as well (its place goes to the waitlist)',
  },
};

/** The partial refund's choice to end what the order paid for, or null when it has none to end. */
export const entitlementChoice = (order: Pick<TOrderPage, 'origin'>) =>
  ENTITLEMENT[order.origin]?.choice ?? null;

/** The body of POST /api/admin/orders/:id/refunds. */
export const refundRequestOf = (form: RefundForm, idempotencyKey: string): TRefundRequest => ({
  amount_cents: centsOfDollars(form.amount) ?? 0,
  reason: form.reason.trim(),
  ...(form.scope !== WHOLE_ORDER && { line_id: Number(form.scope) }),
  idempotency_key: idempotencyKey,
  ...(form.endEntitlement && { end_entitlement: true }),
});

/** The refund's rules in the form's words (at most what is left of the scope), then the contract's. */
export const refundFormSchema = (order: Refundable, idempotencyKey: string) =>
  z.pipe(
    z.pipe(
      formValues<RefundForm>().check(
        z.superRefine((form, ctx) => {
          const issue = (path: keyof RefundForm, message: string) =>
            ctx.addIssue({ code: 'custom', path: [path], message });
          const left = refundLeftCents(order, form.scope);
          const cents = centsOfDollars(form.amount);
          if (cents === null || cents === 0)
            issue('amount', 'Type the amount in dollars, such as 25 or 25.50.');
          else if (cents > left) issue('amount', `At most what is left to refund, ${formatDollars(left)}.`);
          const reason = form.reason.trim();
          if (!reason) issue('reason', 'Give the reason: it is kept with the refund and in the audit log.');
          else if (reason.length > REFUND_REASON_MAX)
            issue('reason', `At most ${REFUND_REASON_MAX} characters.`);
        }),
      ),
      z.transform((form): z.input<typeof ZRefundRequest> => refundRequestOf(form, idempotencyKey)),
    ),
    ZRefundRequest,
  );

export const REFUND_FIELDS = ['scope', 'amount', 'reason'];
export const REFUND_RENAME = { amount_cents: 'amount', line_id: 'scope' };

const RECEIVED = ['succeeded', 'refunded'];

/** What a refund as typed will do, said before it is made: where the money goes, and the stock. */
export function refundWillText(
  order: TOrderPage,
  form: Pick<RefundForm, 'scope' | 'amount'> & Partial<Pick<RefundForm, 'endEntitlement'>>,
): string[] {
  const received = order.payments.filter((p) => RECEIVED.includes(p.status));
  const byCard = received.filter((p) => p.method === 'card').length;
  const money =
    byCard > 0 && byCard === received.length
      ? 'The money goes back to the card through the payment gateway.'
      : byCard === 0
        ? 'The order was not paid by card: pay the money back by hand (cash or bank transfer). The refund is only recorded here.'
        : 'What was paid by card goes back to the card through the payment gateway; the rest must be paid back by hand and is only recorded here.';
  const cents = centsOfDollars(form.amount) ?? 0;
  const line = lineOf(order, form.scope);
  const stock =
    cents > 0 && cents >= order.refundable_cents
      ? `The order is then refunded in full: every line's stock is given back${order.bookings.length > 0 ? ' and its court bookings are freed' : ''}.`
      : line && cents >= line.total_cents - line.refunded_cents
        ? `${line.name} is then refunded in full: its stock is given back.`
        : 'No stock is given back: only a line or the order refunded in full gives back stock.';
  const entitlement = ENTITLEMENT[order.origin];
  if (!entitlement) return [money, stock];
  const whole = cents > 0 && cents >= order.refundable_cents;
  return [money, stock, whole || form.endEntitlement ? entitlement.ends : entitlement.stays];
}

/** The refund just made: the newest of the order's refunds. */
const newest = (refunds: readonly TOrderRefund[]) =>
  refunds.reduce<TOrderRefund | undefined>((last, r) => (!last || r.id > last.id ? r : last), undefined);

/** What the refund did, from the order the API answered. */
export function refundMadeText(order: Pick<TOrderPage, 'id' | 'refunds'>): string {
  const made = newest(order.refunds);
  if (!made) return `Order #${order.id} refunded.`;
  const what = `${formatDollars(made.amount_cents)} of order #${order.id}${made.line ? ` (${made.line})` : ''}`;
  return made.by_hand
    ? `Refund of ${what} recorded: pay it back by hand.`
    : `${what} refunded to the card through the gateway (reference ${made.gateway_ref ?? 'not given'}).`;
}

/** How a refund was paid back, as its row says it. */
export const refundWayText = (refund: Pick<TOrderRefund, 'by_hand' | 'gateway_ref'>) =>
  refund.by_hand ? 'By hand' : `Gateway${refund.gateway_ref ? `, ${refund.gateway_ref}` : ''}`;
