// The face of draw: the only file other modules, app.ts, seed/ and outside tests import.
//
// Order: draw (with the console's seasons) stands above booking, hpc and teams and below
// referee, roster, nomination and calendar. It reads teams' lookups (teams/index.ts) and
// registers the competition readers teams' pages use (useCompetitionReads, in draw.routes.ts);
// referee registers how draw reads and releases the officials of games (useGameOfficials).
export { default as drawRoutes } from './draw.routes.js';
export { default as drawAdminRoutes } from './draw-admin.routes.js';
export { default as scorerRoutes } from './scorer.routes.js';
export { default as seasonsAdminRoutes } from './seasons-admin.routes.js';
export { moveMemberRows } from './draw-merge.service.js';
export { drawGenerationJob } from './draw-generation-job.js';
export { runDrawGenerations } from './draw-generation.service.js';
export { useGameOfficials } from './game-officials.js';
export type { GamePlace } from './game-officials.js';
export {
  activeSeasons,
  courtsWithGames,
  divisionLabels,
  gameForOfficials,
  gamesForAllocation,
  gamesOnCourts,
  gameStartTimes,
  officialsGames,
  officialsGamesByIds,
  officialsSeasons,
  playedGameIdsOfSeason,
  requireSeason,
  seasonDivisionIds,
  setRefereesOpen,
} from './competition.service.js';
export type { AllocationGame, OfficialsGame } from './competition.service.js';
export {
  anySeasonTakingEntries,
  divisionsTakingEntries,
  entriesClosedOn,
  entryDivision,
  gradesTakingEntries,
  groupsTakingEntries,
  lockDivisionGroup,
  preferredDivisionsOf,
  seasonsClosedByDate,
  seasonsTakingEntries,
  takesEntries,
} from './entries.service.js';
export type { EntryDivision } from './entries.service.js';
export { divisionEligibility } from './eligibility.service.js';
export { lockSeason } from './season-setup.service.js';
export { shownTeam, teamGameEntries } from './team-calendar.service.js';
export { COURT_TAKEN } from './court-clashes.js';
export { invoiceTeamsOfDraw } from './invoice-teams.js';
export { computeStandings } from './standings.js';
export type { PlayedGame, ResultKind } from './standings.js';
export { mixSeed, seededRandom } from './engine/seeded-random.js';
