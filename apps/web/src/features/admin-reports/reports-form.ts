// The Reports screen's pure rules, tested without a browser: the periods each report opens with
// (this month, from components/console/periods, this BAS quarter and the last 12 weeks), the owing report's
// date, and the names shown for payment methods and gateways.
import { z } from 'zod/mini';
import { addDaysIso, weekdayOfIso } from '../../lib/calendar-dates';
import { dateText, monthOf, type Period } from '../../components/console/periods';

/** The BAS quarter of a date (Jul-Sep, Oct-Dec, Jan-Mar, Apr-Jun), first and last day. */
export function basQuarterOf(iso: string): Period {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const monthStart = (m: number) => `${year}-${String(m).padStart(2, '0')}-01`;
  return { from: monthStart(first), to: monthOf(monthStart(first + 2)).to };
}

/** The 12 ISO weeks (Monday to Sunday) ending with the week of a date. */
export function lastTwelveWeeks(iso: string): Period {
  const monday = addDaysIso(iso, -((weekdayOfIso(iso) + 6) % 7));
  return { from: addDaysIso(monday, -77), to: addDaysIso(monday, 6) };
}

const METHODS: Record<string, string> = {
  card: 'Card',
  eft: 'EFT',
  cash: 'Cash',
  cheque: 'Cheque',
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

/** The owing report's date. */
export const ZAsAtForm = z.object({ as_at: dateText('Choose the date.') });
