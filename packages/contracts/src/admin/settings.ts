// The association's settings in the console (API /api/admin/settings): the member side's page
// settings, which start from the environment and which an admin overrides (null puts the
// environment's value back), and the competition defaults (points per outcome, tie-break order),
// which admin or competition staff change. A change is in force at once on every app process.
import { z } from 'zod/mini';
import { TIE_BREAKS, ZTieBreak, type TTieBreak } from '../draw/draw.js';
import { isValidAbn } from '../settings/settings.js';

// The public ladder names its tie-breaks too, so they are defined beside it.
export { TIE_BREAKS, ZTieBreak, type TTieBreak };

/** The order used when neither the division nor the association chose one. */
export const DEFAULT_TIE_BREAK_ORDER: readonly TTieBreak[] = ['percentage', 'wins'];

/** What each tie-break compares, for the console's help text. */
export const TIE_BREAK_LABELS: Record<TTieBreak, string> = {
  percentage: 'Percentage (points for x 100 / points against)',
  wins: 'Wins',
  head_to_head: 'Head to head (ladder points in the games between the tied teams)',
  points_difference: 'Points difference (for minus against)',
  points_for: 'Points scored',
};

/** Whether the text names a time zone this server knows (IANA, such as Australia/Perth). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Where a page setting's value comes from: set in the console, or the environment's (first) value. */
export const ZSettingSource = z.enum(['console', 'environment']);

const setting = <T extends z.ZodMiniType>(value: T) =>
  z.object({ value, source: ZSettingSource, environment: value });

export const ZPageSettings = z.object({
  client_name: setting(z.string()),
  time_zone: setting(z.string()),
  /** GST as a fraction of the price before tax (0.1 = 10%). */
  tax_rate: setting(z.number()),
  donations: setting(z.boolean()),
  auto_usernames: setting(z.boolean()),
  min_password_length: setting(z.number()),
  maps_autocomplete: setting(z.boolean()),
  stats_enabled: setting(z.boolean()),
});
export type TPageSettings = z.infer<typeof ZPageSettings>;
export type TPageSettingKey = keyof TPageSettings;

/** Ladder points per outcome (a division may override each). */
export const ZPointsTable = z.object({
  win: z.int(),
  draw: z.int(),
  loss: z.int(),
  bye: z.int(),
  /** For the team whose opponent forfeited or was disqualified. */
  forfeit_win: z.int(),
  forfeit_non_advised: z.int(),
  forfeit_notified: z.int(),
  forfeit_admin: z.int(),
  disqualified: z.int(),
});
export type TPointsTable = z.infer<typeof ZPointsTable>;

export const ZCompetitionDefaults = z.object({
  points: ZPointsTable,
  /** After total points; empty: DEFAULT_TIE_BREAK_ORDER. */
  tie_break_order: z.array(ZTieBreak),
});
export type TCompetitionDefaults = z.infer<typeof ZCompetitionDefaults>;

/** Tax invoices and the bank account printed on invoices (console only: no environment value). */
export const ZTaxSettings = z.object({
  abn: z.nullable(z.string()),
  gst_registered: z.boolean(),
  eft_account_name: z.nullable(z.string()),
  eft_bsb: z.nullable(z.string()),
  eft_account_number: z.nullable(z.string()),
});
export type TTaxSettings = z.infer<typeof ZTaxSettings>;

/** The documents members agree to, linked where they agree (console only: no environment value). */
export const ZDocumentSettings = z.object({
  terms_url: z.nullable(z.string()),
  privacy_url: z.nullable(z.string()),
});
export type TDocumentSettings = z.infer<typeof ZDocumentSettings>;

/**
 * Court hire members cancel or move themselves (console only: no environment value). Up to
 * cancel_hours before a hire starts the member may cancel it with refund_percent of its price back;
 * later only when late_cancel, with nothing back. A move, to a free slot of the same length and
 * price, up to move_hours before it starts.
 */
export const ZHireRules = z.object({
  cancel_hours: z.int(),
  refund_percent: z.int(),
  late_cancel: z.boolean(),
  move_hours: z.int(),
});
export type THireRules = z.infer<typeof ZHireRules>;

/** The association's rule until an admin sets another. */
export const HIRE_RULE_DEFAULTS: THireRules = {
  cancel_hours: 48,
  refund_percent: 100,
  late_cancel: false,
  move_hours: 48,
};

