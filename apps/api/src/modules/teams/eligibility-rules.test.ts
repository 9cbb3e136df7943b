import { describe, expect, it } from 'vitest';
import { ageOn, eligibilityWarnings, type DivisionEligibility } from './eligibility-rules.js';

const sam = { firstname: 'Sam', lastname: 'Lee', dob: '1992-03-15', gender: 'male' as const };
const division = (rule: Partial<DivisionEligibility>): DivisionEligibility => ({
  playersGender: null,
  minAge: null,
  maxAge: null,
  ageOn: '2027-01-01',
  ...rule,
});

describe('division eligibility', () => {
  it('counts whole years, a birthday on the day included', () => {
    expect(ageOn('2009-01-01', '2027-01-01')).toBe(18);
    expect(ageOn('2009-01-02', '2027-01-01')).toBe(17);
    expect(ageOn('2008-02-29', '2027-02-28')).toBe(18);
  });

  it('flags a player over the maximum age and names the range', () => {
    expect(eligibilityWarnings(division({ maxAge: 20 }), sam)).toEqual([
      'Sam Lee is 34: this division is for players under 21',
    ]);
  });

  it('flags a player under the minimum or outside a range', () => {
    expect(eligibilityWarnings(division({ minAge: 35 }), sam)).toEqual([
      'Sam Lee is 34: this division is for players aged 35 or over',
    ]);
    expect(eligibilityWarnings(division({ minAge: 16, maxAge: 18 }), sam)).toEqual([
      'Sam Lee is 34: this division is for players aged 16 to 18',
    ]);
  });

  it('flags a player of the other gender', () => {
    expect(eligibilityWarnings(division({ playersGender: 'female' }), sam)).toEqual([
      'Sam Lee is male: this division is for women',
    ]);
  });

  it('says nothing about a player inside the range or in a division without one', () => {
    expect(eligibilityWarnings(division({ playersGender: 'male', minAge: 34, maxAge: 34 }), sam)).toEqual([]);
    expect(eligibilityWarnings(division({}), sam)).toEqual([]);
  });
});
