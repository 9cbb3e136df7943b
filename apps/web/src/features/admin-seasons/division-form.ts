// The division dialog's values and what it sends. Numbers are typed as text (blank: no
// limit, or the association's default); the nomination price is typed in dollars and sent
// in cents, as every amount is. The draw's settings: how many times teams meet (once, twice or
// a number of rounds), the double-point rounds typed as a comma list, weekdays and preferred
// venues ticked, and whether games get duty teams.
import {
  POINTS_FIELDS,
  ZDivisionCreate,
  type TActiveStatus,
  type TDivision,
  type TDrawRounds,
  type TDivisionCreate,
  type TFinalsFormat,
  type TPointsField,
  type TTieBreak,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';
import { formOf } from '../../components/console/form-schema';

/** Round numbers typed as a list ('5, 10 14'); null when any is not a round from 1 to 200. */
export function roundsOfText(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (!parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) >= 1 && Number(p) <= 200)) return null;
  return parts.map(Number);
}

export type DivisionForm = {
  group_id: string;
  name: string;
  note: string;
  status: TActiveStatus;
  show_results: boolean;
  min_players: string;
  max_players: string;
  skip_min_players: boolean;
  /** '' (any gender), 'male' or 'female'. */
  players_gender: '' | 'male' | 'female';
  min_age: string;
  max_age: string;
  capacity: string;
  waitlist: boolean;
  /** Dollars, GST inclusive. */
  nomination_price: string;
  finals_qual_percent: string;
  finals_format: TFinalsFormat;
  tie_break_order: TTieBreak[];
  draw_rounds: TDrawRounds;
  /** Only read when draw_rounds is 'count'. */
  draw_round_count: string;
  /** Round numbers separated by commas. */
  double_rounds: string;
  /** 0 = Sunday ... 6 = Saturday; none: any weekday the season has time slots on. */
  play_weekdays: number[];
  preferred_venue_ids: number[];
  duty_teams: boolean;
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
      players_gender: '',
      min_age: '',
      max_age: '',
      capacity: '',
      waitlist: false,
      nomination_price: '0.00',
      finals_qual_percent: '',
      finals_format: 'none',
      tie_break_order: [],
      draw_rounds: 'once',
      draw_round_count: '',
      double_rounds: '',
      play_weekdays: [],
      preferred_venue_ids: [],
      duty_teams: false,
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
    players_gender: division.players_gender ?? '',
    min_age: text(division.min_age),
    max_age: text(division.max_age),
    capacity: text(division.capacity),
    waitlist: division.waitlist,
    nomination_price: dollarsOfCents(division.nomination_price_cents),
    finals_qual_percent: text(division.finals_qual_percent),
    finals_format: division.finals_format,
    tie_break_order: [...division.tie_break_order],
    draw_rounds: division.draw_rounds,
    draw_round_count: text(division.draw_round_count),
    double_rounds: division.double_rounds.join(', '),
    play_weekdays: [...division.play_weekdays],
    preferred_venue_ids: [...division.preferred_venue_ids],
    duty_teams: division.duty_teams,
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
    players_gender: form.players_gender === '' ? null : form.players_gender,
    min_age: wholeOrNull(form.min_age),
    max_age: wholeOrNull(form.max_age),
    capacity: wholeOrNull(form.capacity),
    waitlist: form.waitlist,
    nomination_price_cents: centsOfDollars(form.nomination_price) ?? 0,
    finals_qual_percent: wholeOrNull(form.finals_qual_percent),
    finals_format: form.finals_format,
    tie_break_order: form.tie_break_order,
    draw_rounds: form.draw_rounds,
    draw_round_count: form.draw_rounds === 'count' ? wholeOrNull(form.draw_round_count) : null,
    double_rounds: roundsOfText(form.double_rounds) ?? [],
    play_weekdays: form.play_weekdays,
    preferred_venue_ids: form.preferred_venue_ids,
    duty_teams: form.duty_teams,
    ...points,
  };
}

/** The dialog's values: the group, price and draw rounds checked as typed, then the contract's rules. */
export const ZDivisionForm = z.pipe(
  z.pipe(
    formOf<DivisionForm>(
      z
        .looseObject({
          group_id: z.string().check(z.regex(/^\d+$/, 'Choose the division group.')),
          nomination_price: z
            .string()
            .check(
              z.refine(
                (t) => centsOfDollars(t) !== null,
                'Enter the price in dollars, such as 450 or 450.00.',
              ),
            ),
          double_rounds: z
            .string()
            .check(
              z.refine(
                (t) => roundsOfText(t) !== null,
                'Type round numbers from 1 to 200, separated by commas, such as 5, 10.',
              ),
            ),
          draw_rounds: z.string(),
          draw_round_count: z.string(),
        })
        .check(
          z.superRefine((form, ctx) => {
            if (form.draw_rounds === 'count' && form.draw_round_count.trim() === '')
              ctx.addIssue({
                code: 'custom',
                path: ['draw_round_count'],
                message: 'Say how many rounds, such as 14.',
              });
          }),
        ),
    ),
    z.transform((form): z.input<typeof ZDivisionCreate> => divisionPayloadOf(form)),
  ),
  ZDivisionCreate,
);
