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

export interface RegistrationValues {
  username: string;
  password: string;
  password_confirmation: string;
  firstname: string;
  prefname: string;
  middlename: string;
  lastname: string;
  dob: string;
  countrybirth: string;
  statebirth: string;
  aboriginal: string;
  gender: string;
  identifygender: string;
  email: string;
  mobile: string;
  phone: string;
  workphone: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  disability: string;
  disabilitytype: string;
  ec_medical: string;
  ec_fullname: string;
  ec_mobile: string;
  agreed_to_terms: boolean;
  agreed_to_privacy: boolean;
}

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

/** The request body: only the variant's fields, trimmed, plus the fixed ones. */
export function registrationPayload(
  o: RegistrationOptions,
  values: RegistrationValues,
): TRegistrationRequest {
  const body: Record<string, unknown> = {
    action: 'register',
    variant: o.variant,
    sport: o.variant === 'netball' ? 'netball' : 'basketball',
    np: true,
    agreed_to_indemnity: values.agreed_to_privacy,
  };
  for (const field of stepFields(o).flat()) {
    const v = values[field];
    body[field] = typeof v === 'string' ? v.trim() : v;
  }
  if (body.countrybirth !== undefined && body.countrybirth !== 'AU') body.statebirth = '';
  if (body.disability !== undefined && body.disability !== 'yes') body.disabilitytype = '';
  return body as unknown as TRegistrationRequest;
}

export const SUCCESS_DESTINATION: Record<TRegistrationVariant, string> = {
  manager: '/member/teamnomination',
  netball: '/member/account',
  // No page was given for after the member form; the dashboard is where every
  // other sign-in lands, and it prompts for whatever the new member does next.
  member: '/member/account',
};
