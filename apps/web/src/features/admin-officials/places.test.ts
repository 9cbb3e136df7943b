import { describe, expect, it } from 'vitest';
import type { TAllocationGame, TAllocationPerson } from '@courtside/contracts/admin';
import { fitNotes, membersOn, placeColumns, withPlace } from './places';

const game: TAllocationGame = {
  id: 7,
  starts_at: '2026-12-05T22:00:00.000Z',
  time: '09:00',
  court: 'Court 1',
  division: 'Men Div 1',
  team_a: 'Hawks',
  team_b: 'Owls',
  officials: [
    { member_id: 3, roster_type: 'referee', name: 'Cal' },
    { member_id: 1, roster_type: 'scorer', name: 'Ann' },
    { member_id: 2, roster_type: 'referee', name: 'Ben' },
  ],
};

describe('allocation places', () => {
  it('numbers the places of a type a game needs more than one of', () => {
    expect(
      placeColumns([
        { name: 'referee', per_game: 2 },
        { name: 'scorer', per_game: 1 },
      ]).map((c) => c.label),
    ).toEqual(['Referee 1', 'Referee 2', 'Scorer']);
  });

  it("lists a type's members and changes one place", () => {
    expect(membersOn(game, 'referee')).toEqual([3, 2]);
    expect(withPlace([3, 2], 1, 5)).toEqual([3, 5]);
    expect(withPlace([3], 1, 5)).toEqual([3, 5]);
    expect(withPlace([3, 2], 0, null)).toEqual([2]);
    // Giving someone a second place of the same type keeps them once.
    expect(withPlace([3, 2], 1, 3)).toEqual([3]);
  });

  it('says what keeps an official from the game', () => {
    const person: TAllocationPerson = {
      member_id: 2,
      name: 'Ben',
      roster_types: ['referee'],
      available_times: ['10:00'],
      unavailable: true,
      games_that_day: [],
      games_in_season: 0,
      fit: [{ game_id: 7, available: false, clashes: ['Own team: Owls'] }],
    };
    expect(fitNotes(person, game)).toEqual([
      'Unavailable on this date',
      'Did not offer 09:00',
      'Own team: Owls',
    ]);
    expect(
      fitNotes({ ...person, unavailable: false, fit: [{ game_id: 7, available: true, clashes: [] }] }, game),
    ).toEqual([]);
  });
});
