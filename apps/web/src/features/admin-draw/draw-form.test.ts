import type { TDrawSlot } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import {
  blackoutDates,
  blackoutInputOf,
  dayAndDate,
  divisionChoiceText,
  gameText,
  generateOf,
  finalsOf,
  holidayBlackout,
  importProblems,
  NEW_BLACKOUT,
  NEW_FINALS,
  NEW_GENERATE,
  NEW_REPAIR,
  publishedText,
  repairOf,
  slotFormOf,
  slotInputOf,
  slotDay,
  weekdayName,
  ZBlackoutForm,
  ZFinalsForm,
  ZGenerateForm,
  ZRepairForm,
  ZSlotForm,
} from './draw-form';

const fields = (result: { error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.')).sort();

describe('how the draw reads', () => {
  it('names weekdays from Sunday, as the API numbers them', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6)).toBe('Saturday');
    expect(weekdayName(3)).toBe('Wednesday');
  });

  it('shows dates as dd/mm/yyyy with their weekday, one day or a span', () => {
    expect(dayAndDate('2027-01-26')).toBe('Tue 26/01/2027');
    expect(blackoutDates({ from_date: '2027-04-03', to_date: '2027-04-03' })).toBe('Sat 03/04/2027');
    expect(blackoutDates({ from_date: '2027-04-03', to_date: '2027-04-18' })).toBe(
      'Sat 03/04/2027 to Sun 18/04/2027',
    );
  });

  it('says a game and a bye in one line', () => {
    const game = { division: 'U12 Mixed', round: 3, team_a: 'Ants', team_b: 'Bees', bye: null };
    expect(gameText(game)).toBe('U12 Mixed, round 3: Ants v Bees');
    expect(gameText({ ...game, team_a: null, team_b: null, bye: 'Cats' })).toBe(
      'U12 Mixed, round 3: Cats, bye',
    );
    // A final whose teams the ladder has not decided yet: where they come from.
    expect(
      gameText({
        ...game,
        round: 9,
        team_a: null,
        team_b: null,
        rank_label_a: '1st Div 1',
        rank_label_b: null,
      }),
    ).toBe('U12 Mixed, round 9: 1st Div 1 v to be decided');
  });

  it('says what publishing did and what a division holds, one or many', () => {
    const outcome = { season_active: true, officials_emailed: 0 };
    expect(publishedText({ ...outcome, created: 12, moved: 0, removed: 1, emailed: 1 })).toBe(
      'Published: 12 new games, 0 moved, 1 removed. 1 manager was emailed.',
    );
    expect(
      publishedText({ ...outcome, created: 1, moved: 2, removed: 0, emailed: 0, officials_emailed: 2 }),
    ).toBe(
      'Published: 1 new game, 2 moved, 0 removed. 0 managers were emailed. 2 officials were emailed about games taken off them.',
    );
    expect(
      publishedText({
        created: 15,
        moved: 0,
        removed: 0,
        emailed: 0,
        season_active: false,
        officials_emailed: 0,
      }),
    ).toBe(
      'Published: 15 new games, 0 moved, 0 removed. The season is inactive: the public draw does not show it and no manager was emailed.',
    );
    expect(divisionChoiceText({ id: 1, name: 'Div 1', teams: 4, games: 1, played: 0 })).toBe(
      'Div 1 (4 teams, 1 game, 0 played)',
    );
  });
});

const slot: TDrawSlot = {
  id: 5,
  venue_id: 2,
  venue: 'Glebe Stadium',
  weekday: 3,
  on_date: null,
  start_times: ['18:30', '19:30'],
  game_minutes: 50,
  courts: [
    { id: 11, name: 'Court 1' },
    { id: 12, name: 'Court 2' },
  ],
};

describe('time slots dialog', () => {
  it('sends back what it was given when nothing is changed', () => {
    const { id: _id, venue: _v, courts, ...rest } = slot;
    expect(slotInputOf(slotFormOf(slot))).toEqual({ ...rest, court_ids: courts.map((c) => c.id) });
  });

  it('reads the start times as typed, in time order, as HH:mm', () => {
    const form = { ...slotFormOf(slot), start_times: '10:00, 9:00 11:30' };
    const result = ZSlotForm.safeParse(form);
    expect(result.data?.start_times).toEqual(['09:00', '10:00', '11:30']);
  });

  it('refuses a missing venue and weekday, times that are not times, and no court', () => {
    expect(fields(ZSlotForm.safeParse({ ...slotFormOf(null), start_times: '9am' }))).toEqual([
      'game_minutes',
      'start_times',
      'venue_id',
      'weekday',
    ]);
    const noCourt = { ...slotFormOf(slot), court_ids: [] };
    expect(fields(ZSlotForm.safeParse(noCourt))).toEqual(['court_ids']);
    const twice = { ...slotFormOf(slot), start_times: '09:00, 9:00' };
    expect(fields(ZSlotForm.safeParse(twice))).toEqual(['start_times']);
  });

  it('sends a slot on one date with its date and no weekday, and asks for the date', () => {
    const once = { ...slotFormOf(slot), repeat: 'once' as const, on_date: '2027-04-28' };
    const { weekday: _w, ...body } = slotInputOf(once);
    expect(slotInputOf(once)).toEqual({ ...body, on_date: '2027-04-28' });
    expect(ZSlotForm.safeParse(once).success).toBe(true);
    expect(slotFormOf(null, { on_date: '2027-05-01' })).toMatchObject({
      repeat: 'once',
      on_date: '2027-05-01',
    });
    expect(fields(ZSlotForm.safeParse({ ...once, on_date: '' }))).toEqual(['on_date']);
    const oneOff = { ...slot, weekday: 3, on_date: '2027-04-28' };
    expect(slotDay(oneOff)).toBe('Wed 28/04/2027');
    expect(slotInputOf(slotFormOf(oneOff))).not.toHaveProperty('weekday');
  });
});

