import { describe, expect, it } from 'vitest';
import { isMinorDob, maskDigits } from './dates';

const tz = 'Australia/Sydney';
// 10:00 on 1 July 2025 in Sydney.
const now = new Date('2025-07-01T00:00:00Z');

describe('minor or adult', () => {
  it('is a minor the day before the 18th birthday and an adult on it', () => {
    expect(isMinorDob('02/07/2007', tz, now)).toBe(true);
    expect(isMinorDob('01/07/2007', tz, now)).toBe(false);
  });
  it('reads the profile format DD-MM-YYYY too', () => {
    expect(isMinorDob('15-03-2012', tz, now)).toBe(true);
  });
  it('uses the association time zone, not UTC', () => {
    // 14:30 UTC on 30 June is already 1 July in Sydney.
    expect(isMinorDob('01/07/2007', tz, new Date('2025-06-30T14:30:00Z'))).toBe(false);
  });
  it('does not treat an unfinished date as a minor', () => {
    expect(isMinorDob('01/07/20', tz, now)).toBe(false);
  });
});

describe('input masks', () => {
  it('keeps at most n digits', () => {
    expect(maskDigits('0412 345 678 9', 10)).toBe('0412345678');
  });
});
