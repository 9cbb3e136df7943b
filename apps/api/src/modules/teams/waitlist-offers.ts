// A team that joined a full division's waitlist from the nomination wizard paid nothing: a place
// not held is never charged for. When a freed place is offered to it, the division's nomination
// fee is billed on an invoice to the team (its managers see and pay it on their Invoices page;
// GST is inside the price, as on every invoice), in the offer's own transaction, and the offer's
// email says how much and where to pay. A team that already paid by card, was billed before
// (its nomination fee on an invoice: staff entered it), or was nominated by a member who pays no
// nomination fees (sk_tm) is not billed again. Staff entering a team bill it here too.
import { TEAM_ENTRY_DUE_DAYS } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { addDaysIso, todayIso } from '../../lib/local-dates.js';
import { createInvoiceIn, teamInvoicesOwing, teamWasBilledFor } from '../invoices/index.js';
import { teamMoney } from '../payments/index.js';
import { memberFacts } from '../people/index.js';
import { competition } from './competition-reads.js';
import type { Tx } from './team-lookups.js';

/** Days a team has to pay the invoice for its place (the console's entry dialog says it too). */
export const NOMINATION_PAY_DAYS = TEAM_ENTRY_DUE_DAYS;

/** The nomination fee's invoice line begins so: the wizard's order line, then the team's name. */
const FEE_LINE = 'Team Nomination - ';

/**
 * Bills the team the division's nomination fee on an invoice to the team, due in
 * NOMINATION_PAY_DAYS (GST inside, as on every invoice); audited as the actor's. Answers its id.
 */
export async function billNominationFee(
  tx: Tx,
  deps: Deps,
  bill: {
    teamId: number;
    team: string;
    division: { name: string; season: { name: string } };
    feeCents: number;
  },
  actorId: number,
): Promise<number> {
  const today = todayIso(deps.settings.current().timeZone, deps.now());
  return createInvoiceIn(tx, actorId, {
    team_id: bill.teamId,
    due_date: addDaysIso(today, NOMINATION_PAY_DAYS),
    discount_cents: 0,
    lines: [
      {
        description: `${FEE_LINE}${bill.division.name} (${bill.division.season.name}): ${bill.team}`,
        quantity: 1,
        unit_price_cents: bill.feeCents,
        payout_cents: 0,
      },
    ],
  });
}

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
  if (await teamWasBilledFor(tx, offer.teamId, FEE_LINE)) return null;
  const money = (await teamMoney(tx, [offer.teamId])).get(offer.teamId);
  if (money && money.paidCents + money.refundedCents > 0) return null;
  const nominator = team.createdById === null ? null : await memberFacts(tx, team.createdById);
  if (nominator?.skTm) return null;
  const division = await competition().entryDivision(tx, offer.divisionId);
  if (!division || division.nominationPriceCents <= 0) return null;
  return billNominationFee(
    tx,
    deps,
    { teamId: offer.teamId, team: team.name, division, feeCents: division.nominationPriceCents },
    actorId,
  );
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
