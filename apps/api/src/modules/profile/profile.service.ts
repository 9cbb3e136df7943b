import { randomBytes } from 'node:crypto';
import {
  MSG,
  PHOTO_MAX_BYTES,
  REQUIRED_PROFILE_FIELDS,
  isAdult,
  isoToDmy,
  todayIn,
  type TEftRequest,
  type TProfile,
  type TProfileUpdate,
} from '@courtside/contracts';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import { activeSubscriptionCount } from '../hpc/subscriptions.service.js';
import { teamCountOf } from '../teams/teams.service.js';
import { sportProfilesOf } from '../membership/membership.service.js';
import { rows, sql, SqlQuery } from '../../lib/sql.js';

const SPORT_TEXT = { basketball: 'Basketball', netball: 'Netball' } as const;

const profileSelect = {
  id: true,
  username: true,
  firstname: true,
  lastname: true,
  middlename: true,
  prefname: true,
  dob: true,
  gender: true,
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
  updatedAt: true,
  agreedToTerms: true,
  agreedToPrivacy: true,
  agreedToIndemnity: true,
  subscribedToNewsletter: true,
  subscribedToSms: true,
  subscribedToComm: true,
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
} as const;

/** The member's columns the profile shows, under Prisma's names (plain SQL: read on every page, lib/sql.ts). */
type ProfileRow = Prisma.MemberGetPayload<{ select: typeof profileSelect }>;
const PROFILE_COLUMNS = Object.keys(profileSelect)
  .map((field) => `"${field}"`)
  .join(', ');

async function profileRow(db: Deps['db'] | Tx, memberId: number): Promise<ProfileRow | undefined> {
  const [row] = await rows<ProfileRow>(
    db,
    new SqlQuery(`SELECT ${PROFILE_COLUMNS} FROM "Member" WHERE id = $1`, [memberId]),
  );
  return row;
}

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const dmy = (d: Date | null) => (d ? isoToDmy(d.toISOString()) : null);

