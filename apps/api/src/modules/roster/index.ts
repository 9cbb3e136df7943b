// The face of roster (the event rosters): the only file other modules and app.ts import.
//
// Order: roster stands above booking (its events take a venue's courts) and below calendar and
// profile.
export { default as rosterRoutes } from './roster.routes.js';
export { default as rosterAdminRoutes } from './roster-admin.routes.js';
export { moveMemberRows } from './roster-merge.service.js';
export { rosterEntries } from './roster.service.js';
