// The face of store: the only file other modules, app.ts, seed/ and outside tests import.
//
// Order: store stands above payments and booking. It registers with payments what a paid,
// failed or refunded store order means (stock), the attendees the console's order page shows
// and the donation product every payment offers (checkout.service.ts).
export { default as storeRoutes, publicStoreRoutes } from './store.routes.js';
export { default as storeAdminRoutes } from './store-admin.routes.js';
export { moveMemberRows } from './store-merge.service.js';
export { membershipProduct, membershipProductIds, membershipTerms } from './store.service.js';
