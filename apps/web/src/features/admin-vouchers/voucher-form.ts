// The Vouchers area's pure rules, tested without a browser: the list's address (part of the
// number, the kind and the status live in the query string, so a search can be linked to), what
// a voucher's value reads as (dollars, or a percentage), the new voucher form as typed (dollars or
// a percentage) and the body the API takes (cents or basis points), the last day's change, and the
// sentences saying what withdrawing, restoring and a new last day do. Each form checks in its own
// words first (each message under its field), then with the contract.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import {
  VOUCHER_KINDS,
  VOUCHER_STATUSES,
  ZVoucherChange,
  ZVoucherCreate,
  type TAdminVoucher,
  type TAkvClaim,
  type TVoucherChange,
  type TVoucherCreate,
  type TVoucherSearchQuery,
  type TVoucherStatus,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { INVALID_DATE } from '../../components/form/iso-date';
import type { BillableChoice } from '../../components/console/billable-field';
import { centsOfDollars } from '../../lib/money';
import { formValues, issuesOf } from '../../components/console/form-schema';

type Kind = TAdminVoucher['kind'];
type Method = TAdminVoucher['method'];

// ---- The list's address ---------------------------------------------------------------------

export interface VoucherSearch {
  /** Part of the number. */
  q: string;
  kind: Kind | '';
  status: TVoucherStatus | '';
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The search of the address; anything unknown is left out. */
export function searchOf(params: URLSearchParams): VoucherSearch {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 50),
    kind: oneOf(VOUCHER_KINDS, params.get('kind')),
    status: oneOf(VOUCHER_STATUSES, params.get('status')),
  };
}

/** The address for a search, empty parts left out. */
export function paramsOf(search: VoucherSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.kind) params.set('kind', search.kind);
  if (search.status) params.set('status', search.status);
  return params;
}

/** The API's query for a search and a page. */
export const apiQueryOf = (search: VoucherSearch, page: number, pageSize: number): TVoucherSearchQuery => ({
  ...(search.q && { q: search.q }),
  ...(search.kind && { kind: search.kind }),
  ...(search.status && { status: search.status }),
  page,
  page_size: pageSize,
});

/** The search form's checks. */
export const ZVoucherSearchForm = z.object({
  q: z.string().check(z.maxLength(50, 'At most 50 characters')),
  kind: z.enum(['', ...VOUCHER_KINDS]),
  status: z.enum(['', ...VOUCHER_STATUSES]),
});

export const KIND_TEXT: Record<Kind, string> = { client: 'Client', akv: 'Active & Creative Kids' };

