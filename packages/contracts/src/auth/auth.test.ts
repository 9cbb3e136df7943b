import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages.js';
import { passwordStrengthIssue } from '../common/person-fields.js';
import { registrationStepSchema, type RegistrationOptions } from './registration.js';

const options: RegistrationOptions = {
  variant: 'member',
  autoUsernames: false,
  minPasswordLength: 6,
  timeZone: 'Australia/Sydney',
};
const errorsOf = (index: number, data: Record<string, unknown>, o = options) => {
  const r = registrationStepSchema(o, index).safeParse(data);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('password rule', () => {
  it.each([
    ['abc12', MSG.minLength(6)],
    ['abcdefg', MSG.passwordPattern],
    ['ABCDEFG', MSG.passwordPattern],
    ['1234567', MSG.passwordPattern],
    ['abcdef1', null],
    ['ABCDEF1', null],
    ['abcDEF', null],
  ])('%s -> %s', (pw, expected) => {
    expect(passwordStrengthIssue(pw, 6)).toBe(expected);
  });

  it('follows the configured minimum length', () => {
    expect(passwordStrengthIssue('Abcdef12', 10)).toBe(MSG.minLength(10));
  });
});

describe('registration steps validate only their own fields', () => {
  it('step 1 asks for a username only when usernames are not automatic', () => {
    expect(errorsOf(0, { password: 'Passw0rd', password_confirmation: 'Passw0rd' })).toEqual({
      username: MSG.required,
    });
    expect(
      errorsOf(
        0,
        { password: 'Passw0rd', password_confirmation: 'Passw0rd' },
        { ...options, autoUsernames: true },
      ),
    ).toEqual({});
  });

  it('step 1 checks the confirmation', () => {
    expect(
      errorsOf(0, { username: 'someone', password: 'Passw0rd', password_confirmation: 'Passw0rd!' }),
    ).toEqual({
      password_confirmation: MSG.confirmed('password'),
    });
  });

  it('step 2 needs a birth state only for Australia', () => {
    const base = {
      firstname: 'A',
      prefname: 'A',
      lastname: 'B',
      dob: '01/01/2000',
      aboriginal: 'no',
      gender: 'male',
      identifygender: 'male',
    };
    expect(errorsOf(1, { ...base, countrybirth: 'AU', statebirth: '' })).toEqual({
      statebirth: MSG.required,
    });
    expect(errorsOf(1, { ...base, countrybirth: 'NZ', statebirth: '' })).toEqual({});
  });

  it('step 2 of the netball form offers female only', () => {
    const netball = { ...options, variant: 'netball' as const };
    expect(
      errorsOf(1, { firstname: 'A', lastname: 'B', dob: '01/01/2000', gender: 'female' }, netball),
    ).toEqual({});
    expect(
      Object.keys(errorsOf(1, { firstname: 'A', lastname: 'B', dob: '01/01/2000', gender: 'male' }, netball)),
    ).toEqual(['gender']);
  });

  it('step 3 needs the disability type only when the answer is yes', () => {
    const base = {
      email: 'a@b.co',
      mobile: '0411222333',
      address: '1 A St',
      suburb: 'X',
      postcode: '2000',
      state: 'NSW',
      ec_fullname: 'C',
      ec_mobile: '0411222333',
    };
    expect(errorsOf(2, { ...base, disability: 'yes', disabilitytype: '' })).toEqual({
      disabilitytype: MSG.required,
    });
    expect(errorsOf(2, { ...base, disability: 'no', disabilitytype: '' })).toEqual({});
  });

  it('step 4 needs both agreements ticked', () => {
    expect(errorsOf(3, { agreed_to_terms: true, agreed_to_privacy: false })).toEqual({
      agreed_to_privacy: MSG.required,
    });
  });
});
