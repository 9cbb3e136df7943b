// The console's court closures (API /api/admin/court-closures): facilities or competition staff
// close a court for a stretch of time (resurfacing, an event, a leak). Court hire refuses bookings
// over a closure and the draw places no game in one. A closure of a full court closes its halves
// too, and one of a half closes its full court (the same rule as bookings and games).
// Dates and times are the association's local ones, as everywhere in the console.
import { z } from 'zod/mini';
import { requiredText } from '../common/fields.js';
import { id, isoDate, timeOfDay as startTime } from './fields.js';

export const CLOSURE_MSG = {
  time: 'This field must be a time (HH:mm)',
  endAfterStart: 'The closure must end after it starts.',
  toAfterFrom: 'The last day must not be before the first.',
  noSuchCourt: 'There is no such court.',
  noSuchVenue: 'There is no such venue.',
  missingTime: 'This time does not exist on that day (the clocks go forward).',
  noCourts: 'This venue has no courts to close.',
  courtOrVenue: 'Give a court or a venue, not both.',
} as const;

/** An end time: HH:mm, or 24:00 for the end of the day. */
const endTime = z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, CLOSURE_MSG.time));

/**
 * POST /api/admin/court-closures. The closure runs from start_date start_time to end_date
 * end_time (end_date left out: the same day), local time. Live bookings it overlaps stand; the
 * answer lists them so staff can call the members.
 */
export const ZCourtClosureCreate = z
  .object({
    court_id: id,
    start_date: isoDate,
    start_time: startTime,
    end_date: z.optional(isoDate),
    end_time: endTime,
    reason: requiredText(200),
  })
  .check(
    z.superRefine((c, ctx) => {
      // Text order is time order for YYYY-MM-DDTHH:mm (24:00 included); the server checks the instants too.
      if (`${c.end_date ?? c.start_date}T${c.end_time}` <= `${c.start_date}T${c.start_time}`)
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: CLOSURE_MSG.endAfterStart });
    }),
  );
export type TCourtClosureCreate = z.infer<typeof ZCourtClosureCreate>;

/**
 * GET /api/admin/court-closures: the closures that overlap the days from `from` (default: today)
 * to `to` (inclusive; default: no end), at one venue or all, in start order.
 */
export const ZCourtClosureQuery = z
  .object({
    venue_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.from !== undefined && q.to !== undefined && q.to < q.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: CLOSURE_MSG.toAfterFrom });
    }),
  );
export type TCourtClosureQuery = z.infer<typeof ZCourtClosureQuery>;

export const ZCourtClosure = z.object({
  id: z.number(),
  court_id: z.number(),
  court: z.string(),
  venue_id: z.number(),
  venue: z.string(),
  /** YYYY-MM-DD and HH:mm, local; a closure to midnight ends at 00:00 of the next day. */
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  starts_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  ends_at: z.string().check(z.describe('ISO 8601 with the zone offset')),
  reason: z.string(),
  /** The other courts it closes: the halves of a full court, the full court of a half. */
  blocks: z.array(z.object({ id: z.number(), name: z.string() })),
  created_by_id: z.nullable(z.number()),
  created_by: z.nullable(z.string()),
  created_at: z.string(),
});
export type TCourtClosure = z.infer<typeof ZCourtClosure>;

export const ZCourtClosureList = z.object({ data: z.object({ closures: z.array(ZCourtClosure) }) });
export const ZCourtClosureCreated = z.object({
  data: z.extend(ZCourtClosure, {
    /** Live bookings on the courts it closes during it: they stand until staff cancel them. */
    overlapping_booking_ids: z.array(z.number()),
  }),
});
export type TCourtClosureCreated = z.infer<typeof ZCourtClosureCreated>['data'];

/**
 * Everything a closure takes the court from, on every court it closes: published games (the draw
 * repair on the season's Draw screen moves them), live court hires and HPC classes that are not
 * cancelled. They stand until staff move or cancel them.
 */
export const ZCourtClosureHits = z.object({
  games: z.array(
    z.object({
      id: z.number(),
      season_id: z.number(),
      division: z.string(),
      team_a: z.nullable(z.string()),
      team_b: z.nullable(z.string()),
      court: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
  ),
  hires: z.array(
    z.object({
      id: z.number(),
      member: z.string(),
      court: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
  ),
  classes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      court: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
  ),
});
export type TCourtClosureHits = z.infer<typeof ZCourtClosureHits>;

/** A closure's stretch of time, as ZCourtClosureCreate has it. */
const stretch = {
  start_date: isoDate,
  start_time: startTime,
  end_date: z.optional(isoDate),
  end_time: endTime,
};
const endsAfterStart = z.superRefine(
  (c: { start_date: string; start_time: string; end_date?: string | undefined; end_time: string }, ctx) => {
    if (`${c.end_date ?? c.start_date}T${c.end_time}` <= `${c.start_date}T${c.start_time}`)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: CLOSURE_MSG.endAfterStart });
  },
);

/**
 * POST /api/admin/court-closures/venue: closes every court of the venue (one closure for each
 * court that is not a half: a full court's closure closes its halves) in one transaction.
 */
export const ZCourtClosureVenueCreate = z
  .object({ venue_id: id, ...stretch, reason: requiredText(200) })
  .check(endsAfterStart);
export type TCourtClosureVenueCreate = z.infer<typeof ZCourtClosureVenueCreate>;
export const ZCourtClosureVenueCreated = z.object({
  data: z.object({ closures: z.array(ZCourtClosure), hits: ZCourtClosureHits }),
});
export type TCourtClosureVenueCreated = z.infer<typeof ZCourtClosureVenueCreated>['data'];

const queryId = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)));
/** GET /api/admin/court-closures/hits: what a closure of the court, or of the whole venue, would hit (nothing is written). */
export const ZCourtClosureHitsQuery = z.object({ court_id: queryId, venue_id: queryId, ...stretch }).check(
  endsAfterStart,
  z.superRefine((q, ctx) => {
    if ((q.court_id === undefined) === (q.venue_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['court_id'], message: CLOSURE_MSG.courtOrVenue });
  }),
);
export type TCourtClosureHitsQuery = z.infer<typeof ZCourtClosureHitsQuery>;
export const ZCourtClosureHitsAnswer = z.object({ data: ZCourtClosureHits });

/** DELETE /api/admin/court-closures/:id */
export const ZCourtClosureDeleted = z.object({ data: z.object({ id: z.number() }) });
