// The console's event (local) rosters (API /api/admin/events): competition staff keep the events
// and their shifts (a member, a start, a venue and court, a duty) that members with is_roster
// read on their Event Roster page. An event reaches that page only once it is published (the
// `active` column); a new one starts unpublished so its roster can be built first. A shift runs
// from its start to its end time on the same day. Dates and times are the association's local ones,
// as everywhere in the console.
import { z } from 'zod/mini';
import { requiredText } from '../common/fields.js';
import { id, isoDate, timeOfDay } from './fields.js';

export const EVENT_MSG = {
  hasShifts: (n: number) =>
    `This event still has ${n} shift${n === 1 ? '' : 's'}: remove them first, or unpublish the event to take it off the members' Event Roster.`,
  notRostered: 'This member is not on the event roster: tick Rostered official on their member record first.',
  noSuchMember: 'No member has this id.',
  noSuchVenue: 'There is no such venue.',
  courtOfOtherVenue: 'This court is not at the chosen venue.',
  missingTime: 'This time does not exist on that day (the clocks go forward).',
  endAfterStart: 'The shift must end after it starts, on the same day.',
  noShiftsThatDay: 'The event has no shifts on this day to copy.',
  sameDay: 'Choose another day to copy to.',
  targetTaken: 'The event already has shifts on this day: remove them first, so nothing is doubled.',
} as const;

/** POST /api/admin/events and PUT /api/admin/events/:id (rename). */
export const ZEventWrite = z.object({ name: requiredText(120) });
export type TEventWrite = z.infer<typeof ZEventWrite>;

/** PUT /api/admin/events/:id/published: whether members with is_roster see the event. */
export const ZEventPublish = z.object({ published: z.boolean() });
export type TEventPublish = z.infer<typeof ZEventPublish>;

export const ZAdminEvent = z.object({
  id: z.number(),
  name: z.string(),
  /** On the members' Event Roster page (the `active` column). */
  published: z.boolean(),
  shifts: z.number(),
  /** The local dates of its first and last shift, YYYY-MM-DD; null without shifts. */
  first_date: z.nullable(z.string()),
  last_date: z.nullable(z.string()),
});
export type TAdminEvent = z.infer<typeof ZAdminEvent>;

/** GET /api/admin/events: every event, by name. */
export const ZAdminEventList = z.object({ data: z.object({ events: z.array(ZAdminEvent) }) });
export const ZAdminEventResponse = z.object({ data: ZAdminEvent });
export const ZAdminEventDeleted = z.object({ data: z.object({ id: z.number() }) });

/**
 * POST /api/admin/events/:id/shifts and PUT /api/admin/events/:id/shifts/:shift_id. The member
 * must have is_roster; the court (optional) must be one of the venue's.
 */
export const ZShiftWrite = z.object({
  member_id: id,
  date: isoDate,
  time: timeOfDay,
  /** When the shift ends, after `time` on the same day; without it the shift lasts an hour. */
  end_time: z.optional(timeOfDay),
  venue_id: id,
  court_id: z.optional(z.nullable(id)),
  /** The duty, e.g. 'Scorer', 'Canteen' (the member side calls it the function). */
  duty: requiredText(60),
});
export type TShiftWrite = z.infer<typeof ZShiftWrite>;

export const ZAdminShift = z.object({
  id: z.number(),
  member_id: z.number(),
  member_name: z.string(),
  /** Local YYYY-MM-DD and HH:mm. */
  date: z.string(),
  time: z.string(),
  /** Local HH:mm the shift ends (on the next day for a shift written before shifts had an end). */
  end_time: z.string(),
  starts_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  ends_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  venue_id: z.number(),
  venue: z.string(),
  court_id: z.nullable(z.number()),
  court: z.nullable(z.string()),
  duty: z.string(),
});
export type TAdminShift = z.infer<typeof ZAdminShift>;

export const ZEventVenue = z.object({
  id: z.number(),
  name: z.string(),
  courts: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TEventVenue = z.infer<typeof ZEventVenue>;

/**
 * GET /api/admin/events/:id: the event, its shifts by start, the duties already used (the
 * dialog's suggestions) and the venues with their courts to choose from.
 */
export const ZAdminEventRoster = z.object({
  data: z.object({
    event: ZAdminEvent,
    shifts: z.array(ZAdminShift),
    duties: z.array(z.string()),
    venues: z.array(ZEventVenue),
  }),
});
export type TAdminEventRoster = z.infer<typeof ZAdminEventRoster>['data'];
export const ZAdminShiftResponse = z.object({ data: ZAdminShift });
export const ZAdminShiftDeleted = z.object({ data: z.object({ id: z.number() }) });

/**
 * POST /api/admin/events/:id/copy-day: every shift of the event on `from_date` again on
 * `to_date`, same times, members, places and duties. Refused when `to_date` has shifts already.
 */
export const ZEventCopyDay = z.object({ from_date: isoDate, to_date: isoDate }).check(
  z.superRefine((c, ctx) => {
    if (c.from_date === c.to_date)
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: EVENT_MSG.sameDay });
  }),
);
export type TEventCopyDay = z.infer<typeof ZEventCopyDay>;
export const ZEventDayCopied = z.object({
  data: z.object({ to_date: z.string(), shifts: z.array(ZAdminShift) }),
});
export type TEventDayCopied = z.infer<typeof ZEventDayCopied>['data'];
