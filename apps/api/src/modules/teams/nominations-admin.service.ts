// The console's Nominations area: the teams nominated in a season and staff's decisions on them.
//
// A team's nomination is pending when the wizard enters it. Staff accept it, decline it (its
// nomination payments are refunded through the gateway and its open invoices credited), put it
// on the waitlist, or move it to another division of the season (regrade). Pending, accepted and
// offered teams hold a place in their division; declined and waitlisted ones do not. When a
// decision frees a place, the first waitlisted team for that division (waitlisted in it, or
// preferring it from a waitlist division) is offered it: moved into it with the status offered,
// until staff accept or decline it.
//
// Every decision runs in one transaction that first locks the division groups it touches (in id
// order, the lock the nomination wizard takes before it counts places) and then the team row, so
// two staff deciding at once, or a decision racing a nomination, queue instead of both taking
// the last place or both refunding. The audit entry is written in the same transaction. The
// manager's email goes after the commit.
import { NOMINATION_STATUS_TEXT, type TNominationStatus } from '@courtside/contracts';
import {
  NOMINATION_DECISION_FROM,
  type TNominationDecisionKind,
  type TNominationDecision,
  type TNominationDecline,
  type TNominationOutcome,
  type TNominationPage,
  type TNominationQuery,
  type TNominationRegrade,
  type TNominationRow,
} from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { likeLiteral } from '../../lib/sql.js';
import { isoOfDbDate, todayIso } from '../../lib/local-dates.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { nominationOutcome, renderEmail } from '../../emails/index.js';
import { recordAudit } from '../audit/index.js';
import { creditTeamInvoices } from '../invoices/index.js';
import { refundTeamPayments, teamMoney, onOrderRefunded } from '../payments/index.js';
import { memberContacts, memberPlayerFacts } from '../people/index.js';
import { competition } from './competition-reads.js';
import { eligibilityWarnings } from './eligibility-rules.js';
import { PLACE_HOLDING, placesLeft, TX_OPTIONS } from './team-lookups.js';
import { billOfferedPlace, offerInvoice } from './waitlist-offers.js';

const DEFAULT_PAGE_SIZE = 25;

const ORDER_BY: Record<NonNullable<TNominationQuery['sort']>, Prisma.TeamOrderByWithRelationInput[]> = {
  nominated: [{ createdAt: 'asc' }, { id: 'asc' }],
  '-nominated': [{ createdAt: 'desc' }, { id: 'desc' }],
  team: [{ name: 'asc' }, { id: 'asc' }],
  '-team': [{ name: 'desc' }, { id: 'desc' }],
  division: [{ divisionId: 'asc' }, { name: 'asc' }],
  '-division': [{ divisionId: 'desc' }, { name: 'asc' }],
};

export const teamRowSelect = {
  id: true,
  name: true,
  divisionId: true,
  preferredDivisionId: true,
  nominationStatus: true,
  nominationNote: true,
  nominationReason: true,
  nominationDecidedAt: true,
  waitlistedAt: true,
  createdAt: true,
  positions: { where: { role: 'manager' }, select: { memberId: true }, orderBy: { id: 'asc' }, take: 1 },
} satisfies Prisma.TeamSelect;
type TeamRow = Prisma.TeamGetPayload<{ select: typeof teamRowSelect }>;

const today = (deps: Deps) => todayIso(deps.settings.current().timeZone, deps.now());

/** Each team's players outside its division's gender or ages: staff see them and may still accept. */
async function eligibilityOfTeams(
  db: Deps['db'] | Tx,
  teams: { id: number; divisionId: number }[],
  day: string,
): Promise<Map<number, string[]>> {
  const players = await db.teamPosition.findMany({
    where: { teamId: { in: teams.map((t) => t.id) }, role: 'player' },
    select: { teamId: true, memberId: true },
    orderBy: { id: 'asc' },
  });
  const [rules, people] = await Promise.all([
    competition().divisionEligibility(db, [...new Set(teams.map((t) => t.divisionId))], day),
    memberPlayerFacts(db, [...new Set(players.map((p) => p.memberId))]),
  ]);
  const divisionOf = new Map(teams.map((t) => [t.id, t.divisionId]));
  const warnings = new Map<number, string[]>(teams.map((t) => [t.id, []]));
  for (const p of players) {
    const rule = rules.get(divisionOf.get(p.teamId)!);
    const person = people.get(p.memberId);
    if (!rule || !person) continue;
    warnings.get(p.teamId)!.push(...eligibilityWarnings(rule, { ...person, dob: isoOfDbDate(person.dob) }));
  }
  return warnings;
}

