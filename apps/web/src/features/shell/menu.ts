// Side drawer entries and when each shows.
import { hasTeam, type AccessProfile } from '../../lib/access';

export interface MenuEntry {
  label: string;
  to: string;
}

/**
 * `staff`: the member holds a staff role, so the menu leads to the console too. `scorer`: the
 * member is named scorer of a game today.
 */
export function menuEntries(
  profile: AccessProfile,
  selectedSport: string,
  staff = false,
  scorer = false,
): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    { label: 'Dashboard', to: '/member/account' },
    { label: 'Profile', to: '/member/profile' },
    profile.is_eft && { label: 'EFT Details', to: '/member/eftaccount' },
    // Also for a member without a team, who registers and pays here; a profile that needs no
    // registration (non_pl) has no membership to open.
    !profile.non_pl && {
      label: 'Registration',
      to: `/member/membership?sport=${encodeURIComponent(selectedSport)}`,
    },
    { label: 'Invoices', to: '/member/invoices' },
    { label: 'Receipts', to: '/member/orders' },
    hasTeam(profile) && { label: 'Teams', to: '/member/teams' },
    profile.adult && { label: 'Team Nomination', to: '/member/teamnomination' },
    { label: 'Store', to: '/member/store' },
    { label: 'Court Hire', to: '/member/booking' },
    profile.is_ref && { label: 'Competition Roster', to: '/member/referee' },
    profile.is_ref && { label: 'Competition Availability', to: '/member/refereeavail' },
    profile.is_roster && { label: 'Event Roster', to: '/member/roster' },
    scorer && { label: 'Scorer', to: '/member/scorer' },
    profile.is_hpc && { label: 'HPC', to: '/member/hpc/home' },
    staff && { label: 'Console', to: '/admin' },
  ];
  return entries.filter((e): e is MenuEntry => e !== false);
}
