import { describe, expect, it } from 'vitest';
import { apiQueryOf, paramsOf, searchOf, sortModelOf, sortOf } from './search';

describe('the member search address', () => {
  it("maps the grid's sort onto the API's sort keys and back", () => {
    expect(sortOf([{ field: 'name', sort: 'asc' }])).toBe('name');
    expect(sortOf([{ field: 'name', sort: 'desc' }])).toBe('-name');
    expect(sortOf([{ field: 'mid', sort: 'desc' }])).toBe('-mid');
    // Columns the server cannot sort on, or no sort, fall back to the server's default.
    expect(sortOf([{ field: 'email', sort: 'asc' }])).toBe('name');
    expect(sortOf([])).toBe('name');
    expect(sortModelOf('-mid')).toEqual([{ field: 'mid', sort: 'desc' }]);
    expect(sortModelOf('name')).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(sortModelOf('-created')).toEqual([]);
  });

  it('reads the words, status and order, ignoring what the API would refuse', () => {
    expect(searchOf(new URLSearchParams('q=%20jo%20&status=all&sort=-mid'))).toEqual({
      q: 'jo',
      status: 'all',
      sort: '-mid',
    });
    expect(searchOf(new URLSearchParams('status=gone&sort=password'))).toEqual({
      q: '',
      status: 'active',
      sort: 'name',
    });
  });

  it('leaves defaults out of the address and empty parts out of the API query', () => {
    expect(paramsOf({ q: ' ', status: 'active', sort: 'name' }).toString()).toBe('');
    expect(paramsOf({ q: 'jo smith', status: 'deactivated', sort: '-name' }).toString()).toBe(
      'q=jo+smith&status=deactivated&sort=-name',
    );
    expect(apiQueryOf({ q: '', status: 'all', page: 0, page_size: 25 })).toBe(
      'status=all&page=0&page_size=25',
    );
  });
});
