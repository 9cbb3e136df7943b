// Pure rules of the team screens.
import {
  MAX_TEMPORARY_ROWS,
  PLAYING_NUMBER_MAX,
  PLAYING_NUMBER_MIN,
  TEAM_MSG,
  type TTeamListItem,
} from '@courtside/contracts';
import { maskDigits } from '../../lib/dates';

/** Default order of the Teams list: o_date, newest first. */
export const byNewest = (teams: readonly TTeamListItem[]): TTeamListItem[] =>
  [...teams].sort((a, b) => (a.o_date < b.o_date ? 1 : a.o_date > b.o_date ? -1 : 0));

/** Playing number input: 3 digits at most. */
export const maskPlayingNumber = (typed: string): string => maskDigits(typed, 3);

/** The message of a playing number outside 0-100, or null (an empty number clears it). */
export function playingNumberError(value: string): string | null {
  if (value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= PLAYING_NUMBER_MIN && n <= PLAYING_NUMBER_MAX
    ? null
    : TEAM_MSG.numberRange;
}

/** The save call's playersNumber: a JSON text list of {mid, number} pairs (number null clears it). */
export function playersNumberJson(numbers: Readonly<Record<number, string>>): string {
  return JSON.stringify(
    Object.entries(numbers).map(([mid, value]) => ({
      mid: Number(mid),
      number: value === '' ? null : Number(value),
    })),
  );
}

/** Why the Add Team Member dialog cannot open: the roster is at the division maximum. */
export const addMembersRefusal = (players: number, max: number | null): string | null =>
  max !== null && players >= max ? TEAM_MSG.cannotAdd : null;

/** Why another new-member row cannot be added: players plus rows would pass the maximum. */
export const moreMembersRefusal = (players: number, rows: number, max: number | null): string | null =>
  max !== null && players + rows >= max ? TEAM_MSG.cannotAddMore : null;

/** Why another temporary row cannot be added: 3 at most per request. */
export const moreTemporaryRefusal = (rows: number): string | null =>
  rows >= MAX_TEMPORARY_ROWS ? TEAM_MSG.cannotAddMoreTemporary : null;

/** Why a player cannot be removed: the roster is at or below the division minimum. */
export const removeRefusal = (players: number, min: number): string | null =>
  players <= min ? TEAM_MSG.cannotRemove : null;
