import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { saturdays, venue } from '../../../../test/draw-engine-fixtures.js';
import { finalsGames, ordinal, placeFinals } from './finals.js';
import { hhmm } from './labels.js';
import { expandSlots } from './slots.js';
import type { DrawTeam } from './types.js';

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

describe('placing the finals', () => {
  // Saturdays 5, 12, 19 June 2027, 18:00, 19:00 and 20:00 on two courts.
  const DATES = saturdays('2027-06-05', 3);
  const slots = () =>
    expandSlots({ templates: [venue(1, { courts: 2, starts: [1080, 1140, 1200] })], dates: DATES }).slots;
  const top4 = finalsGames('top_four', ladder, 'Div 1', 18);
  const place = (teams: DrawTeam[]) =>
    placeFinals({
      games: top4,
      teams,
      slots: slots(),
      divisionName: 'Div 1',
      window: { from: DATES[0]!, to: DATES.at(-1)! },
    });
  const when = (r: ReturnType<typeof place>) =>
    r.placed.map(({ game, slot }) => [game.matchLabel, slot.date, hhmm(slot.startMinute)]);
  const team = (teamId: number, limits: Partial<DrawTeam> = {}): DrawTeam => ({
    teamId,
    name: ladder.find((t) => t.teamId === teamId)!.name,
    ...limits,
  });

  it('plays the semi finals one after the other on the first day and the grand final the next', () => {
    const r = place(ladder.map((t) => team(t.teamId)));
    expect(when(r)).toEqual([
      ['SF1', '2027-06-05', '18:00'],
      ['SF2', '2027-06-05', '18:00'],
      ['GF', '2027-06-12', '18:00'],
    ]);
    expect(r.unplaced).toEqual([]);
  });

  it('keeps a semi final team’s start limit and unplayable date', () => {
    // Tigers (4th, in SF1) not before 19:00; Hawks (2nd, in SF2) cannot play 5 June: the semis
    // both go to 12 June, SF1 at 19:00, and so does the grand final Tigers may reach.
    const r = place([
      team(11),
      team(12, { unavailable: [{ date: '2027-06-05' }] }),
      team(13),
      team(14, { notBeforeMinute: 1140 }),
    ]);
    expect(when(r)).toEqual([
      ['SF1', '2027-06-12', '19:00'],
      ['SF2', '2027-06-12', '18:00'],
      ['GF', '2027-06-19', '19:00'],
    ]);
  });

  it('places a grand final where every team that can reach it may play', () => {
    // Bulls (3rd, in SF2) share a coach with a team playing 18:00-18:50 on 12 June: the grand
    // final, which Bulls may reach, starts at 19:00 that day.
    const r = place([
      team(11),
      team(12),
      team(13, {
        unavailable: [{ date: '2027-06-12', fromMinute: 1080, toMinute: 1130, clashWith: 'Owls' }],
      }),
      team(14),
    ]);
    expect(when(r).at(-1)).toEqual(['GF', '2027-06-12', '19:00']);
  });

  it('lists a stage no day suits, with the reasons', () => {
    const r = place([
      team(11, { notAfterMinute: 1140 }),
      team(12),
      team(13),
      team(14, { unavailable: [{ date: '2027-06-05' }, { date: '2027-06-12' }, { date: '2027-06-19' }] }),
    ]);
    expect(r.placed).toEqual([]);
    expect(r.unplaced.map((u) => u.game.matchLabel)).toEqual(['SF1', 'SF2', 'GF']);
    expect(r.unplaced[0]!.reasons).toEqual([
      'No day of Div 1 from 05/06/2027 to 19/06/2027 has 2 free slots that suit its teams',
      'Tigers cannot play on 05/06/2027',
      'Lions not after 19:00',
      'Tigers cannot play on 12/06/2027',
      'Tigers cannot play on 19/06/2027',
    ]);
    // The grand final, which Tigers may reach, cannot be placed either.
    expect(r.unplaced[2]!.reasons[0]).toBe(
      'No day of Div 1 from 05/06/2027 to 19/06/2027 has 1 free slot that suits its teams',
    );
  });
});
