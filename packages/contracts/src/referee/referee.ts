// Referee area: Competition Roster and Competition Availability.
import { z } from 'zod/mini';
import { addTransformIssue, preprocess } from '../common/fields.js';
import { MSG } from '../common/messages.js';
import { parseDmy, toIsoDate } from '../common/dates.js';

export const REFEREE_MSG = {
  rosterPublished: 'Roster already published, please contact the stadium',
  availabilityUpdated: 'Availability updated successfully',
} as const;

/** Availability planning looks this many days ahead, today included (4 weeks). */
export const AVAILABILITY_WINDOW_DAYS = 28;
/** A referee game's calendar entry lasts this long. */
export const REFEREE_GAME_MINUTES = 45;
/** The longest roster range one request may ask for. */
export const ROSTER_MAX_RANGE_DAYS = 366;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date sent as YYYY-MM-DD or dd/mm/yyyy; always read as YYYY-MM-DD. */
export const ZCalendarDate = z.pipe(
  z.string({ error: MSG.date }),
  z.transform((value, ctx) => {
    const text = value.trim();
    if (ISO_DATE.test(text)) {
      const [y, m, d] = text.split('-');
      const parsed = parseDmy(`${d}/${m}/${y}`);
      if (parsed) return toIsoDate(parsed);
    } else {
      const parsed = parseDmy(text);
      if (parsed) return toIsoDate(parsed);
    }
    addTransformIssue(ctx, MSG.date);
    return z.NEVER;
  }),
);

/** MY ROSTER or FULL ROSTER. Accepts 'my' / 'full' and the button labels 'MY ROSTER' / 'FULL ROSTER'. */
export const ROSTER_KINDS = ['my', 'full'] as const;
export const ZRosterKind = preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .replace(/\s*roster$/, '')
      : v,
  z.enum(ROSTER_KINDS, { error: "roster must be 'my' or 'full'" }),
);
export type TRosterKind = z.infer<typeof ZRosterKind>;

const id = (what: string) =>
  z.coerce.number({ error: `${what} is required` }).check(z.int(), z.positive(`${what} is required`));

// --- Seasons and venues -------------------------------------------------------

export const ZRefereeSeason = z.object({ season_id: z.int(), season_name: z.string() });
export type TRefereeSeason = z.infer<typeof ZRefereeSeason>;
export const ZRefereeSeasonsResponse = z.object({ data: z.array(ZRefereeSeason) });
export type TRefereeSeasonsResponse = z.infer<typeof ZRefereeSeasonsResponse>;

export const ZRefereeVenue = z.object({ venue_id: z.int(), venue_name: z.string() });
export type TRefereeVenue = z.infer<typeof ZRefereeVenue>;
export const ZRefereeVenuesResponse = z.object({ data: z.array(ZRefereeVenue) });
export type TRefereeVenuesResponse = z.infer<typeof ZRefereeVenuesResponse>;

// --- Competition roster ---------------------------------------------------------

/**
 * POST /api/referee/roster. `dates` is what the date-range picker gives: one date
 * (that day only) or two (a range, swapped when reversed). `type` is optional and
 * must be one of the member's access_ref types.
 */
export const ZRefereeRosterRequest = z.object({
  season: id('Season'),
  roster: ZRosterKind,
  type: preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(50)))),
  ),
  /** One or two dates; without them, the season's games from today on. */
  dates: z.optional(
    preprocess(
      (v) => (typeof v === 'string' ? [v] : v),
      z
        .array(ZCalendarDate, { error: MSG.required })
        .check(z.minLength(1, MSG.required), z.maxLength(2, 'Choose one or two dates')),
    ),
  ),
});
export type TRefereeRosterRequest = z.input<typeof ZRefereeRosterRequest>;

