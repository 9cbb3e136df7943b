// Local (event) roster: events, a date defaulting to today, MY or FULL roster.
import { z } from 'zod/mini';
import { preprocess } from '../common/fields.js';
import { ZCalendarDate, ZRosterKind, ROSTER_KINDS } from '../referee/referee.js';

export const ZLocalEvent = z.object({ event_id: z.int(), event_name: z.string() });
export type TLocalEvent = z.infer<typeof ZLocalEvent>;
export const ZLocalEventsResponse = z.object({ data: z.array(ZLocalEvent) });
export type TLocalEventsResponse = z.infer<typeof ZLocalEventsResponse>;

/** POST /api/roster/eventroster. `date` (YYYY-MM-DD or dd/mm/yyyy) defaults to today in the association's time zone. */
export const ZEventRosterRequest = z.object({
  event: z.coerce.number({ error: 'Event is required' }).check(z.int(), z.positive('Event is required')),
  roster: ZRosterKind,
  date: preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(ZCalendarDate)),
});
export type TEventRosterRequest = z.input<typeof ZEventRosterRequest>;

/** One shift of an event roster. It has a start and no end. */
export const ZLocalRosterItem = z.object({
  /** Entry id, for GET /api/roster/entry/{id}/ics */
  id: z.int(),
  /** Local date YYYY-MM-DD and time HH:mm */
  schedule_date: z.string(),
  schedule_time: z.string(),
  /** DD/MM/YYYY and h:mm AM/PM */
  schedule_date_formatted: z.string(),
  schedule_time_formatted: z.string(),
  /** ISO instant of the start */
  schedule_at: z.string(),
  venue_name: z.string(),
  event: z.int(),
  event_name: z.string(),
  function: z.string(),
  court_name: z.nullable(z.string()),
  /** Who does the shift (useful on the FULL roster). */
  member_name: z.string(),
  /** True when the shift is the signed-in member's. */
  mine: z.boolean(),
});
export type TLocalRosterItem = z.infer<typeof ZLocalRosterItem>;

export const ZEventRosterResponse = z.object({
  data: z.array(ZLocalRosterItem),
  roster: z.enum(ROSTER_KINDS),
  /** The date used (YYYY-MM-DD). */
  date: z.string(),
});
export type TEventRosterResponse = z.infer<typeof ZEventRosterResponse>;
