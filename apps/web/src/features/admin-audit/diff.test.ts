import { describe, expect, it } from 'vitest';
import { auditDiff } from './diff';

describe('audit entry diff', () => {
  it('lists every field of either side, marking the changed ones', () => {
    expect(auditDiff({ roles: [], name: 'Ann' }, { roles: ['finance'], name: 'Ann', note: 'x' })).toEqual([
      { field: 'roles', before: '[]', after: '["finance"]', changed: true },
      { field: 'name', before: 'Ann', after: 'Ann', changed: false },
      { field: 'note', before: '', after: 'x', changed: true },
    ]);
  });

  it('shows a record created or removed as fields on one side only', () => {
    expect(auditDiff(null, { id: 3 })).toEqual([{ field: 'id', before: '', after: '3', changed: true }]);
    expect(auditDiff({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: '', changed: true }]);
  });

  it('shows anything but objects as one value, and nothing for nothing', () => {
    expect(auditDiff([1], [1, 2])).toEqual([
      { field: 'value', before: '[1]', after: '[1,2]', changed: true },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});
