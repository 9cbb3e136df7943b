// Payouts: the card gateway's transfers to the association's bank, each with the movements it
// carries (payments taken, refunds, fees), matched to our payments and refunds when recorded.
//
// Where they come from:
//   - Stripe: its payout.* webhooks (stripe-payouts.ts) fetch the payout and its balance
//     transactions; recording again (a later event, a redelivery) updates the same rows.
//   - The sandbox, which moves no money, makes one payout a day (sandboxPayoutsJob): each card
//     payment received, less Stripe's Australian card fee, and each card refund, on the day it
//     happened, arriving the next day. Under one advisory lock, carrying only what no payout
//     has carried, so any number of processes or runs make each day's payout once.
//
// A payment matches a charge by its gateway reference (PaymentIntent, or a subscription's
// invoice); a refund matches a Refund row by its gateway reference, or else the payment it
// gives back (refunds the gateway made for us before refunds were recorded).
import type { TPayoutItemKind } from '@courtside/contracts/admin';
import type { Tx } from '../../db/tx.js';
import type { Db } from '../../plugins/prisma.js';
import { addDaysIso, dbDate, localIsoDate, startOfLocalDay, todayIso } from '../../lib/local-dates.js';
import { mulDivHalfUp } from '../../lib/money.js';
import { rows, sql } from '../../lib/sql.js';
import type { JobSpec } from '../../lib/jobs.js';
import { TX_OPTIONS } from './order-core.js';

/** A payout as the gateway reports it, before matching. */
export interface GatewayPayout {
  gateway: 'stripe' | 'sandbox';
  gatewayRef: string;
  status: string;
  amountCents: number;
  /** Local date of arrival. */
  arrivalDate: string;
  items: GatewayPayoutItem[];
}

export interface GatewayPayoutItem {
  gatewayRef: string;
  kind: TPayoutItemKind;
  type: string;
  description: string;
  amountCents: number;
  feeCents: number;
  netCents: number;
  occurredAt: Date;
  /** What a matching Payment.gatewayRef holds (a PaymentIntent id, a subscription's invoice id). */
  paymentRefs: string[];
  /** What a matching Refund.gatewayRef holds. */
  refundRef: string | null;
}

/** Links each item to the refund or payment it is; unknown references stay unmatched. */
async function matched(tx: Tx, items: GatewayPayoutItem[]) {
  const refundRefs = items.flatMap((i) => (i.refundRef ? [i.refundRef] : []));
  const paymentRefs = items.flatMap((i) => i.paymentRefs);
  const [refunds, payments] = await Promise.all([
    refundRefs.length === 0
      ? []
      : tx.refund.findMany({
          where: { gatewayRef: { in: refundRefs } },
          select: { id: true, paymentId: true, gatewayRef: true },
        }),
    paymentRefs.length === 0
      ? []
      : tx.payment.findMany({
          where: { gatewayRef: { in: paymentRefs } },
          select: { id: true, gatewayRef: true },
        }),
  ]);
  const refundOf = new Map(refunds.map((r) => [r.gatewayRef, r]));
  const paymentOf = new Map(payments.map((p) => [p.gatewayRef, p.id]));
  return items.map((item) => {
    const refund = item.refundRef ? refundOf.get(item.refundRef) : undefined;
    const paymentId =
      refund?.paymentId ??
      item.paymentRefs.map((ref) => paymentOf.get(ref)).find((id) => id !== undefined) ??
      null;
    return { item, refundId: refund?.id ?? null, paymentId };
  });
}

/** Writes a payout and its items, or brings them up to date (the same gateway reference again). */
export async function recordPayout(tx: Tx, payout: GatewayPayout): Promise<number> {
  const fields = {
    status: payout.status,
    amountCents: payout.amountCents,
    arrivalDate: dbDate(payout.arrivalDate),
  };
  const { id } = await tx.payout.upsert({
    where: { gatewayRef: payout.gatewayRef },
    create: { gateway: payout.gateway, gatewayRef: payout.gatewayRef, ...fields },
    update: fields,
    select: { id: true },
  });
  const items = await matched(tx, payout.items);
  if (items.length === 0) return id;
  // One statement for every movement, however many the payout carried: each is upserted by the
  // gateway's id, so a payout told again (or its events in any order) keeps one row a movement.
  const column = <T>(of: (m: (typeof items)[number]) => T) => items.map(of);
  await rows(
    tx,
    sql`INSERT INTO "PayoutItem" ("payoutId", "gatewayRef", kind, type, description, "amountCents",
                                  "feeCents", "netCents", "occurredAt", "paymentId", "refundId")
        SELECT ${id}::int, * FROM unnest(
          ${column((m) => m.item.gatewayRef)}::text[], ${column((m) => m.item.kind)}::text[],
          ${column((m) => m.item.type)}::text[], ${column((m) => m.item.description.slice(0, 500))}::text[],
          ${column((m) => m.item.amountCents)}::int[], ${column((m) => m.item.feeCents)}::int[],
          ${column((m) => m.item.netCents)}::int[],
          ${column((m) => m.item.occurredAt.toISOString())}::timestamptz[],
          ${column((m) => m.paymentId)}::int[], ${column((m) => m.refundId)}::int[])
        ON CONFLICT ("gatewayRef") DO UPDATE SET
          "payoutId" = EXCLUDED."payoutId", kind = EXCLUDED.kind, type = EXCLUDED.type,
          description = EXCLUDED.description, "amountCents" = EXCLUDED."amountCents",
          "feeCents" = EXCLUDED."feeCents", "netCents" = EXCLUDED."netCents",
          "occurredAt" = EXCLUDED."occurredAt", "paymentId" = EXCLUDED."paymentId",
          "refundId" = EXCLUDED."refundId"`,
  );
  return id;
}

