import { describe, expect, it } from 'vitest';
import { division, teams, venue } from '../../../../test/draw-engine-fixtures.js';
import { checkMoves } from './edit.js';
import type { CurrentGame, SlotsInput } from './types.js';

// One Saturday, two courts at 09:00 and 10:00: games 1 (teams 1 v 2) and 2 (3 v 4) at 09:00.
const slotsInput: SlotsInput = {
  templates: [venue(1, { courts: 2, starts: [540, 600] })],
  dates: ['2027-05-01'],
};
const game = (gameId: number, home: number, away: number, slotId: string): CurrentGame => ({
  gameId,
  divisionId: 1,
  round: 1,
  home,
  away,
  slotId,
  played: false,
});
const games = [game(1, 1, 2, '101@2027-05-01T540'), game(2, 3, 4, '102@2027-05-01T540')];

describe('checking games moved by hand', () => {
  it('lets a game take a free slot and two games swap theirs', () => {
    const divisions = [division({ teams: teams(4) })];
    expect(
      checkMoves({ divisions, slotsInput, games, moves: [{ gameId: 1, toSlotId: '101@2027-05-01T600' }] }),
    ).toEqual([{ gameId: 1, reasons: [] }]);
    const swap = checkMoves({
      divisions,
      slotsInput,
      games,
      moves: [
        { gameId: 1, toSlotId: '102@2027-05-01T540' },
        { gameId: 2, toSlotId: '101@2027-05-01T540' },
      ],
    });
    expect(swap.flatMap((m) => m.reasons)).toEqual([]);
  });

  it('gives the sentence a draft gives for the first hard rule the slot breaks', () => {
    const divisions = [division({ teams: teams(4, 1, [{ notBeforeMinute: 600 }]) })];
    const [name] = teams(1).map((t) => t.name);
    const early = checkMoves({
      divisions,
      slotsInput,
      games,
      moves: [{ gameId: 1, toSlotId: '102@2027-05-01T540' }],
    });
    expect(early[0]!.reasons).toEqual([`${name} not before 10:00`]);
    const taken = checkMoves({
      divisions: [division({ teams: teams(4) })],
      slotsInput,
      games,
      moves: [{ gameId: 1, toSlotId: '102@2027-05-01T540' }],
    });
    expect(taken[0]!.reasons).toEqual(['Court 2 is already used at 09:00-09:50 on 01/05/2027']);
    const gone = checkMoves({
      divisions: [division({ teams: teams(4) })],
      slotsInput: { ...slotsInput, blackouts: [{ date: '2027-05-01', reason: 'Anzac Day' }] },
      games,
      moves: [{ gameId: 1, toSlotId: '101@2027-05-01T600' }],
    });
    expect(gone[0]!.reasons).toHaveLength(1);
    expect(gone[0]!.reasons[0]).toContain('01/05/2027');
  });
});
