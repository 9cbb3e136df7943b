// Who a division is for: a gender and an age range, set by staff. A player outside them is
// flagged (to the manager in the nomination wizard, to staff when they review the nomination),
// never refused: associations allow exceptions. This is the one place the rule is worked out;
// draw reads each division's rule (draw/eligibility.service.ts).
//
// Ages are whole years on the season's start date, or on 1 January of this year when the
// season has no start date yet.
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
