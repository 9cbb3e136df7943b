// Finding a buyer's saved attendee by name and date of birth, compared as lib/person-lookup.ts
// says (trimmed and lower-cased in SQL parameters, never as a LIKE pattern).
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import type { PersonKey } from '../../lib/person-lookup.js';

/** The buyer's latest saved attendee for this person, or null. */
export async function findAttendeeIdByPerson(
  db: Deps['db'] | Tx,
  buyerId: number,
  person: PersonKey,
): Promise<number | null> {
  const found = await db.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM "Attendee"
    WHERE "createdById" = ${buyerId} AND lower(btrim("lastname")) = lower(btrim(${person.lastname})) AND lower(btrim("firstname")) = lower(btrim(${person.firstname}))
      AND "dob" = ${person.dob}::date
    ORDER BY id DESC LIMIT 1`;
  return found[0]?.id ?? null;
}
