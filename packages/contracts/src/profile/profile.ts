// The signed-in member's profile as the API answers it. Changes to it are in
// profile-update.ts: the app loads this schema on every page, those only on the profile
// and EFT pages (the bundler puts a whole module in one chunk).
import { z } from 'zod/mini';
import { SPORTS } from '../common/fields.js';

export const ZSportProfile = z.object({
  text: z.string(),
  value: z.enum(SPORTS),
  expiry_date: z.nullable(z.string()),
  prev_expiry_date: z.nullable(z.string()),
  memb_renewal: z.boolean(),
});
export type TSportProfile = z.infer<typeof ZSportProfile>;

/** The signed-in member's profile. Derived values are computed by the server. */
export const ZProfile = z.object({
  mid: z.int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  middlename: z.string(),
  prefname: z.string(),
  fullname: z.string(),
  dob: z.string().check(z.describe('DD-MM-YYYY')),
  gender: z.string(),
  identifygender: z.string(),
  email: z.string(),
  mobile: z.string(),
  phone: z.string(),
  workphone: z.string(),
  address: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  job: z.string(),
  job_title: z.string(),
  school: z.string(),
  skills: z.string(),
  height: z.string(),
  weight: z.string(),
  ec_fullname: z.string(),
  ec_mobile: z.string(),
  ec_fullname_2: z.string(),
  ec_mobile_2: z.string(),
  ec_medical: z.string(),
  disability: z.string(),
  disabilitytype: z.string(),
  countrybirth: z.string(),
  statebirth: z.string(),
  aboriginal: z.string(),
  profilephoto: z.boolean().check(z.describe('true when a photo is on file')),
  profilephotosrc: z.nullable(z.string()).check(z.describe('URL of the photo, when one exists')),
  agreed_to_terms: z.boolean(),
  agreed_to_privacy: z.boolean(),
  agreed_to_indemnity: z.boolean(),
  subscribed_to_newsletter: z.boolean(),
  subscribed_to_sms: z.boolean(),
  subscribed_to_comm: z.boolean(),
  main_sport: z.enum(SPORTS),
  sports: z.array(ZSportProfile).check(z.describe('sport profiles of the member')),
  all_sports: z.array(z.object({ text: z.string(), value: z.enum(SPORTS) })),
  memb_renewal: z.boolean().check(z.describe('renewal flag of the main sport')),
  expiry_date: z.nullable(z.string()).check(z.describe('registration expiry of the main sport, DD/MM/YYYY')),
  membership_status: z.enum(['REGISTERED', 'PLEASE RENEW', 'UNREGISTERED']),
  nb_teams: z.int(),
  adult: z.boolean(),
  profile_complete: z.boolean(),
  missing_fields: z.array(z.string()),
  access_ref: z.array(z.string()),
  acct_name: z.string(),
  acct_bsb: z.string(),
  acct_number: z.string(),
  active_hpc_sub: z.int(),
  is_eft: z.boolean(),
  is_ref: z.boolean(),
  is_roster: z.boolean(),
  is_man: z.boolean(),
  is_hpc: z.boolean(),
  non_pl: z.boolean(),
  sk_tm: z.boolean(),
  sk_tm_val: z.nullable(z.int()),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileResponse = z.object({ data: ZProfile });

/** Fields the dashboard and payment guards require. */
export const REQUIRED_PROFILE_FIELDS = [
  'firstname',
  'lastname',
  'dob',
  'gender',
  'address',
  'suburb',
  'state',
  'postcode',
  'mobile',
  'email',
  'ec_fullname',
  'ec_mobile',
  'agreed_to_terms',
  'agreed_to_privacy',
] as const;

export const PHOTO_MAX_BYTES = 500_000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