/** GET /api/admin/settings, and the answer of every PUT. */
export const ZAdminSettings = z.object({
  data: z.object({
    page: ZPageSettings,
    competition: ZCompetitionDefaults,
    tax: ZTaxSettings,
    documents: ZDocumentSettings,
    hire: ZHireRules,
    /** When staff last changed a setting; null when none ever was. */
    updated_at: z.nullable(z.string()),
  }),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>['data'];

const reason = z.optional(z.string().check(z.maxLength(500)));

/** PUT /api/admin/settings (admin): the page settings to change; null puts the environment's value back. */
export const ZPageSettingsUpdate = z.object({
  client_name: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Enter the association’s name.'),
          z.maxLength(120, 'At most 120 characters.'),
        ),
    ),
  ),
  time_zone: z.optional(
    z.nullable(
      z
        .string()
        .check(z.maxLength(64), z.refine(isTimeZone, 'Enter an IANA time zone such as Australia/Sydney.')),
    ),
  ),
  tax_rate: z.optional(
    z.nullable(
      z.number().check(
        z.minimum(0, 'The tax rate is a fraction from 0 to 1 (0.1 = 10%).'),
        z.maximum(1, 'The tax rate is a fraction from 0 to 1 (0.1 = 10%).'),
        z.refine(
          (v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6,
          'At most four decimal places (0.1 = 10%).',
        ),
      ),
    ),
  ),
  donations: z.optional(z.nullable(z.boolean())),
  auto_usernames: z.optional(z.nullable(z.boolean())),
  min_password_length: z.optional(
    z.nullable(
      z.int().check(z.minimum(6, 'At least 6 characters.'), z.maximum(128, 'At most 128 characters.')),
    ),
  ),
  maps_autocomplete: z.optional(z.nullable(z.boolean())),
  stats_enabled: z.optional(z.nullable(z.boolean())),
  reason,
});
export type TPageSettingsUpdate = z.infer<typeof ZPageSettingsUpdate>;

const points = z.optional(
  z.int('Points are whole numbers.').check(z.minimum(-99, 'From -99.'), z.maximum(99, 'Up to 99.')),
);

/** PUT /api/admin/settings/competition (admin or competition): points to change and the tie-break order. */
export const ZCompetitionDefaultsUpdate = z.object({
  points: z.optional(
    z.object({
      win: points,
      draw: points,
      loss: points,
      bye: points,
      forfeit_win: points,
      forfeit_non_advised: points,
      forfeit_notified: points,
      forfeit_admin: points,
      disqualified: points,
    }),
  ),
  /** Each tie-break at most once; empty: the default order (percentage, wins). */
  tie_break_order: z.optional(
    z.array(ZTieBreak).check(
      z.maxLength(TIE_BREAKS.length),
      z.refine((order) => new Set(order).size === order.length, 'Name each tie-break at most once.'),
    ),
  ),
  reason,
});
export type TCompetitionDefaultsUpdate = z.infer<typeof ZCompetitionDefaultsUpdate>;

/** Digits only: an ABN, BSB or account number may be typed with spaces or dashes. */
const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);
const cleared = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const ABN_MESSAGE = 'Enter the 11-digit ABN exactly as the ABN Lookup shows it.';

/** PUT /api/admin/settings/tax (admin): the fields to change; null or '' clears one. */
export const ZTaxSettingsUpdate = z.object({
  abn: z.optional(
    z.pipe(
      z.transform((v: unknown) => digits(cleared(v))),
      z.nullable(z.string().check(z.refine(isValidAbn, ABN_MESSAGE))),
    ),
  ),
  gst_registered: z.optional(z.boolean()),
  eft_account_name: z.optional(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? (cleared(v) === null ? null : v.trim()) : v)),
      z.nullable(z.string().check(z.maxLength(100, 'At most 100 characters.'))),
    ),
  ),
  eft_bsb: z.optional(
    z.pipe(
      z.transform((v: unknown) => digits(cleared(v))),
      z.nullable(z.string().check(z.regex(/^\d{6}$/, 'A BSB is 6 digits.'))),
    ),
  ),
  eft_account_number: z.optional(
    z.pipe(
      z.transform((v: unknown) => digits(cleared(v))),
      z.nullable(z.string().check(z.regex(/^\d{5,10}$/, 'An account number is 5 to 10 digits.'))),
    ),
  ),
  reason,
});
export type TTaxSettingsUpdate = z.infer<typeof ZTaxSettingsUpdate>;

export const TERMS_URL_MESSAGE = 'Enter the full address of the page, starting with https://';

/** A document's address: https, trimmed; null or '' clears it. */
const documentUrl = z.optional(
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v)),
    z.nullable(
      z.string().check(
        z.maxLength(500, 'At most 500 characters.'),
        z.refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), TERMS_URL_MESSAGE),
      ),
    ),
  ),
);

/**
 * PUT /api/admin/settings/documents (admin): the addresses of the terms and conditions and the
 * privacy policy (only those given change; null or '' clears one).
 */
export const ZDocumentSettingsUpdate = z.object({
  terms_url: documentUrl,
  privacy_url: documentUrl,
  reason,
});
export type TDocumentSettingsUpdate = z.infer<typeof ZDocumentSettingsUpdate>;

/** Hours before a hire starts: whole hours, up to a year. */
const hireHours = z.optional(
  z
    .int('Enter whole hours.')
    .check(z.minimum(0, 'Enter 0 hours or more.'), z.maximum(8760, 'At most 8760 hours (a year).')),
);

/** PUT /api/admin/settings/hire (admin): the court hire rule's fields to change (only those given). */
export const ZHireRulesUpdate = z.object({
  cancel_hours: hireHours,
  refund_percent: z.optional(
    z
      .int('Enter a whole percentage.')
      .check(z.minimum(0, 'Enter 0 to 100 %.'), z.maximum(100, 'Enter 0 to 100 %.')),
  ),
  late_cancel: z.optional(z.boolean()),
  move_hours: hireHours,
  reason,
});
export type THireRulesUpdate = z.infer<typeof ZHireRulesUpdate>;
