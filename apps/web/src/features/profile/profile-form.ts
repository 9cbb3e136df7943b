// The profile form's values and the multipart body of POST /api/member/user.
import type { TProfile } from '@courtside/contracts';

export interface ProfileValues {
  email: string;
  mobile: string;
  phone: string;
  workphone: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  job: string;
  job_title: string;
  school: string;
  skills: string;
  height: string;
  weight: string;
  ec_fullname: string;
  ec_mobile: string;
  ec_fullname_2: string;
  ec_mobile_2: string;
  ec_medical: string;
  middlename: string;
  prefname: string;
  identifygender: string;
  disability: string;
  disabilitytype: string;
  countrybirth: string;
  statebirth: string;
  aboriginal: string;
  agreed_to_terms: boolean;
  agreed_to_privacy: boolean;
  subscribed_to_newsletter: boolean;
  subscribed_to_sms: boolean;
  subscribed_to_comm: boolean;
}

export const PROFILE_FIELDS: (keyof ProfileValues)[] = [
  'email',
  'mobile',
  'phone',
  'workphone',
  'address',
  'suburb',
  'postcode',
  'state',
  'job',
  'job_title',
  'school',
  'skills',
  'height',
  'weight',
  'ec_fullname',
  'ec_mobile',
  'ec_fullname_2',
  'ec_mobile_2',
  'ec_medical',
  'middlename',
  'prefname',
  'identifygender',
  'disability',
  'disabilitytype',
  'countrybirth',
  'statebirth',
  'aboriginal',
  'agreed_to_terms',
  'agreed_to_privacy',
  'subscribed_to_newsletter',
  'subscribed_to_sms',
  'subscribed_to_comm',
];

export function profileValues(p: TProfile): ProfileValues {
  const out = {} as Record<keyof ProfileValues, string | boolean>;
  for (const f of PROFILE_FIELDS) out[f] = p[f];
  return out as unknown as ProfileValues;
}

/** Multipart body: every field, agreed_to_indemnity equal to agreed_to_privacy, the sport and the photo. */
export function profileFormData(values: ProfileValues, sport: string | null, photo: File | null): FormData {
  const body = new FormData();
  for (const f of PROFILE_FIELDS) {
    const v = values[f];
    body.append(f, typeof v === 'boolean' ? String(v) : v.trim());
  }
  if (values.countrybirth !== 'AU') body.set('statebirth', '');
  if (values.disability !== 'yes') body.set('disabilitytype', '');
  body.append('agreed_to_indemnity', String(values.agreed_to_privacy));
  body.append('sport', (sport ?? '').toLowerCase());
  if (photo) body.append('profilephoto', photo, photo.name);
  return body;
}
