import { describe, expect, it } from 'vitest';
import { orderedByText, percentageText, tieBreakNote } from './ladder-lines';

describe('ladder lines', () => {
  it('names the tie-breaks in the order applied, the team name last', () => {
    expect(tieBreakNote(['percentage', 'wins'])).toBe(
      'Teams level on points are ordered by percentage, then wins, then team name.',
    );
    expect(tieBreakNote(['head_to_head'])).toBe(
      'Teams level on points are ordered by head to head, then team name.',
    );
    expect(orderedByText('points_difference')).toBe('Level on points: points difference');
  });

  it('shows a percentage to two places and a dash when nothing was scored against', () => {
    expect(percentageText(87.5)).toBe('87.50');
    expect(percentageText(null)).toBe('–');
  });
});