describe('blackout dialog', () => {
  it('sends one day at every venue with no last date and no venue', () => {
    const form = { ...NEW_BLACKOUT, kind: 'other', from_date: '2027-05-01', reason: ' Carnival ' };
    expect(blackoutInputOf(form)).toEqual({
      kind: 'other',
      from_date: '2027-05-01',
      reason: 'Carnival',
      venue_id: null,
    });
    expect(ZBlackoutForm.safeParse(form).success).toBe(true);
  });

  it('sends the last date and the venue when given', () => {
    const form = {
      kind: 'school_holiday',
      from_date: '2027-04-03',
      to_date: '2027-04-18',
      reason: 'Autumn holidays',
      venue_id: '2',
    };
    expect(blackoutInputOf(form)).toEqual({ ...form, venue_id: 2 });
  });

  it('refuses no kind, no first date, a half-typed date and a last date before the first', () => {
    expect(fields(ZBlackoutForm.safeParse({ ...NEW_BLACKOUT, to_date: INVALID_DATE }))).toEqual([
      'from_date',
      'kind',
      'to_date',
    ]);
    const backwards = {
      kind: 'other',
      from_date: '2027-05-02',
      to_date: '2027-05-01',
      reason: 'x',
      venue_id: '',
    };
    expect(fields(ZBlackoutForm.safeParse(backwards))).toEqual(['to_date']);
    expect(fields(ZBlackoutForm.safeParse({ ...backwards, to_date: '', reason: ' ' }))).toEqual(['reason']);
  });

  it('offers a public holiday as a public holiday blackout named after it, at every venue', () => {
    expect(holidayBlackout({ date: '2027-01-26', name: 'Australia Day' })).toEqual({
      kind: 'public_holiday',
      from_date: '2027-01-26',
      reason: 'Australia Day',
      venue_id: null,
    });
  });
});

describe('generate form', () => {
  it('leaves out the dates not given', () => {
    expect(generateOf({ ...NEW_GENERATE, division_ids: [3, 4] })).toEqual({ division_ids: [3, 4] });
    expect(generateOf({ division_ids: [3], first_date: '2027-04-03', last_date: '2027-06-30' })).toEqual({
      division_ids: [3],
      from_date: '2027-04-03',
      to_date: '2027-06-30',
    });
  });

  it('refuses no division, a half-typed date and a last date before the first', () => {
    expect(fields(ZGenerateForm.safeParse(NEW_GENERATE))).toEqual(['division_ids']);
    expect(
      fields(ZGenerateForm.safeParse({ division_ids: [1], first_date: INVALID_DATE, last_date: '' })),
    ).toEqual(['first_date']);
    expect(
      fields(
        ZGenerateForm.safeParse({ division_ids: [1], first_date: '2027-05-02', last_date: '2027-05-01' }),
      ),
    ).toEqual(['last_date']);
  });
});

describe('repair form', () => {
  it('sends the washout, its venue and the withdrawn teams only when given', () => {
    expect(repairOf({ ...NEW_REPAIR, repair_reason: ' Rain ' })).toEqual({ reason: 'Rain' });
    expect(
      repairOf({
        washout_date: '2027-05-01',
        washout_venue: '2',
        withdrawn: [{ team_id: 9, team: 'Ants', division: 'Div 1' }],
        repair_reason: 'Roof leak',
      }),
    ).toEqual({ washout: { date: '2027-05-01', venue_id: 2 }, withdrawn_team_ids: [9], reason: 'Roof leak' });
  });

  it('refuses no reason, and a venue without the washout date', () => {
    expect(fields(ZRepairForm.safeParse(NEW_REPAIR))).toEqual(['repair_reason']);
    expect(fields(ZRepairForm.safeParse({ ...NEW_REPAIR, washout_venue: '2', repair_reason: 'x' }))).toEqual([
      'washout_date',
    ]);
  });
});

describe('finals and a draw from a file', () => {
  it('needs a division; the first date is optional', () => {
    expect(fields(ZFinalsForm.safeParse(NEW_FINALS))).toEqual(['division_id']);
    expect(finalsOf({ division_id: '4', first_date: '', reason: ' ' })).toEqual({ divisionId: 4 });
    expect(finalsOf({ division_id: '4', first_date: '2027-08-01', reason: ' Venue booked ' })).toEqual({
      divisionId: 4,
      from_date: '2027-08-01',
      reason: 'Venue booked',
    });
    expect(fields(ZFinalsForm.safeParse({ division_id: '4', first_date: INVALID_DATE }))).toEqual([
      'first_date',
    ]);
  });

  it('lists an import’s refusal in file order, the file’s own faults first', () => {
    expect(
      importProblems({
        'line 12': ['The court already holds line 3’s game then.'],
        'line 3': ['No division "U9" in the season.', 'Bad date "31/02/2027".'],
        file: ['The file needs the columns Date.'],
      }),
    ).toEqual([
      'The file needs the columns Date.',
      'Line 3: No division "U9" in the season.',
      'Line 3: Bad date "31/02/2027".',
      'Line 12: The court already holds line 3’s game then.',
    ]);
  });
});
