import type { TRefereeAvailability } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { draftFrom, saveRequest, toggleDate, toggleSlot } from './availability-edit';

// 2026-11-21 is a Saturday (6); its roster is published.
const data: TRefereeAvailability = {
  season: 3,
  venue: null,
  days: [
    { day: 2, name: 'Tuesday' },
    { day: 6, name: 'Saturday' },
  ],
  availability: { Saturday: ['08:00'], Tuesday: ['18:30'] },
  refGameTimes: { '2': ['18:30', '19:30'], '6': ['08:00', '09:00'] },
  refRosteredPublished: ['2026-11-21'],
  unavailability: ['2026-11-25'],
  window: { from: '2026-11-20', to: '2026-12-17' },
};

describe('availability editing', () => {
  it('reads the saved slots per weekday and the unavailable dates', () => {
    expect(draftFrom(data)).toEqual({ slots: ['2|18:30', '6|08:00'], unavailable: ['2026-11-25'] });
  });

  it('toggles a slot on a weekday without a published roster', () => {
    const on = toggleSlot(data, draftFrom(data), 2, '19:30');
    expect(on).toEqual({
      ok: true,
      draft: { slots: ['2|18:30', '2|19:30', '6|08:00'], unavailable: ['2026-11-25'] },
    });
    const off = toggleSlot(data, draftFrom(data), 2, '18:30');
    expect(off.ok && off.draft.slots).toEqual(['6|08:00']);
  });

  it('refuses a slot change on a weekday with a published roster date', () => {
    expect(toggleSlot(data, draftFrom(data), 6, '09:00')).toEqual({ ok: false });
  });

  it('toggles unavailable dates, but not a published one', () => {
    const marked = toggleDate(data, draftFrom(data), '2026-11-27');
    expect(marked.ok && marked.draft.unavailable).toEqual(['2026-11-25', '2026-11-27']);
    expect(toggleDate(data, draftFrom(data), '2026-11-21')).toEqual({ ok: false });
  });

  it('sends the whole set with day numbers and times', () => {
    expect(saveRequest(data, draftFrom(data))).toEqual({
      season: 3,
      venue: null,
      availability: [
        { day: 2, time: '18:30' },
        { day: 6, time: '08:00' },
      ],
      unavailability: ['2026-11-25'],
    });
  });
});
