// One-event iCalendar files (RFC 5545) for "add to calendar" buttons.
// Times are written as UTC instants, so every calendar app places them correctly
// without needing a VTIMEZONE block.
import ical from 'ical-generator';

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

/** Content-Disposition value for a downloaded .ics file. */
export const icsDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