/** The profile with everything derived on the server: full name, adult, completeness, status. */
export async function getProfile(deps: Deps, memberId: number): Promise<TProfile> {
  const [m, sportProfiles, teamCount, activeSubs] = await Promise.all([
    profileRow(deps.db, memberId),
    sportProfilesOf(deps.db, memberId),
    teamCountOf(deps.db, memberId),
    activeSubscriptionCount(deps.db, memberId),
  ]);
  if (!m) throw notFound('Member');

  const mainSport = m.mainSport ?? sportProfiles[0]?.sport ?? 'basketball';
  const main = sportProfiles.find((s) => s.sport === mainSport);
  const dobIso = isoDate(m.dob) as string;
  const [y, mo, d] = dobIso.split('-').map(Number) as [number, number, number];
  const profile: TProfile = {
    mid: m.id,
    username: m.username ?? '',
    firstname: m.firstname,
    lastname: m.lastname,
    middlename: m.middlename ?? '',
    prefname: m.prefname ?? '',
    fullname: `${m.firstname} ${m.lastname}`,
    dob: isoToDmy(dobIso, '-'),
    gender: m.gender,
    identifygender: m.identifyGender ? m.identifyGender.replace('_', '-') : '',
    email: m.email ?? '',
    mobile: m.mobile ?? '',
    phone: m.phone ?? '',
    workphone: m.workphone ?? '',
    address: m.address ?? '',
    suburb: m.suburb ?? '',
    postcode: m.postcode ?? '',
    state: m.state ?? '',
    job: m.job ?? '',
    job_title: m.jobTitle ?? '',
    school: m.school ?? '',
    skills: m.skills ?? '',
    height: m.height?.toString() ?? '',
    weight: m.weight?.toString() ?? '',
    ec_fullname: m.ecFullname ?? '',
    ec_mobile: m.ecMobile ?? '',
    ec_fullname_2: m.ecFullname2 ?? '',
    ec_mobile_2: m.ecMobile2 ?? '',
    ec_medical: m.ecMedical ?? '',
    disability: m.disability ?? '',
    disabilitytype: m.disabilityType ?? '',
    countrybirth: m.countryBirth ?? '',
    statebirth: m.stateBirth ?? '',
    aboriginal: m.aboriginal ?? '',
    profilephoto: Boolean(m.photoPath),
    profilephotosrc: m.photoPath ? `/api/member/user/photo?v=${m.updatedAt.getTime()}` : null,
    agreed_to_terms: m.agreedToTerms,
    agreed_to_privacy: m.agreedToPrivacy,
    agreed_to_indemnity: m.agreedToIndemnity,
    subscribed_to_newsletter: m.subscribedToNewsletter,
    subscribed_to_sms: m.subscribedToSms,
    subscribed_to_comm: m.subscribedToComm,
    main_sport: mainSport,
    sports: sportProfiles.map((s) => ({
      text: SPORT_TEXT[s.sport],
      value: s.sport,
      expiry_date: dmy(s.expiryDate),
      prev_expiry_date: dmy(s.expiryDate),
      memb_renewal: s.membRenewal,
    })),
    all_sports: (Object.keys(SPORT_TEXT) as Array<keyof typeof SPORT_TEXT>).map((value) => ({
      text: SPORT_TEXT[value],
      value,
    })),
    memb_renewal: main?.membRenewal ?? true,
    expiry_date: dmy(main?.expiryDate ?? null),
    membership_status: main?.expiryDate ? (main.membRenewal ? 'PLEASE RENEW' : 'REGISTERED') : 'UNREGISTERED',
    nb_teams: teamCount,
    adult: isAdult({ year: y, month: mo, day: d }, todayIn(deps.settings.current().timeZone, deps.now())),
    profile_complete: false,
    missing_fields: [],
    access_ref: m.accessRef,
    acct_name: m.acctName ?? '',
    acct_bsb: m.acctBsb ?? '',
    acct_number: m.acctNumber ?? '',
    active_hpc_sub: activeSubs,
    is_eft: m.isEft,
    is_ref: m.isRef,
    is_roster: m.isRoster,
    is_man: m.isMan,
    is_hpc: m.isHpc,
    non_pl: m.nonPl,
    sk_tm: m.skTm,
    sk_tm_val: m.skTmVal,
  };
  profile.missing_fields = REQUIRED_PROFILE_FIELDS.filter((f) => {
    const v = profile[f];
    return typeof v === 'boolean' ? !v : !v;
  });
  profile.profile_complete = profile.missing_fields.length === 0;
  return profile;
}

export interface UploadedPhoto {
  bytes: Buffer;
  truncated: boolean;
}

function imageExtension(bytes: Buffer): 'jpg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  return null;
}