// --- The sandbox's daily payouts -------------------------------------------------------------------

/** Stripe's fee for a domestic card in Australia: 1.7% + 30c. */
export const sandboxFeeCents = (amountCents: number) => mulDivHalfUp(amountCents, 17, 1000) + 30;

/** How far back the first run looks for movements to pay out. */
const SANDBOX_HISTORY_DAYS = 120;

interface Movement {
  kind: 'charge' | 'refund';
  id: number;
  paymentId: number;
  gatewayRef: string | null;
  amountCents: number;
  at: Date;
}

/** Sandbox card payments and card refunds before `before` that no payout carries yet. */
function uncarriedMovements(tx: Tx, before: Date) {
  return rows<Movement>(
    tx,
    sql`SELECT 'charge' AS kind, p.id, p.id AS "paymentId", p."gatewayRef", p."amountCents",
               COALESCE(o."paidAt", p."createdAt") AS at
          FROM "Payment" p JOIN "Order" o ON o.id = p."orderId"
         WHERE p.gateway = 'sandbox' AND p.method = 'card' AND p.status IN ('succeeded', 'refunded')
           AND p."amountCents" > 0 AND COALESCE(o."paidAt", p."createdAt") < ${before}
           AND NOT EXISTS (SELECT 1 FROM "PayoutItem" i WHERE i."paymentId" = p.id AND i.kind = 'charge')
        UNION ALL
        SELECT 'refund', r.id, r."paymentId", r."gatewayRef", r."amountCents", r."createdAt"
          FROM "Refund" r JOIN "Payment" p ON p.id = r."paymentId"
         WHERE p.gateway = 'sandbox' AND p.method = 'card' AND NOT r."byHand" AND r."createdAt" < ${before}
           AND NOT EXISTS (SELECT 1 FROM "PayoutItem" i WHERE i."refundId" = r.id)
         ORDER BY at, kind, id`,
  );
}

function sandboxItem(m: Movement): GatewayPayoutItem {
  if (m.kind === 'charge') {
    const fee = sandboxFeeCents(m.amountCents);
    return {
      gatewayRef: `sandbox_txn_ch_${m.id}`,
      kind: 'charge',
      type: 'charge',
      description: `Payment ${m.paymentId}`,
      amountCents: m.amountCents,
      feeCents: fee,
      netCents: m.amountCents - fee,
      occurredAt: m.at,
      paymentRefs: m.gatewayRef ? [m.gatewayRef] : [],
      refundRef: null,
    };
  }
  return {
    gatewayRef: `sandbox_txn_re_${m.id}`,
    kind: 'refund',
    type: 'refund',
    description: `Refund ${m.id} of payment ${m.paymentId}`,
    amountCents: -m.amountCents,
    feeCents: 0,
    netCents: -m.amountCents,
    occurredAt: m.at,
    paymentRefs: [],
    refundRef: m.gatewayRef,
  };
}

/**
 * Pays out every local day up to `lastDay` (the job's: yesterday) whose sandbox card movements no
 * payout carries: one payout per day with movements, arriving the next day. Older movements than
 * the history window go into the first day's payout. Answers how many payouts it made.
 */
export async function makeSandboxPayouts(
  db: Db,
  timeZone: string,
  lastDay: string,
): Promise<{ payouts: number }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sandbox-payouts'))`;
    const movements = await uncarriedMovements(tx, startOfLocalDay(addDaysIso(lastDay, 1), timeZone));
    const earliest = addDaysIso(lastDay, -SANDBOX_HISTORY_DAYS);
    const byDay = new Map<string, Movement[]>();
    for (const m of movements) {
      const day = localIsoDate(m.at, timeZone);
      const key = day < earliest ? earliest : day;
      byDay.set(key, [...(byDay.get(key) ?? []), m]);
    }
    for (const [day, dayMovements] of byDay) {
      const items = dayMovements.map(sandboxItem);
      const id = await recordPayout(tx, {
        gateway: 'sandbox',
        gatewayRef: `sandbox_po_${day}`,
        status: 'paid',
        amountCents: 0,
        arrivalDate: addDaysIso(day, 1),
        items,
      });
      // What reaches the bank is every movement it carries (a day paid out before may gain late ones).
      await tx.$executeRaw`UPDATE "Payout" SET "amountCents" =
        (SELECT COALESCE(SUM("netCents"), 0) FROM "PayoutItem" WHERE "payoutId" = ${id}) WHERE id = ${id}`;
    }
    return { payouts: byDay.size };
  }, TX_OPTIONS);
}

/** Early each morning (the association's time): yesterday's sandbox payout. Nothing with Stripe. */
export const sandboxPayoutsJob: JobSpec = {
  name: 'payments-sandbox-payouts',
  cron: '30 2 * * *',
  run: async (deps) => {
    if (deps.gateway.name !== 'sandbox') return { payouts: 0 };
    const { timeZone } = deps.settings.current();
    return makeSandboxPayouts(deps.db, timeZone, addDaysIso(todayIso(timeZone, deps.now()), -1));
  },
};
