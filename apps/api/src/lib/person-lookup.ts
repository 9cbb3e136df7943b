// Finding a person by name and date of birth. Names are compared as equal after trimming
// and lower-casing, in SQL parameters, never as a LIKE/ILIKE pattern: Prisma's
// `equals` + `mode: 'insensitive'` compiles to ILIKE without escaping, so a name of '%'
// matched everyone born that day (and a trailing backslash was a server error).
// The migration person_name_keys indexes these same expressions.
import { MSG } from '@courtside/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import type { Db } from '../plugins/prisma.js';
import { AppError } from './app-error.js';
import type { Limits } from './limits.js';

type DbOrTx = Db | Prisma.TransactionClient;

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

/** The oldest member record of this person (the one the association knows; never a merged duplicate), or null. `withAccount`: only members who can sign in. */
export async function findMemberIdByPerson(
  db: DbOrTx,
  person: PersonKey,
  options: { withAccount?: boolean } = {},
): Promise<number | null> {
  const rows = await db.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM "Member"
    WHERE lower(btrim("lastname")) = lower(btrim(${person.lastname})) AND lower(btrim("firstname")) = lower(btrim(${person.firstname}))
      AND "dob" = ${person.dob}::date AND (${options.withAccount === true} = false OR "usernameLower" IS NOT NULL)
      AND "mergedIntoId" IS NULL
    ORDER BY id ASC LIMIT 1`;
  return rows[0]?.id ?? null;
}

/** The buyer's latest saved attendee for this person, or null. */
export async function findAttendeeIdByPerson(
  db: DbOrTx,
  buyerId: number,
  person: PersonKey,
): Promise<number | null> {
  const rows = await db.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM "Attendee"
    WHERE "createdById" = ${buyerId} AND lower(btrim("lastname")) = lower(btrim(${person.lastname})) AND lower(btrim("firstname")) = lower(btrim(${person.firstname}))
      AND "dob" = ${person.dob}::date
    ORDER BY id DESC LIMIT 1`;
  return rows[0]?.id ?? null;
}