/** The rows as the console shows them, with names from their owners (draw, profile, payments). */
async function toRows(db: Deps['db'] | Tx, teams: TeamRow[], day: string): Promise<TNominationRow[]> {
  const divisionIds = [
    ...new Set(teams.flatMap((t) => [t.divisionId, t.preferredDivisionId ?? t.divisionId])),
  ];
  const managerIds = [...new Set(teams.flatMap((t) => t.positions.map((p) => p.memberId)))];
  const [labels, managers, money, eligibility] = await Promise.all([
    competition().divisionLabels(db, divisionIds),
    memberContacts(db, managerIds),
    teamMoney(
      db,
      teams.map((t) => t.id),
    ),
    eligibilityOfTeams(db, teams, day),
  ]);
  const label = new Map(labels.map((l) => [l.id, l]));
  return teams.map((t) => {
    const d = label.get(t.divisionId)!;
    const manager = t.positions[0] ? managers.get(t.positions[0].memberId) : undefined;
    const paid = money.get(t.id);
    return {
      team_id: t.id,
      team: t.name,
      status: t.nominationStatus,
      season_id: d.seasonId,
      season: d.season,
      division_id: d.id,
      division: d.name,
      group: d.group,
      grade: d.grade,
      preferred_division_id: t.preferredDivisionId,
      preferred_division: t.preferredDivisionId ? (label.get(t.preferredDivisionId)?.name ?? null) : null,
      manager: manager ? `${manager.firstname} ${manager.lastname}` : null,
      manager_email: manager?.email ?? null,
      nominated_at: t.createdAt.toISOString(),
      waitlisted_at: t.waitlistedAt?.toISOString() ?? null,
      decided_at: t.nominationDecidedAt?.toISOString() ?? null,
      reason: t.nominationReason,
      note: t.nominationNote,
      paid_cents: paid?.paidCents ?? 0,
      refunded_cents: paid?.refundedCents ?? 0,
      warnings: eligibility.get(t.id) ?? [],
    };
  });
}

/** GET /api/admin/nominations: a page of teams, filtered and sorted by the server. */
export async function listNominations(deps: Deps, query: TNominationQuery): Promise<TNominationPage> {
  const page = query.page ?? 0;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const inSeason =
    query.season_id !== undefined ? await competition().seasonDivisionIds(deps.db, query.season_id) : null;
  const divisionIds =
    query.division_id !== undefined
      ? inSeason === null || inSeason.includes(query.division_id)
        ? [query.division_id]
        : []
      : inSeason;
  const where: Prisma.TeamWhereInput = {
    ...(divisionIds !== null && { divisionId: { in: divisionIds } }),
    ...(query.status && { nominationStatus: query.status }),
    ...(query.q && { name: { contains: likeLiteral(query.q), mode: 'insensitive' as const } }),
  };
  const [teams, total] = await Promise.all([
    deps.db.team.findMany({
      where,
      select: teamRowSelect,
      orderBy: ORDER_BY[query.sort ?? 'nominated'],
      skip: page * pageSize,
      take: pageSize,
    }),
    deps.db.team.count({ where }),
  ]);
  return { nominations: await toRows(deps.db, teams, today(deps)), total, page, page_size: pageSize };
}

// ---------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------

type Decision = TNominationDecisionKind;

const notAllowed = (status: TNominationStatus, decision: Decision) =>
  new AppError('conflict', `A ${status} nomination cannot be ${DONE[decision]}.`);
const DONE: Record<Decision, string> = {
  accept: 'accepted',
  decline: 'declined',
  waitlist: 'waitlisted',
  regrade: 'moved',
};

