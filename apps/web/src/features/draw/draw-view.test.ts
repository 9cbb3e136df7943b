import type { TDrawResponse, TGame } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import {
  drawSections,
  offersCalendar,
  rankLabel,
  roundOptions,
  scoreText,
  showDivisionNote,
} from './draw-view';

let nextId = 1;
function game(over: Partial<TGame>): TGame {
  return {
    game: nextId++,
    round: 1,
    date_formatted: '21/11/2026',
    time_formatted: '6:30 pm',
    date_time_from: '2026-11-21T18:30:00+11:00',
    date_time_to: '2026-11-21T19:20:00+11:00',
    team_a_id: 'Hawks',
    team_b_id: 'Jets',
    bye: null,
    duty: 'None',
    courtLabel: 'Court 1',
    venueLabel: 'Stadium',
    venueAddress: '1 Main St',
    venueSuburb: 'Glebe',
    venuePostcode: '2037',
    venueState: 'NSW',
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
  };
}

function draw(over: Partial<TDrawResponse['finalSeries']> = {}): TDrawResponse {
  return {
    division: {
      division_id: 1,
      division_name: 'Div 1',
      division_note: 'Top four play finals.',
      division_show_score_result: true,
    },
    divisionDraw: {
      rounds: [
        {
          round: 1,
          groups: [
            {
              date: '2026-11-21',
              date_formatted: '21/11/2026',
              games: [
                game({ team_a_id: 'Hawks', team_b_id: 'Jets', duty: 'Suns' }),
                game({ team_a_id: 'Suns', team_b_id: 'Aces', duty: 'Hawks' }),
                game({ team_a_id: null, team_b_id: null, bye: 'Lynx', match_formatted: 'Lynx - Bye' }),
              ],
            },
          ],
        },
        {
          round: 2,
          groups: [
            {
              date: '2026-11-28',
              date_formatted: '28/11/2026',
              games: [game({ round: 2, team_a_id: 'Lynx', team_b_id: 'Hawks', double_points: 'Yes' })],
            },
            {
              date: '2026-11-29',
              date_formatted: '29/11/2026',
              games: [game({ round: 2, team_a_id: 'Jets', team_b_id: 'Suns' })],
            },
          ],
        },
        {
          round: 3,
          groups: [
            {
              date: '2026-12-05',
              date_formatted: '05/12/2026',
              games: [
                game({
                  round: 3,
                  team_a_id: null,
                  team_b_id: null,
                  excluded_dates: true,
                  match: 'Public Holiday - No Games',
                }),
              ],
            },
          ],
        },
      ],
    },
    finalSeries: { Semi_Final: [], Final: [], Grand_Final: [], ...over },
  };
}

describe('round filter', () => {
  it('lists All Rounds and 1..n, without finals that have no games', () => {
    expect(roundOptions(draw()).map((o) => o.text)).toEqual(['All Rounds', '1', '2', '3']);
  });

  it('lists the rounds 1..n even when the draw lists a moved round later', () => {
    const d = draw();
    d.divisionDraw.rounds = [d.divisionDraw.rounds[0]!, d.divisionDraw.rounds[2]!, d.divisionDraw.rounds[1]!];
    expect(roundOptions(d).map((o) => o.text)).toEqual(['All Rounds', '1', '2', '3']);
    expect(drawSections(d, 'all', '').map((s) => s.heading)).toEqual(['Round #1', 'Round #3', 'Round #2']);
  });

  it('adds Semi Final, Final and Grand Final only when they have games', () => {
    const d = draw({
      Semi_Final: [game({ game_rank_a: '1st Div 1', team_a_id: '1st Div 1' })],
      Grand_Final: [game({})],
    });
    expect(roundOptions(d).map((o) => o.text)).toEqual([
      'All Rounds',
      '1',
      '2',
      '3',
      'Semi Final',
      'Grand Final',
    ]);
  });
});

describe('sections', () => {
  it("lists every round under 'Round #n', its games grouped by day", () => {
    const sections = drawSections(draw(), 'all', '');
    expect(sections.map((s) => s.heading)).toEqual(['Round #1', 'Round #2', 'Round #3']);
    expect(sections[1]!.days.map((d) => d.date_formatted)).toEqual(['28/11/2026', '29/11/2026']);
    expect(sections[0]!.days[0]!.cards.map((c) => c.kind)).toEqual(['game', 'game', 'bye']);
  });

  it('shows one round when one is chosen, and a finals section for a finals round', () => {
    const d = draw({ Semi_Final: [game({}), game({})] });
    expect(drawSections(d, '2', '').map((s) => s.heading)).toEqual(['Round #2']);
    expect(drawSections(d, 'Semi Final', '').map((s) => s.heading)).toEqual(['Semi Finals']);
    expect(drawSections(d, 'all', '').map((s) => s.heading)).toEqual([
      'Round #1',
      'Round #2',
      'Round #3',
      'Semi Finals',
    ]);
  });

  it("keeps a chosen team's games, its bye and duty cards and the excluded dates, whatever the round", () => {
    const hawks = drawSections(draw(), '1', 'Hawks');
    expect(hawks.map((s) => s.heading)).toEqual(['Round #1', 'Round #2', 'Round #3']);
    expect(hawks[0]!.days[0]!.cards.map((c) => `${c.kind}:${c.game.match_formatted}`)).toEqual([
      'game:Hawks vs Jets',
      'duty:Hawks vs Jets',
    ]);
    const lynx = drawSections(draw(), 'all', 'Lynx');
    expect(lynx[0]!.days[0]!.cards.map((c) => c.kind)).toEqual(['bye']);
  });

  it('hides the division note on finals rounds only', () => {
    expect(showDivisionNote(draw(), 'all')).toBe(true);
    expect(showDivisionNote(draw(), '2')).toBe(true);
    for (const r of ['Semi Final', 'Final', 'Grand Final']) expect(showDivisionNote(draw(), r)).toBe(false);
  });
});

describe('game card', () => {
  it("shows 'a Full Time b' when the division shows results, else the scored text", () => {
    const scored = game({ scored: 'Full Time', score_team_a_points: 54, score_team_b_points: 48 });
    expect(scoreText(scored, true)).toBe('54 Full Time 48');
    expect(scoreText({ ...scored, score_team_a_points: null, score_team_b_points: null }, false)).toBe(
      'Full Time',
    );
    expect(scoreText(game({ scored: 'Forfeit' }), true)).toBe('Forfeit');
    expect(scoreText(game({}), true)).toBeNull();
  });

  it('offers calendar links only for unscored games on a real date', () => {
    expect(offersCalendar(game({}))).toBe(true);
    expect(offersCalendar(game({ scored: 'Full Time' }))).toBe(false);
    expect(offersCalendar(game({ excluded_dates: true, team_a_id: null, team_b_id: null }))).toBe(false);
    expect(offersCalendar(game({ team_a_id: null, team_b_id: null, bye: 'Lynx' }))).toBe(false);
  });

  it('shows a rank label only when it differs from the team', () => {
    expect(rankLabel('Hawks', '1st Div 1')).toBe('1st Div 1');
    expect(rankLabel('1st Div 1', '1st Div 1')).toBeNull();
    expect(rankLabel('Hawks', null)).toBeNull();
  });
});