export async function updateProfile(
  deps: Deps,
  memberId: number,
  input: TProfileUpdate,
  photo?: UploadedPhoto,
): Promise<TProfile> {
  const current = await deps.db.member.findUnique({
    where: { id: memberId },
    select: {
      middlename: true,
      prefname: true,
      photoPath: true,
      sportProfiles: { select: { membRenewal: true } },
    },
  });
  if (!current) throw notFound('Member');

  let photoPath: string | undefined;
  if (photo) {
    if (photo.truncated || photo.bytes.length >= PHOTO_MAX_BYTES)
      throw fieldError('profilephoto', MSG.photoSize, MSG.formErrors);
    const ext = imageExtension(photo.bytes);
    if (!ext) throw fieldError('profilephoto', MSG.photoType, MSG.formErrors);
    const renewalDue = current.sportProfiles.some((s) => s.membRenewal);
    // The screen offers the upload only while renewal is due or no photo exists; the server holds the same line.
    if (current.photoPath && !renewalDue)
      throw fieldError(
        'profilephoto',
        'Your photo can be changed when your membership is due for renewal. Please contact us.',
        MSG.formErrors,
      );
    photoPath = `photos/${memberId}-${randomBytes(8).toString('hex')}.${ext}`;
    await deps.files.put(photoPath, photo.bytes, photoType(photoPath));
  }

  const orNull = (v: string | undefined) => (v ? v : null);
  await deps.db.member.update({
    where: { id: memberId },
    data: {
      email: input.email.toLowerCase(),
      mobile: input.mobile,
      phone: orNull(input.phone),
      workphone: orNull(input.workphone),
      address: input.address,
      suburb: input.suburb.toUpperCase(),
      postcode: input.postcode,
      state: input.state,
      job: orNull(input.job),
      jobTitle: orNull(input.job_title),
      school: orNull(input.school),
      skills: orNull(input.skills),
      height: input.height ? Number(input.height) : null,
      weight: input.weight ? Number(input.weight) : null,
      ecFullname: input.ec_fullname,
      ecMobile: input.ec_mobile,
      ecFullname2: orNull(input.ec_fullname_2),
      ecMobile2: orNull(input.ec_mobile_2),
      ecMedical: orNull(input.ec_medical),
      // Preferred and middle names are locked once they hold a value: staff change them after that.
      middlename: current.middlename || orNull(input.middlename),
      prefname: current.prefname || input.prefname,
      identifyGender: input.identifygender.replace('-', '_') as 'male' | 'female' | 'non_binary',
      disability: input.disability,
      disabilityType: input.disability === 'yes' ? (input.disabilitytype as 'physical') : null,
      countryBirth: input.countrybirth,
      stateBirth: input.countrybirth === 'AU' ? input.statebirth : null,
      aboriginal: input.aboriginal,
      agreedToTerms: input.agreed_to_terms,
      agreedToPrivacy: input.agreed_to_privacy,
      agreedToIndemnity: input.agreed_to_privacy,
      subscribedToNewsletter: input.subscribed_to_newsletter ?? false,
      subscribedToSms: input.subscribed_to_sms ?? false,
      subscribedToComm: input.subscribed_to_comm ?? false,
      ...(input.sport ? { mainSport: input.sport } : {}),
      ...(photoPath ? { photoPath } : {}),
    },
  });
  if (photoPath && current.photoPath) await deps.files.remove(current.photoPath);
  return getProfile(deps, memberId);
}

const photoType = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');

export async function readPhoto(deps: Deps, memberId: number): Promise<{ bytes: Buffer; type: string }> {
  const m = await deps.db.member.findUnique({ where: { id: memberId }, select: { photoPath: true } });
  if (!m?.photoPath) throw notFound('Photo');
  const bytes = await deps.files.get(m.photoPath);
  if (!bytes) throw notFound('Photo');
  return { bytes, type: photoType(m.photoPath) };
}

export const EFT_NOT_ENABLED = 'EFT details are not enabled for your account';

export async function updateEft(deps: Deps, memberId: number, input: TEftRequest): Promise<void> {
  const m = await deps.db.member.findUnique({ where: { id: memberId }, select: { isEft: true } });
  if (!m) throw notFound('Member');
  if (!m.isEft) throw new AppError('forbidden', EFT_NOT_ENABLED);
  await deps.db.member.update({
    where: { id: memberId },
    data: { acctName: input.acctname, acctBsb: input.acctbsb, acctNumber: input.acctnumber },
  });
}

// --- For other areas: the member record is read and written here only ---------------------

type Db = Deps['db'] | Tx;

/** Serialises one member's changes across areas (a subscription, an availability save). */
/** Locks the member's row for the transaction; false when there is no such member. */
/**
 * The secret of the member's calendar subscription address, made on first ask; `renew` makes a
 * new one, and the old address stops answering.
 */
export async function calendarToken(db: Db, memberId: number, renew = false): Promise<string> {
  if (!renew) {
    const held = await db.member.findUnique({ where: { id: memberId }, select: { calendarToken: true } });
    if (held?.calendarToken) return held.calendarToken;
  }
  const token = randomBytes(24).toString('base64url');
  // Two first asks at once: the second keeps the first's token.
  const set = await db.member.updateMany({
    where: { id: memberId, ...(renew ? {} : { calendarToken: null }) },
    data: { calendarToken: token },
  });
  if (set.count === 1) return token;
  return (await db.member.findUniqueOrThrow({ where: { id: memberId }, select: { calendarToken: true } }))
    .calendarToken!;
}

/** The member a calendar address belongs to, while they can sign in (not deactivated or merged). */
export async function memberOfCalendarToken(db: Db, token: string): Promise<number | null> {
  const member = await db.member.findFirst({
    where: { calendarToken: token, deactivatedAt: null, mergedIntoId: null },
    select: { id: true },
  });
  return member?.id ?? null;
}

