// The console's draw (API /api/admin/seasons/:id/draw/..., /api/admin/draw-drafts/...): the
// season's competition time slots and blackout dates, each team's limits, and drafts: a draw
// generated or repaired by the engine, previewed with its explanations and published.
import { z } from 'zod/mini';
import { optionalText, requiredText } from '../common/fields.js';
import { ZStandingsResponse } from '../draw/draw.js';
import { id, isoDate, timeOfDay, whole } from './fields.js';

export { timeOfDay };

/** Minutes since midnight of an HH:mm the contract accepted. */
export const minutesOfTime = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** HH:mm of minutes since midnight. */
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** How a draft was made: generated, a repair of the published draw, or a division's finals. */
export const ZDraftKind = z.enum(['generate', 'repair', 'finals']);

/**
 * Where a draft is: generating (a job is placing its games; a generated draft answers at once
 * with this), draft (ready to read and publish), published, discarded, or failed (the job
 * could not make it: `failure` says why).
 */
export const ZDraftStatus = z.enum(['generating', 'draft', 'published', 'discarded', 'failed']);

// ---- Competition time slots ----------------------------------------------------------------

/**
 * POST /api/admin/seasons/:id/draw/slots, PUT /api/admin/draw/slots/:id: every week on a weekday,
 * or on one date within the season (a catch-up night, a borrowed venue).
 */
export const ZDrawSlotInput = z.object({
  venue_id: id,
  /** 0 = Sunday ... 6 = Saturday: needed for weekly slots; a one-off slot's is its date's. */
  weekday: z.optional(whole(0, 6)),
  /** The one local date the slots are on; every week when absent or null. */
  on_date: z.optional(z.nullable(isoDate)),
  /** When games start, e.g. ['09:00', '10:00']. */
  start_times: z.array(timeOfDay).check(
    z.minLength(1, 'Give at least one start time'),
    z.maxLength(48),
    z.refine((times) => new Set(times).size === times.length, 'Each start time may be listed once'),
  ),
  game_minutes: whole(5, 600),
  /** The venue's courts used, in the order they fill. */
  court_ids: z.array(id).check(
    z.minLength(1, 'Choose at least one court'),
    z.maxLength(50),
    z.refine((ids) => new Set(ids).size === ids.length, 'Each court may be listed once'),
  ),
});
export type TDrawSlotInput = z.infer<typeof ZDrawSlotInput>;

export const ZDrawSlot = z.object({
  id: z.number(),
  venue_id: z.number(),
  venue: z.string(),
  weekday: z.number(),
  /** A one-off slot's date; null for every week. */
  on_date: z.nullable(z.string()),
  start_times: z.array(z.string()),
  game_minutes: z.number(),
  courts: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TDrawSlot = z.infer<typeof ZDrawSlot>;
export const ZDrawSlotResponse = z.object({ data: ZDrawSlot });

// ---- Blackout dates ------------------------------------------------------------------------

export const BLACKOUT_KINDS = ['public_holiday', 'school_holiday', 'other'] as const;
export const ZBlackoutKind = z.enum(BLACKOUT_KINDS);
export const BLACKOUT_KIND_TEXT: Record<(typeof BLACKOUT_KINDS)[number], string> = {
  public_holiday: 'Public holiday',
  school_holiday: 'School holidays',
  other: 'No games',
};

/** POST /api/admin/seasons/:id/draw/blackouts: dates with no games, at every venue or one. */
export const ZBlackoutInput = z.object({
  kind: ZBlackoutKind,
  from_date: isoDate,
  /** The last date, inclusive; the from date alone when absent. */
  to_date: z.optional(isoDate),
  reason: requiredText(120),
  venue_id: z.optional(z.nullable(id)),
});
export type TBlackoutInput = z.infer<typeof ZBlackoutInput>;

export const ZBlackout = z.object({
  id: z.number(),
  kind: ZBlackoutKind,
  from_date: z.string(),
  to_date: z.string(),
  reason: z.string(),
  venue_id: z.nullable(z.number()),
  venue: z.nullable(z.string()),
});
export type TBlackout = z.infer<typeof ZBlackout>;
export const ZBlackoutResponse = z.object({ data: ZBlackout });

/** A public holiday of the association's state, offered as a blackout. */
export const ZPublicHoliday = z.object({
  date: z.string(),
  name: z.string(),
  /** Already a blackout of the season. */
  added: z.boolean(),
});
export type TPublicHoliday = z.infer<typeof ZPublicHoliday>;

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** GET /api/admin/seasons/:id/draw: what the draw is made from. */
export const ZDrawSetup = z.object({
  data: z.object({
    season: z.object({ id: z.number(), name: z.string(), start_date: z.nullable(z.string()) }),
    /** The state whose public holidays are offered. */
    state: z.enum(AU_STATES),
    venues: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        courts: z.array(z.object({ id: z.number(), name: z.string() })),
      }),
    ),
    slots: z.array(ZDrawSlot),
    blackouts: z.array(ZBlackout),
    public_holidays: z.array(ZPublicHoliday),
    divisions: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        teams: z.number(),
        games: z.number(),
        played: z.number(),
      }),
    ),
    drafts: z.array(
      z.object({
        id: z.number(),
        kind: ZDraftKind,
        status: ZDraftStatus,
        divisions: z.array(z.string()),
        created_at: z.string(),
        created_by: z.string(),
      }),
    ),
  }),
});
export type TDrawSetup = z.infer<typeof ZDrawSetup>['data'];

