import { describe, expect, it } from 'vitest';
import { pickerValueOf, textOf } from './DateOfBirthField';

describe('date of birth picker value', () => {
  it('reads the form text as a date and writes it back the same', () => {
    expect(textOf(pickerValueOf('14/02/2014'))).toBe('14/02/2014');
    expect(pickerValueOf('')).toBeNull();
    expect(textOf(null)).toBe('');
  });
  it('keeps a date that is not a real one as not a date, for the schema to refuse', () => {
    for (const text of ['31/02/2014', '14/2/2014', '2014-02-14', '??/??/????']) {
      expect(pickerValueOf(text)?.isValid()).toBe(false);
      expect(textOf(pickerValueOf(text))).toBe('??/??/????');
    }
  });
});
