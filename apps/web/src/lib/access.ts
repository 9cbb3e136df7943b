// Who may see what: the conditions of the side drawer, dashboard tiles and route
// guards, as pure functions of the profile.
import type { TProfile, TSportProfile } from '@courtside/contracts';

export type MembershipStatus = 'REGISTERED' | 'PLEASE RENEW' | 'UNREGISTERED';

/** Expiry present and no renewal flag = REGISTERED; expiry and renewal = PLEASE RENEW; else UNREGISTERED. */
export function membershipStatus(
  sport: Pick<TSportProfile, 'expiry_date' | 'memb_renewal'> | undefined,
): MembershipStatus {
  if (!sport?.expiry_date) return 'UNREGISTERED';
  return sport.memb_renewal ? 'PLEASE RENEW' : 'REGISTERED';
}

export type AccessProfile = Pick<
  TProfile,
  | 'nb_teams'
  | 'adult'
  | 'is_eft'
  | 'is_ref'
  | 'is_roster'
  | 'is_man'
  | 'is_hpc'
  | 'non_pl'
  | 'profile_complete'
>;

export const hasTeam = (p: AccessProfile) => p.nb_teams > 0;
/** Membership purchase needs a playing profile and every required profile field. */
export const canBuyMembership = (p: AccessProfile) => !p.non_pl && p.profile_complete;
