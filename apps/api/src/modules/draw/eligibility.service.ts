// The rule of who each division is for, read from the division and its season; the rule
// itself (ages, gender, the warnings) is teams' (teams/eligibility-rules.ts).
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { isoOfDbDate } from '../../lib/local-dates.js';
import type { DivisionEligibility } from '../teams/index.js';

/** The eligibility of divisions by id (a division with no gender and no ages has no rule to break). */
export async function divisionEligibility(
  db: Deps['db'] | Tx,
  divisionIds: number[],
  today: string,
): Promise<Map<number, DivisionEligibility>> {
  const found = await db.division.findMany({
    where: { id: { in: divisionIds } },
    select: {
      id: true,
      playersGender: true,
      minAge: true,
      maxAge: true,
      season: { select: { startDate: true } },
    },
  });
  return new Map(
    found.map((d) => [
      d.id,
      {
        playersGender: d.playersGender,
        minAge: d.minAge,
        maxAge: d.maxAge,
        ageOn: d.season.startDate ? isoOfDbDate(d.season.startDate) : `${today.slice(0, 4)}-01-01`,
      },
    ]),
  );
}
