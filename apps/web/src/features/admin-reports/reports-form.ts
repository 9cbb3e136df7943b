// The Reports screen's pure rules, tested without a browser: the periods each report opens with
// (this month, this BAS quarter, the last 12 weeks), the period form as typed, and the names
// shown for payment methods and gateways.
import { isoToDmy } from '@courtside/contracts';
import { REPORT_MAX_DAYS } from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import { addDaysIso, weekdayOfIso } from '../../lib/calendar-dates';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** '01/03/2026 to 31/03/2026', or one date. */
export const periodText = ({ from, to }: ReportPeriod) =>
  from === to ? isoToDmy(from) : `${isoToDmy(from)} to ${isoToDmy(to)}`;

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The month of a date (YYYY-MM-DD), first and last day. */
export function monthOf(iso: string): ReportPeriod {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return { from: `${iso.slice(0, 7)}-01`, to: `${iso.slice(0, 7)}-${pad(lastDayOfMonth(year, month))}` };
}

/** The BAS quarter of a date (Jul-Sep, Oct-Dec, Jan-Mar, Apr-Jun), first and last day. */
export function basQuarterOf(iso: string): ReportPeriod {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return {
    from: `${year}-${pad(first)}-01`,
    to: `${year}-${pad(first + 2)}-${pad(lastDayOfMonth(year, first + 2))}`,
  };
}

/** The 12 ISO weeks (Monday to Sunday) ending with the week of a date. */
export function lastTwelveWeeks(iso: string): ReportPeriod {
  const monday = addDaysIso(iso, -((weekdayOfIso(iso) + 6) % 7));
  return { from: addDaysIso(monday, -77), to: addDaysIso(monday, 6) };
}

const dateText = (empty: string) =>
  z.string().check(
    z.refine((t) => t !== '', empty),
    z.refine((t) => t === '' || t !== INVALID_DATE, 'Type the date as dd/mm/yyyy.'),
  );
const whole = (t: string) => /^\d{4}-\d{2}-\d{2}$/.test(t);
const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The period form: both dates, in order, at most REPORT_MAX_DAYS days (the API's limit). */
export const ZReportPeriodForm = z
  .object({ from: dateText('Choose the first date.'), to: dateText('Choose the last date.') })
  .check(
    z.superRefine((r, ctx) => {
      if (!whole(r.from) || !whole(r.to)) return;
      if (r.to < r.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last date cannot be before the first.' });
      else if (daysFromTo(r.from, r.to) > REPORT_MAX_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
        });
    }),
  );

const METHODS: Record<string, string> = {
  card: 'Card',
  eft: 'EFT',
  cash: 'Cash',
  voucher: 'Voucher',
  no_charge: 'No charge',
};
const GATEWAYS: Record<string, string> = {
  stripe: 'Stripe',
  sandbox: 'Sandbox (test)',
  manual: 'Recorded by hand',
};

/** 'Card, Stripe', 'Cash, Recorded by hand'. */
export const methodAndGateway = (method: string, gateway: string) =>
  `${METHODS[method] ?? method}, ${GATEWAYS[gateway] ?? gateway}`;

/** A query string of a report's period or date. */
export const queryOf = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

/** The owing report's date. */
export const ZAsAtForm = z.object({ as_at: dateText('Choose the date.') });
