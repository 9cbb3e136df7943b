// The games and duties of teams as calendar entries, for the calendar feeds (a member's, a
// team's): the published draw only (drafts never reach the Game table), of divisions the public
// draw shows, without excluded dates. A game keeps its UID when a repair moves it, so a
// subscribed calendar moves it too.
import type { Prisma } from '../../generated/prisma/client.js';
import { placeText, type CalendarEntry } from '../../lib/calendar.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { teamsByIds } from '../teams/index.js';
import { courtPlaceSelect } from './competition.service.js';

/** Divisions the public draw shows: active, of an active or archived season. */
const shownDivision = {
  status: 'active',
  season: { OR: [{ archived: true }, { status: 'active' }] },
} satisfies Prisma.DivisionWhereInput;

/** The team, when the public draw shows its division; else a 404. */
export async function shownTeam(deps: Deps, teamId: number): Promise<{ id: number; name: string }> {
  const [team] = await teamsByIds(deps.db, [teamId]);
  const shown =
    team && (await deps.db.division.count({ where: { id: team.divisionId, ...shownDivision } })) === 1;
  if (!team || !shown) throw notFound('Team');
  return { id: team.id, name: team.name };
}

/**
 * The games of `teamIds` from `from` on (a team's own games) and the games they are on duty for
 * (scoring or the bench: "Duty: Kestrels"), one entry each.
 */
export async function teamGameEntries(deps: Deps, teamIds: number[], from: Date): Promise<CalendarEntry[]> {
  if (teamIds.length === 0) return [];
  const games = await deps.db.game.findMany({
    where: {
      startsAt: { gte: from },
      excludedDate: false,
      division: shownDivision,
      OR: [{ teamAId: { in: teamIds } }, { teamBId: { in: teamIds } }, { dutyTeamId: { in: teamIds } }],
    },
    select: {
      id: true,
      round: true,
      startsAt: true,
      endsAt: true,
      teamAId: true,
      teamBId: true,
      dutyTeamId: true,
      matchLabel: true,
      rankLabelA: true,
      rankLabelB: true,
      teamA: { select: { name: true } },
      teamB: { select: { name: true } },
      dutyTeam: { select: { name: true } },
      division: { select: { name: true } },
      court: courtPlaceSelect,
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  const host = new URL(deps.publicUrl).hostname;
  const stamp = deps.now();
  const mine = new Set(teamIds);
  return games.flatMap((g) => {
    const a = g.teamA?.name ?? g.rankLabelA;
    const b = g.teamB?.name ?? g.rankLabelB;
    if (!a || !b) return [];
    const base = {
      start: g.startsAt,
      end: g.endsAt,
      stamp,
      location: g.court ? placeText(g.court.venue) : undefined,
      description: [
        `Division: ${g.division.name}`,
        g.matchLabel ? `Final: ${g.matchLabel}` : `Round: ${g.round}`,
        g.court ? `Court: ${g.court.name}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
    };
    const entries: CalendarEntry[] = [];
    if ((g.teamAId !== null && mine.has(g.teamAId)) || (g.teamBId !== null && mine.has(g.teamBId)))
      entries.push({ ...base, uid: `game-${g.id}@${host}`, summary: `${a} vs ${b}` });
    if (g.dutyTeamId !== null && mine.has(g.dutyTeamId))
      entries.push({
        ...base,
        uid: `duty-${g.id}@${host}`,
        summary: `Duty: ${g.dutyTeam?.name ?? 'your team'} (${a} vs ${b})`,
      });
    return entries;
  });
}
