// messages: the console's messages to members (recipients, the sending job, the history) and the
// one-click unsubscribe. It sits at the top: no module imports it.
export { memberMessagesJob } from './member-messages-job.js';
export { default as messagesAdminRoutes } from './messages-admin.routes.js';
export { default as unsubscribeRoutes } from './unsubscribe.routes.js';
