// Periods of local dates (YYYY-MM-DD, both included) that the console's reports cover: the
// month a date falls in, the last days up to a date, how a period reads, and the period form's
// rules as typed (the date fields hold INVALID_DATE while what is typed is not a whole date).
import { isoToDmy } from '@courtside/contracts';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../form/iso-date';
import { addDaysIso } from '../../lib/calendar-dates';

export interface Period {
  from: string;
  to: string;
}

/** '01/03/2026 to 31/03/2026', or one date. */
export const periodText = ({ from, to }: Period) =>
  from === to ? isoToDmy(from) : `${isoToDmy(from)} to ${isoToDmy(to)}`;

/** The month of a date (YYYY-MM-DD), first and last day: 2028-02-10 -> 2028-02-01 to 2028-02-29. */
export function monthOf(iso: string): Period {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${iso.slice(0, 7)}-01`, to: `${iso.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** The `days` days ending with a date, both included: 30 days to 2026-03-30 -> 2026-03-01 to 2026-03-30. */
export const lastDaysTo = (iso: string, days: number): Period => ({
  from: addDaysIso(iso, 1 - days),
  to: iso,
});

/** A date field of a console form: `empty` when nothing is chosen, a hint when half typed. */
export const dateText = (empty: string) =>
  z.string().check(
    z.refine((t) => t !== '', empty),
    z.refine((t) => t === '' || t !== INVALID_DATE, 'Type the date as dd/mm/yyyy.'),
  );

const whole = (t: string) => /^\d{4}-\d{2}-\d{2}$/.test(t);
const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The period form: both dates, in order, and at most `maxDays` days when the API has a limit. */
export const periodFormSchema = (maxDays?: number) =>
  z.object({ from: dateText('Choose the first date.'), to: dateText('Choose the last date.') }).check(
    z.superRefine((r, ctx) => {
      if (!whole(r.from) || !whole(r.to)) return;
      if (r.to < r.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last date cannot be before the first.' });
      else if (maxDays !== undefined && daysFromTo(r.from, r.to) > maxDays)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${maxDays} days.` });
    }),
  );
