// The face of hpc: the only file other modules, app.ts, plugins/ and seed/ import.
//
// Order: hpc stands above booking (its classes hold courts through booking, and it registers
// them there at start-up: useCourtClasses in hpc.routes.ts) and below draw, calendar, messages
// and profile.
export { default as hpcRoutes } from './hpc.routes.js';
export { default as hpcAdminRoutes } from './hpc-admin.routes.js';
export { default as subscriptionsAdminRoutes } from './subscriptions-admin.routes.js';
export { moveMemberRows } from './hpc-merge.service.js';
export { hpcRenewalJob } from './renewal-job.js';
export { classEntries } from './classes.service.js';
export { activeSubscriberIds, activeSubscriptionCount, listSubscriptions } from './subscriptions.service.js';
export { addCycle } from './hpc-rules.js';
