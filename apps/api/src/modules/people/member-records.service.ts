// The member's record as their own page and the console's member page read and change it. The
// fields a person tells about themselves are listed once (MEMBER_FIELDS): the profile shows
// them and a merge fills the kept member's blanks from them.
import { REQUIRED_PROFILE_FIELDS, isAdult, isoToDmy, todayIn, type TProfile } from '@courtside/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { rows, SqlQuery } from '../../lib/sql.js';

type Db = Deps['db'] | Tx;

/** The member's own details and the access staff gave them, as the profile and a merge read them. */
export const MEMBER_FIELDS = {
  id: true,
  username: true,
  middlename: true,
  prefname: true,
  identifyGender: true,
  email: true,
  mobile: true,
  phone: true,
  workphone: true,
  address: true,
  suburb: true,
  postcode: true,
  state: true,
  job: true,
  jobTitle: true,
  school: true,
  skills: true,
  height: true,
  weight: true,
  ecFullname: true,
  ecMobile: true,
  ecFullname2: true,
  ecMobile2: true,
  ecMedical: true,
  disability: true,
  disabilityType: true,
  countryBirth: true,
  stateBirth: true,
  aboriginal: true,
  photoPath: true,
  agreedToTerms: true,
  agreedToPrivacy: true,
  agreedToIndemnity: true,
  acctName: true,
  acctBsb: true,
  acctNumber: true,
  mainSport: true,
  isEft: true,
  isRef: true,
  isRoster: true,
  isMan: true,
  isHpc: true,
  nonPl: true,
  skTm: true,
  skTmVal: true,
  accessRef: true,
} as const satisfies Prisma.MemberSelect;

const profileSelect = {
  ...MEMBER_FIELDS,
  firstname: true,
  lastname: true,
  dob: true,
  gender: true,
  updatedAt: true,
  subscribedToNewsletter: true,
  subscribedToSms: true,
  subscribedToComm: true,
} as const satisfies Prisma.MemberSelect;

/** The member's columns the profile shows, under Prisma's names. */
export type ProfileRow = Prisma.MemberGetPayload<{ select: typeof profileSelect }>;
const PROFILE_COLUMNS = Object.keys(profileSelect)
  .map((field) => `"${field}"`)
  .join(', ');

/** The member's columns the profile shows (plain SQL: read on every page, lib/sql.ts). */
export async function profileRow(db: Db, memberId: number): Promise<ProfileRow | undefined> {
  const [row] = await rows<ProfileRow>(
    db,
    new SqlQuery(`SELECT ${PROFILE_COLUMNS} FROM "Member" WHERE id = $1`, [memberId]),
  );
  return row;
}

/** The member's columns behind each field a complete profile needs (the API's names). */
const REQUIRED_COLUMNS = {
  firstname: 'firstname',
  lastname: 'lastname',
  dob: 'dob',
  gender: 'gender',
  address: 'address',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
  mobile: 'mobile',
  email: 'email',
  ec_fullname: 'ecFullname',
  ec_mobile: 'ecMobile',
  agreed_to_terms: 'agreedToTerms',
  agreed_to_privacy: 'agreedToPrivacy',
} as const satisfies Record<(typeof REQUIRED_PROFILE_FIELDS)[number], keyof ProfileRow>;

/** The fields a complete profile needs that the member has left blank (or not agreed to). */
export const missingProfileFields = (m: ProfileRow) =>
  REQUIRED_PROFILE_FIELDS.filter((field) => !m[REQUIRED_COLUMNS[field]]);

/** Whether the member is an adult today, in the association's time zone. */
export function adultToday(deps: Pick<Deps, 'settings' | 'now'>, dob: Date): boolean {
  const [year, month, day] = dob.toISOString().slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return isAdult({ year, month, day }, todayIn(deps.settings.current().timeZone, deps.now()));
}

/**
 * What other areas decide by before a payment or a nomination, as the profile shows it: who
 * (names, date of birth as DD-MM-YYYY), a complete profile, an adult, not a player (non_pl), a
 * team skills member (sk_tm).
 */
export async function memberStanding(
  deps: Deps,
  memberId: number,
): Promise<
  Pick<TProfile, 'firstname' | 'lastname' | 'dob' | 'profile_complete' | 'adult' | 'non_pl' | 'sk_tm'>
> {
  const m = await profileRow(deps.db, memberId);
  if (!m) throw notFound('Member');
  return {
    firstname: m.firstname,
    lastname: m.lastname,
    dob: isoToDmy(m.dob.toISOString().slice(0, 10), '-'),
    profile_complete: missingProfileFields(m).length === 0,
    adult: adultToday(deps, m.dob),
    non_pl: m.nonPl,
    sk_tm: m.skTm,
  };
}

/** What the member's own save keeps or checks: names locked once held, and the photo they have. */
export function ownProfileState(db: Db, memberId: number) {
  return db.member.findUnique({
    where: { id: memberId },
    select: { middlename: true, prefname: true, photoPath: true },
  });
}

/** Writes the member's own changes (the profile's save). */
export async function saveOwnProfile(
  db: Db,
  memberId: number,
  data: Prisma.MemberUpdateInput,
): Promise<void> {
  await db.member.update({ where: { id: memberId }, data });
}

/** Where the member's photo is kept, or null when they have none (or there is no such member). */
export async function photoPathOf(db: Db, memberId: number): Promise<string | null> {
  const m = await db.member.findUnique({ where: { id: memberId }, select: { photoPath: true } });
  return m?.photoPath ?? null;
}

/** Whether staff enabled EFT details for the member; null for no such member. */
export async function eftEnabled(db: Db, memberId: number): Promise<boolean | null> {
  const m = await db.member.findUnique({ where: { id: memberId }, select: { isEft: true } });
  return m ? m.isEft : null;
}

/** Keeps the member's bank account for EFT payments. */
export async function saveBankAccount(
  db: Db,
  memberId: number,
  account: { acctName: string; acctBsb: string; acctNumber: string },
): Promise<void> {
  await db.member.update({ where: { id: memberId }, data: account });
}

/**
 * The account and standing of a member for the console's member page: username, email, whether
 * deactivated, and the merges it took part in (into whom, and who was merged into it, by id).
 * Null for no such member.
 */
export async function memberStatus(db: Db, memberId: number) {
  const m = await db.member.findUnique({
    where: { id: memberId },
    select: {
      username: true,
      email: true,
      deactivatedAt: true,
      mergedIntoId: true,
      mergedFrom: { select: { id: true }, orderBy: { id: 'asc' } },
    },
  });
  return m && { ...m, mergedFrom: m.mergedFrom.map((from) => from.id) };
}
