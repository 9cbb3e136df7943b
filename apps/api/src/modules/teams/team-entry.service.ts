// Staff enter a team for a club that pays by EFT or cash: the nomination wizard takes a card, so
// the console enters the team instead and bills the fee the wizard would charge (the division's
// nomination fee, GST inside it; nothing for a manager who pays no nomination fees) on an invoice
// to the team, which its manager sees and pays under Invoices; a decline credits it as it credits
// any team invoice.
//
// The place is taken by the wizard's rules, in one transaction: the division group's row lock
// first (the lock the wizard and every console decision take before counting), then the count and
// the names. A full division is never over-filled: the team joins its waitlist, as a manager's
// entry from the wizard does, and is billed nothing until it is offered a place (GameDay takes no
// payment for a waitlisted entry; the offer bills it, waitlist-offers.ts). Like the wizard, staff
// may not enter a name the division already has, and a waitlist division needs a preferred
// division. Staff may enter a team whether or not the wizard is open (as associations allocate
// teams outside registration dates), but not into an inactive division or an archived season.
//
// The manager is a member the console's search found, one who can sign in (to see the team and
// pay the invoice): the team is created, billed and audited together, and the manager is sent the
// nomination email, saying where the invoice is (or that the team waits), once it has committed.
import { NOMINATION_MSG, NOMINATION_STATUS_TEXT, formatDollars } from '@courtside/contracts';
import type { TTeamEntry, TTeamEntryOutcome } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { fieldError } from '../../lib/app-error.js';
import { taxIncludedCents } from '../../lib/money.js';
import { sameName } from '../../lib/person-lookup.js';
import { nominationOutcome, renderEmail } from '../../emails/index.js';
import { recordAudit } from '../audit/index.js';
import { billNominationFee } from './waitlist-offers.js';
import { hasSignIn, memberContacts, memberFacts } from '../people/index.js';
import { competition } from './competition-reads.js';
import { enterTeam, placesLeft, teamNamesIn, TX_OPTIONS } from './team-lookups.js';

/** A manager must be able to sign in: to see the team and pay its invoice. */
export const NO_SIGN_IN =
  'This member has no sign-in (no username and password), so they could not manage the team or pay its invoice. Ask them to register an account first.';

/** Checks what needs no lock: the manager, the division and season, the preferred division. */
async function checkEntry(deps: Deps, body: TTeamEntry) {
  const manager = (await memberContacts(deps.db, [body.manager_id])).get(body.manager_id);
  if (!manager) throw fieldError('manager_id', 'No such member');
  if (!(await hasSignIn(deps.db, body.manager_id))) throw fieldError('manager_id', NO_SIGN_IN);

  const division = await competition().entryDivision(deps.db, body.division_id);
  if (!division || division.seasonId !== body.season_id)
    throw fieldError('division_id', 'Choose a division of the season chosen.');
  if (division.season.archived) throw fieldError('season_id', 'The season is archived.');
  if (division.status !== 'active')
    throw fieldError('division_id', 'The division is inactive: it takes no teams.');

  let preferredDivisionId: number | null = null;
  if (division.waitlist) {
    const wanted = body.preferred_division_id ?? null;
    const preferred = wanted === null ? null : await competition().entryDivision(deps.db, wanted);
    // As the wizard offers them: another active division of its group and season, not a waitlist one.
    const fits =
      preferred !== null &&
      preferred.id !== division.id &&
      preferred.groupId === division.groupId &&
      preferred.seasonId === division.seasonId &&
      preferred.status === 'active' &&
      !preferred.waitlist;
    if (!fits) throw fieldError('preferred_division_id', NOMINATION_MSG.preferredRequired);
    preferredDivisionId = preferred.id;
  }
  return { manager, division, preferredDivisionId };
}

