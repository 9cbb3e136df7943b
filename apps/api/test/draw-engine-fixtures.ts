// Small builders for the engine's tests: a venue's templates, a division, the
// hard-rule checks the tests and property tests share.
import { DAY_END, DAY_START, overlaps } from '../src/modules/draw/engine/labels.js';
import type {
  ClashPair,
  DrawDivision,
  DrawTeam,
  Slot,
  SlotTemplate,
} from '../src/modules/draw/engine/types.js';

/** A venue with `courts` courts named Court 1..n, ids venueId * 100 + n. */
export function venue(
  venueId: number,
  o: { name?: string; courts?: number; weekday?: number; starts?: number[]; gameMinutes?: number } = {},
): SlotTemplate {
  return {
    venueId,
    venueName: o.name ?? `Venue ${venueId}`,
    courts: Array.from({ length: o.courts ?? 1 }, (_, i) => ({
      courtId: venueId * 100 + i + 1,
      courtName: `Court ${i + 1}`,
    })),
    weekday: o.weekday ?? 6,
    startMinutes: o.starts ?? [9 * 60, 10 * 60],
    gameMinutes: o.gameMinutes ?? 50,
  };
}

export const TEAM_NAMES = ['Lions', 'Hawks', 'Bulls', 'Tigers', 'Eagles', 'Sharks', 'Wolves', 'Bears'];

/** Teams with ids from `firstId`, named from TEAM_NAMES. */
export function teams(count: number, firstId = 1, extra: Partial<DrawTeam>[] = []): DrawTeam[] {
  return Array.from({ length: count }, (_, i) => ({
    teamId: firstId + i,
    name: TEAM_NAMES[i] ?? `Team ${firstId + i}`,
    ...extra[i],
  }));
}

export function division(o: Partial<DrawDivision> & { teams: DrawTeam[] }): DrawDivision {
  return { divisionId: 1, name: 'Div 1', rounds: { kind: 'once' }, ...o };
}

/** Saturdays from a date (a Saturday), as 'YYYY-MM-DD'. */
export function saturdays(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 7 * i);
    return d.toISOString().slice(0, 10);
  });
}

export interface CheckedGame {
  divisionId?: number;
  home: number;
  away: number;
  slotId: string | null;
  /** A played game is where it was played: only checked against the others. */
  played?: boolean;
}

/**
 * Every hard rule a placed draw must keep; returns what is broken (empty when
 * nothing). `extraSlots`: slots that no longer exist but hold played games.
 */
export function hardRuleBreaches(
  games: readonly CheckedGame[],
  slots: readonly Slot[],
  divisions: readonly DrawDivision[],
  clashes: readonly ClashPair[] = [],
  occupied: readonly string[] = [],
  extraSlots: readonly Slot[] = [],
): string[] {
  const byId = new Map([...slots, ...extraSlots].map((s) => [s.id, s]));
  const exists = new Set(slots.map((s) => s.id));
  const team = new Map(divisions.flatMap((d) => d.teams.map((t) => [t.teamId, t])));
  const busy = occupied.map((id) => byId.get(id)).filter((s): s is Slot => s !== undefined);
  const out: string[] = [];
  const placed = games.filter((g) => g.slotId !== null);
  for (const g of placed.filter((x) => !x.played)) {
    const s = byId.get(g.slotId!);
    if (!s || !exists.has(s.id)) {
      out.push(`${g.home}v${g.away} on a slot that does not exist (${g.slotId})`);
      continue;
    }
    for (const t of [g.home, g.away]) {
      const info = team.get(t);
      for (const w of info?.unavailable ?? []) {
        if (
          w.date === s.date &&
          overlaps(s.startMinute, s.endMinute, w.fromMinute ?? DAY_START, w.toMinute ?? DAY_END)
        )
          out.push(`${t} plays while unavailable (${s.id})`);
      }
      if (info?.notBeforeMinute !== undefined && s.startMinute < info.notBeforeMinute)
        out.push(`${t} too early`);
      if (info?.notAfterMinute !== undefined && s.startMinute > info.notAfterMinute)
        out.push(`${t} too late`);
    }
    for (const b of busy) {
      if (
        b.courtId === s.courtId &&
        b.date === s.date &&
        overlaps(s.startMinute, s.endMinute, b.startMinute, b.endMinute)
      )
        out.push(`${s.id} is booked`);
    }
  }
  const clash = new Set(clashes.flatMap(([a, b]) => [`${a}:${b}`, `${b}:${a}`]));
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i]!;
      const b = placed[j]!;
      const sa = byId.get(a.slotId!);
      const sb = byId.get(b.slotId!);
      if (!sa || !sb || sa.date !== sb.date || (a.played && b.played)) continue;
      if (!overlaps(sa.startMinute, sa.endMinute, sb.startMinute, sb.endMinute)) continue;
      if (sa.courtId === sb.courtId) out.push(`court ${sa.courtId} used twice at once (${sa.id}, ${sb.id})`);
      for (const x of [a.home, a.away]) {
        for (const y of [b.home, b.away]) {
          if (x === y) out.push(`team ${x} in two games at once (${sa.id}, ${sb.id})`);
          if (clash.has(`${x}:${y}`)) out.push(`clash ${x} and ${y} at once (${sa.id}, ${sb.id})`);
        }
      }
    }
  }
  return out;
}
