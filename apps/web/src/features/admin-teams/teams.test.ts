import type { TAdminTeamRequest, TTeamDrawLimitsView } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import {
  approvalText,
  apiQueryOf,
  drawLimitsFields,
  drawLimitsFormOf,
  drawLimitsOf,
  NEW_UNAVAILABLE,
  paramsOf,
  positionEditOf,
  positionEditSchema,
  requestsInOrder,
  rosterText,
  sortModelOf,
  sortOf,
  viewOf,
  ZDrawLimitsForm,
  ZPositionCreateForm,
} from './teams';

const request = (id: number, extra: Partial<TAdminTeamRequest> = {}): TAdminTeamRequest => ({
  id,
  kind: 'new',
  status: 'pending',
  firstname: 'Nina',
  lastname: 'Newcomer',
  dob: '2001-05-04',
  email: null,
  role: 'player',
  mid: null,
  game_id: null,
  replacing: null,
  requested_by: 'Mia Manager',
  requested_at: `2026-11-${String(id).padStart(2, '0')}T10:00:00Z`,
  decided_at: null,
  ...extra,
});

describe('the teams list', () => {
  it("maps the grid's sort onto the API's sort keys and back, by name by default", () => {
    expect(sortOf([{ field: 'team', sort: 'desc' }])).toBe('-team');
    expect(sortOf([{ field: 'division', sort: 'asc' }])).toBe('division');
    expect(sortOf([{ field: 'manager', sort: 'asc' }])).toBe('team');
    expect(sortOf([])).toBe('team');
    expect(sortModelOf('-division')).toEqual([{ field: 'division', sort: 'desc' }]);
    expect(sortModelOf('nominated')).toEqual([]);
  });

  it('reads and writes the address, leaving out what the API would refuse and the defaults', () => {
    expect(viewOf(new URLSearchParams('season=4&division=12&q=%20hawks%20&sort=-team'))).toEqual({
      season_id: 4,
      division_id: 12,
      q: 'hawks',
      sort: '-team',
    });
    expect(viewOf(new URLSearchParams('season=x&division=0&sort=password'))).toEqual({ q: '', sort: 'team' });
    expect(paramsOf({ season_id: 4, q: ' ', sort: 'team' }).toString()).toBe('season=4');
    expect(paramsOf({ season_id: 4, division_id: 9, q: 'hawks', sort: 'division' }).toString()).toBe(
      'season=4&division=9&q=hawks&sort=division',
    );
    expect(apiQueryOf({ season_id: 4, q: '', page: 0, page_size: 25 })).toBe(
      'season_id=4&page=0&page_size=25',
    );
  });
});

describe('the position forms', () => {
  it("turns the add form into the contract's body: a number for players only", () => {
    expect(ZPositionCreateForm.safeParse({ mid: '42', role: 'player', playing_number: '7' }).data).toEqual({
      mid: 42,
      role: 'player',
      playing_number: 7,
    });
    expect(ZPositionCreateForm.safeParse({ mid: '42', role: 'player', playing_number: '' }).data).toEqual({
      mid: 42,
      role: 'player',
      playing_number: null,
    });
    expect(ZPositionCreateForm.safeParse({ mid: '42', role: 'coach', playing_number: '7' }).data).toEqual({
      mid: 42,
      role: 'coach',
      playing_number: null,
    });
  });

  it('refuses a missing member or role and a number outside 0 to 100, saying which', () => {
    const paths = (form: Record<string, string>) =>
      ZPositionCreateForm.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths({ mid: '', role: '', playing_number: '101' })).toEqual([
      ['mid', 'Choose the member (or type their member id).'],
      ['role', 'Choose a role.'],
      ['playing_number', 'A number from 0 to 100, or leave it empty.'],
    ]);
    expect(paths({ mid: '5', role: 'player', playing_number: '-1' })).toEqual([
      ['playing_number', 'A number from 0 to 100, or leave it empty.'],
    ]);
  });

  it('sends only what changed in a position', () => {
    const player = { role: 'player' as const, playing_number: 7 };
    expect(positionEditOf(player, { role: 'player', playing_number: '9' })).toEqual({ playing_number: 9 });
    expect(positionEditOf(player, { role: 'player', playing_number: '' })).toEqual({ playing_number: null });
    expect(positionEditOf(player, { role: 'player', playing_number: '7' })).toEqual({});
    expect(positionEditOf(player, { role: 'coach', playing_number: '7' })).toEqual({ role: 'coach' });
    expect(
      positionEditOf({ role: 'coach', playing_number: null }, { role: 'player', playing_number: '4' }),
    ).toEqual({ role: 'player', playing_number: 4 });
    expect(positionEditSchema(player).safeParse({ role: 'player', playing_number: '300' }).success).toBe(
      false,
    );
  });
});

