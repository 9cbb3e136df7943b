// Teams of the signed-in member, the team page and team management (spec document 2:
// Teams list, Team detail, sections 6-9).
//
// Roles come from the member's TeamPosition rows. Management (colours, numbers,
// forfeits, member requests, removals) is for the manager and team admin while the
// season is not archived and season and division are active. Contact details go to
// the manager, team admin and coach only: for anyone else they are not in the answer.
// Roster changes lock the team row, so two managers acting at once cannot take the
// roster past its limits or give one number to two players.
import {
  ADD_MEMBER_ROLE_TEXT,
  MAX_TEMPORARY_ROWS,
  NOMINATION_MSG,
  TEAM_MSG,
  TEAM_ROLE_TEXT,
  type TAddTeamPlayersRequest,
  type TAddTeamTempPlayersRequest,
  type TGameForfeitRequest,
  type TRemovePlayerRequest,
  type TRemovePositionRequest,
  type TTeamDetail,
  type TTeamGame,
  type TTeamListItem,
  type TTeamMemberRequest,
  type TTeamPlayer,
  type TTeamRole,
  type TTeamSaveRequest,
} from '@courtside/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { dbDate } from '../../lib/local-dates.js';
import { formatDmy, formatTime } from '../../lib/zoned-time.js';
import { listInvoices } from '../invoices/invoices.service.js';
import { isoOfDmy, lookupPlayer } from '../nomination/check-player.service.js';
import {
  nameKey,
  playingNumberProblem,
  rolesText,
  rosterLimits,
  sortedRoles,
  teamCapabilities,
  type TeamCapabilities,
} from './team-rules.js';

// Team rules the nomination module applies too.
export { nameKey, rosterLimits } from './team-rules.js';

type Tx = Prisma.TransactionClient;

const TX_OPTIONS = { maxWait: 20_000, timeout: 30_000 } as const;

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

