export * from './common/messages.js';
export * from './common/errors.js';
export * from './common/dates.js';
export * from './common/fields.js';
export * from './auth/auth.js';
export * from './profile/profile.js';
export * from './reference/reference.js';
export * from './settings/settings.js';
