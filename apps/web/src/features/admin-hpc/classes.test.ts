import { describe, expect, it } from 'vitest';
import { weekOf } from './classes';

describe('the classes list', () => {
  it('shows the Monday-to-Sunday week of the address, else this week', () => {
    expect(weekOf(new URLSearchParams('week=2026-12-03'), '2026-11-26')).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
    });
    expect(weekOf(new URLSearchParams('week=nonsense'), '2026-11-29')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });
});
