import { NOMINATION_MSG, type TNominationDivision, type TPreviousTeam } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { UNCHECKED } from '../../lib/player-check';
import {
  coachErrors,
  copyPreviousTeam,
  DEFAULT_LIMITS,
  emptyPlayer,
  initialValues,
  limitsOf,
  managerErrors,
  fitPlayers,
  playersErrors,
  playersHeader,
  teamErrors,
  type PlayerRow,
} from './nomination-form';

const division = (over: Partial<TNominationDivision> = {}): TNominationDivision => ({
  value: 1,
  text: 'Open Women Div 1',
  waitlist: false,
  min_players: 5,
  max_players: 10,
  sk_val: false,
  sold_out: false,
  p_price: 650,
  season_id: 1,
  season: 'Summer',
  ...over,
});

const found = (firstname: string, lastname: string): PlayerRow => ({
  ...emptyPlayer(),
  firstname,
  lastname,
  gender: 'female',
  dob: '01/02/1990',
  check: { ...UNCHECKED, confirm: true, click: true, status: 'Player Found', mid: 1 },
});

describe('nomination wizard rules', () => {
  it('starts at minimum 5 players and no maximum, and reads the division limits', () => {
    expect(DEFAULT_LIMITS).toEqual({ min: 5, max: null });
    expect(limitsOf(division())).toEqual({ min: 5, max: 10 });
    expect(limitsOf(division({ sk_val: true, max_players: null }))).toEqual({ min: 0, max: null });
    expect(playersHeader({ min: 5, max: 10 })).toBe('Minimum: 5 players - Maximum: 10 players');
    expect(playersHeader({ min: 0, max: null })).toBe('Players Optional');
  });

  it('copies a previous team: players found, team and previous team name', () => {
    const team: TPreviousTeam = {
      t_id: 9,
      t_name: 'Balmain Breakers',
      t_division: 'Open Women Div 1',
      t_season: 'Winter',
      t_created: '01/02/2026',
      t_players: [{ firstname: 'Ann', lastname: 'Lee', mid: 4 }],
    };
    const copied = copyPreviousTeam(initialValues(undefined), team, 5);
    expect(copied.team).toMatchObject({
      teamname: 'Balmain Breakers',
      prevteamname: 'Balmain Breakers',
      teamprevious: '9',
    });
    expect(copied.players).toHaveLength(5);
    expect(copied.players[0]).toMatchObject({
      firstname: 'Ann',
      check: { status: 'Player Found', confirm: true, copied: true, mid: 4 },
    });
    expect(fitPlayers(copied.players.slice(0, 2), 4)).toHaveLength(4);
    // Players optional: the blank rows go, the copied players stay.
    expect(fitPlayers(copied.players, 0)).toEqual([copied.players[0]]);
    expect(fitPlayers(initialValues(undefined).players, 0)).toEqual([]);
  });

  it('requires the team fields, and the preferred division for a waitlist division', () => {
    const team = {
      teamname: 'Heat',
      prevteamname: '',
      teamprevious: '',
      grade: '1',
      divisiongroup: '2',
      division: '3',
      preferreddivision: '',
    };
    expect(teamErrors(team, false)).toEqual({});
    expect(teamErrors(team, true)).toEqual({ 'team.preferreddivision': 'This field is required' });
    expect(teamErrors({ ...team, teamname: ' ' }, false)).toHaveProperty(
      'team.teamname',
      'This field is required',
    );
  });

  it("checks the manager's mobile and agreement, and the coach only when shown", () => {
    const manager = {
      ...initialValues(undefined).manager,
      firstname: 'Liv',
      lastname: 'Nguyen',
      dob: '14/03/1986',
      gender: 'female',
      email: 'liv@example.com',
      mobile: '0312345678',
      address: '1 St',
      suburb: 'BALMAIN',
      postcode: '2041',
      state: 'NSW',
    };
    expect(managerErrors(manager)).toEqual({
      'manager.mobile': NOMINATION_MSG.mobile,
      'manager.agreed': 'This field is required',
    });
    expect(coachErrors({ ...initialValues(undefined).coach, showCoach: false })).toEqual({});
    expect(coachErrors({ ...initialValues(undefined).coach, showCoach: true })).toHaveProperty(
      'coach.firstname',
    );
  });

  it('needs every row checked, no name twice, and the count within limits', () => {
    const rows = [
      found('Ann', 'Lee'),
      found('Bo', 'Ray'),
      { ...emptyPlayer(), firstname: 'Cy', lastname: 'Lo', gender: 'male', dob: '01/01/1990' },
    ];
    expect(playersErrors(rows, { min: 3, max: null })).toEqual({
      'players.2.check': NOMINATION_MSG.mustClickAddPlayer,
    });
    expect(playersErrors([found('Ann', 'Lee'), found('ann', 'lee')], { min: 0, max: null })).toMatchObject({
      'players.1.check': NOMINATION_MSG.playerAlreadyAdded,
    });
    expect(playersErrors([found('Ann', 'Lee')], { min: 2, max: null })).toEqual({
      players: NOMINATION_MSG.tooFewPlayers(2),
    });
    expect(playersErrors([found('Ann', 'Lee'), found('Bo', 'Ray')], { min: 0, max: 1 })).toEqual({
      players: NOMINATION_MSG.tooManyPlayers(1),
    });
    const needsEmail = {
      ...rows[2]!,
      check: { ...UNCHECKED, requireEmail: true, click: true, status: 'Email required' },
    };
    expect(playersErrors([needsEmail], { min: 0, max: null })).toMatchObject({
      'players.0.email': 'This field is required',
    });
  });
});
