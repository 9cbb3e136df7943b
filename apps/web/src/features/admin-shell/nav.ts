// The console's areas, in the order the side navigation lists them, and the staff roles each
// serves (an admin reaches every area). Mirrors the API's `staffOnly(...)` of each area's routes.
import type { TStaffRole } from '@courtside/contracts/admin';

export interface ConsoleArea {
  label: string;
  /** Path under /admin. */
  path: string;
  roles: readonly TStaffRole[];
}

export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  { label: 'Members', path: 'members', roles: ['admin'] },
  { label: 'Seasons', path: 'seasons', roles: ['competition'] },
  { label: 'Nominations', path: 'nominations', roles: ['competition'] },
  { label: 'Teams', path: 'teams', roles: ['competition'] },
  { label: 'Noticeboard', path: 'noticeboard', roles: ['competition'] },
  { label: 'Event rosters', path: 'events', roles: ['competition'] },
  { label: 'Officials', path: 'officials', roles: ['competition'] },
  { label: 'Messages', path: 'messages', roles: ['competition'] },
  { label: 'Invoices', path: 'invoices', roles: ['finance'] },
  { label: 'Vouchers', path: 'vouchers', roles: ['finance'] },
  { label: 'Orders', path: 'orders', roles: ['finance'] },
  { label: 'Reconciliation', path: 'reconciliation', roles: ['finance'] },
  { label: 'Reports', path: 'reports', roles: ['finance'] },
  { label: 'Store', path: 'store', roles: ['facilities'] },
  { label: 'Court hire', path: 'court-hire', roles: ['facilities'] },
  { label: 'Venues', path: 'venues', roles: ['facilities'] },
  { label: 'HPC', path: 'hpc', roles: ['facilities'] },
  // Competition staff see the settings and change the competition defaults; only admins change the rest.
  { label: 'Settings', path: 'settings', roles: ['competition'] },
  { label: 'Staff', path: 'staff', roles: ['admin'] },
  { label: 'Audit log', path: 'audit', roles: ['admin'] },
];

/** Whether roles reach an area (as the API's door decides). */
export const reachesArea = (held: readonly TStaffRole[], area: ConsoleArea) =>
  held.includes('admin') || held.some((r) => area.roles.includes(r));

/** The areas the signed-in staff member's roles reach. */
export const areasFor = (held: readonly TStaffRole[]) => CONSOLE_AREAS.filter((a) => reachesArea(held, a));
