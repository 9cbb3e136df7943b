// Teams of the signed-in member and the team page (team-roster and team-forfeits manage a team);
// the lookups other modules use are in team-lookups.ts.
//
// Roles come from the member's TeamPosition rows. Management (colours, numbers,
// forfeits, member requests, removals) is for the manager and team admin while the
// season is not archived and season and division are active. Contact details go to
// the manager, team admin and coach only: for anyone else they are not in the answer.
// Roster changes lock the team row, so two managers acting at once cannot take the
// roster past its limits or give one number to two players.
import {
  ADD_MEMBER_ROLE_TEXT,
  NOMINATION_STATUS_TEXT,
  NOMINATION_WITHDRAWABLE,
  TEAM_MSG,
  TEAM_ROLE_TEXT,
  type TTeamDetail,
  type TTeamGame,
  type TTeamListItem,
  type TTeamMemberRequest,
  type TTeamPlayer,
  type TTeamRole,
} from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { formatDmy, formatTime } from '../../lib/zoned-time.js';
import { rows, sql } from '../../lib/sql.js';
import { competition, teamGameSelect, type TeamGame } from './competition-reads.js';
import type { Tx } from './team-lookups.js';
import { listInvoices } from '../invoices/index.js';
import {
  rolesText,
  rosterLimits,
  sortedRoles,
  teamCapabilities,
  type TeamCapabilities,
} from './team-rules.js';

const teamSummarySelect = {
  id: true,
  name: true,
  createdAt: true,
  singletColour: true,
  numberColour: true,
  division: {
    select: {
      id: true,
      name: true,
      status: true,
      minPlayers: true,
      maxPlayers: true,
      skipMinPlayers: true,
      finalsQualPercent: true,
      season: { select: { id: true, name: true, status: true, archived: true, sport: true } },
    },
  },
} satisfies Prisma.TeamSelect;

type TeamSummary = Prisma.TeamGetPayload<{ select: typeof teamSummarySelect }>;

const stateOf = (team: TeamSummary) => ({
  seasonArchived: team.division.season.archived,
  seasonStatus: team.division.season.status,
  divisionStatus: team.division.status,
});

function listItem(team: TeamSummary, roles: TTeamRole[], caps: TeamCapabilities): TTeamListItem {
  return {
    t_id: team.id,
    t_name: team.name,
    t_division: team.division.name,
    t_division_id: team.division.id,
    t_season: team.division.season.name,
    t_season_id: team.division.season.id,
    t_function: rolesText(roles),
    t_roles: roles,
    t_season_archived: team.division.season.archived,
    t_season_status: team.division.season.status,
    t_division_status: team.division.status,
    o_date: team.createdAt.toISOString(),
    t_show_draw: caps.live,
    t_can_manage: caps.canManage,
  };
}

/** GET /api/member/teams: every team the member holds a position in, newest first (plain SQL: lib/sql.ts). */
export async function listTeams(deps: Deps, memberId: number): Promise<TTeamListItem[]> {
  const teams = await rows<Omit<TeamSummary, 'division'> & { divisionId: number; roles: TTeamRole[] }>(
    deps.db,
    sql`SELECT t.id, t.name, t."createdAt", t."singletColour", t."numberColour", t."divisionId",
               array_agg(p.role::text ORDER BY p.id) AS roles
          FROM "TeamPosition" p JOIN "Team" t ON t.id = p."teamId"
         WHERE p."memberId" = ${memberId}
         GROUP BY t.id
         ORDER BY t."createdAt" DESC, t.id DESC`,
  );
  if (teams.length === 0) return [];
  const divisions = new Map(
    (await competition().divisionSummaries(deps.db, [...new Set(teams.map((t) => t.divisionId))])).map(
      (d) => [d.id, d],
    ),
  );
  return teams.map(({ divisionId, roles, ...row }) => {
    const team = { ...row, division: divisions.get(divisionId)! };
    const sorted = sortedRoles(roles);
    return listItem(team, sorted, teamCapabilities(sorted, stateOf(team)));
  });
}

