import { describe, expect, it } from 'vitest';
import { roundCount, roundRobinPairings } from './pairings.js';
import type { PairingRound, RoundsRule } from './types.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const meetings = (rounds: PairingRound[]) => {
  const count = new Map<string, number>();
  for (const r of rounds) {
    for (const g of r.games) {
      const key = [g.home, g.away].sort((a, b) => a - b).join('v');
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  }
  return count;
};
const pairsOf = (n: number) => (n * (n - 1)) / 2;
const byeCounts = (teams: number[], rounds: PairingRound[]) =>
  teams.map((t) => rounds.filter((r) => r.byes.includes(t)).length);
/** Longest run of home or of away games of any team, byes skipped. */
function longestRun(teams: number[], rounds: PairingRound[]): number {
  let worst = 0;
  for (const t of teams) {
    let side = '';
    let run = 0;
    for (const r of rounds) {
      const g = r.games.find((x) => x.home === t || x.away === t);
      if (!g) continue;
      const now = g.home === t ? 'H' : 'A';
      run = now === side ? run + 1 : 1;
      side = now;
      worst = Math.max(worst, run);
    }
  }
  return worst;
}

describe('round-robin pairings', () => {
  it('pairs 4 teams once: 3 rounds of 2 games, everyone meets everyone', () => {
    const rounds = roundRobinPairings(ids(4), { kind: 'once' });
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(rounds.map((r) => r.games.length)).toEqual([2, 2, 2]);
    expect(rounds.every((r) => r.byes.length === 0)).toBe(true);
    expect([...meetings(rounds).values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(meetings(rounds).size).toBe(pairsOf(4));
  });

  it('gives 3 teams a bye each round, each team once', () => {
    const rounds = roundRobinPairings(ids(3), { kind: 'once' });
    expect(rounds).toHaveLength(3);
    expect(rounds.map((r) => r.games.length)).toEqual([1, 1, 1]);
    expect(rounds.flatMap((r) => r.byes).sort()).toEqual([1, 2, 3]);
    expect(meetings(rounds).size).toBe(3);
  });

  it('gives 5 teams 5 rounds of 2 games and one bye each', () => {
    const rounds = roundRobinPairings(ids(5), { kind: 'once' });
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.games.length === 2 && r.byes.length === 1)).toBe(true);
    expect(byeCounts(ids(5), rounds)).toEqual([1, 1, 1, 1, 1]);
    expect(meetings(rounds).size).toBe(pairsOf(5));
  });

  it('plays the second cycle with home and away the other way round', () => {
    const rounds = roundRobinPairings(ids(4), { kind: 'twice' });
    expect(rounds).toHaveLength(6);
    const home = (rs: PairingRound[]) =>
      new Set(rs.flatMap((r) => r.games.map((g) => `${g.home}v${g.away}`)));
    const first = home(rounds.slice(0, 3));
    const second = home(rounds.slice(3));
    expect([...second].sort()).toEqual([...first].map((k) => k.split('v').reverse().join('v')).sort());
    expect([...meetings(rounds).values()].every((n) => n === 2)).toBe(true);
  });

  it('does not replay the last game of a cycle straight away', () => {
    for (const n of [4, 5, 6, 8]) {
      const rounds = roundRobinPairings(ids(n), { kind: 'twice' });
      const m = rounds.length / 2;
      const last = rounds[m - 1]!.games.map((g) => [g.home, g.away].sort().join());
      const next = rounds[m]!.games.map((g) => [g.home, g.away].sort().join());
      expect(last.filter((k) => next.includes(k))).toEqual([]);
    }
  });

  it('cuts a count of rounds mid-cycle with meetings and byes within one of each other', () => {
    for (const n of [3, 4, 5, 6, 7, 10]) {
      for (const count of [1, 2, 7, 13, 18, 25]) {
        const rounds = roundRobinPairings(ids(n), { kind: 'count', count });
        expect(rounds).toHaveLength(count);
        const m = [...meetings(rounds).values()];
        const all = pairsOf(n);
        const counts = [...m, ...Array<number>(all - m.length).fill(0)];
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        const byes = byeCounts(ids(n), rounds);
        expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('never gives a team three home or three away games in a row (even and odd counts, up to four cycles)', () => {
    for (let n = 2; n <= 20; n++) {
      for (const rule of [
        { kind: 'once' },
        { kind: 'twice' },
        { kind: 'count', count: 4 * n },
      ] as RoundsRule[]) {
        expect(
          longestRun(ids(n), roundRobinPairings(ids(n), rule)),
          `${n} teams ${rule.kind}`,
        ).toBeLessThanOrEqual(2);
      }
    }
  });

  it('gives every team a game or a bye in every round, once', () => {
    for (const n of [2, 3, 6, 9]) {
      for (const r of roundRobinPairings(ids(n), { kind: 'twice' })) {
        const seen = [...r.games.flatMap((g) => [g.home, g.away]), ...r.byes].sort((a, b) => a - b);
        expect(seen).toEqual(ids(n));
      }
    }
  });

  it('is the same for the same seed, and shuffles the circle for another', () => {
    const a = roundRobinPairings(ids(8), { kind: 'once' }, 42);
    expect(roundRobinPairings(ids(8), { kind: 'once' }, 42)).toEqual(a);
    expect(roundRobinPairings(ids(8), { kind: 'once' }, 43)).not.toEqual(a);
    expect(roundRobinPairings(ids(8), { kind: 'once' })).toEqual(
      roundRobinPairings(ids(8), { kind: 'once' }),
    );
  });

  it('has no rounds for fewer than two teams', () => {
    expect(roundRobinPairings([], { kind: 'once' })).toEqual([]);
    expect(roundRobinPairings([7], { kind: 'count', count: 5 })).toEqual([]);
    expect(roundCount(1, { kind: 'twice' })).toBe(0);
    expect(roundCount(6, { kind: 'twice' })).toBe(10);
    expect(roundCount(7, { kind: 'once' })).toBe(7);
  });
});
