import type { TDrawResponse, TGame } from '@courtside/contracts';
import type { TNominationRow } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import {
  adjustmentOf,
  gameRows,
  ladderTeams,
  pointsText,
  resultOfGame,
  scorersWith,
  scorersWithout,
  ZAdjustmentForm,
} from './results';

const game = (id: number, over: Partial<TGame> = {}): TGame => ({
  game: id,
  round: 1,
  date_formatted: '21/11/2026',
  time_formatted: '6:30 pm',
  date_time_from: '2026-11-21T18:30:00+11:00',
  date_time_to: '2026-11-21T19:20:00+11:00',
  team_a_id: 'Hawks',
  team_b_id: 'Jets',
  bye: null,
  duty: 'None',
  courtLabel: 'Court 2',
  venueLabel: 'Harbourside',
  venueAddress: null,
  venueSuburb: null,
  venuePostcode: null,
  venueState: null,
  double_points: 'No',
  excluded_dates: false,
  match: null,
  match_formatted: 'Hawks vs Jets',
  scored: null,
  score_team_a_points: null,
  score_team_b_points: null,
  game_rank_a: null,
  game_rank_b: null,
  ...over,
});

const draw = (rounds: TGame[][], grandFinal: TGame[] = []): TDrawResponse => ({
  division: {
    division_id: 3,
    division_name: 'Men Div 1',
    division_note: null,
    division_show_score_result: true,
  },
  divisionDraw: {
    rounds: rounds.map((games, i) => ({
      round: i + 1,
      groups: [{ date: '2026-11-21', date_formatted: '21/11/2026', games }],
    })),
  },
  finalSeries: { Semi_Final: [], Final: [], Grand_Final: grandFinal },
});

describe('the division’s games', () => {
  it('lists every game with teams by round, then the finals; byes and dates without games have no scoresheet', () => {
    const rows = gameRows(
      draw(
        [
          [game(1), game(2, { team_a_id: null, team_b_id: null, bye: 'Owls' })],
          [game(3, { double_points: 'Yes' }), game(4, { excluded_dates: true, match: 'Public holiday' })],
        ],
        [game(9)],
      ),
    );
    expect(rows.map((r) => [r.id, r.order, r.round, r.double_points])).toEqual([
      [1, 0, 'Round 1', false],
      [3, 1, 'Round 2', true],
      [9, 2, 'Grand final', false],
    ]);
    expect(rows[0]).toMatchObject({
      court: 'Court 2, Harbourside',
      team_a: 'Hawks',
      team_b: 'Jets',
      result: 'No result',
    });
  });

  it('shows the score, or what the draw says of a forfeit or a hidden score', () => {
    expect(
      resultOfGame(game(1, { scored: 'Full Time', score_team_a_points: 52, score_team_b_points: 47 })),
    ).toBe('52 – 47');
    expect(resultOfGame(game(1, { scored: 'Forfeit' }))).toBe('Forfeit');
    expect(resultOfGame(game(1, { scored: 'Full Time' }))).toBe('Full Time');
    expect(resultOfGame(game(1))).toBe('No result');
  });
});

describe('ladder adjustments', () => {
  it('offers the teams holding a place in the division', () => {
    const team = (team_id: number, status: TNominationRow['status']) =>
      ({ team_id, status }) as TNominationRow;
    expect(
      ladderTeams([team(1, 'accepted'), team(2, 'declined'), team(3, 'waitlisted'), team(4, 'pending')]).map(
        (t) => t.team_id,
      ),
    ).toEqual([1, 4]);
  });

  it('takes points to add or, with a minus, to take away, with a reason', () => {
    expect(adjustmentOf({ team_id: '7', points: ' -3 ', reason: ' Late fees ' })).toEqual({
      team_id: 7,
      points: -3,
      reason: 'Late fees',
    });
    expect(ZAdjustmentForm.safeParse({ team_id: '7', points: '+2', reason: 'Walkover' }).success).toBe(true);
    const refused = (form: { team_id: string; points: string; reason: string }) =>
      ZAdjustmentForm.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(refused({ team_id: '', points: '0', reason: 'x' })).toEqual([
      ['team_id', 'Choose the team.'],
      ['points', 'Whole points from -100 to 100, not 0 (a minus takes points away).'],
    ]);
    expect(refused({ team_id: '7', points: '2', reason: '  ' })).toEqual([
      ['reason', 'This field is required'],
    ]);
    expect(refused({ team_id: '7', points: '101', reason: 'x' })?.[0]?.[0]).toBe('points');
  });

  it('writes points with their sign', () => {
    expect(pointsText(3)).toBe('+3');
    expect(pointsText(-2)).toBe('−2');
  });
});

describe('scorers', () => {
  it('names a member once, and takes one away', () => {
    const current = [{ member_id: 5 }, { member_id: 8 }];
    expect(scorersWith(current, 9)).toEqual([5, 8, 9]);
    expect(scorersWith(current, 8)).toEqual([5, 8]);
    expect(scorersWithout(current, 5)).toEqual([8]);
  });
});
