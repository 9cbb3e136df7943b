import { describe, expect, it } from 'vitest';
import { membershipSport } from './sport';

describe('membership route query', () => {
  it("reads the sport lower-cased, without 'register for '", () => {
    expect(membershipSport('Netball', 'basketball')).toBe('netball');
    expect(membershipSport('Register for Basketball', 'netball')).toBe('basketball');
  });

  it("falls back to the member's main sport", () => {
    expect(membershipSport(null, 'netball')).toBe('netball');
    expect(membershipSport('tennis', 'netball')).toBe('netball');
    expect(membershipSport(null, '')).toBe('basketball');
  });
});