/** GET /api/member/teams: every team the member holds a position in, newest first. */
export async function listTeams(deps: Deps, memberId: number): Promise<TTeamListItem[]> {
  const positions = await deps.db.teamPosition.findMany({
    where: { memberId },
    select: { role: true, team: { select: teamSummarySelect } },
  });
  const byTeam = new Map<number, { team: TeamSummary; roles: TTeamRole[] }>();
  for (const p of positions) {
    const entry = byTeam.get(p.team.id) ?? { team: p.team, roles: [] };
    entry.roles.push(p.role);
    byTeam.set(p.team.id, entry);
  }
  return [...byTeam.values()]
    .sort((a, b) => b.team.createdAt.getTime() - a.team.createdAt.getTime() || b.team.id - a.team.id)
    .map(({ team, roles }) => {
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
async function requireManager(db: Deps['db'] | Tx, memberId: number, teamId: number) {
  const found = await teamOfMember(db, memberId, teamId);
  if (!found.roles.includes('manager') && !found.roles.includes('admin'))
    throw forbidden(TEAM_MSG.notManager);
  if (!found.caps.canManage) throw forbidden(TEAM_MSG.managementClosed);
  return found;
}

const fullName = (m: { firstname: string; lastname: string }) => `${m.firstname} ${m.lastname}`;
const dmyOfDb = (d: Date) => formatDmy(d, 'UTC');

/** GET /api/member/teams/{team_id} (spec section 3, Team detail). */
export async function getTeam(deps: Deps, memberId: number, teamId: number): Promise<TTeamDetail> {
  const { team, roles, caps } = await teamOfMember(deps.db, memberId, teamId);
  const sport = team.division.season.sport;
  const [positions, requests, invoices] = await Promise.all([
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
      where: { teamId, status: 'pending' },
      select: {
        id: true,
        kind: true,
        firstname: true,
        lastname: true,
        role: true,
        memberId: true,
        gameId: true,
        game: { select: gameSelect },
        replacingMemberId: true,
        replacingMember: { select: { firstname: true, lastname: true } },
        status: true,
        createdAt: true,
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
      game: r.game ? gameOption(r.game, teamId, deps.env.TIME_ZONE).text : null,
      replacing: r.replacingMemberId,
      replacing_name: r.replacingMember ? fullName(r.replacingMember) : null,
      status: r.status,
      requested: formatDmy(r.createdAt, deps.env.TIME_ZONE),
    })),
    t_can_see_contacts: caps.canSeeContacts,
  };
}

const gameSelect = {
  id: true,
  round: true,
  startsAt: true,
  teamAId: true,
  teamBId: true,
  teamA: { select: { name: true } },
  teamB: { select: { name: true } },
  court: { select: { name: true, venue: { select: { name: true } } } },
} satisfies Prisma.GameSelect;

type GameRow = Prisma.GameGetPayload<{ select: typeof gameSelect }>;

function gameOption(g: GameRow, teamId: number, timeZone: string): TTeamGame {
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

/** Games a team may still forfeit or field a temporary member in: its own, not started, no result, not forfeited. */
const selectableGames = (teamId: number, now: Date): Prisma.GameWhereInput => ({
  OR: [{ teamAId: teamId }, { teamBId: teamId }],
  startsAt: { gt: now },
  excludedDate: false,
  result: { is: null },
  forfeits: { none: { teamId } },
});

/** POST /api/member/teams/games */
export async function listTeamGames(deps: Deps, memberId: number, teamId: number): Promise<TTeamGame[]> {
  await requireManager(deps.db, memberId, teamId);
  const games = await deps.db.game.findMany({
    where: selectableGames(teamId, deps.now()),
    select: gameSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  return games.map((g) => gameOption(g, teamId, deps.env.TIME_ZONE));
}

/** Serialises roster changes of one team. */
const lockTeam = (tx: Tx, teamId: number) =>
  tx.$queryRaw`SELECT id FROM "Team" WHERE id = ${teamId} FOR UPDATE`;

const refusal = (
  message: string,
  errors?: Record<string, string[]>,
  code: 'validation_failed' | 'already_forfeited' = 'validation_failed',
) => new AppError(code, message, errors);

/** POST /api/member/teams/save: uniform colours and playing numbers. */
export async function saveTeam(deps: Deps, memberId: number, req: TTeamSaveRequest): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const players = await tx.teamPosition.findMany({
      where: { teamId: req.teamTid, role: 'player' },
      select: { id: true, memberId: true, playingNumber: true },
    });
    const numbers = new Map(players.map((p) => [p.memberId, p.playingNumber]));
    for (const pair of req.playersNumber) {
      if (!numbers.has(pair.mid))
        throw refusal(TEAM_MSG.detailIncorrect, { playersNumber: [TEAM_MSG.notAPlayer] });
      numbers.set(pair.mid, pair.number);
    }
    const problem = playingNumberProblem([...numbers.values()]);
    if (problem)
      throw refusal(TEAM_MSG.detailIncorrect, {
        playersNumber: [problem === 'range' ? TEAM_MSG.numberRange : TEAM_MSG.numberTaken],
      });
    await tx.team.update({
      where: { id: req.teamTid },
      data: { singletColour: req.singletColour || null, numberColour: req.numberColour || null },
    });
    for (const p of players) {
      const next = numbers.get(p.memberId) ?? null;
      if (next !== p.playingNumber)
        await tx.teamPosition.update({ where: { id: p.id }, data: { playingNumber: next } });
    }
  }, TX_OPTIONS);
}

/** POST /api/member/teams/removeteamplayer: not below the division minimum. */
export async function removePlayer(deps: Deps, memberId: number, req: TRemovePlayerRequest): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const { team } = await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const players = await tx.teamPosition.findMany({
      where: { teamId: req.teamTid, role: 'player' },
      select: { id: true, memberId: true },
    });
    const seat = players.find((p) => p.memberId === req.playerMid);
    if (!seat)
      throw new AppError('not_found', TEAM_MSG.memberNotRemoved, { playerMid: [TEAM_MSG.notAPlayer] });
    if (players.length <= rosterLimits(team.division).min) throw refusal(TEAM_MSG.cannotRemove);
    await tx.teamPosition.delete({ where: { id: seat.id } });
  }, TX_OPTIONS);
}

/** POST /api/member/teams/removeteamposition: the coach or assistant position. */
export async function removePosition(
  deps: Deps,
  memberId: number,
  req: TRemovePositionRequest,
): Promise<void> {
  await requireManager(deps.db, memberId, req.teamTid);
  const { count } = await deps.db.teamPosition.deleteMany({
    where: { teamId: req.teamTid, role: req.position },
  });
  if (count === 0) throw new AppError('not_found', TEAM_MSG.positionNotRemoved);
}

interface RowProblem {
  index: number;
  message: string;
}

const rowErrors = (field: string, problems: RowProblem[]) =>
  Object.fromEntries(problems.map((p) => [`${field}.${p.index}`, [p.message]]));

