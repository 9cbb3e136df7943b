// The draw engine: pure functions over plain data (see README.md).
export { roundRobinPairings, roundCount } from './pairings.js';
export { expandSlots, slotIdOf } from './slots.js';
export { placeGames, placeGamesYielding } from './placement.js';
export { repairDraw } from './repair.js';
export { catchUpDates, type CatchUpDate, type CatchUpGame, type CatchUpInput } from './catch-up.js';
export { checkMoves, type MoveCheckInput } from './edit.js';
export { dutyCoverage, fairnessReport, firstStartTimes, type FairnessInput } from './fairness.js';
export { finalsGames, ordinal, placeFinals } from './finals.js';
export { assignDuties } from './duties.js';
export { seededRandom } from './seeded-random.js';
export { PENALTY } from './board.js';
export type * from './types.js';
