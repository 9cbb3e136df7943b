// The allocation grid's places: a column per roster type and place ("Referee 1", "Referee 2",
// "Scorer"), who holds each place of a game, the list a changed place sends, and what staff are
// told about an official on a game (the server's availability and clashes, in words).
import type { TAllocation, TAllocationGame, TAllocationPerson } from '@courtside/contracts/admin';

export interface PlaceColumn {
  type: string;
  index: number;
  label: string;
}

const titled = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** One column per place a game needs, numbered when a type needs more than one. */
export const placeColumns = (types: TAllocation['roster_types']): PlaceColumn[] =>
  types.flatMap((t) =>
    Array.from({ length: t.per_game }, (_, index) => ({
      type: t.name,
      index,
      label: t.per_game > 1 ? `${titled(t.name)} ${index + 1}` : titled(t.name),
    })),
  );

/** The members holding the game's places of a type, in the order the server lists them. */
export const membersOn = (game: TAllocationGame, type: string) =>
  game.officials.filter((o) => o.roster_type === type).map((o) => o.member_id);

/** The type's members after place `index` is given to `memberId` (or emptied with null). */
export function withPlace(current: number[], index: number, memberId: number | null): number[] {
  const next = [...current];
  if (memberId === null) next.splice(index, 1);
  else if (index < next.length) next[index] = memberId;
  else next.push(memberId);
  return next.filter((id, i) => next.indexOf(id) === i);
}

/** What keeps an official from a game, in words; empty when nothing does. */
export function fitNotes(person: TAllocationPerson, game: TAllocationGame): string[] {
  const fit = person.fit.find((f) => f.game_id === game.id);
  const notes: string[] = [];
  if (person.unavailable) notes.push('Unavailable on this date');
  if (fit && !fit.available) notes.push(`Did not offer ${game.time}`);
  return [...notes, ...(fit?.clashes ?? [])];
}

/** A game as its row names it: division and teams. */
export const gameName = (game: TAllocationGame) =>
  `${game.division}: ${game.team_a ?? 'TBA'} v ${game.team_b ?? 'TBA'}`;
