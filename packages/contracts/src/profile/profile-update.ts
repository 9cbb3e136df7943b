// Changes a member makes to their profile: the profile form and EFT details.
import { z } from 'zod/mini';
import { MSG } from '../common/messages.js';
import { SPORTS, checkbox, optionalText, requiredText, text } from '../common/fields.js';
import {
  AU_STATES,
  DISABILITY_TYPES,
  IDENTIFY_GENDERS,
  YES_NO_NOTSAY,
  choice,
  mustBeTicked,
  optionalChoice,
  optionalPhoneNumber,
  phoneNumber,
  postcode,
  withoutSeparators,
} from '../common/person-fields.js';

/** Profile update (POST /api/member/user, multipart). Locked fields are not accepted. */
export const ZProfileUpdate = z
  .object({
    email: z.pipe(
      requiredText(191),
      z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MSG.profileEmail)),
    ),
    mobile: phoneNumber(),
    phone: optionalPhoneNumber(),
    workphone: optionalPhoneNumber(),
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
    ec_mobile: phoneNumber(),
    ec_fullname_2: optionalText(191),
    ec_mobile_2: optionalPhoneNumber(),
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
      if (d.disability === 'yes' && !d.disabilitytype)
        ctx.addIssue({ code: 'custom', path: ['disabilitytype'], message: MSG.required });
    }),
  );
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/**
 * POST /api/member/eft. This call names the fields acctname/acctbsb/acctnumber.
 * Account numbers are 6 to 10 digits. Spaces and dashes come off before the length is
 * checked, so 062-000 is the BSB 062000 and 1234-5678-90 is never read as 12345678.
 */
export const ZEftRequest = z.object({
  acctname: requiredText(100),
  acctbsb: z.pipe(
    z.pipe(text(), z.transform(withoutSeparators)),
    z.string().check(z.minLength(1, MSG.required), z.regex(/^\d{6}$/, MSG.bsb)),
  ),
  acctnumber: z.pipe(
    z.pipe(text(), z.transform(withoutSeparators)),
    z.string().check(z.minLength(1, MSG.required), z.regex(/^\d{6,10}$/, MSG.account)),
  ),
});
export type TEftRequest = z.infer<typeof ZEftRequest>;
/** Server field errors use the update-action names. */
export const EFT_ERROR_FIELDS = {
  acctname: 'account_name',
  acctbsb: 'account_bsb',
  acctnumber: 'account_number',
} as const;
