// The Venues area's pure rules: each form of the venue page as typed and the body the API takes
// (a venue's empty address parts are none; a court's, a rate rule's "Any" is null; times typed as
// 9:00; a price in dollars as cents), and a court's weekly hours said in words. Each form checks in
// its own words first (each message under its field), then with the contract.
import {
  ZBookingOptionWrite,
  ZBookingTypeWrite,
  ZCourtHoursWrite,
  ZCourtWrite,
  ZRateRuleWrite,
  ZSportWrite,
  type TAdminCourt,
  type TAdminRateRule,
  type TAdminVenue,
  type TCourtHoursWrite,
  type TCourtWrite,
  type TRateRuleWrite,
  type TVenueWrite,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';
import { timeOfText } from '../../lib/time-of-day';
import { DAY_NAMES, WEEK_ORDER } from './block-rule';
import { endTimeOfText } from './hire-form';
import { formChecks, type Issue } from '../../components/console/form-schema';

export interface VenueForm {
  name: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
}

export const venueFormOf = (venue: TAdminVenue | null): VenueForm => ({
  name: venue?.name ?? '',
  address: venue?.address ?? '',
  suburb: venue?.suburb ?? '',
  postcode: venue?.postcode ?? '',
  state: venue?.state ?? '',
});

const orNull = (text: string) => text.trim() || null;

/** The body of POST /api/admin/venues and PUT /api/admin/venues/:id. */
export const venueWriteOf = (form: VenueForm): TVenueWrite => ({
  name: form.name.trim(),
  address: orNull(form.address),
  suburb: orNull(form.suburb),
  postcode: orNull(form.postcode),
  state: orNull(form.state),
});

/** A court's week in words, Monday first: "Mon 06:00-23:00; Sat 07:00-22:00"; "Not open for hire" when none. */
export function hoursText(hours: TAdminCourt['hours']): string {
  const days = WEEK_ORDER.flatMap((d) => {
    const open = hours
      .filter((h) => h.weekday === d)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((h) => `${h.open}-${h.close}`);
    return open.length ? [`${DAY_NAMES[d]!.slice(0, 3)} ${open.join(', ')}`] : [];
  });
  return days.length ? days.join('; ') : 'Not open for hire';
}

// ---- Form checks -----------------------------------------------------------------------------

/** A form schema: `problems` in the form's words under its fields, then the contract on the body. */
function formSchema<F extends object, B>(
  problems: (form: F, issue: Issue) => void,
  bodyOf: (form: F) => B,
  contract: z.ZodMiniType,
) {
  return z.pipe(
    z.pipe(
      formChecks(problems),
      z.transform((form): unknown => bodyOf(form)),
    ),
    contract,
  );
}

const idOrNull = (text: string) => (text ? Number(text) : null);
const wholeIn = (text: string, min: number, max: number) =>
  /^\s*-?\d{1,5}\s*$/.test(text) && Number(text) >= min && Number(text) <= max;

// ---- Courts ----------------------------------------------------------------------------------

/** A court as typed: ids as a select's values ('' = none, or any). */
export interface CourtForm {
  name: string;
  parent_court_id: string;
  bookable: boolean;
  sort_order: string;
  sport_id: string;
  type_id: string;
  option_id: string;
}

const idText = (id: number | null) => (id === null ? '' : String(id));

export const courtFormOf = (court: TAdminCourt | null): CourtForm => ({
  name: court?.name ?? '',
  parent_court_id: idText(court?.parent_court_id ?? null),
  bookable: court?.bookable ?? true,
  sort_order: court ? String(court.sort_order) : '',
  sport_id: idText(court?.sport_id ?? null),
  type_id: idText(court?.type_id ?? null),
  option_id: idText(court?.option_id ?? null),
});

/** The body of POST /api/admin/venues/:id/courts and PUT /api/admin/courts/:id (no order: the API's). */
export const courtWriteOf = (form: CourtForm): TCourtWrite => ({
  name: form.name.trim(),
  parent_court_id: idOrNull(form.parent_court_id),
  bookable: form.bookable,
  ...(form.sort_order.trim() ? { sort_order: Number(form.sort_order) } : {}),
  sport_id: idOrNull(form.sport_id),
  type_id: idOrNull(form.type_id),
  option_id: idOrNull(form.option_id),
});

export const ZCourtForm = formSchema<CourtForm, TCourtWrite>(
  (form, issue) => {
    if (!form.name.trim()) issue('name', 'Type the court’s name.');
    if (form.sort_order.trim() && !wholeIn(form.sort_order, 0, 10_000))
      issue('sort_order', 'Type a whole number from 0 to 10000, or leave it empty.');
  },
  courtWriteOf,
  ZCourtWrite,
);

export const COURT_FIELDS = [
  'name',
  'parent_court_id',
  'bookable',
  'sort_order',
  'sport_id',
  'type_id',
  'option_id',
] as const;

/** The courts a court may be a half of: full courts of the venue other than itself. */
export const parentChoices = (courts: readonly TAdminCourt[], court: TAdminCourt | null) =>
  courts.filter((c) => c.parent_court_id === null && c.id !== court?.id);

// ---- A court's weekly hours -------------------------------------------------------------------

/** One opening as typed: the weekday's number as a select's value, times as typed. */
export interface OpeningForm {
  weekday: string;
  open: string;
  close: string;
}
export interface HoursForm {
  hours: OpeningForm[];
}

/** A court's week, Monday first and each day in order of opening. */
export const hoursFormOf = (court: Pick<TAdminCourt, 'hours'>): HoursForm => ({
  hours: WEEK_ORDER.flatMap((d) =>
    court.hours
      .filter((h) => h.weekday === d)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((h) => ({ weekday: String(d), open: h.open, close: h.close })),
  ),
});

/** The next row added: the day after the last row's, at its times (Monday 09:00-17:00 first). */
export function nextOpening(rows: readonly OpeningForm[]): OpeningForm {
  const last = rows.at(-1);
  if (!last) return { weekday: '1', open: '09:00', close: '17:00' };
  const at = WEEK_ORDER.indexOf(Number(last.weekday) as (typeof WEEK_ORDER)[number]);
  return { ...last, weekday: String(WEEK_ORDER[(at + 1) % 7]) };
}

/** The body of PUT /api/admin/courts/:id/hours: the whole week. */
export const hoursWriteOf = (form: HoursForm): TCourtHoursWrite => ({
  hours: form.hours.map((h) => ({
    weekday: Number(h.weekday),
    open: timeOfText(h.open) ?? h.open,
    close: endTimeOfText(h.close) ?? h.close,
  })),
});

export const ZHoursForm = formSchema<HoursForm, TCourtHoursWrite>(
  (form, issue) =>
    form.hours.forEach((h, i) => {
      const open = timeOfText(h.open);
      const close = endTimeOfText(h.close);
      if (!open) issue(`hours.${i}.open`, 'Type the opening as a time, such as 06:00.');
      if (!close) issue(`hours.${i}.close`, 'Type the closing as a time, such as 23:00 or 24:00.');
      else if (open && close <= open) issue(`hours.${i}.close`, 'It must close after it opens.');
    }),
  hoursWriteOf,
  ZCourtHoursWrite,
);

/** The API's field names for the rows (hours.0.open, ...): every row's. */
export const hoursFields = (rows: number) =>
  Array.from({ length: rows }, (_, i) => ['weekday', 'open', 'close'].map((f) => `hours.${i}.${f}`)).flat();

// ---- Rate rules --------------------------------------------------------------------------------

/** A rate rule as typed: '' = any sport, type, option or day; the price in dollars. */
export interface RateRuleForm {
  sport_id: string;
  type_id: string;
  option_id: string;
  weekday: string;
  from: string;
  to: string;
  price: string;
  priority: string;
  blocked_message: string;
  active: boolean;
}

export const rateRuleFormOf = (rule: TAdminRateRule | null): RateRuleForm => ({
  sport_id: idText(rule?.sport_id ?? null),
  type_id: idText(rule?.type_id ?? null),
  option_id: idText(rule?.option_id ?? null),
  weekday: idText(rule?.weekday ?? null),
  from: rule?.from ?? '',
  to: rule?.to ?? '',
  price: rule ? dollarsOfCents(rule.price_per_hour_cents) : '',
  priority: String(rule?.priority ?? 0),
  blocked_message: rule?.blocked_message ?? '',
  active: rule?.active ?? true,
});

/** The body of POST /api/admin/venues/:id/rate-rules and PUT /api/admin/rate-rules/:id. */
export const rateRuleWriteOf = (form: RateRuleForm): TRateRuleWrite => ({
  sport_id: idOrNull(form.sport_id),
  type_id: idOrNull(form.type_id),
  option_id: idOrNull(form.option_id),
  weekday: idOrNull(form.weekday),
  from: timeOfText(form.from) ?? form.from,
  to: endTimeOfText(form.to) ?? form.to,
  price_per_hour_cents: centsOfDollars(form.price) ?? -1,
  priority: form.priority.trim() ? Number(form.priority) : 0,
  blocked_message: form.blocked_message.trim() || null,
  active: form.active,
});

export const ZRateRuleForm = formSchema<RateRuleForm, TRateRuleWrite>(
  (form, issue) => {
    const from = timeOfText(form.from);
    const to = endTimeOfText(form.to);
    if (!from) issue('from', 'Type the start as a time, such as 06:00.');
    if (!to) issue('to', 'Type the end as a time, such as 23:00 or 24:00.');
    else if (from && to <= from) issue('to', 'The end must be after the start.');
    if (centsOfDollars(form.price) === null)
      issue('price', 'Type the price per hour in dollars, such as 40.');
    if (form.priority.trim() && !wholeIn(form.priority, -1000, 1000))
      issue('priority', 'Type a whole number from -1000 to 1000.');
  },
  rateRuleWriteOf,
  ZRateRuleWrite,
);

export const RATE_RULE_FIELDS = [
  'sport_id',
  'type_id',
  'option_id',
  'weekday',
  'from',
  'to',
  'price',
  'priority',
  'blocked_message',
  'active',
] as const;
export const RATE_RULE_RENAME = { price_per_hour_cents: 'price' } as const;

/** A rate rule in words for its row's buttons: "Every day 06:00-23:00". */
export const rateRuleText = (rule: Pick<TAdminRateRule, 'weekday' | 'from' | 'to'>) =>
  `${rule.weekday === null ? 'Every day' : DAY_NAMES[rule.weekday]} ${rule.from}-${rule.to}`;

// ---- What hires are booked with: sports, booking types and options ---------------------------

/** Sports are the venue's own; booking types (with a slug) and options are shared by every venue. */
export type CatalogueKind = 'sport' | 'type' | 'option';
export const CATALOGUE_WORDS: Record<CatalogueKind, { one: string; list: string }> = {
  sport: { one: 'sport', list: 'Sports' },
  type: { one: 'booking type', list: 'Booking types' },
  option: { one: 'option', list: 'Options' },
};

export interface CatalogueForm {
  name: string;
  slug: string;
}
export type TCatalogueWrite = { name: string; slug?: string };

export const catalogueFormOf = (item: { name: string; slug?: string } | null): CatalogueForm => ({
  name: item?.name ?? '',
  slug: item?.slug ?? '',
});

/** The body of a sport's, type's or option's POST or PUT: a type's slug too, the others' name only. */
export const catalogueWriteOf = (kind: CatalogueKind, form: CatalogueForm): TCatalogueWrite =>
  kind === 'type' ? { name: form.name.trim(), slug: form.slug.trim() } : { name: form.name.trim() };

export const catalogueSchema = (kind: CatalogueKind) =>
  formSchema<CatalogueForm, TCatalogueWrite>(
    (form, issue) => {
      if (!form.name.trim()) issue('name', `Type the ${CATALOGUE_WORDS[kind].one}’s name.`);
    },
    (form) => catalogueWriteOf(kind, form),
    kind === 'sport' ? ZSportWrite : kind === 'type' ? ZBookingTypeWrite : ZBookingOptionWrite,
  );
