import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import { issuesByField } from '../../lib/form';
import {
  copiedText,
  eventSpanText,
  shiftInputOf,
  ZCopyDayForm,
  ZShiftForm,
  type ShiftForm,
} from './events-form';

const form = (over: Partial<ShiftForm> = {}): ShiftForm => ({
  member_id: '12',
  date: '2027-03-06',
  time: '9:30',
  end_time: '11:00',
  venue_id: '3',
  court_id: '',
  duty: ' Scorer ',
  ...over,
});

describe('the shift dialog', () => {
  it('sends the typed time as HH:mm, no court as null and the duty trimmed', () => {
    expect(shiftInputOf(form())).toEqual({
      member_id: 12,
      date: '2027-03-06',
      time: '09:30',
      end_time: '11:00',
      venue_id: 3,
      court_id: null,
      duty: 'Scorer',
    });
    expect(ZShiftForm.safeParse(form({ court_id: '7' })).success).toBe(true);
  });

  it('says everything missing at once, in the form’s words', () => {
    const result = ZShiftForm.safeParse(
      form({ member_id: '', date: INVALID_DATE, time: '25:00', end_time: '', venue_id: '', duty: '' }),
    );
    expect(result.success).toBe(false);
    expect(issuesByField(result.error!)).toEqual({
      member_id: 'Choose the member.',
      date: 'Type the date as dd/mm/yyyy.',
      time: 'Type the time as HH:mm, such as 09:30.',
      end_time: 'Give the end time.',
      venue_id: 'Choose the venue.',
      duty: 'Give the duty.',
    });
  });

  it('refuses an end that is not after the start', () => {
    for (const end_time of ['9:30', '08:45'])
      expect(issuesByField(ZShiftForm.safeParse(form({ end_time })).error!)).toEqual({
        end_time: 'The shift must end after it starts, on the same day.',
      });
    expect(issuesByField(ZShiftForm.safeParse(form({ end_time: 'noon' })).error!)).toEqual({
      end_time: 'Type the time as HH:mm, such as 11:00.',
    });
  });
});

describe('copying a day', () => {
  it('refuses the same day and a missing date', () => {
    expect(
      issuesByField(ZCopyDayForm.safeParse({ from_date: '2027-03-06', to_date: '2027-03-06' }).error!),
    ).toEqual({
      to_date: 'Choose another day to copy to.',
    });
    expect(issuesByField(ZCopyDayForm.safeParse({ from_date: '', to_date: '' }).error!)).toEqual({
      from_date: 'Choose the day to copy.',
      to_date: 'Give the date to copy to.',
    });
  });

  it('reads what was copied and what an event holds with weekdays', () => {
    expect(copiedText(2, '2027-03-13')).toBe('2 shifts copied to Sat 13/03/2027.');
    expect(eventSpanText({ shifts: 0, first_date: null, last_date: null })).toBe('No shifts yet');
    expect(eventSpanText({ shifts: 3, first_date: '2027-03-06', last_date: '2027-03-13' })).toBe(
      '3 shifts, Sat 06/03/2027 to Sat 13/03/2027',
    );
  });
});
