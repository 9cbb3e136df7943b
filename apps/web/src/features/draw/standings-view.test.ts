import type { TDrawResponse, TStandingsResponse } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { asAtOptions, resultsAsText, standingLines } from './standings-view';

const row = (team_id: number, team: string, points: number) => ({
  team_id,
  team,
  played: 5,
  win: 3,
  loss: 2,
  draw: 0,
  na_forf: 0,
  n_forf: 0,
  adm_forf: 0,
  disq: 0,
  bye: 0,
  points,
  score_for: 300,
  score_against: 250,
  percentage: 120,
  tie_break: null,
});

describe('standings', () => {
  it('shows points plus the adjustment, and the adjustment itself', () => {
    const result: TStandingsResponse = {
      division: {
        division_id: 1,
        division_name: 'Div 1',
        division_note: null,
        division_show_score_result: true,
      },
      show_results: true,
      message: null,
      lastResult: { updated_at: null },
      divisionResult: [row(1, 'Hawks', 12), row(2, 'Jets', 9)],
      adjustTeams: { '1': 0, '2': -2 },
      tie_breaks: ['percentage', 'wins'],
    };
    expect(standingLines(result).map((l) => [l.position, l.team, l.adjust, l.total])).toEqual([
      [1, 'Hawks', 0, 12],
      [2, 'Jets', -2, 7],
    ]);
  });

  it("formats 'Results as dddd DD MMMM YYYY h:mm a' in the association's zone", () => {
    expect(resultsAsText('2026-11-21T07:30:00Z', 'Australia/Sydney')).toBe(
      'Results as Saturday 21 November 2026 6:30 pm',
    );
    expect(resultsAsText('2026-06-20T09:05:00+10:00', 'Australia/Perth')).toBe(
      'Results as Saturday 20 June 2026 7:05 am',
    );
    expect(resultsAsText(null, 'Australia/Sydney')).toBeNull();
  });

  it('offers the ladder after each round of the draw, finals left out', () => {
    const draw = {
      divisionDraw: { rounds: [1, 2, 3].map((round) => ({ round, groups: [] })) },
      finalSeries: { Semi_Final: [], Final: [], Grand_Final: [] },
    } as unknown as TDrawResponse;
    expect(asAtOptions(draw)).toEqual([
      { value: '1', text: 'After round 1' },
      { value: '2', text: 'After round 2' },
      { value: '3', text: 'After round 3' },
    ]);
  });
});
