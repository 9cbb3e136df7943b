// reference: the lists every form offers (suburbs with their postcodes and states, countries).
// A low module: it imports no other module.
export { default as referenceRoutes } from './reference.routes.js';