export async function lockMember(tx: Tx, memberId: number): Promise<boolean> {
  const found = await tx.$queryRaw<unknown[]>`SELECT id FROM "Member" WHERE id = ${memberId} FOR UPDATE`;
  return found.length === 1;
}

/** Locks these members' rows in id order (so two callers never wait on each other); how many exist. */
export async function lockMembers(tx: Tx, memberIds: number[]): Promise<number> {
  if (memberIds.length === 0) return 0;
  const found = await tx.$queryRaw<unknown[]>`
    SELECT id FROM "Member" WHERE id = ANY(${memberIds}::int[]) ORDER BY id FOR UPDATE`;
  return found.length;
}

/**
 * A member staff put on an event roster (roster-admin.service.ts): names and whether they hold
 * is_roster and are still a member (not deactivated or merged); null for no such member. Held
 * FOR SHARE until the caller's transaction ends, so a merge moving their shifts waits for it.
 */
export async function rosterMemberForShare(tx: Tx, memberId: number) {
  const [member] = await tx.$queryRaw<
    Array<{ id: number; firstname: string; prefname: string | null; lastname: string; rostered: boolean }>
  >`SELECT id, firstname, prefname, lastname,
           ("isRoster" AND "deactivatedAt" IS NULL AND "mergedIntoId" IS NULL) AS rostered
      FROM "Member" WHERE id = ${memberId} FOR SHARE`;
  return member ?? null;
}

/** Members' usernames, names and emails by id, by last name (the console's lists). */
export function memberSummaries(db: Db | Tx, ids: number[]) {
  return rows<{
    id: number;
    username: string | null;
    firstname: string;
    lastname: string;
    email: string | null;
  }>(
    db,
    sql`SELECT id, username, firstname, lastname, email FROM "Member" WHERE id = ANY(${ids}::int[])
         ORDER BY lastname, firstname, id`,
  );
}

/** Members' names and dates of birth by id (the Active & Creative Kids claim lists the child). */
export async function memberBirthdays(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string; dob: Date }>> {
  const found = await db.member.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstname: true, lastname: true, dob: true },
  });
  return new Map(found.map(({ id, ...m }) => [id, m]));
}

/** Members' names, dates of birth and genders by id (who a division is for). */
export async function memberPlayerFacts(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string; dob: Date; gender: 'male' | 'female' }>> {
  const found = await db.member.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstname: true, lastname: true, dob: true, gender: true },
  });
  return new Map(found.map(({ id, ...m }) => [id, m]));
}

/** Who a message or a gateway customer is for; null for an unknown member. */
export function memberContact(db: Db, memberId: number) {
  return db.member.findUnique({
    where: { id: memberId },
    select: { id: true, email: true, firstname: true, lastname: true, stripeCustomerId: true },
  });
}

/** Keeps the member's Stripe customer, unless one was kept meanwhile (the first one wins). */
export async function rememberStripeCustomer(db: Db, memberId: number, customerId: string): Promise<void> {
  await db.member.updateMany({
    where: { id: memberId, stripeCustomerId: null },
    data: { stripeCustomerId: customerId },
  });
}

/** What other areas decide by: date of birth (voucher PINs), the HPC flag (HPC prices), sk_tm (nomination fee). */
export function memberFacts(db: Db, memberId: number) {
  return db.member.findUnique({ where: { id: memberId }, select: { dob: true, isHpc: true, skTm: true } });
}

/** Creates the record of a person who has no account yet (a nominated player, manager or coach). */
export async function createMemberRecord(tx: Tx, data: Prisma.MemberCreateInput): Promise<number> {
  return (await tx.member.create({ data, select: { id: true } })).id;
}

/** Who a member is: names and date of birth (matching a person to a record). */
export function memberIdentity(db: Db, memberId: number) {
  return db.member.findUnique({
    where: { id: memberId },
    select: { id: true, firstname: true, lastname: true, dob: true },
  });
}

