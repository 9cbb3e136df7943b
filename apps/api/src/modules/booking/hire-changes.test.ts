// The rule a member cancels and moves their own hire by, at its edges: the hours are counted to
// the start, a hire exactly that far ahead still qualifies, and what is not the member's to change
// online (started, waiting for payment, booked at the desk) is refused with its reason.
import { describe, expect, it } from 'vitest';
import { HIRE_CHANGE_MSG } from '@courtside/contracts';
import { hireVerdict } from './hire-changes.service.js';

const RULES = { cancelHours: 48, refundPercent: 100, lateCancel: false, moveHours: 24 };
const now = new Date('2027-03-20T09:00:00+11:00');
const hoursAhead = (h: number) => new Date(now.getTime() + h * 3_600_000);
const hire = (startsInHours: number, o: Partial<Parameters<typeof hireVerdict>[1]> = {}) => ({
  status: 'booked' as const,
  orderId: 7,
  startsAt: hoursAhead(startsInHours),
  endsAt: hoursAhead(startsInHours + 1),
  ...o,
});

describe('hireVerdict', () => {
  it('gives the refund percentage from exactly the hours before the start, and refuses a minute later', () => {
    expect(hireVerdict(RULES, hire(48), now)).toEqual({ cancel: { percent: 100, late: false }, move: true });
    expect(hireVerdict(RULES, hire(48 - 1 / 60), now).cancel).toEqual({
      refused: HIRE_CHANGE_MSG.tooLateToCancel(48),
    });
  });

  it('lets a late cancellation through with nothing back only when the association allows it', () => {
    expect(hireVerdict({ ...RULES, lateCancel: true }, hire(2), now).cancel).toEqual({
      percent: 0,
      late: true,
    });
  });

  it('counts moves by their own hours', () => {
    expect(hireVerdict(RULES, hire(30), now).move).toBe(true);
    expect(hireVerdict(RULES, hire(23), now).move).toEqual({ refused: HIRE_CHANGE_MSG.tooLateToMove(24) });
  });

  it('refuses a started, pending, cancelled or desk hire with its reason', () => {
    const refused = (why: string) => ({ cancel: { refused: why }, move: { refused: why } });
    expect(hireVerdict(RULES, hire(0), now)).toEqual(refused(HIRE_CHANGE_MSG.started));
    expect(hireVerdict(RULES, hire(72, { status: 'pending' }), now)).toEqual(
      refused(HIRE_CHANGE_MSG.pending),
    );
    expect(hireVerdict(RULES, hire(72, { status: 'cancelled' }), now)).toEqual(
      refused(HIRE_CHANGE_MSG.cancelled),
    );
    expect(hireVerdict(RULES, hire(72, { orderId: null }), now)).toEqual(refused(HIRE_CHANGE_MSG.deskHire));
  });
});
