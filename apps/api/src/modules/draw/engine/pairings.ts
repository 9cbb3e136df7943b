// Round-robin pairings by the circle method, with de Werra's home/away
// orientation: within one cycle no team plays more than two home or two away
// games in a row. An odd count adds a phantom team; its opponent has the bye.
//
// One cycle is m = (teams rounded up to even) - 1 rounds. Cycle q plays the
// first cycle's rounds starting one further on each time (round q+1, q+2, ...)
// and mirrors home and away when q is odd. Starting one round further keeps the
// two-in-a-row limit across the join of two cycles (a plain repeat gives three
// in a row to some teams) and never repeats the last game of a cycle straight away.
import { mixSeed, seededRandom, shuffled } from './seeded-random.js';
import type { Pairing, PairingRound, RoundsRule } from './types.js';

/** How many rounds a rule gives for a number of teams. */
export function roundCount(teamCount: number, rounds: RoundsRule): number {
  if (teamCount < 2) return 0;
  const m = teamCount % 2 === 0 ? teamCount - 1 : teamCount;
  if (rounds.kind === 'once') return m;
  if (rounds.kind === 'twice') return 2 * m;
  return Math.max(0, Math.floor(rounds.count));
}

/**
 * The rounds of a round robin. Without a seed the teams take the circle's
 * positions in the order given; with one, in a seeded random order.
 */
export function roundRobinPairings(teamIds: number[], rounds: RoundsRule, seed?: number): PairingRound[] {
  const total = roundCount(teamIds.length, rounds);
  if (total === 0) return [];
  const order =
    seed === undefined ? [...teamIds] : shuffled(teamIds, seededRandom(mixSeed(seed, teamIds.length)));
  const positions: Array<number | null> = order.length % 2 === 0 ? order : [...order, null];
  const cycle = firstCycle(positions);
  const m = cycle.length;

  const out: PairingRound[] = [];
  for (let j = 0; j < total; j++) {
    const q = Math.floor(j / m);
    const base = cycle[(q + (j % m)) % m]!;
    const games: Pairing[] = [];
    const byes: number[] = [];
    for (const [a, b] of base) {
      if (a === null || b === null) {
        const team = a ?? b;
        if (team !== null) byes.push(team);
        continue;
      }
      games.push(q % 2 === 0 ? { home: a, away: b } : { home: b, away: a });
    }
    out.push({ round: j + 1, games, byes });
  }
  return out;
}

/**
 * The first cycle, as [home, away] with null for the phantom. The last position
 * stays fixed and meets position k in round k, at home and away in turn; the
 * others meet (k + i) v (k - i), the first of them at home when i is odd.
 */
function firstCycle(positions: Array<number | null>): Array<Array<[number | null, number | null]>> {
  const n = positions.length;
  const m = n - 1;
  const fixed = positions[m] ?? null;
  const at = (p: number) => positions[((p % m) + m) % m] ?? null;
  const rounds: Array<Array<[number | null, number | null]>> = [];
  for (let k = 0; k < m; k++) {
    const games: Array<[number | null, number | null]> = [k % 2 === 0 ? [at(k), fixed] : [fixed, at(k)]];
    for (let i = 1; i < n / 2; i++) {
      games.push(i % 2 === 1 ? [at(k + i), at(k - i)] : [at(k - i), at(k + i)]);
    }
    rounds.push(games);
  }
  return rounds;
}
