// The console's contracts: imported as `@courtside/contracts/admin`, never from the package root,
// so no public or member page bundles them.
export * from './staff.js';
export * from './audit.js';
export * from './seasons.js';
export * from './members.js';
export * from './settings.js';
export * from './nominations.js';
export * from './nominations-bulk.js';
export * from './teams.js';
export * from './closures.js';
export * from './draw.js';
export * from './game-moves.js';
export * from './noticeboard.js';
export * from './messages.js';
export * from './officials.js';
export * from './events.js';
export * from './reports.js';
export * from './orders.js';
export * from './invoices.js';
export * from './vouchers.js';
export * from './payouts.js';
export * from './store.js';
export * from './hpc-subscriptions.js';
export * from './venues.js';
export * from './hpc.js';
