// The member's record as their own page and the console's member page read and change it. The
// fields a person tells about themselves are listed once (MEMBER_FIELDS): the profile shows
// them and a merge fills the kept member's blanks from them.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
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
