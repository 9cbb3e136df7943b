import { describe, expect, it } from 'vitest';
import { googleCalendarTime, googleCalendarUrl, mapsSearchUrl } from './calendar-links';

describe('outbound links', () => {
  it('searches maps for the venue label, address, suburb, postcode and state', () => {
    expect(mapsSearchUrl(['Harbourside Sports Centre', '48 Victoria Road', 'Rozelle', '2039', 'NSW'])).toBe(
      'https://www.google.com/maps/search/?api=1&query=Harbourside%20Sports%20Centre%2C%2048%20Victoria%20Road%2C%20Rozelle%2C%202039%2C%20NSW',
    );
  });

  it('leaves empty address parts out of the maps search', () => {
    expect(mapsSearchUrl(['Stadium', null, ' ', '2000', undefined])).toBe(
      'https://www.google.com/maps/search/?api=1&query=Stadium%2C%202000',
    );
  });

  it('writes calendar times in UTC whatever offset the server sent', () => {
    expect(googleCalendarTime('2026-11-21T18:30:00+11:00')).toBe('20261121T073000Z');
    expect(googleCalendarTime('2026-06-20T09:00:00+10:00')).toBe('20260619T230000Z');
  });

  it('builds a Google Calendar template in Australia/Sydney with title, location and details', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Courtside - Games',
        start: '2026-11-21T18:30:00+11:00',
        end: '2026-11-21T19:20:00+11:00',
        location: 'Court 1, Stadium',
        details: 'A vs B',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      dates: '20261121T073000Z/20261121T082000Z',
      ctz: 'Australia/Sydney',
      text: 'Courtside - Games',
      location: 'Court 1, Stadium',
      details: 'A vs B',
    });
  });

  it('gives an event without an end the same start and end', () => {
    const url = new URL(googleCalendarUrl({ title: 'Shift', start: '2026-11-21T09:00:00+11:00' }));
    expect(url.searchParams.get('dates')).toBe('20261120T220000Z/20261120T220000Z');
  });
});
