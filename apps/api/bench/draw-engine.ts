// How fast the draw engine places a season. Two sizes:
//   one division: 12 teams, 18 rounds, 3 venues x 4 courts on Saturdays;
//   a whole season: 60 divisions of 8 teams, 18 rounds, 12 courts at 3 venues,
//   juniors on Saturdays and seniors on weeknights, with a public holiday, a
//   venue's school holidays, a court closure, team unavailability and clashes.
// And a realistic season (test/draw-season.ts: a dozen divisions of 5-14 teams, two venues of
// four courts, Saturdays and weeknights with room to spare, duty teams on), whose duty coverage
// and share of games at the night's first start times have targets too.
// Prints the median of a few runs and what the draw came to (unplaced games,
// penalty before and after the local search, fairness spreads). Times are also given as a
// ratio to a baseline measured in the same run (sorting a million numbers), so runs on
// different machines compare; the targets are ratios.
// Run: cd apps/api && node --import tsx bench/draw-engine.ts
// Options: BENCH_RUNS (default 5), BENCH_ITERATIONS (the season's local search moves).
import { performance } from 'node:perf_hooks';
import {
  dutyCoverage,
  expandSlots,
  firstStartTimes,
  placeGames,
  type DrawDivision,
  type PlacementResult,
  type SlotTemplate,
  type SlotsInput,
} from '../src/modules/draw/engine/index.js';
import { drawSeason } from '../test/draw-season.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The local search budget of the whole season; the engine's default when unset. */
const ITERATIONS = process.env.BENCH_ITERATIONS ? Number(process.env.BENCH_ITERATIONS) : undefined;

function seasonDates(from: string, days: number): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < days; i++) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

const venues = [1, 2, 3].map((v) => ({
  venueId: v,
  venueName: ['Kings Park', 'Riverside', 'Northgate'][v - 1]!,
  courts: [1, 2, 3, 4].map((c) => ({ courtId: v * 10 + c, courtName: `Court ${c}` })),
}));
const hours = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => (from + i) * 60);

function oneDivision(): { slotsInput: SlotsInput; divisions: DrawDivision[] } {
  const templates: SlotTemplate[] = venues.map((v) => ({
    ...v,
    weekday: 6,
    startMinutes: hours(9, 14),
    gameMinutes: 50,
  }));
  const divisions: DrawDivision[] = [
    {
      divisionId: 1,
      name: 'U14 Boys Div 1',
      teams: Array.from({ length: 12 }, (_, i) => ({ teamId: i + 1, name: `Team ${i + 1}` })),
      rounds: { kind: 'count', count: 18 },
      weekdays: [6],
      dutyTeams: true,
    },
  ];
  return {
    slotsInput: {
      templates,
      dates: seasonDates('2027-04-03', 26 * 7),
      blackouts: [{ date: '2027-04-24', reason: 'Public holiday: Anzac Day (observed)' }],
    },
    divisions,
  };
}

function wholeSeason(): {
  slotsInput: SlotsInput;
  divisions: DrawDivision[];
  clashes: Array<[number, number]>;
} {
  const templates: SlotTemplate[] = [
    ...venues.map((v) => ({ ...v, weekday: 6, startMinutes: hours(8, 18), gameMinutes: 50 })),
    ...[1, 2, 3, 4].flatMap((weekday) =>
      venues.map((v) => ({ ...v, weekday, startMinutes: hours(18, 21), gameMinutes: 50 })),
    ),
  ];
  const divisions: DrawDivision[] = [];
  let teamId = 1;
  for (let d = 1; d <= 60; d++) {
    const junior = d <= 30;
    const teams = Array.from({ length: d % 7 === 0 ? 7 : 8 }, (_, i) => ({
      teamId: teamId++,
      name: `Div ${d} Team ${i + 1}`,
      ...(i === 0 ? { unavailable: [{ date: junior ? '2027-05-15' : '2027-05-11' }] } : {}),
      ...(junior && i === 1 ? { notBeforeMinute: 10 * 60 } : {}),
      ...(!junior && i === 2 ? { notAfterMinute: 20 * 60 } : {}),
    }));
    divisions.push({
      divisionId: d,
      name: `${junior ? 'U' + (10 + (d % 8)) : 'Open'} Div ${d}`,
      teams,
      rounds: { kind: 'count', count: 18 },
      weekdays: junior ? [6] : [1 + (d % 4)],
      ...(d % 5 === 0 ? { venueIds: [1 + (d % 3)] } : {}),
      dutyTeams: junior,
      doubleRounds: [9],
    });
  }
  // Players and coaches shared between a junior and a senior team, and between two juniors.
  const clashes: Array<[number, number]> = [];
  for (let i = 0; i < 40; i++) clashes.push([1 + i * 5, 241 + i * 5]);
  for (let i = 0; i < 20; i++) clashes.push([2 + i * 11, 3 + i * 11 + 8]);
  return {
    slotsInput: {
      templates,
      dates: seasonDates('2027-04-03', 26 * 7),
      blackouts: [
        { date: '2027-04-24', reason: 'Public holiday: Anzac Day (observed)' },
        { date: '2027-06-14', reason: "Public holiday: King's Birthday" },
        ...seasonDates('2027-07-03', 14).map((date) => ({ date, venueId: 2, reason: 'School holidays' })),
      ],
      closures: [{ courtId: 31, date: '2027-05-08', reason: 'Resurfacing' }],
    },
    divisions,
    clashes,
  };
}

