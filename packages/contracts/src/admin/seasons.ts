// The console's seasons (API /api/admin/seasons, /grades, /division-groups, /divisions): staff
// create a season or copy the last one, set up its grades, division groups and divisions with
// every setting the member side reads, open and close nominations, activate and archive it.
import { z } from 'zod/mini';
import { SPORTS, optionalText, requiredText } from '../common/fields.js';
import { GENDERS } from '../common/person-fields.js';
import { id, isoDate, whole } from './fields.js';
// The tie-breaks are the settings' (the association's order); a division may override it.
import { TIE_BREAKS, ZTieBreak } from './settings.js';

/** How a division's finals are drawn from its ladder (top_four_page: the page system). */
export const FINALS_FORMATS = ['none', 'top_two', 'top_four', 'top_four_page'] as const;
export const ZFinalsFormat = z.enum(FINALS_FORMATS);
export type TFinalsFormat = z.infer<typeof ZFinalsFormat>;

/** How many times a division's teams meet: once, twice, or a number of rounds. */
export const DRAW_ROUNDS = ['once', 'twice', 'count'] as const;
export const ZDrawRounds = z.enum(DRAW_ROUNDS);
export type TDrawRounds = z.infer<typeof ZDrawRounds>;

/** A list of up to `max` values, each at most once. */
const distinct = <T extends z.ZodMiniType<number>>(item: T, max: number) =>
  z.array(item).check(
    z.maxLength(max),
    z.refine((list) => new Set(list).size === list.length, 'Each value may be listed once'),
  );

/** A season's or a division's status: inactive seasons are being prepared (not in the public draw). */
export const ZActiveStatus = z.enum(['active', 'inactive']);
export type TActiveStatus = z.infer<typeof ZActiveStatus>;

const name = requiredText(100);

// ---- Seasons -------------------------------------------------------------------------------

/** POST /api/admin/seasons. A new season starts inactive, nominations closed, not archived. */
export const ZSeasonCreate = z.object({
  name,
  sport: z.enum(SPORTS),
  start_date: z.optional(z.nullable(isoDate)),
  nominations_close_date: z.optional(z.nullable(isoDate)),
});
export type TSeasonCreate = z.infer<typeof ZSeasonCreate>;

/** PATCH /api/admin/seasons/:id: the fields given change. */
export const ZSeasonUpdate = z.object({
  name: z.optional(name),
  sport: z.optional(z.enum(SPORTS)),
  start_date: z.optional(z.nullable(isoDate)),
  /** The last day the nomination wizard takes entries, in the association's time zone; null: no date. */
  nominations_close_date: z.optional(z.nullable(isoDate)),
});
export type TSeasonUpdate = z.infer<typeof ZSeasonUpdate>;

/** POST /api/admin/seasons/:id/copy: a new season with every division of this one (no teams, no games). */
export const ZSeasonCopy = z.object({
  name,
  start_date: z.optional(z.nullable(isoDate)),
});
export type TSeasonCopy = z.infer<typeof ZSeasonCopy>;

/** PUT /api/admin/seasons/:id/nominations: whether the nomination wizard offers the season. */
export const ZSeasonNominations = z.object({ open: z.boolean() });
/** PUT /api/admin/seasons/:id/status: active = in the public draw and being played. */
export const ZSeasonStatus = z.object({ status: ZActiveStatus });
/** PUT /api/admin/seasons/:id/archived: archived = finished, in the draw's archive, no entries. */
export const ZSeasonArchived = z.object({ archived: z.boolean() });

export const ZSeason = z.object({
  id: z.number(),
  name: z.string(),
  sport: z.enum(SPORTS),
  status: ZActiveStatus,
  archived: z.boolean(),
  nominations_open: z.boolean(),
  /** YYYY-MM-DD: the last day the nomination wizard takes entries (closed from the midnight after it). */
  nominations_close_date: z.nullable(z.string()),
  /** YYYY-MM-DD */
  start_date: z.nullable(z.string()),
  copied_from_id: z.nullable(z.number()),
  created_at: z.string(),
  division_count: z.number(),
  team_count: z.number(),
});
export type TSeason = z.infer<typeof ZSeason>;
export const ZSeasonList = z.object({ data: z.object({ seasons: z.array(ZSeason) }) });
export const ZSeasonResponse = z.object({ data: ZSeason });

