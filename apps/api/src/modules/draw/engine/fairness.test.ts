import { describe, expect, it } from 'vitest';
import { division, teams, venue } from '../../../../test/draw-engine-fixtures.js';
import { fairnessReport, firstStartTimes } from './fairness.js';
import { expandSlots } from './slots.js';

// Two venues, one court each, 09:00, 10:00 and 11:00 on Saturdays 01/05 and 08/05/2027.
const { slots } = expandSlots({
  templates: [venue(1, { starts: [540, 600, 660] }), venue(2, { starts: [540, 600, 660] })],
  dates: ['2027-05-01', '2027-05-08'],
});
const at = (venueId: number, date: string, minute: number) => `${venueId}01@${date}T${minute}`;

describe('fairness report', () => {
  it('counts games, byes, early and late games, duties, venue changes and home/away runs per team', () => {
    const divisions = [division({ teams: teams(3) })];
    const games = [
      { divisionId: 1, round: 1, home: 1, away: 2, slotId: at(1, '2027-05-01', 540), dutyTeamId: 3 },
      { divisionId: 1, round: 2, home: 1, away: 3, slotId: at(2, '2027-05-08', 660) },
      { divisionId: 1, round: 3, home: 1, away: 2, slotId: null },
      { divisionId: 1, round: 4, home: 3, away: 2, slotId: at(1, '2027-05-08', 600), dutyTeamId: 1 },
    ];
    const byes = [
      { divisionId: 1, teamId: 3 },
      { divisionId: 1, teamId: 2 },
      { divisionId: 1, teamId: 1 },
    ];
    const report = fairnessReport({ divisions, games, byes, slots });
    const row = (id: number) => report.teams.find((t) => t.teamId === id)!;
    expect(row(1)).toEqual({
      divisionId: 1,
      teamId: 1,
      name: 'Lions',
      games: 2,
      unplaced: 1,
      byes: 1,
      earlyGames: 1,
      lateGames: 1,
      duties: 1,
      venueChanges: 1,
      longestHomeRun: 3,
      longestAwayRun: 0,
    });
    expect(row(2)).toMatchObject({
      games: 2,
      earlyGames: 1,
      lateGames: 0,
      longestAwayRun: 3,
      venueChanges: 0,
    });
    expect(report.divisions).toEqual([
      {
        divisionId: 1,
        name: 'Div 1',
        spread: {
          games: 0,
          unplaced: 1,
          byes: 0,
          earlyGames: 1,
          lateGames: 1,
          duties: 1,
          venueChanges: 1,
          longestHomeRun: 3,
          longestAwayRun: 3,
        },
      },
    ]);
  });

  it('counts the games with a duty team, and the teams on duty twice a day', () => {
    const divisions = [division({ teams: teams(6), dutyTeams: true })];
    const games = [
      { divisionId: 1, round: 1, home: 1, away: 2, slotId: at(1, '2027-05-01', 540), dutyTeamId: 3 },
      { divisionId: 1, round: 1, home: 3, away: 4, slotId: at(1, '2027-05-01', 600), dutyTeamId: 1 },
      { divisionId: 1, round: 1, home: 5, away: 6, slotId: at(1, '2027-05-01', 660), dutyTeamId: 3 },
      { divisionId: 1, round: 2, home: 1, away: 3, slotId: at(2, '2027-05-08', 540) },
      { divisionId: 1, round: 3, home: 2, away: 4, slotId: null },
    ];
    const report = fairnessReport({ divisions, games, byes: [], slots });
    expect(report.duties).toEqual({ games: 4, withDutyTeam: 3, teamsOnDutyTwiceADay: 1 });
    // Without duty teams the division counts no games.
    expect(
      fairnessReport({ divisions: [division({ teams: teams(6) })], games, byes: [], slots }).duties,
    ).toEqual({ games: 0, withDutyTeam: 0, teamsOnDutyTwiceADay: 0 });
  });

  it("counts the games at their night's first start times", () => {
    // 01/05: two games fit 09:00 at both venues, one is at 11:00; 08/05: one game, at 09:00.
    const games = [
      { slotId: at(1, '2027-05-01', 540) },
      { slotId: at(2, '2027-05-01', 660) },
      { slotId: at(1, '2027-05-08', 540) },
      { slotId: null },
    ];
    expect(firstStartTimes(games, slots)).toEqual({ games: 3, atFirstTimes: 2 });
  });
});
