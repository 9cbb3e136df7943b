// The face of nomination (entering a team into a division): the only file other modules and
// app.ts import.
//
// Order: nomination stands above draw and teams (it reads the divisions taking entries from
// draw and enters the team through teams) and below calendar, messages and profile.
export { default as nominationRoutes } from './nomination.routes.js';
