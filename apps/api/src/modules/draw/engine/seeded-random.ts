// The engine's only source of chance: mulberry32, so the same input and seed give
// the same draw on every machine. The demo seed uses it too (seed/round-robin.ts).

/** A seeded random generator giving numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in a seeded random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Mixes a seed with a number (a division id), so each division gets its own stream. */
export const mixSeed = (seed: number, n: number) =>
  (Math.imul(seed ^ Math.imul(n, 0x9e3779b1), 0x85ebca6b) ^ n) >>> 0;
