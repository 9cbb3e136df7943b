// settings: the association's live settings (the store every process reads and the console
// changes) and the points a division's results score by default. A low module: it imports only
// audit.
export { default as settingsRoutes } from './settings.routes.js';
export { default as settingsAdminRoutes } from './settings-admin.routes.js';
export { DEFAULT_POINTS, mergeSettings, readStoredSettings, SettingsStore } from './settings.service.js';
export type { HireRules, PointsTable } from './settings.service.js';
