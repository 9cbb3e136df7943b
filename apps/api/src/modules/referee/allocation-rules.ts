// How an official fits a game, and the suggested allocation of a day's games at a venue. Pure:
// the allocation service gathers the facts, these rules decide.
//
// Clashes are shown to staff, who may still give the game (an own-team clash may be the only
// way to cover a game); only being on two games at once is refused (hardClash), as nobody can.
// The suggestion never uses an official who clashes, did not offer the time or marked the date
// unavailable, and gives each place to whoever has had the fewest games of the season so far.

/** Between games at two venues an official needs this long (minutes) to travel. */
export const TRAVEL_MINUTES = 30;

export interface PlacedGame {
  id: number;
  startsAt: Date;
  endsAt: Date;
  venueId: number | null;
  venueName: string;
  /** Local HH:mm. */
  time: string;
  /** Local HH:mm of the end. */
  endTime: string;
  division: string;
  court: string | null;
  teamIds: number[];
  /** As the roster shows them: team names, else the finals' placeholders. */
  teamNames: [string | null, string | null];
}

export interface OfficialFacts {
  memberId: number;
  name: string;
  types: string[];
  /** Local HH:mm times they offered on the day's weekday, at the venue or at any venue. */
  offered: Set<string>;
  unavailable: boolean;
  teams: Array<{ id: number; name: string }>;
  /** Their games that day (any venue, any season), with the roster type. */
  assigned: Array<{ game: PlacedGame; type: string }>;
  /** Their own teams' games that day. */
  teamGames: PlacedGame[];
  seasonGames: number;
}

const overlaps = (a: PlacedGame, b: PlacedGame) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** Minutes between two games that do not overlap (0 when they do). */
const gapMinutes = (a: PlacedGame, b: PlacedGame) =>
  Math.max(
    0,
    (a.startsAt >= b.endsAt
      ? a.startsAt.getTime() - b.endsAt.getTime()
      : b.startsAt.getTime() - a.endsAt.getTime()) / 60_000,
  );

const where = (g: PlacedGame) => [g.court, g.division].filter(Boolean).join(', ');

/** The game they already have at the same time as `game`, which refuses giving it to them. */
export function hardClash(o: OfficialFacts, game: PlacedGame): string | null {
  for (const a of o.assigned) {
    if (a.game.id === game.id) continue;
    if (overlaps(a.game, game)) return `${o.name} already has a game at ${a.game.time} (${where(a.game)})`;
  }
  return null;
}

/** Whether they offered the time, and every clash with the game, in words staff read. */
export function fitFor(o: OfficialFacts, game: PlacedGame): { available: boolean; clashes: string[] } {
  const clashes: string[] = [];
  for (const a of o.assigned) {
    if (a.game.id === game.id) continue;
    if (overlaps(a.game, game)) clashes.push(`Already on a game at ${a.game.time} (${where(a.game)})`);
    else if (a.game.venueId !== game.venueId && gapMinutes(a.game, game) < TRAVEL_MINUTES)
      clashes.push(
        a.game.startsAt < game.startsAt
          ? `No time to travel from ${a.game.venueName} (game ends ${a.game.endTime})`
          : `No time to travel to ${a.game.venueName} (game at ${a.game.time})`,
      );
  }
  const own = o.teams.filter((t) => game.teamIds.includes(t.id));
  for (const t of own) clashes.push(`Own team: ${t.name}`);
  for (const g of o.teamGames) {
    if (g.id === game.id || !overlaps(g, game)) continue;
    for (const t of o.teams.filter((t) => g.teamIds.includes(t.id)))
      clashes.push(`${t.name} play at ${g.time} (${g.venueName})`);
  }
  return { available: o.offered.has(game.time), clashes };
}

export interface Place {
  gameId: number;
  type: string;
  memberId: number;
}

/**
 * Fills the empty places of `games` (in start order): each roster type's `perGame` places, given
 * to an official holding the type who offered the time, is free that day and has no clash, the
 * one with the fewest games of the season so far first (then fewest that day, then by name).
 * `officials` is updated as places are given, so later games see them.
 */
export function suggestPlaces(
  games: PlacedGame[],
  types: Array<{ name: string; perGame: number }>,
  taken: Place[],
  officials: OfficialFacts[],
): Place[] {
  const given: Place[] = [];
  for (const game of games) {
    const onGame = new Set(taken.filter((p) => p.gameId === game.id).map((p) => p.memberId));
    for (const type of types) {
      let empty = type.perGame - taken.filter((p) => p.gameId === game.id && p.type === type.name).length;
      while (empty > 0) {
        const best = officials
          .filter((o) => o.types.includes(type.name) && !onGame.has(o.memberId) && !o.unavailable)
          .filter((o) => {
            const fit = fitFor(o, game);
            return fit.available && fit.clashes.length === 0;
          })
          .sort(
            (a, b) =>
              a.seasonGames - b.seasonGames ||
              a.assigned.length - b.assigned.length ||
              a.name.localeCompare(b.name) ||
              a.memberId - b.memberId,
          )[0];
        if (!best) break;
        given.push({ gameId: game.id, type: type.name, memberId: best.memberId });
        best.assigned.push({ game, type: type.name });
        best.seasonGames += 1;
        onGame.add(best.memberId);
        empty -= 1;
      }
    }
  }
  return given;
}
