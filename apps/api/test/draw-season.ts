// A realistic season for the draw engine's tests and the bench, made from a seed:
// a dozen divisions of 5-14 teams, two venues of four courts, juniors on Saturdays
// (08:00-17:00) and seniors on Tuesday or Wednesday nights (18:00-21:00), with room
// to spare. Some teams cannot start before 09:00 or after 20:00, some are away a
// date, and a few share a coach; Anzac Day is blacked out.
import { seededRandom } from '../src/modules/draw/engine/seeded-random.js';
import type { ClashPair, DrawDivision, SlotTemplate, SlotsInput } from '../src/modules/draw/engine/types.js';

export interface DrawSeason {
  divisions: DrawDivision[];
  slotsInput: SlotsInput;
  clashes: ClashPair[];
}

const hours = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => (from + i) * 60);

function datesFrom(from: string, days: number): string[] {
  const d = new Date(`${from}T00:00:00Z`);
  return Array.from({ length: days }, () => {
    const out = d.toISOString().slice(0, 10);
    d.setUTCDate(d.getUTCDate() + 1);
    return out;
  });
}

export function drawSeason(seed = 2027): DrawSeason {
  const random = seededRandom(seed);
  const venues = [
    { venueId: 1, venueName: 'Kings Park' },
    { venueId: 2, venueName: 'Riverside' },
  ].map((v) => ({
    ...v,
    courts: [1, 2, 3, 4].map((c) => ({ courtId: v.venueId * 10 + c, courtName: `Court ${c}` })),
  }));
  const templates: SlotTemplate[] = venues.flatMap((v) => [
    { ...v, weekday: 6, startMinutes: hours(8, 17), gameMinutes: 50 },
    ...[2, 3].map((weekday) => ({ ...v, weekday, startMinutes: hours(18, 21), gameMinutes: 50 })),
  ]);
  const dates = datesFrom('2027-04-03', 26 * 7);

  // Team counts from 5 to 14: the smallest and largest always, the rest drawn.
  const counts = [5, 14, ...Array.from({ length: 10 }, () => 5 + Math.floor(random() * 10))];
  const divisions: DrawDivision[] = [];
  let teamId = 1;
  counts.forEach((count, d) => {
    const junior = d % 2 === 0;
    const weekday = junior ? 6 : d % 4 === 1 ? 2 : 3;
    const teams = Array.from({ length: count }, (_, i) => {
      const chance = random();
      return {
        teamId: teamId++,
        name: `${junior ? 'U' + (11 + d) : 'Open ' + d} ${i + 1}`,
        ...(chance < 0.1 ? { notBeforeMinute: junior ? 9 * 60 : 19 * 60 } : {}),
        ...(chance > 0.9 ? { notAfterMinute: junior ? 15 * 60 : 20 * 60 } : {}),
        ...(random() < 0.1
          ? { unavailable: [{ date: dates[7 * (2 + Math.floor(random() * 16)) + ((weekday + 1) % 7)]! }] }
          : {}),
      };
    });
    divisions.push({
      divisionId: d + 1,
      name: junior ? `U${11 + d}` : `Open ${d}`,
      teams,
      rounds: { kind: 'count', count: 18 },
      weekdays: [weekday],
      dutyTeams: true,
    });
  });
  // A coach of a junior team also coaches a team in the next junior division.
  const juniors = divisions.filter((d) => d.weekdays![0] === 6);
  const clashes: ClashPair[] = juniors
    .slice(1)
    .map((d, i) => [juniors[i]!.teams[0]!.teamId, d.teams[1]!.teamId] as ClashPair);

  return {
    divisions,
    clashes,
    slotsInput: {
      templates,
      dates,
      blackouts: [{ date: '2027-04-24', reason: 'Public holiday: Anzac Day (observed)' }],
    },
  };
}
