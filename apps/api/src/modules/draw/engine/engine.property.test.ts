// Random seasons: divisions of 3-20 teams, 1-3 venues, blackouts, closures,
// unavailable teams, start time limits, clashes and booked slots; then a random
// change (washout, blackout, closure, withdrawn team) repaired.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hardRuleBreaches, saturdays } from '../../../../test/draw-engine-fixtures.js';
import { placeGames } from './placement.js';
import { repairDraw } from './repair.js';
import { seededRandom } from './seeded-random.js';
import { expandSlots } from './slots.js';
import type {
  Blackout,
  ClashPair,
  CourtClosure,
  CurrentGame,
  DrawChange,
  DrawDivision,
  RoundsRule,
  SlotTemplate,
  SlotsInput,
} from './types.js';

const FC = { seed: 20270424, numRuns: 60 };

const rule: fc.Arbitrary<RoundsRule> = fc.oneof(
  fc.constant({ kind: 'once' as const }),
  fc.constant({ kind: 'twice' as const }),
  fc.integer({ min: 1, max: 25 }).map((count) => ({ kind: 'count' as const, count })),
);

interface Season {
  divisions: DrawDivision[];
  slotsInput: SlotsInput;
  clashes: ClashPair[];
  occupied: string[];
  seed: number;
}