const divisionFullError = () =>
  new AppError('conflict', 'That division has no place left: decline or waitlist a team in it first.');

/** Locks the division groups (in id order, as every place count takes them) and then the team. */
export async function lockFor(tx: Tx, teamId: number, divisionIds: number[]) {
  const groups = new Set<number>();
  for (const id of divisionIds) {
    const d = await competition().entryDivision(tx, id);
    if (d) groups.add(d.groupId);
  }
  for (const g of [...groups].sort((a, b) => a - b)) await competition().lockDivisionGroup(tx, g);
  await tx.$queryRaw`SELECT id FROM "Team" WHERE id = ${teamId} FOR UPDATE`;
  const team = await tx.team.findUnique({ where: { id: teamId }, select: teamRowSelect });
  if (!team) throw notFound('Team');
  return team;
}

/** Places left in a division, counted under its group lock (null: no limit). */
async function placesIn(tx: Tx, divisionId: number): Promise<number | null> {
  const d = await competition().entryDivision(tx, divisionId);
  if (!d) throw notFound('Division');
  return placesLeft(tx, d);
}

interface Offer {
  teamId: number;
  divisionId: number;
}

/**
 * A place freed in the division: the first waitlisted team for it (by the time it was
 * waitlisted) is moved into it and offered it, and billed the division's fee when it has not
 * paid (waitlist-offers.ts). A team whose name another team of the division already has is
 * passed over (its manager would have to rename it first). `actorId`: who freed the place.
 */
export async function offerFreedPlace(
  tx: Tx,
  deps: Deps,
  divisionId: number,
  /** Teams not to offer it: the one that freed it, and those a batch waitlists with it. */
  except: number[],
  actorId: number,
): Promise<Offer | null> {
  // A division (and group) without a limit frees no place anybody waits for: a team waitlisted
  // there waits by staff's choice, and is not moved in when another team leaves.
  const left = await placesIn(tx, divisionId);
  if (left === null || left <= 0) return null;
  const candidates = await tx.team.findMany({
    where: {
      id: { notIn: except },
      nominationStatus: 'waitlisted',
      OR: [{ divisionId }, { preferredDivisionId: divisionId }],
    },
    select: { id: true, name: true, divisionId: true },
    orderBy: [{ waitlistedAt: 'asc' }, { id: 'asc' }],
  });
  for (const c of candidates) {
    const clash =
      c.divisionId !== divisionId && (await tx.team.count({ where: { divisionId, name: c.name } })) > 0;
    if (clash) continue;
    await tx.team.update({
      where: { id: c.id },
      data: {
        divisionId,
        nominationStatus: 'offered',
        nominationDecidedAt: deps.now(),
        nominationReason: null,
      },
    });
    await billOfferedPlace(tx, deps, { teamId: c.id, divisionId }, actorId);
    return { teamId: c.id, divisionId };
  }
  return null;
}

interface Decided {
  team: TeamRow;
  refundedCents: number;
  byHandCents: number;
  creditedCents: number;
  offer: Offer | null;
}

