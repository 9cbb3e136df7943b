// Dashboard tiles and when each shows.
import { hasTeam, type AccessProfile } from '../../lib/access';

export type TileKey =
  | 'profile'
  | 'eft'
  | 'registration'
  | 'invoices'
  | 'teams'
  | 'stats'
  | 'noticeboard'
  | 'receipts'
  | 'store'
  | 'nomination'
  | 'referee'
  | 'refereeavail'
  | 'roster'
  | 'booking'
  | 'hpc';

export interface Tile {
  key: TileKey;
  title: string;
  text: string;
  to: string;
}

export function dashboardTiles(profile: AccessProfile, statsEnabled: boolean, selectedSport: string): Tile[] {
  const tiles: (Tile | false)[] = [
    { key: 'profile', title: 'Profile', text: 'Update your contact details', to: '/member/profile' },
    profile.is_eft && {
      key: 'eft',
      title: 'EFT Details',
      text: 'Bank details for payments to you',
      to: '/member/eftaccount',
    },
    // A member without a team finds here how to register and pay their membership; a team
    // member whose profile needs no registration (non_pl) is told so on the tile.
    (hasTeam(profile) || !profile.non_pl) && {
      key: 'registration',
      title: 'Registration',
      text: hasTeam(profile) ? 'Your membership registration' : 'Register and pay your membership',
      to: `/member/membership?sport=${encodeURIComponent(selectedSport)}`,
    },
    {
      key: 'invoices',
      title: 'Invoices',
      text: 'Pay your game fees or any other invoices',
      to: '/member/invoices',
    },
    hasTeam(profile) && {
      key: 'teams',
      title: 'Teams',
      text: 'Team History, Attendance & Finances',
      to: '/member/teams',
    },
    hasTeam(profile) &&
      statsEnabled && {
        key: 'stats',
        title: 'Stats',
        text: 'Player statistics of your games',
        to: '/member/stats',
      },
    profile.is_man && {
      key: 'noticeboard',
      title: 'Noticeboard',
      text: 'Notices for team managers',
      to: '/member/noticeboard',
    },
    { key: 'receipts', title: 'Receipts', text: 'History of accounts', to: '/member/orders' },
    { key: 'store', title: 'Store', text: 'Player programs, courses and events', to: '/member/store' },
    profile.adult && {
      key: 'nomination',
      title: 'Team Nomination',
      text: 'Nominate a team for the coming season',
      to: '/member/teamnomination',
    },
    profile.is_ref && {
      key: 'referee',
      title: 'Competition Roster',
      text: 'Your refereeing roster',
      to: '/member/referee',
    },
    profile.is_ref && {
      key: 'refereeavail',
      title: 'Competition Availability',
      text: 'Tell us when you can referee',
      to: '/member/refereeavail',
    },
    profile.is_roster && {
      key: 'roster',
      title: 'Event Roster',
      text: 'Your event shifts',
      to: '/member/roster',
    },
    { key: 'booking', title: 'Court Hire', text: 'Book your favorite sport', to: '/member/booking' },
    profile.is_hpc && {
      key: 'hpc',
      title: 'HPC',
      text: 'High Performance Centre classes and plans',
      to: '/member/hpc/home',
    },
  ];
  return tiles.filter((t): t is Tile => t !== false);
}
