// second-factor: two-factor sign-in (an authenticator and recovery codes) that the console asks
// of staff. It sits beside auth and staff, above people: staff reaches it only through what
// app.ts hands over (useSecondFactors).
export { default as secondFactorRoutes } from './second-factor.routes.js';
export { enabledAmong, removeFactor } from './second-factor.service.js';
export { moveMemberRows } from './second-factor-merge.service.js';
