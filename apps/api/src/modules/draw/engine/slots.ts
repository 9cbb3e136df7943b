// Expands a season's slot templates (weekly, or on one date) into the concrete slots of each
// date, less blackouts and court closures. A removed slot is remembered under the first
// rule that removed it (a blackout of every venue, then one of its venue, then a
// closure of its court), so the draw can later say why a game found no slot.
import { DAY_END, DAY_START, dmy, hhmm, overlaps, timeRange, weekdayOfIso } from './labels.js';
import type { Blackout, CourtClosure, MissingSlots, Slot, SlotPlan, SlotsInput } from './types.js';

export const slotIdOf = (courtId: number, date: string, startMinute: number) =>
  `${courtId}@${date}T${startMinute}`;

export function expandSlots(input: SlotsInput): SlotPlan {
  const dates = [...new Set(input.dates)].sort();
  const blackouts = input.blackouts ?? [];
  const closures = input.closures ?? [];
  const courtLabel = courtLabels(input);

  const slots: Slot[] = [];
  const missing = new Map<Blackout | CourtClosure, MissingSlots>();
  const seen = new Set<string>();

  for (const date of dates) {
    const weekday = weekdayOfIso(date);
    const dayBlackouts = blackouts.filter((b) => b.date === date);
    const dayClosures = closures.filter((c) => c.date === date);
    for (const template of input.templates) {
      if (template.date === undefined ? template.weekday !== weekday : template.date !== date) continue;
      const starts = [...template.startMinutes].sort((a, b) => a - b);
      for (const court of template.courts) {
        for (const startMinute of starts) {
          const slot: Slot = {
            id: slotIdOf(court.courtId, date, startMinute),
            venueId: template.venueId,
            venueName: template.venueName,
            courtId: court.courtId,
            courtName: court.courtName,
            date,
            weekday,
            startMinute,
            endMinute: startMinute + template.gameMinutes,
          };
          if (seen.has(slot.id)) continue;
          seen.add(slot.id);
          const rule =
            dayBlackouts.find((b) => b.venueId === undefined) ??
            dayBlackouts.find((b) => b.venueId === slot.venueId) ??
            dayClosures.find(
              (c) =>
                c.courtId === slot.courtId &&
                overlaps(slot.startMinute, slot.endMinute, c.fromMinute ?? DAY_START, c.toMinute ?? DAY_END),
            );
          if (!rule) {
            slots.push(slot);
            continue;
          }
          let entry = missing.get(rule);
          if (!entry) {
            entry = missingEntry(rule, slot, courtLabel(slot));
            missing.set(rule, entry);
          }
          entry.slots.push(slot);
        }
      }
    }
  }

  // Stable: on a tie the templates' venue and court order stays.
  const byTime = (a: Slot, b: Slot) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.startMinute - b.startMinute;
  slots.sort(byTime);
  const entries = [...missing.values()];
  for (const entry of entries) entry.slots.sort(byTime);
  entries.sort((a, b) => byTime(a.slots[0]!, b.slots[0]!));
  return { slots, missing: entries };
}

function missingEntry(rule: Blackout | CourtClosure, slot: Slot, court: string): MissingSlots {
  const on = dmy(slot.date);
  if (!('courtId' in rule)) {
    return rule.venueId === undefined
      ? { date: slot.date, reason: rule.reason, text: `No games on ${on} (${rule.reason})`, slots: [] }
      : {
          date: slot.date,
          venueId: rule.venueId,
          reason: rule.reason,
          text: `No games at ${slot.venueName} on ${on} (${rule.reason})`,
          slots: [],
        };
  }
  const { fromMinute, toMinute } = rule;
  const when =
    fromMinute === undefined && toMinute === undefined
      ? ''
      : fromMinute === undefined
        ? ` until ${hhmm(toMinute!)}`
        : toMinute === undefined
          ? ` from ${hhmm(fromMinute)}`
          : ` ${timeRange(fromMinute, toMinute)}`;
  return {
    date: slot.date,
    venueId: slot.venueId,
    courtId: rule.courtId,
    ...(fromMinute === undefined ? {} : { fromMinute }),
    ...(toMinute === undefined ? {} : { toMinute }),
    reason: rule.reason,
    text: `${court} closed${when} on ${on} (${rule.reason})`,
    slots: [],
  };
}

/** A court's name, with its venue when another venue has a court of the same name. */
export function courtLabels(input: Pick<SlotsInput, 'templates'>): (slot: Slot) => string {
  const venuesByName = new Map<string, Set<number>>();
  for (const t of input.templates) {
    for (const c of t.courts) {
      const venues = venuesByName.get(c.courtName) ?? new Set<number>();
      venues.add(t.venueId);
      venuesByName.set(c.courtName, venues);
    }
  }
  return (slot) =>
    (venuesByName.get(slot.courtName)?.size ?? 0) > 1
      ? `${slot.courtName} at ${slot.venueName}`
      : slot.courtName;
}