/** POST /api/admin/nominations/entries */
export async function enterTeamForClub(
  deps: Deps,
  actorId: number,
  body: TTeamEntry,
): Promise<TTeamEntryOutcome> {
  const name = body.team_name.trim();
  const { manager, division, preferredDivisionId } = await checkEntry(deps, body);
  const { taxRate, clientName } = deps.settings.current();
  // The wizard's price: nothing for a member who pays no nomination fees (sk_tm).
  const feeCents = (await memberFacts(deps.db, body.manager_id))?.skTm ? 0 : division.nominationPriceCents;

  const done = await deps.db.$transaction(async (tx) => {
    await competition().lockDivisionGroup(tx, division.groupId);
    // Counted under the lock: every entry and decision into this group queues behind it.
    const current = await competition().entryDivision(tx, division.id);
    if (!current) throw fieldError('division_id', 'Choose a division of the season chosen.');
    if (current.status !== 'active' || current.season.archived)
      throw fieldError('division_id', 'The division is inactive: it takes no teams.');
    if ((await teamNamesIn(tx, current.id)).some((n) => sameName(n, name)))
      throw fieldError('team_name', NOMINATION_MSG.teamNameTaken);
    const waits = (await placesLeft(tx, current)) === 0;

    const teamId = await enterTeam(tx, {
      name,
      divisionId: current.id,
      preferredDivisionId,
      previousTeamId: null,
      note: '',
      // The manager stands as the nominator: staff who enter the team take no position in it.
      nominatorId: body.manager_id,
      managerId: body.manager_id,
      coachId: null,
      players: [],
      ...(waits && { waitlistedAt: deps.now() }),
    });
    const invoiceId =
      feeCents > 0 && !waits
        ? await billNominationFee(tx, deps, { teamId, team: name, division: current, feeCents }, actorId)
        : null;
    await recordAudit(tx, {
      actorId,
      action: 'nomination.enter',
      entity: 'Team',
      entityId: teamId,
      after: {
        team: name,
        status: waits ? 'waitlisted' : 'pending',
        division_id: current.id,
        preferred_division_id: preferredDivisionId,
        manager_id: body.manager_id,
        invoice_id: invoiceId,
        amount_cents: invoiceId === null ? 0 : feeCents,
      },
      reason: body.reason,
    });
    return { teamId, invoiceId, status: waits ? ('waitlisted' as const) : ('pending' as const) };
  }, TX_OPTIONS);

  const billedCents = done.invoiceId === null ? 0 : feeCents;
  const gstCents = taxIncludedCents(billedCents, taxRate);
  if (manager.email) {
    const [label] = await competition().divisionLabels(deps.db, [division.id]);
    const bill =
      done.invoiceId !== null
        ? `Invoice ${done.invoiceId} for the nomination fee, ${formatDollars(feeCents)} (GST ${formatDollars(gstCents)}), is on your Invoices page: pay it by EFT or cash.`
        : feeCents === 0
          ? 'No nomination fee is charged.'
          : `Nothing is billed while the team waits: when it is offered a place, the nomination fee of ${formatDollars(feeCents)} is billed on an invoice on your Invoices page.`;
    const mail = await renderEmail(nominationOutcome, {
      association: clientName,
      firstname: manager.firstname,
      team: name,
      where: label
        ? `${label.grade} ${label.group}, ${label.name}, ${label.season}`
        : `${division.name}, ${division.season.name}`,
      status: NOMINATION_STATUS_TEXT[done.status],
      reason: bill,
      refundedCents: 0,
      teamUrl: `${deps.publicUrl}/member/teams/team/${done.teamId}`,
    });
    await deps.mailer
      .send({ to: manager.email, ...mail })
      .catch((err: unknown) =>
        deps.log.warn({ err, teamId: done.teamId }, 'could not send the team entry email'),
      );
  }
  return {
    team_id: done.teamId,
    team: name,
    status: done.status,
    invoice_id: done.invoiceId,
    amount_cents: billedCents,
    gst_cents: gstCents,
  };
}
