// The profile form's values and the multipart body of POST /api/member/user.
import type { TProfile, TProfileUpdate } from '@courtside/contracts';

/** The fields the form edits: every field of the update request but the ones the form derives. */
type EditedField = Exclude<keyof TProfileUpdate, 'agreed_to_indemnity' | 'sport' | 'profilephotosrc'>;

/** What the form holds: each edited field as the profile answers it. */
export type ProfileValues = Pick<TProfile, EditedField>;

/** Every edited field, in form order: a field missing here, or one the request does not take, fails to compile. */
const EDITED: Record<EditedField, true> = {
  email: true,
  mobile: true,
  phone: true,
  workphone: true,
  address: true,
  suburb: true,
  postcode: true,
  state: true,
  job: true,
  job_title: true,
  school: true,
  skills: true,
  height: true,
  weight: true,
  ec_fullname: true,
  ec_mobile: true,
  ec_fullname_2: true,
  ec_mobile_2: true,
  ec_medical: true,
  middlename: true,
  prefname: true,
  identifygender: true,
  disability: true,
  disabilitytype: true,
  countrybirth: true,
  statebirth: true,
  aboriginal: true,
  agreed_to_terms: true,
  agreed_to_privacy: true,
  subscribed_to_newsletter: true,
  subscribed_to_sms: true,
  subscribed_to_comm: true,
};
export const PROFILE_FIELDS = Object.keys(EDITED) as EditedField[];

const copy = <K extends EditedField>(to: ProfileValues, from: TProfile, field: K) => {
  to[field] = from[field];
};

export function profileValues(p: TProfile): ProfileValues {
  const out = {} as ProfileValues;
  for (const f of PROFILE_FIELDS) copy(out, p, f);
  return out;
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
