// Draw helpers shared by the demo data and the benchmark's large season.

export interface RoundPairing {
  /** Team indexes [home, away]. */
  pairs: Array<[number, number]>;
  /** The team index sitting out (odd team counts), else null. */
  bye: number | null;
}

/**
 * A single round robin by the circle method: every team meets every other team
 * once; with an odd count a phantom team turns one game per round into a bye.
 * Home and away alternate by round so no team is always "team A".
 */
export function roundRobin(teamCount: number): RoundPairing[] {
  const slots: Array<number | null> = Array.from({ length: teamCount }, (_, i) => i);
  if (teamCount % 2 === 1) slots.push(null);
  const n = slots.length;
  const rounds: RoundPairing[] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[number, number]> = [];
    let bye: number | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i]!;
      const b = slots[n - 1 - i]!;
      if (a === null || b === null) bye = a ?? b;
      else pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push({ pairs, bye });
    // Keep the first slot fixed and rotate the others one place.
    slots.splice(1, 0, slots.pop()!);
  }
  return rounds;
}

/** The draw engine's seeded generator (mulberry32), so demo data is the same on every machine. */
export { mixSeed, seededRandom } from '../modules/draw/index.js';