async function decide(
  deps: Deps,
  actorId: number,
  teamId: number,
  decision: Decision,
  reason: string | undefined,
  options: { target?: number; passOver?: number[] } = {},
): Promise<TNominationOutcome> {
  const { target, passOver = [] } = options;
  const done = await deps.db.$transaction(async (tx): Promise<Decided> => {
    const current = await tx.team.findUnique({ where: { id: teamId }, select: { divisionId: true } });
    if (!current) throw notFound('Team');
    if (target !== undefined) {
      const to = await competition().entryDivision(tx, target);
      const from = await competition().entryDivision(tx, current.divisionId);
      if (!to || !from || to.seasonId !== from.seasonId)
        throw new AppError('validation_failed', 'Choose a division of the same season.', {
          division_id: ['Choose a division of the same season.'],
        });
      if (to.id === from.id)
        throw new AppError('validation_failed', 'The team is already in that division.', {
          division_id: ['The team is already in that division.'],
        });
    }
    const team = await lockFor(
      tx,
      teamId,
      target === undefined ? [current.divisionId] : [current.divisionId, target],
    );
    if (team.divisionId !== current.divisionId)
      throw new AppError('conflict', 'The team moved meanwhile: try again.');
    const before = team.nominationStatus;
    if (!NOMINATION_DECISION_FROM[decision].includes(before)) throw notAllowed(before, decision);
    const held = PLACE_HOLDING.includes(before);
    const now = deps.now();
    let refundedCents = 0;
    let byHandCents = 0;
    let creditedCents = 0;
    let data: Prisma.TeamUpdateInput;

    switch (decision) {
      case 'accept':
        // A waitlisted team takes a place it did not hold, and is billed for it as an offer bills.
        if (!held) {
          const left = await placesIn(tx, team.divisionId);
          if (left !== null && left <= 0) throw divisionFullError();
          await billOfferedPlace(tx, deps, { teamId, divisionId: team.divisionId }, actorId);
        }
        data = { nominationStatus: 'accepted', waitlistedAt: null };
        break;
      case 'decline': {
        ({ refundedCents, byHandCents } = await refundTeamPayments(tx, deps, teamId, actorId));
        creditedCents = await creditTeamInvoices(tx, teamId, `Nomination declined: ${team.name}`);
        data = { nominationStatus: 'declined', waitlistedAt: null };
        break;
      }
      case 'waitlist':
        data = { nominationStatus: 'waitlisted', waitlistedAt: now };
        break;
      case 'regrade': {
        if (held) {
          const left = await placesIn(tx, target!);
          if (left !== null && left <= 0) throw divisionFullError();
        }
        if ((await tx.team.count({ where: { divisionId: target!, name: team.name } })) > 0)
          throw new AppError('conflict', 'A team of that name is already in that division.');
        data = { division: { connect: { id: target! } } };
        break;
      }
    }
    const after = await tx.team.update({
      where: { id: teamId },
      data: { ...data, nominationDecidedAt: now, nominationReason: reason?.trim() || null },
      select: teamRowSelect,
    });
    // The place this decision freed, if it freed one, goes to the first waitlisted team for it.
    const freed = held && !PLACE_HOLDING.includes(after.nominationStatus);
    const moved = held && decision === 'regrade';
    const offer =
      freed || moved
        ? await offerFreedPlace(tx, deps, team.divisionId, [teamId, ...passOver], actorId)
        : null;
    // Accepting players outside the division's range is allowed; the entry says who they were.
    const warnings =
      decision === 'accept' ? ((await eligibilityOfTeams(tx, [after], today(deps))).get(teamId) ?? []) : [];

    await recordAudit(tx, {
      actorId,
      action: `nomination.${decision}`,
      entity: 'Team',
      entityId: teamId,
      before: { status: before, division_id: team.divisionId },
      after: {
        status: after.nominationStatus,
        division_id: after.divisionId,
        ...(decision === 'decline' && { refunded_cents: refundedCents, credited_cents: creditedCents }),
        ...(byHandCents > 0 && { refund_by_hand_cents: byHandCents }),
        ...(warnings.length > 0 && { accepted_with_warnings: warnings }),
      },
      reason,
    });
    if (offer)
      await recordAudit(tx, {
        actorId,
        action: 'nomination.offer',
        entity: 'Team',
        entityId: offer.teamId,
        before: { status: 'waitlisted' },
        after: { status: 'offered', division_id: offer.divisionId },
        reason: `A place freed when team ${teamId} was ${DONE[decision]}`,
      });
    return { team: after, refundedCents, byHandCents, creditedCents, offer };
  }, TX_OPTIONS);

  await tellManagers(deps, [done.team.id, ...(done.offer ? [done.offer.teamId] : [])]);
  const [row] = await toRows(deps.db, [done.team], today(deps));
  return {
    nomination: row!,
    refunded_cents: done.refundedCents,
    offered_team_id: done.offer?.teamId ?? null,
  };
}

/**
 * A refund that ends a team's entry withdraws its nomination (declined, as staff's decline does,
 * without refunding again: the refund is the money given back) and offers the place it held to
 * the first waitlisted team. The managers of both are emailed once the refund commits.
 */
