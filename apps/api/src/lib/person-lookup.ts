// Finding a person by name and date of birth. Names are compared as equal after trimming
// and lower-casing, in SQL parameters, never as a LIKE/ILIKE pattern: Prisma's
// `equals` + `mode: 'insensitive'` compiles to ILIKE without escaping, so a name of '%'
// matched everyone born that day (and a trailing backslash was a server error).
// The migration person_name_keys indexes these same expressions. The lookups themselves are the
// tables' owners' (people's findMemberIdByPerson, store's findAttendeeIdByPerson).
import { MSG } from '@courtside/contracts';
import { AppError } from './app-error.js';
import type { Limits } from './limits.js';

/**
 * Lookups that say whether a person exists (check player, store attendees) are limited per
 * signed-in member (lib/limits.ts), so names and birthdays cannot be tried at scale.
 */
export async function countPersonLookup(limits: Limits, memberId: number): Promise<void> {
  if (!(await limits.personLookup.take(String(memberId))))
    throw new AppError('too_many_requests', MSG.tooManyRequests);
}

/** The one normal form names are compared in, here and in SQL (lower(btrim(...))). */
export const nameKey = (name: string) => name.trim().toLowerCase();
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

export interface PersonKey {
  firstname: string;
  lastname: string;
  /** Midnight UTC of the calendar date, as Prisma stores @db.Date. */
  dob: Date;
}