/** Members' names by id (plain SQL: the invoice and payment lists read it, lib/sql.ts). */
export async function memberNames(
  db: Db,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string }>> {
  const found = await rows<{ id: number; firstname: string; lastname: string }>(
    db,
    sql`SELECT id, firstname, lastname FROM "Member" WHERE id = ANY(${ids}::int[])`,
  );
  return new Map(found.map((m) => [m.id, { firstname: m.firstname, lastname: m.lastname }]));
}

/** Members' names and email addresses by id (the console's lists; mail to managers). */
export async function memberContacts(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { firstname: string; lastname: string; email: string | null }>> {
  const found = await db.member.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstname: true, lastname: true, email: true },
  });
  return new Map(found.map((m) => [m.id, m]));
}

/** Members with the referee flag (or given as `ids`) and the roster types they hold, by last name. */
export function officialMembers(db: Db | Tx, ids?: number[]) {
  return db.member.findMany({
    where: ids ? { id: { in: ids } } : { isRef: true, deactivatedAt: null, mergedIntoId: null },
    select: { id: true, firstname: true, lastname: true, email: true, isRef: true, accessRef: true },
    orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
  });
}

/** How many members hold a roster type. */
export function holdersOfRosterType(db: Db | Tx, name: string): Promise<number> {
  return db.member.count({ where: { accessRef: { has: name } } });
}

/** How many members hold each roster type, in one pass. */
export async function holdersByRosterType(db: Db | Tx): Promise<Map<string, number>> {
  const found = await rows<{ type: string; holders: number }>(
    db,
    sql`SELECT t AS type, count(*)::int AS holders FROM "Member", unnest("accessRef") AS t GROUP BY t`,
  );
  return new Map(found.map((r) => [r.type, r.holders]));
}

/**
 * Grants a member exactly these roster types; the referee flag follows (on with any type, off
 * with none). The row is locked first; null for an unknown member.
 */
export async function setOfficialAccess(tx: Tx, memberId: number, types: string[]) {
  if (!(await lockMember(tx, memberId))) return null;
  const before = await tx.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { isRef: true, accessRef: true },
  });
  await tx.member.update({ where: { id: memberId }, data: { accessRef: types, isRef: types.length > 0 } });
  return before;
}

// --- For messages to members (modules/messages) ---------------------------------------------

/**
 * Who a message to members can reach, by id: name, address and the two choices a message honours.
 * Deactivated and merged members are left out (they no longer use the portal).
 */
export function messageContacts(db: Db | Tx, ids: number[]) {
  return db.member.findMany({
    where: { id: { in: ids }, deactivatedAt: null, mergedIntoId: null },
    select: {
      id: true,
      firstname: true,
      prefname: true,
      lastname: true,
      email: true,
      subscribedToNewsletter: true,
      subscribedToComm: true,
    },
    orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
  });
}

/** The ids of members who are officials (is_ref), those given one roster type when named. */
export async function officialIds(db: Db | Tx, rosterType?: string): Promise<number[]> {
  const found = await db.member.findMany({
    where: { isRef: true, ...(rosterType ? { accessRef: { has: rosterType } } : {}) },
    select: { id: true },
  });
  return found.map((m) => m.id);
}

/** The roster types officials are given (access_ref), by name. */
export async function officialRosterTypes(db: Db | Tx): Promise<string[]> {
  const found = await rows<{ type: string }>(
    db,
    sql`SELECT DISTINCT unnest("accessRef") AS type FROM "Member" WHERE "isRef" ORDER BY type`,
  );
  return found.map((r) => r.type);
}

/**
 * Turns off one of a member's mail choices (a message's one-click unsubscribe): `newsletter` is
 * subscribed_to_newsletter, `competition` subscribed_to_comm. A link sent before a merge turns it
 * off for the member kept as well. False for an unknown member.
 */
export async function unsubscribeMember(
  db: Db,
  memberId: number,
  kind: 'newsletter' | 'competition',
): Promise<boolean> {
  const member = await db.member.findUnique({ where: { id: memberId }, select: { mergedIntoId: true } });
  if (!member) return false;
  const data = kind === 'newsletter' ? { subscribedToNewsletter: false } : { subscribedToComm: false };
  const ids = member.mergedIntoId ? [memberId, member.mergedIntoId] : [memberId];
  await db.member.updateMany({ where: { id: { in: ids } }, data });
  return true;
}
