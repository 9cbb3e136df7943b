// The console's officials (API /api/admin/seasons/:id/roster-dates): competition staff publish a
// roster date once its games have their officials. From then on the member side refuses
// availability changes that touch the date ("Roster already published, please contact the
// stadium") and each official is emailed their games of the day.
import { z } from 'zod/mini';
import { id, isoDate, periodQuery, timeOfDay, whole } from './fields.js';

/** POST /api/admin/seasons/:id/roster-dates. */
export const ZRosterDatePublish = z.object({ date: isoDate });
export type TRosterDatePublish = z.infer<typeof ZRosterDatePublish>;

export const ZRosterDate = z.object({
  date: z.string(),
  published_at: z.string(),
});

/** GET /api/admin/seasons/:id/roster-dates: the season's published dates, latest first. */
export const ZRosterDates = z.object({ data: z.object({ dates: z.array(ZRosterDate) }) });
export type TRosterDates = z.infer<typeof ZRosterDates>['data'];

export const ZRosterDatePublished = z.object({
  data: z.object({
    date: z.string(),
    /** Officials of the day's games, each emailed their games once. */
    emailed: z.number(),
    /** Games of the day with no official. */
    games_without_officials: z.number(),
  }),
});
export type TRosterDatePublished = z.infer<typeof ZRosterDatePublished>['data'];
export const ZRosterDateWithdrawn = z.object({ data: z.object({ date: z.string() }) });

/** DELETE /api/admin/seasons/:id/roster-dates/:date. */
export const ZRosterDateParams = z.object({
  id: z.string().check(z.maxLength(20)),
  date: isoDate,
});

// --- Setup: roster types, seasons open to referees, game times offered --------------------------

const rosterTypeName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the roster type a name'),
    z.maxLength(40, 'A roster type name is at most 40 characters'),
    z.regex(/^[a-z0-9][a-z0-9 _-]*$/, 'Use lower-case letters, digits, spaces, - and _ (e.g. "scorer")'),
  );
/** A roster type named in a grant or a place: an existing type's name (checked by the server). */
const rosterTypeRef = z.string().check(z.minLength(1), z.maxLength(40));
const rateCents = whole(0, 10_000_000);

export const ZRosterType = z.object({
  id: z.number(),
  name: z.string(),
  /** How many of this type one game needs. */
  per_game: z.number(),
  /** Paid per game, in cents. */
  rate_cents: z.number(),
  /** Members granted the type. */
  officials: z.number(),
  /** Games it has been given on. */
  assignments: z.number(),
});
export type TRosterType = z.infer<typeof ZRosterType>;

/** POST /api/admin/roster-types. The name is what members are granted; it cannot change later. */
export const ZRosterTypeCreate = z.object({
  name: rosterTypeName,
  per_game: whole(1, 10),
  rate_cents: rateCents,
});
export type TRosterTypeCreate = z.infer<typeof ZRosterTypeCreate>;
/** PATCH /api/admin/roster-types/:id. */
export const ZRosterTypeChange = z.object({
  per_game: z.optional(whole(1, 10)),
  rate_cents: z.optional(rateCents),
});
export type TRosterTypeChange = z.infer<typeof ZRosterTypeChange>;
export const ZRosterTypeAnswer = z.object({ data: ZRosterType });

export const ZOfficialsSeason = z.object({
  id: z.number(),
  name: z.string(),
  /** Active and not archived: a season referees can be offered. */
  active: z.boolean(),
  referees_open: z.boolean(),
});
export type TOfficialsSeason = z.infer<typeof ZOfficialsSeason>;

/** GET /api/admin/officials/setup. */
export const ZOfficialsSetup = z.object({
  data: z.object({
    roster_types: z.array(ZRosterType),
    seasons: z.array(ZOfficialsSeason),
  }),
});
export type TOfficialsSetup = z.infer<typeof ZOfficialsSetup>['data'];

/** PUT /api/admin/seasons/:id/referees-open. */
export const ZRefereesOpen = z.object({ open: z.boolean() });
export const ZRefereesOpenAnswer = z.object({ data: ZOfficialsSeason });

const weekdayTime = z.object({ day: whole(0, 6), time: timeOfDay });
export const ZWeekdayTime = z.object({ day: z.number(), time: z.string() });
export type TWeekdayTime = z.infer<typeof ZWeekdayTime>;

export const ZOfficialsVenueTimes = z.object({
  venue_id: z.number(),
  venue_name: z.string(),
  /** The times staff offer referees here. */
  times: z.array(ZWeekdayTime),
  /** The start times of the season's drawn games here, to copy from. */
  draw_times: z.array(ZWeekdayTime),
});
export type TOfficialsVenueTimes = z.infer<typeof ZOfficialsVenueTimes>;

/** GET /api/admin/seasons/:id/officials-times: every venue with courts. */
export const ZOfficialsTimes = z.object({
  data: z.object({
    /** Whether the season offers staff's times (any set) or, with none, its games' start times. */
    offers: z.enum(['set', 'draw']),
    venues: z.array(ZOfficialsVenueTimes),
  }),
});
export type TOfficialsTimes = z.infer<typeof ZOfficialsTimes>['data'];

/** PUT /api/admin/seasons/:id/officials-times/:venue: replaces the venue's times. */
export const ZOfficialsTimesSave = z.object({ times: z.array(weekdayTime).check(z.maxLength(200)) });
export type TOfficialsTimesSave = z.infer<typeof ZOfficialsTimesSave>;
export const ZSeasonVenueParams = z.object({
  id: z.string().check(z.maxLength(20)),
  venue: z.string().check(z.maxLength(20)),
});

