import { TEAM_MSG, type TTeamListItem } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { drawPath } from './paths';
import {
  addMembersRefusal,
  byNewest,
  maskPlayingNumber,
  moreMembersRefusal,
  moreTemporaryRefusal,
  playersNumberJson,
  playingNumberError,
  removeRefusal,
} from './team-rules';

describe('teams list', () => {
  it('lists the newest team first', () => {
    const teams = [
      { o_date: '2025-02-01T00:00:00Z' },
      { o_date: '2026-02-01T00:00:00Z' },
      { o_date: '2024-02-01T00:00:00Z' },
    ] as TTeamListItem[];
    expect(byNewest(teams).map((t) => t.o_date.slice(0, 4))).toEqual(['2026', '2025', '2024']);
  });

  it('opens the draw of the team by season, division and name', () => {
    expect(drawPath({ t_season_id: 3, t_division_id: 14, t_name: 'Glebe Hawks' })).toBe(
      '/draw/3/14/Glebe%20Hawks',
    );
  });
});

describe('team management', () => {
  it('masks playing numbers to 3 digits and accepts 0 to 100', () => {
    expect(maskPlayingNumber('12a34')).toBe('123');
    expect(playingNumberError('0')).toBeNull();
    expect(playingNumberError('100')).toBeNull();
    expect(playingNumberError('')).toBeNull();
    expect(playingNumberError('101')).toBe(TEAM_MSG.numberRange);
  });

  it('sends the playing numbers as JSON text pairs', () => {
    expect(JSON.parse(playersNumberJson({ 12: '7', 13: '' }))).toEqual([
      { mid: 12, number: 7 },
      { mid: 13, number: null },
    ]);
  });

  it('applies the roster limits of the division', () => {
    expect(addMembersRefusal(10, 10)).toBe('Cannot add members to team');
    expect(addMembersRefusal(9, 10)).toBeNull();
    expect(addMembersRefusal(40, null)).toBeNull();
    expect(moreMembersRefusal(8, 2, 10)).toBe('Cannot add more members to team');
    expect(moreMembersRefusal(8, 1, 10)).toBeNull();
    expect(moreTemporaryRefusal(3)).toBe('Cannot add more temporary members to team for game selected');
    expect(moreTemporaryRefusal(2)).toBeNull();
    expect(removeRefusal(5, 5)).toBe('Cannot remove members from team');
    expect(removeRefusal(6, 5)).toBeNull();
  });
});
