import type { TProfile } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import {
  editOf,
  formValuesOf,
  isoOf,
  lockedChanges,
  memberFormSchema,
  REASON_NEEDED,
  type MemberForm,
} from './edit';
import { auditChanges } from './audit';
import { mergeSummary } from './merge';

/** A member as the API answers them, with the fields the form reads. */
const profile = (over: Partial<TProfile> = {}): TProfile =>
  ({
    mid: 7,
    username: 'jsmyth',
    firstname: 'Jo',
    lastname: 'Smyth',
    middlename: '',
    prefname: '',
    fullname: 'Jo Smyth',
    dob: '03-02-2001',
    gender: 'female',
    email: 'jo@example.com',
    mobile: '0400 000 000',
    phone: '',
    address: '1 Main St',
    suburb: 'PARRAMATTA',
    postcode: '2150',
    state: 'NSW',
    ec_fullname: 'Al Smyth',
    ec_mobile: '0400 000 001',
    ec_medical: '',
    access_ref: ['scorer'],
    is_eft: false,
    is_ref: false,
    is_roster: false,
    is_man: false,
    is_hpc: false,
    non_pl: false,
    sk_tm: false,
    sk_tm_val: null,
    ...over,
  }) as TProfile;

const start = formValuesOf(profile());
const changed = (over: Partial<MemberForm>): MemberForm => ({ ...start, ...over });
const check = (form: MemberForm) => memberFormSchema(start).safeParse(form);

describe('the member edit form', () => {
  it('holds the member as the API answers them, the birthday as dd/mm/yyyy', () => {
    expect(start).toMatchObject({
      firstname: 'Jo',
      dob: '03/02/2001',
      access_ref: ['scorer'],
      sk_tm_val: '',
    });
    expect(isoOf('03/02/2001')).toBe('2001-02-03');
    expect(isoOf('3/2/01')).toBe('3/2/01');
  });

  it('sends only the fields that changed, as the API takes them', () => {
    expect(editOf(start, start)).toEqual({});
    expect(
      editOf(
        start,
        changed({
          suburb: ' Newtown ',
          phone: '02 9999 9999',
          mobile: '',
          dob: '04/02/2001',
          sk_tm_val: '250',
          access_ref: ['scorer', 'referee', ' '],
        }),
      ),
    ).toEqual({
      suburb: 'Newtown',
      phone: '02 9999 9999',
      mobile: null,
      dob: '2001-02-04',
      sk_tm_val: 250,
      access_ref: ['referee', 'scorer'],
    });
    // The same roster types in another order, or spaces around a name, are no change.
    expect(editOf(start, changed({ access_ref: ['scorer'], firstname: ' Jo ' }))).toEqual({});
  });

  it('counts names, birthday, gender, flags and roster types as locked, contact details not', () => {
    expect(lockedChanges(editOf(start, changed({ suburb: 'Enmore', email: 'new@example.com' })))).toEqual([]);
    expect(
      lockedChanges(editOf(start, changed({ is_ref: true, lastname: 'Smith', suburb: 'Enmore' }))),
    ).toEqual(['lastname', 'is_ref']);
    expect(lockedChanges(editOf(start, changed({ access_ref: [] })))).toEqual(['access_ref']);
    expect(lockedChanges(editOf(start, changed({ sk_tm: true, sk_tm_val: '5' })))).toEqual([
      'sk_tm',
      'sk_tm_val',
    ]);
    expect(lockedChanges(editOf(start, changed({ dob: '01/01/2000', gender: 'male' })))).toEqual([
      'dob',
      'gender',
    ]);
  });

  it('asks for a reason when a locked field changes, and only then', () => {
    const flag = check(changed({ is_ref: true }));
    expect(flag.success).toBe(false);
    expect(flag.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', REASON_NEEDED]]);
    expect(check(changed({ is_ref: true, reason: '   ' })).success).toBe(false);
    expect(check(changed({ is_ref: true, reason: 'Course passed' })).success).toBe(true);
    expect(check(changed({ suburb: 'Enmore' })).success).toBe(true);
  });

  it('refuses what the API would refuse, under the field', () => {
    const paths = (form: MemberForm) => check(form).error?.issues.map((i) => i.path.join('.'));
    expect(paths(changed({ email: 'not-an-email' }))).toEqual(['email']);
    expect(paths(changed({ firstname: '  ', reason: 'x' }))).toEqual(['firstname']);
    expect(paths(changed({ dob: '31/02/2001', reason: 'x' }))).toEqual(['dob']);
    expect(paths(changed({ sk_tm_val: 'lots', reason: 'x' }))).toEqual(['sk_tm_val']);
    expect(paths(changed({ gender: '', reason: 'x' }))).toEqual(['gender']);
  });
});

describe('the audit trail and merge summaries', () => {
  it('shows each changed field before and after', () => {
    expect(
      auditChanges(
        { lastname: 'Smyth', is_ref: false, access_ref: [] },
        { lastname: 'Smith', is_ref: true, access_ref: ['referee'] },
      ),
    ).toEqual(['lastname: Smyth → Smith', 'is_ref: false → true', 'access_ref: (none) → referee']);
    expect(auditChanges(null, { email: 'jo@example.com' })).toEqual(['email: jo@example.com']);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('says what a merge moved, dropped and filled in', () => {
    expect(
      mergeSummary({
        mid: 1,
        from_mid: 2,
        moved: { invoices: 2, teams: 0, orders: 1 },
        dropped: {},
        changed: ['mobile'],
      }),
    ).toEqual(['Moved to this member: invoices 2, orders 1.', 'Filled in from the duplicate: mobile.']);
  });
});
