// audit: the record of every change staff make (who, what, before and after, why), its console
// page and the check that every console write is recorded (audit-watch.ts). A low module: it
// imports none; the names of the members who acted come from people through app.ts
// (useMemberNames).
export { default as auditAdminRoutes } from './audit-admin.routes.js';
export { default as auditWatch } from './audit-watch.js';
export { listAudit, nothingToAudit, recordAudit, useMemberNames } from './audit.service.js';
