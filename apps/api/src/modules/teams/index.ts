// The face of teams: the only file other modules import.
//
// Order: teams stands below draw (layer 8, draw above it). Teams owns the Team tables and the
// lookups draw makes and shows the draw from; it imports no draw file. What a team's pages read
// of the competition (its games, its division and season, entry places, eligibility, a
// forfeit's result) draw registers at start-up (useCompetitionReads). Nomination, referee,
// roster and calendar stand above both and import them.
export { default as teamsRoutes } from './teams.routes.js';
export { default as teamsAdminRoutes } from './teams-admin.routes.js';
export { default as nominationsAdminRoutes } from './nominations-admin.routes.js';
export { default as teamEntryRoutes } from './team-entry.routes.js';
export { moveMemberRows } from './teams-merge.service.js';
export { listTeams } from './teams.service.js';
export {
  deleteTeam,
  drawTeamsOf,
  enterTeam,
  inTeamManagedBy,
  invoiceTeamIdsOf,
  lockTeamRow,
  managedTeamSince,
  managedTeamsSince,
  managersOfTeams,
  memberIdsOfTeam,
  placedTeamsOf,
  placesLeft,
  playersOfTeams,
  releaseGames,
  setTeamStartLimits,
  teamCountOf,
  teamIdsOfMember,
  teamInDivision,
  teamNamesIn,
  teamsByIds,
  teamsNamed,
  teamsOfDivision,
  teamsOfMembers,
} from './team-lookups.js';
export type { TeamEntry } from './team-lookups.js';
export { nameKey, rosterLimits } from './team-rules.js';
export { teamGameSelect, useCompetitionReads } from './competition-reads.js';
export type { DivisionLabel, DivisionSummary, TeamGame } from './competition-reads.js';
export { eligibilityWarnings } from './eligibility-rules.js';
export type { DivisionEligibility } from './eligibility-rules.js';
export { isoOfDmy, lookupPlayer } from './player-lookup.js';
export { waitlistPosition } from './waitlist-offers.js';