// ---- A team's limits -------------------------------------------------------------------------

export const ZTeamUnavailable = z.object({
  date: isoDate,
  /** The whole day when both are absent. */
  from: z.optional(z.nullable(timeOfDay)),
  to: z.optional(z.nullable(timeOfDay)),
  reason: z.optional(z.nullable(optionalText(120))),
});

/** PUT /api/admin/teams/:id/draw-limits: replaces the team's limits. */
export const ZTeamDrawLimits = z.object({
  /** The earliest start time for the team's games. */
  not_before: z.nullable(timeOfDay),
  /** The latest start time. */
  not_after: z.nullable(timeOfDay),
  unavailable: z.array(ZTeamUnavailable).check(z.maxLength(200)),
  /** Teams sharing players or a coach: never at the same time. */
  clashes: z
    .array(z.object({ team_id: id, reason: z.optional(z.nullable(optionalText(120))) }))
    .check(z.maxLength(50)),
});
export type TTeamDrawLimits = z.infer<typeof ZTeamDrawLimits>;

export const ZTeamDrawLimitsResponse = z.object({
  data: z.object({
    team_id: z.number(),
    not_before: z.nullable(z.string()),
    not_after: z.nullable(z.string()),
    unavailable: z.array(
      z.object({
        date: z.string(),
        from: z.nullable(z.string()),
        to: z.nullable(z.string()),
        reason: z.nullable(z.string()),
      }),
    ),
    clashes: z.array(
      z.object({
        team_id: z.number(),
        team: z.string(),
        division: z.string(),
        reason: z.nullable(z.string()),
      }),
    ),
  }),
});
export type TTeamDrawLimitsView = z.infer<typeof ZTeamDrawLimitsResponse>['data'];

// ---- Drafts ----------------------------------------------------------------------------------

/** POST /api/admin/seasons/:id/draw/generate: a draft draw for these divisions. */
export const ZDrawGenerate = z.object({
  division_ids: z.array(id).check(z.minLength(1, 'Choose at least one division'), z.maxLength(500)),
  /** The first date games may be played; the season's start date when absent. */
  from_date: z.optional(isoDate),
  /** The last date; a year after the first when absent. */
  to_date: z.optional(isoDate),
  /** The same seed gives the same draw. */
  seed: z.optional(whole(0, 2_147_483_647)),
});
export type TDrawGenerate = z.infer<typeof ZDrawGenerate>;

/** POST /api/admin/seasons/:id/draw/repair: re-place what a change displaces, moving as little as it can. */
export const ZDrawRepair = z.object({
  /** Every game on this date (at this venue when given) is washed out. */
  washout: z.optional(z.object({ date: isoDate, venue_id: z.optional(z.nullable(id)) })),
  /** Teams withdrawn from the competition: their unplayed games go, their opponents get a bye. */
  withdrawn_team_ids: z.optional(z.array(id).check(z.maxLength(100))),
  /** A reason shown in the audit log and the managers' email. */
  reason: requiredText(200),
});
export type TDrawRepair = z.infer<typeof ZDrawRepair>;

