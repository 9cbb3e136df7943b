import { NOMINATION_MSG } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { canCheck, copiedRow, isDuplicateName, rowAfterCheck, UNCHECKED } from './player-check';

describe('player row states', () => {
  it('collapses a found row as added, with the member id', () => {
    const warnings = ['Sam Lee is 34: this division is for players under 21'];
    expect(
      rowAfterCheck(UNCHECKED, { ok: true, status: NOMINATION_MSG.playerFound, mid: 12, warnings }),
    ).toMatchObject({ confirm: true, click: true, status: 'Player Found', mid: 12, warnings });
  });

  it('turns a failed check red with the error text, and asks for the email on "Email required"', () => {
    const failed = rowAfterCheck(UNCHECKED, { ok: false, status: NOMINATION_MSG.emailRequired });
    expect(failed).toMatchObject({
      confirm: false,
      click: true,
      status: 'Email required',
      requireEmail: true,
    });
    // Once asked, the email stays required even when the next check fails otherwise.
    expect(rowAfterCheck(failed, { ok: false, status: 'Player not found' }).requireEmail).toBe(true);
  });

  it('marks copied players as found', () => {
    expect(copiedRow(7)).toMatchObject({ confirm: true, copied: true, status: 'Player Found', mid: 7 });
  });

  it('checks only with names plus dob and gender, or a member id', () => {
    expect(canCheck({ firstname: 'A', lastname: 'B', dob: '01/02/2000', gender: 'male' })).toBe(true);
    expect(canCheck({ firstname: 'A', lastname: 'B', dob: '01/02/2000', gender: '' })).toBe(false);
    expect(canCheck({ firstname: 'A', lastname: 'B', dob: '', gender: '', mid: 3 })).toBe(true);
    expect(canCheck({ firstname: ' ', lastname: 'B', dob: '01/02/2000', gender: 'male' })).toBe(false);
  });

  it('finds a name twice among the rows or in the team, whatever the case', () => {
    const rows = [
      { firstname: 'Ann', lastname: 'Lee' },
      { firstname: ' ann', lastname: 'LEE ' },
      { firstname: 'Bo', lastname: 'Ray' },
    ];
    expect(isDuplicateName(rows, 0)).toBe(true);
    expect(isDuplicateName(rows, 2)).toBe(false);
    expect(isDuplicateName(rows, 2, [{ firstname: 'bo', lastname: 'ray' }])).toBe(true);
  });
});
