// The face of calendar (a member's calendar feed): the only file app.ts imports.
//
// Order: calendar stands at the top with messages and profile: it gathers the entries of
// booking, hpc, draw, teams, referee and roster, and nothing imports it but app.ts.
export { calendarAddressRoutes, calendarFeedRoutes } from './calendar.routes.js';