/** The team as the member sees it; 404 when the member holds no position in it. */
async function teamOfMember(db: Deps['db'] | Tx, memberId: number, teamId: number) {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: { ...teamSummarySelect, positions: { where: { memberId }, select: { role: true } } },
  });
  if (!team || team.positions.length === 0) throw notFound('Team');
  const roles = sortedRoles(team.positions.map((p) => p.role));
  return { team, roles, caps: teamCapabilities(roles, stateOf(team)) };
}

/** Management rights, or 404 (not in the team) / 403 (in it without the right, or the season is closed). */
export async function requireManager(db: Deps['db'] | Tx, memberId: number, teamId: number) {
  const found = await teamOfMember(db, memberId, teamId);
  if (!found.roles.includes('manager') && !found.roles.includes('admin'))
    throw forbidden(TEAM_MSG.notManager);
  if (!found.caps.canManage) throw forbidden(TEAM_MSG.managementClosed);
  return found;
}

const fullName = (m: { firstname: string; lastname: string }) => `${m.firstname} ${m.lastname}`;
const dmyOfDb = (d: Date) => formatDmy(d, 'UTC');

/** How long the team page shows a request staff decided. */
const DECIDED_SHOWN_MS = 30 * 86_400_000;

/** GET /api/member/teams/{team_id}: the team page. */
export async function getTeam(deps: Deps, memberId: number, teamId: number): Promise<TTeamDetail> {
  const { team, roles, caps } = await teamOfMember(deps.db, memberId, teamId);
  const sport = team.division.season.sport;
  const [nomination, positions, requests, invoices] = await Promise.all([
    deps.db.team.findUniqueOrThrow({
      where: { id: teamId },
      select: {
        nominationStatus: true,
        nominationReason: true,
        nominationDecidedAt: true,
        createdById: true,
      },
    }),
    deps.db.teamPosition.findMany({
      where: { teamId },
      select: {
        role: true,
        playingNumber: true,
        attendance: true,
        member: {
          select: {
            id: true,
            firstname: true,
            lastname: true,
            email: true,
            dob: true,
            mobile: true,
            sportProfiles: { where: { sport }, select: { expiryDate: true } },
          },
        },
      },
      orderBy: { id: 'asc' },
    }),
    deps.db.teamMemberRequest.findMany({
      // Pending ones, and those staff decided in the last 30 days (the manager sees the outcome).
      where: {
        teamId,
        OR: [
          { status: 'pending' },
          { decidedAt: { gte: new Date(deps.now().getTime() - DECIDED_SHOWN_MS) } },
        ],
      },
      select: {
        id: true,
        kind: true,
        firstname: true,
        lastname: true,
        role: true,
        memberId: true,
        gameId: true,
        game: { select: teamGameSelect },
        replacingMemberId: true,
        replacingMember: { select: { firstname: true, lastname: true } },
        status: true,
        createdAt: true,
        requestedById: true,
      },
      orderBy: { id: 'asc' },
    }),
    caps.canSeeInvoices ? listInvoices(deps, memberId) : Promise.resolve({ invoices: [] }),
  ]);
  const names = (role: TTeamRole) =>
    positions
      .filter((p) => p.role === role)
      .map((p) => fullName(p.member))
      .join(', ');
  const limits = rosterLimits(team.division);
  const players: TTeamPlayer[] = positions
    .filter((p) => p.role === 'player')
    .sort(
      (a, b) =>
        (a.playingNumber ?? 1000) - (b.playingNumber ?? 1000) ||
        a.member.lastname.localeCompare(b.member.lastname),
    )
    .map((p) => {
      const expiry = p.member.sportProfiles[0]?.expiryDate ?? null;
      const row: TTeamPlayer = {
        mid: p.member.id,
        firstname: p.member.firstname,
        lastname: p.member.lastname,
        playing_number: p.playingNumber,
        attendance: p.attendance,
        expiry: caps.live && expiry ? dmyOfDb(expiry) : null,
      };
      if (caps.canSeeContacts) {
        row.email = p.member.email ?? '';
        row.dob = dmyOfDb(p.member.dob);
        row.mobile = p.member.mobile ?? '';
      }
      return row;
    });
  const summary = listItem(team, roles, caps);
  return {
    ...summary,
    t_manager: names('manager'),
    t_admin: names('admin'),
    t_coach: names('coach'),
    t_assistant: names('assistant'),
    t_singlet_colour: team.singletColour ?? '',
    t_number_colour: team.numberColour ?? '',
    t_division_qual: team.division.finalsQualPercent,
    t_division_min_players: limits.min,
    t_division_max_players: limits.max,
    t_players: players,
    t_nomination: {
      status: nomination.nominationStatus,
      text: NOMINATION_STATUS_TEXT[nomination.nominationStatus],
      reason: nomination.nominationReason,
      decided: nomination.nominationDecidedAt
        ? formatDmy(nomination.nominationDecidedAt, deps.settings.current().timeZone)
        : null,
      can_withdraw:
        NOMINATION_WITHDRAWABLE.includes(nomination.nominationStatus) &&
        (nomination.createdById === memberId || roles.includes('manager') || roles.includes('admin')),
    },
    t_invoices: invoices.invoices.filter((i) => i.inv_team_id === teamId),
    t_requests: requests.map((r): TTeamMemberRequest => ({
      id: r.id,
      kind: r.kind,
      firstname: r.firstname,
      lastname: r.lastname,
      role: r.role,
      role_text:
        r.role === 'player' || r.role === 'coach' || r.role === 'assistant'
          ? ADD_MEMBER_ROLE_TEXT[r.role]
          : TEAM_ROLE_TEXT[r.role],
      mid: r.memberId,
      game_id: r.gameId,
      game: r.game ? gameOption(r.game, teamId, deps.settings.current().timeZone).text : null,
      replacing: r.replacingMemberId,
      replacing_name: r.replacingMember ? fullName(r.replacingMember) : null,
      status: r.status,
      requested: formatDmy(r.createdAt, deps.settings.current().timeZone),
      can_withdraw: r.status === 'pending' && r.requestedById === memberId,
    })),
    t_can_see_contacts: caps.canSeeContacts,
  };
}

