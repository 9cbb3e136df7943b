// auth: registration, sign-in and recovering a username or password. It sits above people (whose
// accounts it signs in) and below everything that sells or plays; what a new account starts with
// is registered with it (onAccountCreated) by the modules above.
export { default as authRoutes } from './auth.routes.js';
export { firstSignIn, onAccountCreated, RESET_TOKEN_MINUTES, sendPasswordResetLink } from './auth.service.js';
export { moveMemberRows } from './auth-merge.service.js';
