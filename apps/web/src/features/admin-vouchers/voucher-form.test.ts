import type { TAdminVoucher } from '@courtside/contracts/admin';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import { issuesByField } from '../../lib/form';
import { centsOfDollars, dollarsOfCents } from '../../lib/money';
import { queryStringOf } from '../../lib/query-string';
import {
  apiQueryOf,
  apiValueOf,
  basisPointsOfPercent,
  birthText,
  changedText,
  childText,
  lastDayChangeOf,
  lastDayFormOf,
  lastDaySetText,
  lastDayText,
  newVoucherForm,
  paramsOf,
  percentOfBasisPoints,
  restoreWillText,
  singleUseHint,
  searchOf,
  valueText,
  voucherCreateOf,
  voucherErrorFields,
  withdrawWillText,
  ZLastDayForm,
  ZVoucherForm,
  type VoucherForm,
} from './voucher-form';

const voucher = (extra: Partial<TAdminVoucher> = {}): TAdminVoucher => ({
  id: 5,
  number: 'GIFT2026',
  kind: 'client',
  method: 'fixed',
  value: 2_500,
  pin_ddmm: '0209',
  recipient: null,
  single_use: true,
  expires_on: null,
  status: 'usable',
  redemptions: 0,
  discount_cents: 0,
  ...extra,
});

const ann = { kind: 'member', id: 7, name: 'Ann Able', detail: 'member 7' } as const;

const typed = (extra: Partial<VoucherForm> = {}): VoucherForm => ({
  ...newVoucherForm(),
  number: 'GIFT2026',
  amount: '25',
  recipient: ann,
  ...extra,
});

/** The form's messages by field, as the screen shows them. */
const problems = (form: VoucherForm) => {
  const result = ZVoucherForm.safeParse(form);
  return result.success ? {} : issuesByField(result.error);
};

describe('the voucher list address', () => {
  it('reads the number, a known kind and status, and writes only what was asked for', () => {
    expect(searchOf(new URLSearchParams('q=%20gift%20&kind=akv&status=used'))).toEqual({
      q: 'gift',
      kind: 'akv',
      status: 'used',
    });
    expect(searchOf(new URLSearchParams('kind=gold&status=lost&tab=akv-claim'))).toEqual({
      q: '',
      kind: '',
      status: '',
    });
    expect(paramsOf({ q: ' gift ', kind: 'client', status: 'expired' }).toString()).toBe(
      'q=gift&kind=client&status=expired',
    );
    expect(paramsOf({ q: '', kind: '', status: '' }).toString()).toBe('');
  });

  it('asks the API for a page of the search', () => {
    expect(queryStringOf(apiQueryOf({ q: 'gift', kind: 'akv', status: 'withdrawn' }, 1, 25))).toBe(
      'q=gift&kind=akv&status=withdrawn&page=1&page_size=25',
    );
    expect(queryStringOf(apiQueryOf({ q: '', kind: '', status: '' }, 0, 50))).toBe('page=0&page_size=50');
  });
});

describe("a voucher's value", () => {
  it('reads a percentage as basis points, and basis points back as a percentage', () => {
    expect(basisPointsOfPercent('15')).toBe(1_500);
    expect(basisPointsOfPercent('12.5')).toBe(1_250);
    expect(basisPointsOfPercent(' 12.34 % ')).toBe(1_234);
    expect(basisPointsOfPercent('100')).toBe(10_000);
    for (const wrong of ['', 'ten', '12.345', '-5', '1000']) expect(basisPointsOfPercent(wrong)).toBeNull();
    expect(percentOfBasisPoints(1_500)).toBe('15');
    expect(percentOfBasisPoints(1_250)).toBe('12.5');
    expect(percentOfBasisPoints(1_234)).toBe('12.34');
    expect(percentOfBasisPoints(5)).toBe('0.05');
    for (const text of ['15', '12.5', '0.05', '100'])
      expect(percentOfBasisPoints(basisPointsOfPercent(text)!)).toBe(text);
  });

  it('sends dollars as cents and a percentage as basis points', () => {
    expect(apiValueOf({ method: 'fixed', amount: '25.50' })).toBe(2_550);
    expect(apiValueOf({ method: 'percent', amount: '12.5' })).toBe(1_250);
    expect(apiValueOf({ method: 'fixed', amount: '12.5%' })).toBeNull();
    expect(dollarsOfCents(centsOfDollars('25.5')!)).toBe('25.50');
  });

  it('shows a fixed value in dollars and a percent one as a percentage', () => {
    expect(valueText(voucher({ method: 'fixed', value: 2_500 }))).toBe('$25.00');
    expect(valueText(voucher({ method: 'fixed', value: 123_450 }))).toBe('$1,234.50');
    expect(valueText(voucher({ method: 'percent', value: 1_000 }))).toBe('10%');
    expect(valueText(voucher({ method: 'percent', value: 1_250 }))).toBe('12.5%');
  });

  it('shows the last day as a date, or none', () => {
    expect(lastDayText('2026-12-31')).toBe('31/12/2026');
    expect(lastDayText(null)).toBe('None');
  });
});