/** Names and member ids already in the team or already asked for. */
async function teamPeople(tx: Tx, teamId: number) {
  const [positions, pending] = await Promise.all([
    tx.teamPosition.findMany({
      where: { teamId },
      select: { role: true, memberId: true, member: { select: { firstname: true, lastname: true } } },
    }),
    tx.teamMemberRequest.findMany({
      where: { teamId, status: 'pending' },
      select: { kind: true, role: true, memberId: true, firstname: true, lastname: true, gameId: true },
    }),
  ]);
  return { positions, pending };
}

/**
 * POST /api/member/teams/addteamplayers: stores each row as a pending request for
 * the association to approve (shown on the team page as requested); nobody is added
 * to the roster here.
 */
export async function requestNewMembers(
  deps: Deps,
  memberId: number,
  req: TAddTeamPlayersRequest,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const { team } = await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const { positions, pending } = await teamPeople(tx, req.teamTid);
    const { max } = rosterLimits(team.division);
    if (max !== null) {
      const players =
        positions.filter((p) => p.role === 'player').length +
        pending.filter((r) => r.kind === 'new' && r.role === 'player').length;
      if (players >= max) throw refusal(TEAM_MSG.cannotAdd);
      if (players + req.players.filter((r) => r.role === 'player').length > max)
        throw refusal(TEAM_MSG.cannotAddMore);
    }
    const taken = new Set([
      ...positions.map((p) => nameKey(p.member.firstname, p.member.lastname)),
      ...pending.filter((r) => r.kind === 'new').map((r) => nameKey(r.firstname, r.lastname)),
    ]);
    const takenIds = new Set([
      ...positions.map((p) => p.memberId),
      ...pending.filter((r) => r.kind === 'new' && r.memberId).map((r) => r.memberId),
    ]);
    const problems: RowProblem[] = [];
    const rows: Array<{ row: (typeof req.players)[number]; found: number | null }> = [];
    for (const [index, row] of req.players.entries()) {
      const key = nameKey(row.firstname, row.lastname);
      if (taken.has(key)) {
        problems.push({ index, message: TEAM_MSG.memberExists });
        continue;
      }
      taken.add(key);
      const found = await lookupPlayer(deps, tx, row, memberId);
      if (found.kind === 'invalid') problems.push({ index, message: found.message });
      else if (found.kind === 'new' && !row.email)
        problems.push({ index, message: NOMINATION_MSG.emailRequired });
      else if (found.kind === 'found' && takenIds.has(found.memberId))
        problems.push({ index, message: TEAM_MSG.memberExists });
      else {
        if (found.kind === 'found') takenIds.add(found.memberId);
        rows.push({ row, found: found.kind === 'found' ? found.memberId : null });
      }
    }
    if (problems.length) throw refusal(TEAM_MSG.newMembersNotSent, rowErrors('players', problems));
    await tx.teamMemberRequest.createMany({
      data: rows.map(({ row, found }) => ({
        teamId: req.teamTid,
        kind: 'new' as const,
        memberId: found,
        firstname: row.firstname,
        lastname: row.lastname,
        dob: dbDate(isoOfDmy(row.dob) as string),
        gender: row.gender,
        email: row.email ? row.email.toLowerCase() : null,
        role: row.role,
        requestedById: memberId,
      })),
    });
  }, TX_OPTIONS);
}

/**
 * POST /api/member/teams/addteamtempplayers: at most 3 temporary members per game,
 * each an existing member replacing a player of the team in one of its future games.
 */
