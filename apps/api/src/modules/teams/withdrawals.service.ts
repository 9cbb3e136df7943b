// A member takes back what they asked for before the association decided it: their team's
// nomination (the nominator or the team's manager), or a new or temporary member request they
// made. A withdrawn nomination ends as a declined one does: its card payments are refunded, its
// open invoices credited, and the place it held goes to the first waitlisted team for it. Each
// withdrawal is audited in its own transaction, under the locks staff's decisions take.
import { NOMINATION_WITHDRAWABLE, TEAM_MSG } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { creditTeamInvoices } from '../invoices/index.js';
import { refundTeamPayments } from '../payments/index.js';
import { memberNames } from '../people/index.js';
import { lockFor, offerFreedPlace, tellManagers, teamRowSelect } from './nominations-admin.service.js';
import { PLACE_HOLDING, TX_OPTIONS, lockTeamRow } from './team-lookups.js';

/** Whether the member may withdraw this team's nomination: they nominated it or manage it. */
export async function ownsNomination(db: Deps['db'], memberId: number, teamId: number): Promise<boolean> {
  const found = await db.team.count({
    where: {
      id: teamId,
      OR: [
        { createdById: memberId },
        { positions: { some: { memberId, role: { in: ['manager', 'admin'] } } } },
      ],
    },
  });
  return found > 0;
}

/** POST /api/member/teams/withdrawnomination */
export async function withdrawNomination(deps: Deps, memberId: number, teamId: number): Promise<void> {
  const current = await deps.db.team.findUnique({
    where: { id: teamId },
    select: { divisionId: true, positions: { where: { memberId }, select: { id: true } }, createdById: true },
  });
  // Someone with no part in the team learns nothing of it.
  if (!current || (current.positions.length === 0 && current.createdById !== memberId))
    throw notFound('Team');
  if (!(await ownsNomination(deps.db, memberId, teamId)))
    throw new AppError('forbidden', TEAM_MSG.notYourNomination);
  const me = (await memberNames(deps.db, [memberId])).get(memberId);
  const reason = `Withdrawn by ${me ? `${me.firstname} ${me.lastname}` : 'the team'}`;

  const offer = await deps.db.$transaction(async (tx) => {
    const team = await lockFor(tx, teamId, [current.divisionId]);
    if (team.divisionId !== current.divisionId)
      throw new AppError('conflict', 'The team moved meanwhile: try again.');
    const before = team.nominationStatus;
    if (!NOMINATION_WITHDRAWABLE.includes(before))
      throw new AppError('conflict', TEAM_MSG.nominationNotWithdrawn);
    const { refundedCents, byHandCents } = await refundTeamPayments(tx, deps, teamId, memberId);
    const creditedCents = await creditTeamInvoices(tx, teamId, `Nomination withdrawn: ${team.name}`);
    const after = await tx.team.update({
      where: { id: teamId },
      data: {
        nominationStatus: 'declined',
        waitlistedAt: null,
        nominationDecidedAt: deps.now(),
        nominationReason: reason,
      },
      select: teamRowSelect,
    });
    const freed = PLACE_HOLDING.includes(before)
      ? await offerFreedPlace(tx, deps, team.divisionId, [teamId], memberId)
      : null;
    await recordAudit(tx, {
      actorId: memberId,
      action: 'nomination.withdraw',
      entity: 'Team',
      entityId: teamId,
      before: { status: before, division_id: team.divisionId },
      after: {
        status: after.nominationStatus,
        division_id: after.divisionId,
        refunded_cents: refundedCents,
        credited_cents: creditedCents,
        ...(byHandCents > 0 && { refund_by_hand_cents: byHandCents }),
      },
      reason,
    });
    if (freed)
      await recordAudit(tx, {
        actorId: memberId,
        action: 'nomination.offer',
        entity: 'Team',
        entityId: freed.teamId,
        before: { status: 'waitlisted' },
        after: { status: 'offered', division_id: freed.divisionId },
        reason: `A place freed when team ${teamId} was withdrawn`,
      });
    return freed;
  }, TX_OPTIONS);
  await tellManagers(deps, [teamId, ...(offer ? [offer.teamId] : [])]);
}

/** POST /api/member/teams/withdrawrequest: a pending request the member made is removed. */
export async function withdrawMemberRequest(
  deps: Deps,
  memberId: number,
  teamId: number,
  requestId: number,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    // Staff deciding the request lock the team first too, so a decision and a withdrawal queue.
    if (!(await lockTeamRow(tx, teamId))) throw notFound('Request');
    const r = await tx.teamMemberRequest.findFirst({
      where: { id: requestId, teamId },
      select: {
        requestedById: true,
        status: true,
        kind: true,
        role: true,
        firstname: true,
        lastname: true,
        gameId: true,
      },
    });
    if (!r) throw notFound('Request');
    if (r.requestedById !== memberId) {
      // Someone with no part in the team learns nothing of its requests.
      const inTeam = await tx.teamPosition.count({ where: { teamId, memberId } });
      if (inTeam === 0) throw notFound('Request');
      throw new AppError('forbidden', TEAM_MSG.notYourRequest);
    }
    if (r.status !== 'pending') throw new AppError('conflict', TEAM_MSG.requestNotWithdrawn);
    await tx.teamMemberRequest.delete({ where: { id: requestId } });
    await recordAudit(tx, {
      actorId: memberId,
      action: 'team.request.withdraw',
      entity: 'TeamMemberRequest',
      entityId: requestId,
      before: {
        status: r.status,
        team_id: teamId,
        kind: r.kind,
        role: r.role,
        name: `${r.firstname} ${r.lastname}`,
        game_id: r.gameId,
      },
      after: null,
    });
  }, TX_OPTIONS);
}
