// The Officials screen's pure rules, tested without a browser: the roster type and grant forms
// as typed and what the API takes (money typed in dollars, sent in cents), and the game times
// offered as weekday chips. The payments period is components/console/periods'.
import { WEEKDAY_NAMES } from '@courtside/contracts';
import {
  ZRosterTypeChange,
  ZRosterTypeCreate,
  type TOfficialsSeason,
  type TRosterTypeChange,
  type TRosterTypeCreate,
  type TWeekdayTime,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { formOf } from '../../components/console/form-schema';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';

// ---- Money ---------------------------------------------------------------------------------

/** The most a roster type may pay per game (the contract's limit), in cents. */
const MAX_RATE_CENTS = 10_000_000;

// ---- Roster types --------------------------------------------------------------------------

/** The roster type dialog as typed: numbers and the rate as text. */
export interface RosterTypeForm {
  name: string;
  per_game: string;
  /** Dollars. */
  rate: string;
}

export const rosterTypeFormOf = (type?: {
  name: string;
  per_game: number;
  rate_cents: number;
}): RosterTypeForm =>
  type
    ? { name: type.name, per_game: String(type.per_game), rate: dollarsOfCents(type.rate_cents) }
    : { name: '', per_game: '1', rate: '' };

const perGameOf = (text: string) => (/^\s*\d{1,2}\s*$/.test(text) ? Number(text) : Number.NaN);

export const rosterTypeCreateOf = (form: RosterTypeForm): TRosterTypeCreate => ({
  name: form.name.trim(),
  per_game: perGameOf(form.per_game),
  rate_cents: centsOfDollars(form.rate) ?? 0,
});

export const rosterTypeChangeOf = (form: RosterTypeForm): TRosterTypeChange => ({
  per_game: perGameOf(form.per_game),
  rate_cents: centsOfDollars(form.rate) ?? 0,
});

/** Per game and rate in the form's own words (the contract's would say "expected number"). */
const numbersChecked = formOf<RosterTypeForm>(
  z.looseObject({
    per_game: z.string().check(
      z.refine((t) => {
        const n = perGameOf(t);
        return n >= 1 && n <= 10;
      }, 'A game needs 1 to 10 of this type.'),
    ),
    rate: z.string().check(
      z.refine((t) => {
        const cents = centsOfDollars(t);
        return cents !== null && cents <= MAX_RATE_CENTS;
      }, 'Enter the rate in dollars, such as 25 or 25.50 (at most 100000).'),
    ),
  }),
);

/** A new roster type: the form's wording, then the contract (which words the name's rules). */
export const ZRosterTypeCreateForm = z.pipe(
  z.pipe(
    numbersChecked,
    z.transform((form) => rosterTypeCreateOf(form)),
  ),
  ZRosterTypeCreate,
);

/** A change of per game and rate (the name stays). */
export const ZRosterTypeChangeForm = z.pipe(
  z.pipe(
    numbersChecked,
    z.transform((form) => rosterTypeChangeOf(form)),
  ),
  ZRosterTypeChange,
);

// ---- Granting roster types ------------------------------------------------------------------

export interface GrantForm {
  /** The member's number as text (typed, or picked by a search). */
  member_id: string;
  roster_types: string[];
}

/** Adding an official: a member and at least one type (none would take the flag away). */
export const ZAddOfficialForm = z.object({
  member_id: z.string().check(z.regex(/^\s*\d{1,9}\s*$/, 'Choose the member (or type their member id).')),
  roster_types: z.array(z.string()).check(z.minLength(1, 'Tick at least one roster type.')),
});

/** Changing an official's types: any set, none included. */
export const ZChangeOfficialForm = z.object({
  member_id: z.string(),
  roster_types: z.array(z.string()),
});

/** What the server did: 'Ann Able holds referee, scorer.' */
export function grantedText(official: { firstname: string; lastname: string; roster_types: string[] }) {
  const name = `${official.firstname} ${official.lastname}`.trim();
  return official.roster_types.length === 0
    ? `${name} holds no roster type and is no longer an official.`
    : `${name} holds ${official.roster_types.join(', ')}.`;
}

// ---- Seasons and game times offered ----------------------------------------------------------

/** The season the times open on: the first active one, else the first. */
export const defaultSeasonId = (seasons: readonly TOfficialsSeason[]): number | undefined =>
  (seasons.find((s) => s.active) ?? seasons[0])?.id;

/** Sunday ... Saturday with the contracts' numbers, 0 to 6. */
export const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, day) => ({ value: String(day), text: name }));

/** A time offered as its chip reads: 'Sat 09:00'. */
export const weekdayTimeText = (t: TWeekdayTime) =>
  `${(WEEKDAY_NAMES[t.day] ?? `Day ${t.day}`).slice(0, 3)} ${t.time}`;

const byDayTime = (a: TWeekdayTime, b: TWeekdayTime) => a.day - b.day || a.time.localeCompare(b.time);

/** The times in weekday then time order, each once. */
export function sortedTimes(times: readonly TWeekdayTime[]): TWeekdayTime[] {
  const once = new Map(times.map((t) => [`${t.day}|${t.time}`, { day: t.day, time: t.time }]));
  return [...once.values()].sort(byDayTime);
}

/** The times grouped by weekday (Sunday first), each day's in time order; days without none left out. */
export function timesByWeekday(
  times: readonly TWeekdayTime[],
): { day: number; name: string; times: TWeekdayTime[] }[] {
  const days = new Map<number, TWeekdayTime[]>();
  for (const t of sortedTimes(times)) days.set(t.day, [...(days.get(t.day) ?? []), t]);
  return [...days].map(([day, list]) => ({ day, name: WEEKDAY_NAMES[day] ?? `Day ${day}`, times: list }));
}

export const hasTime = (times: readonly TWeekdayTime[], t: TWeekdayTime) =>
  times.some((x) => x.day === t.day && x.time === t.time);

export const withTime = (times: readonly TWeekdayTime[], t: TWeekdayTime) => sortedTimes([...times, t]);

export const withoutTime = (times: readonly TWeekdayTime[], t: TWeekdayTime) =>
  times.filter((x) => !(x.day === t.day && x.time === t.time));

/** Whether two sets hold the same times, whatever their order. */
export const sameTimes = (a: readonly TWeekdayTime[], b: readonly TWeekdayTime[]) => {
  const x = sortedTimes(a);
  const y = sortedTimes(b);
  return x.length === y.length && x.every((t, i) => t.day === y[i]!.day && t.time === y[i]!.time);
};