export async function requestTemporaryMembers(
  deps: Deps,
  memberId: number,
  req: TAddTeamTempPlayersRequest,
): Promise<void> {
  if (req.tempplayers.length > MAX_TEMPORARY_ROWS) throw refusal(TEAM_MSG.cannotAddMoreTemporary);
  await deps.db.$transaction(async (tx) => {
    await requireManager(tx, memberId, req.teamTid);
    await lockTeam(tx, req.teamTid);
    const { positions, pending } = await teamPeople(tx, req.teamTid);
    const gameIds = [...new Set(req.tempplayers.map((r) => r.game))];
    const games = await tx.game.findMany({
      where: { id: { in: gameIds }, ...selectableGames(req.teamTid, deps.now()) },
      select: { id: true },
    });
    const selectable = new Set(games.map((g) => g.id));
    for (const gameId of gameIds) {
      const already = pending.filter((r) => r.kind === 'temporary' && r.gameId === gameId).length;
      if (already + req.tempplayers.filter((r) => r.game === gameId).length > MAX_TEMPORARY_ROWS)
        throw refusal(TEAM_MSG.cannotAddMoreTemporary);
    }
    const playerIds = new Set(positions.filter((p) => p.role === 'player').map((p) => p.memberId));
    const teamNames = new Set(
      positions.filter((p) => p.role === 'player').map((p) => nameKey(p.member.firstname, p.member.lastname)),
    );
    const seen = new Set(
      pending
        .filter((r) => r.kind === 'temporary')
        .map((r) => `${r.gameId}|${nameKey(r.firstname, r.lastname)}`),
    );
    const problems: RowProblem[] = [];
    const rows: Array<{ row: (typeof req.tempplayers)[number]; found: number }> = [];
    for (const [index, row] of req.tempplayers.entries()) {
      const key = `${row.game}|${nameKey(row.firstname, row.lastname)}`;
      if (!selectable.has(row.game)) problems.push({ index, message: TEAM_MSG.gameNotSelectable });
      else if (!playerIds.has(row.replacing)) problems.push({ index, message: TEAM_MSG.notAPlayer });
      else if (seen.has(key) || teamNames.has(nameKey(row.firstname, row.lastname)))
        problems.push({ index, message: TEAM_MSG.temporaryExists });
      else {
        seen.add(key);
        const found = await lookupPlayer(deps, tx, row, memberId);
        // Temporary members must be people the association already knows (spec: requireEmail on a temporary row).
        if (found.kind !== 'found') problems.push({ index, message: TEAM_MSG.temporaryWrongInfo });
        else if (playerIds.has(found.memberId)) problems.push({ index, message: TEAM_MSG.temporaryExists });
        else rows.push({ row, found: found.memberId });
      }
    }
    if (problems.length) throw refusal(TEAM_MSG.temporaryNotSent, rowErrors('tempplayers', problems));
    await tx.teamMemberRequest.createMany({
      data: rows.map(({ row, found }) => ({
        teamId: req.teamTid,
        kind: 'temporary' as const,
        memberId: found,
        firstname: row.firstname,
        lastname: row.lastname,
        dob: dbDate(isoOfDmy(row.dob) as string),
        gender: row.gender,
        email: row.email ? row.email.toLowerCase() : null,
        role: 'player' as const,
        gameId: row.game,
        replacingMemberId: row.replacing,
        requestedById: memberId,
      })),
    });
  }, TX_OPTIONS);
}

/** POST /api/member/teams/gameforfeit: a future game of the team; cannot be undone by the member. */
export async function forfeitGame(deps: Deps, memberId: number, req: TGameForfeitRequest): Promise<void> {
  await requireManager(deps.db, memberId, req.teamTid);
  const game = await deps.db.game.findFirst({
    where: { id: req.game, ...selectableGames(req.teamTid, deps.now()) },
    select: { id: true },
  });
  if (!game) {
    const forfeited = await deps.db.gameForfeit.findUnique({
      where: { gameId_teamId: { gameId: req.game, teamId: req.teamTid } },
      select: { id: true },
    });
    throw refusal(
      TEAM_MSG.gameNotForfeited,
      { game: [forfeited ? TEAM_MSG.alreadyForfeited : TEAM_MSG.gameNotSelectable] },
      forfeited ? 'already_forfeited' : 'validation_failed',
    );
  }
  try {
    await deps.db.gameForfeit.create({
      data: { gameId: game.id, teamId: req.teamTid, requestedById: memberId },
    });
  } catch (err) {
    // Two managers forfeiting the same game at once: the unique (game, team) lets one through.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
      throw refusal(TEAM_MSG.gameNotForfeited, { game: [TEAM_MSG.alreadyForfeited] }, 'already_forfeited');
    throw err;
  }
}

/**
 * Staff step (no member route): turns a forfeit notice into the game's result, a
 * forfeit_notified loss for the team, which the draw and standings then show.
 * Until then the game keeps its place in the draw without a result.
 */
export async function confirmGameForfeit(deps: Deps, forfeitId: number): Promise<void> {
  const forfeit = await deps.db.gameForfeit.findUnique({
    where: { id: forfeitId },
    select: { gameId: true, teamId: true },
  });
  if (!forfeit) throw notFound('Forfeit');
  await deps.db.gameResult.upsert({
    where: { gameId: forfeit.gameId },
    create: { gameId: forfeit.gameId, kind: 'forfeit_notified', forfeitingTeamId: forfeit.teamId },
    update: { kind: 'forfeit_notified', forfeitingTeamId: forfeit.teamId, scoreA: null, scoreB: null },
  });
}
