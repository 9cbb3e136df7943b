// The face of booking: the only file other modules, app.ts and seed/ import.
//
// Order: booking (venues, courts, hire, closures, CourtOccupancy) stands below hpc, draw and roster
// and imports none of them. The games, classes and roster shifts that hold courts reach it through
// the court users those register at start-up (useCourtGames, useCourtClasses, useCourtShifts in
// court-users.ts).
export { default as bookingRoutes } from './booking.routes.js';
export { default as courtClosuresAdminRoutes } from './court-closures-admin.routes.js';
export { default as hireAdminRoutes } from './hire-admin.routes.js';
export { default as venuesAdminRoutes } from './venues-admin.routes.js';
export { moveMemberRows } from './booking-merge.service.js';
export { useCourtClasses, useCourtGames, useCourtShifts } from './court-users.js';
export type { ShiftOnCourt } from './court-users.js';
export { instantOf, isExclusionViolation } from './booking-availability.service.js';
export { bookingEntries, myBookings } from './booking-calendar.service.js';
export {
  bookingsOnCourts,
  courtsSharingFloor,
  venueExists,
  venuePlaces,
  venuesOfCourts,
  venuesWithCourts,
} from './booking-catalogue.service.js';
export { leafCourts, priceBooking, relatedCourts } from './booking-rules.js';
export { occupanciesOverlapping } from './booking.data.js';
export { closuresOf } from './court-closures.service.js';
export { classCourtClashes, gameCourtClashes } from './court-uses.service.js';
