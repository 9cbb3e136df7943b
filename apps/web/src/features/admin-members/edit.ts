// The member edit form's rules: what the form holds for a member, which fields an edit changes,
// and which of those members cannot change themselves (the API then wants a reason). Only the
// changed fields are sent, so the form asks for a reason exactly when the server would.
import { LOCKED_MEMBER_FIELDS, ZMemberEdit, type TMemberEdit } from '@courtside/contracts/admin';
import { GENDERS, MSG, type TProfile } from '@courtside/contracts';
import { z } from 'zod/mini';

export const FLAG_FIELDS = ['is_eft', 'is_ref', 'is_roster', 'is_man', 'is_hpc', 'non_pl', 'sk_tm'] as const;
type Flag = (typeof FLAG_FIELDS)[number];

export const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'middlename',
  'prefname',
  'email',
  'mobile',
  'phone',
  'address',
  'suburb',
  'postcode',
  'state',
  'ec_fullname',
  'ec_mobile',
  'ec_medical',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** What the form holds: text as typed, the birthday as dd/mm/yyyy (the date picker's text). */
export type MemberForm = Record<TextField, string> &
  Record<Flag, boolean> & {
    dob: string;
    gender: string;
    sk_tm_val: string;
    access_ref: string[];
    reason: string;
  };

type EditField = Exclude<keyof TMemberEdit, 'reason'>;

/** What people read for each field (the reason prompt lists the locked ones changed). */
export const FIELD_LABELS: Record<EditField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  middlename: 'Middle name',
  prefname: 'Preferred name',
  dob: 'Date of Birth',
  gender: 'Gender',
  email: 'Email',
  mobile: 'Mobile',
  phone: 'Phone',
  address: 'Address',
  suburb: 'Suburb',
  postcode: 'Postcode',
  state: 'State',
  ec_fullname: 'Emergency contact',
  ec_mobile: 'Emergency contact mobile',
  ec_medical: 'Medical information',
  is_eft: 'EFT account holder',
  is_ref: 'Referee',
  is_roster: 'Rostered official',
  is_man: 'Noticeboard manager',
  is_hpc: 'High performance centre',
  non_pl: 'Not a player (no membership)',
  sk_tm: 'Skips team entry fees',
  sk_tm_val: 'Skip team fee value',
  access_ref: 'Referee roster types',
};

/** The profile's DD-MM-YYYY birthday as the picker's dd/mm/yyyy. */
const dobText = (dob: string) => dob.replaceAll('-', '/');

/** dd/mm/yyyy as YYYY-MM-DD; anything else is left as it is (the schema then refuses it). */
export function isoOf(ddmmyyyy: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ddmmyyyy;
}

/** The form's values for a member as the API answers them. */
export function formValuesOf(profile: TProfile): MemberForm {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, profile[f]])) as Record<TextField, string>;
  const flags = Object.fromEntries(FLAG_FIELDS.map((f) => [f, profile[f]])) as Record<Flag, boolean>;
  return {
    ...text,
    ...flags,
    dob: dobText(profile.dob),
    gender: profile.gender,
    sk_tm_val: profile.sk_tm_val === null ? '' : String(profile.sk_tm_val),
    access_ref: [...profile.access_ref],
    reason: '',
  };
}

/** A form field's value as the API takes it. */
function valueOf(field: EditField, form: MemberForm): unknown {
  if (field === 'dob') return isoOf(form.dob);
  if (field === 'access_ref')
    return [...new Set(form.access_ref.map((t) => t.trim()).filter(Boolean))].sort();
  if (field === 'sk_tm_val') {
    const typed = form.sk_tm_val.trim();
    if (typed === '') return null;
    return /^\d+$/.test(typed) ? Number(typed) : typed;
  }
  if ((FLAG_FIELDS as readonly string[]).includes(field)) return form[field as Flag];
  const typed = form[field as TextField | 'gender'].trim();
  // Names are required: an empty one is sent so the schema says so; other text clears.
  if (field === 'firstname' || field === 'lastname' || field === 'gender') return typed;
  return typed === '' ? null : typed;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The edit to send: the fields whose value differs from the member's, and the reason when given. */
export function editOf(initial: MemberForm, form: MemberForm): TMemberEdit {
  const edit: Record<string, unknown> = {};
  for (const field of Object.keys(FIELD_LABELS) as EditField[]) {
    const next = valueOf(field, form);
    if (!same(next, valueOf(field, initial))) edit[field] = next;
  }
  const reason = form.reason.trim();
  if (reason) edit.reason = reason;
  return edit;
}

/** The fields of an edit that members cannot change themselves: any of them needs a reason. */
export const lockedChanges = (edit: TMemberEdit): EditField[] =>
  LOCKED_MEMBER_FIELDS.filter((f) => edit[f] !== undefined);

export const REASON_NEEDED = 'Say why: names, birthday, gender and access flags change only with a reason.';

/**
 * The form's schema: the contract's field rules on what is typed, then the edit the form sends
 * checked with ZMemberEdit, and a reason whenever a locked field changes.
 */
export const memberFormSchema = (initial: MemberForm) =>
  z.pipe(
    z.transform((form: MemberForm) => editOf(initial, form)),
    z
      .pipe(
        z.object({
          ...ZMemberEdit.shape,
          dob: z.optional(z.iso.date(MSG.date)),
          email: z.optional(z.nullable(z.email(MSG.email).check(z.maxLength(254)))),
          firstname: z.optional(z.string().check(z.minLength(1, MSG.required), z.maxLength(60))),
          lastname: z.optional(z.string().check(z.minLength(1, MSG.required), z.maxLength(60))),
          gender: z.optional(z.enum(GENDERS, MSG.required)),
          sk_tm_val: z.optional(
            z.nullable(z.int(MSG.numeric).check(z.minimum(0), z.maximum(10_000_000, 'Too large'))),
          ),
        }),
        ZMemberEdit,
      )
      .check(
        z.refine((edit: TMemberEdit) => lockedChanges(edit).length === 0 || Boolean(edit.reason), {
          message: REASON_NEEDED,
          path: ['reason'],
        }),
      ),
  );
