import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { finalsGames, ordinal } from './finals.js';

const ladder = [
  { teamId: 11, name: 'Lions' },
  { teamId: 12, name: 'Hawks' },
  { teamId: 13, name: 'Bulls' },
  { teamId: 14, name: 'Tigers' },
  { teamId: 15, name: 'Eagles' },
];
const brief = (games: ReturnType<typeof finalsGames>) =>
  games.map((g) => [g.round, g.finalStage, g.matchLabel, g.teamA, g.teamB, g.rankLabelA, g.rankLabelB]);

describe('finals', () => {
  it('has none for the format none', () => {
    expect(finalsGames('none', ladder, 'Div 1', 18)).toEqual([]);
  });

  it('plays 1st v 2nd in a grand final for top two', () => {
    expect(brief(finalsGames('top_two', ladder, 'Div 1', 18))).toEqual([
      [19, 'grand_final', 'GF', 11, 12, '1st Div 1', '2nd Div 1'],
    ]);
  });

  it('plays SF1 1v4 and SF2 2v3, then the winners, for top four', () => {
    expect(brief(finalsGames('top_four', ladder, 'Div 1', 18))).toEqual([
      [19, 'semi_final', 'SF1', 11, 14, '1st Div 1', '4th Div 1'],
      [19, 'semi_final', 'SF2', 12, 13, '2nd Div 1', '3rd Div 1'],
      [20, 'grand_final', 'GF', null, null, 'Winner SF1', 'Winner SF2'],
    ]);
  });

  it('plays the page system with the preliminary final as the stage final', () => {
    expect(brief(finalsGames('top_four_page', ladder, 'Div 1', 18))).toEqual([
      [19, 'semi_final', 'SF1', 11, 12, '1st Div 1', '2nd Div 1'],
      [19, 'semi_final', 'SF2', 13, 14, '3rd Div 1', '4th Div 1'],
      [20, 'final', 'PF', null, null, 'Loser SF1', 'Winner SF2'],
      [21, 'grand_final', 'GF', null, null, 'Winner SF1', 'Winner PF'],
    ]);
  });

  it('refuses finals that need more teams than the ladder has', () => {
    expect(() => finalsGames('top_four', ladder.slice(0, 3), 'U12 Girls', 10)).toThrow(
      new AppError('validation_failed', 'U12 Girls has 3 teams on its ladder; these finals need 4'),
    );
  });

  it('writes ranks as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
