// The registration wizard's data: the fields of each step (taken from the contracts,
// so the wizard and the server agree) and the registration payload.
import {
  registrationStepSchema,
  registrationSteps,
  type RegistrationOptions,
  type TRegistrationRequest,
  type TRegistrationVariant,
} from '@courtside/contracts';
import { issuesByField } from '../../lib/form';

/** What the wizard's form holds: every field of the registration request, none optional. */
export type RegistrationValues = Required<
  Omit<TRegistrationRequest, 'action' | 'variant' | 'sport' | 'np' | 'agreed_to_indemnity'>
>;

export type RegistrationField = keyof RegistrationValues;

export function emptyRegistration(variant: TRegistrationVariant, defaultState = 'NSW'): RegistrationValues {
  return {
    username: '',
    password: '',
    password_confirmation: '',
    firstname: '',
    prefname: '',
    middlename: '',
    lastname: '',
    dob: '',
    countrybirth: '',
    statebirth: '',
    aboriginal: '',
    // The netball form offers only female.
    gender: variant === 'netball' ? 'female' : '',
    identifygender: '',
    email: '',
    mobile: '',
    phone: '',
    workphone: '',
    address: '',
    suburb: '',
    postcode: '',
    state: defaultState,
    disability: '',
    disabilitytype: '',
    ec_medical: '',
    ec_fullname: '',
    ec_mobile: '',
    agreed_to_terms: false,
    agreed_to_privacy: false,
  };
}

/** Field names of each of the four steps, for this variant and these settings. */
export const stepFields = (o: RegistrationOptions): RegistrationField[][] =>
  registrationSteps(o).map((s) => Object.keys(s.shape) as RegistrationField[]);

/** Errors of one step, validated with that step's contract schema ({} when valid). */
export function stepErrors(
  o: RegistrationOptions,
  index: number,
  values: RegistrationValues,
): Record<string, string> {
  const result = registrationStepSchema(o, index).safeParse(values);
  return result.success ? {} : issuesByField(result.error);
}

type OptionalTextField = {
  [K in RegistrationField]-?: undefined extends TRegistrationRequest[K] ? K : never;
}[RegistrationField];

/** The request body: only the variant's fields, trimmed, plus the fixed ones. */
export function registrationPayload(
  o: RegistrationOptions,
  values: RegistrationValues,
): TRegistrationRequest {
  const asked = new Set(stepFields(o).flat());
  /** A field the variant may leave out: trimmed when asked, absent otherwise. */
  const optional = (field: OptionalTextField) => (asked.has(field) ? values[field].trim() : undefined);
  const countrybirth = optional('countrybirth');
  const disability = optional('disability');
  return {
    action: 'register',
    variant: o.variant,
    sport: o.variant === 'netball' ? 'netball' : 'basketball',
    np: true,
    agreed_to_indemnity: values.agreed_to_privacy,
    username: optional('username'),
    password: values.password.trim(),
    password_confirmation: values.password_confirmation.trim(),
    firstname: values.firstname.trim(),
    prefname: optional('prefname'),
    middlename: optional('middlename'),
    lastname: values.lastname.trim(),
    dob: values.dob.trim(),
    countrybirth,
    statebirth: countrybirth !== undefined && countrybirth !== 'AU' ? '' : optional('statebirth'),
    aboriginal: optional('aboriginal'),
    gender: values.gender.trim(),
    identifygender: optional('identifygender'),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    phone: optional('phone'),
    workphone: optional('workphone'),
    address: values.address.trim(),
    suburb: values.suburb.trim(),
    postcode: values.postcode.trim(),
    state: values.state.trim(),
    disability,
    disabilitytype: disability !== undefined && disability !== 'yes' ? '' : optional('disabilitytype'),
    ec_medical: optional('ec_medical'),
    ec_fullname: values.ec_fullname.trim(),
    ec_mobile: values.ec_mobile.trim(),
    agreed_to_terms: values.agreed_to_terms,
    agreed_to_privacy: values.agreed_to_privacy,
  };
}

export const SUCCESS_DESTINATION: Record<TRegistrationVariant, string> = {
  manager: '/member/teamnomination',
  netball: '/member/account',
  // No page was given for after the member form; the dashboard is where every
  // other sign-in lands, and it prompts for whatever the new member does next.
  member: '/member/account',
};
