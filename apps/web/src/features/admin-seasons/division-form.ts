// The division dialog's values and what it sends. Numbers are typed as text (blank: no
// limit, or the association's default); the nomination price is typed in dollars and sent
// in cents, as every amount is.
import {
  POINTS_FIELDS,
  ZDivisionCreate,
  type TActiveStatus,
  type TDivision,
  type TDivisionCreate,
  type TFinalsFormat,
  type TPointsField,
  type TTieBreak,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';

/** '12', '12.5' or '12.50' dollars as cents; null for anything else (blank, '12.345', '-1'). */
export function centsOfDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the dollars the price field shows: 1250 -> '12.50', 2000 -> '20.00'. */
export const dollarsOfCents = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export type DivisionForm = {
  group_id: string;
  name: string;
  note: string;
  status: TActiveStatus;
  show_results: boolean;
  min_players: string;
  max_players: string;
  skip_min_players: boolean;
  capacity: string;
  waitlist: boolean;
  /** Dollars, GST inclusive. */
  nomination_price: string;
  finals_qual_percent: string;
  finals_format: TFinalsFormat;
  tie_break_order: TTieBreak[];
} & Record<TPointsField, string>;

const text = (n: number | null) => (n === null ? '' : String(n));

export function divisionFormOf(division: TDivision | null): DivisionForm {
  const points = Object.fromEntries(
    POINTS_FIELDS.map((f) => [f, division ? text(division[f]) : '']),
  ) as Record<TPointsField, string>;
  if (!division)
    return {
      group_id: '',
      name: '',
      note: '',
      status: 'active',
      show_results: true,
      min_players: '',
      max_players: '',
      skip_min_players: false,
      capacity: '',
      waitlist: false,
      nomination_price: '0.00',
      finals_qual_percent: '',
      finals_format: 'none',
      tie_break_order: [],
      ...points,
    };
  return {
    group_id: String(division.group_id),
    name: division.name,
    note: division.note ?? '',
    status: division.status,
    show_results: division.show_results,
    min_players: text(division.min_players),
    max_players: text(division.max_players),
    skip_min_players: division.skip_min_players,
    capacity: text(division.capacity),
    waitlist: division.waitlist,
    nomination_price: dollarsOfCents(division.nomination_price_cents),
    finals_qual_percent: text(division.finals_qual_percent),
    finals_format: division.finals_format,
    tie_break_order: [...division.tie_break_order],
    ...points,
  };
}

/** Blank: null; a whole number: the number; anything else a fraction the contract refuses. */
const wholeOrNull = (value: string) => {
  const t = value.trim();
  if (t === '') return null;
  return /^-?\d+$/.test(t) ? Number(t) : 0.5;
};

/** Every setting of the division, as the API takes them. */
export function divisionPayloadOf(form: DivisionForm): TDivisionCreate {
  const points = Object.fromEntries(POINTS_FIELDS.map((f) => [f, wholeOrNull(form[f])]));
  return {
    group_id: Number(form.group_id),
    name: form.name.trim(),
    note: form.note.trim() === '' ? null : form.note.trim(),
    status: form.status,
    show_results: form.show_results,
    min_players: wholeOrNull(form.min_players),
    max_players: wholeOrNull(form.max_players),
    skip_min_players: form.skip_min_players,
    capacity: wholeOrNull(form.capacity),
    waitlist: form.waitlist,
    nomination_price_cents: centsOfDollars(form.nomination_price) ?? 0,
    finals_qual_percent: wholeOrNull(form.finals_qual_percent),
    finals_format: form.finals_format,
    tie_break_order: form.tie_break_order,
    ...points,
  };
}

/** The dialog's values: the group and price checked as typed, then the contract's rules. */
export const ZDivisionForm = z.pipe(
  z.pipe(
    z.looseObject({
      group_id: z.string().check(z.regex(/^\d+$/, 'Choose the division group.')),
      nomination_price: z
        .string()
        .check(
          z.refine((t) => centsOfDollars(t) !== null, 'Enter the price in dollars, such as 450 or 450.00.'),
        ),
    }),
    z.transform((form): z.input<typeof ZDivisionCreate> =>
      divisionPayloadOf(form as unknown as DivisionForm),
    ),
  ),
  ZDivisionCreate,
);
