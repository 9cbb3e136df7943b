// Who a division is for: a gender and an age range, set by staff. A player outside them is
// flagged (to the manager in the nomination wizard, to staff when they review the nomination),
// never refused: associations allow exceptions. This is the one place the rule is worked out.
//
// Ages are whole years on the season's start date, or on 1 January of this year when the
// season has no start date yet.
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { isoOfDbDate } from '../../lib/local-dates.js';

type Gender = 'male' | 'female';

export interface DivisionEligibility {
  playersGender: Gender | null;
  minAge: number | null;
  maxAge: number | null;
  /** YYYY-MM-DD the ages are counted on. */
  ageOn: string;
}

export interface EligibilityPlayer {
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  dob: string;
  gender: Gender;
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dob: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  return day.slice(5) < dob.slice(5) ? years - 1 : years;
}

const FOR_GENDER: Record<Gender, string> = { male: 'men', female: 'women' };

function ageRange(minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null)
    return minAge === maxAge ? `aged ${minAge}` : `aged ${minAge} to ${maxAge}`;
  if (maxAge !== null) return `under ${maxAge + 1}`;
  return `aged ${minAge} or over`;
}

/** What to tell about a player outside the division's range; empty when they are inside it. */
export function eligibilityWarnings(division: DivisionEligibility, player: EligibilityPlayer): string[] {
  const name = `${player.firstname} ${player.lastname}`;
  const warnings: string[] = [];
  if (division.playersGender !== null && player.gender !== division.playersGender)
    warnings.push(`${name} is ${player.gender}: this division is for ${FOR_GENDER[division.playersGender]}`);
  const { minAge, maxAge } = division;
  if (minAge !== null || maxAge !== null) {
    const age = ageOn(player.dob, division.ageOn);
    if ((minAge !== null && age < minAge) || (maxAge !== null && age > maxAge))
      warnings.push(`${name} is ${age}: this division is for players ${ageRange(minAge, maxAge)}`);
  }
  return warnings;
}

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