describe('a new voucher', () => {
  it('sends a fixed voucher for a member: cents, their id and no PIN (it is their birthday)', () => {
    expect(
      voucherCreateOf(typed({ number: 'GIFT2026 ', amount: '25.50', expires_on: '2026-12-31' })),
    ).toEqual({
      number: 'GIFT2026',
      method: 'fixed',
      value: 2_550,
      recipient_member_id: 7,
      single_use: true,
      expires_on: '2026-12-31',
    });
    expect(ZVoucherForm.safeParse(typed()).success).toBe(true);
  });

  it('sends a reusable percent voucher with a PIN typed, and no last day', () => {
    const form = typed({
      method: 'percent',
      amount: '12.5',
      holder: 'pin',
      pin_ddmm: '2902',
      single_use: false,
    });
    expect(voucherCreateOf(form)).toEqual({
      number: 'GIFT2026',
      method: 'percent',
      value: 1_250,
      pin_ddmm: '2902',
      single_use: false,
      expires_on: null,
    });
    expect(ZVoucherForm.safeParse(form).success).toBe(true);
  });

  it('says what is missing under each field', () => {
    expect(problems(newVoucherForm())).toEqual({
      number: 'Type the voucher number.',
      amount: 'Type the amount in dollars, such as 25 or 25.50.',
      recipient: 'Choose the member it is for.',
    });
    expect(problems(typed({ holder: 'pin', method: 'percent', amount: '0' }))).toEqual({
      amount: 'Type the percentage off, such as 15 or 12.5.',
      pin_ddmm: 'Type the PIN: a birthday as DDMM.',
    });
  });

  it("checks the number and the PIN by the contract's rules, and the amount within its limits", () => {
    expect(problems(typed({ number: 'AB1' }))).toEqual({
      number: 'Use 4 to 50 letters and digits (spaces and - are dropped)',
    });
    expect(problems(typed({ holder: 'pin', pin_ddmm: '3002' }))).toEqual({
      pin_ddmm: 'A birthday as DDMM, such as 0209',
    });
    expect(problems(typed({ amount: '1000000.01' }))).toEqual({ amount: 'At most $1,000,000.00.' });
    expect(problems(typed({ method: 'percent', amount: '100.5' }))).toEqual({ amount: 'At most 100%.' });
    expect(problems(typed({ expires_on: INVALID_DATE }))).toEqual({
      expires_on: 'Type the date as dd/mm/yyyy, or leave it empty.',
    });
  });

  it('says a fixed single-use voucher used for less keeps nothing back', () => {
    expect(singleUseHint(true, 'fixed')).toMatch(/keeps nothing back: the rest is lost/);
    expect(singleUseHint(true, 'percent')).toBe('One paid order uses it up.');
    expect(singleUseHint(false, 'fixed')).toBe(
      'Any number of orders may use it, until its last day or until it is withdrawn.',
    );
  });

  it("puts the API's field errors under the fields that hold them", () => {
    expect(voucherErrorFields('member')).toEqual({
      fields: ['number', 'amount', 'recipient', 'expires_on'],
      rename: { value: 'amount', recipient_member_id: 'recipient' },
    });
    // A member's voucher has no PIN field: a refused PIN is said above the form.
    expect(voucherErrorFields('pin').fields).toEqual(['number', 'amount', 'pin_ddmm', 'expires_on']);
  });
});

describe('withdrawing, restoring and the last day', () => {
  it('says what withdrawing and restoring will do and did', () => {
    expect(withdrawWillText(voucher())).toBe(
      'Members can no longer use voucher GIFT2026. Orders already paid with it keep their discount. It can be restored later.',
    );
    expect(restoreWillText(voucher({ expires_on: '2026-12-31' }), '2026-06-01')).toBe(
      'Members can use voucher GIFT2026 again until its last day, 31/12/2026.',
    );
    expect(restoreWillText(voucher({ redemptions: 1 }), '2026-06-01')).toBe(
      'Voucher GIFT2026 is single use and an order used it already, so it stays used.',
    );
    expect(restoreWillText(voucher({ expires_on: '2026-05-31' }), '2026-06-01')).toBe(
      "Voucher GIFT2026's last day, 31/05/2026, has passed, so it stays expired until its last day is changed.",
    );
    expect(changedText(voucher({ status: 'withdrawn' }))).toBe('Voucher GIFT2026 is withdrawn.');
    expect(changedText(voucher({ status: 'usable' }))).toBe('Voucher GIFT2026 is restored: it is usable.');
  });

  it('sends a new last day, or none', () => {
    expect(lastDayFormOf(voucher({ expires_on: '2026-12-31' }))).toEqual({ expires_on: '2026-12-31' });
    expect(lastDayChangeOf({ expires_on: '2027-01-31' })).toEqual({ expires_on: '2027-01-31' });
    expect(lastDayChangeOf(lastDayFormOf(voucher()))).toEqual({ expires_on: null });
    expect(ZLastDayForm.safeParse({ expires_on: '' }).success).toBe(true);
    const half = ZLastDayForm.safeParse({ expires_on: INVALID_DATE });
    expect(half.success ? {} : issuesByField(half.error)).toEqual({
      expires_on: 'Type the date as dd/mm/yyyy, or leave it empty.',
    });
    expect(lastDaySetText(voucher({ expires_on: '2027-01-31' }))).toBe(
      'Voucher GIFT2026 can be used until 31/01/2027.',
    );
    expect(lastDaySetText(voucher())).toBe('Voucher GIFT2026 has no last day now.');
  });
});

describe('the Active & Creative Kids claim', () => {
  it('names the child and shows a missing date of birth as blank', () => {
    expect(childText({ firstname: 'Kim', lastname: 'Lee' })).toBe('Kim Lee');
    expect(childText({ firstname: '', lastname: '' })).toBe('');
    expect(birthText('2015-03-09')).toBe('09/03/2015');
    expect(birthText('')).toBe('');
  });
});