// ---- Grades and division groups (shared by every season) -----------------------------------

export const ZGradeCreate = z.object({
  name,
  sort_order: z.optional(whole(-1000, 1000)),
});
export type TGradeCreate = z.infer<typeof ZGradeCreate>;
export const ZGradeUpdate = z.object({
  name: z.optional(name),
  sort_order: z.optional(whole(-1000, 1000)),
});
export type TGradeUpdate = z.infer<typeof ZGradeUpdate>;

export const ZDivisionGroupCreate = z.object({
  grade_id: id,
  name,
  /** A group type the wizard can list groups by ('junior', ...); null: only by grade. */
  type: z.optional(z.nullable(requiredText(50))),
  /** Most teams across the group's divisions in one season; null: no limit. */
  capacity: z.optional(z.nullable(whole(0, 10_000))),
});
export type TDivisionGroupCreate = z.infer<typeof ZDivisionGroupCreate>;
export const ZDivisionGroupUpdate = z.object({
  grade_id: z.optional(id),
  name: z.optional(name),
  type: z.optional(z.nullable(requiredText(50))),
  capacity: z.optional(z.nullable(whole(0, 10_000))),
});
export type TDivisionGroupUpdate = z.infer<typeof ZDivisionGroupUpdate>;

export const ZDivisionGroup = z.object({
  id: z.number(),
  grade_id: z.number(),
  name: z.string(),
  type: z.nullable(z.string()),
  capacity: z.nullable(z.number()),
});
export type TDivisionGroup = z.infer<typeof ZDivisionGroup>;
export const ZGrade = z.object({
  id: z.number(),
  name: z.string(),
  sort_order: z.number(),
  groups: z.array(ZDivisionGroup),
});
export type TGrade = z.infer<typeof ZGrade>;
export const ZGradeList = z.object({ data: z.object({ grades: z.array(ZGrade) }) });
export const ZGradeResponse = z.object({ data: ZGrade });
export const ZDivisionGroupResponse = z.object({ data: ZDivisionGroup });

// ---- Divisions -----------------------------------------------------------------------------

/** Per-division points per outcome; null = the association's default (console settings). */
export const POINTS_FIELDS = [
  'points_win',
  'points_draw',
  'points_loss',
  'points_bye',
  'points_forfeit_win',
  'points_forfeit_non_advised',
  'points_forfeit_notified',
  'points_forfeit_admin',
  'points_disqualified',
] as const;
export type TPointsField = (typeof POINTS_FIELDS)[number];
const points = z.optional(z.nullable(whole(-100, 100)));

/** The settings of a division; on create the ones left out take their defaults. */
const divisionFields = {
  group_id: z.optional(id),
  name: z.optional(name),
  /** Shown in red under the draw. */
  note: z.optional(z.nullable(optionalText(500))),
  show_results: z.optional(z.boolean()),
  /** null: the default minimum of 5 players. */
  min_players: z.optional(z.nullable(whole(1, 99))),
  max_players: z.optional(z.nullable(whole(1, 99))),
  /** The nomination's minimum-player rule is skipped (API sk_val). */
  skip_min_players: z.optional(z.boolean()),
  /**
   * Who the division is for: players outside it are flagged to the manager and to staff, never
   * refused. null: any gender. Ages are whole years on the season's start date (1 January of
   * this year when it has none); null: no limit.
   */
  players_gender: z.optional(z.nullable(z.enum(GENDERS))),
  min_age: z.optional(z.nullable(whole(0, 120))),
  max_age: z.optional(z.nullable(whole(0, 120))),
  /** A waitlist division: nominating into it asks for a preferred division. */
  waitlist: z.optional(z.boolean()),
  /** Most teams in the division; null: no limit. */
  capacity: z.optional(z.nullable(whole(0, 10_000))),
  status: z.optional(ZActiveStatus),
  /** Team nomination fee, GST inclusive, in cents. */
  nomination_price_cents: z.optional(whole(0, 10_000_000)),
  /** Final-series qualification % shown on the team page. */
  finals_qual_percent: z.optional(z.nullable(whole(0, 100))),
  points_win: points,
  points_draw: points,
  points_loss: points,
  points_bye: points,
  points_forfeit_win: points,
  points_forfeit_non_advised: points,
  points_forfeit_notified: points,
  points_forfeit_admin: points,
  points_disqualified: points,
  /** Empty: the association's order. Each tie-break at most once. */
  tie_break_order: z.optional(
    z.array(ZTieBreak).check(
      z.maxLength(TIE_BREAKS.length),
      z.refine((order) => new Set(order).size === order.length, 'Each tie-break may be listed once'),
    ),
  ),
  finals_format: z.optional(ZFinalsFormat),
  // The draw engine's settings.
  /** Round robin once, twice, or draw_round_count rounds with the repeats balanced. */
  draw_rounds: z.optional(ZDrawRounds),
  draw_round_count: z.optional(z.nullable(whole(1, 200))),
  /** Round numbers worth double points. */
  double_rounds: z.optional(distinct(whole(1, 200), 200)),
  /** Weekdays played on, 0 = Sunday; empty: any weekday the season has slots on. */
  play_weekdays: z.optional(distinct(whole(0, 6), 7)),
  /** Venues preferred (the draw avoids others where it can); empty: any. */
  preferred_venue_ids: z.optional(distinct(id, 50)),
  /** Each game gets a duty team (one playing just before or after on the court). */
  duty_teams: z.optional(z.boolean()),
};

