// The face of referee: the only file other modules and app.ts import.
//
// Order: referee stands above draw, teams and booking (it allocates officials to the draw's
// games) and below calendar and profile. Draw reads and releases the officials of its games
// through what referee registers at start-up (useGameOfficials, in referee.routes.ts).
export { default as refereeRoutes } from './referee.routes.js';
export { default as officialsAdminRoutes } from './officials-admin.routes.js';
export { default as rosterDatesAdminRoutes } from './roster-dates-admin.routes.js';
export { moveMemberRows } from './referee-merge.service.js';
export { assignmentEntries } from './referee.service.js';
