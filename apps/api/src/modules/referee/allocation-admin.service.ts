// The console's allocation of officials (competition staff): a day's games at a venue with each
// official's availability, fit and clashes; a game's places of one roster type given to exactly
// the officials named; the empty places filled by allocation-rules' suggestion. Every write is
// audited, and officials are locked in id order so no place is given twice.
import type {
  TAllocation,
  TAllocationPerson,
  TAllocationSuggested,
  TGameOfficialsAnswer,
  TGameOfficialsSave,
} from '@courtside/contracts/admin';
import { isoToDmy } from '@courtside/contracts';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import {
  addDaysIso,
  dbDate,
  localIsoDate,
  localTime,
  startOfLocalDay,
  weekdayOfIso,
} from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import {
  gameForOfficials,
  gamesForAllocation,
  playedGameIdsOfSeason,
  requireSeason,
  type AllocationGame,
  type GamePlace,
} from '../draw/index.js';
import { lockMembers, officialMembers } from '../people/index.js';
import { teamsOfMembers } from '../teams/index.js';
import { fitFor, hardClash, suggestPlaces, type OfficialFacts, type PlacedGame } from './allocation-rules.js';
import { shareRosterTypes } from './officials-admin.service.js';

type Db = Deps['db'] | Tx;

function placed(g: AllocationGame, timeZone: string): PlacedGame {
  return {
    id: g.id,
    startsAt: g.startsAt,
    endsAt: g.endsAt,
    venueId: g.court?.venueId ?? null,
    venueName: g.court?.venue.name ?? 'no venue',
    time: localTime(g.startsAt, timeZone),
    endTime: localTime(g.endsAt, timeZone),
    division: g.division.name,
    court: g.court?.name ?? null,
    teamIds: [g.teamAId, g.teamBId].filter((t): t is number => t !== null),
    teamNames: [g.teamA?.name ?? g.rankLabelA ?? g.matchLabel ?? null, g.teamB?.name ?? g.rankLabelB ?? null],
  };
}

const fullName = (m: { firstname: string; lastname: string }) => `${m.firstname} ${m.lastname}`.trim();

