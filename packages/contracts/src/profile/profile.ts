import { z } from 'zod/mini';
import { MSG } from '../common/messages.js';
import {
  AU_STATES,
  DISABILITY_TYPES,
  IDENTIFY_GENDERS,
  SPORTS,
  YES_NO_NOTSAY,
  checkbox,
  choice,
  digitsExactly,
  digitsUpTo,
  mustBeTicked,
  optionalChoice,
  optionalText,
  postcode,
  requiredText,
  text,
} from '../common/fields.js';

export const ZSportProfile = z.object({
  text: z.string(),
  value: z.enum(SPORTS),
  expiry_date: z.nullable(z.string()),
  prev_expiry_date: z.nullable(z.string()),
  memb_renewal: z.boolean(),
});
export type TSportProfile = z.infer<typeof ZSportProfile>;

/** The signed-in member's profile (spec 3.2). Derived values are computed by the server. */
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

/** Fields the dashboard and payment guards require (spec section 5, required-profile check). */
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

/** Profile update (POST /api/member/user, multipart). Locked fields are not accepted. */
export const ZProfileUpdate = z
  .object({
    email: z.pipe(requiredText(191), z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MSG.profileEmail))),
    mobile: digitsExactly(10),
    phone: digitsUpTo(10),
    workphone: digitsUpTo(10),
    address: requiredText(191),
    suburb: requiredText(100),
    postcode: postcode(),
    state: choice(AU_STATES),
    job: optionalText(100),
    job_title: optionalText(100),
    school: optionalText(191),
    skills: optionalText(1000),
    height: z.pipe(optionalText(10), z.string().check(z.regex(/^\d{0,3}$/, MSG.numeric))),
    weight: z.pipe(optionalText(10), z.string().check(z.regex(/^\d{0,3}$/, MSG.numeric))),
    ec_fullname: requiredText(191),
    ec_mobile: digitsExactly(10),
    ec_fullname_2: optionalText(191),
    ec_mobile_2: digitsUpTo(10),
    ec_medical: optionalText(2000),
    middlename: optionalText(100),
    prefname: requiredText(100),
    identifygender: choice(IDENTIFY_GENDERS),
    disability: choice(YES_NO_NOTSAY),
    disabilitytype: optionalChoice(DISABILITY_TYPES),
    countrybirth: requiredText(2),
    statebirth: optionalText(3),
    aboriginal: choice(YES_NO_NOTSAY),
    agreed_to_terms: mustBeTicked(),
    agreed_to_privacy: mustBeTicked(),
    agreed_to_indemnity: z.optional(checkbox()),
    subscribed_to_newsletter: z.optional(checkbox()),
    subscribed_to_sms: z.optional(checkbox()),
    subscribed_to_comm: z.optional(checkbox()),
    sport: z.optional(z.pipe(text(), z.union([z.literal(''), z.enum(SPORTS)]))),
    profilephotosrc: z.optional(z.string()),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (d.countrybirth === 'AU' && !(AU_STATES as readonly string[]).includes(d.statebirth))
        ctx.addIssue({ code: 'custom', path: ['statebirth'], message: MSG.required });
      if (d.disability === 'yes' && !d.disabilitytype) ctx.addIssue({ code: 'custom', path: ['disabilitytype'], message: MSG.required });
    }),
  );
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/**
 * POST /api/member/eft. The spec names the fields acctname/acctbsb/acctnumber on this call.
 * Account numbers are 6 to 10 digits (spec sections 2.15 and 9; Australian banks use 6-10).
 */
export const ZEftRequest = z.object({
  acctname: requiredText(100),
  acctbsb: z.pipe(text(), z.string().check(z.minLength(1, MSG.required), z.regex(/^\d{6}$/, MSG.bsb))),
  acctnumber: z.pipe(text(), z.string().check(z.minLength(1, MSG.required), z.regex(/^\d{6,10}$/, MSG.account))),
});
export type TEftRequest = z.infer<typeof ZEftRequest>;
/** Server field errors use the update-action names (spec 3.2 / section 5). */
export const EFT_ERROR_FIELDS = { acctname: 'account_name', acctbsb: 'account_bsb', acctnumber: 'account_number' } as const;
