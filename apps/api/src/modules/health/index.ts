// health: the liveness and readiness answers of a server process. A low module: it imports no
// other module.
export { default as healthRoutes } from './health.routes.js';
