import { describe, expect, it } from 'vitest';
import { brandContrast, contrastRatio, MIN_CONTRAST } from './colour.js';

describe('contrast', () => {
  it('follows WCAG 2: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b3d91', '#0b3d91')).toBe(1);
    // A published pair: #767676 on white is just above 4.5.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('passes the default brand colours and refuses a pale yellow', () => {
    expect(brandContrast('#0b3d91')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(brandContrast('#9a3412')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(brandContrast('#ffcc00')).toBeLessThan(2);
  });
});
