// A team that joined a full division's waitlist from the nomination wizard paid nothing: a place
// not held is never charged for. When a freed place is offered to it, the division's nomination
// fee is billed on an invoice to the team (its managers see and pay it on their Invoices page;
// GST is inside the price, as on every invoice), in the offer's own transaction, and the offer's
// email says how much and where to pay. A team that already paid by card, was billed before
// (staff entered it on an invoice), or was nominated by a member who pays no nomination fees
// (sk_tm) is not billed again.
import type { Deps } from '../../lib/deps.js';
import { addDaysIso, todayIso } from '../../lib/local-dates.js';
import { createInvoiceIn, teamInvoicesOwing, teamWasInvoiced } from '../invoices/index.js';
import { teamMoney } from '../payments/index.js';
import { memberFacts } from '../people/index.js';
import { competition } from './competition-reads.js';
import type { Tx } from './team-lookups.js';

/** Days a team offered a place has to pay the invoice for it. */
export const OFFER_PAY_DAYS = 14;

type Db = Deps['db'] | Tx;

/** The team's place in the waitlist of its division (1 = offered the next place), as offers take it. */
export async function waitlistPosition(db: Db, teamId: number): Promise<number> {
  const team = await db.team.findUniqueOrThrow({
    where: { id: teamId },
    select: { divisionId: true, waitlistedAt: true },
  });
  if (!team.waitlistedAt) return 0;
  return db.team.count({
    where: {
      nominationStatus: 'waitlisted',
      OR: [{ divisionId: team.divisionId }, { preferredDivisionId: team.divisionId }],
      AND: {
        OR: [
          { waitlistedAt: { lt: team.waitlistedAt } },
          { waitlistedAt: team.waitlistedAt, id: { lte: teamId } },
        ],
      },
    },
  });
}

/**
 * Bills the division's fee to a team just offered a place in it, unless it paid or was billed
 * already. Runs in the offer's transaction; the invoice is audited as the actor's.
 */
export async function billOfferedPlace(
  tx: Tx,
  deps: Deps,
  offer: { teamId: number; divisionId: number },
  actorId: number,
): Promise<number | null> {
  const team = await tx.team.findUniqueOrThrow({
    where: { id: offer.teamId },
    select: { name: true, createdById: true },
  });
  if (await teamWasInvoiced(tx, offer.teamId)) return null;
  const money = (await teamMoney(tx, [offer.teamId])).get(offer.teamId);
  if (money && money.paidCents + money.refundedCents > 0) return null;
  const nominator = team.createdById === null ? null : await memberFacts(tx, team.createdById);
  if (nominator?.skTm) return null;
  const division = await competition().entryDivision(tx, offer.divisionId);
  if (!division || division.nominationPriceCents <= 0) return null;
  const today = todayIso(deps.settings.current().timeZone, deps.now());
  return createInvoiceIn(tx, actorId, {
    team_id: offer.teamId,
    due_date: addDaysIso(today, OFFER_PAY_DAYS),
    discount_cents: 0,
    lines: [
      {
        description: `Team Nomination - ${division.name} (${division.season.name}): ${team.name}`,
        quantity: 1,
        unit_price_cents: division.nominationPriceCents,
        payout_cents: 0,
      },
    ],
  });
}

/** What an offered team still owes for its place, and where its manager pays it. */
export async function offerInvoice(
  deps: Deps,
  teamId: number,
): Promise<{ owingCents: number; url: string } | null> {
  const [first] = await teamInvoicesOwing(deps, teamId);
  return first
    ? { owingCents: first.owingCents, url: `${deps.publicUrl}/member/invoices/invoice/${first.id}` }
    : null;
}
