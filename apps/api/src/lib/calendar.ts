// iCalendar (RFC 5545): one-event files for "add to calendar" buttons, written as UTC instants
// so every calendar app places them without a VTIMEZONE block; and subscription feeds (a
// member's or a team's), whose events carry the association's zone (TZID with its VTIMEZONE),
// so a calendar app shows local times and follows daylight saving.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { inZone } from './zoned-time.js';

export interface CalendarEntry {
  /** Globally unique and stable, so re-importing updates rather than duplicates. */
  uid: string;
  start: Date;
  /** Omitted for entries that have no end: the VEVENT then carries DTSTART only (RFC 5545 3.6.1). */
  end?: Date;
  summary: string;
  location?: string;
  description?: string;
  stamp: Date;
}

export function calendarFile(calendarName: string, entry: CalendarEntry): string {
  const calendar = ical({
    name: calendarName,
    prodId: { company: 'Courtside', product: 'Member Portal', language: 'EN' },
  });
  calendar.createEvent({
    id: entry.uid,
    start: entry.start,
    end: entry.end ?? null,
    stamp: entry.stamp,
    summary: entry.summary,
    location: entry.location ?? null,
    description: entry.description ?? null,
  });
  return calendar.toString();
}

/**
 * A subscription feed: every entry as an event in `timeZone`. Calendar apps fetch the address
 * again from time to time and update each event by its UID, so a moved game moves there too.
 */
export function calendarFeed(calendarName: string, entries: CalendarEntry[], timeZone: string): string {
  const calendar = ical({
    name: calendarName,
    prodId: { company: 'Courtside', product: 'Member Portal', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Suggests how often a calendar app asks again (RFC 7986 REFRESH-INTERVAL, and Outlook's).
    ttl: 60 * 60,
    // No calendar-wide zone (that would write DTSTAMP as a local time; RFC 5545 wants UTC): each
    // event carries TZID and the generator adds the zone's VTIMEZONE definition.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const entry of [...entries].sort((a, b) => a.start.getTime() - b.start.getTime()))
    calendar.createEvent({
      id: entry.uid,
      start: inZone(entry.start, timeZone),
      end: entry.end ? inZone(entry.end, timeZone) : null,
      timezone: timeZone,
      stamp: entry.stamp,
      summary: entry.summary,
      location: entry.location ?? null,
      description: entry.description ?? null,
    });
  return calendar.toString();
}

/** A venue as a calendar's location: name, street, suburb, state and postcode. */
export const placeText = (venue: {
  name: string;
  address?: string | null;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
}) =>
  [venue.name, venue.address, venue.suburb, [venue.state, venue.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** Content-Disposition value for a downloaded .ics file. */
export const icsDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
