import type { TNominationOutcome, TNominationRow, TSeason } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  decisionsFor,
  defaultSeason,
  outcomeText,
  paramsOf,
  sortModelOf,
  sortOf,
  viewOf,
} from './nominations';

const season = (id: number, o: Partial<TSeason> = {}): TSeason => ({
  id,
  name: `Season ${id}`,
  sport: 'basketball',
  status: 'inactive',
  archived: false,
  nominations_open: false,
  nominations_close_date: null,
  start_date: null,
  copied_from_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  division_count: 0,
  team_count: 0,
  ...o,
});

const row = (o: Partial<TNominationRow> = {}): TNominationRow => ({
  team_id: 7,
  team: 'Harbour Heat',
  status: 'declined',
  season_id: 1,
  season: 'Summer 2026/27',
  division_id: 3,
  division: 'Open Women Div 1',
  group: 'Open Women',
  grade: 'Seniors',
  preferred_division_id: null,
  preferred_division: null,
  manager: 'Olivia Nguyen',
  manager_email: 'olivia@example.com',
  nominated_at: '2026-11-20T01:00:00.000Z',
  waitlisted_at: null,
  decided_at: null,
  reason: null,
  note: null,
  paid_cents: 0,
  refunded_cents: 0,
  warnings: [],
  ...o,
});
const outcome = (o: Partial<TNominationOutcome> = {}): TNominationOutcome => ({
  nomination: row(),
  refunded_cents: 0,
  offered_team_id: null,
  ...o,
});

describe('the season the Nominations screen opens on', () => {
  it('is the newest season taking nominations, else the newest season', () => {
    // The API lists seasons newest first.
    const open = season(2, { nominations_open: true });
    expect(defaultSeason([season(3), open, season(1, { nominations_open: true })])).toBe(open);
    expect(defaultSeason([season(3, { nominations_open: true, archived: true }), season(2)])?.id).toBe(3);
    expect(defaultSeason([season(5), season(4)])?.id).toBe(5);
    expect(defaultSeason([])).toBeUndefined();
  });
});

describe('the Nominations address and order', () => {
  it("maps the grid's sort onto the API's sort keys and back", () => {
    expect(sortOf([{ field: 'nominated_at', sort: 'desc' }])).toBe('-nominated');
    expect(sortOf([{ field: 'team', sort: 'asc' }])).toBe('team');
    expect(sortOf([{ field: 'division', sort: 'desc' }])).toBe('-division');
    // Columns the server cannot sort on, or no sort, fall back to first nominated first.
    expect(sortOf([{ field: 'manager', sort: 'asc' }])).toBe('nominated');
    expect(sortOf([])).toBe('nominated');
    expect(sortModelOf('-team')).toEqual([{ field: 'team', sort: 'desc' }]);
    expect(sortModelOf('nominated')).toEqual([{ field: 'nominated_at', sort: 'asc' }]);
  });

  it('reads season, division, status, words and order, ignoring what the API would refuse', () => {
    expect(
      viewOf(new URLSearchParams('season=4&division=12&status=waitlisted&q=%20heat%20&sort=-team')),
    ).toEqual({ season_id: 4, division_id: 12, status: 'waitlisted', q: 'heat', sort: '-team' });
    expect(viewOf(new URLSearchParams('season=x&division=-1&status=lost&sort=password'))).toEqual({
      q: '',
      sort: 'nominated',
    });
  });

  it('leaves defaults out of the address and empty parts out of the API query', () => {
    expect(paramsOf({ q: ' ', sort: 'nominated' }).toString()).toBe('');
    expect(paramsOf({ season_id: 4, status: 'pending', q: 'heat', sort: '-nominated' }).toString()).toBe(
      'season=4&status=pending&q=heat&sort=-nominated',
    );
    expect(apiQueryOf({ season_id: 4, q: '', page: 0, page_size: 25 })).toBe(
      'season_id=4&page=0&page_size=25',
    );
  });
});

describe('the decisions staff are offered', () => {
  it('follows what each status allows', () => {
    expect(decisionsFor('pending')).toEqual(['accept', 'decline', 'waitlist', 'regrade']);
    expect(decisionsFor('accepted')).toEqual(['decline', 'waitlist', 'regrade']);
    expect(decisionsFor('waitlisted')).toEqual(['accept', 'decline', 'regrade']);
    expect(decisionsFor('declined')).toEqual([]);
  });
});

describe('what a decision did', () => {
  it('says the refund and names the waitlisted team offered the freed place', () => {
    const names = new Map([[9, 'Bondi Breakers']]);
    expect(
      outcomeText('decline', outcome({ refunded_cents: 65_000, offered_team_id: 9 }), (id) => names.get(id)),
    ).toBe(
      'Harbour Heat declined. Refunded $650.00 to the card it was paid with. Offered the freed place to team Bondi Breakers.',
    );
    expect(outcomeText('waitlist', outcome({ offered_team_id: 11 }), () => undefined)).toBe(
      'Harbour Heat put on the waitlist. Offered the freed place to team number 11.',
    );
    expect(outcomeText('accept', outcome(), () => undefined)).toBe('Harbour Heat accepted.');
    expect(
      outcomeText('regrade', outcome({ nomination: row({ division: 'Open Women Div 2' }) }), () => undefined),
    ).toBe('Harbour Heat moved to Open Women Div 2 (Seniors Open Women).');
  });
});
