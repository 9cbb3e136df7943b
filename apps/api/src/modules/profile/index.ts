// profile: the member's own page and the console's member pages. It sits at the top: it may
// import any module, and none imports it; app.ts registers its routes.
export { default as profileRoutes } from './profile.routes.js';
export { default as membersAdminRoutes } from './members-admin.routes.js';