export const STATUS_TEXT: Record<TVoucherStatus, string> = {
  usable: 'Usable',
  used: 'Used',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const STATUS_COLOR: Record<TVoucherStatus, 'success' | 'default' | 'warning' | 'error'> = {
  usable: 'success',
  used: 'default',
  expired: 'warning',
  withdrawn: 'error',
};

export const voucherPath = (id: number) => `/admin/vouchers/${id}`;

/** A last day as the screens show it. */
export const lastDayText = (expiresOn: string | null) => (expiresOn ? isoToDmy(expiresOn) : 'None');

// ---- The value ------------------------------------------------------------------------------

/** The most a fixed voucher may give (the contract's limit): $1,000,000. */
const MAX_CENTS = 100_000_000;
/** 100% in basis points, the most a percent voucher may take off. */
const ALL_OF_IT = 10_000;

/** '15', '12.5' or '12.50' percent as basis points (1250); null for anything else. */
export function basisPointsOfPercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as the percentage a person types: 1250 -> '12.5', 1000 -> '10', 1234 -> '12.34'. */
export function percentOfBasisPoints(basisPoints: number): string {
  const hundredths = basisPoints % 100;
  const fraction = hundredths === 0 ? '' : `.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
  return `${Math.floor(basisPoints / 100)}${fraction}`;
}

/** What a voucher gives: '$25.00' (fixed, cents) or '12.5%' (percent, basis points). */
export const valueText = (voucher: Pick<TAdminVoucher, 'method' | 'value'>) =>
  voucher.method === 'fixed' ? formatDollars(voucher.value) : `${percentOfBasisPoints(voucher.value)}%`;

// ---- A new voucher --------------------------------------------------------------------------

/** Who may use a new voucher: one member (the PIN is their birthday), or whoever has the PIN's birthday. */
export type Holder = 'member' | 'pin';

/** The new voucher form as typed. */
export interface VoucherForm {
  number: string;
  method: Method;
  /** Dollars when fixed, a percentage when percent. */
  amount: string;
  holder: Holder;
  /** The member it is for, when `holder` is 'member'. */
  recipient: BillableChoice | null;
  /** DDMM, when `holder` is 'pin'. */
  pin_ddmm: string;
  single_use: boolean;
  /** YYYY-MM-DD; '' is no last day. */
  expires_on: string;
}

export const newVoucherForm = (): VoucherForm => ({
  number: '',
  method: 'fixed',
  amount: '',
  holder: 'member',
  recipient: null,
  pin_ddmm: '',
  single_use: true,
  expires_on: '',
});

/** The amount as the API takes it (cents or basis points); null when it does not read. */
export const apiValueOf = (form: Pick<VoucherForm, 'method' | 'amount'>) =>
  form.method === 'fixed' ? centsOfDollars(form.amount) : basisPointsOfPercent(form.amount);

/** The body of POST /api/admin/vouchers. */
export const voucherCreateOf = (form: VoucherForm): TVoucherCreate => ({
  number: form.number.trim(),
  method: form.method,
  value: apiValueOf(form) ?? 0,
  ...(form.holder === 'member'
    ? { recipient_member_id: form.recipient?.id ?? null }
    : { pin_ddmm: form.pin_ddmm.trim() }),
  single_use: form.single_use,
  expires_on: form.expires_on || null,
});

/** The first message of one of the contract's fields, if what is typed breaks its rule. */
const contractProblem = (field: 'number' | 'pin_ddmm', text: string) =>
  ZVoucherCreate.shape[field].safeParse(text).error?.issues[0]?.message;

function amountProblem(form: Pick<VoucherForm, 'method' | 'amount'>): string | undefined {
  const value = apiValueOf(form);
  if (form.method === 'fixed') {
    if (value === null || value === 0) return 'Type the amount in dollars, such as 25 or 25.50.';
    if (value > MAX_CENTS) return `At most ${formatDollars(MAX_CENTS)}.`;
  } else {
    if (value === null || value === 0) return 'Type the percentage off, such as 15 or 12.5.';
    if (value > ALL_OF_IT) return 'At most 100%.';
  }
  return undefined;
}

const HALF_TYPED_DATE = 'Type the date as dd/mm/yyyy, or leave it empty.';

/** The new voucher's rules in the form's words, each under its field, then the contract's. */
export const ZVoucherForm = z.pipe(
  z.pipe(
    formValues<VoucherForm>().check(
      z.superRefine((form, ctx) => {
        const issue = issuesOf(ctx);
        const number = form.number.trim();
        const numberProblem = number ? contractProblem('number', number) : 'Type the voucher number.';
        if (numberProblem) issue('number', numberProblem);
        const amount = amountProblem(form);
        if (amount) issue('amount', amount);
        if (form.holder === 'member') {
          if (!form.recipient) issue('recipient', 'Choose the member it is for.');
        } else {
          const pin = form.pin_ddmm.trim();
          const pinProblem = pin ? contractProblem('pin_ddmm', pin) : 'Type the PIN: a birthday as DDMM.';
          if (pinProblem) issue('pin_ddmm', pinProblem);
        }
        if (form.expires_on === INVALID_DATE) issue('expires_on', HALF_TYPED_DATE);
      }),
    ),
    z.transform((form): z.input<typeof ZVoucherCreate> => voucherCreateOf(form)),
  ),
  ZVoucherCreate,
);

/** The form's fields for the API's field errors, and the API's names of those it names differently. */
export function voucherErrorFields(holder: Holder): { fields: string[]; rename: Record<string, string> } {
  // A PIN refused for a member's voucher has no field on screen: it is said above the form.
  return {
    fields: ['number', 'amount', holder === 'member' ? 'recipient' : 'pin_ddmm', 'expires_on'],
    rename: { value: 'amount', recipient_member_id: 'recipient' },
  };
}

/** What single use means, said under its switch. */
export function singleUseHint(singleUse: boolean, method: Method): string {
  if (!singleUse) return 'Any number of orders may use it, until its last day or until it is withdrawn.';
  // As the member side warns before a fixed voucher is used on less than its value.
  return method === 'fixed'
    ? 'One paid order uses it up. Used for less than its value, it keeps nothing back: the rest is lost (members are warned before they use it so).'
    : 'One paid order uses it up.';
}

/** Who may use it, said under the choice. */
export const holderHint = (holder: Holder) =>
  holder === 'member'
    ? 'Only this member can use it, from their own dashboard. Its PIN is their birthday (DDMM), taken from their profile.'
    : 'A member whose birthday (day and month) is the PIN can use it with the number.';

// ---- Withdrawing, restoring, the last day ---------------------------------------------------

/** What withdrawing will do, said before it is done. */
export const withdrawWillText = (voucher: Pick<TAdminVoucher, 'number'>) =>
  `Members can no longer use voucher ${voucher.number}. Orders already paid with it keep their discount. It can be restored later.`;

/** What restoring will do, said before it is done (`today` is the association's, YYYY-MM-DD). */
export function restoreWillText(
  voucher: Pick<TAdminVoucher, 'number' | 'kind' | 'single_use' | 'redemptions' | 'expires_on'>,
  today: string,
): string {
  const { number, expires_on: lastDay } = voucher;
  if (voucher.single_use && voucher.redemptions > 0)
    return `Voucher ${number} is single use and an order used it already, so it stays used.`;
  if (lastDay && lastDay < today)
    return voucher.kind === 'client'
      ? `Voucher ${number}'s last day, ${isoToDmy(lastDay)}, has passed, so it stays expired until its last day is changed.`
      : `Voucher ${number}'s last day, ${isoToDmy(lastDay)}, has passed, so it stays expired.`;
  const until = lastDay ? ` until its last day, ${isoToDmy(lastDay)}` : '';
  return `Members can use voucher ${number} again${until}.`;
}

/** What withdrawing or restoring did. */
export const changedText = (voucher: Pick<TAdminVoucher, 'number' | 'status'>) =>
  voucher.status === 'withdrawn'
    ? `Voucher ${voucher.number} is withdrawn.`
    : `Voucher ${voucher.number} is restored: it is ${STATUS_TEXT[voucher.status].toLowerCase()}.`;

/** The last day form as typed: YYYY-MM-DD, '' for none. */
export interface LastDayForm {
  expires_on: string;
}

export const lastDayFormOf = (voucher: Pick<TAdminVoucher, 'expires_on'>): LastDayForm => ({
  expires_on: voucher.expires_on ?? '',
});

/** The body of POST /api/admin/vouchers/:id changing the last day. */
export const lastDayChangeOf = (form: LastDayForm): TVoucherChange => ({
  expires_on: form.expires_on || null,
});

export const ZLastDayForm = z.pipe(
  z.pipe(
    z.object({ expires_on: z.string().check(z.refine((t) => t !== INVALID_DATE, HALF_TYPED_DATE)) }),
    z.transform(lastDayChangeOf),
  ),
  ZVoucherChange,
);

/** What changing the last day did. */
export const lastDaySetText = (voucher: Pick<TAdminVoucher, 'number' | 'expires_on'>) =>
  voucher.expires_on
    ? `Voucher ${voucher.number} can be used until ${isoToDmy(voucher.expires_on)}.`
    : `Voucher ${voucher.number} has no last day now.`;

// ---- The Active & Creative Kids claim -------------------------------------------------------

/** The child a claim is for (the member who redeemed the voucher). */
export const childText = (claim: Pick<TAkvClaim, 'firstname' | 'lastname'>) =>
  `${claim.firstname} ${claim.lastname}`.trim();

/** A date of birth as shown; blank when the member's profile has none. */
export const birthText = (dob: string) => (dob ? isoToDmy(dob) : '');