describe('how a team reads', () => {
  const positions = (players: number) =>
    Array.from({ length: players }, (_, i) => ({
      id: i + 1,
      mid: i + 1,
      name: `Player ${i + 1}`,
      email: null,
      role: 'player' as const,
      playing_number: null,
    }));

  it('says the roster limits and where the team stands', () => {
    expect(rosterText({ positions: positions(7), min_players: 5, max_players: 10 })).toBe(
      '5 to 10 players (7 on the roster)',
    );
    expect(rosterText({ positions: positions(10), min_players: 5, max_players: 10 })).toBe(
      '5 to 10 players (10 on the roster, full)',
    );
    expect(rosterText({ positions: positions(2), min_players: 0, max_players: null })).toBe(
      'At least 0 players, no maximum (2 on the roster)',
    );
  });

  it('lists the requests waiting for a decision first, newest first', () => {
    const ordered = requestsInOrder([
      request(1),
      request(2, { status: 'approved' }),
      request(3),
      request(4, { status: 'rejected' }),
    ]);
    expect(ordered.map((r) => r.id)).toEqual([3, 1, 4, 2]);
  });

  it('says what an approval does for each kind of request', () => {
    expect(approvalText(request(1))).toBe('Nina Newcomer joins the roster as a player.');
    expect(approvalText(request(1, { role: 'coach' }))).toBe(
      "Nina Newcomer becomes the team's coach, replacing the current one.",
    );
    expect(approvalText(request(1, { kind: 'temporary', replacing: 'Jack Thompson' }))).toBe(
      'Nina Newcomer may play the one game in place of Jack Thompson.',
    );
  });
});

describe('draw limits form', () => {
  const limits: TTeamDrawLimitsView = {
    team_id: 4,
    not_before: '18:00',
    not_after: null,
    unavailable: [
      { date: '2027-05-01', from: null, to: null, reason: 'Carnival' },
      { date: '2027-05-08', from: '09:00', to: '12:00', reason: null },
    ],
    clashes: [{ team_id: 9, team: 'Bees', division: 'Div 2', reason: 'Same coach' }],
  };

  it('sends back what it was given when nothing is changed', () => {
    const { team_id: _id, clashes, ...rest } = limits;
    expect(drawLimitsOf(drawLimitsFormOf(limits))).toEqual({
      ...rest,
      clashes: clashes.map(({ team_id, reason }) => ({ team_id, reason })),
    });
  });

  it('sends blank times and reasons as none, and times typed without the leading zero as HH:mm', () => {
    const form = drawLimitsFormOf(limits);
    form.not_before = ' ';
    form.not_after = '9:30';
    form.unavailable = [{ date: '2027-06-05', from: '8:00', to: '9:00', reason: ' ' }];
    form.clashes = [{ ...form.clashes[0]!, reason: '' }];
    expect(drawLimitsOf(form)).toEqual({
      not_before: null,
      not_after: '09:30',
      unavailable: [{ date: '2027-06-05', from: '08:00', to: '09:00', reason: null }],
      clashes: [{ team_id: 9, reason: null }],
    });
  });

  it('refuses a time that is not one, a latest start before the earliest, a missing date, one time of two', () => {
    const form = drawLimitsFormOf(limits);
    form.not_before = '7pm';
    expect(ZDrawLimitsForm.safeParse(form).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'not_before',
    ]);
    form.not_before = '19:00';
    form.not_after = '18:00';
    form.unavailable = [
      { ...NEW_UNAVAILABLE },
      { date: INVALID_DATE, from: '', to: '', reason: '' },
      { date: '2027-05-01', from: '10:00', to: '', reason: '' },
      { date: '2027-05-02', from: '10:00', to: '09:00', reason: '' },
    ];
    expect(
      ZDrawLimitsForm.safeParse(form)
        .error?.issues.map((i) => i.path.join('.'))
        .sort(),
    ).toEqual([
      'not_after',
      'unavailable.0.date',
      'unavailable.1.date',
      'unavailable.2.to',
      'unavailable.3.to',
    ]);
  });

  it('names every field of every date for the server’s field errors', () => {
    expect(drawLimitsFields({ unavailable: [NEW_UNAVAILABLE] })).toEqual([
      'not_before',
      'not_after',
      'unavailable.0.date',
      'unavailable.0.from',
      'unavailable.0.to',
      'unavailable.0.reason',
    ]);
  });
});