/** One game of the referee roster. */
export const ZRefereeGame = z.object({
  gs_game: z.int(),
  /** Local date YYYY-MM-DD */
  gs_date: z.string(),
  /** Local start HH:mm */
  gs_time: z.string(),
  /** DD/MM/YYYY */
  gs_date_formatted: z.string(),
  /** h:mm AM/PM */
  gs_time_formatted: z.string(),
  /** Start and calendar end (start + 45 minutes) as ISO instants, for calendar links. */
  gs_starts_at: z.string(),
  gs_ends_at: z.string(),
  venue_name: z.nullable(z.string()),
  venue_address: z.nullable(z.string()),
  venue_suburb: z.nullable(z.string()),
  venue_postcode: z.nullable(z.string()),
  venue_state: z.nullable(z.string()),
  division_name: z.string(),
  /** The game's round in its division. */
  game_rank: z.int(),
  /** The signed-in member's roster type(s) on this game, e.g. 'referee' or 'referee, scorer'; null when not rostered. */
  member_type_name: z.nullable(z.string()),
  team_a: z.nullable(z.string()),
  team_b: z.nullable(z.string()),
  team_a_points: z.nullable(z.int()),
  team_b_points: z.nullable(z.int()),
  court_name: z.nullable(z.string()),
});
export type TRefereeGame = z.infer<typeof ZRefereeGame>;

export const ZRefereeRosterResponse = z.object({
  data: z.array(ZRefereeGame),
  roster: z.enum(ROSTER_KINDS),
  type: z.nullable(z.string()),
  /** The range actually used, swapped when it was reversed (YYYY-MM-DD, inclusive). */
  from: z.string(),
  to: z.string(),
});
export type TRefereeRosterResponse = z.infer<typeof ZRefereeRosterResponse>;

// --- Competition availability ---------------------------------------------------

export const ZAvailabilityParams = z.object({
  season: id('Season'),
  venue: preprocess((v) => (v === '' || v === 'null' || v === '0' ? undefined : v), z.optional(id('Venue'))),
});

export const ZTimeSlot = z.string().check(z.regex(HH_MM, 'Time must be HH:mm'));

export const ZRefereeAvailability = z.object({
  season: z.int(),
  venue: z.nullable(z.int()),
  /** Weekdays on which the competition plays (0 = Sunday ... 6 = Saturday). */
  days: z.array(z.object({ day: z.int(), name: z.string() })),
  /** The member's time slots per day name, e.g. { Saturday: ['09:00', '10:00'] }. */
  availability: z.record(z.string(), z.array(z.string())),
  /** Offered time slots keyed by day number, from the season's game start times. */
  refGameTimes: z.record(z.string(), z.array(z.string())),
  /** Published roster dates within the window (YYYY-MM-DD). */
  refRosteredPublished: z.array(z.string()),
  /** The member's unavailable dates within the window (YYYY-MM-DD). */
  unavailability: z.array(z.string()),
  /** The 4-week planning window, inclusive (YYYY-MM-DD). */
  window: z.object({ from: z.string(), to: z.string() }),
});
export type TRefereeAvailability = z.infer<typeof ZRefereeAvailability>;
export const ZRefereeAvailabilityResponse = z.object({ data: ZRefereeAvailability });
export type TRefereeAvailabilityResponse = z.infer<typeof ZRefereeAvailabilityResponse>;

/**
 * POST /api/referee/availability. The lists replace the member's whole set:
 * availability for (season, venue) and unavailable dates inside the window.
 */
export const ZRefereeAvailabilityRequest = z.object({
  season: id('Season'),
  venue: preprocess(
    (v) => (v === '' || v === 0 || v === '0' ? null : v),
    z.optional(z.nullable(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))),
  ),
  availability: z._default(
    z.array(z.object({ day: z.coerce.number().check(z.int(), z.gte(0), z.lte(6)), time: ZTimeSlot }), {
      error: 'availability must be a list',
    }),
    [],
  ),
  unavailability: z._default(z.array(ZCalendarDate, { error: 'unavailability must be a list' }), []),
});
export type TRefereeAvailabilityRequest = z.input<typeof ZRefereeAvailabilityRequest>;

export const ZRefereeAvailabilitySaved = z.object({ message: z.string(), data: ZRefereeAvailability });
export type TRefereeAvailabilitySaved = z.infer<typeof ZRefereeAvailabilitySaved>;
