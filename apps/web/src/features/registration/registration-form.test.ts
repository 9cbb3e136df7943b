import type { RegistrationOptions } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { emptyRegistration, registrationPayload, stepErrors, stepFields } from './registration-form';

const member: RegistrationOptions = {
  variant: 'member',
  autoUsernames: false,
  minPasswordLength: 6,
  timeZone: 'Australia/Sydney',
};
const netball: RegistrationOptions = { ...member, variant: 'netball' };

describe('registration wizard data', () => {
  it('asks for a username only when automatic usernames are off', () => {
    expect(stepFields(member)[0]).toContain('username');
    expect(stepFields({ ...member, autoUsernames: true })[0]).not.toContain('username');
  });

  it('leaves the netball form without middle name, work phone and disability questions', () => {
    const all = stepFields(netball).flat();
    expect(all).not.toEqual(expect.arrayContaining(['middlename']));
    expect(all).not.toContain('workphone');
    expect(all).not.toContain('disability');
  });

  it('checks only the fields of the step asked for', () => {
    const errors = stepErrors(member, 0, emptyRegistration('member'));
    expect(Object.keys(errors).sort()).toEqual(['password', 'password_confirmation', 'username']);
  });

  it('sends agreed_to_indemnity equal to agreed_to_privacy, np, the sport, and drops a birth state outside Australia', () => {
    const values = {
      ...emptyRegistration('member'),
      countrybirth: 'NZ',
      statebirth: 'VIC',
      agreed_to_privacy: true,
      firstname: '  Ana ',
    };
    const body = registrationPayload(member, values);
    expect(body).toMatchObject({
      variant: 'member',
      sport: 'basketball',
      np: true,
      agreed_to_indemnity: true,
      statebirth: '',
      firstname: 'Ana',
    });
    expect(registrationPayload(netball, emptyRegistration('netball'))).toMatchObject({
      sport: 'netball',
      gender: 'female',
    });
  });
});