const season: fc.Arbitrary<Season> = fc
  .record({
    teamCounts: fc.array(fc.integer({ min: 3, max: 20 }), { minLength: 1, maxLength: 3 }),
    rules: fc.array(rule, { minLength: 3, maxLength: 3 }),
    venues: fc.integer({ min: 1, max: 3 }),
    spareWeeks: fc.integer({ min: 0, max: 4 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  })
  .map(({ teamCounts, rules, venues, spareWeeks, seed }) => {
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const chance = (p: number) => random() < p;

    const templates: SlotTemplate[] = Array.from({ length: venues }, (_, v) => {
      const starts = [8, 9, 10, 11, 12, 13, 14, 15].filter(() => chance(0.5)).map((h) => h * 60);
      return {
        venueId: v + 1,
        venueName: `Venue ${v + 1}`,
        courts: Array.from({ length: 1 + Math.floor(random() * 3) }, (_, c) => ({
          courtId: (v + 1) * 100 + c + 1,
          courtName: `Court ${c + 1}`,
        })),
        weekday: pick([0, 6]),
        startMinutes: starts.length ? starts : [9 * 60],
        // Now and then games longer than the hour between starts: slots on a court overlap.
        gameMinutes: chance(0.2) ? 90 : 50,
      };
    });
    const maxRounds = Math.max(...teamCounts.map((n, i) => roundsOf(n, rules[i]!)));
    const sat = saturdays('2027-04-03', maxRounds + spareWeeks + 2);
    const dates = sat.flatMap((d) => [d, nextDay(d)]);
    const blackouts: Blackout[] = dates
      .filter(() => chance(0.05))
      .map((date) => ({
        date,
        reason: 'Public holiday',
        ...(chance(0.5) ? { venueId: 1 + Math.floor(random() * venues) } : {}),
      }));
    const courtIds = templates.flatMap((t) => t.courts.map((c) => c.courtId));
    const closures: CourtClosure[] = dates
      .filter(() => chance(0.05))
      .map((date) => ({
        courtId: pick(courtIds),
        date,
        reason: 'Resurfacing',
        ...(chance(0.5) ? { fromMinute: 10 * 60, toMinute: 12 * 60 } : {}),
      }));

    let nextTeam = 1;
    const divisions: DrawDivision[] = teamCounts.map((count, d) => ({
      divisionId: d + 1,
      name: `Div ${d + 1}`,
      rounds: rules[d]!,
      weekdays: chance(0.5) ? [pick([0, 6])] : undefined,
      venueIds: chance(0.3) ? [1] : undefined,
      dutyTeams: chance(0.5),
      teams: Array.from({ length: count }, () => {
        const teamId = nextTeam++;
        return {
          teamId,
          name: `Team ${teamId}`,
          unavailable: dates
            .filter(() => chance(0.03))
            .map((date) => (chance(0.5) ? { date } : { date, fromMinute: 12 * 60 })),
          ...(chance(0.1) ? { notBeforeMinute: 10 * 60 } : {}),
          ...(chance(0.1) ? { notAfterMinute: 13 * 60 } : {}),
        };
      }),
    }));
    const clashes: ClashPair[] = Array.from({ length: Math.floor(random() * 4) }, () => [
      1 + Math.floor(random() * (nextTeam - 1)),
      1 + Math.floor(random() * (nextTeam - 1)),
    ]);
    const slotsInput = { templates, dates, blackouts, closures };
    const occupied = expandSlots(slotsInput)
      .slots.filter(() => chance(0.05))
      .map((s) => s.id);
    return { divisions, slotsInput, clashes, occupied, seed };
  });

function roundsOf(teams: number, r: RoundsRule): number {
  const m = teams % 2 === 0 ? teams - 1 : teams;
  return r.kind === 'once' ? m : r.kind === 'twice' ? 2 * m : r.count;
}
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const place = (s: Season) =>
  placeGames({
    divisions: s.divisions,
    clashes: s.clashes,
    occupied: s.occupied,
    ...expandSlots(s.slotsInput),
    seed: s.seed,
  });

describe('the draw engine on random seasons', () => {
  it('pairs every team the right number of times, spreads byes, and keeps every hard rule', () => {
    fc.assert(
      fc.property(season, (s) => {
        const result = place(s);
        const plan = expandSlots(s.slotsInput);
        for (const division of s.divisions) {
          const ids = division.teams.map((t) => t.teamId);
          const games = result.games.filter((g) => g.divisionId === division.divisionId);
          const meets = new Map<string, number>();
          const ordered = new Map<string, number>();
          for (const g of games) {
            const key = [g.home, g.away].sort((a, b) => a - b).join('v');
            meets.set(key, (meets.get(key) ?? 0) + 1);
            ordered.set(`${g.home}v${g.away}`, (ordered.get(`${g.home}v${g.away}`) ?? 0) + 1);
          }
          const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b].join('v')));
          const counts = pairs.map((p) => meets.get(p) ?? 0);
          if (division.rounds.kind === 'once') expect(new Set(counts)).toEqual(new Set([1]));
          if (division.rounds.kind === 'twice') {
            expect(new Set(counts)).toEqual(new Set([2]));
            expect(new Set(ordered.values())).toEqual(new Set([1]));
          }
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);

          const byes = ids.map((t) => result.byes.filter((b) => b.teamId === t).length);
          expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);

          // Every game of a round is on the round's date.
          const dateOf = new Map(
            result.rounds.filter((r) => r.divisionId === division.divisionId).map((r) => [r.round, r.date]),
          );
          for (const g of games.filter((x) => x.slotId !== null)) {
            expect(g.slotId!.split('@')[1]!.slice(0, 10)).toBe(dateOf.get(g.round));
          }
        }

        expect(hardRuleBreaches(result.games, plan.slots, s.divisions, s.clashes, s.occupied)).toEqual([]);
        const unplaced = result.games.filter((g) => g.slotId === null);
        expect(result.unplaced).toHaveLength(unplaced.length);
        for (const u of result.unplaced) {
          expect(u.reasons.length).toBeGreaterThan(0);
          expect(unplaced.some((g) => g.home === u.home && g.away === u.away && g.round === u.round)).toBe(
            true,
          );
        }
      }),
      FC,
    );
  });

  it('repairs without moving a played game, keeps every other game that still fits, and keeps every hard rule', () => {
    const change = fc.record({
      playedRounds: fc.integer({ min: 0, max: 10 }),
      washoutDay: fc.integer({ min: 0, max: 30 }),
      washoutVenue: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      blackoutDay: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
      closedCourt: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
      withdrawn: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(season, change, (s, c) => {
        const draw = place(s);
        const games: CurrentGame[] = draw.games.map((g, i) => ({
          ...g,
          gameId: i + 1,
          played: g.round <= c.playedRounds,
        }));
        const { dates } = s.slotsInput;
        const courts = s.slotsInput.templates.flatMap((t) => t.courts.map((x) => x.courtId));
        const what: DrawChange = {
          washout: {
            date: dates[c.washoutDay % dates.length]!,
            ...(c.washoutVenue === undefined ? {} : { venueId: c.washoutVenue }),
          },
          ...(c.blackoutDay === undefined
            ? {}
            : { blackouts: [{ date: dates[c.blackoutDay % dates.length]!, reason: 'Storm damage' }] }),
          ...(c.closedCourt === undefined
            ? {}
            : {
                closures: [
                  {
                    courtId: courts[c.closedCourt % courts.length]!,
                    date: dates[c.washoutDay % dates.length]!,
                    reason: 'Leak',
                  },
                ],
              }),
          ...(c.withdrawn === undefined ? {} : { withdrawnTeamIds: [c.withdrawn] }),
        };
        const r = repairDraw({
          divisions: s.divisions,
          clashes: s.clashes,
          occupied: s.occupied,
          slotsInput: s.slotsInput,
          games,
          change: what,
        });

        const byId = new Map(games.map((g) => [g.gameId, g]));
        const before = expandSlots(s.slotsInput);
        const after = expandSlots({
          ...s.slotsInput,
          blackouts: [
            ...(s.slotsInput.blackouts ?? []),
            ...(what.blackouts ?? []),
            { ...what.washout!, reason: 'Washout' },
          ],
          closures: [...(s.slotsInput.closures ?? []), ...(what.closures ?? [])],
        });
        const exists = new Set(after.slots.map((x) => x.id));
        for (const m of r.moves) {
          const g = byId.get(m.gameId)!;
          expect(g.played).toBe(false);
          expect(m.fromSlotId).toBe(g.slotId);
          // A game moves only when its slot is gone: nothing else in the inputs changed.
          expect(exists.has(m.fromSlotId)).toBe(false);
        }
        for (const id of r.removed) {
          const g = byId.get(id)!;
          expect(g.played).toBe(false);
          expect([g.home, g.away]).toContain(c.withdrawn);
        }
        expect(r.unchanged).toBe(games.length - r.moves.length - r.removed.length);

        const moved = new Map(r.moves.map((m) => [m.gameId, m.toSlotId]));
        const now = games
          .filter((g) => !r.removed.includes(g.gameId))
          .map((g) => ({ ...g, slotId: moved.has(g.gameId) ? moved.get(g.gameId)! : g.slotId }));
        expect(hardRuleBreaches(now, after.slots, s.divisions, s.clashes, s.occupied, before.slots)).toEqual(
          [],
        );
        for (const u of r.unplaced) expect(u.reasons.length).toBeGreaterThan(0);
      }),
      FC,
    );
  });
});