// --- Officials: who holds which roster types ------------------------------------------------

export const ZOfficial = z.object({
  member_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.nullable(z.string()),
  roster_types: z.array(z.string()),
});
export type TOfficial = z.infer<typeof ZOfficial>;
/** GET /api/admin/officials: members with the referee flag. */
export const ZOfficials = z.object({ data: z.object({ officials: z.array(ZOfficial) }) });
export type TOfficials = z.infer<typeof ZOfficials>['data'];

/** PUT /api/admin/officials/:member: the types granted; none takes the referee flag away. */
export const ZOfficialGrant = z.object({
  roster_types: z.array(rosterTypeRef).check(z.maxLength(20)),
});
export type TOfficialGrant = z.infer<typeof ZOfficialGrant>;
export const ZOfficialAnswer = z.object({ data: ZOfficial });

// --- Allocation: a day's games at a venue against the officials -------------------------------

/** GET /api/admin/seasons/:id/allocation?date=&venue= (the first venue playing that day without one). */
export const ZAllocationQuery = z.object({
  date: isoDate,
  venue: z.optional(z.string().check(z.maxLength(20), z.regex(/^\d+$/, 'venue must be an id'))),
});
export type TAllocationQuery = z.infer<typeof ZAllocationQuery>;

export const ZAllocationOfficial = z.object({
  member_id: z.number(),
  roster_type: z.string(),
  name: z.string(),
});
export const ZAllocationGame = z.object({
  id: z.number(),
  starts_at: z.string(),
  /** Local HH:mm. */
  time: z.string(),
  court: z.nullable(z.string()),
  division: z.string(),
  team_a: z.nullable(z.string()),
  team_b: z.nullable(z.string()),
  officials: z.array(ZAllocationOfficial),
});
export type TAllocationGame = z.infer<typeof ZAllocationGame>;

/** How an official fits one game: whether they offered the time, and what clashes. */
export const ZAllocationFit = z.object({
  game_id: z.number(),
  available: z.boolean(),
  clashes: z.array(z.string()),
});
export type TAllocationFit = z.infer<typeof ZAllocationFit>;

export const ZAllocationPerson = z.object({
  member_id: z.number(),
  name: z.string(),
  roster_types: z.array(z.string()),
  /** The times (HH:mm) they offered on this weekday at this venue (or any venue). */
  available_times: z.array(z.string()),
  /** They marked the date unavailable. */
  unavailable: z.boolean(),
  /** Games given to them that day, at any venue. */
  games_that_day: z.array(z.object({ game_id: z.number(), time: z.string(), venue: z.string() })),
  /** Games given to them in the season so far (the suggestion shares them out). */
  games_in_season: z.number(),
  fit: z.array(ZAllocationFit),
});
export type TAllocationPerson = z.infer<typeof ZAllocationPerson>;

export const ZAllocation = z.object({
  data: z.object({
    date: z.string(),
    venue_id: z.nullable(z.number()),
    /** Venues with games that day. */
    venues: z.array(z.object({ id: z.number(), name: z.string() })),
    roster_types: z.array(z.object({ name: z.string(), per_game: z.number() })),
    published: z.boolean(),
    games: z.array(ZAllocationGame),
    officials: z.array(ZAllocationPerson),
  }),
});
export type TAllocation = z.infer<typeof ZAllocation>['data'];

/** PUT /api/admin/games/:id/officials: the game's officials of one roster type. */
export const ZGameOfficialsSave = z.object({
  roster_type: rosterTypeRef,
  member_ids: z.array(id).check(z.maxLength(10)),
});
export type TGameOfficialsSave = z.infer<typeof ZGameOfficialsSave>;
export const ZGameOfficialsAnswer = z.object({
  data: z.object({
    game_id: z.number(),
    officials: z.array(ZAllocationOfficial),
    /** What still clashes (not refused: staff decide), per official. */
    clashes: z.array(z.object({ member_id: z.number(), clashes: z.array(z.string()) })),
  }),
});
export type TGameOfficialsAnswer = z.infer<typeof ZGameOfficialsAnswer>['data'];

/** POST /api/admin/seasons/:id/allocation/suggest: fills the day's empty places at the venue. */
export const ZAllocationSuggest = z.object({ date: isoDate, venue: id });
export type TAllocationSuggest = z.infer<typeof ZAllocationSuggest>;
export const ZAllocationSuggested = z.object({
  data: z.object({ filled: z.number(), left_empty: z.number() }),
});
export type TAllocationSuggested = z.infer<typeof ZAllocationSuggested>['data'];

// --- Payments ------------------------------------------------------------------------------

/** GET /api/admin/officials/payments?from=&to= (and payments.csv): local dates, both included. */
export const ZOfficialsPaymentsQuery = periodQuery;
export type TOfficialsPaymentsQuery = z.infer<typeof ZOfficialsPaymentsQuery>;
export const ZOfficialsPaymentRow = z.object({
  member_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  roster_type: z.string(),
  games: z.number(),
  rate_cents: z.number(),
  amount_cents: z.number(),
});
export type TOfficialsPaymentRow = z.infer<typeof ZOfficialsPaymentRow>;
export const ZOfficialsPayments = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(ZOfficialsPaymentRow),
    total_cents: z.number(),
  }),
});
export type TOfficialsPayments = z.infer<typeof ZOfficialsPayments>['data'];
