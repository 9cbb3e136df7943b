// staff: the roles staff hold, the console's door (staff.guard.ts) and the staff pages, and the
// `pnpm staff` commands. It sits above people and settings, beside auth and second-factor, whose
// functions it gets from app.ts (useSecondFactors).
export { default as staffGuard } from './staff.guard.js';
export { default as staffAdminRoutes } from './staff-admin.routes.js';
export { default as consoleEntryRoutes } from './console-entry.routes.js';
export { rolesOf, useSecondFactors } from './staff.service.js';
export type { SecondFactors } from './staff.service.js';
export {
  createStaffAccount,
  grantStaffRoles,
  resetSecondFactorOf,
  unlockSignIn,
} from './staff-command.service.js';
export type { CommandDeps } from './staff-command.service.js';
export { moveMemberRows } from './staff-merge.service.js';
