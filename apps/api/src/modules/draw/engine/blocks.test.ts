// A realistic season (test/draw-season.ts: a dozen divisions of 5-14 teams, two venues of
// four courts, Saturdays and weeknights with room to spare) laid out in blocks.
import { describe, expect, it } from 'vitest';
import { hardRuleBreaches } from '../../../../test/draw-engine-fixtures.js';
import { drawSeason } from '../../../../test/draw-season.js';
import { dutyCoverage, firstStartTimes } from './fairness.js';
import { placeGames } from './placement.js';
import { expandSlots } from './slots.js';

/** Targets: nine games in ten with a duty team; 85% at the night's first start times. */
const TARGET = { dutyCoverage: 0.9, firstStartTimes: 0.85 };

describe('a season laid out in blocks', () => {
  const season = drawSeason();
  const plan = expandSlots(season.slotsInput);
  const result = placeGames({ divisions: season.divisions, clashes: season.clashes, ...plan, seed: 7 });
  const slotById = new Map(plan.slots.map((s) => [s.id, s]));

  it('gives nine games in ten a duty team, none on duty twice a day or while it plays', () => {
    const coverage = dutyCoverage({ ...result, divisions: season.divisions, slots: plan.slots });
    expect(coverage.games).toBe(result.games.filter((g) => g.slotId !== null).length);
    expect(coverage.withDutyTeam / coverage.games).toBeGreaterThanOrEqual(TARGET.dutyCoverage);
    expect(coverage.teamsOnDutyTwiceADay).toBe(0);

    for (const g of result.games.filter((x) => x.dutyTeamId !== undefined)) {
      const slot = slotById.get(g.slotId!)!;
      // The duty team plays just before or after on the same court, never at the same time.
      const duty = result.games.filter(
        (x) => (x.home === g.dutyTeamId || x.away === g.dutyTeamId) && x.slotId?.includes(`@${slot.date}`),
      );
      expect(duty).toHaveLength(1);
      const plays = slotById.get(duty[0]!.slotId!)!;
      expect(plays.courtId).toBe(slot.courtId);
      expect(plays.startMinute >= slot.endMinute || plays.endMinute <= slot.startMinute).toBe(true);
      expect(duty[0]!.divisionId).toBe(g.divisionId);
    }
  });

  it("plays at the night's first start times, keeping every hard rule", () => {
    const first = firstStartTimes(result.games, plan.slots);
    expect(first.atFirstTimes / first.games).toBeGreaterThanOrEqual(TARGET.firstStartTimes);
    expect(hardRuleBreaches(result.games, plan.slots, season.divisions, season.clashes, [])).toEqual([]);
    // Only games a team's unavailable date rules out are left without a slot.
    for (const u of result.unplaced) expect(u.reasons.join()).toMatch(/cannot play on/);
  });
});
