// The registration wizard: the fields and cross-field rules of its four steps,
// shared by the web app (each step before Continue) and the server (the whole payload).
import { z } from 'zod/mini';
import { MSG } from '../common/messages.js';
import { checkbox, optionalText, preprocess, requiredText } from '../common/fields.js';
import {
  AU_STATES,
  DISABILITY_TYPES,
  GENDERS,
  IDENTIFY_GENDERS,
  YES_NO_NOTSAY,
  choice,
  dateOfBirth,
  email,
  mustBeTicked,
  optionalChoice,
  passwordStrengthIssue,
  optionalPhoneNumber,
  phoneNumber,
  postcode,
} from '../common/person-fields.js';
import { ZTokenResponse } from './auth.js';

export const REGISTRATION_VARIANTS = ['member', 'manager', 'netball'] as const;
export type TRegistrationVariant = (typeof REGISTRATION_VARIANTS)[number];

export interface RegistrationOptions {
  variant: TRegistrationVariant;
  autoUsernames: boolean;
  minPasswordLength: number;
  timeZone: string;
}

type Ctx = z.core.$RefinementCtx;
type Rule = (data: Record<string, unknown>, ctx: Ctx) => void;

const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/**
 * A new username: letters, numbers and . _ - @ (an email address fits), so no markup and no
 * spaces, around it or inside. It is not trimmed: a space is refused with the message rather
 * than quietly dropped. Existing usernames sign in as they are (sign-in checks only length).
 */
export const USERNAME_CHARACTERS = /^[A-Za-z0-9._@-]*$/;
const newUsername = () =>
  z.pipe(
    z.pipe(
      preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: MSG.required })),
      z.string().check(z.minLength(1, MSG.required)),
    ),
    z
      .string()
      .check(
        z.regex(USERNAME_CHARACTERS, MSG.usernameCharacters),
        z.minLength(6, MSG.minLength(6)),
        z.maxLength(191, MSG.maxLength(191)),
      ),
  );

/** The four steps of the registration wizard: the fields of each and its cross-field rules. */
export function registrationSteps(o: RegistrationOptions) {
  const netball = o.variant === 'netball';
  const step1Shape = {
    ...(o.autoUsernames ? {} : { username: newUsername() }),
    password: requiredText(1024),
    password_confirmation: requiredText(1024),
  };
  const step1Rule: Rule = (d, ctx) => {
    const pw = typeof d.password === 'string' ? d.password : '';
    const problem = pw ? passwordStrengthIssue(pw, o.minPasswordLength) : null;
    if (problem) issue(ctx, 'password', problem);
    if (d.password_confirmation && d.password_confirmation !== d.password)
      issue(ctx, 'password_confirmation', MSG.confirmed('password'));
  };

  const step2Shape = netball
    ? {
        firstname: requiredText(100),
        lastname: requiredText(100),
        dob: dateOfBirth(o.timeZone),
        gender: choice(['female'] as const),
      }
    : {
        firstname: requiredText(100),
        prefname: requiredText(100),
        middlename: optionalText(100),
        lastname: requiredText(100),
        dob: dateOfBirth(o.timeZone),
        countrybirth: requiredText(2),
        statebirth: optionalText(3),
        aboriginal: choice(YES_NO_NOTSAY),
        gender: choice(GENDERS),
        identifygender: choice(IDENTIFY_GENDERS),
      };
  const step2Rule: Rule = (d, ctx) => {
    if (!netball && d.countrybirth === 'AU') {
      if (!d.statebirth) issue(ctx, 'statebirth', MSG.required);
      else if (!(AU_STATES as readonly string[]).includes(d.statebirth as string))
        issue(ctx, 'statebirth', MSG.required);
    }
  };

  const step3Shape = {
    email: email(),
    mobile: phoneNumber(),
    phone: netball ? phoneNumber() : optionalPhoneNumber(),
    ...(netball ? {} : { workphone: optionalPhoneNumber() }),
    address: requiredText(191),
    suburb: requiredText(100),
    postcode: postcode(),
    state: choice(AU_STATES),
    ...(netball
      ? {}
      : {
          disability: choice(YES_NO_NOTSAY),
          disabilitytype: optionalChoice(DISABILITY_TYPES),
          ec_medical: optionalText(2000),
        }),
    ec_fullname: requiredText(191),
    ec_mobile: phoneNumber(),
  };
  const step3Rule: Rule = (d, ctx) => {
    if (!netball && d.disability === 'yes' && !d.disabilitytype) issue(ctx, 'disabilitytype', MSG.required);
  };

  const step4Shape = {
    agreed_to_terms: mustBeTicked(),
    agreed_to_privacy: mustBeTicked(),
  };

  return [
    { title: 'Account Details', shape: step1Shape, rule: step1Rule },
    { title: 'Personal Details', shape: step2Shape, rule: step2Rule },
    { title: 'Contact Details', shape: step3Shape, rule: step3Rule },
    { title: "Privacy / TC's", shape: step4Shape, rule: (() => {}) as Rule },
  ];
}

/** Schema of one wizard step (index 0-3), used by the web app to validate before Continue. */
export function registrationStepSchema(o: RegistrationOptions, index: number) {
  const step = registrationSteps(o)[index];
  if (!step) throw new Error(`No registration step ${index}`);
  return z
    .looseObject(step.shape)
    .check(z.superRefine((d, ctx) => step.rule(d as Record<string, unknown>, ctx)));
}

/** The registration payload after validation (fields absent in a variant are undefined). */
export interface TRegistrationRequest {
  action?: string;
  variant?: TRegistrationVariant;
  sport?: 'basketball' | 'netball';
  username?: string;
  password: string;
  password_confirmation: string;
  firstname: string;
  lastname: string;
  middlename?: string;
  prefname?: string;
  dob: string;
  gender: string;
  identifygender?: string;
  countrybirth?: string;
  statebirth?: string;
  aboriginal?: string;
  email: string;
  mobile: string;
  phone?: string;
  workphone?: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  disability?: string;
  disabilitytype?: string;
  ec_medical?: string;
  ec_fullname: string;
  ec_mobile: string;
  agreed_to_terms: boolean;
  agreed_to_privacy: boolean;
  agreed_to_indemnity?: boolean;
  np?: boolean;
}

/** The whole registration payload, as the server validates it. */
export function registrationSchema(o: RegistrationOptions): z.ZodMiniType<TRegistrationRequest> {
  const steps = registrationSteps(o);
  const shape = Object.assign(
    {
      action: z.optional(z.string()),
      variant: z.optional(z.enum(REGISTRATION_VARIANTS)),
      sport: z.optional(z.enum(['basketball', 'netball'])),
      np: z.optional(checkbox()),
      agreed_to_indemnity: z.optional(checkbox()),
    },
    ...steps.map((s) => s.shape),
  ) as z.core.$ZodShape;
  return z.object(shape).check(
    z.superRefine((d, ctx) => {
      for (const s of steps) s.rule(d, ctx);
    }),
  ) as unknown as z.ZodMiniType<TRegistrationRequest>;
}

/** A loose schema for documentation: the server picks the exact rules from the settings. */
export const ZRegisterRequestDoc = z.record(z.string(), z.unknown());

export const ZRegisterResponse = z.object({
  ...ZTokenResponse.shape,
  username: z.string(),
  message: z.string(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
