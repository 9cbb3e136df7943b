import { ZScoresheetInput, type TScoresheet } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import {
  bodyOfForm,
  formErrorsOfServer,
  formOfSheet,
  gameWhen,
  pointsOfForm,
  resultText,
  scoresheetErrors,
  teamPoints,
  type ScoresheetForm,
} from './scoresheet-form';

const line = (
  member_id: number,
  name: string,
  over: Partial<TScoresheet['team_a']['players'][number]> = {},
) => ({
  member_id,
  name,
  playing_number: null,
  points: 0,
  free_throws: 0,
  field_goals: 0,
  three_pointers: 0,
  fouls: 0,
  technical_fouls: 0,
  unsportsmanlike_fouls: 0,
  disqualifying_fouls: 0,
  ...over,
});

const sheet: TScoresheet = {
  game_id: 9,
  season_id: 1,
  division_id: 2,
  division: 'Men Div 1',
  round: 3,
  date: '2026-11-21',
  time: '18:30',
  court: 'Court 2',
  team_a: {
    id: 11,
    name: 'Hawks',
    players: [
      line(101, 'Ava Hill', {
        playing_number: 4,
        points: 9,
        free_throws: 1,
        field_goals: 1,
        three_pointers: 2,
      }),
      line(102, 'Ben Ong', { playing_number: 7 }),
    ],
  },
  team_b: { id: 12, name: 'Jets', players: [line(201, 'Cal Dee', { playing_number: 10, fouls: 2 })] },
  double_points: false,
  result: null,
};

const edit = (change: (form: ScoresheetForm) => void) => {
  const form = formOfSheet(sheet);
  change(form);
  return form;
};

describe('the scoresheet form', () => {
  it('starts a game without a result as played, scores empty, players in team order with their lines', () => {
    const form = formOfSheet(sheet);
    expect(form).toMatchObject({ kind: 'normal', score_a: '', score_b: '', forfeiting_team_id: '' });
    expect(form.players.map((p) => [p.name, p.team_id, p.playing_number, p.three_pointers])).toEqual([
      ['Ava Hill', 11, '4', '2'],
      ['Ben Ong', 11, '7', '0'],
      ['Cal Dee', 12, '10', '0'],
    ]);
  });

  it('shows a saved result as it was entered', () => {
    const form = formOfSheet({
      ...sheet,
      double_points: true,
      result: {
        kind: 'forfeit_notified',
        score_a: null,
        score_b: null,
        forfeiting_team_id: 12,
        updated_at: '',
      },
    });
    expect(form).toMatchObject({
      kind: 'forfeit_notified',
      score_a: '',
      forfeiting_team_id: '12',
      double_points: true,
    });
  });

  it('works out points as typed: 1 a free throw, 2 a field goal, 3 a three pointer', () => {
    expect(pointsOfForm({ free_throws: '3', field_goals: '4', three_pointers: '2' })).toBe(3 + 8 + 6);
    // What is not a number yet counts as nothing.
    expect(pointsOfForm({ free_throws: '', field_goals: 'x', three_pointers: '1' })).toBe(3);
    const form = edit((f) => (f.players[1]!.field_goals = '5'));
    expect(teamPoints(form.players, 11)).toBe(9 + 10);
    expect(teamPoints(form.players, 12)).toBe(0);
  });

  it('needs both scores for a played game, and the team for a forfeit or disqualification', () => {
    expect(scoresheetErrors(formOfSheet(sheet))).toEqual({
      score_a: 'Enter both scores.',
      score_b: 'Enter both scores.',
    });
    expect(scoresheetErrors(edit((f) => (f.kind = 'disqualified')))).toEqual({
      forfeiting_team_id: 'Choose the team that was disqualified.',
    });
    expect(
      scoresheetErrors(edit((f) => ((f.kind = 'forfeit_admin'), (f.forfeiting_team_id = '11')))),
    ).toEqual({});
  });

  it('refuses counts outside the contract, under their own fields', () => {
    const form = edit((f) => {
      f.score_a = '501';
      f.score_b = '40';
      f.players[0]!.fouls = '11';
      f.players[2]!.free_throws = '-1';
      f.players[2]!.playing_number = 'ten';
    });
    expect(scoresheetErrors(form)).toEqual({
      score_a: 'A whole number from 0 to 500.',
      'players.0.fouls': 'A whole number from 0 to 10.',
      'players.2.free_throws': 'A whole number from 0 to 100.',
      'players.2.playing_number': 'A number from 0 to 999, or leave it empty.',
    });
  });

  it('sends the whole sheet as the contract takes it, leaving out players with nothing entered', () => {
    const form = edit((f) => {
      f.score_a = ' 52 ';
      f.score_b = '47';
      f.double_points = true;
      f.players[0]!.free_throws = '';
    });
    const { body, lineOfBody } = bodyOfForm(form);
    expect(ZScoresheetInput.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      kind: 'normal',
      score_a: 52,
      score_b: 47,
      forfeiting_team_id: null,
      double_points: true,
      players: [
        {
          member_id: 101,
          team_id: 11,
          playing_number: 4,
          free_throws: 0,
          field_goals: 1,
          three_pointers: 2,
          fouls: 0,
          technical_fouls: 0,
          unsportsmanlike_fouls: 0,
          disqualifying_fouls: 0,
        },
        expect.objectContaining({ member_id: 201, team_id: 12, playing_number: 10, fouls: 2 }),
      ],
    });
    // Ben Ong (form line 1) has nothing entered: the body's second line is the form's third.
    expect(lineOfBody).toEqual([0, 2]);
  });

  it('sends the forfeiting team only for a forfeit, and no scores left empty', () => {
    const forfeit = bodyOfForm(
      edit((f) => ((f.kind = 'forfeit_non_advised'), (f.forfeiting_team_id = '12'))),
    );
    expect(forfeit.body).toMatchObject({
      kind: 'forfeit_non_advised',
      score_a: null,
      forfeiting_team_id: 12,
    });
    const played = bodyOfForm(
      edit((f) => ((f.score_a = '1'), (f.score_b = '0'), (f.forfeiting_team_id = '12'))),
    );
    expect(played.body.forfeiting_team_id).toBeNull();
  });

  it("puts the server's errors under the form's fields, counting lines as the body does", () => {
    const { fields, other } = formErrorsOfServer(
      {
        score_a: ['Enter both scores.'],
        'players.1.fouls': ['Too many.'],
        'players.0.member_id': ['This member is not a player of the team.'],
        'players.7.fouls': ['No such line.'],
        member_ids: ['Something else.'],
      },
      [0, 2],
    );
    expect(fields).toEqual({
      score_a: 'Enter both scores.',
      'players.2.fouls': 'Too many.',
      'players.0.member_id': 'This member is not a player of the team.',
    });
    expect(other).toEqual(['No such line.', 'Something else.']);
  });

  it('says when the game is and what its result is', () => {
    expect(gameWhen(sheet)).toBe('Saturday 21/11/2026, 6:30 pm');
    expect(gameWhen({ date: '2026-11-22', time: '09:05' })).toBe('Sunday 22/11/2026, 9:05 am');
    expect(resultText(sheet)).toBe('No result yet');
    const saved = (result: TScoresheet['result']) => resultText({ ...sheet, result });
    expect(
      saved({ kind: 'normal', score_a: 52, score_b: 47, forfeiting_team_id: null, updated_at: '' }),
    ).toBe('52 – 47');
    expect(
      saved({ kind: 'disqualified', score_a: null, score_b: null, forfeiting_team_id: 12, updated_at: '' }),
    ).toBe('Disqualified: Jets');
  });
});