onOrderRefunded('nomination', async (tx, order, what, deps) => {
  if (!what.endEntitlement || order.teamId === null) return;
  const teamId = order.teamId;
  const current = await tx.team.findUnique({ where: { id: teamId }, select: { divisionId: true } });
  if (!current) return;
  const team = await lockFor(tx, teamId, [current.divisionId]);
  if (team.nominationStatus === 'declined') return;
  const held = PLACE_HOLDING.includes(team.nominationStatus);
  const reason = `Refunded: ${what.reason}`;
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
  const offer = held ? await offerFreedPlace(tx, deps, team.divisionId, [teamId], what.actorId) : null;
  await recordAudit(tx, {
    actorId: what.actorId,
    action: 'nomination.decline',
    entity: 'Team',
    entityId: teamId,
    before: { status: team.nominationStatus, division_id: team.divisionId },
    after: {
      status: after.nominationStatus,
      division_id: after.divisionId,
      refunded_cents: what.amountCents,
    },
    reason,
  });
  if (offer)
    await recordAudit(tx, {
      actorId: what.actorId,
      action: 'nomination.offer',
      entity: 'Team',
      entityId: offer.teamId,
      before: { status: 'waitlisted' },
      after: { status: 'offered', division_id: offer.divisionId },
      reason: `A place freed when team ${teamId} was declined`,
    });
  what.afterCommit(() => tellManagers(deps, [teamId, ...(offer ? [offer.teamId] : [])]));
});

/** Emails each team's managers and admins what became of the nomination (after the commit). */
export async function tellManagers(deps: Deps, teamIds: number[]): Promise<void> {
  const teams = await deps.db.team.findMany({
    where: { id: { in: teamIds } },
    select: {
      ...teamRowSelect,
      positions: { where: { role: { in: ['manager', 'admin'] } }, select: { memberId: true } },
    },
  });
  const rows = await toRows(deps.db, teams, today(deps));
  const contacts = await memberContacts(deps.db, [
    ...new Set(teams.flatMap((t) => t.positions.map((p) => p.memberId))),
  ]);
  const { clientName } = deps.settings.current();
  for (const [i, team] of teams.entries()) {
    const row = rows[i]!;
    const status = NOMINATION_STATUS_TEXT[row.status];
    for (const { memberId } of team.positions) {
      const to = contacts.get(memberId);
      if (!to?.email) continue;
      const mail = await renderEmail(nominationOutcome, {
        association: clientName,
        firstname: to.firstname,
        team: row.team,
        where: `${row.grade} ${row.group}, ${row.division}, ${row.season}`,
        status,
        reason: row.reason,
        refundedCents: row.status === 'declined' ? row.refunded_cents : 0,
        invoice: row.status === 'offered' ? await offerInvoice(deps, row.team_id) : null,
        teamUrl: `${deps.publicUrl}/member/teams/team/${row.team_id}`,
      });
      await deps.mailer
        .send({ to: to.email, ...mail })
        .catch((err: unknown) =>
          deps.log.warn({ err, teamId: row.team_id }, 'could not send the nomination outcome email'),
        );
    }
  }
}

export const acceptNomination = (deps: Deps, actorId: number, teamId: number, body: TNominationDecision) =>
  decide(deps, actorId, teamId, 'accept', body.reason);

export const declineNomination = (deps: Deps, actorId: number, teamId: number, body: TNominationDecline) =>
  decide(deps, actorId, teamId, 'decline', body.reason);

/** `passOver`: the other teams a batch waitlists, never offered a place the batch frees. */
export const waitlistNomination = (
  deps: Deps,
  actorId: number,
  teamId: number,
  body: TNominationDecision,
  passOver: number[] = [],
) => decide(deps, actorId, teamId, 'waitlist', body.reason, { passOver });

export const regradeNomination = (deps: Deps, actorId: number, teamId: number, body: TNominationRegrade) =>
  decide(deps, actorId, teamId, 'regrade', body.reason, { target: body.division_id });
