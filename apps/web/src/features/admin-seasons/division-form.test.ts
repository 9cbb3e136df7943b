import type { TDivision } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { divisionFormOf, divisionPayloadOf, roundsOfText, ZDivisionForm } from './division-form';

const division: TDivision = {
  id: 7,
  season_id: 2,
  group_id: 3,
  grade_id: 1,
  name: 'Open Men Div 1',
  note: null,
  show_results: true,
  min_players: 5,
  max_players: null,
  skip_min_players: false,
  players_gender: null,
  min_age: null,
  max_age: null,
  waitlist: false,
  capacity: 10,
  status: 'active',
  nomination_price_cents: 45_000,
  finals_qual_percent: null,
  points_win: 3,
  points_draw: null,
  points_loss: null,
  points_bye: null,
  points_forfeit_win: null,
  points_forfeit_non_advised: null,
  points_forfeit_notified: null,
  points_forfeit_admin: null,
  points_disqualified: null,
  tie_break_order: ['wins'],
  finals_format: 'top_four',
  draw_rounds: 'once',
  draw_round_count: null,
  double_rounds: [],
  play_weekdays: [],
  preferred_venue_ids: [],
  duty_teams: false,
  team_count: 4,
};

describe('division dialog', () => {
  it('sends back what it was given when nothing is changed', () => {
    const { id: _id, season_id: _s, grade_id: _g, team_count: _t, ...settings } = division;
    expect(divisionPayloadOf(divisionFormOf(division))).toEqual(settings);
  });

  it('sends blank limits and points as null (no limit, the association’s default), the price in cents', () => {
    const form = {
      ...divisionFormOf(division),
      capacity: ' ',
      points_win: '',
      nomination_price: '12.5',
      note: ' ',
    };
    expect(divisionPayloadOf(form)).toMatchObject({
      capacity: null,
      points_win: null,
      nomination_price_cents: 1_250,
      note: null,
    });
  });

  it('refuses a missing group, a price that is not dollars and players that are not whole numbers', () => {
    const result = ZDivisionForm.safeParse({
      ...divisionFormOf(null),
      name: 'U12 Mixed',
      nomination_price: '12.345',
      min_players: '4.5',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'group_id',
      'nomination_price',
    ]);
    const next = ZDivisionForm.safeParse({
      ...divisionFormOf(null),
      group_id: '3',
      name: 'U12',
      min_players: '4.5',
    });
    expect(next.error?.issues.map((i) => i.path.join('.'))).toEqual(['min_players']);
  });
});

describe('division dialog: the draw settings', () => {
  it('reads double-point rounds typed as a list, and refuses what is not a round', () => {
    expect(roundsOfText('5, 10 14')).toEqual([5, 10, 14]);
    expect(roundsOfText(' ')).toEqual([]);
    for (const text of ['0', '201', '5, ten', '2.5', '-3']) expect(roundsOfText(text)).toBeNull();
  });

  it('shows and sends back the draw settings it was given', () => {
    const drawn: TDivision = {
      ...division,
      draw_rounds: 'count',
      draw_round_count: 14,
      double_rounds: [5, 10],
      play_weekdays: [6, 0],
      preferred_venue_ids: [2],
      duty_teams: true,
    };
    const form = divisionFormOf(drawn);
    expect(form).toMatchObject({ draw_round_count: '14', double_rounds: '5, 10', play_weekdays: [6, 0] });
    expect(divisionPayloadOf(form)).toMatchObject({
      draw_rounds: 'count',
      draw_round_count: 14,
      double_rounds: [5, 10],
      play_weekdays: [6, 0],
      preferred_venue_ids: [2],
      duty_teams: true,
    });
  });

  it('sends a number of rounds only for a division drawn by count, and blank double rounds as none', () => {
    const form = { ...divisionFormOf(division), draw_rounds: 'twice' as const, draw_round_count: '9' };
    expect(divisionPayloadOf(form)).toMatchObject({
      draw_rounds: 'twice',
      draw_round_count: null,
      double_rounds: [],
    });
    const fresh = divisionFormOf(null);
    expect(divisionPayloadOf({ ...fresh, group_id: '3', name: 'U12' })).toMatchObject({
      draw_rounds: 'once',
      draw_round_count: null,
      double_rounds: [],
      play_weekdays: [],
      preferred_venue_ids: [],
      duty_teams: false,
    });
  });

  it('refuses double rounds that are not round numbers, a count without a number, and a round twice', () => {
    const base = { ...divisionFormOf(division) };
    const typed = ZDivisionForm.safeParse({
      ...base,
      double_rounds: '5, x',
      draw_rounds: 'count',
      draw_round_count: '',
    });
    expect(typed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'double_rounds',
      'draw_round_count',
    ]);
    const twice = ZDivisionForm.safeParse({ ...base, double_rounds: '5, 5' });
    expect(twice.error?.issues.map((i) => i.path.join('.'))).toEqual(['double_rounds']);
    const tooMany = ZDivisionForm.safeParse({ ...base, draw_rounds: 'count', draw_round_count: '500' });
    expect(tooMany.error?.issues.map((i) => i.path.join('.'))).toEqual(['draw_round_count']);
  });
});