/** The baseline: sorting a million seeded random numbers, the median of RUNS. */
function baselineMs(): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const numbers = new Float64Array(1_000_000);
    let x = 12345 + i;
    for (let j = 0; j < numbers.length; j++) numbers[j] = x = (x * 1103515245 + 12345) % 2147483648;
    const t0 = performance.now();
    numbers.sort();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** Targets, as multiples of the baseline: a division in a blink, a whole season in seconds. */
const TARGET = { division: 1, season: 15 };
const verdicts: string[] = [];
const baseline = baselineMs();
console.log(`baseline (sort 1,000,000 numbers): ${baseline.toFixed(0)} ms`);

function time(label: string, run: () => PlacementResult, target?: number) {
  const times: number[] = [];
  let result!: PlacementResult;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const spreads = result.fairness.divisions.map((d) => d.spread);
  const worst = (k: keyof (typeof spreads)[number]) => Math.max(...spreads.map((x) => x[k]));
  const teams = result.fairness.teams;
  const mean = (k: keyof (typeof teams)[number]) =>
    (teams.reduce((n, t) => n + Number(t[k]), 0) / teams.length).toFixed(1);
  const medianMs = times[Math.floor(RUNS / 2)]!;
  const ratio = medianMs / baseline;
  if (target !== undefined)
    verdicts.push(
      `${label}: ${ratio.toFixed(2)} x baseline, target <= ${target}: ${ratio <= target ? 'PASS' : 'FAIL'}`,
    );
  console.log(
    `${label}: median ${medianMs.toFixed(0)} ms = ${ratio.toFixed(2)} x baseline (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})\n`,
    ` ${result.games.length} games, ${result.unplaced.length} unplaced;`,
    `penalty ${result.stats.penaltyBefore} -> ${result.stats.penaltyAfter} in ${result.stats.iterations} moves\n`,
    ` per team (mean / worst division spread): early ${mean('earlyGames')} / ${worst('earlyGames')},`,
    `late ${mean('lateGames')} / ${worst('lateGames')}, venue changes ${mean('venueChanges')} / ${worst('venueChanges')},`,
    `duties ${mean('duties')} / ${worst('duties')}, byes ${mean('byes')} / ${worst('byes')},`,
    `longest home or away run ${Math.max(...teams.map((t) => Math.max(t.longestHomeRun, t.longestAwayRun)))}`,
  );
  return result;
}

const one = oneDivision();
time(
  '12 teams x 18 rounds, 12 courts',
  () => placeGames({ divisions: one.divisions, ...expandSlots(one.slotsInput), seed: 7 }),
  TARGET.division,
);
const season = wholeSeason();
time('  the same, greedy only (no local search)', () =>
  placeGames({
    divisions: season.divisions,
    clashes: season.clashes,
    ...expandSlots(season.slotsInput),
    seed: 7,
    iterations: 0,
  }),
);
const result = time(
  '60 divisions x ~8 teams x 18 rounds, 12 courts',
  () =>
    placeGames({
      divisions: season.divisions,
      clashes: season.clashes,
      ...expandSlots(season.slotsInput),
      seed: 7,
      ...(ITERATIONS === undefined ? {} : { iterations: ITERATIONS }),
    }),
  TARGET.season,
);
for (const u of result.unplaced.slice(0, 3)) console.log('  unplaced:', u.round, u.reasons.join(' | '));

/**
 * The realistic season's layout: games with a duty team, of those placed in divisions that ask
 * for them; games at the night's first start times (the fewest earliest start times whose slots
 * hold the night's games); no team on duty twice a day.
 */
const LAYOUT_TARGET = { dutyCoverage: 0.9, firstStartTimes: 0.85 };
const real = drawSeason();
const realPlan = expandSlots(real.slotsInput);
const layout = time('a dozen divisions of 5-14 teams, 8 courts', () =>
  placeGames({ divisions: real.divisions, clashes: real.clashes, ...realPlan, seed: 7 }),
);
const duty = dutyCoverage({ ...layout, divisions: real.divisions, slots: realPlan.slots });
const first = firstStartTimes(layout.games, realPlan.slots);
const share = (n: number, of: number) => (of === 0 ? 1 : n / of);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const coverage = share(duty.withDutyTeam, duty.games);
const early = share(first.atFirstTimes, first.games);
console.log(
  `  duty teams: ${duty.withDutyTeam} of ${duty.games} games (${pct(coverage)});`,
  `${duty.teamsOnDutyTwiceADay} teams on duty twice a day;`,
  `at the first start times: ${first.atFirstTimes} of ${first.games} (${pct(early)})`,
);
verdicts.push(
  `duty coverage: ${pct(coverage)}, target >= ${pct(LAYOUT_TARGET.dutyCoverage)}: ${coverage >= LAYOUT_TARGET.dutyCoverage ? 'PASS' : 'FAIL'}`,
  `teams on duty twice a day: ${duty.teamsOnDutyTwiceADay}, target 0: ${duty.teamsOnDutyTwiceADay === 0 ? 'PASS' : 'FAIL'}`,
  `games at the first start times: ${pct(early)}, target >= ${pct(LAYOUT_TARGET.firstStartTimes)}: ${early >= LAYOUT_TARGET.firstStartTimes ? 'PASS' : 'FAIL'}`,
);
console.log(verdicts.join('\n'));
if (verdicts.some((v) => v.endsWith('FAIL'))) process.exitCode = 1;