/** POST /api/admin/divisions/:id/finals: the finals from the ladder, on slots from this date. */
export const ZDrawFinals = z.object({
  /** The first date finals may be played; the day after the last regular game when absent. */
  from_date: z.optional(isoDate),
  /**
   * Finals are drawn from a finished ladder: while regular games are unplayed the request is
   * refused unless staff give the reason they draw them anyway (kept in the audit log).
   */
  reason: z.optional(requiredText(200)),
});
export type TDrawFinals = z.infer<typeof ZDrawFinals>;

export const DRAFT_ACTIONS = ['create', 'move', 'keep', 'remove', 'unplaced'] as const;
export const ZDraftAction = z.enum(DRAFT_ACTIONS);
export type TDraftAction = z.infer<typeof ZDraftAction>;

export const ZDraftGame = z.object({
  id: z.number(),
  action: ZDraftAction,
  game_id: z.nullable(z.number()),
  division_id: z.number(),
  division: z.string(),
  round: z.number(),
  /** Local date and time; null when unplaced. */
  date: z.nullable(z.string()),
  time: z.nullable(z.string()),
  venue: z.nullable(z.string()),
  court: z.nullable(z.string()),
  team_a: z.nullable(z.string()),
  team_b: z.nullable(z.string()),
  bye: z.nullable(z.string()),
  duty: z.nullable(z.string()),
  double_points: z.boolean(),
  /** Where a moved game was: 'Sat 12/04/2027 09:00, Court 1'. */
  from: z.nullable(z.string()),
  reasons: z.array(z.string()),
  /**
   * An unplaced game's catch-up dates: dates of the season, not blacked out, with slots free
   * that both teams may play (their start limits and dates, not already playing that day),
   * soonest first. Empty for a placed game.
   */
  catch_up: z.array(z.object({ date: z.string(), free_slots: z.number() })),
  /** Finals: the stage, 'SF1'..'GF', and the ladder places or earlier finals the teams come from. */
  final_stage: z.enum(['none', 'semi_final', 'final', 'grand_final']),
  match_label: z.nullable(z.string()),
  rank_label_a: z.nullable(z.string()),
  rank_label_b: z.nullable(z.string()),
});
export type TDraftGame = z.infer<typeof ZDraftGame>;

export const ZTeamFairness = z.object({
  division_id: z.number(),
  team_id: z.number(),
  name: z.string(),
  games: z.number(),
  unplaced: z.number(),
  byes: z.number(),
  early_games: z.number(),
  late_games: z.number(),
  duties: z.number(),
  venue_changes: z.number(),
  longest_home_run: z.number(),
  longest_away_run: z.number(),
});
export type TTeamFairness = z.infer<typeof ZTeamFairness>;

/** GET /api/admin/draw-drafts/:id */
export const ZDrawDraft = z.object({
  id: z.number(),
  season_id: z.number(),
  kind: ZDraftKind,
  status: ZDraftStatus,
  divisions: z.array(z.object({ id: z.number(), name: z.string() })),
  created_at: z.string(),
  created_by: z.string(),
  /** Why the job could not make a generated draft (status failed). */
  failure: z.nullable(z.string()),
  /** How many games each action touches. */
  counts: z.record(ZDraftAction, z.number()),
  games: z.array(ZDraftGame),
  /** Dates a division would have played on but every slot was blacked out or closed. */
  skipped_dates: z.array(z.object({ division: z.string(), date: z.string(), reasons: z.array(z.string()) })),
  fairness: z.array(ZTeamFairness),
  /**
   * Duty teams of the draw a draft leaves, over the divisions that have them: placed games, those
   * with a duty team, and teams on duty more than once on a date. Null for finals, moved games
   * and drafts made before it was reported.
   */
  duty_coverage: z.nullable(
    z.object({ games: z.number(), with_duty_team: z.number(), teams_on_duty_twice_a_day: z.number() }),
  ),
  /** Whether the public sees the season's draw (an inactive season's is hidden, its managers not emailed). */
  season_active: z.boolean(),
  /** Officials allocated to games the draft moves or removes: publishing takes them off and emails them. */
  officials_affected: z.array(
    z.object({ game_id: z.number(), name: z.string(), role: z.string(), game: z.string() }),
  ),
});
export type TDrawDraft = z.infer<typeof ZDrawDraft>;
export const ZDrawDraftResponse = z.object({ data: ZDrawDraft });

