import { describe, expect, it } from 'vitest';
import { timeOfText, timesOfText } from './time-of-day';

describe('times of day as typed', () => {
  it('reads hours and minutes, with or without the leading zero, as HH:mm', () => {
    expect(timeOfText('9:00')).toBe('09:00');
    expect(timeOfText(' 18:30 ')).toBe('18:30');
    expect(timeOfText('7.45')).toBe('07:45');
    expect(timeOfText('00:00')).toBe('00:00');
    expect(timeOfText('23:59')).toBe('23:59');
  });

  it('refuses what is not a time of day', () => {
    for (const text of ['', '24:00', '9:60', '9', '930', '9:5', 'nine', '-1:00'])
      expect(timeOfText(text)).toBeNull();
  });

  it('reads a list separated by commas or spaces, in the order typed', () => {
    expect(timesOfText('9:00, 10:00,11:00')).toEqual(['09:00', '10:00', '11:00']);
    expect(timesOfText('18:30 19:30')).toEqual(['18:30', '19:30']);
    expect(timesOfText(' ')).toEqual([]);
  });

  it('refuses a list with any part that is not a time', () => {
    expect(timesOfText('9:00, ten')).toBeNull();
    expect(timesOfText('9:00, 25:00')).toBeNull();
  });
});
