import { randomBytes } from 'node:crypto';
import {
  MSG,
  PHOTO_MAX_BYTES,
  isoToDmy,
  type TEftRequest,
  type TProfile,
  type TProfileUpdate,
} from '@courtside/contracts';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { activeSubscriptionCount } from '../hpc/index.js';
import { teamCountOf } from '../teams/index.js';
import { sportProfilesOf } from '../membership/index.js';
import {
  adultToday,
  eftEnabled,
  missingProfileFields,
  ownProfileState,
  photoPathOf,
  profileRow,
  saveBankAccount,
  saveOwnProfile,
} from '../people/index.js';

const SPORT_TEXT = { basketball: 'Basketball', netball: 'Netball' } as const;

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
  const missing = missingProfileFields(m);
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
    adult: adultToday(deps, m.dob),
    profile_complete: missing.length === 0,
    missing_fields: missing,
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
  const current = await ownProfileState(deps.db, memberId);
  if (!current) throw notFound('Member');

  let photoPath: string | undefined;
  if (photo) {
    if (photo.truncated || photo.bytes.length >= PHOTO_MAX_BYTES)
      throw fieldError('profilephoto', MSG.photoSize, MSG.formErrors);
    const ext = imageExtension(photo.bytes);
    if (!ext) throw fieldError('profilephoto', MSG.photoType, MSG.formErrors);
    const renewalDue = (await sportProfilesOf(deps.db, memberId)).some((s) => s.membRenewal);
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
  await saveOwnProfile(deps.db, memberId, {
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
  });
  if (photoPath && current.photoPath) await deps.files.remove(current.photoPath);
  return getProfile(deps, memberId);
}

const photoType = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');

export async function readPhoto(deps: Deps, memberId: number): Promise<{ bytes: Buffer; type: string }> {
  const photoPath = await photoPathOf(deps.db, memberId);
  if (!photoPath) throw notFound('Photo');
  const bytes = await deps.files.get(photoPath);
  if (!bytes) throw notFound('Photo');
  return { bytes, type: photoType(photoPath) };
}

export const EFT_NOT_ENABLED = 'EFT details are not enabled for your account';

export async function updateEft(deps: Deps, memberId: number, input: TEftRequest): Promise<void> {
  const enabled = await eftEnabled(deps.db, memberId);
  if (enabled === null) throw notFound('Member');
  if (!enabled) throw new AppError('forbidden', EFT_NOT_ENABLED);
  await saveBankAccount(deps.db, memberId, {
    acctName: input.acctname,
    acctBsb: input.acctbsb,
    acctNumber: input.acctnumber,
  });
}