/**
 * POST /api/admin/draw-drafts/:id/catch-up: places an unplaced game of the draft on one of its
 * catch-up dates (the first free slot both teams can take), moving or creating it on publishing.
 */
export const ZDraftCatchUp = z.object({
  /** The draft's game (ZDraftGame id), unplaced. */
  draft_game_id: id,
  date: isoDate,
});
export type TDraftCatchUp = z.infer<typeof ZDraftCatchUp>;

/** POST /api/admin/draw-drafts/:id/publish */
export const ZDrawPublish = z.object({
  /** Publishing leaves unplaced games out; staff say they know. */
  leave_unplaced: z.optional(z.boolean()),
});
export const ZDrawPublished = z.object({
  data: z.object({
    id: z.number(),
    status: z.enum(['published', 'discarded']),
    created: z.number(),
    moved: z.number(),
    removed: z.number(),
    /** Managers emailed about their team's changed games (none while the season is inactive). */
    emailed: z.number(),
    /** Whether the public sees the draw: false while the season is inactive. */
    season_active: z.boolean(),
    /** Officials emailed that they were taken off a moved or removed game. */
    officials_emailed: z.number(),
  }),
});
export type TDrawPublished = z.infer<typeof ZDrawPublished>['data'];

// ---- Ladder adjustments and scorers ----------------------------------------------------------

/** POST /api/admin/divisions/:id/adjustments: points added to (or taken from) a team's ladder. */
export const ZAdjustmentInput = z.object({
  team_id: id,
  points: whole(-100, 100).check(z.refine((p) => p !== 0, 'An adjustment of 0 points changes nothing')),
  reason: requiredText(200),
});
export type TAdjustmentInput = z.infer<typeof ZAdjustmentInput>;

/** DELETE /api/admin/adjustments/:id: taking one back needs a reason too. */
export const ZAdjustmentRemoval = z.object({ reason: requiredText(200) });

export const ZAdjustment = z.object({
  id: z.number(),
  team_id: z.number(),
  team: z.string(),
  points: z.number(),
  reason: z.nullable(z.string()),
  created_at: z.string(),
  created_by: z.nullable(z.string()),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;
export const ZAdjustmentList = z.object({ data: z.object({ adjustments: z.array(ZAdjustment) }) });
/** GET /api/admin/divisions/:id/ladder: the division's full ladder now, also while its results are hidden. */
export const ZDivisionLadder = z.object({ data: ZStandingsResponse });
export type TDivisionLadder = z.infer<typeof ZDivisionLadder>;
export const ZAdjustmentResponse = z.object({ data: ZAdjustment });

/** PUT /api/admin/games/:id/scorers: the members who may enter the game's result on game day. */
export const ZScorersInput = z.object({ member_ids: z.array(id).check(z.maxLength(10)) });
export const ZScorers = z.object({
  data: z.object({ scorers: z.array(z.object({ member_id: z.number(), name: z.string() })) }),
});

// ---- CSV -------------------------------------------------------------------------------------

/** GET /api/admin/seasons/:id/draw.csv: the published draw, or one division's. */
export const ZDrawCsvQuery = z.object({
  division_id: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, 'This field must be a number')),
      z.transform((s) => Number(s)),
    ),
  ),
});

/** POST /api/admin/seasons/:id/draw/import: a draw as CSV (the export's columns), made a draft. */
export const ZDrawImport = z.object({
  csv: z.string().check(z.minLength(1, 'Choose a CSV file'), z.maxLength(900_000, 'The file is too large')),
});
