// The settings forms' values and what they send. Fields are text while typed; a page setting
// marked "use environment value" is sent as null; only what changed is sent, so the audit log
// names the settings staff actually changed.
import {
  ZCompetitionDefaultsUpdate,
  ZPageSettingsUpdate,
  type TCompetitionDefaults,
  type TCompetitionDefaultsUpdate,
  type TPageSettingKey,
  type TPageSettings,
  type TPageSettingsUpdate,
  type TPointsTable,
  type TTieBreak,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { formOf } from '../../components/console/form-schema';

export const TEXT_SETTINGS = ['client_name', 'time_zone', 'tax_rate', 'min_password_length'] as const;
export const SWITCH_SETTINGS = ['donations', 'auto_usernames', 'maps_autocomplete', 'stats_enabled'] as const;
export const PAGE_SETTING_KEYS: readonly TPageSettingKey[] = [...TEXT_SETTINGS, ...SWITCH_SETTINGS];

export type PageSettingsForm = Record<(typeof TEXT_SETTINGS)[number], string> &
  Record<(typeof SWITCH_SETTINGS)[number], boolean> & {
    /** Settings to give back to the environment on save. */
    use_environment: Record<TPageSettingKey, boolean>;
    reason: string;
  };

const isSwitch = (key: TPageSettingKey): key is (typeof SWITCH_SETTINGS)[number] =>
  (SWITCH_SETTINGS as readonly string[]).includes(key);

/** The form as the settings are now. */
export function pageSettingsFormOf(page: TPageSettings): PageSettingsForm {
  return {
    client_name: page.client_name.value,
    time_zone: page.time_zone.value,
    tax_rate: String(page.tax_rate.value),
    min_password_length: String(page.min_password_length.value),
    donations: page.donations.value,
    auto_usernames: page.auto_usernames.value,
    maps_autocomplete: page.maps_autocomplete.value,
    stats_enabled: page.stats_enabled.value,
    use_environment: Object.fromEntries(PAGE_SETTING_KEYS.map((k) => [k, false])) as Record<
      TPageSettingKey,
      boolean
    >,
    reason: '',
  };
}

/** Every setting as the form says (numbers read from their text; null to use the environment's). */
function wholeUpdateOf(form: PageSettingsForm): TPageSettingsUpdate {
  const valueOf = (key: TPageSettingKey) => {
    if (form.use_environment[key]) return null;
    if (isSwitch(key)) return form[key];
    if (key === 'tax_rate' || key === 'min_password_length') return Number(form[key].trim());
    return form[key];
  };
  const update = Object.fromEntries(PAGE_SETTING_KEYS.map((k) => [k, valueOf(k)])) as TPageSettingsUpdate;
  return { ...update, ...(form.reason.trim() && { reason: form.reason.trim() }) };
}

/** The form checked with the contract, after its number fields are checked as text. */
export const ZPageSettingsForm = z.pipe(
  z.pipe(
    formOf<PageSettingsForm>(
      z.looseObject({
        tax_rate: z
          .string()
          .check(
            z.regex(/^\s*(\d+(\.\d*)?|\.\d+)\s*$/, 'Enter the tax rate as a fraction, such as 0.1 for 10%.'),
          ),
        min_password_length: z.string().check(z.regex(/^\s*\d+\s*$/, 'Enter a whole number of characters.')),
      }),
    ),
    z.transform((form) => wholeUpdateOf(form)),
  ),
  ZPageSettingsUpdate,
);

/**
 * What to send: the settings whose value or source the form changes. A setting given back to
 * the environment while it already follows it is left out, and so is a value left as it is.
 */
export function pageSettingsChanges(current: TPageSettings, form: PageSettingsForm): TPageSettingsUpdate {
  const whole = wholeUpdateOf(form);
  const changes: Record<string, unknown> = {};
  for (const key of PAGE_SETTING_KEYS) {
    const next = whole[key];
    const now = current[key];
    if (next === null ? now.source === 'console' : next !== now.value) changes[key] = next;
  }
  return { ...(changes as TPageSettingsUpdate), ...(whole.reason && { reason: whole.reason }) };
}

/** Whether pageSettingsChanges has anything to change. */
export const hasChanges = (update: object) => Object.keys(update).some((k) => k !== 'reason');

// ---- Competition defaults ------------------------------------------------------------------

export const OUTCOMES = [
  ['win', 'Win'],
  ['draw', 'Draw'],
  ['loss', 'Loss'],
  ['bye', 'Bye'],
  ['forfeit_win', 'Win by forfeit (opponent forfeited or disqualified)'],
  ['forfeit_non_advised', 'Forfeit, not advised'],
  ['forfeit_notified', 'Forfeit, notified'],
  ['forfeit_admin', 'Forfeit by the association'],
  ['disqualified', 'Disqualified'],
] as const satisfies readonly (readonly [keyof TPointsTable, string])[];

export interface CompetitionForm {
  points: Record<keyof TPointsTable, string>;
  tie_break_order: TTieBreak[];
  reason: string;
}

export const competitionFormOf = (defaults: TCompetitionDefaults): CompetitionForm => ({
  points: Object.fromEntries(OUTCOMES.map(([k]) => [k, String(defaults.points[k])])) as Record<
    keyof TPointsTable,
    string
  >,
  tie_break_order: [...defaults.tie_break_order],
  reason: '',
});

/** Points are whole numbers; a text that is not one is sent as a fraction the contract refuses. */
const pointsOf = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text.trim()) : 0.5);

export const competitionUpdateOf = (form: CompetitionForm): TCompetitionDefaultsUpdate => ({
  points: Object.fromEntries(OUTCOMES.map(([k]) => [k, pointsOf(form.points[k])])),
  tie_break_order: form.tie_break_order,
  ...(form.reason.trim() && { reason: form.reason.trim() }),
});

export const ZCompetitionForm = z.pipe(
  z.transform((form) => competitionUpdateOf(form as CompetitionForm)),
  ZCompetitionDefaultsUpdate,
);
