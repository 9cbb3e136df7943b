import { describe, expect, it } from 'vitest';
import { coverProblem } from './cover-image';

describe('a cover image chosen in the console', () => {
  it('takes a JPEG, PNG or WebP under the limit', () => {
    expect(coverProblem({ name: 'a.png', size: 10, type: 'image/png' }, 500_000)).toBeNull();
    expect(coverProblem({ name: 'a.WEBP', size: 10, type: '' }, 500_000)).toBeNull();
  });

  it('refuses another kind of file, an empty one and one too large', () => {
    expect(coverProblem({ name: 'a.gif', size: 10, type: 'image/gif' }, 500_000)).toBe(
      'The image must be a JPEG, PNG or WebP file.',
    );
    expect(coverProblem({ name: 'a.jpg', size: 0, type: 'image/jpeg' }, 500_000)).toBe(
      'This file is empty: choose another image.',
    );
    expect(coverProblem({ name: 'a.jpg', size: 500_000, type: 'image/jpeg' }, 500_000)).toBe(
      'The image must be smaller than 500 kB.',
    );
  });
});
