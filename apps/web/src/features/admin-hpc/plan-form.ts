// The HPC plan editor's pure rules, tested without a browser: the form as typed (the price in
// dollars, dates from pickers, excluded dates typed as dd/mm/yyyy) and the body the API takes
// (cents, YYYY-MM-DD), checked in the form's own words first, then with the contract; and how a
// plan reads in the list.
import { type BILLING_CYCLES, formatDollars, isoToDmy } from '@courtside/contracts';
import { ZPlanWrite, type TAdminPlan, type TPlanWrite } from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';
import { datesOfText } from './class-form';
import { formValues } from '../../components/console/form-schema';

type Cycle = (typeof BILLING_CYCLES)[number];

export const plansPath = '/admin/hpc/plans';
export const planPath = (id: number) => `/admin/hpc/plans/${id}`;

export const CYCLE_TEXT: Record<Cycle, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** '$120.00 monthly'. */
export const priceText = (p: Pick<TAdminPlan, 'price_cents' | 'billing_cycle'>) =>
  `${formatDollars(p.price_cents)} ${CYCLE_TEXT[p.billing_cycle].toLowerCase()}`;

/** How long a subscription lasts: its own dates, a number of days, or until cancelled. */
export function termText(
  p: Pick<TAdminPlan, 'sliding_date' | 'start_date' | 'end_date' | 'expiry_period_days'>,
) {
  if (p.sliding_date && p.start_date && p.end_date)
    return `From ${isoToDmy(p.start_date)} to ${isoToDmy(p.end_date)}`;
  if (p.expiry_period_days !== null) return `${p.expiry_period_days} days from subscribing`;
  return 'Until cancelled';
}

/** The plan editor as typed. */
export interface PlanForm {
  name: string;
  description: string;
  /** Dollars. */
  price: string;
  billing_cycle: Cycle;
  auto_renewal: boolean;
  sliding_date: boolean;
  /** YYYY-MM-DD, '' for none. */
  start_date: string;
  end_date: string;
  /** Days, '' for none (until cancelled). */
  expiry_period_days: string;
  /** dd/mm/yyyy, separated by commas. */
  excluded_dates: string;
  minimum_term_months: string;
  notice_period_days: string;
  /** The class names its subscribers may book, separated by commas; '' for every class. */
  class_names: string;
}

export const planFormOf = (p: TAdminPlan | null): PlanForm =>
  p
    ? {
        name: p.name,
        description: p.description,
        price: dollarsOfCents(p.price_cents),
        billing_cycle: p.billing_cycle,
        auto_renewal: p.auto_renewal,
        sliding_date: p.sliding_date,
        start_date: p.start_date ?? '',
        end_date: p.end_date ?? '',
        expiry_period_days: p.expiry_period_days === null ? '' : String(p.expiry_period_days),
        excluded_dates: p.excluded_dates.map((d) => isoToDmy(d)).join(', '),
        minimum_term_months: String(p.minimum_term_months),
        notice_period_days: String(p.notice_period_days),
        class_names: p.class_names.join(', '),
      }
    : {
        name: '',
        description: '',
        price: '',
        billing_cycle: 'monthly',
        auto_renewal: true,
        sliding_date: false,
        start_date: '',
        end_date: '',
        expiry_period_days: '',
        excluded_dates: '',
        minimum_term_months: '0',
        notice_period_days: '0',
        class_names: '',
      };

const wholeOf = (text: string) => (/^\s*\d{1,7}\s*$/.test(text) ? Number(text) : null);

/** The body of POST /api/admin/hpc/plans and PUT /api/admin/hpc/plans/:id. */
export const planWriteOf = (form: PlanForm): TPlanWrite => ({
  name: form.name.trim(),
  description: form.description.trim(),
  price_cents: centsOfDollars(form.price) ?? -1,
  billing_cycle: form.billing_cycle,
  auto_renewal: form.auto_renewal,
  sliding_date: form.sliding_date,
  start_date: form.start_date || null,
  end_date: form.end_date || null,
  expiry_period_days:
    form.sliding_date || form.expiry_period_days.trim() === '' ? null : wholeOf(form.expiry_period_days),
  excluded_dates: datesOfText(form.excluded_dates) ?? [],
  minimum_term_months: wholeOf(form.minimum_term_months) ?? -1,
  notice_period_days: wholeOf(form.notice_period_days) ?? -1,
  class_names: form.class_names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean),
});

export const ZPlanForm = z.pipe(
  z.pipe(
    formValues<PlanForm>().check(
      z.superRefine((form, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (!form.name.trim()) issue('name', 'Type the name of the plan.');
        if (centsOfDollars(form.price) === null)
          issue('price', 'Type the price in dollars, such as 120 or 120.50.');
        for (const field of ['start_date', 'end_date'] as const)
          if (form[field] === INVALID_DATE) issue(field, 'Type the date as dd/mm/yyyy, or leave it empty.');
        const days = form.expiry_period_days.trim();
        if (
          !form.sliding_date &&
          days !== '' &&
          (wholeOf(days) === null || Number(days) < 1 || Number(days) > 3660)
        )
          issue('expiry_period_days', 'A number of days from 1 to 3660, or leave it empty.');
        if (datesOfText(form.excluded_dates) === null)
          issue('excluded_dates', 'Type each date as dd/mm/yyyy, separated by commas.');
        const months = wholeOf(form.minimum_term_months);
        if (months === null || months > 36) issue('minimum_term_months', 'A number of months from 0 to 36.');
        const notice = wholeOf(form.notice_period_days);
        if (notice === null || notice > 365) issue('notice_period_days', 'A number of days from 0 to 365.');
      }),
    ),
    z.transform((form): z.input<typeof ZPlanWrite> => planWriteOf(form)),
  ),
  ZPlanWrite,
);

/** The form's fields for the API's field errors, and the API's names of those it names differently. */
export const PLAN_FIELDS = [
  'name',
  'description',
  'price',
  'billing_cycle',
  'start_date',
  'end_date',
  'expiry_period_days',
  'excluded_dates',
  'minimum_term_months',
  'notice_period_days',
  'class_names',
] as const;
export const PLAN_RENAME = { price_cents: 'price' };

/** What withdrawing or restoring will do. */
export const activeWillText = (p: Pick<TAdminPlan, 'name' | 'active' | 'active_subscriptions'>) =>
  p.active
    ? `Members no longer see ${p.name} on the Plans screen. Its ${p.active_subscriptions} active subscriptions carry on.`
    : `Members see ${p.name} on the Plans screen again and can subscribe.`;
