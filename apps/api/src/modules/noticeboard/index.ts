// noticeboard: the notices on the portal's front page and the console's noticeboard. A low
// module: it imports only audit.
export { default as noticeboardRoutes } from './noticeboard.routes.js';
export { default as noticeboardAdminRoutes } from './noticeboard-admin.routes.js';
