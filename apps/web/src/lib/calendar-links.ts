// Outbound links: a maps search for a venue and a Google Calendar
// event. Calendar links always use Australia/Sydney; the times are
// sent in UTC, so they are right whatever zone the association plays in.

export const CALENDAR_TIME_ZONE = 'Australia/Sydney';

/** https://www.google.com/maps/search/?api=1&query=<label, address, suburb, postcode, state> (empty parts left out). */
export function mapsSearchUrl(parts: ReadonlyArray<string | null | undefined>): string {
  const query = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** An ISO instant (any offset) as Google Calendar's UTC form, e.g. 20261121T073000Z. */
export function googleCalendarTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${iso}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface CalendarEvent {
  title: string;
  /** ISO instants. An event without an end (event roster shifts) starts and ends at once. */
  start: string;
  end?: string | null;
  location?: string;
  details?: string;
}

/** calendar.google.com/calendar/render?action=TEMPLATE with dates, ctz, text, location and details. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const start = googleCalendarTime(event.start);
  const end = googleCalendarTime(event.end ?? event.start);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    dates: `${start}/${end}`,
    ctz: CALENDAR_TIME_ZONE,
    text: event.title,
  });
  if (event.location) params.set('location', event.location);
  if (event.details) params.set('details', event.details);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** 'Venue, address, suburb, postcode, state' without the empty parts. */
export const joinAddress = (parts: ReadonlyArray<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