/** POST /api/admin/seasons/:id/divisions */
export const ZDivisionCreate = z.object({ ...divisionFields, group_id: id, name });
export type TDivisionCreate = z.infer<typeof ZDivisionCreate>;
/** PATCH /api/admin/divisions/:id: the fields given change. */
export const ZDivisionUpdate = z.object(divisionFields);
export type TDivisionUpdate = z.infer<typeof ZDivisionUpdate>;

export const ZDivision = z.object({
  id: z.number(),
  season_id: z.number(),
  group_id: z.number(),
  grade_id: z.number(),
  name: z.string(),
  note: z.nullable(z.string()),
  show_results: z.boolean(),
  min_players: z.nullable(z.number()),
  max_players: z.nullable(z.number()),
  skip_min_players: z.boolean(),
  players_gender: z.nullable(z.enum(GENDERS)),
  min_age: z.nullable(z.number()),
  max_age: z.nullable(z.number()),
  waitlist: z.boolean(),
  capacity: z.nullable(z.number()),
  status: ZActiveStatus,
  nomination_price_cents: z.number(),
  finals_qual_percent: z.nullable(z.number()),
  points_win: z.nullable(z.number()),
  points_draw: z.nullable(z.number()),
  points_loss: z.nullable(z.number()),
  points_bye: z.nullable(z.number()),
  points_forfeit_win: z.nullable(z.number()),
  points_forfeit_non_advised: z.nullable(z.number()),
  points_forfeit_notified: z.nullable(z.number()),
  points_forfeit_admin: z.nullable(z.number()),
  points_disqualified: z.nullable(z.number()),
  tie_break_order: z.array(ZTieBreak),
  finals_format: ZFinalsFormat,
  draw_rounds: ZDrawRounds,
  draw_round_count: z.nullable(z.number()),
  double_rounds: z.array(z.number()),
  play_weekdays: z.array(z.number()),
  preferred_venue_ids: z.array(z.number()),
  duty_teams: z.boolean(),
  team_count: z.number(),
});
export type TDivision = z.infer<typeof ZDivision>;
export const ZDivisionResponse = z.object({ data: ZDivision });
/** DELETE /api/admin/divisions/:id */
export const ZDivisionDeleted = z.object({ data: z.object({ id: z.number() }) });

/** GET /api/admin/seasons/:id: the season and its divisions by grade and group (in grade order). */
export const ZSeasonDetail = z.object({
  data: z.object({
    season: ZSeason,
    grades: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        groups: z.array(
          z.object({
            id: z.number(),
            name: z.string(),
            type: z.nullable(z.string()),
            capacity: z.nullable(z.number()),
            divisions: z.array(ZDivision),
          }),
        ),
      }),
    ),
  }),
});
export type TSeasonDetail = z.infer<typeof ZSeasonDetail>['data'];
