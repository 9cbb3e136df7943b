// Pure rules of the team area: what a member's
// positions allow, the roster limits of a division and playing-number checks.
import {
  DEFAULT_MIN_PLAYERS,
  PLAYING_NUMBER_MAX,
  PLAYING_NUMBER_MIN,
  TEAM_ROLES,
  TEAM_ROLE_TEXT,
  type TTeamRole,
} from '@courtside/contracts';

export interface TeamState {
  seasonArchived: boolean;
  seasonStatus: 'active' | 'inactive';
  divisionStatus: 'active' | 'inactive';
}

export interface TeamCapabilities {
  /** Season not archived, season and division active: the Draw button, registration expiry and management. */
  live: boolean;
  /** Save colours and numbers, forfeit, request members, remove members and positions. */
  canManage: boolean;
  /** Email, date of birth and mobile of the players. */
  canSeeContacts: boolean;
  /** The team's invoices (the invoices area shows team invoices to managers and admins). */
  canSeeInvoices: boolean;
}

const isLead = (roles: readonly TTeamRole[]) => roles.includes('manager') || roles.includes('admin');

/** What each position may do on the team page: managers and team admins manage, coaches see contacts. */
export function teamCapabilities(roles: readonly TTeamRole[], state: TeamState): TeamCapabilities {
  const live = !state.seasonArchived && state.seasonStatus === 'active' && state.divisionStatus === 'active';
  return {
    live,
    canManage: live && isLead(roles),
    canSeeContacts: isLead(roles) || roles.includes('coach'),
    canSeeInvoices: isLead(roles),
  };
}

/** Roles in a fixed order, without repeats. */
export const sortedRoles = (roles: Iterable<TTeamRole>): TTeamRole[] => {
  const set = new Set(roles);
  return TEAM_ROLES.filter((r) => set.has(r));
};

/** t_function: the positions as text, e.g. 'Manager, Player'. */
export const rolesText = (roles: readonly TTeamRole[]) =>
  sortedRoles(roles)
    .map((r) => TEAM_ROLE_TEXT[r])
    .join(', ');

/** Roster limits: minimum 5 unless the division sets one or skips it; no maximum unless set. */
export function rosterLimits(division: {
  minPlayers: number | null;
  maxPlayers: number | null;
  skipMinPlayers: boolean;
}): { min: number; max: number | null } {
  return {
    min: division.skipMinPlayers ? 0 : (division.minPlayers ?? DEFAULT_MIN_PLAYERS),
    max: division.maxPlayers,
  };
}

/**
 * Checks the playing numbers a team would have after a save: each 0-100 and whole,
 * used by one player at most. Returns a message per problem kind, or null.
 */
export function playingNumberProblem(numbers: ReadonlyArray<number | null>): 'range' | 'duplicate' | null {
  const used = new Set<number>();
  for (const n of numbers) {
    if (n === null) continue;
    if (!Number.isInteger(n) || n < PLAYING_NUMBER_MIN || n > PLAYING_NUMBER_MAX) return 'range';
    if (used.has(n)) return 'duplicate';
    used.add(n);
  }
  return null;
}

/** Names compare without case or surrounding spaces (the duplicate checks of player rows). */
export const nameKey = (firstname: string, lastname: string) =>
  `${firstname.trim().toLowerCase()}|${lastname.trim().toLowerCase()}`;