export function gameOption(g: TeamGame, teamId: number, timeZone: string): TTeamGame {
  const opponent = g.teamAId === teamId ? (g.teamB?.name ?? null) : (g.teamA?.name ?? null);
  const date = formatDmy(g.startsAt, timeZone);
  const time = formatTime(g.startsAt, timeZone);
  const place = g.court ? ` - ${g.court.venue.name} ${g.court.name}` : '';
  return {
    value: g.id,
    text: `Round ${g.round} - ${date} ${time} v ${opponent ?? 'TBA'}${place}`,
    round: g.round,
    date,
    time,
    starts_at: g.startsAt.toISOString(),
    opponent,
    venue: g.court?.venue.name ?? null,
    court: g.court?.name ?? null,
  };
}

/**
 * Games a team may still forfeit or field a temporary member in: its own coming games
 * (from the draw) that it has not forfeited; `ids` narrows them to the games asked about.
 */
export async function selectableGames(db: Deps['db'] | Tx, teamId: number, now: Date, ids?: number[]) {
  const games = await competition().comingGamesOfTeam(db, teamId, now, ids);
  const forfeited = await db.gameForfeit.findMany({
    where: { teamId, gameId: { in: games.map((g) => g.id) } },
    select: { gameId: true },
  });
  const gone = new Set(forfeited.map((f) => f.gameId));
  return games.filter((g) => !gone.has(g.id));
}

/** POST /api/member/teams/games */
export async function listTeamGames(deps: Deps, memberId: number, teamId: number): Promise<TTeamGame[]> {
  await requireManager(deps.db, memberId, teamId);
  const games = await selectableGames(deps.db, teamId, deps.now());
  return games.map((g) => gameOption(g, teamId, deps.settings.current().timeZone));
}
