import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import {
  closureAddedText,
  closureInputOf,
  closureWhen,
  courtChoices,
  NEW_CLOSURE,
  ZClosureForm,
} from './court-closures';

const fields = (result: { error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.')).sort();

describe('court closures', () => {
  const typed = {
    ...NEW_CLOSURE,
    court_id: '7',
    start_date: '2027-04-12',
    start_time: ' 08:00',
    end_time: '12:00 ',
    reason: ' Floor resurfacing ',
  };

  it('sends one day when the last day is empty, times and reason trimmed', () => {
    expect(closureInputOf(typed)).toEqual({
      court_id: 7,
      start_date: '2027-04-12',
      start_time: '08:00',
      end_time: '12:00',
      reason: 'Floor resurfacing',
    });
    expect(ZClosureForm.safeParse(typed).success).toBe(true);
    expect(closureInputOf({ ...typed, end_date: '2027-04-14' }).end_date).toBe('2027-04-14');
  });

  it('says what is missing or out of order under its field', () => {
    expect(fields(ZClosureForm.safeParse(NEW_CLOSURE))).toEqual([
      'court_id',
      'end_time',
      'reason',
      'start_date',
      'start_time',
    ]);
    expect(fields(ZClosureForm.safeParse({ ...typed, end_date: '2027-04-11' }))).toEqual(['end_date']);
    expect(fields(ZClosureForm.safeParse({ ...typed, start_date: INVALID_DATE }))).toEqual(['start_date']);
    // The contract's rule: on the same day the end comes after the start; 24:00 is the day's end.
    expect(fields(ZClosureForm.safeParse({ ...typed, end_time: '07:00' }))).toEqual(['end_time']);
    expect(ZClosureForm.safeParse({ ...typed, end_time: '24:00' }).success).toBe(true);
  });

  it('offers each venue’s courts by name and reads a closure’s time and what adding it left', () => {
    const venues = [
      { id: 1, name: 'Harbourside', courts: [{ id: 7, name: 'Court 1' }] },
      { id: 2, name: 'Northside', courts: [{ id: 9, name: 'Court A' }] },
    ];
    expect(courtChoices(venues)).toEqual([
      { value: 'venue:1', text: 'Harbourside: every court' },
      { value: '7', text: 'Harbourside: Court 1' },
      { value: 'venue:2', text: 'Northside: every court' },
      { value: '9', text: 'Northside: Court A' },
    ]);
    // A venue's "every court" is a venue-wide closure's body.
    const form = {
      start_date: '2027-04-12',
      start_time: '00:00',
      end_date: '',
      end_time: '24:00',
      reason: ' Leak ',
    };
    expect(closureInputOf({ ...form, court_id: 'venue:2' })).toEqual({
      venue_id: 2,
      start_date: '2027-04-12',
      start_time: '00:00',
      end_time: '24:00',
      reason: 'Leak',
    });
    const when = { start_date: '2027-04-12', start_time: '08:00', end_date: '2027-04-12', end_time: '12:00' };
    expect(closureWhen(when)).toBe('Mon 12/04/2027 08:00 to 12:00');
    expect(closureWhen({ ...when, end_date: '2027-04-13' })).toBe(
      'Mon 12/04/2027 08:00 to Tue 13/04/2027 12:00',
    );
    const closed = { venue: 'Harbourside', court: 'Court 1', overlapping_booking_ids: [] as number[] };
    expect(closureAddedText(closed)).toBe('Closed: Harbourside, Court 1.');
    expect(closureAddedText({ ...closed, overlapping_booking_ids: [41, 42] })).toBe(
      'Closed: Harbourside, Court 1. 2 bookings already made in that time still stand: #41, #42. ' +
        'Contact the members to cancel them.',
    );
  });
});
