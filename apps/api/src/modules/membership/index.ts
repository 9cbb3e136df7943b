// The face of membership: the only file other modules, app.ts, seed/ and outside tests import.
//
// Order: membership stands above payments, beside store: app.ts registers store's readers of the
// membership products with it (useMembershipProducts). It registers with
// payments what a paid or refunded membership order means (the sport profile's expiry) and the
// receipt's new expiry date (membership.service.ts).
export { default as membershipRoutes } from './membership.routes.js';
export { moveMemberRows } from './membership-merge.service.js';
export { useMembershipProducts } from './membership-products.js';
export { registeredMemberIds, sportProfilesOf, startSportProfile } from './membership.service.js';