/** Everything the allocation of (season, date, venue) is decided on. */
async function allocationFacts(
  db: Db,
  timeZone: string,
  seasonId: number,
  date: string,
  venueId: number | null,
  /** The officials, when the caller read them already (to lock them). */
  known?: Awaited<ReturnType<typeof officialMembers>>,
) {
  const window = {
    from: startOfLocalDay(date, timeZone),
    to: startOfLocalDay(addDaysIso(date, 1), timeZone),
  };
  const dayGames = await gamesForAllocation(db, window);
  const seasonGames = dayGames.filter((g) => g.division.seasonId === seasonId);
  const venues = [
    ...new Map(
      seasonGames
        .filter((g) => g.court)
        .map((g) => [g.court!.venueId, { id: g.court!.venueId, name: g.court!.venue.name }]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const venue = venueId ?? venues[0]?.id ?? null;
  const games = seasonGames.filter((g) => g.court?.venueId === venue).map((g) => placed(g, timeZone));
  const types = await db.rosterType.findMany({
    select: { name: true, perGame: true },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });

  const people = known ?? (await officialMembers(db));
  const ids = people.map((p) => p.id);
  const byId = new Map(dayGames.map((g) => [g.id, placed(g, timeZone)]));
  const dayAssignments = await db.refereeAssignment.findMany({
    where: { gameId: { in: [...byId.keys()] } },
    select: { gameId: true, memberId: true, rosterType: true },
    orderBy: [{ rosterType: 'asc' }, { id: 'asc' }],
  });
  const seasonCounts = await db.refereeAssignment.groupBy({
    by: ['memberId'],
    where: { memberId: { in: ids }, gameId: { in: await playedGameIdsOfSeason(db, seasonId) } },
    _count: { _all: true },
  });
  const counts = new Map(seasonCounts.map((c) => [c.memberId, c._count._all]));
  const teams = await teamsOfMembers(db, ids);
  const allTeamIds = [...new Set([...teams.values()].flat().map((t) => t.id))];
  const teamGames = allTeamIds.length
    ? (await gamesForAllocation(db, { ...window, teamIds: allTeamIds })).map((g) => placed(g, timeZone))
    : [];
  const weekday = weekdayOfIso(date);
  const offered = await db.refereeAvailability.findMany({
    where: {
      seasonId,
      memberId: { in: ids },
      weekday,
      OR: [{ venueId: venue }, { venueId: null }],
    },
    select: { memberId: true, timeSlot: true },
  });
  const unavailable = new Set(
    (
      await db.refereeUnavailableDate.findMany({
        where: { seasonId, memberId: { in: ids }, date: dbDate(date) },
        select: { memberId: true },
      })
    ).map((u) => u.memberId),
  );

  const officials: OfficialFacts[] = people.map((p) => {
    const own = teams.get(p.id) ?? [];
    return {
      memberId: p.id,
      name: fullName(p),
      types: p.accessRef,
      offered: new Set(offered.filter((o) => o.memberId === p.id).map((o) => o.timeSlot)),
      unavailable: unavailable.has(p.id),
      teams: own,
      assigned: dayAssignments
        .filter((a) => a.memberId === p.id)
        .map((a) => ({ game: byId.get(a.gameId)!, type: a.rosterType })),
      teamGames: teamGames.filter((g) => g.teamIds.some((t) => own.some((o) => o.id === t))),
      seasonGames: counts.get(p.id) ?? 0,
    };
  });
  const names = new Map(people.map((p) => [p.id, fullName(p)]));
  return { venues, venue, games, types, officials, dayAssignments, names };
}

export async function allocation(
  deps: Deps,
  seasonId: number,
  date: string,
  venueId: number | null,
): Promise<TAllocation> {
  const { db } = deps;
  await requireSeason(db, seasonId);
  const { timeZone } = deps.settings.current();
  const facts = await allocationFacts(db, timeZone, seasonId, date, venueId);
  const published = await db.rosterPublication.count({ where: { seasonId, date: dbDate(date) } });
  const memberNames = await officialNames(db, facts);
  return {
    date,
    venue_id: facts.venue,
    venues: facts.venues,
    roster_types: facts.types.map((t) => ({ name: t.name, per_game: t.perGame })),
    published: published > 0,
    games: facts.games.map((g) => {
      const source = facts.dayAssignments.filter((a) => a.gameId === g.id);
      return {
        id: g.id,
        starts_at: g.startsAt.toISOString(),
        time: g.time,
        court: g.court,
        division: g.division,
        team_a: g.teamNames[0],
        team_b: g.teamNames[1],
        officials: source.map((a) => ({
          member_id: a.memberId,
          roster_type: a.rosterType,
          name: memberNames.get(a.memberId) ?? '',
        })),
      };
    }),
    officials: facts.officials.map((o): TAllocationPerson => ({
      member_id: o.memberId,
      name: o.name,
      roster_types: o.types,
      available_times: [...o.offered].sort(),
      unavailable: o.unavailable,
      games_that_day: o.assigned.map((a) => ({
        game_id: a.game.id,
        time: a.game.time,
        venue: a.game.venueName,
      })),
      games_in_season: o.seasonGames,
      fit: facts.games.map((g) => ({ game_id: g.id, ...fitFor(o, g) })),
    })),
  };
}

/** The names of everyone on the day's games, officials or not any more. */
async function officialNames(db: Db, facts: Awaited<ReturnType<typeof allocationFacts>>) {
  const missing = [...new Set(facts.dayAssignments.map((a) => a.memberId))].filter(
    (id) => !facts.names.has(id),
  );
  const names = new Map(facts.names);
  if (missing.length) for (const m of await officialMembers(db, missing)) names.set(m.id, fullName(m));
  return names;
}

/**
 * Gives a game's places of one roster type to exactly these officials. Each must hold the type;
 * one who is on another game at the same time is refused (409). Other clashes are answered,
 * not refused: staff decide. The officials' rows are locked (in id order), so two staff giving
 * one official two games at once cannot both succeed.
 */
export async function saveGameOfficials(
  deps: Deps,
  actorId: number,
  gameId: number,
  input: TGameOfficialsSave,
): Promise<TGameOfficialsAnswer> {
  const { db } = deps;
  const { timeZone } = deps.settings.current();
  const memberIds = input.member_ids;
  if (new Set(memberIds).size !== memberIds.length)
    throw fieldError('member_ids', 'An official can take only one place of a game');
  return db.$transaction(async (tx) => {
    const [type] = await shareRosterTypes(tx, [input.roster_type]);
    if (!type) throw fieldError('roster_type', `There is no roster type "${input.roster_type}"`);
    if (memberIds.length > type.perGame)
      throw fieldError('member_ids', `A game needs at most ${type.perGame} ${input.roster_type}(s)`);
    if ((await lockMembers(tx, memberIds)) !== memberIds.length) throw notFound('Member');
    const row = await gameForOfficials(tx, gameId);
    if (!row) throw notFound('Game');
    const game = placed(row, timeZone);
    const people = await officialMembers(tx, memberIds);
    for (const p of people) {
      if (!p.isRef || !p.accessRef.includes(input.roster_type))
        throw fieldError('member_ids', `${fullName(p)} does not hold the ${input.roster_type} roster type`);
    }
    const date = localIsoDate(row.startsAt, timeZone);
    const facts = await allocationFacts(tx, timeZone, row.division.seasonId, date, game.venueId);
    for (const p of people) {
      const o = facts.officials.find((f) => f.memberId === p.id);
      const other = o?.assigned.find((a) => a.game.id === gameId && a.type !== input.roster_type);
      if (other) throw new AppError('conflict', `${fullName(p)} is already the ${other.type} of this game`);
      const clash = o ? hardClash(o, game) : null;
      if (clash) throw new AppError('conflict', clash);
    }
    const before = facts.dayAssignments.filter(
      (a) => a.gameId === gameId && a.rosterType === input.roster_type,
    );
    await tx.refereeAssignment.deleteMany({
      where: { gameId, rosterType: input.roster_type, memberId: { notIn: memberIds } },
    });
    await tx.refereeAssignment.createMany({
      data: memberIds.map((memberId) => ({ gameId, memberId, rosterType: input.roster_type })),
      skipDuplicates: true,
    });
    await recordAudit(tx, {
      actorId,
      action: 'game_officials.set',
      entity: 'Game',
      entityId: gameId,
      before: { roster_type: input.roster_type, member_ids: before.map((b) => b.memberId) },
      after: { roster_type: input.roster_type, member_ids: memberIds },
    });

    // The answer from what was read: the game's other types as they were, this type as saved.
    const names = await officialNames(tx, facts);
    const officials = [
      ...facts.dayAssignments
        .filter((a) => a.gameId === gameId && a.rosterType !== input.roster_type)
        .map((a) => ({ memberId: a.memberId, rosterType: a.rosterType })),
      ...memberIds.map((memberId) => ({ memberId, rosterType: input.roster_type })),
    ].sort((a, b) => a.rosterType.localeCompare(b.rosterType));
    return {
      game_id: gameId,
      officials: officials.map((a) => ({
        member_id: a.memberId,
        roster_type: a.rosterType,
        name: names.get(a.memberId) ?? '',
      })),
      clashes: officials
        .map((a) => {
          const o = facts.officials.find((f) => f.memberId === a.memberId);
          return { member_id: a.memberId, clashes: o ? fitFor(o, game).clashes : [] };
        })
        .filter((c) => c.clashes.length > 0),
    };
  });
}

/** Fills the empty places of the day's games at the venue (allocation-rules' suggestion), audited. */
export async function suggestAllocation(
  deps: Deps,
  actorId: number,
  seasonId: number,
  date: string,
  venueId: number,
): Promise<TAllocationSuggested> {
  const { db } = deps;
  await requireSeason(db, seasonId);
  const { timeZone } = deps.settings.current();
  return db.$transaction(async (tx) => {
    // Officials are locked in id order, as single changes lock them: no place is given twice.
    const people = await officialMembers(tx);
    await lockMembers(
      tx,
      people.map((p) => p.id),
    );
    const facts = await allocationFacts(tx, timeZone, seasonId, date, venueId, people);
    const taken = facts.dayAssignments.map((a) => ({
      gameId: a.gameId,
      type: a.rosterType,
      memberId: a.memberId,
    }));
    const given = suggestPlaces(facts.games, facts.types, taken, facts.officials);
    await tx.refereeAssignment.createMany({
      data: given.map((p) => ({ gameId: p.gameId, memberId: p.memberId, rosterType: p.type })),
      skipDuplicates: true,
    });
    const places = facts.games.length * facts.types.reduce((n, t) => n + t.perGame, 0);
    const filledBefore = taken.filter((t) => facts.games.some((g) => g.id === t.gameId)).length;
    await recordAudit(tx, {
      actorId,
      action: 'allocation.suggest',
      entity: 'Season',
      entityId: seasonId,
      after: {
        date,
        venue_id: venueId,
        given: given.map((p) => ({ game_id: p.gameId, type: p.type, member_id: p.memberId })),
      },
    });
    return { filled: given.length, left_empty: Math.max(0, places - filledBefore - given.length) };
  });
}

/**
 * What staff are warned of before a game moves to `at`: each of its officials on another game
 * then (or without time to travel between them), who did not offer that time, or who marked the
 * date unavailable, in the allocation screen's words. Staff may still move it: the officials stay.
 */
export async function officialsWarningsAt(
  db: Db,
  timeZone: string,
  gameId: number,
  at: GamePlace,
): Promise<string[]> {
  const game = await gameForOfficials(db, gameId);
  const onGame = await db.refereeAssignment.findMany({ where: { gameId }, select: { memberId: true } });
  if (!game || onGame.length === 0) return [];
  const people = await officialMembers(db, [...new Set(onGame.map((a) => a.memberId))]);
  const date = localIsoDate(at.startsAt, timeZone);
  const facts = await allocationFacts(db, timeZone, game.division.seasonId, date, at.venueId, people);
  const moved: PlacedGame = {
    ...placed(game, timeZone),
    startsAt: at.startsAt,
    endsAt: at.endsAt,
    venueId: at.venueId,
    venueName: at.venue,
    court: at.court,
    time: localTime(at.startsAt, timeZone),
    endTime: localTime(at.endsAt, timeZone),
  };
  return facts.officials.flatMap((o) => {
    const fit = fitFor(o, moved);
    return [
      ...(o.unavailable ? [`${o.name} marked ${isoToDmy(date)} unavailable`] : []),
      ...(fit.available ? [] : [`${o.name} did not offer ${moved.time} on that day`]),
      // Their own team in the game is no news: it played there before the move too.
      ...fit.clashes.filter((c) => !c.startsWith('Own team')).map((c) => `${o.name}: ${c}`),
    ];
  });
}
