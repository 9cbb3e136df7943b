// The ladder's rules other modules need: the documented points per outcome (the console shows
// them until staff change the association's), kept with the standings code (standings.ts).
export { DEFAULT_POINTS, type PointsTable } from './standings.js';
